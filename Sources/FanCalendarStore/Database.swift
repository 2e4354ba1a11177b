import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// A value bound to, or read from, an SQL statement.
package enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case text(String)
}

/// An SQLite failure with everything needed to understand it.
package struct SQLiteError: Error, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    package let code: Int32
    package let message: String
    /// The statement that failed, when there was one.
    package let sql: String?

    /// One line for a person: SQLite's message and code, never the statement (several lines of
    /// SQL mean nothing to a user and would break the one-line `fancal: …` error).
    package var description: String {
        "\(message.split(whereSeparator: \.isNewline).joined(separator: " ")) (SQLite code \(code))"
    }

    /// The description and the statement that failed, for a developer.
    package var debugDescription: String { sql.map { "\(description), in: \($0)" } ?? description }

    /// The primary result code, without the extended bits.
    package var primaryCode: Int32 { code & 0xFF }

    /// SQLITE_IOERR_SHMOPEN, _SHMSIZE or _SHMMAP (macros Swift cannot import): the shared memory
    /// file of a WAL database could not be made (a full disk, a read-only folder).
    var isSharedMemoryFailure: Bool { primaryCode == SQLITE_IOERR && [18, 19, 21].contains(code >> 8) }
}

/// One SQLite connection. Prepared statements only: user text is always bound, never spliced
/// into SQL. Not shared across threads.
package final class Database {
    /// Where the database lives.
    package enum Location: Sendable, Equatable {
        case memory
        case file(String)
        /// A private database on disk that SQLite deletes when the connection closes (its file
        /// is made in the temporary folder only once the pages outgrow the cache).
        case temporary
    }

    let handle: OpaquePointer
    private var statementCache: [String: Statement] = [:]

    /// Opens (or creates, with `create`) a database, in SQLite's defensive mode with an
    /// untrusted schema.
    /// - Parameters:
    ///   - busyTimeoutMilliseconds: how long to wait for another process's lock.
    ///   - runningSchemaCode: false for a file from elsewhere not yet checked (a backup to
    ///     restore): its triggers and views never run, whatever they say.
    ///   - followingLinks: false to refuse a path that is a symbolic link (a file fancal creates
    ///     itself, such as a backup's temporary copy).
    /// - Throws: `SQLiteError` when the file cannot be opened.
    package init(
        _ location: Location, create: Bool = true, readOnly: Bool = false, busyTimeoutMilliseconds: Int32 = 10_000,
        runningSchemaCode: Bool = true, followingLinks: Bool = true
    ) throws(SQLiteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        if !followingLinks { flags |= SQLITE_OPEN_NOFOLLOW }
        let path: String
        switch location {
        case .memory: path = ":memory:"
        case .file(let filePath): path = filePath
        case .temporary: path = ""
        }
        _ = Self.configured
        var connection: OpaquePointer?
        let result = sqlite3_open_v2(path, &connection, flags, nil)
        guard result == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            sqlite3_close_v2(connection)
            throw SQLiteError(code: result, message: message, sql: nil)
        }
        let hardened = fancal_sqlite_harden(connection, runningSchemaCode ? 1 : 0)
        guard hardened == SQLITE_OK else {
            sqlite3_close_v2(connection)
            throw SQLiteError(code: hardened, message: "cannot configure the connection", sql: nil)
        }
        handle = connection
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    /// SQLite's process-wide settings (`fancal_sqlite_configure`), made before the first
    /// connection opens; the result is only there to make it happen once.
    private static let configured = fancal_sqlite_configure()

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs SQL without parameters (schema changes, pragmas); several statements allowed.
    package func execute(_ sql: String) throws(SQLiteError) {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result, sql: sql) }
    }

    /// A prepared statement, cached by its SQL text for reuse within this connection. While a
    /// loop still steps through the cached one (a query run from inside the rows of the same
    /// query), a new statement is prepared instead: resetting the running one would silently
    /// start that loop over.
    package func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statementCache[sql] {
            guard cached.isRunning else {
                cached.reset()
                return cached
            }
            return try Statement(database: self, sql: sql)
        }
        let statement = try Statement(database: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs one statement with bindings, discarding rows.
    package func run(_ sql: String, _ bindings: [SQLValue] = []) throws(SQLiteError) {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(bindings)
        while try statement.step() {}
    }

    /// Runs one statement with its `:name` parameters bound by name, discarding rows.
    package func run(_ sql: String, named bindings: [String: SQLValue]) throws(SQLiteError) {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(named: bindings)
        while try statement.step() {}
    }

    /// Runs one statement whose parameters `bind` sets, discarding rows.
    func run(_ sql: String, bind: (Statement) throws(SQLiteError) -> Void) throws(SQLiteError) {
        try run(prepare(sql), bind: bind)
    }

    /// Runs a statement already prepared, with the parameters `bind` sets, discarding rows; the
    /// statement is reset for its next use.
    func run(_ statement: Statement, bind: (Statement) throws(SQLiteError) -> Void) throws(SQLiteError) {
        defer { statement.reset() }
        try bind(statement)
        while try statement.step() {}
    }

    /// Runs a query and maps each row.
    package func query<T>(_ sql: String, _ bindings: [SQLValue] = [], row transform: (Statement) throws -> T)
        throws -> [T]
    {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(bindings)
        var rows: [T] = []
        while try statement.step() { rows.append(try transform(statement)) }
        return rows
    }

    /// Runs a query and maps each row with the result columns `resolve` finds once, before the
    /// first row (``Statement/column(_:)``): each row then reads by index, looking no name up.
    package func query<Columns, T>(
        _ sql: String, _ bindings: [SQLValue] = [], columns resolve: (Statement) -> Columns,
        row transform: (Statement, Columns) throws -> T
    ) throws -> [T] {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(bindings)
        let columns = resolve(statement)
        var rows: [T] = []
        while try statement.step() { rows.append(try transform(statement, columns)) }
        return rows
    }

    /// Runs a query with its `:name` parameters bound by name and maps each row.
    package func query<T>(_ sql: String, named bindings: [String: SQLValue], row transform: (Statement) throws -> T)
        throws -> [T]
    {
        let statement = try prepare(sql)
        defer { statement.reset() }
        try statement.bind(named: bindings)
        var rows: [T] = []
        while try statement.step() { rows.append(try transform(statement)) }
        return rows
    }

    /// Runs `body` in one IMMEDIATE transaction (the write lock taken up front, so a concurrent
    /// writer waits on the busy timeout instead of failing mid-way). Rolls back and rethrows the
    /// first error; commits otherwise.
    package func inTransaction<T>(_ body: () throws -> T) throws -> T {
        try inTransaction(beginning: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in one DEFERRED transaction that only reads: under WAL every query in it sees
    /// the same state of the file while other processes write, and nothing is locked against
    /// them. Rolls back after the first error; inside another transaction, part of it.
    func inReadTransaction<T>(_ body: () throws -> T) throws -> T {
        try inTransaction(beginning: "BEGIN DEFERRED", body)
    }

    private func inTransaction<T>(beginning begin: String, _ body: () throws -> T) throws -> T {
        // Inside another transaction, part of it: the outer one commits or rolls back.
        if sqlite3_get_autocommit(handle) == 0 { return try body() }
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` in a savepoint of the open transaction: when it throws, its changes alone are
    /// undone and the error rethrown; the rest of the transaction stays.
    package func inSavepoint<T>(_ body: () throws -> T) throws -> T {
        try execute("SAVEPOINT part")
        do {
            let result = try body()
            try execute("RELEASE part")
            return result
        } catch {
            try? execute("ROLLBACK TO part")
            try? execute("RELEASE part")
            throw error
        }
    }

    package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    package var changes: Int { Int(sqlite3_changes(handle)) }

    func error(_ code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// Reads one integer from a pragma or query with no bindings.
    package func scalarInteger(_ sql: String) throws -> Int64? {
        try query(sql) { $0.isNull(0) ? nil : $0.integer(0) }.first ?? nil
    }

    /// Whether no transaction is open (each statement commits on its own).
    var isInAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Copies this whole database into `target` with SQLite's online backup API: a consistent
    /// snapshot even while other processes write, written into `target` as one transaction.
    func copy(into target: Database) throws(SQLiteError) {
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw target.error(sqlite3_errcode(target.handle), sql: nil)
        }
        var result: Int32
        repeat {
            result = sqlite3_backup_step(backup, 256)
            if result == SQLITE_BUSY || result == SQLITE_LOCKED { sqlite3_sleep(20) }
        } while result == SQLITE_OK || result == SQLITE_BUSY || result == SQLITE_LOCKED
        let finish = sqlite3_backup_finish(backup)
        guard result == SQLITE_DONE, finish == SQLITE_OK else {
            throw target.error(result == SQLITE_DONE ? finish : result, sql: nil)
        }
    }
}

/// A prepared statement. Finalized when released; reset after each use by `Database`.
package final class Statement {
    // Unowned: the database caches its statements, so a strong reference back would keep both
    // alive forever, and the connection would never be closed (no checkpoint at exit, the data
    // left in the -wal file beside the database).
    private unowned let database: Database
    let pointer: OpaquePointer
    let sql: String
    /// Texts staged for the current run (``stage(_:at:)``), NUL-terminated one after another, which
    /// SQLite reads in place (SQLITE_STATIC) until the statement is reset. Binding each text as
    /// SQLITE_TRANSIENT made SQLite allocate, copy and free it, for every row an import stores.
    private var stagedText: UnsafeMutablePointer<CChar>?
    private var stagedCapacity = 0
    private var stagedCount = 0
    private var stagedParameters: [(index: Int32, offset: Int)] = []

    init(database: Database, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard result == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw database.error(result, sql: sql)
        }
        self.database = database
        self.pointer = statement
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(pointer)
        free(stagedText)
    }

    /// Between a step that gave a row and the next reset: a loop is reading this statement.
    private(set) var isRunning = false

    func reset() {
        isRunning = false
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
        stagedCount = 0
        stagedParameters.removeAll(keepingCapacity: true)
    }

    /// Copies text for the parameter at `index` (from 1) into this statement's staging buffer
    /// (NULL is bound at once); ``bindStaged()`` binds every staged text once all are staged, as
    /// the buffer may move while it grows.
    func stage(_ text: String?, at index: Int32) throws(SQLiteError) {
        guard let text else { return try check(sqlite3_bind_null(pointer, index)) }
        let length = text.withCString { bytes in
            let length = strlen(bytes) + 1
            if stagedCount + length > stagedCapacity {
                // Swift traps when an allocation fails; so does this.
                stagedCapacity = max(2 * stagedCapacity, stagedCount + length, 1024)
                guard let grown = realloc(stagedText, stagedCapacity) else { fatalError("out of memory") }
                stagedText = grown.assumingMemoryBound(to: CChar.self)
            }
            memcpy(stagedText! + stagedCount, bytes, length)
            return length
        }
        stagedParameters.append((index, stagedCount))
        stagedCount += length
    }

    /// Binds the texts staged since the last reset; they stay valid until the next ``reset()``.
    func bindStaged() throws(SQLiteError) {
        guard let stagedText else { return }
        for (index, offset) in stagedParameters {
            // A nil destructor is SQLITE_STATIC: SQLite reads the bytes where they are.
            try check(sqlite3_bind_text(pointer, index, stagedText + offset, -1, nil))
        }
    }

    func bind(_ values: [SQLValue]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
    }

    /// Binds one value to the parameter at `index` (from 1).
    func bind(_ value: SQLValue, at index: Int32) throws(SQLiteError) {
        switch value {
        case .null: try bind(nil as Int64?, at: index)
        case .integer(let integer): try bind(integer, at: index)
        case .text(let text): try bind(text, at: index)
        }
    }

    /// Binds each value to the parameter `:name`. Every parameter of the statement must be
    /// named here, and every name must be one of its parameters: a mistake in fancal's own SQL
    /// stops the process rather than storing NULL or dropping a value.
    func bind(named values: [String: SQLValue]) throws(SQLiteError) {
        precondition(
            Int(sqlite3_bind_parameter_count(pointer)) == values.count,
            "\(values.count) values for the parameters of \(sql)")
        for (name, value) in values { try bind(value, at: parameter(name)) }
    }

    /// The index of the parameter `:name`, for a statement bound many times (resolved once, then
    /// bound by index). A name the statement does not have is a mistake in fancal's own SQL and
    /// stops the process.
    func parameter(_ name: String) -> Int32 {
        let index = sqlite3_bind_parameter_index(pointer, ":" + name)
        precondition(index > 0, "no parameter :\(name) in \(sql)")
        return index
    }

    /// Binds text, or NULL for nil, to the parameter at `index` (from 1); SQLite copies it.
    func bind(_ text: String?, at index: Int32) throws(SQLiteError) {
        guard let text else { return try check(sqlite3_bind_null(pointer, index)) }
        // withCString lends a small string's bytes from the stack; passing the String as the
        // argument copied it into a new array (`utf8CString`) first.
        try check(text.withCString { sqlite3_bind_text(pointer, index, $0, -1, fancal_sqlite_transient()) })
    }

    /// Binds bytes as a BLOB to the parameter at `index` (from 1); SQLite copies them.
    func bind(blob bytes: [UInt8], at index: Int32) throws(SQLiteError) {
        try check(bytes.withUnsafeBytes { raw in
            // An empty array may have no address; a zero-length BLOB is still not NULL.
            sqlite3_bind_blob64(pointer, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(raw.count), fancal_sqlite_transient())
        })
    }

    /// Binds an integer, or NULL for nil, to the parameter at `index` (from 1).
    func bind(_ integer: Int64?, at index: Int32) throws(SQLiteError) {
        guard let integer else { return try check(sqlite3_bind_null(pointer, index)) }
        try check(sqlite3_bind_int64(pointer, index, integer))
    }

    private func check(_ bindResult: Int32) throws(SQLiteError) {
        guard bindResult == SQLITE_OK else { throw database.error(bindResult, sql: sql) }
    }

    /// Advances to the next row. - Returns: false when done.
    func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(pointer)
        switch result {
        case SQLITE_ROW:
            isRunning = true
            return true
        case SQLITE_DONE:
            isRunning = false
            return false
        default:
            isRunning = false
            throw database.error(result, sql: sql)
        }
    }

    /// The result columns' indexes by name, read once for this prepared statement.
    private var columnIndexes: [String: Int32]?

    /// The index of the result column `name` (the name or `AS` alias the SELECT gives it). A
    /// name the query does not have is a mistake in fancal's own SQL and stops the process.
    package func column(_ name: String) -> Int32 {
        if columnIndexes == nil {
            var indexes: [String: Int32] = [:]
            for index in 0..<sqlite3_column_count(pointer) {
                indexes[String(cString: sqlite3_column_name(pointer, index))] = index
            }
            columnIndexes = indexes
        }
        guard let index = columnIndexes![name] else { preconditionFailure("no column \(name) in \(sql)") }
        return index
    }

    package func isNull(_ name: String) -> Bool { isNull(column(name)) }
    package func integer(_ name: String) -> Int64 { integer(column(name)) }
    package func text(_ name: String) -> String { text(column(name)) }
    package func optionalText(_ name: String) -> String? { optionalText(column(name)) }
    package func optionalInteger(_ name: String) -> Int64? { optionalInteger(column(name)) }

    package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(pointer, column) == SQLITE_NULL }
    package func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(pointer, column) }
    package func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(pointer, column) else { return "" }
        return String(cString: bytes)
    }
    package func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
    package func optionalInteger(_ column: Int32) -> Int64? { isNull(column) ? nil : integer(column) }

    /// The bytes of a BLOB column of the current row, copied.
    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(pointer, column))
        guard count > 0, let start = sqlite3_column_blob(pointer, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// The bytes of a text column of the current row, lent until the next step or reset; nil
    /// for NULL. Lets a scan compare and hash texts without making a `String` per row.
    func withBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T {
        guard !isNull(column) else { return try body(nil) }
        let start = sqlite3_column_text(pointer, column)
        let count = Int(sqlite3_column_bytes(pointer, column))
        return try body(UnsafeBufferPointer(start: start, count: start == nil ? 0 : count))
    }
}
