import FanCalendar
import FanCalendarApp

/// `fancal show ID`: every field of one record.
enum ShowCommand: Command {
    static let format = FormatOption([.text, .json], help: LocalizedText(
        en: "text or json (default text)", ja: "text または json (既定: text)", de: "text oder json (Standard: text)"))

    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "show", summary: LocalizedText(en: "show one record", ja: "記録を1件表示", de: "einen Eintrag anzeigen"),
        positionals: [PositionalSpec("ID", help: LocalizedText(
            en: "the record's id (see `fancal list`)", ja: "記録の ID (`fancal list` で確認)",
            de: "die ID des Eintrags (siehe `fancal list`)"))],
        options: [format.spec])

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let id = try InputParsing.recordID(arguments.positionals[0])
        let store = try context.store()
        let detail = try RecordUseCases.show(id: id, store: store)
        switch format {
        case .json: context.stdout.write(RecordFormatting.json(detail.record) + "\n")
        default:
            context.stdout.write(
                RecordFormatting.detail(
                    detail.record, language: language, homeZone: context.homeZone, icons: try context.icons(),
                    countsOn: detail.moneyDay))
        }
        return 0
    }
}
