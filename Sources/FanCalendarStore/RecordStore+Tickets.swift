import FanCalendar

extension RecordStore {
    fileprivate static let ticketColumns = "id, uid, title, artist, venue, show_utc, show_has_time, zone, created, updated"
    fileprivate static let phaseColumns = """
        ticket_id, name, state, apply_open_utc, apply_close_utc, result_utc, pay_by_utc, issue_open_utc, \
        issue_close_utc, method, price_minor, count, fees_minor, currency, companions, record_id, won_utc, paid_utc
        """

    /// Every ticket with its phases, by show time (then id).
    package func tickets() throws(StoreError) -> [Stored<Ticket>] {
        try readTickets(where: "", [])
    }

    /// The tickets something may still be due on: those with a phase still waiting for a moment
    /// (`PhaseState.waitsForAMoment`) and, with `showsFrom`, those whose show is at or after
    /// that instant. `due`, `next` and the calendars read these rather than every ticket ever
    /// entered: a fan's decade holds hundreds, and reading one costs more than the rest of a
    /// deadline look-up.
    package func pendingTickets(showsFrom: Int64? = nil) throws(StoreError) -> [Stored<Ticket>] {
        // Many stores hold no ticket: a look at the table's last row spares them parsing the
        // query below (0.09 M instructions, 2 % of `next`).
        guard try wrap({ try database.scalarInteger("SELECT max(id) FROM tickets") }) != nil else { return [] }
        let states = PhaseState.allCases.filter(\.waitsForAMoment).map { String($0.code) }.joined(separator: ", ")
        let pending = "id IN (SELECT ticket_id FROM ticket_phases WHERE state IN (\(states)))"
        guard let showsFrom else { return try readTickets(where: " WHERE " + pending, []) }
        return try readTickets(where: " WHERE \(pending) OR show_utc >= ?", [.integer(showsFrom)])
    }

    /// The ticket with this id, or nil.
    package func ticket(id: Int64) throws(StoreError) -> Stored<Ticket>? {
        try readTickets(where: " WHERE id = ?", [.integer(id)]).first
    }

    /// The ticket with this UID, or nil.
    package func ticket(uid: String) throws(StoreError) -> Stored<Ticket>? {
        try readTickets(where: " WHERE uid = ?", [.text(uid)]).first
    }

    fileprivate func readTickets(where clause: String, _ bindings: [SQLValue]) throws(StoreError) -> [Stored<Ticket>] {
        try wrap {
            var tickets = try database.query(
                "SELECT \(RecordStore.ticketColumns) FROM tickets\(clause) ORDER BY show_utc, id", bindings
            ) { row in
                let zone = row.text("zone")
                return Stored(
                    id: row.integer("id"),
                    Ticket(
                        uid: row.text("uid"), title: row.text("title"), artist: row.optionalText("artist"),
                        venue: row.optionalText("venue"), show: ZonedDateTime(instant: row.integer("show_utc"), zone: zone),
                        showHasTime: row.integer("show_has_time") != 0, created: row.integer("created"),
                        updated: row.integer("updated")))
            }
            guard !tickets.isEmpty else { return [] }
            var index: [Int64: Int] = [:]
            for (position, ticket) in tickets.enumerated() { index[ticket.id] = position }
            let phaseClause = clause.isEmpty ? "" : " WHERE ticket_id IN (SELECT id FROM tickets\(clause))"
            let statement = try database.prepare(
                "SELECT \(RecordStore.phaseColumns) FROM ticket_phases\(phaseClause) ORDER BY ticket_id, position")
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() {
                guard let position = index[statement.integer("ticket_id")] else { continue }
                let zone = tickets[position].show.zone
                tickets[position].phases.append(RecordStore.decodePhase(statement, zone: zone))
            }
            return tickets
        }
    }

    fileprivate static func decodePhase(_ row: Statement, zone: String) -> TicketPhase {
        func moment(_ column: String) -> ZonedDateTime? {
            row.optionalInteger(column).map { ZonedDateTime(instant: $0, zone: zone) }
        }
        let currency = Currency(code: row.text("currency")) ?? .jpy
        let companions = row.optionalText("companions").map { $0.split(separator: "\n").map(String.init) } ?? []
        return TicketPhase(
            name: row.text("name"), state: PhaseState(code: Int(row.integer("state"))) ?? .planned,
            applyOpen: moment("apply_open_utc"), applyClose: moment("apply_close_utc"), result: moment("result_utc"),
            payBy: moment("pay_by_utc"), issueOpen: moment("issue_open_utc"), issueClose: moment("issue_close_utc"),
            method: row.optionalText("method"),
            price: row.optionalInteger("price_minor").map { Money(minorUnits: $0, currency: currency) },
            count: Int(row.integer("count")), fees: Money(minorUnits: row.integer("fees_minor"), currency: currency),
            companions: companions, recordID: row.optionalInteger("record_id"), markedWon: moment("won_utc"),
            markedPaid: moment("paid_utc"))
    }

    // The writes below are parts of a change: run them inside `transaction`, with the record
    // writes that go with them (a win stores its spending record in the same transaction).

    fileprivate func writePhases(of ticket: Stored<Ticket>) throws {
        for (position, phase) in ticket.phases.enumerated() {
            let moments = [phase.applyOpen, phase.applyClose, phase.result, phase.payBy, phase.issueOpen, phase.issueClose]
            try database.run(
                """
                INSERT INTO ticket_phases (ticket_id, position, name, state, apply_open_utc, apply_close_utc,
                    result_utc, pay_by_utc, issue_open_utc, issue_close_utc, method, price_minor, count,
                    fees_minor, currency, companions, record_id, won_utc, paid_utc)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [.integer(ticket.id), .integer(Int64(position)), .text(phase.name), .integer(Int64(phase.state.code))]
                    + moments.map { $0.map { .integer($0.instant) } ?? .null }
                    + [optional(phase.method), phase.price.map { .integer($0.minorUnits) } ?? .null,
                       .integer(Int64(phase.count)), .integer(phase.fees.minorUnits), .text(phase.currency.code),
                       phase.companions.isEmpty ? .null : .text(phase.companions.joined(separator: "\n")),
                       phase.recordID.map { .integer($0) } ?? .null]
                    + [phase.markedWon, phase.markedPaid].map { $0.map { .integer($0.instant) } ?? .null })
        }
    }

    fileprivate func optional(_ text: String?) -> SQLValue { text.map { .text($0) } ?? .null }
}

extension StoreWriter {
    /// Stores a new ticket and its phases; returns it as stored.
    package func insert(_ ticket: Ticket, now: Int64) throws(StoreError) -> Stored<Ticket> {
        try wrap {
            try database.run(
                    """
                    INSERT INTO tickets (uid, title, artist, venue, show_utc, show_has_time, zone, created, updated)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [.text(ticket.uid), .text(ticket.title), optional(ticket.artist), optional(ticket.venue),
                     .integer(ticket.show.instant), .integer(ticket.showHasTime ? 1 : 0), .text(ticket.show.zone),
                     .integer(now), .integer(now)])
                var saved = Stored(id: database.lastInsertRowID, ticket)
                saved.created = now
                saved.updated = now
                try writePhases(of: saved)
                return try self.ticket(id: saved.id) ?? saved
        }
    }

    /// Replaces the stored ticket with `ticket.id` and all its phases.
    package func update(_ ticket: Stored<Ticket>, now: Int64) throws(StoreError) {
        let id = ticket.id
        try wrap {
                try database.run(
                    """
                    UPDATE tickets SET uid = ?, title = ?, artist = ?, venue = ?, show_utc = ?, show_has_time = ?,
                        zone = ?, updated = ? WHERE id = ?
                    """,
                    [.text(ticket.uid), .text(ticket.title), optional(ticket.artist), optional(ticket.venue),
                     .integer(ticket.show.instant), .integer(ticket.showHasTime ? 1 : 0), .text(ticket.show.zone),
                     .integer(now), .integer(id)])
                if database.changes == 0 { throw StoreError.noSuchRecord(id: id) }
                try database.run("DELETE FROM ticket_phases WHERE ticket_id = ?", [.integer(id)])
                try writePhases(of: ticket)
        }
    }

    /// Deletes a ticket and its phases (not the spending records they made).
    /// - Returns: whether a ticket was deleted.
    package func deleteTicket(id: Int64) throws(StoreError) -> Bool {
        try wrap {
            try database.run("DELETE FROM ticket_phases WHERE ticket_id = ?", [.integer(id)])
            try database.run("DELETE FROM tickets WHERE id = ?", [.integer(id)])
            return database.changes > 0
        }
    }

    /// Deletes one record (a won phase's spending record when the phase is cancelled unpaid).
    /// - Returns: whether it existed.
    @discardableResult
    package func deleteRecord(id: Int64) throws(StoreError) -> Bool {
        try wrap {
            try database.run("DELETE FROM records WHERE id = ?", [.integer(id)])
            return database.changes > 0
        }
    }
}
