import FanCalendar
import FanCalendarStore

/// The period, category and grouping that `summary` and `chart` share.
enum ReportArguments {
    static let year = OptionSpec("year", short: "y", value: "YYYY", help: "the year to report (default: this year)")
    static let category = OptionSpec("category", short: "c", value: "C", help: "only this category (then grouped by sub-category)")

    /// Reads the period and filters, then gathers the report from the store's aggregates.
    static func report(
        _ arguments: ParsedArguments, _ context: Context, allowPeriod: Bool
    ) throws -> SummaryReport {
        let language = try context.language()
        let today = try context.today()
        if arguments.has("year") && arguments.has("period") {
            throw CLIError.usage("use either --year or --period, not both")
        }
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
        let store = try context.store(forWriting: false)
        let previousRows = try period.previous.map { previous in
            try store.spending(from: previous.from, to: previous.to, category: category)
        } ?? []
        return SummaryReport(
            period: period,
            rows: try store.spending(from: period.from, to: period.to, category: category),
            previousRows: previousRows,
            biggestRecords: try store.largestRecords(from: period.from, to: period.to, category: category),
            daysWithSpending: try store.daysWithSpending(from: period.from, to: period.to, category: category),
            grouping: grouping, category: category)
    }
}

/// `fancal summary`: what a period cost, by category, sub-category, artist or month.
enum SummaryCommand: Command {
    static let spec = CommandSpec(
        name: "summary", summary: "totals, shares and monthly spending for a year, month or week",
        options: [
            ReportArguments.year,
            OptionSpec("period", short: "p", value: "P", help: "week, month or year: the current one, from today"),
            ReportArguments.category,
            OptionSpec("by", value: "G", help: "category, sub, artist or month"),
            OptionSpec("format", value: "FORMAT", help: "table, json or csv (default table)"),
        ],
        discussion: """
            Totals are per currency: yen and euros are never added together. The average counts
            only the days (or months) that had spending. The change compares with the previous
            period of the same length.
            """)

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
        name: "chart", summary: "draw the year's spending as an SVG picture",
        options: [
            ReportArguments.year,
            ReportArguments.category,
            OptionSpec("out", short: "o", value: "FILE.svg", help: "where to write the picture (- for standard output)"),
        ],
        discussion: """
            Twelve monthly bars stacked by category and a ring of the category shares with the
            total in the middle, in the category colors. Opens in any browser.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        guard let out = arguments.value("out"), !out.isEmpty else {
            throw CLIError.usage("chart: --out FILE.svg is required (or --out - for standard output)")
        }
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
