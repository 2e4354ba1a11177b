import FanCalendar
import FanCalendarApp

/// Options shared by `month` and `year`.
enum CalendarArguments {
    static let firstWeekday = OptionSpec(
        "first-weekday", value: "DAY", help: LocalizedText(
            en: "sun, mon, tue, wed, thu, fri or sat (default: the language's)",
            ja: "週の始まり: sun, mon, tue, wed, thu, fri, sat (既定: 言語による)",
            de: "Wochenbeginn: sun, mon, tue, wed, thu, fri oder sat (Standard: je nach Sprache)"))
    static let holidays = OptionSpec(
        "holidays", value: "SET", help: LocalizedText(
            en: "jp or none (default jp for Japanese, none otherwise)",
            ja: "祝日: jp または none (既定: 日本語なら jp、それ以外は none)",
            de: "Feiertage: jp oder none (Standard: jp bei Japanisch, sonst none)"))

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
        // No home zone yet: `month` sets it only when its agenda shows a start time, as finding
        // and loading the zone costs more than the rest of a small month's view.
        return CalendarOptions(
            language: language, firstWeekday: weekday, style: try context.textStyle(), today: try context.today(),
            holidays: holidays)
    }
}

/// `fancal month [YYYY-MM]`: the month's calendar with record days marked, then its records.
enum MonthCommand: Command {
    static let spec = CommandSpec(
        name: "month", summary: LocalizedText(
            en: "show a month's calendar and its records", ja: "月のカレンダーと記録を表示",
            de: "den Kalender eines Monats und seine Einträge anzeigen"),
        positionals: [PositionalSpec("YYYY-MM", help: LocalizedText(
            en: "the month (default: this month)", ja: "表示する月 (既定: 今月)",
            de: "der Monat (Standard: dieser Monat)"), optional: true)],
        options: [
            CalendarArguments.firstWeekday,
            OptionSpec("three", short: "3", help: LocalizedText(
                en: "show the previous, this and the next month", ja: "前月・当月・翌月の3か月を表示",
                de: "den Monat davor, diesen und den Monat danach anzeigen")),
            CalendarArguments.holidays,
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "text or json (default text)", ja: "text または json (既定: text)",
                de: "text oder json (Standard: text)")),
        ],
        discussion: LocalizedText(
            en: """
                Days with records carry their category's marker (* live, + goods, # CD/DVD,
                ~ streaming, . other; the costliest record of the day wins) and, with color, its
                color. Today is shown in reverse video, Sundays and holidays in red, Saturdays in blue.
                Under the grid come the month's records; a day with more than 10 lists its first 9
                and how many more (fancal list shows them all).
                """,
            ja: """
                記録のある日にはカテゴリの記号 (* ライブ、+ グッズ、# CD/DVD、~ 配信、. その他。
                1日に複数あれば最も高額な記録のもの) が付き、カラー表示ではその色になる。
                今日は反転表示、日曜と祝日は赤、土曜は青。
                カレンダーの下にその月の記録を並べる。10件を超える日は最初の9件と残りの件数を
                表示する (すべては fancal list で見られる)。
                """,
            de: """
                Tage mit Einträgen tragen das Zeichen ihrer Kategorie (* Live, + Merch, # CD/DVD,
                ~ Streaming, . Sonstiges; der teuerste Eintrag des Tages zählt) und, bei farbiger
                Ausgabe, deren Farbe. Heute erscheint invertiert, Sonn- und Feiertage rot, Samstage
                blau. Darunter folgen die Einträge des Monats; ein Tag mit mehr als 10 zeigt seine
                ersten 9 und wie viele weitere es gibt (fancal list zeigt alle).
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        if arguments.has("three") && arguments.value("format") == "json" {
            throw .usage("-3 shows text only; leave out --format json")
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try OutputFormat.parse(arguments.value("format"), allowed: [.text, .json])
        var options = try CalendarArguments.options(arguments, context)
        let (year, month) = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.month(text, option: "YYYY-MM")
        } ?? (options.today.year, options.today.month)
        let three = arguments.has("three")
        guard let days = CalendarView.days(year: year, month: month, threeMonths: three) else {
            throw CLIError.invalidInput("\(year)-\(pad(month, 2)) is outside the calendar fancal can show")
        }
        let store = try context.store(forWriting: false)
        let agendaDays = format == .json ? nil : CalendarView.days(year: year, month: month)
        let content = try CalendarUseCases.content(days: days, agendaDays: agendaDays, store: store)
        if content.agenda.contains(where: { $0.start != nil }) { options.homeZone = context.homeZone }
        let text: String?
        switch format {
        case .json: text = CalendarView.monthJSON(year: year, month: month, marks: content.marks, options: options)
        default:
            text = three
                ? CalendarView.threeMonths(year: year, month: month, content: content, options: options)
                : CalendarView.month(year: year, month: month, content: content, options: options)
        }
        guard let text else { throw CLIError.invalidInput("\(year)-\(pad(month, 2)) is not a month fancal can show") }
        context.stdout.write(text + "\n")
        return 0
    }
}

/// `fancal year [YYYY]`: twelve month grids, three across.
enum YearCommand: Command {
    static let spec = CommandSpec(
        name: "year", summary: LocalizedText(
            en: "show a year's calendar with record days marked", ja: "年間カレンダーを表示 (記録のある日に印)",
            de: "den Kalender eines Jahres anzeigen, Tage mit Einträgen markiert"),
        positionals: [PositionalSpec("YYYY", help: LocalizedText(
            en: "the year (default: this year)", ja: "表示する年 (既定: 今年)",
            de: "das Jahr (Standard: dieses Jahr)"), optional: true)],
        options: [CalendarArguments.firstWeekday, CalendarArguments.holidays])

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let options = try CalendarArguments.options(arguments, context)
        let year = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.year(text, option: "YYYY")
        } ?? options.today.year
        guard let range = RecordFilter.year(year) else { throw CLIError.invalidInput("\(year) is not a year fancal can show") }
        let content = try CalendarUseCases.content(
            days: range.from...range.to, agendaDays: nil, store: context.store(forWriting: false))
        guard let text = CalendarView.year(year, marks: content.marks, options: options) else {
            throw CLIError.invalidInput("\(year) is not a year fancal can show")
        }
        context.stdout.write(text + "\n")
        return 0
    }
}
