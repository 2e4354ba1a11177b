import FanCalendar
import FanCalendarStore
import XCTest

final class MoneyStoreTests: XCTestCase {
    let usd = Currency(code: "USD")!

    func rate(_ date: String, _ text: String) throws -> ExchangeRate {
        ExchangeRate(date: CivilDate(iso: date)!, currency: usd, base: .jpy, rate: try ExactDecimal.parse(text), source: .manual)
    }

    func testARateForTheSameDayReplacesTheOld() throws {
        let store = try RecordStore(location: .memory)
        try store.save(rates: [try rate("2026-01-01", "140"), try rate("2026-05-01", "150.5")])
        try store.save(rates: [try rate("2026-05-01", "151")])
        XCTAssertEqual(try store.rates().map(\.rate.description), ["140", "151"])
        let latest = try store.latestRates()
        XCTAssertEqual(latest.count, 1)
        XCTAssertEqual(latest[0].latest.rate.description, "151")
        XCTAssertEqual(latest[0].first, CivilDate(iso: "2026-01-01"))
        XCTAssertEqual(latest[0].count, 2)
        XCTAssertTrue(try store.rates(among: [.jpy, Currency(code: "EUR")!]).isEmpty)
    }

    func testForeignSpendingGroupsRecordsThatConvertAlike() throws {
        let store = try RecordStore(location: .memory)
        let day = CivilDate(iso: "2026-06-01")!
        for (index, charged) in [nil, nil, Money(minorUnits: 830, currency: .jpy)].enumerated() {
            try store.insert(
                Record(uid: "u\(index)", date: day, title: "t", amount: Money(minorUnits: 550, currency: usd), charged: charged),
                now: 0)
        }
        try store.insert(Record(uid: "home", date: day, title: "t", amount: Money(minorUnits: 900, currency: .jpy)), now: 0)
        let foreign = try store.foreignSpending(matching: RecordFilter(from: day, to: day), home: .jpy)
        XCTAssertEqual(foreign.map(\.count).sorted(), [1, 2])
        XCTAssertEqual(foreign.first { $0.charged != nil }?.charged, Money(minorUnits: 830, currency: .jpy))
        XCTAssertEqual(try store.total(matching: RecordFilter(from: day, to: day), currency: .jpy).amount.minorUnits, 900)
    }

    func testAReimportKeepsTheChargedAmount() throws {
        let store = try RecordStore(location: .memory)
        var record = Record(
            uid: "e@x", date: CivilDate(iso: "2026-06-01")!, title: "t", amount: Money(minorUnits: 550, currency: usd),
            charged: Money(minorUnits: 830, currency: .jpy))
        let saved = try store.insert(record, now: 0)
        record.charged = nil
        record.title = "renamed"
        record.sequence = 1
        XCTAssertEqual(try store.store(imported: record, lastModified: nil, now: 1), .updated)
        let updated = try XCTUnwrap(try store.record(id: saved.id!))
        XCTAssertEqual(updated.title, "renamed")
        XCTAssertEqual(updated.charged, Money(minorUnits: 830, currency: .jpy))
    }
}
