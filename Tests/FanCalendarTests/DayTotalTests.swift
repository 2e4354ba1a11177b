import FanCalendar
import TestSupport
import XCTest

final class DayTotalTests: XCTestCase {
    /// One total for each later day of an entry, up to its last day or `longestSpan` days.
    private func laterDaysOneByOne(_ entry: CalendarEntry) -> [DayTotal] {
        let last = entry.lastDate.map { max($0, entry.date) } ?? entry.date
        let span = min(last.daysSinceEpoch - entry.date.daysSinceEpoch, DayTotal.longestSpan)
        return stride(from: 1, through: span, by: 1).map {
            DayTotal(date: entry.date.adding(days: $0), category: entry.category, amount: entry.amount, count: 1)
        }
    }

    /// Summed per day inside the range, spans weigh a day exactly as one total per record and
    /// day does: same marks on every day of the range, whatever the spans' lengths, edges,
    /// categories, currencies and amounts (wrapping sums included).
    func testLaterDaysWithinARangeMarkItsDaysAsEachRecordsDaysDo() {
        var random = SeededRandom(seed: 2026_12_01)
        let currencies = [Currency.jpy, Currency(code: "EUR")!, Currency(code: "KRW")!]
        let origin = CivilDate(iso: "2026-01-01")!
        for round in 0..<30 {
            let entries = (0..<200).map { index -> CalendarEntry in
                let date = origin.adding(days: Int.random(in: -400...400, using: &random))
                let length = [0, 1, 3, 30, 200, 800].randomElement(using: &random)!
                let amount = round == 0 && index < 3 ? Int64.max / 2 : Int64.random(in: 0...50_000, using: &random)
                return CalendarEntry(
                    key: Int64(index), date: date,
                    lastDate: Bool.random(using: &random) ? date.adding(days: Int.random(in: -2...length, using: &random)) : nil,
                    category: Category.allCases.randomElement(using: &random)!,
                    amount: Money(minorUnits: amount, currency: currencies.randomElement(using: &random)!))
            }
            let from = origin.adding(days: Int.random(in: -100...100, using: &random))
            let days = from...from.adding(days: Int.random(in: 0...370, using: &random))
            let summed = DayMark.marks(for: DayTotal.laterDays(of: entries, within: days))
            let each = DayMark.marks(for: entries.flatMap(laterDaysOneByOne)).filter { days.contains($0.key) }
            XCTAssertEqual(summed, each, "round \(round)")
            XCTAssertTrue(DayTotal.laterDays(of: entries, within: days).allSatisfy { days.contains($0.date) })
        }
    }

    func testLaterDaysLeaveOutFirstDaysAndDaysOutsideTheRange() {
        let festival = CalendarEntry(
            key: 1, date: CivilDate(iso: "2026-10-30")!, lastDate: CivilDate(iso: "2026-11-02")!, category: .live,
            amount: Money(minorUnits: 9000, currency: .jpy))
        let single = CalendarEntry(key: 2, date: CivilDate(iso: "2026-11-01")!, category: .goods, amount: Money(minorUnits: 500, currency: .jpy))
        let totals = DayTotal.laterDays(
            of: [festival, festival, single], within: CivilDate(iso: "2026-11-01")!...CivilDate(iso: "2026-11-30")!)
        XCTAssertEqual(
            totals,
            ["2026-11-01", "2026-11-02"].map {
                DayTotal(date: CivilDate(iso: $0)!, category: .live, amount: Money(minorUnits: 18000, currency: .jpy), count: 2)
            })
    }
}
