/// Which public holidays a calendar shows (`--holidays jp|none`).
package enum HolidayCalendar: String, Sendable, CaseIterable {
    /// Japan's public holidays (`JapaneseHolidays`).
    case japan = "jp"
    /// No holidays (`--holidays none`). Not named `none`, which would read as `Optional.none`
    /// wherever a `HolidayCalendar?` is expected.
    case disabled = "none"

    /// The default for a language: Japanese holidays for Japanese, none otherwise.
    package static func defaultCalendar(for language: Language) -> HolidayCalendar {
        language == .ja ? .japan : .disabled
    }

    /// The holidays of a year, keyed by date (empty when disabled).
    package func holidays(in year: Int) -> [CivilDate: Holiday] {
        switch self {
        case .japan: JapaneseHolidays.holidays(in: year)
        case .disabled: [:]
        }
    }

    /// The holidays between two dates inclusive, in date order.
    package func holidays(from start: CivilDate, to end: CivilDate) -> [Holiday] {
        switch self {
        case .japan: JapaneseHolidays.holidays(from: start, to: end)
        case .disabled: []
        }
    }
}
