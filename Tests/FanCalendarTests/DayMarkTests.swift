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

    func testCountsAndTheCostliestCategory() {
        let marks = DayMark.marks(for: [
            record(18, .goods, 3000), record(18, .live, 12000), record(18, .goods, 4000),
            record(20, .streaming, 0),
        ])
        XCTAssertEqual(marks[date(18)], DayMark(count: 3, category: .live))
        XCTAssertEqual(marks[date(20)], DayMark(count: 1, category: .streaming))
        XCTAssertNil(marks[date(19)])
    }

    func testCategoryTotalsDecideNotSingleRecords() {
        let marks = DayMark.marks(for: [
            record(5, .live, 5000), record(5, .goods, 3000), record(5, .goods, 3000),
        ])
        XCTAssertEqual(marks[date(5)]?.category, .goods)
    }

    func testTiesGoToMoreRecordsThenCategoryOrder() {
        XCTAssertEqual(
            DayMark.marks(for: [record(1, .other, 0), record(1, .other, 0), record(1, .live, 0)])[date(1)]?.category,
            .other)
        XCTAssertEqual(
            DayMark.marks(for: [record(1, .streaming, 100), record(1, .goods, 100)])[date(1)]?.category, .goods)
    }

    func testAmountsInOtherCurrenciesAreNotCompared() {
        let euro = Currency(code: "EUR")!
        let marks = DayMark.marks(for: [
            record(3, .goods, 2000), record(3, .other, 1000), record(3, .live, 99_900, currency: euro),
        ])
        XCTAssertEqual(marks[date(3)], DayMark(count: 3, category: .goods))
    }

    func testMultiDayRecordsMarkEveryDay() {
        let marks = DayMark.marks(for: [record(27, .live, 30000, lastDay: 29)])
        XCTAssertEqual(marks.keys.sorted(), [date(27), date(28), date(29)])
        XCTAssertEqual(Set(marks.values), [DayMark(count: 1, category: .live)])
    }
}
