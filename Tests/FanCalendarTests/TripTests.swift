import FanCalendar
import XCTest

/// Members, expenses and their splits: exact to the minor unit, the same on every run.
final class TripTests: XCTestCase {
    let day = CivilDate(iso: "2026-12-24")!
    let members = ["Aoi", "Mei", "Rin"]

    func yen(_ amount: Int64) -> Money { Money(minorUnits: amount, currency: .jpy) }

    func expense(
        _ amount: Int64, payers: [(member: String, amount: Int64?)], _ kind: TripSplitKind = .equal,
        _ split: [TripPart]? = nil, currency: Currency = .jpy
    ) throws(TripError) -> TripExpense {
        try TripExpense(
            uid: "e", date: day, title: "x", category: .live, amount: Money(minorUnits: amount, currency: currency),
            payers: payers, splitKind: kind, split: split ?? members.map { TripPart($0, 1) }, members: members)
    }

    func testAnExpenseIsTravelUnlessItsSubOrTitleNamesAnotherCategory() {
        XCTAssertEqual(TripExpense.defaultCategory(title: "Hotel", sub: nil), .travel)
        XCTAssertEqual(TripExpense.defaultCategory(title: "Dinner", sub: nil), .travel)
        XCTAssertEqual(TripExpense.defaultCategory(title: "Dinner", sub: "hotel"), .travel)
        XCTAssertEqual(TripExpense.defaultCategory(title: "Dome", sub: "ticket"), .live)
        XCTAssertEqual(TripExpense.defaultCategory(title: "チケット", sub: nil), .live)
        XCTAssertEqual(TripExpense.defaultCategory(title: "グッズ", sub: nil), .goods)
        XCTAssertEqual(TripExpense.defaultCategory(title: "Hotel", sub: "merch"), .goods, "the sub-category comes first")
    }

    func testAnEqualSplitOfOneYenTooManyGoesToTheFirstMember() throws {
        let shares = try expense(10_000, payers: [("Rin", nil)]).shares
        XCTAssertEqual(shares, [TripPart("Aoi", 3334), TripPart("Mei", 3333), TripPart("Rin", 3333)])
    }

    func testSharesAndExactSplitsAndSeveralPayers() throws {
        let byShares = try expense(42_000, payers: [("Mei", 28_000), ("rin", nil)], .shares, [TripPart("Rin", 2), TripPart("Aoi", 1), TripPart("Mei", 1)])
        XCTAssertEqual(byShares.payers, [TripPart("Mei", 28_000), TripPart("Rin", 14_000)], "names as the trip spells them, in member order")
        XCTAssertEqual(byShares.shares, [TripPart("Aoi", 10_500), TripPart("Mei", 10_500), TripPart("Rin", 21_000)])
        let exact = try expense(9000, payers: [("Aoi", nil)], .exact, [TripPart("Aoi", 2000), TripPart("Mei", 7000)])
        XCTAssertEqual(exact.shares, [TripPart("Aoi", 2000), TripPart("Mei", 7000)])
        let rest = try expense(10_000, payers: [("Aoi", 4000), ("Mei", nil), ("Rin", nil)])
        XCTAssertEqual(rest.payers.map(\.value), [4000, 3000, 3000], "payers without an amount share the rest")
        XCTAssertTrue(rest.isConsistent)
    }

    func testBadExpensesAreRefusedWithTheReason() {
        func refusal(_ body: () throws(TripError) -> TripExpense) -> TripError? {
            do { _ = try body(); return nil } catch { return error }
        }
        XCTAssertEqual(refusal { () throws(TripError) in try expense(30_000, payers: [("Aoi", 20_000), ("Mei", 5000)]) },
                       .paidByMismatch(total: yen(30_000), paid: yen(25_000)))
        XCTAssertEqual(refusal { () throws(TripError) in try expense(30_000, payers: [("Aoi", nil)], .shares, [TripPart("Yuki", 1)]) },
                       .unknownMember("Yuki"))
        XCTAssertEqual(refusal { () throws(TripError) in try expense(9000, payers: [("Aoi", nil)], .exact, [TripPart("Aoi", 2000), TripPart("Mei", 6000)]) },
                       .exactMismatch(total: yen(9000), sum: yen(8000)))
        XCTAssertEqual(refusal { () throws(TripError) in try expense(0, payers: [("Aoi", nil)]) }, .zeroAmount)
        XCTAssertEqual(refusal { () throws(TripError) in try expense(100, payers: [("Aoi", nil), ("aoi", nil)]) }, .repeatedMember("Aoi"))
        XCTAssertEqual(refusal { () throws(TripError) in try expense(100, payers: [("Aoi", 100), ("Mei", nil)]) },
                       .paidByMismatch(total: yen(100), paid: yen(100)), "the rest for Mei would be nothing")
        XCTAssertEqual(refusal { () throws(TripError) in try expense(100, payers: [("Aoi", nil)], .shares, [TripPart("Aoi", 0)]) },
                       .badWeight("Aoi"))
        XCTAssertEqual(refusal { () throws(TripError) in try expense(100, payers: []) }, .noPayer)
    }

    func testMemberNamesMayNotHoldListSeparators() {
        XCTAssertEqual(try TripMember.validName("  Aoi "), "Aoi")
        for bad in ["", "  ", "A,B", "A=1", "a\nb"] {
            XCTAssertThrowsError(try TripMember.validName(bad)) { XCTAssertEqual($0 as? TripError, .badMemberName(bad)) }
        }
    }
}
