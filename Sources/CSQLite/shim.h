#ifndef FANCAL_CSQLITE_SHIM_H
#define FANCAL_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
/// Binding a Swift String always needs it: the buffer Swift hands out dies after the call.
static inline sqlite3_destructor_type fancal_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// sqlite3_db_config is variadic, which Swift cannot call. Defensive mode (no writes to the
/// schema by hand, no corrupting pragmas) and an untrusted schema (no functions with side
/// effects from the file's own triggers or views) for every connection; with `run_schema_code`
/// 0, neither the file's triggers nor its views run at all: for a file not yet known to hold
/// only what fancal created.
static inline int fancal_sqlite_harden(sqlite3 *db, int run_schema_code) {
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (result == SQLITE_OK) result = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (result == SQLITE_OK) result = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, run_schema_code, (int *)0);
    if (result == SQLITE_OK) result = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, run_schema_code, (int *)0);
    return result;
}
/// sqlite3_config is variadic too. SQLite counts the memory it holds (SQLITE_CONFIG_MEMSTATUS,
/// on by default), which fancal never reads: every allocation then takes a process-wide mutex
/// and updates the counts, some 100 instructions of each of the hundred allocations an imported
/// record's INSERT makes (a tenth of that INSERT's work, callgrind). Turned off once, before
/// SQLite initialises (after that, SQLite refuses the change: SQLITE_MISUSE).
static inline int fancal_sqlite_configure(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
