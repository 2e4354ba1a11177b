import FanCalendar

/// The text and JSON views behind `fancal month` and `fancal year`: pure functions from a month
/// or year, what to show of the records (`CalendarContent`) and the options to the exact output
/// (no trailing newline; print it with `print`). The grid never sees the store.
enum CalendarView {
    /// Columns between month blocks standing side by side.
    static let gap = 2

    /// One month: the centred title, the weekday header, the weeks (only those holding days of
    /// the month), the legend of its markers, then a blank line and the month's agenda (its
    /// records and holidays) if any. The grid takes the widest layout that fits `options.width`.
    /// - Parameters:
    ///   - year: 1–9999.
    ///   - month: 1–12.
    ///   - content: what to mark and list, gathered for the month (`CalendarUseCases.content`);
    ///     marks outside the month are ignored.
    ///   - options: language, first weekday, style, today, holidays.
    /// - Returns: nil when the month does not exist.
    static func month(year: Int, month: Int, content: CalendarContent, options: CalendarOptions) -> String? {
        guard
            let grid = grid(
                year: year, month: month, marks: content.marks, options: options, deadlines: content.deadlineCounts,
                birthdays: content.birthdays, artistColors: content.artistColors)
        else { return nil }
        let title = CalendarNames.monthTitle(year: year, month: month, options.language)
        let layout = CalendarLayout.fitting(blocks: 1, gap: gap, in: options.width)
        let block = MonthBlock(grid: grid, title: title, options: options, layout: layout)
        return (block.lines() + legend([block], options) + agendaLines(for: grid, content: content, options: options))
            .joined(separator: "\n")
    }

    /// Three months side by side (`month -3`): the one before, the given one and the one after,
    /// each titled with its month and year, then the agenda of the middle month. A neighbour
    /// outside years 1–9999 is left out.
    /// - Parameters:
    ///   - content: gathered for them: marks for all three months, the agenda of the middle one.
    /// - Returns: nil when the middle month does not exist.
    static func threeMonths(
        year: Int, month: Int, content: CalendarContent, options: CalendarOptions
    ) -> String? {
        let marks = content.marks
        let deadlines = content.deadlineCounts
        let birthdays = content.birthdays
        let artistColors = content.artistColors
        guard
            let middle = grid(
                year: year, month: month, marks: marks, options: options, deadlines: deadlines, birthdays: birthdays,
                artistColors: artistColors)
        else {
            return nil
        }
        let layout = CalendarLayout.fitting(blocks: 3, gap: gap, in: options.width)
        let blocks = [-1, 0, 1].compactMap { offset -> MonthBlock? in
            guard let other = MonthGrid.month(year: year, month: month, offset: offset),
                let grid = grid(
                    year: other.year, month: other.month, marks: marks, options: options, deadlines: deadlines,
                    birthdays: birthdays, artistColors: artistColors)
            else { return nil }
            let title = CalendarNames.monthTitle(year: other.year, month: other.month, options.language)
            return MonthBlock(grid: grid, title: title, options: options, layout: layout)
        }
        let lines = MonthBlock.sideBySide(blocks.map { $0.lines() }, gap: gap, layout: layout)
        return (lines + legend(blocks, options) + agendaLines(for: middle, content: content, options: options))
            .joined(separator: "\n")
    }

    /// A year: its title centred over twelve month grids, three across, titled by month name,
    /// then the legend of its markers. Bands of three are one blank line apart; every line of a
    /// band has the same display width, within `options.width` from 67 columns on. On a terminal
    /// too short for that (`options.height`; 37 lines or so do not fit 80×24) the short layout
    /// is taken when it fits the width (`shortYear`).
    /// - Parameters:
    ///   - year: 1–9999.
    ///   - marks: the marked days; there is no agenda.
    ///   - deadlines: ticket deadlines per day.
    /// - Returns: nil when the year is outside 1–9999.
    static func year(
        _ year: Int, marks: [CivilDate: DayMark], deadlines: [CivilDate: Int] = [:], birthdays: Set<CivilDate> = [],
        artistColors: [CivilDate: RGBColor] = [:], options: CalendarOptions
    ) -> String? {
        guard (1...9999).contains(year) else { return nil }
        let layout = CalendarLayout.fitting(blocks: 3, gap: gap, in: options.width)
        let blocks = (1...12).map { month in
            let grid = grid(
                year: year, month: month, marks: marks, options: options, deadlines: deadlines, birthdays: birthdays,
                artistColors: artistColors)!
            let title = MonthNames.full(month, options.language)
            return MonthBlock(grid: grid, title: title, options: options, layout: layout)
        }
        let totalWidth = 3 * layout.blockWidth + 2 * gap
        let title = CalendarNames.yearTitle(year)(options.language)
        var lines = [MonthBlock.centered(title, in: totalWidth, style: options.style)]
        for band in stride(from: 0, to: 12, by: 3) {
            lines.append("")
            lines += MonthBlock.sideBySide(blocks[band..<band + 3].map { $0.lines() }, gap: gap, layout: layout)
        }
        if let legend = CalendarLegend.line(for: blocks, options: options) { lines.append(legend) }
        if let height = options.height, lines.count >= height,
            let short = shortYear(year, blocks: blocks.map { $0.compacted() }, options: options)
        {
            return short
        }
        return lines.joined(separator: "\n")
    }

    /// The year in 23 lines, for an 80×24 terminal: the title, one weekday header for all, then
    /// four bands of three compact months, each month five rows with its short name on the
    /// first (`Jan`, `1月`, `Mär`); a sixth week's days (30, 31) are printed dimmed in the first
    /// week's empty cells, as wall calendars print 24/31, and the title line says so on its
    /// right (every year has such a month, for every first weekday: none of the 400 years of
    /// the Gregorian cycle lacks one); then the legend. Months are one column apart: 77 columns
    /// in English and German, 80 in Japanese (`10月`). Nil when that does not fit
    /// `options.width`.
    private static func shortYear(_ year: Int, blocks: [MonthBlock], options: CalendarOptions) -> String? {
        let labels = (1...12).map { MonthNames.short($0, options.language) }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max()!
        let groupWidth = labelWidth + 1 + CalendarLayout.compact.blockWidth
        let totalWidth = 3 * groupWidth + 2
        guard totalWidth <= options.width else { return nil }
        let blankLabel = String(repeating: " ", count: labelWidth + 1)
        let header = Array(repeating: blankLabel + blocks[0].weekdayHeader(), count: 3).joined(separator: " ")
        let title = CalendarNames.yearTitle(year)(options.language)
        let note = CalendarLegend.sixthWeekNote(options.language)
        let left = (totalWidth - DisplayWidth.of(title)) / 2
        let gap = totalWidth - left - DisplayWidth.of(title) - DisplayWidth.of(note)
        var lines = [
            String(repeating: " ", count: left) + options.style.bold(title) + String(repeating: " ", count: gap)
                + options.style.dim(note),
            header,
        ]
        for band in stride(from: 0, to: 12, by: 3) {
            let months = (band..<band + 3).map { index -> [String] in
                var weeks = blocks[index].grid.weeks
                var folded = Set<CivilDate>()
                if weeks.count == 6 {
                    for (column, day) in weeks[5].enumerated() where day != nil && weeks[0][column] == nil {
                        weeks[0][column] = day
                        folded.insert(day!)
                    }
                    weeks.removeLast()
                }
                let label = options.style.bold(labels[index])
                    + String(repeating: " ", count: labelWidth + 1 - DisplayWidth.of(labels[index]))
                let rows = weeks.map { blocks[index].weekLine($0, folded: folded) }
                    + Array(repeating: String(repeating: " ", count: CalendarLayout.compact.blockWidth), count: 5 - weeks.count)
                return rows.enumerated().map { row, text in (row == 0 ? label : blankLabel) + text }
            }
            lines += (0..<5).map { row in months.map { $0[row] }.joined(separator: " ") }
        }
        if let legend = CalendarLegend.line(for: blocks, options: options) { lines.append(legend) }
        return lines.joined(separator: "\n")
    }

    /// `month --format json`, exactly as DESIGN.md describes: `{"year": 2026, "month": 11,
    /// "first_weekday": "sun", "weeks": [[null, …, "2026-11-01", …], …], "marked":
    /// {"2026-11-18": 2}, "today": "2026-11-29"}` on one line, keys in that order, `marked` in
    /// date order with the record count of each marked day of the month, and `"deadlines"` when
    /// the month has any.
    /// - Returns: nil when the month does not exist.
    static func monthJSON(
        year: Int, month: Int, marks: [CivilDate: DayMark], deadlines: [CivilDate: Int] = [:], options: CalendarOptions
    ) -> String? {
        grid(year: year, month: month, marks: marks, options: options, deadlines: deadlines).map(MonthJSON.render)
    }

    /// The days a month view covers, for fetching its records from the store: the month, or
    /// with `threeMonths` also the month before and the month after (those that exist).
    /// - Returns: nil when the month does not exist.
    static func days(year: Int, month: Int, threeMonths: Bool = false) -> ClosedRange<CivilDate>? {
        guard CivilDate(year: year, month: month, day: 1) != nil else { return nil }
        let reach = threeMonths ? 1 : 0
        let first = MonthGrid.month(year: year, month: month, offset: -reach) ?? (year, month)
        let last = MonthGrid.month(year: year, month: month, offset: reach) ?? (year, month)
        let lastDay = CivilDate.daysIn(year: last.year, month: last.month)
        return CivilDate(year: first.year, month: first.month, day: 1)!
            ... CivilDate(year: last.year, month: last.month, day: lastDay)!
    }

    private static func grid(
        year: Int, month: Int, marks: [CivilDate: DayMark], options: CalendarOptions, deadlines: [CivilDate: Int] = [:],
        birthdays: Set<CivilDate> = [], artistColors: [CivilDate: RGBColor] = [:]
    ) -> MonthGrid? {
        MonthGrid(
            year: year, month: month, firstWeekday: options.firstWeekday, marks: marks, today: options.today,
            deadlines: deadlines, birthdays: birthdays, artistColors: artistColors)
    }

    /// The legend line under side-by-side grids, or nothing when they show no marker.
    private static func legend(_ blocks: [MonthBlock], _ options: CalendarOptions) -> [String] {
        CalendarLegend.line(for: blocks, options: options).map { [$0] } ?? []
    }

    /// A blank line and the agenda, or nothing when the month has no records and no holidays.
    private static func agendaLines(for grid: MonthGrid, content: CalendarContent, options: CalendarOptions) -> [String] {
        let inMonth = content.agenda.filter { $0.date.year == grid.year && $0.date.month == grid.month }
        let holidays = options.holidays.holidays(from: grid.firstDay, to: grid.lastDay)
        let deadlines = content.deadlines.filter {
            let date = $0.at.local().date
            return date.year == grid.year && date.month == grid.month
        }
        let anniversaries = content.anniversaries.filter { $0.date.year == grid.year && $0.date.month == grid.month }
        let lines = Agenda(
            records: inMonth, hidden: content.hidden, holidays: holidays, options: options, deadlines: deadlines,
            anniversaries: anniversaries, continuing: content.continuing, continuingListing: content.continuingListing
        ).lines()
        return lines.isEmpty ? [] : [""] + lines
    }
}
