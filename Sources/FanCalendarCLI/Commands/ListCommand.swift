import FanCalendar
import FanCalendarApp

/// `fancal list`: records, oldest first, as a table, JSON or CSV.
enum ListCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "list", summary: LocalizedText(
            en: "list records, oldest first", ja: "記録を古い順に一覧表示", de: "Einträge auflisten, älteste zuerst"),
        options: [
            OptionSpec("year", short: "y", value: "YYYY", help: LocalizedText(
                en: "records of one year", ja: "指定した年の記録", de: "Einträge eines Jahres")),
            OptionSpec("month", short: "m", value: "MONTH", help: LocalizedText(
                en: "records of one month: 2026-05, or 5 or May (this year)", ja: "指定した月の記録: 2026-05、2026年5月、5月 (今年)",
                de: "Einträge eines Monats: 2026-05, oder 5 oder Mai (dieses Jahr)")),
            OptionSpec("from", value: "DATE", help: LocalizedText(
                en: "records on or after this date", ja: "この日付以降の記録", de: "Einträge ab diesem Datum")),
            OptionSpec("to", value: "DATE", help: LocalizedText(
                en: "records on or before this date", ja: "この日付までの記録", de: "Einträge bis zu diesem Datum")),
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "only this category", ja: "このカテゴリのみ", de: "nur diese Kategorie")),
            OptionSpec("artist", value: "A", help: LocalizedText(
                en: "only this artist (any of its spellings, see fancal artist)",
                ja: "このアーティストのみ (どの表記でも。fancal artist を参照)",
                de: "nur dieser Künstler (jede seiner Schreibweisen, siehe fancal artist)")),
            OptionSpec("search", short: "s", value: "TEXT", help: LocalizedText(
                en: "text in the title, artist, venue, memo or sub-category",
                ja: "タイトル・アーティスト・会場・メモ・サブカテゴリから検索",
                de: "Text in Titel, Künstler, Ort, Notiz oder Unterkategorie")),
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
                de: "table, json oder csv (Standard: table)")),
            OptionSpec("wide", help: LocalizedText(
                en: "never shorten titles to the terminal's width",
                ja: "端末の幅に合わせてタイトルを省略しない",
                de: "Titel nie auf die Breite des Terminals kürzen")),
        ],
        discussion: .examples([
            "fancal list --year 2026 --category live",
            "fancal list --month 2026-12 --format json",
            "fancal list --from 2026-04-01 --to 2027-03-31 --format csv > fy2026.csv",
        ]))

    /// The date range and filters given by `--year`, `--month`, `--from`/`--to` and friends (a
    /// command that declares fewer of them, such as `export`, reads only those).
    /// - Parameters:
    ///   - today: asked for only when `--from`, `--to` or `--month` needs it (`today`, `12/24`, `5`).
    ///   - order: how `--from 1/2` is read (the user's language).
    static func filter(
        _ arguments: ParsedArguments, today: () throws(CLIError) -> CivilDate, order: DateOrder
    ) throws(CLIError) -> RecordFilter {
        var filter = RecordFilter()
        let periodOptions = ["year", "month"].filter { arguments.has($0) }
            + (arguments.has("from") || arguments.has("to") ? ["from/--to"] : [])
        if periodOptions.count > 1 {
            throw .usage(ErrorText.onlyOnePeriod("--" + periodOptions.joined(separator: ", --")))
        }
        if let text = arguments.value("year") {
            let year = try InputParsing.year(text)
            (filter.from, filter.to) = RecordFilter.year(year).map { ($0.from, $0.to) } ?? (nil, nil)
        }
        if let text = arguments.value("month") {
            let (year, month) = try InputParsing.month(text, today: today())
            (filter.from, filter.to) = RecordFilter.month(year: year, month: month).map { ($0.from, $0.to) } ?? (nil, nil)
        }
        if let text = arguments.value("from") { filter.from = try InputParsing.date(text, today: today(), order: order, option: "--from") }
        if let text = arguments.value("to") { filter.to = try InputParsing.date(text, today: today(), order: order, option: "--to") }
        if let from = filter.from, let to = filter.to, from > to {
            throw .invalidInput(ErrorText.fromAfterTo(from, to))
        }
        if let text = arguments.value("category") { filter.category = try InputParsing.category(text) }
        if let text = arguments.value("artist") { filter.artists = [try InputParsing.line(text, name: "--artist")] }
        if let text = arguments.value("search") { filter.search = try InputParsing.line(text, name: "--search") }
        return filter
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.table, .json, .csv])
        let language = try context.language()
        let style = try context.textStyle()
        let today = try context.today()
        let filter = try filter(arguments, today: { today }, order: DateOrder(language))
        let store = try context.store(forWriting: false)
        switch format {
        case .json:
            context.stdout.write(RecordFormatting.jsonArray(try ListUseCases.records(matching: filter, store: store)))
        case .csv:
            var text = CSVText.row(RecordFormatting.csvHeader)
            try ListUseCases.forEach(matching: filter, store: store) { text += RecordFormatting.csvRow($0) }
            context.stdout.write(text)
        case .table, .text:
            let records = try ListUseCases.records(matching: filter, store: store)
            if records.isEmpty {
                context.stdout.write(Phrase.noRecords.text(language) + "\n")
            } else {
                let maxWidth = arguments.has("wide") ? nil : context.tableWidth()
                context.stdout.write(
                    RecordFormatting.table(
                        records, language: language, style: style, homeZone: context.homeZone, maxWidth: maxWidth,
                        icons: try context.icons()))
            }
        }
        return 0
    }
}
