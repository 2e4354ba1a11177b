/// The words a calendar page needs in each language: month titles, weekday headers, and the
/// usual first day of the week.
public enum CalendarNames {
    /// A month's title: `November 2026`, `2026年11月`, `November 2026`.
    public static func monthTitle(year: Int, month: Int, _ language: Language) -> String {
        switch language {
        case .ja: return "\(year)年\(month)月"
        case .en, .de: return monthName(month, language) + " " + String(year)
        }
    }

    /// A month's name alone: `November`, `11月`, `November`.
    public static func monthName(_ month: Int, _ language: Language) -> String {
        switch language {
        case .en:
            return ["January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December"][month - 1]
        case .ja:
            return "\(month)月"
        case .de:
            return ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                "September", "Oktober", "November", "Dezember"][month - 1]
        }
    }

    /// A year's title: `2026`, `2026年`, `2026`.
    public static func yearTitle(_ year: Int, _ language: Language) -> String {
        language == .ja ? "\(year)年" : String(year)
    }

    /// A weekday as a calendar column header, two display columns wide in every language:
    /// `Su Mo Tu We Th Fr Sa`, `日 月 火 水 木 金 土`, `So Mo Di Mi Do Fr Sa`.
    public static func weekdayHeader(_ weekday: Weekday, _ language: Language) -> String {
        switch language {
        case .en: return ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"][weekday.rawValue]
        case .ja: return ["日", "月", "火", "水", "木", "金", "土"][weekday.rawValue]
        case .de: return ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"][weekday.rawValue]
        }
    }

    /// A weekday in a list of dates: `Sun`, `日`, `So`.
    public static func weekdayShort(_ weekday: Weekday, _ language: Language) -> String {
        switch language {
        case .en: return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday.rawValue]
        case .ja, .de: return weekdayHeader(weekday, language)
        }
    }

    /// The first day of the week as the language's usual locale has it (CLDR): Monday for
    /// German, Sunday for English (US) and Japanese.
    public static func defaultFirstWeekday(_ language: Language) -> Weekday {
        language == .de ? .monday : .sunday
    }
}
