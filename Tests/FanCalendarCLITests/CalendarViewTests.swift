import FanCalendar
@testable import FanCalendarCLI
import TestSupport
import XCTest

final class CalendarViewTests: XCTestCase {
    private let records = CalendarFixtures.november2026

    private func month(
        _ year: Int, _ month: Int, _ language: Language, _ firstWeekday: Weekday? = nil, color: Bool = false,
        holidays: HolidayCalendar? = nil, records: [Record]? = nil
    ) -> String {
        CalendarView.month(
            year: year, month: month, records: records ?? self.records,
            options: CalendarFixtures.options(language, firstWeekday, color: color, holidays: holidays))!
    }

    func testNovemberInAllSevenFirstWeekdays() {
        for weekday in Weekday.allCases {
            let id = weekday.shortIdentifier
            Golden.assert(month(2026, 11, .en, weekday) + "\n", named: "month-2026-11-en-\(id).txt")
            Golden.assert(
                month(2026, 11, .en, weekday, color: true) + "\n", named: "month-2026-11-en-\(id)-color.txt")
        }
    }

    func testNovemberInJapaneseAndGerman() {
        Golden.assert(month(2026, 11, .ja) + "\n", named: "month-2026-11-ja-sun.txt")
        Golden.assert(month(2026, 11, .ja, color: true) + "\n", named: "month-2026-11-ja-sun-color.txt")
        Golden.assert(month(2026, 11, .ja, .monday) + "\n", named: "month-2026-11-ja-mon.txt")
        Golden.assert(month(2026, 11, .de) + "\n", named: "month-2026-11-de-mon.txt")
        Golden.assert(month(2026, 11, .de, color: true) + "\n", named: "month-2026-11-de-mon-color.txt")
        Golden.assert(month(2026, 11, .de, .saturday) + "\n", named: "month-2026-11-de-sat.txt")
        Golden.assert(
            month(2026, 11, .en, holidays: .japan) + "\n", named: "month-2026-11-en-sun-jp-holidays.txt")
    }

    func testLeapFebruaryAndSixRowMonth() {
        Golden.assert(month(2024, 2, .en, records: []) + "\n", named: "month-2024-02-en-sun.txt")
        Golden.assert(month(2024, 2, .ja, records: []) + "\n", named: "month-2024-02-ja-sun.txt")
        Golden.assert(month(2026, 8, .en, records: []) + "\n", named: "month-2026-08-en-sun.txt")
        Golden.assert(month(2026, 5, .ja, color: true, records: []) + "\n", named: "month-2026-05-ja-sun-color.txt")
        XCTAssertEqual(month(2026, 8, .en, records: []).split(separator: "\n").count, 2 + 6)
        XCTAssertEqual(month(2015, 2, .en, records: []).split(separator: "\n").count, 2 + 4)
    }

    /// `month -3` and `year` at 80 columns in every language and first weekday (what a piped
    /// or unknown terminal gets), and a few with color and on wider terminals.
    func testThreeMonthsAndYearsAtEightyColumns() {
        for language in Language.allCases {
            for weekday in Weekday.allCases {
                let options = CalendarFixtures.options(language, weekday, holidays: .japan)
                let id = "\(language.rawValue)-\(weekday.shortIdentifier)"
                Golden.assert(
                    CalendarView.threeMonths(year: 2026, month: 11, records: records, options: options)! + "\n",
                    named: "three-2026-11-\(id).txt")
                Golden.assert(CalendarView.year(2026, records: records, options: options)! + "\n", named: "year-2026-\(id).txt")
            }
        }
        Golden.assert(
            CalendarView.threeMonths(
                year: 2026, month: 11, records: records, options: CalendarFixtures.options(.de, color: true))! + "\n",
            named: "three-2026-11-de-mon-color.txt")
        Golden.assert(
            CalendarView.year(2026, records: records, options: CalendarFixtures.options(.ja, color: true))! + "\n",
            named: "year-2026-ja-sun-color.txt")
        let january = CalendarView.threeMonths(
            year: 2027, month: 1, records: [], options: CalendarFixtures.options(.en, .monday))!
        Golden.assert(january + "\n", named: "three-2027-01-en-mon.txt")
        for (width, name) in [(85, "standard"), (120, "wide")] {
            var options = CalendarFixtures.options(.en, holidays: .japan)
            options.width = width
            Golden.assert(
                CalendarView.threeMonths(year: 2026, month: 11, records: records, options: options)! + "\n",
                named: "three-2026-11-en-sun-\(name).txt")
        }
    }

    func testColorOffHasNoEscapes() {
        for language in Language.allCases {
            for weekday in Weekday.allCases {
                let options = CalendarFixtures.options(language, weekday, color: false, holidays: .japan)
                XCTAssertFalse(CalendarView.month(year: 2026, month: 11, records: records, options: options)!.contains("\u{1B}"))
                XCTAssertFalse(CalendarView.threeMonths(year: 2026, month: 5, records: records, options: options)!.contains("\u{1B}"))
                XCTAssertFalse(CalendarView.year(2026, records: records, options: options)!.contains("\u{1B}"))
            }
        }
    }

    func testMarkersAreReadableWithoutColor() {
        let text = month(2026, 11, .en)
        XCTAssertTrue(text.contains("18*+"), text)  // live and goods, live first
        XCTAssertTrue(text.contains(" 3*+"), text)
        XCTAssertTrue(text.contains("12#"), text)
        XCTAssertTrue(text.contains("21~"), text)
        XCTAssertTrue(text.contains("30✦"), text)
        XCTAssertTrue(text.contains("29+"), text)
    }

    func testTodayIsReverseVideoAndWeekendsAreColored() {
        let text = month(2026, 11, .en, color: true, holidays: .japan)
        XCTAssertTrue(text.contains("\u{1B}[7;31m29\u{1B}[0m"), text)  // today, a Sunday
        XCTAssertTrue(text.contains("\u{1B}[34m 7\u{1B}[0m"), text)  // Saturday the 7th
        XCTAssertTrue(text.contains("\u{1B}[31m 3\u{1B}[0m"), text)  // 文化の日, a Tuesday
        XCTAssertTrue(text.contains("\u{1B}[38;5;205m*\u{1B}[0m"), text)  // a live marker
        XCTAssertTrue(text.contains("\u{1B}[1mNovember 2026\u{1B}[0m"), text)
    }

    func testInvalidMonthsAndYears() {
        let options = CalendarFixtures.options(.en)
        XCTAssertNil(CalendarView.month(year: 2026, month: 13, records: [], options: options))
        XCTAssertNil(CalendarView.threeMonths(year: 2026, month: 0, records: [], options: options))
        XCTAssertNil(CalendarView.year(0, records: [], options: options))
        XCTAssertNil(CalendarView.monthJSON(year: 10_000, month: 1, records: [], options: options))
        XCTAssertNotNil(CalendarView.threeMonths(year: 1, month: 1, records: [], options: options))
    }

    func testDaysToFetch() {
        let november = CalendarView.days(year: 2026, month: 11)!
        XCTAssertEqual(november.lowerBound, CivilDate(year: 2026, month: 11, day: 1))
        XCTAssertEqual(november.upperBound, CivilDate(year: 2026, month: 11, day: 30))
        let around = CalendarView.days(year: 2027, month: 1, threeMonths: true)!
        XCTAssertEqual(around.lowerBound, CivilDate(year: 2026, month: 12, day: 1))
        XCTAssertEqual(around.upperBound, CivilDate(year: 2027, month: 2, day: 28))
        XCTAssertEqual(CalendarView.days(year: 1, month: 1, threeMonths: true)!.lowerBound, CivilDate(year: 1, month: 1, day: 1))
        XCTAssertNil(CalendarView.days(year: 2026, month: 13))
    }

    func testDefaultsFollowTheLanguage() {
        XCTAssertEqual(CalendarFixtures.options(.de).firstWeekday, .monday)
        XCTAssertEqual(CalendarFixtures.options(.ja).firstWeekday, .sunday)
        XCTAssertEqual(CalendarFixtures.options(.en).firstWeekday, .sunday)
        XCTAssertEqual(CalendarFixtures.options(.ja).holidays, .japan)
        XCTAssertEqual(CalendarFixtures.options(.en).holidays, HolidayCalendar.disabled)
        XCTAssertEqual(CalendarFixtures.options(.de, .friday, holidays: .japan).firstWeekday, .friday)
        XCTAssertEqual(CalendarFixtures.options(.ja, holidays: .disabled).holidays, .disabled)
        XCTAssertEqual(HolidayCalendar(rawValue: "none"), .disabled)
    }

    func testLongTitlesAreCut() {
        let long = CalendarFixtures.record(
            "2026-11-10", "World tour 2026 — the final encore night in Seoul", .live, 20_000)
        let text = month(2026, 11, .en, records: [long])
        XCTAssertTrue(text.contains("🎤 World tour 2026 — the final encore night in Seoul  ¥20,000"), text)
        var narrow = CalendarFixtures.options(.en)
        narrow.width = 40
        let cut = CalendarView.month(year: 2026, month: 11, records: [long], options: narrow)!
        XCTAssertTrue(cut.hasSuffix("10 Tue  🎤 World tour 2026 — t…  ¥20,000"), cut)
        DisplayWidth.$ambiguousIsWide.withValue(true) {
            let wide = CalendarView.month(year: 2026, month: 11, records: [long], options: narrow)!
            XCTAssertTrue(wide.hasSuffix("10 Tue  🎤 World tour 2026 —…  ¥20,000"), wide)
        }
    }

    func testVenuesShareTheWidthWithTitles() {
        var show = CalendarFixtures.record("2026-11-10", "SEVENTEEN TOUR 'FOLLOW' AGAIN TO JAPAN", .live, 13_200)
        show.venue = "Tokyo Dome (Bunkyo, Tokyo)"
        var options = CalendarFixtures.options(.en)
        options.width = 120
        let full = CalendarView.month(year: 2026, month: 11, records: [show], options: options)!
        XCTAssertTrue(full.contains("🎤 SEVENTEEN TOUR 'FOLLOW' AGAIN TO JAPAN  Tokyo Dome (Bunkyo, Tokyo)  ¥13,200"), full)
        options.width = 60
        let cut = CalendarView.month(year: 2026, month: 11, records: [show], options: options)!
        let line = cut.split(separator: "\n").last!
        XCTAssertEqual(DisplayWidth.of(line), 60, String(line))
        XCTAssertTrue(line.contains("🎤 SEVENTEEN TOUR 'FOLLOW' …  Tokyo Dome (…  ¥13,200"), String(line))
        options.width = 40
        let narrow = CalendarView.month(year: 2026, month: 11, records: [show], options: options)!
        XCTAssertFalse(narrow.contains("Tokyo"), narrow)
    }

    func testHolidaysAndMarksShowWithoutColorAndTheLegendSaysWhatTheyMean() {
        let text = month(2026, 11, .ja)
        XCTAssertTrue(text.contains("23^"), text)  // 勤労感謝の日
        XCTAssertTrue(text.contains("* ライブ  + グッズ  # CD/DVD  ~ 配信  ✦ その他  ^ 祝日"), text)
        let three = CalendarView.threeMonths(
            year: 2026, month: 11, records: records, options: CalendarFixtures.options(.de, holidays: .japan))!
        XCTAssertTrue(three.contains("23^"), three)
        XCTAssertTrue(three.contains(" 3*"), three)  // one slot: the record's mark wins over the holiday
        XCTAssertTrue(three.contains("* Live  + Merch  # CD/DVD  ~ Streaming  ✦ Sonstiges  ^ Feiertag"), three)
        XCTAssertFalse(month(2024, 2, .en, records: []).contains("Holiday"))
    }

    func testIconsOffShowsMarkers() {
        var options = CalendarFixtures.options(.ja)
        options.icons = false
        let text = CalendarView.month(year: 2026, month: 11, records: records, options: options)!
        XCTAssertFalse(text.contains("🎤") || text.contains("🎌"), text)
        XCTAssertTrue(text.contains("^ 文化の日"), text)
        XCTAssertTrue(text.contains("* Tokyo Dome night 1"), text)
    }
}
