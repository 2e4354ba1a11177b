import FanCalendar
import FanCalendarApp

/// `fancal delete ID…`: removes records, all or none.
enum DeleteCommand: Command {
    static let yes = Flag("yes", short: "y", help: LocalizedText(
        en: "delete several records without asking", ja: "複数の記録を確認なしで削除",
        de: "mehrere Einträge ohne Rückfrage löschen"))

    static let spec = CommandSpec(
        name: "delete", summary: LocalizedText(en: "delete records", ja: "記録を削除", de: "Einträge löschen"),
        positionals: [PositionalSpec("ID", help: LocalizedText(
            en: "one or more record ids", ja: "記録の ID (1つ以上)", de: "eine oder mehrere Eintrags-IDs"),
            variadic: true)],
        options: [yes.spec],
        discussion: LocalizedText(
            en: """
                If any id does not exist, nothing is deleted. Several records are listed and
                deleted only after you answer y on a terminal; without a terminal (a script, a
                pipe) give --yes, or nothing is deleted (exit 2).
                """,
            ja: """
                存在しない ID が1つでもあれば、何も削除しない。複数の記録は一覧を表示し、端末で
                y と答えたときだけ削除する。端末でないとき (スクリプトやパイプ) は --yes が必要で、
                なければ何も削除しない (終了コード 2)。
                """,
            de: """
                Gibt es eine der IDs nicht, wird nichts gelöscht. Mehrere Einträge werden
                aufgelistet und erst nach der Antwort y im Terminal gelöscht; ohne Terminal (Skript,
                Pipe) ist --yes nötig, sonst wird nichts gelöscht (Exit-Code 2).
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        var ids: [Int64] = []
        for text in arguments.positionals {
            let id = try InputParsing.recordID(text)
            if !ids.contains(id) { ids.append(id) }
        }
        let store = try context.writableStore()
        let asks = ids.count > 1 && !arguments[Self.yes]
        try RecordUseCases.delete(ids: ids, confirm: asks ? { try confirm($0, context) } : nil, store: store, now: context.now)
        let idList = ids.map { "#\($0)" }.joined(separator: ", ")
        context.stdout.write("\(Phrase.deleted.text(language)) \(idList)\n")
        return 0
    }

    /// Shows the records on stderr and asks; throws unless the answer is yes (or stdin is no
    /// terminal to ask on: then `--yes` is needed).
    private static func confirm(_ records: [Stored<Record>], _ context: Context) throws {
        let language = try context.language()
        guard context.stdinIsTerminal else { throw CLIError.usage(ErrorText.deleteNeedsYes(records.count)) }
        context.stderr.write(
            RecordFormatting.table(
                records, language: language, style: .plain, homeZone: context.homeZone, icons: try context.icons()))
        context.stderr.write(Phrase.confirmDelete(records.count)(language))
        let answer = (context.readAnswer() ?? "").trimmingWhitespace().lowercased()
        guard ["y", "yes", "j", "ja", "はい"].contains(answer) else { throw CLIError.failure(ErrorText.deleteDeclined) }
    }
}
