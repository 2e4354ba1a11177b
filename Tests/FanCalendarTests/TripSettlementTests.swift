import FanCalendar
import TestSupport
import XCTest

/// Settling up: the fewest transfers, checked against a brute-force search on thousands of
/// seeded random trips; a plan that only shrinks as it is paid; rounding and conversion.
final class TripSettlementTests: XCTestCase {
    let euro = Currency(code: "EUR")!
    let day = CivilDate(iso: "2026-12-24")!

    /// A random trip: 2–12 members, 1–50 expenses in yen or euros, one to three payers (some with
    /// amounts, the last paying the rest), split equally, by weights or by exact parts.
    func randomTrip(_ random: inout SeededRandom) -> Trip {
        let names = (0..<Int.random(in: 2...12, using: &random)).map { "M\($0)" }
        var trip = Trip(uid: "t", name: "t", members: names.map { TripMember(name: $0) }, currency: .jpy)
        for index in 0..<Int.random(in: 1...50, using: &random) {
            let currency = Bool.random(using: &random) ? Currency.jpy : euro
            let amount = Int64.random(in: 1...300_000, using: &random)
            let payerNames = names.shuffled(using: &random).prefix(amount < 3 ? 1 : Int.random(in: 1...min(3, names.count), using: &random))
            var rest = amount
            var payers: [(member: String, amount: Int64?)] = []
            for (place, name) in payerNames.enumerated() {
                if place == payerNames.count - 1 {
                    payers.append((name, nil))
                } else {
                    let part = Int64.random(in: 1...max(1, rest - Int64(payerNames.count - place)), using: &random)
                    payers.append((name, part))
                    rest -= part
                }
            }
            let among = names.filter { _ in Bool.random(using: &random) }
            let splitMembers = among.isEmpty ? [names[0]] : among
            let kind = TripSplitKind.allCases.randomElement(using: &random)!
            var split: [TripPart]
            switch kind {
            case .equal: split = splitMembers.map { TripPart($0, 1) }
            case .shares: split = splitMembers.map { TripPart($0, Int64.random(in: 1...5, using: &random)) }
            case .exact:
                let cuts = (0..<splitMembers.count - 1).map { _ in Int64.random(in: 0...amount, using: &random) }.sorted()
                let bounds = [0] + cuts + [amount]
                split = splitMembers.indices.map { TripPart(splitMembers[$0], bounds[$0 + 1] - bounds[$0]) }
            }
            trip.add(
                try! TripExpense(
                    uid: "e\(index)", date: day, title: "e\(index)", category: .live,
                    amount: Money(minorUnits: amount, currency: currency), payers: payers, splitKind: kind, split: split,
                    members: names))
        }
        return trip
    }

    /// The fewest transfers by exhaustive search (settle the first open balance against every
    /// balance of the other sign, recursively): slow, obviously right, independent of the
    /// subset search under test.
    func bruteForceMinimum(_ balances: [Int64]) -> Int {
        var open = balances.filter { $0 != 0 }
        func search(_ start: Int) -> Int {
            var first = start
            while first < open.count && open[first] == 0 { first += 1 }
            guard first < open.count else { return 0 }
            var best = Int.max
            for other in (first + 1)..<open.count where (open[other] > 0) != (open[first] > 0) && open[other] != 0 {
                open[other] += open[first]
                best = min(best, 1 + search(first + 1))
                open[other] -= open[first]
            }
            return best
        }
        return search(0)
    }

    /// Balances after the planned transfers are made.
    func settledBalances(_ trip: Trip, _ settlement: TripSettlement) -> [TripBalance] {
        var paid = trip
        for transfer in settlement.transfers {
            paid.add(TripTransfer(uid: "p", date: day, from: transfer.from, to: transfer.to, amount: transfer.amount))
        }
        return paid.balances()
    }

    func testRandomTripsBalanceToZeroAndTheFewestTransfersClearThem() throws {
        var random = SeededRandom(seed: 15)
        var compared = 0
        for _ in 0..<2000 {
            let trip = randomTrip(&random)
            let balances = trip.balances()
            for currency in trip.currencies {
                XCTAssertEqual(balances.filter { $0.currency == currency }.reduce(0) { $0 + $1.balance }, 0, "\(currency.code) sums to zero")
            }
            for expense in trip.expenses { XCTAssertTrue(expense.isConsistent) }
            let settlement = try TripSettlement(trip: trip)
            XCTAssertTrue(settlement.isFewest)
            XCTAssertTrue(settledBalances(trip, settlement).allSatisfy { $0.balance == 0 }, "the plan clears every balance")
            XCTAssertTrue(settlement.transfers.allSatisfy { $0.amount.minorUnits > 0 && $0.from != $0.to })
            for currency in trip.currencies {
                let owing = balances.filter { $0.currency == currency }.map(\.balance)
                let planned = settlement.transfers.filter { $0.amount.currency == currency }.count
                XCTAssertLessThanOrEqual(planned, max(0, owing.filter { $0 != 0 }.count - 1))
                if trip.members.count <= 8 {
                    XCTAssertEqual(planned, bruteForceMinimum(owing), "fewest for \(owing)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 1000, "enough small trips were checked against brute force")
    }

    func testPayingTheFirstLineOfThePlanLeavesTheOtherLinesAsTheyWere() throws {
        var random = SeededRandom(seed: 1515)
        for _ in 0..<200 {
            var trip = randomTrip(&random)
            var plan = try TripSettlement(trip: trip).transfers
            while let first = plan.first {
                let part = Bool.random(using: &random) ? first.amount.minorUnits : Int64.random(in: 1...first.amount.minorUnits, using: &random)
                trip.add(
                    TripTransfer(uid: "p", date: day, from: first.from, to: first.to, amount: Money(minorUnits: part, currency: first.amount.currency)))
                var expected = plan
                if part == first.amount.minorUnits {
                    expected.removeFirst()
                } else {
                    expected[0].amount.minorUnits -= part
                    expected[0].exact.minorUnits -= part
                }
                plan = try TripSettlement(trip: trip).transfers
                XCTAssertEqual(plan, expected, "a paid line shrinks; no other line moves")
            }
            XCTAssertTrue(trip.balances().allSatisfy { $0.balance == 0 })
        }
    }

    func testATransferOffThePlanIsPlannedAroundAndStillClearsEverything() throws {
        var trip = Trip(uid: "t", name: "t", members: ["A", "B", "C"].map { TripMember(name: $0) }, currency: .jpy)
        trip.add(
            try TripExpense(
                uid: "e", date: day, title: "Hotel", category: .live, amount: Money(minorUnits: 30_000, currency: .jpy),
                payers: [("A", nil)], splitKind: .equal, split: ["A", "B", "C"].map { TripPart($0, 1) }, members: ["A", "B", "C"]))
        XCTAssertEqual(try TripSettlement(trip: trip).transfers.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" }, ["B→A 10000", "C→A 10000"])
        trip.add(TripTransfer(uid: "x", date: day, from: "C", to: "B", amount: Money(minorUnits: 10_000, currency: .jpy)))
        let plan = try TripSettlement(trip: trip)
        XCTAssertEqual(plan.transfers.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" }, ["B→A 20000"])
        XCTAssertTrue(settledBalances(trip, plan).allSatisfy { $0.balance == 0 })
    }

    func testRoundingToHundredsSaysWhoAbsorbsTheDifference() throws {
        var trip = Trip(uid: "t", name: "t", members: ["A", "B", "C"].map { TripMember(name: $0) }, currency: .jpy)
        trip.add(
            try TripExpense(
                uid: "e", date: day, title: "Dinner", category: .live, amount: Money(minorUnits: 10_000, currency: .jpy),
                payers: [("A", nil)], splitKind: .equal, split: ["A", "B", "C"].map { TripPart($0, 1) }, members: ["A", "B", "C"]))
        let exact = try TripSettlement(trip: trip)
        XCTAssertEqual(exact.transfers.map(\.amount.minorUnits), [3333, 3333])
        XCTAssertEqual(exact.absorbed, [])
        let rounded = try TripSettlement(trip: trip, unit: 100)
        XCTAssertEqual(rounded.transfers.map(\.amount.minorUnits), [3300, 3300])
        XCTAssertEqual(rounded.transfers.map(\.exact.minorUnits), [3333, 3333])
        XCTAssertEqual(rounded.absorbed, [
            .init(member: "A", amount: Money(minorUnits: 66, currency: .jpy)),
            .init(member: "B", amount: Money(minorUnits: -33, currency: .jpy)),
            .init(member: "C", amount: Money(minorUnits: -33, currency: .jpy)),
        ])
        XCTAssertThrowsError(try TripSettlement(trip: trip, unit: 50)) { XCTAssertEqual($0 as? TripError, .badRounding(50)) }
    }

    func testPayingALineRoundedUpLeavesTheOtherLinesAndOwesTheDifferenceBack() throws {
        var trip = Trip(uid: "t", name: "t", members: ["A", "B", "C"].map { TripMember(name: $0) }, currency: .jpy)
        trip.add(
            try TripExpense(
                uid: "e", date: day, title: "Hotel", category: .live, amount: Money(minorUnits: 20_000, currency: .jpy),
                payers: [("A", nil)], splitKind: .equal, split: ["A", "B", "C"].map { TripPart($0, 1) }, members: ["A", "B", "C"]))
        XCTAssertEqual(try TripSettlement(trip: trip, unit: 100).transfers.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" },
                       ["B→A 6700", "C→A 6700"])
        trip.add(TripTransfer(uid: "p", date: day, from: "B", to: "A", amount: Money(minorUnits: 6700, currency: .jpy)))
        XCTAssertEqual(try TripSettlement(trip: trip).transfers.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" },
                       ["C→A 6666", "A→B 33"], "C's line stays; A owes B what B paid beyond the exact line")
        let rounded = try TripSettlement(trip: trip, unit: 100)
        XCTAssertEqual(rounded.transfers.map { "\($0.from)→\($0.to) \($0.amount.minorUnits)" }, ["C→A 6700"])
        XCTAssertEqual(rounded.absorbed.map { "\($0.member) \($0.amount.minorUnits)" }, ["A -67", "B 33", "C 34"],
                       "A receives ¥67 more than exact; B never gets its ¥33 back; C pays ¥34 more")
    }

    func testBeyondTwentyMembersTheGreedyPlanStillSettlesAndSaysSo() throws {
        let names = (0..<25).map { "M\($0)" }
        var trip = Trip(uid: "t", name: "t", members: names.map { TripMember(name: $0) }, currency: .jpy)
        for (index, name) in names.enumerated() {
            trip.add(
                try TripExpense(
                    uid: "e\(index)", date: day, title: "x", category: .live,
                    amount: Money(minorUnits: Int64(1000 + 37 * index), currency: .jpy), payers: [(name, nil)], splitKind: .equal,
                    split: names.map { TripPart($0, 1) }, members: names))
        }
        let plan = try TripSettlement(trip: trip)
        XCTAssertFalse(plan.isFewest)
        XCTAssertTrue(settledBalances(trip, plan).allSatisfy { $0.balance == 0 })
    }

    func testZeroSumGroupsAreFoundExactly() {
        // +5 −5 and +3 +4 −7: two groups, three transfers, where greedy pairing needs four.
        let plan = TripSettlement.fewestTransfers([5, 3, 4, -5, -7])
        XCTAssertEqual(plan.lines.count, 3)
        XCTAssertTrue(plan.isFewest)
        XCTAssertEqual(TripSettlement.fewestTransfers([]).lines, [])
    }

    func testConvertingByChargedAmountsKeepsEveryExpenseAddingUp() throws {
        let won = Currency(code: "KRW")!
        var trip = Trip(uid: "t", name: "Seoul", members: ["A", "B", "C"].map { TripMember(name: $0) }, currency: .jpy)
        trip.add(
            try TripExpense(
                uid: "k", date: day, title: "Dinner", category: .live, amount: Money(minorUnits: 100_000, currency: won),
                charged: Money(minorUnits: 11_000, currency: .jpy), payers: [("B", nil)], splitKind: .equal,
                split: ["A", "B", "C"].map { TripPart($0, 1) }, members: ["A", "B", "C"]))
        trip.add(
            try TripExpense(
                uid: "j", date: day, title: "Hotel", category: .live, amount: Money(minorUnits: 30_000, currency: .jpy),
                payers: [("A", nil)], splitKind: .equal, split: ["A", "B", "C"].map { TripPart($0, 1) }, members: ["A", "B", "C"]))
        XCTAssertEqual(trip.currencies.map(\.code), ["JPY", "KRW"])
        let converted = try trip.converted(to: .jpy, using: ChargedAmountConverter())
        XCTAssertEqual(converted.currencies.map(\.code), ["JPY"])
        XCTAssertEqual(converted.expenses[0].shares.map(\.value), [3667, 3667, 3666])
        XCTAssertEqual(converted.balances().reduce(0) { $0 + $1.balance }, 0)
        XCTAssertEqual(try TripSettlement(trip: converted).transfers.count, 2)

        trip.expenses[0].charged = nil
        XCTAssertThrowsError(try trip.converted(to: .jpy, using: ChargedAmountConverter())) {
            XCTAssertEqual($0 as? TripError, .cannotConvert(title: "Dinner", amount: Money(minorUnits: 100_000, currency: won), to: .jpy))
        }
    }

    /// The seam the rates table plugs into: any converter works.
    func testAnyConverterPlugsIn() throws {
        struct Fixed: TripCurrencyConverter {
            func convert(_ amount: Money, charged: Money?, on date: CivilDate, to target: Currency) -> Money? {
                Money(minorUnits: amount.minorUnits / 10, currency: target)
            }
        }
        var trip = Trip(uid: "t", name: "t", members: ["A", "B"].map { TripMember(name: $0) }, currency: .jpy)
        trip.add(
            try TripExpense(
                uid: "k", date: day, title: "Taxi", category: .live, amount: Money(minorUnits: 20_000, currency: Currency(code: "KRW")!),
                payers: [("A", nil)], splitKind: .equal, split: ["A", "B"].map { TripPart($0, 1) }, members: ["A", "B"]))
        let plan = try TripSettlement(trip: try trip.converted(to: .jpy, using: Fixed()))
        XCTAssertEqual(plan.transfers.map { "\($0.from)→\($0.to) \($0.amount.formatted(.en))" }, ["B→A ¥1,000"])
    }
}

extension Trip {
    /// Adds an expense as the store would: with the next id.
    fileprivate mutating func add(_ expense: TripExpense) { expenses.append(Stored(id: Int64(expenses.count + 1), expense)) }

    /// Adds a transfer as the store would: with the next id.
    fileprivate mutating func add(_ transfer: TripTransfer) { transfers.append(Stored(id: Int64(transfers.count + 1), transfer)) }
}
