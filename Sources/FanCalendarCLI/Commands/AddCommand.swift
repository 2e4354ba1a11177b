import FanCalendar
import FanCalendarApp

/// `fancal add DATE TITLE [options]`: records one activity.
enum AddCommand: Command {
    static let spec = CommandSpec(
        name: "add", summary: LocalizedText(en: "add a record", ja: "記録を追加", de: "einen Eintrag hinzufügen"),
        positionals: [
            PositionalSpec("DATE", help: LocalizedText(
                en: "YYYY-MM-DD, today, tomorrow or yesterday",
                ja: "YYYY-MM-DD, today, tomorrow, yesterday のいずれか",
                de: "YYYY-MM-DD, today, tomorrow oder yesterday")),
            PositionalSpec("TITLE", help: LocalizedText(en: "what it was", ja: "記録のタイトル", de: "worum es ging")),
        ],
        options: RecordFields.options + [
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "text or json", ja: "text または json", de: "text oder json")),
        ],
        discussion: .examples([
            #"fancal add 2026-12-24 "Winter live" --category live --amount 12,000 --artist "Aoi" --time 18:00-21:00"#,
            #"fancal add today "Tour photocard set" -c goods -a 49.90 --currency EUR --sub photocard"#,
        ]))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.text, .json])
        let language = try context.language()
        var changes = try RecordFields.changes(arguments)
        changes.date = try InputParsing.date(arguments.positionals[0], today: try context.today())
        changes.title = try InputParsing.line(arguments.positionals[1], name: "TITLE")
        let saved = try RecordUseCases.add(
            changes, home: try context.defaultCurrency(), homeZone: context.homeZone, now: context.now,
            store: { try context.store(forWriting: true) })
        RecordFields.report(saved, .added, format: format, language: language, context: context)
        return 0
    }
}
