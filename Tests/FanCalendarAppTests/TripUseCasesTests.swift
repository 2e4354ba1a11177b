import FanCalendar
import FanCalendarApp
import FanCalendarStore
import Foundation
import TestSupport
import XCTest

/// The trip use cases on an in-memory store: the fan's share as records, edits that move no
/// other expense, refusals that write nothing, and trip files.
final class TripUseCasesTests: XCTestCase {
    let today = CivilDate(iso: "2026-11-29")!
    var store: StoreWriter!

    override func setUpWithError() throws { store = try StoreWriter(location: .memory) }

    @discardableResult
    func makeTrip(_ name: String = "Osaka", members: [String] = ["Aoi", "Mei", "Rin"], me: String? = "Aoi", artist: String? = "AOI")
        throws -> Stored<Trip>
    {
        try TripUseCases.create(name: name, members: members, me: me, currency: .jpy, artist: artist, now: 1, store: { self.store })
    }

    func input(
        _ title: String, _ amount: String, paidBy: [TripEntry], split: (TripSplitKind, [TripEntry])? = nil, sub: String? = nil
    ) -> TripExpenseInput {
        var input = TripExpenseInput()
        input.title = title
        input.amountText = amount
        input.paidBy = paidBy
        input.split = split
        input.sub = sub
        input.date = CivilDate(iso: "2026-12-24")
        return input
    }

    func assertInvalid(_ english: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case AppError.invalidInput(let message) = error else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertTrue(message.en.contains(english), message.en, file: file, line: line)
            XCTAssertNotEqual(message.ja, message.en, file: file, line: line)
            XCTAssertNotEqual(message.de, message.en, file: file, line: line)
        }
    }

    func testTheFansShareBecomesOneRecordPerExpenseKeptInStep() throws {
        try makeTrip()
        let (_, hotel) = try TripUseCases.addExpense(
            trip: "osaka", input("Hotel", "30,000", paidBy: [TripEntry("Mei")], sub: "hotel"), today: today, now: 2, store: store)
        var records = try store.records(matching: RecordFilter())
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(records[0].title, "Hotel (Osaka)")
        XCTAssertEqual(records[0].amount, Money(minorUnits: 10_000, currency: .jpy), "the fan's share, not the whole hotel")
        XCTAssertEqual(records[0].category, .travel, "a hotel on a trip is travel, not the show")
        XCTAssertEqual(records[0].sub, "hotel")
        XCTAssertEqual(records[0].artist, "AOI")
        XCTAssertEqual(records[0].date, CivilDate(iso: "2026-12-24"))
        XCTAssertEqual(hotel.recordID, records[0].id)

        var change = TripExpenseInput()
        change.amountText = "36000"
        _ = try TripUseCases.editExpense(trip: "Osaka", id: hotel.id, change, now: 3, store: store)
        records = try store.records(matching: RecordFilter())
        XCTAssertEqual(records.map(\.amount.minorUnits), [12_000])
        XCTAssertEqual(records[0].sequence, 1, "an edit raises the SEQUENCE, so calendar apps take it")

        // Not split with the fan: no record.
        _ = try TripUseCases.addExpense(
            trip: "Osaka", input("Taxi", "3000", paidBy: [TripEntry("Mei")], split: (.equal, [TripEntry("Mei"), TripEntry("Rin")])),
            today: today, now: 4, store: store)
        XCTAssertEqual(try store.count(), 1)

        // Another member is "me": the records follow.
        _ = try TripUseCases.members(trip: "Osaka", add: [], remove: [], me: "Rin", now: 5, store: store)
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.amount.minorUnits).sorted(), [1500, 12_000])

        _ = try TripUseCases.remove(trip: "Osaka", expenses: [hotel.id], transfers: [], now: 6, store: store)
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.title), ["Taxi (Osaka)"])
        XCTAssertNil(try TripUseCases.remove(trip: "Osaka", expenses: [], transfers: [], now: 7, store: store))
        XCTAssertEqual(try store.count(), 0, "removing the trip removes its records")
        XCTAssertEqual(try TripUseCases.list(store: store), [])
    }

    /// Random trips through the use cases: editing one expense leaves every other expense's
    /// shares exactly as they were.
    func testEditingOneExpenseChangesNoOtherExpensesShares() throws {
        var random = SeededRandom(seed: 1515)
        for tripNumber in 0..<20 {
            let names = (0..<Int.random(in: 2...8, using: &random)).map { "M\($0)" }
            let trip = try makeTrip("T\(tripNumber)", members: names, me: names[0])
            for index in 0..<10 {
                let amount = String(Int.random(in: 1...99_999, using: &random))
                let payer = names.randomElement(using: &random)!
                let among = names.filter { _ in Bool.random(using: &random) }
                let split: (TripSplitKind, [TripEntry])? =
                    among.isEmpty ? nil
                    : Bool.random(using: &random) ? (.equal, among.map { TripEntry($0) })
                    : (.shares, among.map { TripEntry($0, String(Int.random(in: 1...4, using: &random))) })
                _ = try TripUseCases.addExpense(
                    trip: trip.name, input("e\(index)", amount, paidBy: [TripEntry(payer)], split: split), today: today, now: 2,
                    store: store)
            }
            let before = try TripUseCases.show(trip: trip.name, store: store)
            let edited = before.expenses.randomElement(using: &random)!
            var change = TripExpenseInput()
            change.amountText = String(Int.random(in: 1...99_999, using: &random))
            if Bool.random(using: &random) { change.split = (.shares, names.map { TripEntry($0, String(Int.random(in: 1...3, using: &random))) }) }
            _ = try TripUseCases.editExpense(trip: trip.name, id: edited.id, change, now: 3, store: store)
            let after = try TripUseCases.show(trip: trip.name, store: store)
            for expense in before.expenses where expense.id != edited.id {
                XCTAssertEqual(after.expenses.first { $0.id == expense.id }?.shares, expense.shares)
            }
            XCTAssertEqual(after.value.balances().reduce(0) { $0 + $1.balance }, 0)
        }
    }

    func testBadInputIsRefusedAndNothingIsWritten() throws {
        var opened = false
        assertInvalid("a trip needs members") {
            _ = try TripUseCases.create(name: "X", members: [], me: nil, currency: .jpy, artist: nil, now: 1, store: {
                opened = true
                return self.store
            })
        }
        XCTAssertFalse(opened, "the store is not even opened")
        assertInvalid("Yuki is not a member") {
            _ = try TripUseCases.create(name: "X", members: ["A"], me: "Yuki", currency: .jpy, artist: nil, now: 1, store: { self.store })
        }
        try makeTrip()
        _ = try TripUseCases.addExpense(trip: "Osaka", input("Hotel", "30000", paidBy: [TripEntry("Aoi")]), today: today, now: 2, store: store)
        let before = try TripUseCases.show(trip: "Osaka", store: store)
        let records = try store.records(matching: RecordFilter())

        assertInvalid("--paid-by adds up to ¥25,000 but the expense is ¥30,000") {
            _ = try TripUseCases.addExpense(
                trip: "Osaka", input("Train", "30000", paidBy: [TripEntry("Aoi", "20000"), TripEntry("Mei", "5000")]), today: today,
                now: 3, store: store)
        }
        assertInvalid("Yuki is not a member of this trip") {
            _ = try TripUseCases.addExpense(
                trip: "Osaka", input("Train", "30000", paidBy: [TripEntry("Aoi")], split: (.shares, [TripEntry("Yuki", "1")])),
                today: today, now: 3, store: store)
        }
        assertInvalid("--exact adds up to ¥29,000 but the expense is ¥30,000") {
            _ = try TripUseCases.addExpense(
                trip: "Osaka",
                input("Train", "30000", paidBy: [TripEntry("Aoi")], split: (.exact, [TripEntry("Aoi", "10000"), TripEntry("Mei", "19,000")])),
                today: today, now: 3, store: store)
        }
        assertInvalid("--shares: 'two' for Mei is not a whole number") {
            _ = try TripUseCases.addExpense(
                trip: "Osaka", input("Train", "30000", paidBy: [TripEntry("Aoi")], split: (.shares, [TripEntry("Mei", "two")])),
                today: today, now: 3, store: store)
        }
        assertInvalid("AMOUNT: JPY has no decimals") {
            _ = try TripUseCases.addExpense(trip: "Osaka", input("Train", "1.5", paidBy: [TripEntry("Aoi")]), today: today, now: 3, store: store)
        }
        assertInvalid("Mei still has a balance of -¥10,000") {
            _ = try TripUseCases.members(trip: "Osaka", add: [], remove: ["mei"], me: nil, now: 3, store: store)
        }
        assertInvalid("¥10,001 from Mei to Aoi is more than is owed (at most ¥10,000)") {
            _ = try TripUseCases.paid(trip: "Osaka", from: "Mei", to: "Aoi", amountText: "10,001", currency: nil, language: .en, date: today, now: 3, store: store)
        }
        assertInvalid("¥100 from Mei to Rin is more than is owed (at most ¥0)") {
            _ = try TripUseCases.paid(trip: "Osaka", from: "Mei", to: "Rin", amountText: "100", currency: nil, language: .en, date: today, now: 3, store: store)
        }
        assertInvalid("a transfer from Mei to Mei") {
            _ = try TripUseCases.paid(trip: "Osaka", from: "Mei", to: "mei", amountText: "100", currency: nil, language: .en, date: today, now: 3, store: store)
        }
        assertInvalid("--charged is what the card charged in JPY") {
            var charged = input("Train", "30000", paidBy: [TripEntry("Aoi")])
            charged.chargedText = "100"
            _ = try TripUseCases.addExpense(trip: "Osaka", charged, today: today, now: 3, store: store)
        }
        XCTAssertThrowsError(try TripUseCases.show(trip: "Kyoto", store: store)) {
            XCTAssertEqual(($0 as? AppError)?.exitCode, 1)
        }
        XCTAssertEqual(try TripUseCases.show(trip: "Osaka", store: store), before)
        XCTAssertEqual(try store.records(matching: RecordFilter()), records)
    }

    func testPaidTransfersShrinkThePlanAndAMemberWithoutBalanceMayLeave() throws {
        try makeTrip()
        _ = try TripUseCases.addExpense(trip: "Osaka", input("Hotel", "30000", paidBy: [TripEntry("Aoi")]), today: today, now: 2, store: store)
        let plan = try TripUseCases.settle(trip: "Osaka", unit: 1, convert: nil, store: store).settlement.transfers
        XCTAssertEqual(plan.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" }, ["Mei→Aoi 10000", "Rin→Aoi 10000"])
        _ = try TripUseCases.paid(trip: "Osaka", from: "mei", to: "AOI", amountText: "10000", currency: nil, language: .en, date: today, now: 3, store: store)
        let after = try TripUseCases.settle(trip: "Osaka", unit: 1, convert: nil, store: store).settlement.transfers
        XCTAssertEqual(after, Array(plan.dropFirst()))
        let trip = try TripUseCases.members(trip: "Osaka", add: ["Yuki"], remove: ["Mei"], me: nil, now: 4, store: store)
        XCTAssertEqual(trip.members.map(\.name), ["Aoi", "Mei", "Rin", "Yuki"])
        XCTAssertEqual(trip.members.map(\.hasLeft), [false, true, false, false], "Mei is in the hotel: kept, marked as left")
        XCTAssertEqual(trip.activeMembers, ["Aoi", "Rin", "Yuki"])
        let removed = try TripUseCases.members(trip: "Osaka", add: [], remove: ["Yuki"], me: nil, now: 5, store: store)
        XCTAssertEqual(removed.members.map(\.name), ["Aoi", "Mei", "Rin"], "in nothing: removed")
    }

    func testImportingATripFileTwiceAddsItOnce() throws {
        try makeTrip()
        _ = try TripUseCases.addExpense(
            trip: "Osaka", input("Hotel", "30000", paidBy: [TripEntry("Aoi")], sub: "hotel"), today: today, now: 2, store: store)
        _ = try TripUseCases.paid(trip: "Osaka", from: "Rin", to: "Aoi", amountText: "10000", currency: nil, language: .en, date: today, now: 3, store: store)
        let file = try TripUseCases.export(trip: "Osaka", store: store)
        XCTAssertTrue(file.contains("\"format\" : \"fancal-trip\""), file)
        XCTAssertTrue(file.contains("\"version\" : 1"), file)

        let friend = try StoreWriter(location: .memory)
        let first = try TripUseCases.importTrip(Array(file.utf8), file: "osaka.json", me: "Mei", now: 4, store: { friend })
        XCTAssertEqual(first, TripImportReport(
            trip: "Osaka", isNew: true, membersAdded: 0, expensesAdded: 1, expensesUpdated: 0, expensesUnchanged: 0, transfersAdded: 1))
        let second = try TripUseCases.importTrip(Array(file.utf8), file: "osaka.json", me: nil, now: 5, store: { friend })
        XCTAssertEqual(second.expensesUnchanged, 1)
        XCTAssertEqual(second.expensesAdded + second.transfersAdded + second.expensesUpdated, 0)
        let mine = try TripUseCases.show(trip: "Osaka", store: store)
        let theirs = try TripUseCases.show(trip: "Osaka", store: friend)
        XCTAssertEqual(theirs.expenses.map(\.shares), mine.expenses.map(\.shares))
        XCTAssertEqual(theirs.value.balances(), mine.value.balances())
        XCTAssertEqual(theirs.me, "Mei")
        XCTAssertEqual(try friend.records(matching: RecordFilter()).map(\.amount.minorUnits), [10_000], "the friend's own share")
        XCTAssertEqual(try TripUseCases.export(trip: "Osaka", store: friend), file, "the same trip gives the same file")

        // Changed at home, imported again: updated in place.
        var change = TripExpenseInput()
        change.amountText = "33000"
        _ = try TripUseCases.editExpense(trip: "Osaka", id: mine.expenses[0].id, change, now: 6, store: store)
        let third = try TripUseCases.importTrip(
            Array(try TripUseCases.export(trip: "Osaka", store: store).utf8), file: "osaka.json", me: nil, now: 7, store: { friend })
        XCTAssertEqual(third.expensesUpdated, 1)
        XCTAssertEqual(try friend.records(matching: RecordFilter()).map(\.amount.minorUnits), [11_000])
    }

    func testFilesOfAnotherVersionOrShapeAreRefused() throws {
        try makeTrip()
        let file = try TripUseCases.export(trip: "Osaka", store: store)
        let cases: [(String, String)] = [
            (file.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"), "version 2; this fancal reads version 1"),
            ("{\"name\": \"x\"}", "is not a fancal trip file"),
            ("not json", "is not a fancal trip file"),
            (file.replacingOccurrences(of: "\"members\" : [", with: "\"members\" : [{\"left\": false, \"name\": \"Aoi\"},"), "member Aoi twice"),
        ]
        for (text, message) in cases {
            let other = try StoreWriter(location: .memory)
            XCTAssertThrowsError(try TripUseCases.importTrip(Array(text.utf8), file: "f.json", me: nil, now: 1, store: { other })) {
                guard case AppError.failure(let text) = $0 else { return XCTFail("\($0)") }
                XCTAssertTrue(text.en.contains(message), text.en)
            }
            XCTAssertEqual(try TripUseCases.list(store: other), [])
        }
        // Amounts that would overflow a balance: refused, not a crash.
        _ = try TripUseCases.addExpense(trip: "Osaka", input("Hotel", "30000", paidBy: [TripEntry("Aoi")]), today: today, now: 2, store: store)
        let huge = try TripUseCases.export(trip: "Osaka", store: store)
            .replacingOccurrences(of: "30000", with: "9000000000000000000")
            .replacingOccurrences(of: "10000", with: "3000000000000000000")
        let hostile = try StoreWriter(location: .memory)
        XCTAssertThrowsError(try TripUseCases.importTrip(Array(huge.utf8), file: "f.json", me: nil, now: 1, store: { hostile }))
        for _ in 0..<9 {
            _ = try TripUseCases.addExpense(
                trip: "Osaka", input("Gold", "100,000,000,000,000", paidBy: [TripEntry("Aoi")]), today: today, now: 2, store: store)
        }
        assertInvalid("AMOUNT: '100,000,000,000,000' is too large") {
            _ = try TripUseCases.addExpense(
                trip: "Osaka", input("Gold", "100,000,000,000,000", paidBy: [TripEntry("Aoi")]), today: today, now: 2, store: store)
        }

        // Same name, another trip: refused rather than merged into the wrong one.
        let other = try StoreWriter(location: .memory)
        _ = try TripUseCases.create(name: "Osaka", members: ["X"], me: nil, currency: .jpy, artist: nil, now: 1, store: { other })
        XCTAssertThrowsError(try TripUseCases.importTrip(Array(file.utf8), file: "f.json", me: nil, now: 1, store: { other }))
    }
}
