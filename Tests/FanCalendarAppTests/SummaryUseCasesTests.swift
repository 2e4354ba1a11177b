import FanCalendar
import FanCalendarApp
import FanCalendarStore
import TestSupport
import XCTest

/// `summary` and `chart` each get everything they show from one use case.
final class SummaryUseCasesTests: XCTestCase {
    private let today = CivilDate(iso: "2026-11-15")!

    private func store() throws -> StoreWriter {
        let store = try StoreWriter(location: .memory)
        _ = try store.insert(
            Record(
                uid: "u1", date: CivilDate(iso: "2026-11-03")!, title: "Dome", category: .live, artist: "LUNA",
                amount: Money(minorUnits: 8000, currency: .jpy)), now: 0)
        return store
    }

    private func request(_ period: ReportPeriod) -> SummaryRequest {
        SummaryRequest(period: period, category: nil, artist: nil, grouping: nil, home: .jpy)
    }

    func testASummaryCarriesTheBudgetsOfItsPeriodOnlyWhenAskedAndStored() throws {
        let store = try store()
        let november = try XCTUnwrap(ReportPeriod.month(year: 2026, month: 11))
        let unasked: () throws -> Currency = {
            XCTFail("the home currency is asked for only when a budget is stored")
            return .jpy
        }
        let bare = try SummaryUseCases.summary(request(november), budgets: true, budgetHome: unasked, today: today, store: store)
        XCTAssertEqual(bare.report.totals.map(\.amount), [Money(minorUnits: 8000, currency: .jpy)])
        XCTAssertEqual(bare.budgets.count, 0)
        _ = try BudgetUseCases.set(
            goalText: "30,000", monthly: true, yearly: false, category: nil, artist: nil, from: nil, rollover: .none,
            home: .jpy, language: .en, today: today, now: 0, store: { store })
        let month = try SummaryUseCases.summary(request(november), budgets: true, budgetHome: { .jpy }, today: today, store: store)
        XCTAssertEqual(month.budgets.map(\.actual.minorUnits), [8000])
        let year = try SummaryUseCases.summary(
            request(try XCTUnwrap(ReportPeriod.year(2026))), budgets: true, budgetHome: { .jpy }, today: today, store: store)
        XCTAssertEqual(year.budgets.count, 0, "a year's report counts only yearly budgets")
        let table = try SummaryUseCases.summary(request(november), budgets: false, budgetHome: unasked, today: today, store: store)
        XCTAssertEqual(table.budgets.count, 0)
        XCTAssertEqual(table.report.totals, month.report.totals)
    }

    func testAChartCarriesEachArtistsColorByName() throws {
        let store = try store()
        _ = try store.insert(artist: Artist(name: "LUNA", color: RGBColor(red: 0x7F, green: 0xB2, blue: 0xE5)))
        _ = try store.insert(artist: Artist(name: "AOI"))
        let chart = try SummaryUseCases.chart(request(try XCTUnwrap(ReportPeriod.year(2026))), store: store)
        XCTAssertEqual(chart.artistColors, ["LUNA": RGBColor(red: 0x7F, green: 0xB2, blue: 0xE5)])
        XCTAssertEqual(chart.report.totals.map(\.amount), [Money(minorUnits: 8000, currency: .jpy)])
    }
}
