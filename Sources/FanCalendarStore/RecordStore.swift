import CSQLite
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// The records, kept in SQLite, as a reader: every query is a prepared statement with bound
/// values. The methods that change the store are on ``StoreWriter``, so a command that opened
/// the store for reading cannot write through it: such a call does not compile.
package class RecordStore {
    private(set) var database: Database
    /// Shown in messages: the file path, or ":memory:".
    package let path: String
    /// How long to wait for another process's lock (SQLite's, or the set-up lock).
    private let busyTimeoutMilliseconds: Int32
    /// The import's INSERT, prepared on first use and kept here: finding it in the database's
    /// statement cache would hash its SQL text once per imported row; with its parameters'
    /// indexes, resolved once.
    var importInsert: (statement: Statement, parameters: RecordParameters)?
    /// The INSERT of ``keep(_:replacing:)``, kept here for the same reason, with its parameters.
    var objectInsert: (statement: Statement, parameters: ObjectFields)?
    /// Packs and unpacks the text of kept calendar objects, made on first use.
    lazy var objectText = ObjectTextPacking()

    /// Opens the store, creating the file (0600, in folders made 0700) and the schema if needed.
    /// - Parameters:
    ///   - busyTimeoutMilliseconds: how long a change waits for another process's write lock
    ///     before failing with ``StoreError/busy(path:)``.
    ///   - forReading: the caller only reads. On a full disk SQLite cannot create the shared
    ///     memory file (`-shm`) a WAL database is read through; a reader then reads in exclusive
    ///     locking mode, which needs none, so the user can still get their data out.
    /// - Throws: `StoreError` for a file that is not fancal's, is newer than this binary, is not
    ///   a regular file, or cannot be opened.
    package init(location: Database.Location, busyTimeoutMilliseconds: Int32 = 10_000, forReading: Bool = false)
        throws(StoreError)
    {
        switch location {
        case .memory: path = ":memory:"
        case .file(let file): path = file
        case .temporary: path = "a temporary database"
        }
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        if case .file(let file) = location { try RecordStore.createPrivately(file) }
        do {
            database = try Database(location, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch {
            throw RecordStore.map(error, path: path)
        }
        do {
            try migrate()
        } catch {
            guard forReading, RecordStore.isSharedMemoryFailure(error) else { throw error }
            do {
                database = try Database(location, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
                _ = try database.query("PRAGMA locking_mode=EXCLUSIVE") { $0.text("locking_mode") }
            } catch {
                throw RecordStore.map(error, path: path)
            }
            try migrate()
        }
    }

    /// An empty store for reading commands when no database exists yet (so `fancal list` on a
    /// new machine does not create files). A writer, in memory, for a dry run: it writes and
    /// rolls everything back.
    package static func empty() throws(StoreError) -> StoreWriter { try StoreWriter(location: .memory) }

    /// The store at `path` for a command that only reads: an empty one when no file is there
    /// (nothing is created). A path that cannot be looked at (a folder the user may not search)
    /// is an error, never an empty result.
    package static func forReading(at path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws(StoreError)
        -> RecordStore
    {
        try writerCreatingNothing(at: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    /// The store at `path` opened as ``forReading(at:busyTimeoutMilliseconds:)`` opens it (nothing
    /// is created when no file is there), typed as a writer: for a dry run, which writes in one
    /// transaction and rolls it back, and for undo, which has nothing to take back without a
    /// database.
    package static func writerCreatingNothing(at path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws(StoreError)
        -> StoreWriter
    {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .systemRefused(path: path, code: errno) }
            return try empty()
        }
        return try StoreWriter(location: .file(path), busyTimeoutMilliseconds: busyTimeoutMilliseconds, forReading: true)
    }

    // MARK: - Opening and migrating

    private static func createPrivately(_ file: String) throws(StoreError) {
        var status = stat()
        if stat(file, &status) == 0 {
            // A device, FIFO or folder is never a database: SQLite would read /dev/null as an empty
            // one and create /dev/null-journal beside it.
            guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: file) }
            return
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if !folder.isEmpty {
            do throws(Folders.Failure) { try Folders.make(folder) } catch {
                throw .systemRefused(path: file, folder: error.folder, code: error.code)
            }
        }
        let descriptor = open(file, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor < 0 && errno != EEXIST {
            throw .systemRefused(path: file, code: errno)
        }
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether SQLite failed to create or size the shared-memory file of a WAL database (the
    /// disk is full, or its folder is read-only).
    private static func isSharedMemoryFailure(_ error: StoreError) -> Bool {
        switch error {
        case .diskFull: true
        case .sqlite(_, let error): error.isSharedMemoryFailure
        default: false
        }
    }

    func migrate() throws(StoreError) {
        do {
            // One read transaction, so the checks see one state of the file even while another
            // process creates the schema.
            let version = try readVersion()
            try database.execute("PRAGMA synchronous=FULL")
            guard version < Schema.currentVersion else { return }
            // Setting up a new file (WAL, then the schema) or migrating an old one is done by one
            // process at a time: the lock changes of one process's set-up made another process
            // starting on the same new file fail now and then ("locked … for too long").
            try withSetUpLock {
                let current = try readVersion()
                guard current < Schema.currentVersion else { return }
                if current == 0 {
                    // A new file: WAL lets readers work while a writer writes, and is persistent.
                    _ = try database.query("PRAGMA journal_mode=WAL") { $0.text("journal_mode") }
                }
                try database.inTransaction {
                    // Read again under the write lock and do only what is still to do.
                    let current = try checkedVersion()
                    guard current < Schema.currentVersion else { return }
                    try Schema.migrate(database, from: current)
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw RecordStore.map(error, path: path)
        }
    }

    /// The schema version, read in one read transaction.
    private func readVersion() throws -> Int {
        try database.inReadTransaction { try checkedVersion() }
    }

    /// Runs `body` holding an exclusive `flock` on the database's folder, the lock every fancal
    /// process setting up or migrating a file in it takes. (Not on the database file itself:
    /// closing any descriptor of that file would drop SQLite's own POSIX locks on it.) Waits at
    /// most the busy timeout, as for SQLite's own locks, then fails with
    /// ``StoreError/busy(path:)``.
    private func withSetUpLock(_ body: () throws -> Void) throws {
        let (folder, _) = RecordStore.split(path)
        let descriptor = path == ":memory:" ? -1 : open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            var waited: Int32 = 0
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { break }
                guard waited < busyTimeoutMilliseconds else { throw StoreError.busy(path: path) }
                usleep(5_000)
                waited += 5
            }
        }
        try body()
    }

    /// The schema version of an empty file or a fancal database this binary can use.
    /// - Throws: ``StoreError/foreignDatabase(path:)`` for another program's database,
    ///   ``StoreError/newerSchema(path:found:supported:)`` for a newer fancal's.
    private func checkedVersion() throws -> Int {
        let applicationID = try database.scalarInteger("PRAGMA application_id") ?? 0
        let version = Int(try database.scalarInteger("PRAGMA user_version") ?? 0)
        if applicationID != 0 && applicationID != Schema.applicationID {
            throw StoreError.foreignDatabase(path: path)
        }
        if applicationID == 0 {
            let tables = try database.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
            if tables > 0 { throw StoreError.foreignDatabase(path: path) }
        }
        if version > Schema.currentVersion {
            throw StoreError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
        }
        return version
    }

    /// Turns SQLite's result codes into the errors a user can act on.
    static func map(_ error: any Error, path: String) -> StoreError {
        if let storeError = error as? StoreError { return storeError }
        guard let sqliteError = error as? SQLiteError else {
            return .cannotOpen(path: path, reason: "\(error)")
        }
        switch sqliteError.primaryCode {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .notADatabase(path: path)
        case SQLITE_READONLY: return .readOnly(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_FULL: return .diskFull(path: path)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            return .cannotOpen(path: path, reason: sqliteError.message)
        default: return .sqlite(path: path, sqliteError)
        }
    }

    /// Runs `body`, which only reads, as one read transaction: a view gathered from several
    /// queries shows one consistent state of the store, not parts of two.
    package func reading<T>(_ body: () throws -> T) throws -> T {
        do {
            return try database.inReadTransaction(body)
        } catch let error as SQLiteError {
            throw RecordStore.map(error, path: path)
        }
    }

    func wrap<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch {
            throw RecordStore.map(error, path: path)
        }
    }
}

/// The store opened for changing it: every read of ``RecordStore`` and the methods that write.
/// Every change is one transaction.
package final class StoreWriter: RecordStore {}

extension StoreWriter {
    /// Runs `body` as one transaction: all of it is stored, or none (nor when the amounts of a
    /// currency would add up to more than ``RecordLimits/maximumTotal``).
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        do {
            return try database.inTransaction {
                let result = try body()
                try checkTotals()
                return result
            }
        } catch let error as SQLiteError {
            throw RecordStore.map(error, path: path)
        }
    }
}
