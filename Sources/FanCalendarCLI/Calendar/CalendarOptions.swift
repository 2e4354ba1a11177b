import FanCalendar

/// What every calendar view needs besides its months and records. The CLI decides each value
/// (flags, environment, locale); the views only follow them.
struct CalendarOptions: Sendable {
    /// The language of titles, weekday names, category names and amounts.
    var language: Language
    /// The weekday of the leftmost column.
    var firstWeekday: Weekday
    /// Colors and reverse video, or plain text when disabled.
    var style: TextStyle
    /// The current day (`FANCAL_TODAY` or the system date in the home zone).
    var today: CivilDate
    /// Which public holidays to color and list.
    var holidays: HolidayCalendar
    /// The home zone, in which the agenda shows start times; nil shows no times.
    var homeZone: String?
    /// The terminal's width in columns (80 when unknown): calendars take the widest layout
    /// that fits, and the agenda's titles and venues share what is left.
    var width: Int
    /// Whether the agenda shows category icons (emoji), or the category markers instead.
    var icons: Bool
    /// The terminal's height in rows, known on a terminal only: a year taller than it takes
    /// the short layout (`CalendarView.year`); nil into a pipe or a file.
    var height: Int?

    /// - Parameters:
    ///   - language: the output language.
    ///   - firstWeekday: the first column; nil for the language's default (de Monday, en/ja Sunday).
    ///   - style: `TextStyle(enabled:)` as `--color` resolved.
    ///   - today: the current day.
    ///   - holidays: nil for the language's default (Japanese holidays for ja, none otherwise).
    ///   - homeZone: the zone for the agenda's start times; nil for no time column.
    ///   - width: the terminal's columns.
    ///   - icons: false to show markers instead of emoji icons.
    ///   - height: the terminal's rows, or nil off a terminal.
    init(
        language: Language, firstWeekday: Weekday? = nil, style: TextStyle, today: CivilDate,
        holidays: HolidayCalendar? = nil, homeZone: String? = nil, width: Int = 80, icons: Bool = true,
        height: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.icons = icons
        self.homeZone = homeZone
        self.language = language
        self.firstWeekday = firstWeekday ?? CalendarNames.defaultFirstWeekday(language)
        self.style = style
        self.today = today
        self.holidays = holidays ?? HolidayCalendar.defaultCalendar(for: language)
    }
}
