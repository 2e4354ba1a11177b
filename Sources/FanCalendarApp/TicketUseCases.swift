import FanCalendar
import FanCalendarICS
import FanCalendarStore

/// What a ticket command did, for the report: the ticket as stored and the notes a person must
/// read (a spending record added, kept or removed; a warning).
package struct TicketOutcome: Sendable {
    package var ticket: Stored<Ticket>
    /// The phase acted on, when there is one.
    package var phase: String?
    package var notes: [LocalizedText]
    /// What was accepted but may be a mistake (a show in the past), for stderr.
    package var warnings: [LocalizedText] = []
}

/// `ticket list`: the tickets, what pending applications would cost, and the clashing days.
package struct TicketOverview: Sendable {
    package var tickets: [Stored<Ticket>]
    /// Price × count + fees of every applied phase, per currency (see `Due.exposure`).
    package var exposure: [Money]
    package var clashes: [Clash]
}

/// Everything `due` shows: what is overdue or due soon, the clashing days among them, and the
/// budgets that need attention.
package struct DueView: Sendable {
    package var items: [DueItem]
    package var clashes: [Clash]
    /// The budgets of the month (and its year) near or over their goal.
    package var budgets: [BudgetLine]
}

/// The use cases of tickets and their phases. Each validates everything first, then changes
/// the store in one transaction; a win writes its spending record through the record insert in
/// that same transaction.
package enum TicketUseCases {
    /// Adds a ticket. A show already past is allowed (recording an old one) with a warning.
    package static func add(
        title: String, artist: String?, venue: String?, show: ZonedDateTime, showHasTime: Bool, today: CivilDate,
        now: Int64, store: () throws -> StoreWriter
    ) throws -> TicketOutcome {
        let ticket = Ticket(
            uid: Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max)), title: title,
            artist: artist, venue: venue, show: show, showHasTime: showHasTime)
        let opened = try store()
        let saved = try opened.recordingChange(.ticket, subject: "add \(title)", now: now) { try opened.insert(ticket, now: now) }
        let warnings = ticket.showDate < today ? [TicketText.showInPast(ticket.showDate)] : []
        return TicketOutcome(ticket: saved, phase: nil, notes: [], warnings: warnings)
    }

    /// Adds a phase (state planned) to ticket `id`.
    /// - Parameter currency: the phase's currency when `changes` names none (the home currency).
    package static func addPhase(
        ticketID id: Int64, name: String, _ changes: PhaseChanges, currency: Currency, now: Int64, store: StoreWriter
    ) throws -> TicketOutcome {
        try store.recordingChange(.ticket, subject: "phase \(id) \(name)", now: now) { () throws -> TicketOutcome in
            var ticket = try load(id, store)
            if ticket.value.phaseIndex(named: name) != nil { throw AppError.invalidInput(TicketText.ticket(.duplicatePhase(name))) }
            var phase = TicketPhase(name: name, fees: .zero(currency))
            try apply(changes, to: &phase, in: ticket.value)
            ticket.phases.append(phase)
            try store.update(ticket, now: now)
            return TicketOutcome(ticket: try load(id, store), phase: name, notes: [])
        }
    }

    /// Moves a phase one step (`ticket applied|won|lost|paid|issued|cancel`). Winning stores the
    /// spending record; cancelling a won but unpaid phase removes it (nothing was spent), a paid
    /// or issued one keeps it (the money is gone) and says so. Winning and paying note when
    /// (`at`), and the record's money counts on the phase's money day (`TicketPhase.moneyDay`).
    /// - Parameters:
    ///   - phaseName: the phase; nil for the only phase that can take the step.
    ///   - marked: the moment the fan takes the step (with `FANCAL_TODAY`, 00:00 of that day).
    package static func move(
        ticketID id: Int64, phase phaseName: String?, to target: PhaseState, at marked: Int64, now: Int64,
        store: StoreWriter
    ) throws -> TicketOutcome {
        try store.recordingChange(.ticket, subject: "\(target == .cancelled ? "cancel" : target.rawValue) \(id)", now: now) { () throws -> TicketOutcome in
            var ticket = try load(id, store)
            let index: Int
            let before: PhaseState
            do throws(TicketError) {
                index = try ticket.value.phaseIndex(for: target, named: phaseName)
                before = ticket.phases[index].state
                try ticket.value.move(phase: index, to: target)
            } catch {
                throw AppError.invalidInput(TicketText.ticket(error))
            }
            let moment = ZonedDateTime(instant: marked, zone: ticket.show.zone)
            if target == .won { ticket.phases[index].markedWon = moment }
            if target == .paid { ticket.phases[index].markedPaid = moment }
            var notes: [LocalizedText] = []
            if target == .won {
                let record = try store.insert(ticket.value.spendingRecord(for: index), now: now)
                ticket.phases[index].recordID = record.id
                notes.append(TicketText.recordAdded(record.id))
            } else if target == .cancelled, let recordID = ticket.phases[index].recordID {
                if before == .won {
                    _ = try store.deleteRecord(id: recordID)
                    ticket.phases[index].recordID = nil
                    notes.append(TicketText.recordRemoved(recordID))
                } else {
                    notes.append(TicketText.recordKept(recordID))
                }
            }
            try store.update(ticket, now: now)
            try countMoneyOnPaymentDays(ticket, store)
            return TicketOutcome(ticket: try load(id, store), phase: ticket.phases[index].name, notes: notes)
        }
    }

    /// Changes ticket `id` (title, artist, venue, show), or with `phaseName` that phase; the
    /// spending records its won phases made follow (amount, day, artist, venue, and the day
    /// their money counts on).
    package static func edit(
        ticketID id: Int64, _ changes: TicketChanges, phase phaseName: String?, _ phaseChanges: PhaseChanges,
        now: Int64, store: StoreWriter
    ) throws -> TicketOutcome {
        try store.recordingChange(.ticket, subject: "edit \(id)", now: now) { () throws -> TicketOutcome in
            var ticket = try load(id, store)
            changes.apply(to: &ticket.value)
            if let phaseName {
                guard let index = ticket.value.phaseIndex(named: phaseName) else {
                    throw AppError.invalidInput(TicketText.ticket(.noSuchPhase(phaseName, known: ticket.phases.map(\.name))))
                }
                if let newName = phaseChanges.name, newName != phaseName, ticket.value.phaseIndex(named: newName) != nil {
                    throw AppError.invalidInput(TicketText.ticket(.duplicatePhase(newName)))
                }
                try apply(phaseChanges, to: &ticket.value.phases[index], in: ticket.value)
            }
            for phase in ticket.phases {
                do throws(TicketError) { try phase.checkOrder(showDayEnd: ticket.showDayEnd) } catch {
                    throw AppError.invalidInput(TicketText.ticket(error))
                }
            }
            var notes: [LocalizedText] = []
            for index in ticket.phases.indices {
                guard let recordID = ticket.phases[index].recordID, var record = try store.record(id: recordID) else {
                    continue
                }
                let wanted = ticket.value.spendingRecord(for: index)
                var updated = record
                (updated.date, updated.start, updated.title) = (wanted.date, wanted.start, wanted.title)
                (updated.artist, updated.venue, updated.memo, updated.amount) =
                    (wanted.artist, wanted.venue, wanted.memo, wanted.amount)
                guard updated != record else { continue }
                record = updated
                record.sequence += 1
                try store.update(record, now: now)
                notes.append(TicketText.recordUpdated(recordID))
            }
            try store.update(ticket, now: now)
            try countMoneyOnPaymentDays(ticket, store)
            return TicketOutcome(ticket: try load(id, store), phase: phaseChanges.name ?? phaseName, notes: notes)
        }
    }

    /// Deletes ticket `id` and its phases; the spending records of won phases stay (money spent
    /// is still spent), and the outcome says which.
    package static func remove(ticketID id: Int64, now: Int64, store: StoreWriter) throws -> TicketOutcome {
        try store.recordingChange(.ticket, subject: "rm \(id)", now: now) { () throws -> TicketOutcome in
            let ticket = try load(id, store)
            _ = try store.deleteTicket(id: id)
            let kept = ticket.phases.compactMap(\.recordID)
            return TicketOutcome(ticket: ticket, phase: nil, notes: kept.isEmpty ? [] : [TicketText.recordsKeptOnRemove(kept)])
        }
    }

    /// Ticket `id` with its phases.
    package static func show(ticketID id: Int64, store: RecordStore) throws -> Stored<Ticket> {
        try load(id, store)
    }

    /// The tickets (with `all` false, only those whose show's day has not passed), the exposure
    /// of every pending application for a show still ahead (with `all` too), and the clashing
    /// days.
    package static func list(all: Bool, today: CivilDate, zone: String, store: RecordStore) throws -> TicketOverview {
        let tickets = try store.tickets()
        let shown = all ? tickets : tickets.filter { $0.showDate >= today }
        return TicketOverview(
            tickets: shown, exposure: Due.exposure(tickets, today: today), clashes: Due.clashes(shown, zone: zone))
    }

    /// Restores tickets from the deadline events of fancal's own export (each carries its ticket
    /// and one phase): phases are gathered per ticket UID in their original order; a ticket not
    /// stored is added, one stored with different content is replaced (keeping its id and the
    /// links of phases it keeps), an equal one is left alone. Each phase links back to the
    /// spending record its win made (by the UID the event names), if that record is stored.
    /// Runs inside the caller's transaction (the import's), after its records were stored.
    /// - Parameter phases: each deadline event's ticket with its one phase.
    /// - Returns: how many tickets were added, updated and left unchanged.
    package static func restore(
        _ phases: [ImportedTicketPhase], now: Int64, store: StoreWriter
    ) throws -> (added: Int, updated: Int, unchanged: Int) {
        var order: [String] = []
        var gathered: [String: (ticket: Ticket, phases: [Int: (TicketPhase, String?)])] = [:]
        for imported in phases {
            let uid = imported.ticket.uid
            guard let phase = imported.ticket.phases.first else { continue }
            if gathered[uid] == nil {
                order.append(uid)
                gathered[uid] = (imported.ticket, [:])
            }
            if gathered[uid]!.phases[imported.position] == nil {
                gathered[uid]!.phases[imported.position] = (phase, imported.recordUID)
            }
        }
        var counts = (added: 0, updated: 0, unchanged: 0)
        for uid in order {
            let (read, byPosition) = gathered[uid]!
            var ticket = read
            let ordered = byPosition.sorted { $0.key < $1.key }.map(\.value)
            ticket.phases = ordered.map(\.0)
            for (index, recordUID) in ordered.map(\.1).enumerated() {
                ticket.phases[index].recordID = try recordUID.flatMap { recordUID throws(StoreError) in
                    try store.record(uid: recordUID, recurrenceID: nil)?.record.id
                }
            }
            guard let stored = try store.ticket(uid: uid) else {
                try countMoneyOnPaymentDays(try store.insert(ticket, now: now), store)
                counts.added += 1
                continue
            }
            ticket.created = stored.created
            ticket.updated = stored.updated
            for index in ticket.phases.indices {
                // A calendar file does not say when a phase was marked won or paid: kept as stored.
                guard let kept = stored.phases.first(where: { $0.name == ticket.phases[index].name }) else { continue }
                ticket.phases[index].recordID = ticket.phases[index].recordID ?? kept.recordID
                (ticket.phases[index].markedWon, ticket.phases[index].markedPaid) = (kept.markedWon, kept.markedPaid)
            }
            if stored.value == ticket {
                counts.unchanged += 1
            } else {
                let replacement = Stored(id: stored.id, ticket)
                try store.update(replacement, now: now)
                try countMoneyOnPaymentDays(replacement, store)
                counts.updated += 1
            }
        }
        return counts
    }

    /// `fancal due`: what is overdue and what falls within `days` days, soonest first, the
    /// clashing days among them, and the budgets of `today`'s month (and year) that are near or
    /// over their goal, read in one read transaction.
    /// - Parameter home: the currency budgets are measured in.
    package static func due(
        now: Int64, within days: Int, zone: String, today budgetDay: CivilDate, home: Currency, store: RecordStore
    ) throws -> DueView {
        try store.reading {
            let today = ZonedDateTime(instant: now, zone: zone).local().date
            // A day to spare: the store only narrows the tickets down, `Due.items` judges each day.
            let dayStart = ZonedDateTime.startOfDay(today, zone: zone) ?? now
            let tickets = try store.pendingTickets(showsFrom: dayStart - 86_400)
            let items = Due.items(tickets, now: now, within: days, zone: zone)
            let last = today.adding(days: days)
            let budgets = try BudgetUseCases.report(
                .month(YearMonth(year: budgetDay.year, month: budgetDay.month)), home: home, today: budgetDay,
                committed: TicketsCommitted(store: store), store: store)
            return DueView(
                items: items, clashes: Due.clashes(tickets, zone: zone).filter { $0.date >= today && $0.date <= last },
                budgets: budgets.filter { $0.status != .ok })
        }
    }

    /// What applications still waiting for their result would add to the spending of a period
    /// if they all win: price × count + fees of each applied phase whose money would count from
    /// `from` to `to` (its `TicketPhase.moneyDay` as if won: a card's result day, else the
    /// payment deadline, else the show's day) and whose show is still ahead on `today`, per
    /// currency, sorted by code. The seam for budgets (`committed_minor`): a win turns it into
    /// an actual record counted on that day, so nothing counts twice.
    /// - Parameter artist: only tickets for this artist (case-insensitive); nil for all.
    package static func committed(
        from: CivilDate, to: CivilDate, today: CivilDate, artist: String? = nil, store: RecordStore
    ) throws -> [Money] {
        let tickets = try store.tickets()
        return Due.exposure(tickets, today: today) { ticket, phase in
            (from...to).contains(phase.moneyDay ?? ticket.showDate)
                && (artist == nil || ticket.artist?.lowercased() == artist?.lowercased())
        }
    }

    /// Makes each won phase's spending record count on the phase's money day
    /// (`TicketPhase.moneyDay`); the record itself stays on the show's day.
    private static func countMoneyOnPaymentDays(_ ticket: Stored<Ticket>, _ store: StoreWriter) throws(StoreError) {
        for phase in ticket.phases {
            if let recordID = phase.recordID { try store.setMoneyDay(phase.moneyDay, recordID: recordID) }
        }
    }

    /// The pending deadlines (not shows: a won show is already a record) falling on `days`, for
    /// calendar marks and the agenda.
    /// Days are read in the zone each deadline was entered in (the home zone).
    package static func deadlines(on days: ClosedRange<CivilDate>, store: RecordStore) throws(StoreError) -> [DueItem] {
        try store.pendingTickets().flatMap { $0.pendingItems }
            .filter { $0.kind != .show && days.contains($0.at.local().date) }
            .sorted { $0.at.instant < $1.at.instant }
    }

    private static func load(_ id: Int64, _ store: RecordStore) throws -> Stored<Ticket> {
        guard let ticket = try store.ticket(id: id) else { throw AppError.failure(TicketText.noSuchTicket(id)) }
        return ticket
    }

    private static func apply(_ changes: PhaseChanges, to phase: inout TicketPhase, in ticket: Ticket) throws {
        do throws(PhaseChangeError) { try changes.apply(to: &phase) } catch {
            throw AppError.invalidInput(TicketText.phaseChange(error))
        }
        do throws(TicketError) { try phase.checkOrder(showDayEnd: ticket.showDayEnd) } catch {
            throw AppError.invalidInput(TicketText.ticket(error))
        }
    }
}
