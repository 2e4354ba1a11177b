import FanCalendar
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// The use cases of whole-database copies: backup and restore.
package enum BackupUseCases {
    /// What a restore did.
    package struct Restored: Sendable, Equatable {
        /// How many records the database holds now.
        package let count: Int
        /// Where the previous database was saved.
        package let aside: String
    }

    /// Copies the database at `databasePath` to `target`.
    /// - Parameter store: opens the store; called only once `target` is known to be acceptable.
    /// - Returns: how many records the copy holds.
    /// - Throws: `AppError.invalidInput` for a target that is the database itself (under any
    ///   spelling, or its -wal/-shm/-journal file) or not a regular file; `.failure` when there
    ///   is no database.
    package static func backup(to target: String, databasePath: String, store: () throws -> RecordStore) throws -> Int {
        // Only a path that is not there means "no database"; any other reason (a folder the user
        // may not search) is reported by opening the store.
        guard access(databasePath, F_OK) == 0 || errno != ENOENT else {
            throw AppError.failure(BackupText.noDatabase(databasePath))
        }
        let target = try writableTarget(target)
        let store = try store()
        if store.isOwnFile(target) { throw AppError.invalidInput(BackupText.targetIsTheDatabase) }
        try store.backup(to: target)
        return try store.count()
    }

    /// Replaces the database with the backup at `source`, saving the current one aside as
    /// `DB.before-restore-YYYYMMDDTHHMMSS` (UTC; `-2`, `-3`, … when that name is taken), and
    /// notes the restore in the restored database's log so that `fancal undo` takes it back.
    /// - Parameter store: opens the store; called only once the backup passed every check, so a
    ///   refused backup creates and changes nothing.
    package static func restore(
        from source: String, databasePath: String, now: Int64, store: () throws -> StoreWriter
    ) throws -> Restored {
        let candidate = try RecordStore.openBackup(at: source, copyingBeside: databasePath)
        let aside = try store().restore(
            from: candidate, keepingCurrentAt: asideName(databasePath, "before-restore", now), noting: now)
        return Restored(count: candidate.count, aside: aside)
    }

    /// Where a backup named `target` is written: `target` itself when it is a regular file or
    /// a new name; for a symbolic link, the regular file it leads to (the link stays a link).
    /// - Throws: `AppError.invalidInput` for anything else: a device, a FIFO, a folder, a link
    ///   that leads nowhere, or into `/proc` (`/dev/stdout`), which would be replaced.
    static func writableTarget(_ target: String) throws -> String {
        var status = stat()
        guard lstat(target, &status) == 0 else { return target }
        var path = target
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(target, nil) else { throw AppError.invalidInput(BackupText.notARegularFile(target)) }
            defer { free(resolved) }
            path = String(cString: resolved)
            guard !path.hasPrefix("/proc/"), stat(path, &status) == 0 else {
                throw AppError.invalidInput(BackupText.notARegularFile(target))
            }
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw AppError.invalidInput(BackupText.notARegularFile(target)) }
        return path
    }

    /// Where a whole-database replacement keeps the database it replaces:
    /// `DB.<label>-YYYYMMDDTHHMMSS` (UTC).
    static func asideName(_ databasePath: String, _ label: String, _ now: Int64) -> String {
        let moment = ZonedDateTime(instant: now, zone: "UTC").local()
        let stamp = moment.date.basicDescription + "T" + pad(moment.time.hour, 2) + pad(moment.time.minute, 2)
            + pad(moment.time.second, 2)
        return databasePath + "." + label + "-" + stamp
    }
}
