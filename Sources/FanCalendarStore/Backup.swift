import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

extension Database {
    /// Copies this whole database into `target` with SQLite's online backup API: a consistent
    /// snapshot even while other processes write.
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

extension RecordStore {
    /// Writes a consistent copy of the store to `path` (0600). The copy is made beside the
    /// target and renamed into place, so an interrupted backup never leaves half a file there.
    public func backup(to path: String) throws(StoreError) {
        let temporary = path + ".fancal-tmp-\(getpid())"
        RecordStore.removeAbandonedCopies(of: path)
        unlink(temporary)
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        do {
            do {
                let target = try Database(.file(temporary))
                try database.copy(into: target)
                // The copy inherits WAL mode; fold it back so the backup is one self-contained file.
                try target.execute("PRAGMA journal_mode=DELETE")
            }
            guard rename(temporary, path) == 0 else {
                throw StoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary)
            throw RecordStore.map(error, path: path)
        }
    }

    /// Removes the temporary copies that killed backups to `path` left beside it (their process
    /// is gone); a copy still being written by a running process is left alone.
    static func removeAbandonedCopies(of path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".fancal-tmp-"
        guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            // The copy itself, or SQLite's journal beside it.
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard ["", "-journal", "-wal", "-shm"].contains(String(rest.dropFirst(digits.count))),
                let pid = pid_t(digits), pid > 0
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink((folder.isEmpty ? "" : folder) + "/" + name) }
        }
    }

    /// Checks that `path` is a healthy fancal database this version can read.
    /// - Returns: how many records it holds.
    public static func validateBackup(at path: String) throws(StoreError) -> Int {
        guard access(path, R_OK) == 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            let candidate = try Database(.file(path), create: false, readOnly: true)
            let applicationID = try candidate.scalarInteger("PRAGMA application_id") ?? 0
            guard applicationID == Schema.applicationID else { throw StoreError.foreignDatabase(path: path) }
            let version = Int(try candidate.scalarInteger("PRAGMA user_version") ?? 0)
            if version > Schema.currentVersion {
                throw StoreError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
            }
            let check = try candidate.query("PRAGMA integrity_check") { $0.text(0) }
            guard check == ["ok"] else { throw StoreError.notADatabase(path: path) }
            return Int(try candidate.scalarInteger("SELECT count(*) FROM records") ?? 0)
        } catch {
            throw map(error, path: path)
        }
    }

    /// Replaces this store's contents with a validated backup, after saving the current
    /// contents to `asidePath`. Other processes see either the old or the new database.
    public func restore(from path: String, keepingCurrentAt asidePath: String) throws(StoreError) {
        _ = try RecordStore.validateBackup(at: path)
        try backup(to: asidePath)
        do {
            let source = try Database(.file(path), create: false, readOnly: true)
            try source.copy(into: database)
            try migrate()
        } catch {
            throw RecordStore.map(error, path: self.path)
        }
    }
}
