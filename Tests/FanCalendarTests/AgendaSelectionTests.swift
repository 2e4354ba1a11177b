import FanCalendar
import XCTest

final class AgendaSelectionTests: XCTestCase {
    private func date(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }
    private let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    private func entry(_ key: Int64, day: Int, start: Int64? = nil) -> CalendarEntry {
        CalendarEntry(key: key, date: date(day), startInstant: start, category: .goods, amount: .zero(.jpy))
    }

    func testADayWithUpToTheLimitListsEveryRecord() {
        let entries = (1...10).map { entry(Int64($0), day: 18) }
        let selection = AgendaSelection(entries: Array(entries.reversed()), days: november, perDay: 10)
        XCTAssertEqual(selection.keys, Array(1...10))
        XCTAssertEqual(selection.hidden, [:])
    }

    func testABusierDayListsOneFewerAndCountsTheRest() {
        let entries = (1...11).map { entry(Int64($0), day: 18) } + [entry(99, day: 20)]
        let selection = AgendaSelection(entries: entries, days: november, perDay: 10)
        XCTAssertEqual(selection.keys, Array(1...9) + [99])
        XCTAssertEqual(selection.hidden, [date(18): 2])
    }

    func testAllDayRecordsComeFirstThenByStartThenByKey() {
        let entries = [
            entry(1, day: 5, start: 2_000), entry(2, day: 5), entry(3, day: 5, start: 1_000),
            entry(4, day: 4, start: 5_000), entry(5, day: 5, start: 1_000), entry(0, day: 5),
        ]
        let selection = AgendaSelection(entries: entries, days: november, perDay: 4)
        XCTAssertEqual(selection.keys, [4, 0, 2, 3])
        XCTAssertEqual(selection.hidden, [date(5): 2])
    }

    func testDaysOutsideTheRangeAreLeftOut() {
        let october = CalendarEntry(
            key: 7, date: CivilDate(year: 2026, month: 10, day: 31)!, category: .live, amount: .zero(.jpy))
        let selection = AgendaSelection(entries: [october, entry(8, day: 1)], days: november, perDay: 2)
        XCTAssertEqual(selection.keys, [8])
    }
}
