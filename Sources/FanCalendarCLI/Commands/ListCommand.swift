import FanCalendar
import FanCalendarApp

/// `fancal list`: records, oldest first, as a table, JSON or CSV.
enum ListCommand: Command {
    static let pagesLongOutput = true

    /// The filters `list` and `export` share; `export` declares fewer of them, with its own help.
    static let year = Option("year", short: "y", value: "YYYY", help: LocalizedText(
        en: "records of one year", ja: "指定した年の記録", de: "Einträge eines Jahres")
    ) { text throws(CLIError) in try InputParsing.year(text) }
    static let month = Option("month", short: "m", value: "MONTH", help: LocalizedText(
        en: "records of one month: 2026-05, or 5 or May (this year)", ja: "指定した月の記録: 2026-05、2026年5月、5月 (今年)",
        de: "Einträge eines Monats: 2026-05, oder 5 oder Mai (dieses Jahr)"))
    static let from = DateOption("from", help: LocalizedText(
        en: "records on or after this date", ja: "この日付以降の記録", de: "Einträge ab diesem Datum"))
    static let to = DateOption("to", help: LocalizedText(
        en: "records on or before this date", ja: "この日付までの記録", de: "Einträge bis zu diesem Datum"))
    static let category = SharedOptions.category(help: LocalizedText(
        en: "only this category", ja: "このカテゴリのみ", de: "nur diese Kategorie"))
    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "only this artist (any of its spellings, see fancal artist)",
        ja: "このアーティストのみ (どの表記でも。fancal artist を参照)",
        de: "nur dieser Künstler (jede seiner Schreibweisen, siehe fancal artist)")).line()
    static let search = Option("search", short: "s", value: "TEXT", help: LocalizedText(
        en: "text in the title, artist, venue, memo or sub-category",
        ja: "タイトル・アーティスト・会場・メモ・サブカテゴリから検索",
        de: "Text in Titel, Künstler, Ort, Notiz oder Unterkategorie")).line()
    static let format = FormatOption([.table, .json, .csv], help: LocalizedText(
        en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
        de: "table, json oder csv (Standard: table)"))
    static let wide = Flag("wide", help: LocalizedText(
        en: "never shorten titles to the terminal's width",
        ja: "端末の幅に合わせてタイトルを省略しない",
        de: "Titel nie auf die Breite des Terminals kürzen"))

    static let spec = CommandSpec(
        name: "list", summary: LocalizedText(
            en: "list records, oldest first", ja: "記録を古い順に一覧表示", de: "Einträge auflisten, älteste zuerst"),
        options: [year.spec, month.spec, from.spec, to.spec, category.spec, artist.spec, search.spec, format.spec, wide.spec],
        discussion: .examples([
            "fancal list --year 2026 --category live",
            "fancal list --month 2026-12 --format json",
            "fancal list --from 2026-04-01 --to 2027-03-31 --format csv > fy2026.csv",
        ]))

    /// The date range and filters given by `--year`, `--month`, `--from`/`--to` and friends (a
    /// command that declares fewer of them, such as `export`, reads only those). `--month 5`,
    /// `--from 12/24` are read against today, in the user's language.
    static func filter(_ arguments: ParsedArguments, _ context: Context) throws -> RecordFilter {
        var filter = RecordFilter()
        let periodOptions = [year.spec, month.spec].filter(arguments.contains).map(\.name)
            + (arguments.contains(from.spec) || arguments.contains(to.spec) ? ["from/--to"] : [])
        if periodOptions.count > 1 {
            throw CLIError.usage(ErrorText.onlyOnePeriod("--" + periodOptions.joined(separator: ", --")))
        }
        if let year = try arguments[year] {
            (filter.from, filter.to) = RecordFilter.year(year).map { ($0.from, $0.to) } ?? (nil, nil)
        }
        if let text = try arguments[month] {
            let (year, month) = try InputParsing.month(text, today: try context.today())
            (filter.from, filter.to) = RecordFilter.month(year: year, month: month).map { ($0.from, $0.to) } ?? (nil, nil)
        }
        if let from = try arguments[from, context] { filter.from = from }
        if let to = try arguments[to, context] { filter.to = to }
        if let from = filter.from, let to = filter.to, from > to {
            throw CLIError.invalidInput(ErrorText.fromAfterTo(from, to))
        }
        filter.category = try arguments[category]
        filter.artists = try arguments[artist].map { [$0] } ?? filter.artists
        filter.search = try arguments[search]
        return filter
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let style = try context.textStyle()
        // A bad FANCAL_TODAY is refused even when no filter reads today.
        _ = try context.today()
        let filter = try filter(arguments, context)
        let store = try context.store()
        // A CSV of every record is written without holding them all.
        var records: [Stored<Record>] = []
        var csv = CSVText.row(RecordFormatting.csvHeader)
        try ListUseCases.forEach(matching: filter, store: store) { record in
            if format == .csv { csv += RecordFormatting.csvRow(record) } else { records.append(record) }
        }
        switch format {
        case .json: context.stdout.write(RecordFormatting.jsonArray(records))
        case .csv: context.stdout.write(csv)
        case .table, .text: try table(records, wide: arguments[Self.wide], language: language, style: style, context)
        }
        return 0
    }

    /// The records as a table, titles shortened to the terminal unless `wide`.
    private static func table(
        _ records: [Stored<Record>], wide: Bool, language: Language, style: TextStyle, _ context: Context
    ) throws {
        guard !records.isEmpty else { return context.stdout.write(Phrase.noRecords.text(language) + "\n") }
        context.stdout.write(
            RecordFormatting.table(
                records, language: language, style: style, homeZone: context.homeZone,
                maxWidth: wide ? nil : context.tableWidth(), icons: try context.icons()))
    }
}
