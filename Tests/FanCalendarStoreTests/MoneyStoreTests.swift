import FanCalendar
import FanCalendarStore
import XCTest

final class MoneyStoreTests: XCTestCase {
    let usd = Currency(code: "USD")!

    func rate(_ date: String, _ text: String) throws -> ExchangeRate {
        ExchangeRate(date: CivilDate(iso: date)!, currency: usd, base: .jpy, rate: try ExactDecimal.parse(text), source: .manual)
    }

    func testARateForTheSameDayReplacesTheOld() throws {
        let store = try StoreWriter(location: .memory)
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
        let store = try StoreWriter(location: .memory)
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

    func testAnUnconvertibleCurrencyIsSummedLikeTheRowsAndChargedRecordsStayApart() throws {
        let store = try StoreWriter(location: .memory)
        let twd = Currency(code: "TWD")!
        let records = [
            ("2026-06-01", 550, usd, nil), ("2026-06-01", 550, usd, nil), ("2026-06-02", 700, twd, nil),
            ("2026-06-03", 700, twd, nil), ("2026-07-01", 100, twd, "Aoi"), ("2026-07-02", 900, .jpy, nil),
        ]
        for (index, (day, minor, currency, artist)) in records.enumerated() {
            try store.insert(
                Record(
                    uid: "u\(index)", date: CivilDate(iso: day)!, title: "t", artist: artist,
                    amount: Money(minorUnits: Int64(minor), currency: currency)),
                now: 0)
        }
        try store.insert(
            Record(
                uid: "charged", date: CivilDate(iso: "2026-06-04")!, title: "t", amount: Money(minorUnits: 300, currency: twd),
                charged: Money(minorUnits: 1200, currency: .jpy)),
            now: 0)
        let (from, to) = (CivilDate(iso: "2026-01-01")!, CivilDate(iso: "2026-12-31")!)
        XCTAssertEqual(try store.currencies(from: from, to: to), [.jpy, usd, twd])
        let scan = try store.spendingLargestAndForeign(from: from, to: to, home: .jpy, bySub: false, unconvertible: [twd])
        XCTAssertEqual(
            scan.unconvertible.map { "\($0.month) \($0.artist ?? "-") \($0.amount.minorUnits) \($0.count)" }, ["6 - 1400 2", "7 Aoi 100 1"])
        XCTAssertEqual(scan.foreign.map(\.amount.currency), [twd, usd], "the charged record, then the grouped ones")
        XCTAssertEqual(scan.foreign.map(\.count), [1, 2])
        XCTAssertEqual(scan.rows.reduce(0) { $0 + $1.count }, 7, "the rows hold every record")
    }

    func testAReimportKeepsTheChargedAmount() throws {
        let store = try StoreWriter(location: .memory)
        var record = Record(
            uid: "e@x", date: CivilDate(iso: "2026-06-01")!, title: "t", amount: Money(minorUnits: 550, currency: usd),
            charged: Money(minorUnits: 830, currency: .jpy))
        let saved = try store.insert(record, now: 0)
        record.charged = nil
        record.title = "renamed"
        record.sequence = 1
        XCTAssertEqual(try store.store(imported: record, lastModified: nil, now: 1), .updated)
        let updated = try XCTUnwrap(try store.record(id: saved.id))
        XCTAssertEqual(updated.title, "renamed")
        XCTAssertEqual(updated.charged, Money(minorUnits: 830, currency: .jpy))
    }
}
