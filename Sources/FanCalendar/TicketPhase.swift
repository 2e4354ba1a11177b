/// Where a sales phase stands: planned → applied → won | lost → paid → issued, or cancelled.
/// A change must take exactly one of those steps (paid straight after applied is refused), so
/// the state always says what the fan did, and what is left to do follows from it.
///
/// The raw value is the name in JSON, exports and on the command line; `code` is what the
/// database keeps. Both are written out, so reordering or renaming a case remaps nothing.
package enum PhaseState: String, Sendable, CaseIterable {
    case planned = "planned"
    case applied = "applied"
    case won = "won"
    case lost = "lost"
    case paid = "paid"
    case issued = "issued"
    case cancelled = "cancelled"

    /// The stable code kept in the database (`ticket_phases.state`); a new state takes the next
    /// unused code.
    package var code: Int {
        switch self {
        case .planned: 0
        case .applied: 1
        case .won: 2
        case .lost: 3
        case .paid: 4
        case .issued: 5
        case .cancelled: 6
        }
    }

    package init?(code: Int) {
        guard let match = PhaseState.allCases.first(where: { $0.code == code }) else { return nil }
        self = match
    }

    /// The states one step away. Cancelling is possible until the phase is over (lost or
    /// already cancelled); after paying it keeps the spending record, as the money is gone.
    package var next: [PhaseState] {
        switch self {
        case .planned: [.applied, .cancelled]
        case .applied: [.won, .lost, .cancelled]
        case .won: [.paid, .cancelled]
        case .paid: [.issued, .cancelled]
        case .issued: [.cancelled]
        case .lost, .cancelled: []
        }
    }

    /// Whether a phase in this state still waits for a moment of its own (see
    /// `TicketPhase.pendingMoments`): a store reads only the tickets with such a phase, or a show
    /// to come, for `due` and the calendars' deadlines.
    package var waitsForAMoment: Bool {
        switch self {
        case .planned, .applied, .won, .paid: true
        case .issued, .lost, .cancelled: false
        }
    }

    /// The state's name for people.
    package var displayName: LocalizedText {
        switch self {
        case .planned: LocalizedText(en: "planned", ja: "申込予定", de: "geplant")
        case .applied: LocalizedText(en: "applied", ja: "申込済", de: "beworben")
        case .won: LocalizedText(en: "won", ja: "当選", de: "gewonnen")
        case .lost: LocalizedText(en: "lost", ja: "落選", de: "verloren")
        case .paid: LocalizedText(en: "paid", ja: "入金済", de: "bezahlt")
        case .issued: LocalizedText(en: "issued", ja: "発券済", de: "ausgegeben")
        case .cancelled: LocalizedText(en: "cancelled", ja: "キャンセル", de: "storniert")
        }
    }

    /// Whether the fan holds (or is about to hold) a seat: the show is theirs to attend.
    package var holdsTicket: Bool { self == .won || self == .paid || self == .issued }

    /// Whether the phase can still lead to a seat (not lost, not cancelled).
    package var isActive: Bool { self != .lost && self != .cancelled }
}

/// A date-time field of a phase, or the show, named as the command line names it.
package enum PhaseField: String, Sendable, CaseIterable {
    case applyOpen = "apply_open"
    case applyClose = "apply_close"
    case result
    case payBy = "pay_by"
    case issueOpen = "issue_open"
    case issueClose = "issue_close"
    case show

    /// The option that sets it (`--pay-by`), for messages.
    package var option: String {
        switch self {
        case .applyOpen: "--apply FROM"
        case .applyClose: "--apply TO"
        case .result: "--result"
        case .payBy: "--pay-by"
        case .issueOpen: "--issue FROM"
        case .issueClose: "--issue TO"
        case .show: "--show"
        }
    }
}

/// One sales phase of a ticket (FC先行, オフィシャル先行, 一般…): its deadlines, its price and
/// its state. Deadlines are moments; a deadline given as a bare date means 23:59 that day in the
/// home zone (the start of a window, 00:00), decided where the text is read.
package struct TicketPhase: Sendable, Hashable {
    /// Free text, unique within its ticket: with its ticket, what names the phase (the store
    /// writes a ticket's phases again on each change, so a row id would not last).
    package var name: String
    package var state: PhaseState
    package var applyOpen: ZonedDateTime?
    package var applyClose: ZonedDateTime?
    /// When the result (当落) is announced.
    package var result: ZonedDateTime?
    /// The payment deadline (入金締切).
    package var payBy: ZonedDateTime?
    /// The issue window (発券).
    package var issueOpen: ZonedDateTime?
    package var issueClose: ZonedDateTime?
    /// How the fan pays: `card`, `konbini`, `bank`… (free text; `card` is charged automatically).
    package var method: String?
    /// The price of one seat; nil when not known yet.
    package var price: Money?
    /// Seats applied for (at least 1).
    package var count: Int
    /// System, issuing and delivery fees, summed, in the price's currency.
    package var fees: Money
    /// Who the other seats are for.
    package var companions: [String]
    /// The spending record winning created; nil before winning, or after it was removed.
    package var recordID: Int64?
    /// When the fan marked the phase won (`ticket won`); nil before, or when not known (a phase
    /// read from a calendar file).
    package var markedWon: ZonedDateTime?
    /// When the fan marked the phase paid (`ticket paid`); nil before, or when not known.
    package var markedPaid: ZonedDateTime?

    package init(
        name: String, state: PhaseState = .planned, applyOpen: ZonedDateTime? = nil,
        applyClose: ZonedDateTime? = nil, result: ZonedDateTime? = nil, payBy: ZonedDateTime? = nil,
        issueOpen: ZonedDateTime? = nil, issueClose: ZonedDateTime? = nil, method: String? = nil,
        price: Money? = nil, count: Int = 1, fees: Money, companions: [String] = [], recordID: Int64? = nil,
        markedWon: ZonedDateTime? = nil, markedPaid: ZonedDateTime? = nil
    ) {
        self.name = name
        self.state = state
        self.applyOpen = applyOpen
        self.applyClose = applyClose
        self.result = result
        self.payBy = payBy
        self.issueOpen = issueOpen
        self.issueClose = issueClose
        self.method = method
        self.price = price
        self.count = count
        self.fees = fees
        self.companions = companions
        self.recordID = recordID
        self.markedWon = markedWon
        self.markedPaid = markedPaid
    }

    /// The currency of the price and fees.
    package var currency: Currency { price?.currency ?? fees.currency }

    /// What the phase costs if won: price × count + fees; nil when the price is not known.
    package var total: Money? {
        guard let price else { return nil }
        return Money(minorUnits: price.minorUnits * Int64(count) + fees.minorUnits, currency: price.currency)
    }

    /// Whether the payment is charged without the fan doing anything (a card on file).
    package var paysAutomatically: Bool { method.flatMap(PaymentMethod.init(typed:)) == .card }

    /// Whether the fan pays by the payment deadline themselves: not a card (which charges
    /// itself) and not a phase lost or cancelled (nothing is ever paid). Only such a phase puts
    /// its payment deadline into an exported calendar.
    package var fanPaysByDeadline: Bool { !paysAutomatically && state != .lost && state != .cancelled }

    /// The day the phase's money counts on in budgets and totals, as Zaim, MoneyForward and a
    /// card statement book a ticket: when it is paid, not on the show's day. A card is charged
    /// when the result comes (the result's day); otherwise the day it was marked paid, or the
    /// payment deadline if that is earlier (a phase not yet paid counts on its deadline); without
    /// either, the day it was marked won. Days in the zone the moments were entered in (the
    /// home zone). Nil when none of those is known: the spending record's own day then.
    package var moneyDay: CivilDate? {
        if paysAutomatically { return (result ?? markedWon)?.local().date }
        let paid = [markedPaid, payBy].compactMap { $0 }.min { $0.instant < $1.instant }
        return (paid ?? markedWon)?.local().date
    }

    /// The phase's moments by field, in the order they happen.
    package var moments: [(field: PhaseField, at: ZonedDateTime)] {
        let fields: [(PhaseField, ZonedDateTime?)] = [
            (.applyOpen, applyOpen), (.applyClose, applyClose), (.result, result), (.payBy, payBy),
            (.issueOpen, issueOpen), (.issueClose, issueClose),
        ]
        return fields.compactMap { field, at in at.map { (field, $0) } }
    }

    /// Checks that the moments come in their order: the application window opens before it
    /// closes, the result comes after it closes, payment after the result, the issue window
    /// after the result and open before it closes, and all of them no later than the show's day.
    /// - Parameter showDayEnd: the last second of the show's day; nil to leave it out.
    /// - Throws: `TicketError.outOfOrder` naming the first pair out of order.
    package func checkOrder(showDayEnd: ZonedDateTime?) throws(TicketError) {
        let pairs: [(PhaseField, ZonedDateTime?, PhaseField, ZonedDateTime?)] = [
            (.applyOpen, applyOpen, .applyClose, applyClose),
            (.applyClose, applyClose, .result, result),
            (.applyOpen, applyOpen, .result, result),
            (.result, result, .payBy, payBy),
            (.applyClose, applyClose, .payBy, payBy),
            (.result, result, .issueOpen, issueOpen),
            (.issueOpen, issueOpen, .issueClose, issueClose),
            (.result, result, .issueClose, issueClose),
        ]
        for (earlierField, earlier, laterField, later) in pairs {
            if let earlier, let later, later.instant < earlier.instant {
                throw .outOfOrder(later: laterField, laterAt: later, earlier: earlierField, earlierAt: earlier)
            }
        }
        guard let showDayEnd else { return }
        for (field, at) in moments where at.instant > showDayEnd.instant {
            throw .outOfOrder(later: .show, laterAt: showDayEnd, earlier: field, earlierAt: at)
        }
    }
}
