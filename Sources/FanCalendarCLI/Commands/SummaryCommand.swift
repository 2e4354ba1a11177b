import FanCalendar
import FanCalendarApp

/// The period, category and grouping that `summary` and `chart` share.
enum ReportArguments {
    static let year = OptionSpec("year", short: "y", value: "YYYY", help: LocalizedText(
        en: "the year to report (default: this year)", ja: "集計する年 (既定: 今年)",
        de: "das auszuwertende Jahr (Standard: dieses Jahr)"))
    static let category = OptionSpec("category", short: "c", value: "C", help: LocalizedText(
        en: "only this category (then grouped by sub-category)", ja: "このカテゴリのみ (サブカテゴリ別に集計)",
        de: "nur diese Kategorie (dann nach Unterkategorie gruppiert)"))

    /// Reads the period and filters, then asks for the report.
    static func report(
        _ arguments: ParsedArguments, _ context: Context, allowPeriod: Bool
    ) throws -> SummaryReport {
        let language = try context.language()
        let today = try context.today()
        var period: ReportPeriod
        if let text = arguments.value("year") {
            guard let year = ReportPeriod.year(try InputParsing.year(text)) else {
                throw CLIError.invalidInput("--year: \(text) is not a year fancal can report")
            }
            period = year
        } else if allowPeriod, let text = arguments.value("period") {
            guard let kind = ReportPeriod.Kind(rawValue: text.lowercased()) else {
                throw CLIError.invalidInput("--period: '\(text)' is not a period; use week, month or year")
            }
            period = ReportPeriod.current(kind, today: today, firstWeekday: CalendarNames.defaultFirstWeekday(language))
        } else {
            period = ReportPeriod.year(today.year)!
        }
        let category = try arguments.value("category").map { (text: String) throws(CLIError) in
            try InputParsing.category(text)
        }
        var grouping: SummaryGrouping?
        if let text = arguments.value("by") {
            guard let parsed = SummaryGrouping(rawValue: text.lowercased()) else {
                throw CLIError.invalidInput("--by: '\(text)' is not a grouping; use category, sub, artist or month")
            }
            grouping = parsed
        }
        return try SummaryUseCases.report(
            period: period, category: category, grouping: grouping, store: context.store(forWriting: false))
    }
}

/// `fancal summary`: what a period cost, by category, sub-category, artist or month.
enum SummaryCommand: Command {
    static let spec = CommandSpec(
        name: "summary", summary: LocalizedText(
            en: "totals, shares and monthly spending for a year, month or week",
            ja: "年・月・週ごとの合計、割合、月別の出費",
            de: "Summen, Anteile und monatliche Ausgaben eines Jahres, Monats oder einer Woche"),
        options: [
            ReportArguments.year,
            OptionSpec("period", short: "p", value: "P", help: LocalizedText(
                en: "week, month or year: the current one, from today",
                ja: "week, month, year のいずれか: 今日を含む期間",
                de: "week, month oder year: der laufende Zeitraum, von heute aus")),
            ReportArguments.category,
            OptionSpec("by", value: "G", help: LocalizedText(
                en: "category, sub, artist or month", ja: "集計の単位: category, sub, artist, month のいずれか",
                de: "Gruppierung: category, sub, artist oder month")),
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
                de: "table, json oder csv (Standard: table)")),
        ],
        discussion: LocalizedText(
            en: """
                Totals are per currency: yen and euros are never added together. The average counts
                only the days (or months) that had spending. The change compares with the previous
                period of the same length.
                """,
            ja: """
                合計は通貨ごと: 円とユーロを足し合わせることはない。平均は出費のあった日 (または月)
                だけで計算する。増減は同じ長さの直前の期間と比べる。
                """,
            de: """
                Summen gelten je Währung: Yen und Euro werden nie zusammengezählt. Der Durchschnitt
                zählt nur die Tage (oder Monate) mit Ausgaben. Die Veränderung vergleicht mit dem
                vorigen Zeitraum gleicher Länge.
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        if arguments.has("year") && arguments.has("period") {
            throw .usage("use either --year or --period, not both")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.table, .json, .csv])
        let language = try context.language()
        let style = try context.textStyle()
        let report = try ReportArguments.report(arguments, context, allowPeriod: true)
        switch format {
        case .json: context.stdout.write(SummaryJSON.render(report, language: language))
        case .csv: context.stdout.write(SummaryCSV.render(report, language: language))
        default: context.stdout.write(SummaryTable.render(report, language: language, style: style))
        }
        return 0
    }
}

/// `fancal chart --out FILE.svg`: the year as a picture.
enum ChartCommand: Command {
    static let spec = CommandSpec(
        name: "chart", summary: LocalizedText(
            en: "draw the year's spending as an SVG picture", ja: "年間の出費を SVG 画像で描く",
            de: "die Ausgaben des Jahres als SVG-Bild zeichnen"),
        options: [
            ReportArguments.year,
            ReportArguments.category,
            OptionSpec("out", short: "o", value: "FILE.svg", help: LocalizedText(
                en: "where to write the picture (- for standard output)", ja: "画像の書き出し先 (- で標準出力)",
                de: "wohin das Bild geschrieben wird (- für die Standardausgabe)")),
        ],
        discussion: LocalizedText(
            en: """
                Twelve monthly bars stacked by category and a ring of the category shares with the
                total in the middle, in the category colors. Opens in any browser.
                """,
            ja: """
                カテゴリ別に積み上げた12か月の棒グラフと、中央に合計を置いたカテゴリの割合の
                リングを、カテゴリの色で描く。どのブラウザでも開ける。
                """,
            de: """
                Zwölf Monatsbalken, nach Kategorie gestapelt, und ein Ring der Kategorieanteile mit
                der Summe in der Mitte, in den Farben der Kategorien. Öffnet sich in jedem Browser.
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        guard let out = arguments.value("out"), !out.isEmpty else {
            throw .usage("chart: --out FILE.svg is required (or --out - for standard output)")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let out = arguments.value("out")!
        let language = try context.language()
        let report = try ReportArguments.report(arguments, context, allowPeriod: false)
        let svg = SummaryChart.render(report, language: language)
        if out == "-" {
            context.stdout.write(svg)
        } else {
            let file = try AtomicFile(path: out)
            file.append(svg)
            try file.commit()
        }
        return 0
    }
}
