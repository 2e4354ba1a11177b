#ifndef FANCAL_CSQLITE_SHIM_H
#define FANCAL_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
/// Binding a Swift String always needs it: the buffer Swift hands out dies after the call.
static inline sqlite3_destructor_type fancal_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
#endif
