import FanCalendar
import Foundation

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
        let today = try context.today()
        let date = try InputParsing.date(arguments.positionals[0], today: today)
        let title = try InputParsing.line(arguments.positionals[1], name: "TITLE")
        let fields = try RecordFields(arguments)
        let currency = try fields.currency ?? context.defaultCurrency()
        var record = Record(
            uid: UUID().uuidString.lowercased() + "@fancal", date: date, title: title,
            category: .other, amount: .zero(currency))
        try fields.apply(to: &record, homeZone: context.homeZone)

        let store = try context.store(forWriting: true)
        let saved = try store.insert(record, now: context.now)
        RecordFields.report(saved, .added, format: format, language: language, context: context)
        return 0
    }
}
