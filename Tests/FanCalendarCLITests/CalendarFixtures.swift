import FanCalendar
import FanCalendarApp
@testable import FanCalendarCLI
import FanCalendarStore
import FanCalendarZoneInfo

/// Records for November 2026 (and its neighbours) with the shapes the views must handle:
/// several records on a day, every category, CJK and emoji titles, artists missing, amounts in
/// two currencies, a record on today.
enum CalendarFixtures {
    static let today = CivilDate(year: 2026, month: 11, day: 29)!

    static func record(
        _ iso: String, _ title: String, _ category: FanCalendar.Category, _ amount: Int64,
        artist: String? = nil, currency: String = "JPY"
    ) -> Record {
        Record(
            uid: "\(iso)-\(title)", date: CivilDate(iso: iso)!, title: title, category: category,
            artist: artist, amount: Money(minorUnits: amount, currency: Currency(code: currency)!))
    }

    static let november2026: [Record] = [
        record("2026-10-31", "Halloween stream", .streaming, 0, artist: "LUNA"),
        record("2026-11-03", "アリーナツアー2026 東京公演", .live, 12_000, artist: "星街すいせい"),
        record("2026-11-03", "ペンライト", .goods, 4_500, artist: "星街すいせい"),
        record("2026-11-07", "🎉 Fan meeting 🎉", .live, 8_800, artist: "LUNA"),
        record("2026-11-12", "New album (limited edition)", .cdDVD, 3_960, artist: "BTS"),
        record("2026-11-18", "Tokyo Dome night 1", .live, 15_000, artist: "BTS"),
        record("2026-11-18", "Tour hoodie", .goods, 7_000, artist: "BTS"),
        record("2026-11-21", "配信ライブ〜冬の夜〜", .streaming, 3_500),
        record("2026-11-29", "Photocards", .goods, 2_490, artist: "세븐틴", currency: "EUR"),
        record("2026-11-30", "Fan club renewal", .other, 6_000),
        record("2026-12-24", "Christmas live", .live, 9_900, artist: "LUNA"),
    ]

    static func options(
        _ language: Language, _ firstWeekday: Weekday? = nil, color: Bool = false,
        holidays: HolidayCalendar? = nil
    ) -> CalendarOptions {
        CalendarOptions(
            language: language, firstWeekday: firstWeekday, style: TextStyle(enabled: color), today: today,
            holidays: holidays)
    }

    /// Removes SGR escape sequences, leaving what a terminal shows.
    static func stripANSI(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The views of records in hand, gathered as `fancal month` and `fancal year` gather them: the
/// records in a store of their own, read back by `CalendarUseCases.content`.
extension CalendarView {
    static func month(year: Int, month: Int, records: [Record], options: CalendarOptions) -> String? {
        guard let days = days(year: year, month: month) else { return nil }
        return self.month(
            year: year, month: month, content: CalendarFixtures.content(records, days: days, agendaDays: days),
            options: options)
    }

    static func threeMonths(year: Int, month: Int, records: [Record], options: CalendarOptions) -> String? {
        guard let days = days(year: year, month: month, threeMonths: true),
            let middle = self.days(year: year, month: month)
        else { return nil }
        return threeMonths(
            year: year, month: month, content: CalendarFixtures.content(records, days: days, agendaDays: middle),
            options: options)
    }

    static func year(_ year: Int, records: [Record], options: CalendarOptions) -> String? {
        guard let first = days(year: year, month: 1), let last = days(year: year, month: 12) else { return nil }
        let marks = CalendarFixtures.content(records, days: first.lowerBound...last.upperBound, agendaDays: nil).marks
        return self.year(year, marks: marks, options: options)
    }

    static func monthJSON(year: Int, month: Int, records: [Record], options: CalendarOptions) -> String? {
        guard let days = days(year: year, month: month) else { return nil }
        let marks = CalendarFixtures.content(records, days: days, agendaDays: nil).marks
        return monthJSON(year: year, month: month, marks: marks, options: options)
    }
}

extension CalendarFixtures {
    /// What a store holding `records` (in their order) shows on `days`, with the system's zones
    /// installed as `fancal` installs them.
    static func content(
        _ records: [Record], days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?
    ) -> CalendarContent {
        SystemZoneInfo.install()
        let store = try! StoreWriter(location: .memory)
        for record in records { _ = try! store.insert(record, now: 0) }
        return try! CalendarUseCases.content(days: days, agendaDays: agendaDays, store: store)
    }
}
