import FanCalendar
import FanCalendarApp

/// `fancal delete ID…`: removes records, all or none.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        name: "delete", summary: LocalizedText(en: "delete records", ja: "記録を削除", de: "Einträge löschen"),
        positionals: [PositionalSpec("ID", help: LocalizedText(
            en: "one or more record ids", ja: "記録の ID (1つ以上)", de: "eine oder mehrere Eintrags-IDs"),
            variadic: true)],
        discussion: LocalizedText(
            en: "If any id does not exist, nothing is deleted.",
            ja: "存在しない ID が1つでもあれば、何も削除しない。",
            de: "Gibt es eine der IDs nicht, wird nichts gelöscht."))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        var ids: [Int64] = []
        for text in arguments.positionals {
            let id = try InputParsing.recordID(text)
            if !ids.contains(id) { ids.append(id) }
        }
        try RecordUseCases.delete(ids: ids, store: try context.store(forWriting: true))
        let idList = ids.map { "#\($0)" }.joined(separator: ", ")
        context.stdout.write("\(Phrase.deleted.text(language)) \(idList)\n")
        return 0
    }
}
