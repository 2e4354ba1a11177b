import FanCalendar

/// One month grid as lines of text, each exactly `layout.blockWidth` display columns wide so
/// blocks can stand side by side. A day cell is two columns for the number and the layout's
/// mark slots; weekday headers (two columns in every language, also the Japanese ones) sit over
/// the numbers.
struct MonthBlock {
    /// Marks a holiday in a free mark slot, so holidays show without color too.
    static let holidayMarker: Character = "^"

    let grid: MonthGrid
    let title: String
    let options: CalendarOptions
    let layout: CalendarLayout

    /// The holidays of the grid's year, by day.
    private let holidays: [CivilDate: Holiday]

    init(grid: MonthGrid, title: String, options: CalendarOptions, layout: CalendarLayout) {
        self.grid = grid
        self.title = title
        self.options = options
        self.layout = layout
        holidays = options.holidays.holidays(in: grid.year)
    }

    private var width: Int { layout.blockWidth }

    /// The same month in the compact layout (one mark a day, no gap), for the short year.
    func compacted() -> MonthBlock { MonthBlock(grid: grid, title: title, options: options, layout: .compact) }
    private var dayGap: String { DisplayWidth.spaces(layout.dayGap) }

    /// The title, the weekday header and one line per week.
    func lines() -> [String] {
        [center(title), weekdayHeader()] + grid.weeks.map { weekLine($0) }
    }

    /// The weekday names over the day columns, Sundays red and Saturdays blue.
    func weekdayHeader() -> String {
        grid.columnWeekdays.map { weekday in
            let name = CalendarNames.weekdayHeader(weekday, options.language)
            let padding = DisplayWidth.spaces(layout.cellWidth - DisplayWidth.of(name))
            let styled = Self.weekdayColor(weekday).map { options.style.apply($0, name) } ?? name
            return styled + padding
        }.joined(separator: dayGap)
    }

    /// One week's days; `folded` ones (a sixth week's, which the short year prints in the first
    /// week's empty cells, as wall calendars print 24/31) are dimmed.
    func weekLine(_ days: [CivilDate?], folded: Set<CivilDate> = []) -> String {
        days.map { cell($0, folded: $0.map(folded.contains) ?? false) }.joined(separator: dayGap)
    }

    /// What a day's mark slots show: a ticket deadline first, then its most important
    /// categories, then an artist's birthday and the holiday marker as slots are left.
    func markers(on date: CivilDate) -> (deadline: Bool, categories: [Category], birthday: Bool, holiday: Bool) {
        let deadline = grid.deadlines[date] != nil
        var slots = layout.markSlots - (deadline ? 1 : 0)
        let categories = Array((grid.marks[date]?.categories ?? []).prefix(slots))
        slots -= categories.count
        let birthday = slots > 0 && grid.birthdays.contains(date)
        if birthday { slots -= 1 }
        return (deadline, categories, birthday, slots > 0 && holidays[date] != nil)
    }

    /// Every marker the block shows, for the legend.
    func shownMarkers() -> (deadline: Bool, categories: Set<Category>, birthday: Bool, holiday: Bool) {
        var categories = Set<Category>()
        var deadline = false
        var birthday = false
        var holiday = false
        for case let date? in grid.weeks.joined() {
            let shown = markers(on: date)
            categories.formUnion(shown.categories)
            deadline = deadline || shown.deadline
            birthday = birthday || shown.birthday
            holiday = holiday || shown.holiday
        }
        return (deadline, categories, birthday, holiday)
    }

    /// A day: the number (red on Sundays and holidays, blue on Saturdays, reverse video today),
    /// then in its mark slots the markers of its most important categories, colored, and the
    /// holiday marker when a slot is left; spaces fill the rest.
    private func cell(_ date: CivilDate?, folded: Bool) -> String {
        guard let date else { return DisplayWidth.spaces(layout.cellWidth) }
        var parameters: [String] = []
        if date == grid.today { parameters.append("7") }
        if folded { parameters.append("2") }
        if let color = holidays[date] != nil ? "31" : Self.weekdayColor(date.weekday) { parameters.append(color) }
        let number = DisplayWidth.padLeft(String(date.day), to: 2)
        let styledNumber = parameters.isEmpty ? number : options.style.apply(parameters.joined(separator: ";"), number)
        let shown = markers(on: date)
        // A deadline outranks spending: a missed payment deadline loses the ticket.
        var marks = shown.deadline ? [options.style.apply(Self.deadlineColor, Self.deadlineMarker)] : []
        // Colored by artist, the day's markers take its artist's color; the characters still
        // say the categories without color.
        let artistColor = grid.artistColors[date]
        marks += shown.categories.map { category in
            artistColor.map { options.style.color($0, String(category.marker)) }
                ?? options.style.color(category.terminalColor, String(category.marker))
        }
        if shown.birthday { marks.append(options.style.apply(Self.birthdayColor, Self.birthdayMarker)) }
        if shown.holiday { marks.append(options.style.red(String(Self.holidayMarker))) }
        return styledNumber + marks.joined() + DisplayWidth.spaces(layout.markSlots - marks.count)
    }

    /// The marker of a day with a ticket deadline, distinct from every category's marker.
    static let deadlineMarker = "!"
    /// Bold yellow: not a category color, not the weekend red.
    static let deadlineColor = "1;33"
    /// The marker of an artist's birthday: a flower, one column wide everywhere (not East Asian
    /// Ambiguous like ♥, not an emoji that terminals draw at width 1 or 2).
    static let birthdayMarker = "✿"
    /// Bright magenta, the 推しカラー of no one in particular.
    static let birthdayColor = "95"

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
        Self.centered(DisplayWidth.truncate(text, to: width), in: width, style: options.style)
    }

    /// Text centred in a width by display width (an odd leftover column goes right), in bold.
    static func centered(_ text: String, in width: Int, style: TextStyle) -> String {
        let left = (width - DisplayWidth.of(text)) / 2
        let right = width - left - DisplayWidth.of(text)
        return DisplayWidth.spaces(left) + style.bold(text) + DisplayWidth.spaces(right)
    }

    /// Blocks side by side, `gap` columns apart; shorter blocks are filled with blank lines so
    /// every line of the band has the same display width.
    static func sideBySide(_ blocks: [[String]], gap: Int, layout: CalendarLayout) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        let blank = DisplayWidth.spaces(layout.blockWidth)
        let separator = DisplayWidth.spaces(gap)
        return (0..<height).map { row in
            blocks.map { row < $0.count ? $0[row] : blank }.joined(separator: separator)
        }
    }
}
