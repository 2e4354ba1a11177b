import FanCalendar
import FanCalendarApp
import FanCalendarStore
import FanCalendarZoneInfo
import TestSupport
import XCTest

final class TicketUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    let zone = "Asia/Tokyo"
    var store: StoreWriter!

    override func setUpWithError() throws { store = try StoreWriter(location: .memory) }

    func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> ZonedDateTime {
        ZonedDateTime(date: CivilDate(iso: date)!, time: CivilTime(hour: hour, minute: minute)!, zone: zone)!
    }

    /// A ticket for 2026-12-24 18:00 with phase FC (¥9,000 + ¥350, konbini) and 一般 (2 × ¥9,500).
    func addTicket() throws -> Int64 {
        let added = try TicketUseCases.add(
            title: "Winter live", artist: "Aoi", venue: "Tokyo Dome", show: at("2026-12-24", 18), showHasTime: true,
            today: CivilDate(iso: "2026-11-29")!, now: 1, store: { self.store })
        let id = added.ticket.id
        var fc = PhaseChanges()
        (fc.applyOpen, fc.applyClose) = (at("2026-11-20", 0), at("2026-11-30", 23, 59))
        (fc.result, fc.payBy) = (at("2026-12-01", 18), at("2026-12-03", 23, 59))
        (fc.priceText, fc.feeTexts, fc.method) = ("9000", ["350"], "konbini")
        _ = try TicketUseCases.addPhase(ticketID: id, name: "FC", fc, currency: .jpy, now: 2, store: store)
        var general = PhaseChanges()
        (general.priceText, general.count) = ("9500", 2)
        _ = try TicketUseCases.addPhase(ticketID: id, name: "一般", general, currency: .jpy, now: 3, store: store)
        return id
    }

    func testWinningStoresTheSpendingRecordAndEditingThePhaseUpdatesIt() throws {
        let id = try addTicket()
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .applied, at: 4, now: 4, store: store)
        XCTAssertEqual(try store.count(), 0)
        let won = try TicketUseCases.move(ticketID: id, phase: nil, to: .won, at: 5, now: 5, store: store)
        let recordID = try XCTUnwrap(won.ticket.phases[0].recordID)
        let record = try XCTUnwrap(try store.record(id: recordID))
        XCTAssertEqual(record.amount, Money(minorUnits: 9350, currency: .jpy))
        XCTAssertEqual(record.category, .live)
        XCTAssertEqual(record.sub, "ticket")
        XCTAssertEqual(record.artist, "Aoi")
        XCTAssertEqual(record.venue, "Tokyo Dome")
        XCTAssertEqual(record.start, at("2026-12-24", 18))
        XCTAssertEqual(won.notes.map(\.en), ["spending record #\(recordID) added (`fancal show \(recordID)`)"])

        var price = PhaseChanges()
        price.count = 2
        let edited = try TicketUseCases.edit(
            ticketID: id, TicketChanges(), phase: "FC", price, now: 6, store: store)
        XCTAssertEqual(edited.notes.map(\.en), ["spending record #\(recordID) updated"])
        XCTAssertEqual(try store.record(id: recordID)?.amount, Money(minorUnits: 18350, currency: .jpy))
        var moved = TicketChanges()
        moved.show = (at("2026-12-25", 17), true)
        _ = try TicketUseCases.edit(ticketID: id, moved, phase: nil, PhaseChanges(), now: 7, store: store)
        XCTAssertEqual(try store.record(id: recordID)?.date, CivilDate(iso: "2026-12-25"))
        XCTAssertEqual(try store.record(id: recordID)?.sequence, 2)
    }

    /// Issue #32: the record stays on the show's day, its money moves with the phase.
    func testTheSpendingCountsOnThePhasesMoneyDayAndFollowsItsEdits() throws {
        let id = try addTicket()
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .applied, at: 4, now: 4, store: store)
        let won = try TicketUseCases.move(
            ticketID: id, phase: "FC", to: .won, at: at("2026-12-01", 20).instant, now: 5, store: store)
        let recordID = try XCTUnwrap(won.ticket.phases[0].recordID)
        XCTAssertEqual(won.ticket.phases[0].markedWon, at("2026-12-01", 20))
        XCTAssertEqual(try store.moneyDay(recordID: recordID), CivilDate(iso: "2026-12-03"), "not paid: the deadline")
        let paid = try TicketUseCases.move(
            ticketID: id, phase: "FC", to: .paid, at: at("2026-12-05", 10).instant, now: 6, store: store)
        XCTAssertEqual(paid.ticket.phases[0].markedPaid, at("2026-12-05", 10))
        XCTAssertEqual(try store.moneyDay(recordID: recordID), CivilDate(iso: "2026-12-03"), "paid late: the deadline")
        var deadline = PhaseChanges()
        deadline.payBy = .some(at("2026-12-06", 23, 59))
        _ = try TicketUseCases.edit(ticketID: id, TicketChanges(), phase: "FC", deadline, now: 7, store: store)
        XCTAssertEqual(try store.moneyDay(recordID: recordID), CivilDate(iso: "2026-12-05"), "paid before the new deadline")
        var card = PhaseChanges()
        card.method = .some("card")
        _ = try TicketUseCases.edit(ticketID: id, TicketChanges(), phase: "FC", card, now: 8, store: store)
        XCTAssertEqual(try store.moneyDay(recordID: recordID), CivilDate(iso: "2026-12-01"), "a card: the result's day")
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .cancelled, at: 9, now: 9, store: store)
        XCTAssertEqual(try store.moneyDay(recordID: recordID), CivilDate(iso: "2026-12-01"), "kept with the paid record")
        XCTAssertEqual(try store.record(id: recordID)?.date, CivilDate(iso: "2026-12-24"))
    }

    func testCancellingKeepsAPaidRecordAndRemovesAnUnpaidOne() throws {
        let id = try addTicket()
        for state in [PhaseState.applied, .won, .paid] {
            _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: state, at: 4, now: 4, store: store)
        }
        let kept = try TicketUseCases.move(ticketID: id, phase: "FC", to: .cancelled, at: 5, now: 5, store: store)
        XCTAssertEqual(try store.count(), 1)
        XCTAssertTrue(kept.notes[0].en.contains("kept: the money was paid"), kept.notes[0].en)
        for state in [PhaseState.applied, .won] {
            _ = try TicketUseCases.move(ticketID: id, phase: "一般", to: state, at: 6, now: 6, store: store)
        }
        XCTAssertEqual(try store.count(), 2)
        let removed = try TicketUseCases.move(ticketID: id, phase: "一般", to: .cancelled, at: 7, now: 7, store: store)
        XCTAssertEqual(try store.count(), 1)
        XCTAssertTrue(removed.notes[0].en.contains("removed: nothing was paid yet"), removed.notes[0].en)
        XCTAssertNil(removed.ticket.phases[1].recordID)
    }

    func testLosingEveryPhaseCreatesNothing() throws {
        let id = try addTicket()
        for name in ["FC", "一般"] {
            _ = try TicketUseCases.move(ticketID: id, phase: name, to: .applied, at: 4, now: 4, store: store)
            _ = try TicketUseCases.move(ticketID: id, phase: name, to: .lost, at: 5, now: 5, store: store)
        }
        XCTAssertEqual(try store.count(), 0)
        XCTAssertEqual(try TicketUseCases.show(ticketID: id, store: store).phases.map(\.state), [.lost, .lost])
    }

    func testBadInputIsInvalidAndWritesNothing() throws {
        let id = try addTicket()
        let before = try store.tickets()
        func assertInvalid(_ body: () throws -> Void, _ contains: String, line: UInt = #line) {
            XCTAssertThrowsError(try body(), line: line) { error in
                guard case AppError.invalidInput(let message) = error else { return XCTFail("\(error)", line: line) }
                XCTAssertTrue(message.en.contains(contains), message.en, line: line)
                XCTAssertFalse(message.ja.isEmpty || message.de.isEmpty, line: line)
            }
            XCTAssertEqual(try store.tickets(), before, line: line)
        }
        assertInvalid({ _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .paid, at: 9, now: 9, store: self.store) },
                      "phase FC is planned; it cannot become paid")
        assertInvalid({ _ = try TicketUseCases.addPhase(ticketID: id, name: "FC", PhaseChanges(), currency: .jpy, now: 9, store: self.store) },
                      "already has a phase named FC")
        var zero = PhaseChanges()
        zero.count = 0
        assertInvalid({ _ = try TicketUseCases.addPhase(ticketID: id, name: "B", zero, currency: .jpy, now: 9, store: self.store) },
                      "--count: 0 seats")
        var backwards = PhaseChanges()
        (backwards.result, backwards.payBy) = (at("2026-12-02", 12), at("2026-12-01", 23, 59))
        assertInvalid({ _ = try TicketUseCases.addPhase(ticketID: id, name: "B", backwards, currency: .jpy, now: 9, store: self.store) },
                      "--pay-by 2026-12-01 23:59 is before --result 2026-12-02 12:00")
        XCTAssertThrowsError(try TicketUseCases.move(ticketID: 99, phase: nil, to: .won, at: 9, now: 9, store: store)) {
            guard case AppError.failure(let message) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(message.en.hasPrefix("no ticket with id 99"))
        }
    }

    func testAShowInThePastIsAddedWithAWarning() throws {
        let added = try TicketUseCases.add(
            title: "Old show", artist: nil, venue: nil, show: at("2026-01-10", 0), showHasTime: false,
            today: CivilDate(iso: "2026-11-29")!, now: 1, store: { self.store })
        XCTAssertEqual(added.warnings.map(\.en), ["warning: the show (2026-01-10) is in the past; the ticket was added anyway"])
        XCTAssertEqual(try store.tickets().count, 1)
    }

    func testCommittedCountsApplicationsOnTheDayTheirMoneyWould() throws {
        let today = CivilDate(iso: "2026-11-29")!
        let id = try addTicket()
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .applied, at: 4, now: 4, store: store)
        _ = try TicketUseCases.move(ticketID: id, phase: "一般", to: .applied, at: 4, now: 4, store: store)
        let december = (CivilDate(iso: "2026-12-01")!, CivilDate(iso: "2026-12-31")!)
        XCTAssertEqual(try TicketUseCases.committed(from: december.0, to: december.1, today: today, store: store),
                       [Money(minorUnits: 28350, currency: .jpy)])
        XCTAssertEqual(try TicketUseCases.committed(from: december.0, to: december.1, today: today, artist: "aoi", store: store).count, 1)
        XCTAssertEqual(try TicketUseCases.committed(from: december.0, to: december.1, today: today, artist: "Other", store: store), [])
        XCTAssertEqual(try TicketUseCases.committed(
            from: CivilDate(iso: "2027-01-01")!, to: CivilDate(iso: "2027-01-31")!, today: today, store: store), [])
        XCTAssertEqual(
            try TicketUseCases.committed(from: december.0, to: december.1, today: CivilDate(iso: "2026-12-25")!, store: store),
            [], "the show has passed: an application for it can no longer win")
        XCTAssertEqual(
            try TicketUseCases.committed(from: december.0, to: december.1, today: CivilDate(iso: "2026-12-24")!, store: store),
            [Money(minorUnits: 28350, currency: .jpy)], "on the show's day it still counts")
        var later = TicketChanges()
        later.show = (at("2027-01-10", 18), true)
        _ = try TicketUseCases.edit(ticketID: id, later, phase: nil, PhaseChanges(), now: 5, store: store)
        XCTAssertEqual(try TicketUseCases.committed(from: december.0, to: december.1, today: today, store: store),
                       [Money(minorUnits: 9350, currency: .jpy)], "FC would be paid by its deadline, 12/3")
        XCTAssertEqual(try TicketUseCases.committed(
            from: CivilDate(iso: "2027-01-01")!, to: CivilDate(iso: "2027-01-31")!, today: today, store: store),
            [Money(minorUnits: 19000, currency: .jpy)], "一般 has no deadline: its show's day")
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .won, at: 5, now: 5, store: store)
        XCTAssertEqual(try TicketUseCases.committed(from: december.0, to: december.1, today: today, store: store),
                       [], "a win is an actual record, no longer committed")
    }

    func testCalendarContentCarriesPendingDeadlines() throws {
        let id = try addTicket()
        _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: .applied, at: 4, now: 4, store: store)
        let december = CivilDate(iso: "2026-12-01")!...CivilDate(iso: "2026-12-31")!
        let content = try CalendarUseCases.content(days: december, agendaDays: december, store: store)
        XCTAssertEqual(content.deadlines.map(\.kind), [.result])
        XCTAssertEqual(content.deadlineCounts, [CivilDate(iso: "2026-12-01")!: 1])
    }

    /// `due` and the calendars read only the tickets something may still be due on; what they
    /// show is what every ticket gives.
    func testDueReadsOnlyTicketsStillInPlayAndShowsWhatEveryTicketGives() throws {
        var random = SeededRandom(seed: 29)
        let states: [[PhaseState]] = [
            [], [.applied], [.applied, .won], [.applied, .won, .paid], [.applied, .won, .paid, .issued],
            [.applied, .lost], [.cancelled],
        ]
        for index in 0..<60 {
            let show = at("2026-11-01", 18).instant + Int64.random(in: 0...(120 * 86_400), using: &random)
            let added = try TicketUseCases.add(
                title: "Show \(index)", artist: nil, venue: nil, show: ZonedDateTime(instant: show, zone: zone),
                showHasTime: Bool.random(using: &random), today: CivilDate(iso: "2026-11-29")!, now: 1, store: { self.store })
            var phase = PhaseChanges()
            (phase.applyOpen, phase.applyClose) = (at("2026-10-20", 0), at("2026-10-30", 23, 59))
            (phase.result, phase.payBy) = (at("2026-10-31", 18), at("2026-11-02", 23, 59))
            let issueOpen = max(at("2026-11-01", 0).instant, show - 10 * 86_400)
            (phase.issueOpen, phase.issueClose) = (ZonedDateTime(instant: issueOpen, zone: zone), ZonedDateTime(instant: show - 3_600, zone: zone))
            (phase.priceText, phase.method) = ("8000", index % 3 == 0 ? "card" : "konbini")
            let id = added.ticket.id
            _ = try TicketUseCases.addPhase(ticketID: id, name: "FC", phase, currency: .jpy, now: 2, store: store)
            for state in states[index % states.count] {
                _ = try TicketUseCases.move(ticketID: id, phase: "FC", to: state, at: 3, now: 3, store: store)
            }
        }
        let every = try store.tickets()
        let now = at("2026-11-29", 0).instant
        let pending = try store.pendingTickets(showsFrom: now - 86_400)
        XCTAssertLessThan(pending.count, every.count, "finished tickets with past shows are not read")
        let due = try TicketUseCases.due(
            now: now, within: 30, zone: zone, today: CivilDate(iso: "2026-11-29")!, home: .jpy, store: store)
        XCTAssertEqual(due.items, Due.items(every, now: now, within: 30, zone: zone))
        XCTAssertEqual(due.clashes, Due.clashes(every, zone: zone).filter { $0.date >= CivilDate(iso: "2026-11-29")! && $0.date <= CivilDate(iso: "2026-12-29")! })
        XCTAssertFalse(due.items.isEmpty)
        XCTAssertEqual(due.budgets.count, 0, "no budget is stored")
        let days = CivilDate(iso: "2026-10-01")!...CivilDate(iso: "2027-03-31")!
        XCTAssertEqual(
            try TicketUseCases.deadlines(on: days, store: store),
            every.flatMap(\.pendingItems).filter { $0.kind != .show && days.contains($0.at.local().date) }
                .sorted { $0.at.instant < $1.at.instant })
        for state in PhaseState.allCases {
            var phase = TicketPhase(
                name: "FC", state: state, applyOpen: at("2026-11-20", 0), applyClose: at("2026-11-30", 0),
                result: at("2026-12-01", 0), payBy: at("2026-12-03", 0), issueOpen: at("2026-12-10", 0),
                issueClose: at("2026-12-20", 0), method: "konbini", price: nil, count: 1,
                fees: Money(minorUnits: 0, currency: .jpy))
            XCTAssertEqual(!phase.pendingMoments.isEmpty, state.waitsForAMoment, "\(state)")
            phase.method = "card"
            XCTAssertEqual(!phase.pendingMoments.isEmpty, state.waitsForAMoment, "\(state), paid by card")
        }
    }
}
