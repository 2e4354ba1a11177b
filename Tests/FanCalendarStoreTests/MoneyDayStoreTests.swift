import FanCalendar
import FanCalendarStore
import XCTest

/// A record's money counts on its money day (`RecordStore.spendingSource`) in every money
/// query, while lists and calendars keep its own day (issue #32).
final class MoneyDayStoreTests: XCTestCase {
    let usd = Currency(code: "USD")!

    func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    func filter(_ from: String, _ to: String, artists: [String] = []) -> RecordFilter {
        RecordFilter(from: day(from), to: day(to), artists: artists)
    }

    func testEveryMoneyQueryCountsAMovedRecordOnItsMoneyDay() throws {
        let store = try StoreWriter(location: .memory)
        let show = try store.insert(
            Record(uid: "show", date: day("2027-01-20"), title: "Tour", category: .live, artist: "AOI",
                   amount: Money(minorUnits: 9350, currency: .jpy)), now: 0)
        let abroad = try store.insert(
            Record(uid: "abroad", date: day("2027-01-20"), title: "Tour", category: .live, artist: "AOI",
                   amount: Money(minorUnits: 5000, currency: usd), charged: Money(minorUnits: 7600, currency: .jpy)), now: 0)
        try store.insert(Record(uid: "goods", date: day("2027-01-20"), title: "Goods", category: .goods,
                                amount: Money(minorUnits: 3000, currency: .jpy)), now: 0)
        for record in [show, abroad] { try store.transaction { try store.setMoneyDay(day("2026-12-03"), recordID: record.id) } }
        XCTAssertEqual(try store.moneyDay(recordID: show.id), day("2026-12-03"))
        XCTAssertEqual(try store.total(matching: filter("2026-12-01", "2026-12-31"), currency: .jpy).amount.minorUnits, 9350)
        XCTAssertEqual(try store.total(matching: filter("2027-01-01", "2027-01-31"), currency: .jpy).amount.minorUnits, 3000)
        XCTAssertEqual(
            try store.spendingTotals(from: day("2026-12-01"), to: day("2027-01-31")).map { [$0.month, Int($0.amount.minorUnits)] },
            [[12, 9350], [12, 5000], [1, 3000]], "the months by money day, from the records (day_totals keeps the show's day)")
        XCTAssertEqual(try store.daysWithSpending(from: day("2026-12-01"), to: day("2026-12-31")), [.jpy: 1, usd: 1])
        XCTAssertEqual(try store.spendingByDay(from: day("2027-01-01"), to: day("2027-01-31")).map(\.amount.minorUnits), [3000])
        let foreign = try store.foreignSpending(matching: filter("2026-12-01", "2026-12-31"), home: .jpy)
        XCTAssertEqual(foreign.map(\.date), [day("2026-12-03")], "a charged amount counts on the money day too")
        XCTAssertEqual(foreign.first?.charged, Money(minorUnits: 7600, currency: .jpy))
        XCTAssertEqual(try store.movedMoney(matching: filter("2026-12-01", "2026-12-31", artists: ["aoi"])).count, 2)
        XCTAssertEqual(try store.movedMoney(matching: filter("2027-01-01", "2027-01-31", artists: ["Other"])), [:])
        XCTAssertEqual(try store.movedMoney(matching: filter("2026-11-01", "2026-11-30")), [:])
        XCTAssertEqual(try store.records(matching: filter("2026-12-01", "2026-12-31")), [], "lists keep the show's day")
        XCTAssertEqual(try store.startingTotals(from: day("2027-01-20"), to: day("2027-01-20")).map(\.count).reduce(0, +), 3)
        try store.transaction { try store.setMoneyDay(nil, recordID: show.id) }
        XCTAssertEqual(try store.total(matching: filter("2027-01-01", "2027-01-31"), currency: .jpy).amount.minorUnits, 12350)
    }
}
