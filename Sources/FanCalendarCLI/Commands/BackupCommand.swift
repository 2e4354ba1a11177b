import FanCalendar
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// `fancal backup FILE`: a consistent copy of the database.
enum BackupCommand: Command {
    static let spec = CommandSpec(
        name: "backup", summary: "copy the database to a file",
        positionals: [PositionalSpec("FILE", help: "where to write the copy")],
        discussion: """
            The copy is consistent even while other fancal processes write, is created 0600, and
            replaces FILE only once it is complete.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let target = arguments.positionals[0]
        guard !target.isEmpty else { throw CLIError.usage("backup: FILE must not be empty") }
        let source = try context.databasePath()
        guard access(source, F_OK) == 0 else {
            throw CLIError.failure("there is no database at \(source) to back up")
        }
        if target == source { throw CLIError.invalidInput("backup: FILE is the database itself; choose another path") }
        let store = try context.store(forWriting: false)
        try store.backup(to: target)
        context.stdout.write("\(Phrase.count(try store.count(), try context.language())) → \(target)\n")
        return 0
    }
}

/// `fancal restore FILE`: replaces the database with a backup, keeping the old one aside.
enum RestoreCommand: Command {
    static let spec = CommandSpec(
        name: "restore", summary: "replace the database with a backup",
        positionals: [PositionalSpec("FILE", help: "a file written by `fancal backup`")],
        discussion: """
            FILE is checked first (a fancal database this version can read, passing SQLite's
            integrity check); nothing changes if it is not. The current database is kept as
            DB.before-restore-YYYYMMDDTHHMMSS beside it.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let backupPath = arguments.positionals[0]
        let count = try RecordStore.validateBackup(at: backupPath)
        let databasePath = try context.databasePath()
        let moment = ZonedDateTime(instant: context.now, zone: "UTC").local()
        let stamp = moment.date.basicDescription + "T" + pad(moment.time.hour, 2) + pad(moment.time.minute, 2)
            + pad(moment.time.second, 2)
        let aside = databasePath + ".before-restore-" + stamp
        let store = try context.store(forWriting: true)
        try store.restore(from: backupPath, keepingCurrentAt: aside)
        let language = try context.language()
        context.stdout.write("\(Phrase.count(count, language)) ← \(backupPath)\n")
        context.stdout.write("\(aside)\n")
        return 0
    }
}
