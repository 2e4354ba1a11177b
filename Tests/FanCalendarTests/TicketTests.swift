import FanCalendar
import FanCalendarZoneInfo
import XCTest

final class TicketTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    let zone = "Asia/Tokyo"

    func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> ZonedDateTime {
        ZonedDateTime(date: CivilDate(iso: date)!, time: CivilTime(hour: hour, minute: minute)!, zone: zone)!
    }

    func phase(_ name: String, _ state: PhaseState = .planned, price: Int64? = 9000, method: String? = "konbini")
        -> TicketPhase
    {
        TicketPhase(
            name: name, state: state, applyOpen: at("2026-11-20", 0), applyClose: at("2026-11-30", 23, 59),
            result: at("2026-12-01", 18), payBy: at("2026-12-03", 23, 59), issueOpen: at("2026-12-10", 10),
            issueClose: at("2026-12-20", 23, 59), method: method, price: price.map { Money(minorUnits: $0, currency: .jpy) },
            count: 1, fees: Money(minorUnits: 350, currency: .jpy))
    }

    func ticket(_ id: Int64, show: ZonedDateTime, _ phases: [TicketPhase]) -> Stored<Ticket> {
        Stored(
            id: id,
            Ticket(uid: "t\(id)@fancal", title: "Show \(id)", artist: "Aoi", venue: "Dome", show: show,
                   showHasTime: true, phases: phases))
    }

    /// Issue #32: a ticket's money counts when it is paid, as Zaim and MoneyForward book it.
    func testTheMoneyDayIsWhenItIsPaidOrTheCardIsCharged() {
        var won = phase("FC", .won)
        won.markedWon = at("2026-12-01", 19)
        XCTAssertEqual(won.moneyDay, CivilDate(iso: "2026-12-03"), "not paid yet: the payment deadline (23:59 stays that day)")
        var early = won
        early.markedPaid = at("2026-12-02", 12)
        XCTAssertEqual(early.moneyDay, CivilDate(iso: "2026-12-02"), "paid before the deadline: the day it was paid")
        var late = won
        late.markedPaid = at("2026-12-09", 9)
        XCTAssertEqual(late.moneyDay, CivilDate(iso: "2026-12-03"), "marked paid after the deadline: the deadline")
        var card = won
        card.method = "Card"
        card.markedPaid = at("2026-12-09", 9)
        XCTAssertEqual(card.moneyDay, CivilDate(iso: "2026-12-01"), "a card is charged on the result's day")
        card.result = nil
        XCTAssertEqual(card.moneyDay, CivilDate(iso: "2026-12-01"), "a card without a result: the day it was marked won")
        var open = won
        open.payBy = nil
        XCTAssertEqual(open.moneyDay, CivilDate(iso: "2026-12-01"), "no deadline, not paid: the day it was marked won")
        open.markedPaid = at("2026-12-05", 10)
        XCTAssertEqual(open.moneyDay, CivilDate(iso: "2026-12-05"), "no deadline: the day it was paid")
        var unknown = phase("FC", .applied)
        unknown.payBy = nil
        XCTAssertNil(unknown.moneyDay, "nothing known: the spending record's own day")
        let berlin = ZonedDateTime(date: CivilDate(iso: "2026-12-03")!, time: CivilTime(hour: 23, minute: 59)!, zone: "Europe/Berlin")!
        var abroad = phase("FC", .won)
        abroad.payBy = berlin
        XCTAssertEqual(abroad.moneyDay, CivilDate(iso: "2026-12-03"), "the day in the deadline's own zone, not UTC's or Tokyo's")
    }

    func testStatesMoveOneStepAtATime() throws {
        var ticket = ticket(1, show: at("2026-12-24", 18), [phase("FC")])
        XCTAssertThrowsError(try ticket.value.move(phase: 0, to: .paid)) { error in
            XCTAssertEqual(error as? TicketError, .skippedState(phase: "FC", from: .planned, to: .paid))
        }
        for state in [PhaseState.applied, .won, .paid, .issued, .cancelled] { try ticket.value.move(phase: 0, to: state) }
        XCTAssertEqual(ticket.phases[0].state, .cancelled)
        XCTAssertEqual(PhaseState.lost.next, [])
        XCTAssertEqual(PhaseState.applied.next, [.won, .lost, .cancelled])
        for state in PhaseState.allCases { XCTAssertEqual(PhaseState(code: state.code), state) }
    }

    func testThePhaseOfAStepIsTheOnlyOneThatCanTakeIt() throws {
        let ticket = ticket(1, show: at("2026-12-24", 18), [phase("FC", .applied), phase("一般")])
        XCTAssertEqual(try ticket.value.phaseIndex(for: .won, named: nil), 0)
        XCTAssertEqual(try ticket.value.phaseIndex(for: .applied, named: nil), 1)
        XCTAssertThrowsError(try ticket.value.phaseIndex(for: .cancelled, named: nil)) { error in
            XCTAssertEqual(error as? TicketError, .ambiguousPhase(["FC", "一般"]))
        }
        XCTAssertThrowsError(try ticket.value.phaseIndex(for: .paid, named: nil))
        XCTAssertThrowsError(try ticket.value.phaseIndex(for: .won, named: "FC2")) { error in
            XCTAssertEqual(error as? TicketError, .noSuchPhase("FC2", known: ["FC", "一般"]))
        }
    }

    func testDatesOutOfOrderAreRefusedNamingThePair() throws {
        let show = ticket(1, show: at("2026-12-24", 18), []).showDayEnd
        try phase("FC").checkOrder(showDayEnd: show)
        var early = phase("FC")
        early.payBy = at("2026-12-01", 12)
        XCTAssertThrowsError(try early.checkOrder(showDayEnd: show)) { error in
            guard case .outOfOrder(let later, _, let earlier, _) = error as? TicketError else { return XCTFail("\(error)") }
            XCTAssertEqual(later, .payBy)
            XCTAssertEqual(earlier, .result)
        }
        var closing = phase("FC")
        closing.result = at("2026-11-30", 12)
        XCTAssertThrowsError(try closing.checkOrder(showDayEnd: show))
        var late = phase("FC")
        late.issueClose = at("2026-12-25", 0, 0)
        XCTAssertThrowsError(try late.checkOrder(showDayEnd: show)) { error in
            guard case .outOfOrder(let later, _, let earlier, _) = error as? TicketError else { return XCTFail("\(error)") }
            XCTAssertEqual(later, .show)
            XCTAssertEqual(earlier, .issueClose)
        }
    }

    func testEachStateWaitsForItsOwnDeadline() {
        let show = at("2026-12-24", 18)
        func kinds(_ phase: TicketPhase) -> [DueItem.Kind] { ticket(1, show: show, [phase]).pendingItems.map(\.kind) }
        XCTAssertEqual(kinds(phase("FC", .planned)), [.applyClose])
        XCTAssertEqual(kinds(phase("FC", .applied)), [.result])
        XCTAssertEqual(kinds(phase("FC", .won)), [.payBy, .show])
        XCTAssertEqual(kinds(phase("FC", .won, method: "card")), [.issueOpen, .issueClose, .show], "a card pays itself")
        XCTAssertEqual(kinds(phase("FC", .paid)), [.issueOpen, .issueClose, .show])
        XCTAssertEqual(kinds(phase("FC", .issued)), [.show])
        XCTAssertEqual(kinds(phase("FC", .lost)), [])
        XCTAssertEqual(kinds(phase("FC", .cancelled)), [])
        let pay = ticket(1, show: show, [phase("FC", .won)]).pendingItems[0]
        XCTAssertEqual(pay.amount, Money(minorUnits: 9350, currency: .jpy))
        XCTAssertEqual(pay.method, "konbini")
    }

    /// `ticket list`'s next step: the first pending moment, the issue window's closing once it
    /// has opened, nothing once the ticket is issued.
    func testAPhaseWaitsNextForItsFirstPendingMoment() {
        func next(_ phase: TicketPhase, _ now: ZonedDateTime) -> DueItem.Kind? { phase.nextMoment(at: now.instant)?.kind }
        let early = at("2026-11-25", 0)
        XCTAssertEqual(next(phase("FC", .planned), early), .applyClose)
        XCTAssertEqual(next(phase("FC", .planned), at("2026-12-05", 0)), .applyClose, "still the next step once past: overdue")
        XCTAssertEqual(next(phase("FC", .won), early), .payBy)
        XCTAssertEqual(next(phase("FC", .paid), early), .issueOpen)
        XCTAssertEqual(next(phase("FC", .paid), at("2026-12-10", 9, 59)), .issueOpen)
        XCTAssertEqual(next(phase("FC", .paid), at("2026-12-10", 10)), .issueClose, "open from its first moment, as in `due`")
        XCTAssertEqual(next(phase("FC", .won, method: "card"), at("2026-12-15", 0)), .issueClose)
        XCTAssertNil(next(phase("FC", .issued), early))
        var open = phase("FC", .planned)
        open.applyClose = nil
        XCTAssertNil(next(open, early), "no closing date, nothing to wait for")
    }

    func testDueListsOverdueAndTheNextDaysSoonestFirst() {
        let tickets = [
            ticket(1, show: at("2026-12-24", 18), [phase("FC", .applied)]),
            ticket(2, show: at("2026-12-05", 18), [phase("FC", .won)]),
            ticket(3, show: at("2027-03-01", 18), [phase("FC", .planned)]),
        ]
        let now = at("2026-12-01", 0).instant
        let items = Due.items(tickets, now: now, within: 7, zone: zone)
        XCTAssertEqual(items.map(\.kind), [.applyClose, .result, .payBy, .show])
        XCTAssertEqual(items.map(\.ticketID), [3, 1, 2, 2])
        XCTAssertTrue(Due.isOverdue(items[0], now: now, zone: zone))
        XCTAssertFalse(Due.isOverdue(items[1], now: now, zone: zone))
        XCTAssertTrue(Due.needsAttention(items, now: now, zone: zone))
        XCTAssertEqual(Due.items(tickets, now: now, within: 1, zone: zone).map(\.kind), [.applyClose, .result])
        let calm = [ticket(1, show: at("2026-12-24", 18), [phase("FC", .applied)])]
        let before = at("2026-11-29", 0).instant
        XCTAssertFalse(Due.needsAttention(Due.items(calm, now: before, within: 7, zone: zone), now: before, zone: zone))
    }

    func testExposureSumsAppliedPhasesPerCurrency() {
        var euro = phase("EU", .applied)
        euro.price = Money(minorUnits: 4990, currency: Currency(code: "EUR")!)
        euro.fees = Money(minorUnits: 100, currency: Currency(code: "EUR")!)
        euro.count = 2
        let tickets = [
            ticket(1, show: at("2026-12-24", 18), [phase("FC", .applied), phase("一般", .planned), euro]),
            ticket(2, show: at("2026-12-05", 18), [phase("FC", .applied), phase("X", .won)]),
        ]
        let today = CivilDate(iso: "2026-11-29")!
        XCTAssertEqual(Due.exposure(tickets, today: today), [
            Money(minorUnits: 10080, currency: Currency(code: "EUR")!), Money(minorUnits: 18700, currency: .jpy),
        ])
        XCTAssertEqual(Due.exposure(tickets, today: today) { ticket, _ in ticket.id == 2 }, [Money(minorUnits: 9350, currency: .jpy)])
        XCTAssertEqual(
            Due.exposure(tickets, today: CivilDate(iso: "2026-12-06")!),
            [Money(minorUnits: 10080, currency: Currency(code: "EUR")!), Money(minorUnits: 9350, currency: .jpy)],
            "issue 32: the show of ticket 2 has passed, its pending application no longer counts")
        XCTAssertEqual(Due.exposure(tickets, today: CivilDate(iso: "2026-12-25")!), [])
    }

    func testTwoShowsOrAShowAndAPaymentOnOneDayClash() {
        let tickets = [
            ticket(1, show: at("2026-12-24", 18), [phase("FC", .applied)]),
            ticket(2, show: at("2026-12-24", 13), [phase("FC", .planned)]),
            ticket(3, show: at("2026-12-03", 18), []),
            ticket(4, show: at("2027-01-10", 18), [phase("FC", .won)]),
            ticket(5, show: at("2026-12-31", 18), [phase("FC", .lost)]),
            ticket(6, show: at("2026-12-31", 18), [phase("FC", .applied)]),
        ]
        let clashes = Due.clashes(tickets, zone: zone)
        XCTAssertEqual(clashes.map(\.date), [CivilDate(iso: "2026-12-03")!, CivilDate(iso: "2026-12-24")!])
        XCTAssertEqual(clashes[0].ticketIDs, [3, 4])
        XCTAssertEqual(clashes[0].items.map(\.kind), [.show, .payBy])
        XCTAssertEqual(clashes[1].ticketIDs, [1, 2])
    }

    func testWinningMakesALiveTicketRecordOnTheShowDay() {
        var second = phase("一般")
        second.count = 2
        let ticket = ticket(1, show: at("2026-12-24", 18), [phase("FC"), second])
        let record = ticket.value.spendingRecord(for: 1)
        XCTAssertEqual(record.uid, "t1@fancal-一般-spending")
        XCTAssertEqual(record.date, CivilDate(iso: "2026-12-24"))
        XCTAssertEqual(record.start, at("2026-12-24", 18))
        XCTAssertEqual(record.category, .live)
        XCTAssertEqual(record.sub, "ticket")
        XCTAssertEqual(record.artist, "Aoi")
        XCTAssertEqual(record.venue, "Dome")
        XCTAssertEqual(record.amount, Money(minorUnits: 18350, currency: .jpy))
    }

    func testPhaseChangesReadAmountsInThePhaseCurrencyAndRefuseZeroSeats() throws {
        var target = phase("FC")
        var changes = PhaseChanges()
        changes.feeTexts = ["330", "220"]
        changes.priceText = "9,500"
        changes.count = 2
        try changes.apply(to: &target)
        XCTAssertEqual(target.total, Money(minorUnits: 19550, currency: .jpy))
        var zero = PhaseChanges()
        zero.count = 0
        XCTAssertThrowsError(try zero.apply(to: &target)) { XCTAssertEqual($0 as? PhaseChangeError, .count(0)) }
        var euro = PhaseChanges()
        euro.currency = Currency(code: "EUR")
        try euro.apply(to: &target)
        XCTAssertEqual(target.price, Money(minorUnits: 950_000, currency: Currency(code: "EUR")!))
        var yen = PhaseChanges()
        yen.currency = .jpy
        yen.priceText = "49.90"
        XCTAssertThrowsError(try yen.apply(to: &target))
    }
}
