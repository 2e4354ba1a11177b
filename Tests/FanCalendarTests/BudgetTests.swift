import FanCalendar
import XCTest

final class BudgetTests: XCTestCase {
    func budget(_ kind: Budget.Kind, _ goal: Int64, rollover: BudgetRollover = .none, from: YearMonth) -> Stored<Budget> {
        Stored(id: 1, Budget(kind: kind, goal: Money(minorUnits: goal, currency: .jpy), scope: .all, from: from, rollover: rollover))
    }

    func testRolloverCarriesSurplusOrAlsoDeficit() {
        XCTAssertEqual(BudgetLine.carried(goal: 30_000, actuals: [20_000, 45_000], rollover: .none), 0)
        XCTAssertEqual(BudgetLine.carried(goal: 30_000, actuals: [20_000, 45_000], rollover: .surplus), 0, "10,000 left, then 5,000 over: no deficit carried")
        XCTAssertEqual(BudgetLine.carried(goal: 30_000, actuals: [20_000, 35_000], rollover: .surplus), 5_000)
        XCTAssertEqual(BudgetLine.carried(goal: 30_000, actuals: [20_000, 45_000], rollover: .both), -5_000)
        XCTAssertEqual(BudgetLine.carried(goal: 30_000, actuals: [], rollover: .both), 0)
    }

    func testAMonthUnderWayShowsItsPaceAndStatus() throws {
        let monthly = budget(.month, 30_000, rollover: .surplus, from: YearMonth(year: 2026, month: 10))
        let periods = monthly.value.periods(through: .month(year: 2026, month: 11)!)
        XCTAssertEqual(periods.map(\.from.description), ["2026-10-01", "2026-11-01"])
        let today = CivilDate(iso: "2026-11-29")!
        let line = try XCTUnwrap(BudgetLine.compute(
            budget: monthly, periods: periods, actuals: [25_000, 21_400], committed: 8_800, unconverted: 0, today: today))
        XCTAssertEqual(line.rollover.minorUnits, 5_000)
        XCTAssertEqual(line.available.minorUnits, 35_000)
        XCTAssertEqual(line.shareTenThousandths, 6114)
        XCTAssertEqual(line.percent, 61)
        XCTAssertEqual(line.left.minorUnits, 4_800)
        XCTAssertEqual(line.leftPerDay?.minorUnits, 2_400, "two days left: the 29th and 30th")
        XCTAssertEqual(line.status, .ok)
        let near = try XCTUnwrap(BudgetLine.compute(
            budget: monthly, periods: periods, actuals: [30_000, 24_000], committed: 0, unconverted: 0, today: today))
        XCTAssertEqual(near.status, .near, "exactly 80 %")
        let over = try XCTUnwrap(BudgetLine.compute(
            budget: monthly, periods: periods, actuals: [30_000, 30_001], committed: 0, unconverted: 0, today: today))
        XCTAssertEqual(over.status, .over)
        XCTAssertEqual(over.leftPerDay?.minorUnits, 0, "nothing left is never a negative pace")
        let past = try XCTUnwrap(BudgetLine.compute(
            budget: monthly, periods: Array(periods.prefix(1)), actuals: [1], committed: 0, unconverted: 0, today: today))
        XCTAssertNil(past.leftPerDay, "a month that is over has no pace")
    }

    func testAYearUnderWayIsMeasuredAgainstItsProratedGoal() throws {
        let yearly = budget(.year, 365_000, from: YearMonth(year: 2026, month: 4))
        let periods = yearly.value.periods(through: .month(year: 2026, month: 11)!)
        XCTAssertEqual(periods.count, 1)
        let line = try XCTUnwrap(BudgetLine.compute(
            budget: yearly, periods: [.year(2026)!], actuals: [300_000], committed: 0, unconverted: 0,
            today: CivilDate(iso: "2026-11-29")!))
        XCTAssertEqual(line.prorated?.days, 333)
        XCTAssertEqual(line.prorated?.of, 365)
        XCTAssertEqual(line.measuredGoal.minorUnits, 333_000)
        XCTAssertEqual(line.status, .near, "300,000 of 333,000 is 90 %")
        XCTAssertEqual(line.leftPerDay?.minorUnits, 65_000 / 33)
        XCTAssertTrue(yearly.value.periods(through: .year(2025)!).isEmpty, "before the budget starts")
    }
}
