import FanCalendar

/// One month grid as lines of text, each exactly `MonthBlock.width` display columns wide so
/// blocks can stand side by side. A day cell is three columns (two for the number, one for the
/// record marker) and cells are one column apart; weekday headers (two columns in every
/// language, also the Japanese ones) sit over the numbers.
struct MonthBlock {
    /// Display columns of every line: seven three-column cells with six one-column gaps.
    static let width = 7 * 3 + 6

    let grid: MonthGrid
    let title: String
    let options: CalendarOptions

    /// The title, the weekday header and one line per week.
    func lines() -> [String] {
        let style = options.style
        let holidays = options.holidays.holidays(in: grid.year)
        var lines = [center(title)]
        lines.append(
            grid.columnWeekdays.map { weekday in
                let name = CalendarNames.weekdayHeader(weekday, options.language)
                let padding = String(repeating: " ", count: 3 - DisplayWidth.of(name))
                let styled = Self.weekdayColor(weekday).map { style.apply($0, name) } ?? name
                return styled + padding
            }.joined(separator: " "))
        for week in grid.weeks {
            lines.append(week.map { cell($0, holiday: $0.flatMap { holidays[$0] } != nil) }.joined(separator: " "))
        }
        return lines
    }

    /// A day: the number (red on Sundays and holidays, blue on Saturdays, reverse video today)
    /// and the marker of its costliest category, colored, or a space.
    private func cell(_ date: CivilDate?, holiday: Bool) -> String {
        guard let date else { return "   " }
        var parameters: [String] = []
        if date == grid.today { parameters.append("7") }
        if let color = holiday ? "31" : Self.weekdayColor(date.weekday) { parameters.append(color) }
        let number = DisplayWidth.padLeft(String(date.day), to: 2)
        let styledNumber = parameters.isEmpty ? number : options.style.apply(parameters.joined(separator: ";"), number)
        // A deadline outranks spending: a missed payment deadline loses the ticket.
        if grid.deadlines[date] != nil { return styledNumber + options.style.apply(Self.deadlineColor, Self.deadlineMarker) }
        guard let mark = grid.marks[date] else { return styledNumber + " " }
        return styledNumber + options.style.color(mark.category.terminalColor, String(mark.category.marker))
    }

    /// The marker of a day with a ticket deadline, distinct from every category's marker.
    static let deadlineMarker = "!"
    /// Bold yellow: not a category color, not the weekend red.
    static let deadlineColor = "1;33"

    /// SGR color for weekend days: red Sundays, blue Saturdays, by the actual weekday wherever
    /// the first weekday puts them.
    static func weekdayColor(_ weekday: Weekday) -> String? {
        switch weekday {
        case .sunday: "31"
        case .saturday: "34"
        default: nil
        }
    }

    private func center(_ text: String) -> String {
        Self.centered(DisplayWidth.truncate(text, to: Self.width), in: Self.width, style: options.style)
    }

    /// Text centred in a width by display width (an odd leftover column goes right), in bold.
    static func centered(_ text: String, in width: Int, style: TextStyle) -> String {
        let left = (width - DisplayWidth.of(text)) / 2
        let right = width - left - DisplayWidth.of(text)
        return String(repeating: " ", count: left) + style.bold(text) + String(repeating: " ", count: max(right, 0))
    }

    /// Blocks side by side, `gap` columns apart; shorter blocks are filled with blank lines so
    /// every line of the band has the same display width.
    static func sideBySide(_ blocks: [[String]], gap: Int) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        let blank = String(repeating: " ", count: width)
        let separator = String(repeating: " ", count: gap)
        return (0..<height).map { row in
            blocks.map { row < $0.count ? $0[row] : blank }.joined(separator: separator)
        }
    }
}
