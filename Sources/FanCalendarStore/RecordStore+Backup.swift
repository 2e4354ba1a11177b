import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// A backup file checked to be a complete fancal database of a version this binary knows, with
/// exactly the schema fancal creates for that version, opened without running any of its
/// triggers or views. Made by ``RecordStore/openBackup(at:)``; restored by
/// ``StoreWriter/restore(from:keepingCurrentAt:)``.
package final class BackupCandidate {
    let database: Database
    /// The backup as the user named it (for messages).
    package let path: String
    /// How many records it holds.
    package let count: Int
    /// The private copy that was checked and is restored from; removed with the candidate.
    private let copy: String

    fileprivate init(database: Database, path: String, count: Int, copy: String) {
        self.database = database
        self.path = path
        self.count = count
        self.copy = copy
    }

    deinit {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(copy + suffix) }
    }
}

extension RecordStore {
    /// Writes a consistent copy of the store to `path` (0600). The copy is made beside the
    /// target under an unpredictable name and renamed into place, so an interrupted backup never
    /// leaves half a file there; a backup that fails (a full disk) leaves nothing.
    package func backup(to path: String) throws(StoreError) {
        try RecordStore.writeCopy(to: path) { target throws(SQLiteError) in try database.copy(into: target) }
    }

    /// Whether `path` names this store's database or one of the files SQLite keeps beside it
    /// (`-wal`, `-shm`, `-journal`), however it is spelled (`./`, `..`, symbolic links): compared
    /// by device and inode, or for a file not there yet, by its folder's device and inode and
    /// its name.
    package func isOwnFile(_ path: String) -> Bool {
        guard self.path != ":memory:" else { return false }
        let ownNames = ["", "-wal", "-shm", "-journal"].map { self.path + $0 }
        if let target = FileIdentity(path) {
            return ownNames.contains { FileIdentity($0) == target }
        }
        let (folder, name) = RecordStore.split(path)
        let (ownFolder, ownName) = RecordStore.split(self.path)
        guard let targetFolder = FileIdentity(folder), targetFolder == FileIdentity(ownFolder) else { return false }
        return ["", "-wal", "-shm", "-journal"].contains { ownName + $0 == name }
    }

    /// Checks that `path` is a backup this version can restore, without running anything in it:
    /// a regular file, an SQLite database marked as fancal's, of a schema version from 1 to the
    /// current one, holding exactly the tables, indexes and triggers this binary's migrations
    /// create for that version (same SQL text), and passing SQLite's integrity check.
    ///
    /// The file is read once, into a private copy beside `database` (0600, an unguessable name),
    /// and only the copy is checked and later restored: a backup rewritten in place between the
    /// check and the copy cannot slip anything past the check.
    package static func openBackup(at path: String, copyingBeside database: String) throws(StoreError) -> BackupCandidate {
        let copy = try privateCopy(of: path, beside: database)
        do {
            return try openCopy(copy, of: path)
        } catch {
            unlink(copy)
            throw error
        }
    }

    private static func openCopy(_ copy: String, of path: String) throws(StoreError) -> BackupCandidate {
        do {
            let candidate = try Database(.file(copy), create: false, readOnly: true, runningSchemaCode: false)
            let applicationID = try candidate.scalarInteger("PRAGMA application_id") ?? 0
            guard applicationID == Schema.applicationID else {
                let objects = try candidate.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
                throw applicationID == 0 && objects == 0
                    ? StoreError.notADatabase(path: path) : StoreError.foreignBackup(path: path)
            }
            let version = Int(try candidate.scalarInteger("PRAGMA user_version") ?? 0)
            if version > Schema.currentVersion {
                throw StoreError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
            }
            guard version >= 1, try Schema.objects(of: candidate) == Schema.expectedObjects(version: version) else {
                throw StoreError.unexpectedSchema(path: path)
            }
            guard try candidate.query("PRAGMA integrity_check", row: { $0.text("integrity_check") }) == ["ok"] else {
                throw StoreError.notADatabase(path: path)
            }
            let count = Int(try candidate.scalarInteger("SELECT count(*) FROM records") ?? 0)
            return BackupCandidate(database: candidate, path: path, count: count, copy: copy)
        } catch {
            throw map(error, path: path)
        }
    }

    /// Copies the regular file at `path` into a new private temporary file beside `database`,
    /// reading it once through one descriptor (a FIFO or device is not a database and is
    /// refused without waiting).
    private static func privateCopy(of path: String, beside database: String) throws(StoreError) -> String {
        let source = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard source >= 0 else { throw .systemRefused(path: path, code: errno) }
        defer { close(source) }
        var status = stat()
        guard fstat(source, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw .notADatabase(path: path) }
        let (copy, target) = try temporaryFile(beside: database)
        defer { close(target) }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count == 0 { return copy }
            let written = count < 0 ? -1 : block.withUnsafeBytes { write(target, $0.baseAddress, count) }
            guard written == count else {
                let code = errno
                unlink(copy)
                throw .systemRefused(path: count < 0 ? path : copy, code: code)
            }
        }
    }

    /// Checks that `path` is a backup this version can restore (see
    /// ``openBackup(at:copyingBeside:)``; the copy is made beside the backup itself).
    /// - Returns: how many records it holds.
    static func validateBackup(at path: String) throws(StoreError) -> Int {
        try openBackup(at: path, copyingBeside: path).count
    }

    // MARK: - Files beside the database

    /// Fills a new database file through `fill`, then renames it to `path`.
    private static func writeCopy(to path: String, _ fill: (Database) throws(SQLiteError) -> Void) throws(StoreError) {
        try withTemporaryCopy(beside: path) { temporary throws(StoreError) in
            do {
                do {
                    let target = try Database(.file(temporary), create: false, followingLinks: false)
                    try fill(target)
                    // The copy inherits WAL mode; fold it back so the backup is one self-contained file.
                    try target.execute("PRAGMA journal_mode=DELETE")
                }
                guard rename(temporary, path) == 0 else {
                    throw StoreError.systemRefused(path: path, code: errno)
                }
            } catch {
                throw RecordStore.map(error, path: path)
            }
        }
    }

    /// The files a copy beside the database may leave: itself and SQLite's files beside it.
    private static let copyFiles = ["", "-journal", "-wal", "-shm"]

    /// Runs `body` with a new empty file (0600) beside `path` (``temporaryFile(beside:)``);
    /// removes it and SQLite's files beside it afterwards unless `body` renamed it away.
    fileprivate static func withTemporaryCopy(
        beside path: String, _ body: (String) throws(StoreError) -> Void
    ) throws(StoreError) {
        let (temporary, descriptor) = try temporaryFile(beside: path)
        close(descriptor)
        defer {
            for suffix in copyFiles { unlink(temporary + suffix) }
        }
        try body(temporary)
    }

    /// A new empty file (0600) beside `path`, named `NAME.fancal-tmp-PID-XXXXXX`
    /// (``TemporaryFile``), open for writing; what killed runs left beside `path` is removed
    /// first.
    private static func temporaryFile(beside path: String) throws(StoreError) -> (path: String, descriptor: Int32) {
        guard let file = TemporaryFile.create(prefix: path + ".fancal-tmp-", companions: copyFiles) else {
            throw .systemRefused(path: path, code: errno)
        }
        return file
    }

    /// Creates `base`, or `base-2`, `base-3`, … when taken, empty and 0600, with `O_EXCL`: two
    /// restores in the same second never share an aside copy.
    fileprivate static func reserve(_ base: String) throws(StoreError) -> String {
        for attempt in 1...10_000 {
            let name = attempt == 1 ? base : base + "-\(attempt)"
            let descriptor = open(name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                return name
            }
            guard errno == EEXIST else { throw .systemRefused(path: name, code: errno) }
        }
        throw .cannotOpen(path: base, reason: "10,000 copies of that name already exist")
    }

    /// A path's folder (`.` when it names none) and last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}

/// A file's device and inode: two paths name the same file exactly when these are equal.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names (following links), or nil when there is none.
    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

extension StoreWriter {
    /// Replaces this store's contents with a checked backup. All the work is done first on a
    /// copy beside the database (brought to the current schema, checked again); only then is
    /// the current database saved aside, to `asideBase` or, when that name is taken,
    /// `asideBase-2`, `-3`, … (never overwritten), and the copy written into the database in
    /// one transaction: other processes see the old or the new contents, and any failure
    /// before leaves the database file as it was, byte for byte.
    /// - Parameter noting: when given, the restore is noted in the restored database's log of
    ///   changes at that moment, with the aside copy, so `fancal undo` can bring it back; nil
    ///   when this restore is itself an undo (undo is not a change).
    /// - Returns: where the previous contents were saved.
    package func restore(
        from candidate: BackupCandidate, keepingCurrentAt asideBase: String, noting now: Int64?
    ) throws(StoreError) -> String {
        var aside = ""
        try RecordStore.withTemporaryCopy(beside: path) { staged throws(StoreError) in
            do {
                let copy = try Database(.file(staged), create: false, followingLinks: false)
                try candidate.database.copy(into: copy)
                try copy.execute("PRAGMA journal_mode=DELETE")
                // A WAL database takes a copy only of its own page size.
                let pageSize = try database.scalarInteger("PRAGMA page_size") ?? 4096
                if try copy.scalarInteger("PRAGMA page_size") != pageSize {
                    try copy.execute("PRAGMA page_size=\(pageSize); VACUUM")
                }
                // The schema is fancal's own (checked), so its triggers may run now.
                try copy.inTransaction {
                    let version = Int(try copy.scalarInteger("PRAGMA user_version") ?? 0)
                    try Schema.migrate(copy, from: version)
                    // Commands come only from the user: a password command in the backup is
                    // not run until `sync setup` names it again.
                    try copy.execute(
                        """
                        UPDATE sync_account SET password_command_confirmed = 0 WHERE password_command IS NOT NULL;
                        UPDATE feeds SET password_command_confirmed = 0 WHERE password_command IS NOT NULL;
                        """)
                }
                guard try copy.query("PRAGMA integrity_check", row: { $0.text("integrity_check") }) == ["ok"] else {
                    throw StoreError.notADatabase(path: candidate.path)
                }
                aside = try RecordStore.reserve(asideBase)
                if let now {
                    try copy.run(
                        "INSERT INTO changes (kind, at, file) VALUES (?, ?, ?)",
                        [.text(Change.Kind.restore.rawValue), .integer(now), .text(aside)])
                }
                do {
                    try backup(to: aside)
                } catch {
                    unlink(aside)
                    throw error
                }
                try copy.copy(into: database)
            } catch {
                throw RecordStore.map(error, path: path)
            }
        }
        return aside
    }
}
