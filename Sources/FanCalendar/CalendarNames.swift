/// The words a calendar page needs in each language: month titles, weekday headers, and the
/// usual first day of the week.
package enum CalendarNames {
    /// A month's title: `November 2026`, `2026年11月`, `November 2026`.
    package static func monthTitle(year: Int, month: Int, _ language: Language) -> String {
        let title = MonthNames.full(month, language) + " " + String(year)
        return LocalizedText(en: title, ja: "\(year)年\(month)月", de: title)(language)
    }

    /// A year's title: `2026`, `2026年`, `2026`.
    package static func yearTitle(_ year: Int) -> LocalizedText {
        LocalizedText(en: String(year), ja: "\(year)年", de: String(year))
    }

    /// A weekday as a calendar column header, two display columns wide in every language:
    /// `Su Mo Tu We Th Fr Sa`, `日 月 火 水 木 金 土`, `So Mo Di Mi Do Fr Sa`.
    package static func weekdayHeader(_ weekday: Weekday, _ language: Language) -> String {
        weekdayHeaders[weekday.rawValue](language)
    }

    /// A weekday in a list of dates: `Sun`, `日`, `So`.
    package static func weekdayShort(_ weekday: Weekday, _ language: Language) -> String {
        weekdayShortNames[weekday.rawValue](language)
    }

    private static let weekdayHeaders = [
        LocalizedText(en: "Su", ja: "日", de: "So"),
        LocalizedText(en: "Mo", ja: "月", de: "Mo"),
        LocalizedText(en: "Tu", ja: "火", de: "Di"),
        LocalizedText(en: "We", ja: "水", de: "Mi"),
        LocalizedText(en: "Th", ja: "木", de: "Do"),
        LocalizedText(en: "Fr", ja: "金", de: "Fr"),
        LocalizedText(en: "Sa", ja: "土", de: "Sa"),
    ]

    /// Longer than the headers in English only (`Sun`, `Su`).
    private static let weekdayShortNames = [
        LocalizedText(en: "Sun", ja: "日", de: "So"),
        LocalizedText(en: "Mon", ja: "月", de: "Mo"),
        LocalizedText(en: "Tue", ja: "火", de: "Di"),
        LocalizedText(en: "Wed", ja: "水", de: "Mi"),
        LocalizedText(en: "Thu", ja: "木", de: "Do"),
        LocalizedText(en: "Fri", ja: "金", de: "Fr"),
        LocalizedText(en: "Sat", ja: "土", de: "Sa"),
    ]

    /// The first day of the week as the language's usual locale has it (CLDR): Monday for
    /// German, Sunday for English (US) and Japanese.
    package static func defaultFirstWeekday(_ language: Language) -> Weekday {
        language == .de ? .monday : .sunday
    }
}
