import FanCalendar
import FanCalendarApp

/// `fancal backup FILE`: a consistent copy of the database.
enum BackupCommand: Command {
    static let spec = CommandSpec(
        name: "backup", summary: LocalizedText(
            en: "copy the database to a file", ja: "データベースをファイルにコピー",
            de: "die Datenbank in eine Datei kopieren"),
        positionals: [PositionalSpec("FILE", help: LocalizedText(
            en: "where to write the copy", ja: "コピーの書き出し先", de: "wohin die Kopie geschrieben wird"))],
        discussion: LocalizedText(
            en: """
                The copy is consistent even while other fancal processes write, is created 0600, and
                replaces FILE only once it is complete.
                """,
            ja: """
                ほかの fancal プロセスが書き込み中でも一貫したコピーになる。権限 0600 で作成し、
                完成してから FILE を置き換える。
                """,
            de: """
                Die Kopie ist konsistent, auch während andere fancal-Prozesse schreiben, wird mit
                den Rechten 0600 angelegt und ersetzt FILE erst, wenn sie vollständig ist.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let target = arguments.positionals[0]
        guard !target.isEmpty else { throw CLIError.usage(ErrorText.backupFileEmpty) }
        let count = try BackupUseCases.backup(to: target, databasePath: try context.databasePath()) {
            try context.store()
        }
        context.stdout.write("\(Phrase.count(count)(try context.language())) → \(TerminalText.safe(target))\n")
        return 0
    }
}

/// `fancal restore FILE`: replaces the database with a backup, keeping the old one aside.
enum RestoreCommand: Command {
    static let spec = CommandSpec(
        name: "restore", summary: LocalizedText(
            en: "replace the database with a backup", ja: "データベースをバックアップで置き換える",
            de: "die Datenbank durch eine Sicherung ersetzen"),
        positionals: [PositionalSpec("FILE", help: LocalizedText(
            en: "a file written by `fancal backup`", ja: "`fancal backup` で書き出したファイル",
            de: "eine von `fancal backup` geschriebene Datei"))],
        discussion: LocalizedText(
            en: """
                FILE is checked first (a fancal database this version can read, passing SQLite's
                integrity check); nothing changes if it is not. The current database is kept as
                DB.before-restore-YYYYMMDDTHHMMSS beside it, and fancal undo brings it back.
                """,
            ja: """
                まず FILE を検査する (このバージョンで読める fancal のデータベースで、SQLite の
                整合性チェックを通ること)。通らなければ何も変えない。今のデータベースは同じ場所に
                DB.before-restore-YYYYMMDDTHHMMSS として残し、fancal undo で元に戻せる。
                """,
            de: """
                FILE wird zuerst geprüft (eine fancal-Datenbank, die diese Version lesen kann und die
                die Integritätsprüfung von SQLite besteht); andernfalls ändert sich nichts. Die
                bisherige Datenbank bleibt als DB.before-restore-YYYYMMDDTHHMMSS daneben erhalten;
                fancal undo holt sie zurück.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let backupPath = arguments.positionals[0]
        let restored = try BackupUseCases.restore(
            from: backupPath, databasePath: try context.databasePath(), now: context.now
        ) { try context.writableStore() }
        let language = try context.language()
        context.stdout.write("\(Phrase.count(restored.count)(language)) ← \(TerminalText.safe(backupPath))\n")
        context.stdout.write("\(TerminalText.safe(restored.aside))\n")
        return 0
    }
}
