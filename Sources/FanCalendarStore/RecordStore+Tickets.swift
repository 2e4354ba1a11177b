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
                "SELECT \(RecordStore.ticketColumns) FROM tickets\(clause) ORDER BY show_utc, id", bindings,
                columns: { TicketColumns($0) }
            ) { row, columns in
                let zone = row.text(columns.zone)
                return Stored(
                    id: row.integer(columns.id),
                    Ticket(
                        uid: row.text(columns.uid), title: row.text(columns.title), artist: row.optionalText(columns.artist),
                        venue: row.optionalText(columns.venue), show: ZonedDateTime(instant: row.integer(columns.show), zone: zone),
                        showHasTime: row.integer(columns.showHasTime) != 0, created: row.integer(columns.created),
                        updated: row.integer(columns.updated)))
            }
            guard !tickets.isEmpty else { return [] }
            var index: [Int64: Int] = [:]
            for (position, ticket) in tickets.enumerated() { index[ticket.id] = position }
            let phaseClause = clause.isEmpty ? "" : " WHERE ticket_id IN (SELECT id FROM tickets\(clause))"
            let statement = try database.prepare(
                "SELECT \(RecordStore.phaseColumns) FROM ticket_phases\(phaseClause) ORDER BY ticket_id, position")
            defer { statement.reset() }
            try statement.bind(bindings)
            let columns = PhaseColumns(statement)
            while try statement.step() {
                guard let position = index[statement.integer(columns.ticketID)] else { continue }
                let zone = tickets[position].value.show.zone
                tickets[position].value.phases.append(RecordStore.decodePhase(statement, columns, zone: zone))
            }
            return tickets
        }
    }

    fileprivate static func decodePhase(_ row: Statement, _ columns: PhaseColumns, zone: String) -> TicketPhase {
        func moment(_ column: Int32) -> ZonedDateTime? {
            row.optionalInteger(column).map { ZonedDateTime(instant: $0, zone: zone) }
        }
        let currency = Currency(code: row.text(columns.currency)) ?? .jpy
        let companions = row.optionalText(columns.companions).map(StoredLines.lines) ?? []
        return TicketPhase(
            name: row.text(columns.name), state: PhaseState(code: Int(row.integer(columns.state))) ?? .planned,
            applyOpen: moment(columns.applyOpen), applyClose: moment(columns.applyClose), result: moment(columns.result),
            payBy: moment(columns.payBy), issueOpen: moment(columns.issueOpen), issueClose: moment(columns.issueClose),
            method: row.optionalText(columns.method),
            price: row.optionalInteger(columns.price).map { Money(minorUnits: $0, currency: currency) },
            count: Int(row.integer(columns.count)), fees: Money(minorUnits: row.integer(columns.fees), currency: currency),
            companions: companions, recordID: row.optionalInteger(columns.recordID), markedWon: moment(columns.won),
            markedPaid: moment(columns.paid))
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
                       phase.companions.isEmpty ? .null : .text(StoredLines.text(phase.companions)),
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

/// Where a ticket's columns are in a statement's results, resolved by name once per statement
/// (as ``RecordColumns``): `next`, `due` and the month's agenda read every pending ticket.
private struct TicketColumns {
    let id, uid, title, artist, venue, show, showHasTime, zone, created, updated: Int32

    init(_ statement: Statement) {
        (id, uid, title, artist, venue) = (
            statement.column("id"), statement.column("uid"), statement.column("title"), statement.column("artist"),
            statement.column("venue")
        )
        (show, showHasTime, zone, created, updated) = (
            statement.column("show_utc"), statement.column("show_has_time"), statement.column("zone"),
            statement.column("created"), statement.column("updated")
        )
    }
}

/// Where a ticket phase's columns are in a statement's results, resolved by name once per
/// statement.
private struct PhaseColumns {
    let ticketID, name, state, applyOpen, applyClose, result, payBy, issueOpen, issueClose: Int32
    let method, price, count, fees, currency, companions, recordID, won, paid: Int32

    init(_ statement: Statement) {
        func column(_ name: String) -> Int32 { statement.column(name) }
        (ticketID, name, state) = (column("ticket_id"), column("name"), column("state"))
        (applyOpen, applyClose, result, payBy, issueOpen, issueClose) = (
            column("apply_open_utc"), column("apply_close_utc"), column("result_utc"), column("pay_by_utc"),
            column("issue_open_utc"), column("issue_close_utc")
        )
        (method, price, count, fees, currency) =
            (column("method"), column("price_minor"), column("count"), column("fees_minor"), column("currency"))
        (companions, recordID, won, paid) = (column("companions"), column("record_id"), column("won_utc"), column("paid_utc"))
    }
}
