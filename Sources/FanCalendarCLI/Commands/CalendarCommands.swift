import FanCalendar
import FanCalendarApp

/// Options shared by `month` and `year`.
enum CalendarArguments {
    static let firstWeekday = Option(
        "first-weekday", value: "DAY", help: LocalizedText(
            en: "sun, mon, tue, wed, thu, fri or sat (default: the language's)",
            ja: "週の始まり: sun, mon, tue, wed, thu, fri, sat (既定: 言語による)",
            de: "Wochenbeginn: sun, mon, tue, wed, thu, fri oder sat (Standard: je nach Sprache)")
    ) { text throws(CLIError) in
        guard let weekday = Weekday(identifier: text) else { throw .invalidInput(ErrorText.notAWeekday(text)) }
        return weekday
    }
    static let holidays = Option(
        "holidays", value: "SET", help: LocalizedText(
            en: "jp or none (default jp for Japanese, none otherwise)",
            ja: "祝日: jp または none (既定: 日本語なら jp、それ以外は none)",
            de: "Feiertage: jp oder none (Standard: jp bei Japanisch, sonst none)")
    ) { text throws(CLIError) in
        guard let holidays = HolidayCalendar(rawValue: text.lowercased()) else { throw .invalidInput(ErrorText.notAHolidaySet(text)) }
        return holidays
    }

    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "only this artist's records (any of its spellings, see fancal artist)",
        ja: "このアーティストの記録のみ (どの表記でも。fancal artist を参照)",
        de: "nur die Einträge dieses Künstlers (jede seiner Schreibweisen, siehe fancal artist)")).line()

    /// Whether `--by artist` asks for the marks in the artists' colors.
    static let colorsByArtist = Option(
        "by", value: "category|artist", help: LocalizedText(
            en: "what colors the marks: the category (default) or the artist's own color",
            ja: "印の色: カテゴリ (既定) か、アーティストの推しカラー",
            de: "was die Markierungen färbt: die Kategorie (Standard) oder die Farbe des Künstlers")
    ) { text throws(CLIError) in
        switch text.lowercased() {
        case "category": false
        case "artist": true
        default: throw .invalidInput(ErrorText.notACalendarColoring(text))
        }
    }

    static let specs = [firstWeekday.spec, holidays.spec, artist.spec, colorsByArtist.spec]

    static func options(_ arguments: ParsedArguments, _ context: Context) throws -> CalendarOptions {
        let language = try context.language()
        let weekday = try arguments[firstWeekday] ?? context.configuredFirstWeekday()
        let holidays = try arguments[holidays] ?? context.configuredHolidays()
        // No home zone yet: `month` sets it only when its agenda shows a start time, as finding
        // and loading the zone costs more than the rest of a small month's view.
        return CalendarOptions(
            language: language, firstWeekday: weekday, style: try context.textStyle(), today: try context.today(),
            holidays: holidays, width: context.layoutWidth(), icons: try context.icons(),
            height: context.stdoutIsTerminal ? context.terminalRows() : nil)
    }
}

/// `fancal month [YYYY-MM]`: the month's calendar with record days marked, then its records.
enum MonthCommand: Command {
    static let pagesLongOutput = true

    static let three = Flag("three", short: "3", help: LocalizedText(
        en: "show the previous, this and the next month", ja: "前月・当月・翌月の3か月を表示",
        de: "den Monat davor, diesen und den Monat danach anzeigen"))
    static let format = FormatOption([.text, .json], help: LocalizedText(
        en: "text or json (default text)", ja: "text または json (既定: text)", de: "text oder json (Standard: text)"))

    static let spec = CommandSpec(
        name: "month", summary: LocalizedText(
            en: "show a month's calendar and its records", ja: "月のカレンダーと記録を表示",
            de: "den Kalender eines Monats und seine Einträge anzeigen"),
        positionals: [
            PositionalSpec("MONTH", help: LocalizedText(
                en: "2026-11, 2026-2, 12 or Dec (this year), next, prev or +N/-N months (default: this month)",
                ja: "表示する月: 2026-11、2026年11月、11月 (今年)、next、prev、+N/-N か月 (既定: 今月)",
                de: "der Monat: 2026-11, 2026-2, 12 oder Dez (dieses Jahr), next, prev oder +N/-N Monate (Standard: dieser Monat)"),
                optional: true),
            PositionalSpec("YYYY", help: LocalizedText(
                en: "the year of a MONTH given as a number, as in cal 12 2026",
                ja: "MONTH を数字で書いたときの年 (cal 12 2026 と同じ)",
                de: "das Jahr zu einem MONTH als Zahl, wie bei cal 12 2026"), optional: true),
        ],
        options: [
            CalendarArguments.firstWeekday.spec, three.spec, CalendarArguments.holidays.spec, CalendarArguments.artist.spec,
            CalendarArguments.colorsByArtist.spec, format.spec,
        ],
        discussion: LocalizedText(
            en: """
                Days with records carry their category's marker (* live, + goods, # CD/DVD,
                ~ streaming, = travel, ✦ other) and, with color, its color: the most important
                category of the day wins (live first, whatever each cost), and a wide layout shows
                two.
                Holidays carry ^; the legend under the grid says what each marker means. Today is
                in reverse video, Sundays and holidays red, Saturdays blue. The grid fits the
                terminal (COLUMNS, else its size, else 80 columns). Under it come the month's
                records, live and timed ones first; a day with more than 10 lists 9, live records
                first, and how many more (fancal list shows them all).
                """,
            ja: """
                記録のある日にはカテゴリの記号 (* ライブ、+ グッズ、# CD/DVD、~ 配信、= 遠征、✦ その他) が付き、
                カラー表示ではその色になる。1日に複数あれば最も重要なカテゴリ (金額によらずライブが
                最優先) のもの、幅に余裕があれば2つ。祝日には ^ が付き、カレンダーの下の凡例に記号の
                意味を示す。今日は反転表示、日曜と祝日は赤、土曜は青。カレンダーは端末の幅 (COLUMNS、
                なければ端末の大きさ、なければ80桁) に収まる。その下に月の記録を並べ、ライブと時刻の
                ある記録が先。10件を超える日はライブを優先して9件と残りの件数を表示する
                (すべては fancal list で見られる)。
                """,
            de: """
                Tage mit Einträgen tragen das Zeichen ihrer Kategorie (* Live, + Merch, # CD/DVD,
                ~ Streaming, = Reise, ✦ Sonstiges) und, bei farbiger Ausgabe, deren Farbe: die wichtigste
                Kategorie des Tages zählt (Live zuerst, egal was es kostete), ein breites Layout
                zeigt zwei. Feiertage tragen ^; die Legende unter dem Kalender erklärt die Zeichen.
                Heute erscheint invertiert, Sonn- und Feiertage rot, Samstage blau. Der Kalender
                passt ins Terminal (COLUMNS, sonst seine Größe, sonst 80 Spalten). Darunter folgen
                die Einträge des Monats, Live und solche mit Uhrzeit zuerst; ein Tag mit mehr als 10
                zeigt 9, Live-Einträge zuerst, und wie viele weitere es gibt (fancal list zeigt alle).
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        if arguments[Self.three], (try? arguments[Self.format]) == .json {
            throw .usage(ErrorText.threeIsTextOnly)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        var options = try CalendarArguments.options(arguments, context)
        let (year, month) = try monthArgument(arguments.positionals, today: options.today)
        let three = arguments[Self.three]
        guard let days = CalendarView.days(year: year, month: month, threeMonths: three) else {
            throw CLIError.invalidInput(ErrorText.monthOutsideCalendar(year, month))
        }
        let store = try context.store()
        let isText = format != .json
        let view = try CalendarUseCases.month(
            days: days, agendaDays: isText ? CalendarView.days(year: year, month: month) : nil,
            artist: try arguments[CalendarArguments.artist],
            colorsByArtist: try arguments[CalendarArguments.colorsByArtist] ?? false,
            budgets: isText ? YearMonth(year: year, month: month) : nil, home: { try context.defaultCurrency() },
            today: options.today, store: store)
        if view.content.agenda.contains(where: { $0.start != nil }) || !view.content.deadlines.isEmpty {
            options.homeZone = context.homeZone
        }
        guard let text = render(year: year, month: month, view: view, format: format, three: three, options: options) else {
            throw CLIError.invalidInput(ErrorText.monthNotShowable(year, month))
        }
        context.stdout.write(text + "\n")
        return 0
    }

    /// The month as JSON, or its grid (three months' with `three`), agenda and budget status
    /// line; nil when it cannot be shown.
    private static func render(
        year: Int, month: Int, view: MonthView, format: OutputFormat, three: Bool, options: CalendarOptions
    ) -> String? {
        let content = view.content
        let shown: String? =
            switch format {
            case .json:
                CalendarView.monthJSON(
                    year: year, month: month, marks: content.marks, deadlines: content.deadlineCounts, options: options)
            default:
                three
                    ? CalendarView.threeMonths(year: year, month: month, content: content, options: options)
                    : CalendarView.month(year: year, month: month, content: content, options: options)
            }
        guard let shown, !view.budgets.isEmpty else { return shown }
        return shown + "\n" + MoneyReportText.statusLine(view.budgets, options.language, options.style)
    }
}

extension MonthCommand {
    /// The month named by `month`'s positionals, as `cal` and people say it: any form
    /// `InputParsing.month` reads (`2026-11`, `2026年11月`, `11月`, `Nov`, `11`), a month without
    /// its year followed by the year (`12 2026`, `Mai 2026`); `next`, `prev`; `+N` or `-N` months
    /// from this one.
    static func monthArgument(_ positionals: [String], today: CivilDate) throws(CLIError) -> (year: Int, month: Int) {
        guard let text = positionals.first else { return (today.year, today.month) }
        let lowered = text.lowercased()
        let offset: Int? =
            switch lowered {
            case "next": 1
            case "prev", "previous": -1
            default:
                lowered.first.map { "+-".contains($0) } == true && lowered.dropFirst().allSatisfy(\.isASCII)
                    ? Int(lowered.dropFirst()).map { lowered.hasPrefix("-") ? -$0 : $0 } : nil
            }
        if let offset {
            guard positionals.count == 1 else { throw .usage(ErrorText.yearWithMonthNumberOnly) }
            guard let moved = MonthGrid.month(year: today.year, month: today.month, offset: offset) else {
                throw .invalidInput(ErrorText.monthLeavesCalendar(text))
            }
            return moved
        }
        guard let yearText = positionals.dropFirst().first else {
            return try InputParsing.month(text, today: today, option: "MONTH")
        }
        let year = try InputParsing.year(yearText, option: "YYYY")
        if case .month(let written, _) = MonthInput.month(text, thisYear: -1), written != -1 {
            throw .usage(ErrorText.yearWithMonthNumberOnly)
        }
        return try InputParsing.month(text, today: CivilDate(year: year, month: 1, day: 1)!, option: "MONTH")
    }
}

/// `fancal year [YYYY]`: twelve month grids, three across.
enum YearCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "year", summary: LocalizedText(
            en: "show a year's calendar with record days marked", ja: "年間カレンダーを表示 (記録のある日に印)",
            de: "den Kalender eines Jahres anzeigen, Tage mit Einträgen markiert"),
        positionals: [PositionalSpec("YYYY", help: LocalizedText(
            en: "the year (default: this year)", ja: "表示する年 (既定: 今年)",
            de: "das Jahr (Standard: dieses Jahr)"), optional: true)],
        options: CalendarArguments.specs)

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let options = try CalendarArguments.options(arguments, context)
        let year = try arguments.positionals.first.map { (text: String) throws(CLIError) in
            try InputParsing.year(text, option: "YYYY")
        } ?? options.today.year
        guard let range = RecordFilter.year(year) else { throw CLIError.invalidInput(ErrorText.yearNotShowable(year)) }
        let content = try CalendarUseCases.content(
            days: range.from...range.to, agendaDays: nil, artist: try arguments[CalendarArguments.artist],
            colorsByArtist: try arguments[CalendarArguments.colorsByArtist] ?? false, store: context.store())
        guard
            let text = CalendarView.year(
                year, marks: content.marks, deadlines: content.deadlineCounts, birthdays: content.birthdays,
                artistColors: content.artistColors, options: options)
        else {
            throw CLIError.invalidInput(ErrorText.yearNotShowable(year))
        }
        context.stdout.write(text + "\n")
        return 0
    }
}
