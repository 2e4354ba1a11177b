/// A show the fan is trying to attend, and the sales phases through which they try.
package struct Ticket: Sendable, Hashable {
    /// Stable across exports: deadline events are `<uid>-<phase>-<kind>`.
    package var uid: String
    package var title: String
    package var artist: String?
    package var venue: String?
    /// When the show starts; with `showHasTime` false only its day counts (read at 00:00).
    package var show: ZonedDateTime
    package var showHasTime: Bool
    /// In the order they were added.
    package var phases: [TicketPhase]
    /// Seconds since the epoch (UTC).
    package var created: Int64
    package var updated: Int64

    package init(
        uid: String, title: String, artist: String? = nil, venue: String? = nil,
        show: ZonedDateTime, showHasTime: Bool, phases: [TicketPhase] = [], created: Int64 = 0, updated: Int64 = 0
    ) {
        self.uid = uid
        self.title = title
        self.artist = artist
        self.venue = venue
        self.show = show
        self.showHasTime = showHasTime
        self.phases = phases
        self.created = created
        self.updated = updated
    }

    /// The show's day in the zone it was entered in (the home zone).
    package var showDate: CivilDate { show.local().date }

    /// The last second of the show's day: no deadline of the ticket may come later.
    package var showDayEnd: ZonedDateTime {
        ZonedDateTime(date: showDate, time: CivilTime(hour: 23, minute: 59, second: 59)!, zone: show.zone)
            ?? ZonedDateTime(instant: show.instant + 86_399, zone: show.zone)
    }

    /// The index of the phase with this name (exact match).
    package func phaseIndex(named name: String) -> Int? { phases.firstIndex { $0.name == name } }

    /// Whether any phase is still in play, or none was added yet: such a ticket's show counts
    /// for clashes.
    package var isActive: Bool { phases.isEmpty || phases.contains { $0.state.isActive } }

    /// The phase that holds the seat (won, paid or issued), if any.
    package var winningPhase: TicketPhase? { phases.first { $0.state.holdsTicket } }

    /// Picks the phase a state change applies to: the one named, else the only phase that can
    /// take the step.
    /// - Throws: `TicketError` when the named phase does not exist, or when no phase or several
    ///   phases could take the step and none was named.
    package func phaseIndex(for target: PhaseState, named name: String?) throws(TicketError) -> Int {
        if let name {
            guard let index = phaseIndex(named: name) else { throw .noSuchPhase(name, known: phases.map(\.name)) }
            return index
        }
        let candidates = phases.indices.filter { phases[$0].state.next.contains(target) }
        guard candidates.count == 1 else {
            throw candidates.isEmpty
                ? .noPhaseCanMove(to: target, phases: phases.map { ($0.name, $0.state) }.map(PhaseSummary.init))
                : .ambiguousPhase(candidates.map { phases[$0].name })
        }
        return candidates[0]
    }

    /// Moves phase `index` one step to `target`.
    /// - Throws: `TicketError.skippedState` for a step the state machine does not have.
    package mutating func move(phase index: Int, to target: PhaseState) throws(TicketError) {
        let current = phases[index].state
        guard current.next.contains(target) else {
            throw .skippedState(phase: phases[index].name, from: current, to: target)
        }
        phases[index].state = target
    }

    /// The spending record winning phase `index` makes: live, sub `ticket`, on the show's day
    /// (at its time when known), artist and venue from the ticket, price × count + fees.
    /// Its UID is `<ticket uid>-<phase>-spending`.
    package func spendingRecord(for index: Int) -> Record {
        let phase = phases[index]
        return Record(
            uid: "\(uid)-\(phase.name)-spending", date: showDate, start: showHasTime ? show : nil, title: title,
            category: .live, sub: "ticket", artist: artist, venue: venue, memo: phase.name,
            amount: phase.total ?? .zero(phase.currency))
    }
}

/// A phase's name and state, for messages.
package struct PhaseSummary: Sendable, Equatable {
    package var name: String
    package var state: PhaseState

    package init(_ pair: (String, PhaseState)) {
        name = pair.0
        state = pair.1
    }
}

/// Why a ticket or phase change was refused.
package enum TicketError: Error, Sendable, Equatable {
    /// A moment comes before one it must follow.
    case outOfOrder(later: PhaseField, laterAt: ZonedDateTime, earlier: PhaseField, earlierAt: ZonedDateTime)
    /// A state change that is not one step (paid before won).
    case skippedState(phase: String, from: PhaseState, to: PhaseState)
    /// A second phase of the same name on one ticket.
    case duplicatePhase(String)
    /// No phase of that name on the ticket.
    case noSuchPhase(String, known: [String])
    /// No phase was named and several could take the step.
    case ambiguousPhase([String])
    /// No phase was named and none can take the step.
    case noPhaseCanMove(to: PhaseState, phases: [PhaseSummary])
}
