import FanCalendar
import FanCalendarApp
import FanCalendarStore
import XCTest

final class BudgetUseCasesTests: XCTestCase {
    let krw = Currency(code: "KRW")!
    let today = CivilDate(iso: "2026-11-29")!

    /// Pending tickets, as the ticket feature will report them.
    struct PendingTickets: CommittedSpending {
        let amount: Int64
        func committed(from: CivilDate, to: CivilDate, today: CivilDate, scope: BudgetScope, home: Currency) throws -> Int64 {
            scope == .artist("SEVENTEEN") && from <= CivilDate(iso: "2026-11-30")! && to >= from ? amount : 0
        }
    }

    func add(_ date: String, _ amount: Int64, _ currency: Currency, artist: String?, store: StoreWriter) throws {
        try store.insert(
            Record(
                uid: "\(date)-\(amount)", date: CivilDate(iso: date)!, title: "x", category: .goods, artist: artist,
                amount: Money(minorUnits: amount, currency: currency)), now: 0)
    }

    func testActualIsConvertedSpendingInScopeAndCommittedComesFromTheSeam() throws {
        let store = try StoreWriter(location: .memory)
        try add("2026-11-03", 8000, .jpy, artist: "SEVENTEEN", store: store)
        try add("2026-11-10", 100_000, krw, artist: "seventeen", store: store)
        try add("2026-11-11", 5000, .jpy, artist: "AOI", store: store)
        try add("2026-11-12", 7000, Currency(code: "TWD")!, artist: "SEVENTEEN", store: store)
        _ = try RateUseCases.add(currency: krw, rateText: "0.1085", language: .en, date: CivilDate(iso: "2026-01-01")!, home: .jpy, now: 0, store: { store })
        _ = try BudgetUseCases.set(
            goalText: "30,000", monthly: true, yearly: false, category: nil, artist: "SEVENTEEN", from: nil,
            rollover: .none, home: .jpy, language: .en, today: today, now: 0, store: { store })
        let lines = try BudgetUseCases.report(
            .month(YearMonth(year: 2026, month: 11)), home: .jpy, today: today,
            committed: PendingTickets(amount: 12_000), store: store)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines[0].actual.minorUnits, 8000 + 10_850, "the AOI record is out of scope")
        XCTAssertEqual(lines[0].unconverted, 1, "TWD has no rate")
        XCTAssertEqual(lines[0].committed.minorUnits, 12_000)
        XCTAssertEqual(lines[0].left.minorUnits, 30_000 - 18_850 - 12_000)
        let none = try BudgetUseCases.report(
            .month(YearMonth(year: 2026, month: 11)), home: .jpy, today: today, committed: NothingCommitted(), store: store)
        XCTAssertEqual(none[0].committed.minorUnits, 0)
    }

    func testBadInputNeverOpensTheStore() {
        let never: () throws -> StoreWriter = {
            XCTFail("the store was opened")
            return try StoreWriter(location: .memory)
        }
        for (monthly, yearly, goal, artist) in [
            (false, false, "30000", nil), (true, true, "30000", nil), (true, false, "0", nil), (true, false, "abc", nil),
            (true, false, "-5", nil), (true, false, "300", "A"),
        ] as [(Bool, Bool, String, String?)] {
            XCTAssertThrowsError(
                try BudgetUseCases.set(
                    goalText: goal, monthly: monthly, yearly: yearly, category: artist == nil ? nil : .live, artist: artist,
                    from: nil, rollover: .none, home: .jpy, language: .en, today: today, now: 0, store: never)
            ) { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2, "\(goal) \(monthly) \(yearly)")
            }
        }
        for rate in ["0", "-1", "1.23456789012", "x"] {
            XCTAssertThrowsError(
                try RateUseCases.add(currency: krw, rateText: rate, language: .en, date: today, home: .jpy, now: 0, store: never)
            ) { error in XCTAssertEqual((error as? AppError)?.exitCode, 2, rate) }
        }
    }
}
