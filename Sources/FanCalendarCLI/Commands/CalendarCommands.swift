import FanCalendar

/// Options shared by `month` and `year`.
enum CalendarArguments {
    static let firstWeekday = OptionSpec(
        "first-weekday", value: "DAY", help: "sun, mon, tue, wed, thu, fri or sat (default: the language's)")
    static let holidays = OptionSpec(
        "holidays", value: "SET", help: "jp or none (default jp for Japanese, none otherwise)")

    static func options(_ arguments: ParsedArguments, _ context: Context) throws(CLIError) -> CalendarOptions {
        let language = try context.language()
        var weekday: Weekday?
        if let text = arguments.value("first-weekday") {
            guard let parsed = Weekday(identifier: text) else {
                throw .invalidInput("--first-weekday: '\(text)' is not a weekday; use sun, mon, tue, wed, thu, fri or sat")
            }
            weekday = parsed
        }
        var holidays: HolidayCalendar?
        if let text = arguments.value("holidays") {
            guard let parsed = HolidayCalendar(rawValue: text.lowercased()) else {
                throw .invalidInput("--holidays: '\(text)' is not a holiday set; use jp or none")
            }
            holidays = parsed
        }
        return CalendarOptions(
            language: language, firstWeekday: weekday, style: try context.textStyle(), today: try context.today(),
            holidays: holidays, homeZone: context.homeZone)
    }
}

/// `fancal month [YYYY-MM]`: the month's calendar with record days marked, then its records.
enum MonthCommand: Command {
    static let spec = CommandSpec(
        name: "month", summary: "show a month's calendar and its records",
        positionals: [PositionalSpec("YYYY-MM", help: "the month (default: this month)", optional: true)],
        options: [
            CalendarArguments.firstWeekday,
            OptionSpec("three", short: "3", help: "show the previous, this and the next month"),
            CalendarArguments.holidays,
            OptionSpec("format", value: "FORMAT", help: "text or json (default text)"),
        ],
        discussion: """
            Days with records carry their category's marker (* live, + goods, # CD/DVD,
            ~ streaming, . other; the costliest record of the day wins) and, with color, its
            color. Today is shown in reverse video, Sundays and holidays in red, Saturdays in blue.
            """)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.text, .json])
        let options = try CalendarArguments.options(arguments, context)
        let (year, month) = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.month(text, option: "YYYY-MM")
        } ?? (options.today.year, options.today.month)
        let three = arguments.has("three")
        if three && format == .json { throw CLIError.usage("-3 shows text only; leave out --format json") }
        guard let days = CalendarView.days(year: year, month: month, threeMonths: three) else {
            throw CLIError.invalidInput("\(year)-\(pad(month, 2)) is outside the calendar fancal can show")
        }
        let store = try context.store(forWriting: false)
        let records = try store.records(matching: RecordFilter(from: days.lowerBound, to: days.upperBound))
        let text: String?
        switch format {
        case .json: text = CalendarView.monthJSON(year: year, month: month, records: records, options: options)
        default:
            text = three
                ? CalendarView.threeMonths(year: year, month: month, records: records, options: options)
                : CalendarView.month(year: year, month: month, records: records, options: options)
        }
        guard let text else { throw CLIError.invalidInput("\(year)-\(pad(month, 2)) is not a month fancal can show") }
        context.stdout.write(text + "\n")
        return 0
    }
}

/// `fancal year [YYYY]`: twelve month grids, three across.
enum YearCommand: Command {
    static let spec = CommandSpec(
        name: "year", summary: "show a year's calendar with record days marked",
        positionals: [PositionalSpec("YYYY", help: "the year (default: this year)", optional: true)],
        options: [CalendarArguments.firstWeekday, CalendarArguments.holidays])

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let options = try CalendarArguments.options(arguments, context)
        let year = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.year(text, option: "YYYY")
        } ?? options.today.year
        guard let range = RecordFilter.year(year) else { throw CLIError.invalidInput("\(year) is not a year fancal can show") }
        let records = try context.store(forWriting: false).records(matching: RecordFilter(from: range.from, to: range.to))
        guard let text = CalendarView.year(year, records: records, options: options) else {
            throw CLIError.invalidInput("\(year) is not a year fancal can show")
        }
        context.stdout.write(text + "\n")
        return 0
    }
}
