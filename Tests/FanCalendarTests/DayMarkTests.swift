import FanCalendar
import XCTest

final class DayMarkTests: XCTestCase {
    private func record(
        _ day: Int, _ category: FanCalendar.Category, _ amount: Int64, currency: Currency = .jpy,
        lastDay: Int? = nil
    ) -> Record {
        Record(
            uid: "u\(day)-\(category)-\(amount)", date: CivilDate(year: 2026, month: 11, day: day)!,
            lastDate: lastDay.map { CivilDate(year: 2026, month: 11, day: $0)! }, title: "t",
            category: category, amount: Money(minorUnits: amount, currency: currency))
    }

    private func date(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }

    func testCountsAndTheCategoriesMostImportantFirst() {
        let marks = DayMark.marks(for: [
            record(18, .goods, 3000), record(18, .live, 12000), record(18, .goods, 4000),
            record(20, .streaming, 0),
        ])
        XCTAssertEqual(marks[date(18)], DayMark(count: 3, categories: [.live, .goods]))
        XCTAssertEqual(marks[date(20)], DayMark(count: 1, category: .streaming))
        XCTAssertNil(marks[date(19)])
    }

    /// The shinkansen fare costs more than the Tokyo Dome ticket: the day is still the show's.
    func testTheMostImportantCategoryWinsWhateverItCost() {
        let marks = DayMark.marks(for: [record(5, .other, 28_400), record(5, .live, 13_200)])
        XCTAssertEqual(marks[date(5)]?.category, .live)
        XCTAssertEqual(marks[date(5)]?.categories, [.live, .other])
        let noShow = DayMark.marks(for: [
            record(6, .other, 0), record(6, .streaming, 100), record(6, .cdDVD, 1), record(6, .goods, 0),
        ])
        XCTAssertEqual(noShow[date(6)]?.categories, [.goods, .cdDVD, .streaming, .other])
    }

    func testCurrenciesDoNotMatter() {
        let euro = Currency(code: "EUR")!
        let marks = DayMark.marks(for: [
            record(3, .goods, 2000), record(3, .other, 1000), record(3, .live, 99_900, currency: euro),
        ])
        XCTAssertEqual(marks[date(3)], DayMark(count: 3, categories: [.other, .live, .goods]))
    }

    func testMultiDayRecordsMarkEveryDay() {
        let marks = DayMark.marks(for: [record(27, .live, 30000, lastDay: 29)])
        XCTAssertEqual(marks.keys.sorted(), [date(27), date(28), date(29)])
        XCTAssertEqual(Set(marks.values), [DayMark(count: 1, category: .live)])
    }
}
