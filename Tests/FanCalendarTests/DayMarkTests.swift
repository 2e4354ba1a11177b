import FanCalendar
import XCTest

final class DayMarkTests: XCTestCase {
    /// One record's total on its first day.
    private func total(
        _ day: Int, _ category: FanCalendar.Category, _ amount: Int64, currency: Currency = .jpy, count: Int = 1
    ) -> DayTotal {
        DayTotal(date: date(day), category: category, amount: Money(minorUnits: amount, currency: currency), count: count)
    }

    private func date(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }

    func testCountsAndTheCategoriesMostImportantFirst() {
        let marks = DayMark.marks(for: [
            total(18, .goods, 7000, count: 2), total(18, .live, 12000), total(20, .streaming, 0),
        ])
        XCTAssertEqual(marks[date(18)], DayMark(count: 3, categories: [.live, .goods]))
        XCTAssertEqual(marks[date(20)], DayMark(count: 1, category: .streaming))
        XCTAssertNil(marks[date(19)])
    }

    /// The shinkansen fare costs more than the Tokyo Dome ticket: the day is still the show's.
    func testTheMostImportantCategoryWinsWhateverItCost() {
        let marks = DayMark.marks(for: [total(5, .other, 28_400), total(5, .live, 13_200)])
        XCTAssertEqual(marks[date(5)]?.category, .live)
        XCTAssertEqual(marks[date(5)]?.categories, [.live, .other])
        let noShow = DayMark.marks(for: [
            total(6, .other, 0), total(6, .streaming, 100), total(6, .cdDVD, 1), total(6, .goods, 0),
        ])
        XCTAssertEqual(noShow[date(6)]?.categories, [.goods, .cdDVD, .streaming, .other])
    }

    /// Totals of one category in several currencies add up on their day.
    func testCurrenciesDoNotMatter() {
        let euro = Currency(code: "EUR")!
        let marks = DayMark.marks(for: [
            total(3, .goods, 2000), total(3, .other, 1000), total(3, .live, 99_900, currency: euro),
            total(3, .live, 500),
        ])
        XCTAssertEqual(marks[date(3)], DayMark(count: 4, categories: [.other, .live, .goods]))
    }

    func testMultiDayRecordsMarkEveryDay() {
        let festival = CalendarEntry(
            key: 1, date: date(27), lastDate: date(29), category: .live, amount: Money(minorUnits: 30000, currency: .jpy))
        let marks = DayMark.marks(for: [total(27, .live, 30000)] + DayTotal.laterDays(of: [festival], within: date(1)...date(30)))
        XCTAssertEqual(marks.keys.sorted(), [date(27), date(28), date(29)])
        XCTAssertEqual(Set(marks.values), [DayMark(count: 1, category: .live)])
    }
}
