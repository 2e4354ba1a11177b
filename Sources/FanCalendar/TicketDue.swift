/// One thing a ticket asks of the fan at a moment: an application window closing, a result, a
/// payment deadline, an issue window, the show itself.
package struct DueItem: Sendable, Hashable {
    package enum Kind: String, Sendable, CaseIterable {
        case applyClose = "apply_close"
        case result
        case payBy = "pay_by"
        case issueOpen = "issue_open"
        case issueClose = "issue_close"
        case show
    }

    package var at: ZonedDateTime
    package var kind: Kind
    /// The show without a time of day: only `at`'s day counts.
    package var dateOnly: Bool
    package var ticketID: Int64
    package var ticketUID: String
    package var title: String
    /// The phase it belongs to (for a show: the phase that holds the seat).
    package var phase: String?
    /// For `payBy`: what to pay and how.
    package var amount: Money?
    package var method: String?

    package init(
        at: ZonedDateTime, kind: Kind, dateOnly: Bool = false, ticketID: Int64, ticketUID: String, title: String,
        phase: String?, amount: Money? = nil, method: String? = nil
    ) {
        self.at = at
        self.kind = kind
        self.dateOnly = dateOnly
        self.ticketID = ticketID
        self.ticketUID = ticketUID
        self.title = title
        self.phase = phase
        self.amount = amount
        self.method = method
    }

    /// The day it falls on in `zone`.
    package func date(in zone: String) -> CivilDate { at.local(in: zone).date }

    /// Soonest first; on one moment by kind, then ticket.
    static func precedes(_ left: DueItem, _ right: DueItem) -> Bool {
        if left.at.instant != right.at.instant { return left.at.instant < right.at.instant }
        let (a, b) = (Kind.allCases.firstIndex(of: left.kind)!, Kind.allCases.firstIndex(of: right.kind)!)
        if a != b { return a < b }
        return left.ticketID < right.ticketID
    }
}

extension TicketPhase {
    /// The moments the phase still waits for, by its state: a planned phase its application
    /// window closing, an applied one its result, a won one its payment (unless charged to a
    /// card), a won or paid one its issue window opening and closing. The rule `due` and
    /// `ticket list` share.
    package var pendingMoments: [(kind: DueItem.Kind, at: ZonedDateTime)] {
        let moments: [(DueItem.Kind, ZonedDateTime?)] =
            switch state {
            case .planned: [(.applyClose, applyClose)]
            case .applied: [(.result, result)]
            case .won where !paysAutomatically: [(.payBy, payBy)]
            case .won, .paid: [(.issueOpen, issueOpen), (.issueClose, issueClose)]
            case .issued, .lost, .cancelled: []
            }
        return moments.compactMap { kind, at in at.map { (kind, $0) } }
    }

    /// What the phase waits for next at `now`: the first of its pending moments, passing over
    /// an issue window that has already opened (as `Due.items` does); nil when nothing.
    package func nextMoment(at now: Int64) -> (kind: DueItem.Kind, at: ZonedDateTime)? {
        pendingMoments.first { $0.kind != .issueOpen || $0.at.instant > now }
    }
}

extension Stored<Ticket> {
    /// What is still to do, whenever it falls: each phase's pending moments
    /// (`TicketPhase.pendingMoments`), and the show once a phase holds a seat.
    package var pendingItems: [DueItem] {
        let (uid, title, show, showHasTime) = (value.uid, value.title, value.show, value.showHasTime)
        var items: [DueItem] = []
        for phase in value.phases {
            for (kind, at) in phase.pendingMoments {
                items.append(
                    DueItem(
                        at: at, kind: kind, ticketID: id, ticketUID: uid, title: title, phase: phase.name,
                        amount: kind == .payBy ? phase.total : nil, method: kind == .payBy ? phase.method : nil))
            }
        }
        if let winner = value.winningPhase {
            items.append(
                DueItem(
                    at: show, kind: .show, dateOnly: !showHasTime, ticketID: id, ticketUID: uid, title: title,
                    phase: winner.name))
        }
        return items
    }
}

/// The rules of `fancal due` over a set of tickets.
package enum Due {
    /// The items overdue at `now`, and those due from now to the end of the day `days` days after
    /// today, soonest first. A show is never overdue: once its day is over it is left out. The
    /// opening of an issue window is left out once it has opened (its closing stays).
    /// - Parameters:
    ///   - now: the current moment.
    ///   - zone: the home zone, whose days count.
    package static func items(_ tickets: [Stored<Ticket>], now: Int64, within days: Int, zone: String) -> [DueItem] {
        let today = ZonedDateTime(instant: now, zone: zone).local().date
        let lastDay = today.adding(days: days)
        return tickets.flatMap(\.pendingItems).filter { item in
            let date = item.date(in: zone)
            switch item.kind {
            case .show: return date >= today && date <= lastDay
            case .issueOpen: return item.at.instant > now && date <= lastDay
            default: return date <= lastDay
            }
        }.sorted(by: DueItem.precedes)
    }

    /// Whether an item is past at `now` (a show without a time only once its day is over).
    package static func isOverdue(_ item: DueItem, now: Int64, zone: String) -> Bool {
        if item.kind == .show {
            return item.date(in: zone) < ZonedDateTime(instant: now, zone: zone).local().date
        }
        return item.at.instant < now
    }

    /// Whether anything is overdue or falls within 24 hours of `now` (`due --check`).
    package static func needsAttention(_ items: [DueItem], now: Int64, zone: String) -> Bool {
        items.contains { isOverdue($0, now: now, zone: zone) || $0.at.instant <= now + 86_400 }
    }

    /// What the applications still waiting for their result would cost if every one wins:
    /// price × count + fees of each applied phase of a show still ahead (its day `today` or
    /// later: an application for a show that has passed can no longer win), per currency
    /// (sorted by code).
    /// - Parameter include: which of those tickets' applied phases count (all by default).
    package static func exposure(
        _ tickets: [Stored<Ticket>], today: CivilDate, include: (Stored<Ticket>, TicketPhase) -> Bool = { _, _ in true }
    ) -> [Money] {
        var totals: [Currency: Int64] = [:]
        for ticket in tickets where ticket.showDate >= today {
            for phase in ticket.phases where phase.state == .applied && include(ticket, phase) {
                guard let total = phase.total else { continue }
                totals[total.currency, default: 0] += total.minorUnits
            }
        }
        return totals.sorted { $0.key < $1.key }.map { Money(minorUnits: $0.value, currency: $0.key) }
    }

    /// Days on which two shows, or a show and a payment the fan must make, fall (in `zone`),
    /// among tickets still in play; each with what meets there, in due order.
    package static func clashes(_ tickets: [Stored<Ticket>], zone: String) -> [Clash] {
        var byDay: [CivilDate: [DueItem]] = [:]
        for ticket in tickets where ticket.isActive {
            let show = DueItem(
                at: ticket.show, kind: .show, dateOnly: !ticket.showHasTime, ticketID: ticket.id,
                ticketUID: ticket.uid, title: ticket.title, phase: ticket.winningPhase?.name)
            byDay[ticket.showDate, default: []].append(show)
            for item in ticket.pendingItems where item.kind == .payBy {
                byDay[item.date(in: zone), default: []].append(item)
            }
        }
        return byDay.compactMap { date, items -> Clash? in
            let shows = items.filter { $0.kind == .show }
            guard Set(items.map(\.ticketID)).count >= 2, shows.count >= 2 || (shows.count == 1 && items.count >= 2)
            else { return nil }
            return Clash(date: date, items: items.sorted(by: DueItem.precedes))
        }.sorted { $0.date < $1.date }
    }
}

/// Two shows on one day, or a show and a payment deadline: the fan cannot be in both places.
package struct Clash: Sendable, Hashable {
    package var date: CivilDate
    package var items: [DueItem]

    /// The tickets involved.
    package var ticketIDs: Set<Int64> { Set(items.map(\.ticketID)) }
}
