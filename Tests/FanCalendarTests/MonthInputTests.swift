import FanCalendar
import XCTest

/// The one reader of months and years (issue 29: `month 2026年5月` worked where `list --month`
/// refused it), and the day of the year a birthday is typed as.
final class MonthInputTests: XCTestCase {
    func testEveryFormOfMayReadsAsMay() {
        for text in [
            "2026-05", "2026-5", "2026/05", "2026/5", "2026年5月", "２０２６年５月", "5月", "５月", "5", "05",
            "May", "may", "Mai", "MAI", "May 2026", "Mai 2026", "5 2026", "5月 2026",
        ] {
            XCTAssertEqual(MonthInput.month(text, thisYear: 2026), .month(year: 2026, month: 5), text)
        }
        for text in ["März", "Maerz", "Mär", "Mar", "march", "3"] {
            XCTAssertEqual(MonthInput.month(text, thisYear: 2027), .month(year: 2027, month: 3), text)
        }
        XCTAssertEqual(MonthInput.month("Okt.", thisYear: 2026), .month(year: 2026, month: 10))
        XCTAssertEqual(MonthInput.month("Dezember", thisYear: 2026), .month(year: 2026, month: 12))
        XCTAssertEqual(MonthInput.month("2025年12月", thisYear: 2026), .month(year: 2025, month: 12))
    }

    func testWhatIsNoMonthIsRefusedWithTheReason() {
        XCTAssertEqual(MonthInput.month("2026-13", thisYear: 2026), .noSuchMonth(13))
        XCTAssertEqual(MonthInput.month("13月", thisYear: 2026), .noSuchMonth(13))
        XCTAssertEqual(MonthInput.month("0", thisYear: 2026), .noSuchMonth(0))
        for text in ["", "2026", "2026-x", "26-05", "2026-005", "Maybe", "5/16", "2026-05-01", "May 2026 5", "年5月"] {
            XCTAssertEqual(MonthInput.month(text, thisYear: 2026), .notAMonth, text)
        }
    }

    func testYearsWithOrWithoutTheYearMark() {
        XCTAssertEqual(MonthInput.year("2026"), 2026)
        XCTAssertEqual(MonthInput.year("2026年"), 2026)
        XCTAssertEqual(MonthInput.year("２０２６年"), 2026)
        for text in ["26", "20x6", "年", "2026年5月", "twenty"] { XCTAssertNil(MonthInput.year(text), text) }
    }

    func testADayOfTheYearIsReadInTheLanguagesOrderWithoutAYear() {
        XCTAssertEqual(DateInput.dayOfYear("02-16", order: .monthDay), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("2-16", order: .dayMonth), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("2/16", order: .monthDay), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("16/2", order: .dayMonth), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("16.2.", order: .monthDay), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("2月16日", order: .monthDay), MonthDay(month: 2, day: 16))
        XCTAssertEqual(DateInput.dayOfYear("２/２９", order: .monthDay), MonthDay(month: 2, day: 29))
        for text in ["2/30", "2026-02-16", "2026/2/16", "today", "heute", "16/2/2026", "x"] {
            XCTAssertNil(DateInput.dayOfYear(text, order: .monthDay), text)
        }
    }

    func testSuggestionsNameALikelyTypoOnly() {
        XCTAssertEqual(Suggestions.closest(to: "あおぃ", among: ["あおい", "めい"]), "あおい")
        XCTAssertEqual(Suggestions.closest(to: "SEVENTEN", among: ["SEVENTEEN", "AOI"]), "SEVENTEEN")
        XCTAssertNil(Suggestions.closest(to: "めい", among: ["ゆき"]), "a name wholly different is no typo")
    }
}
