import FanCalendar

/// Trips: members, expenses with their payers and shares, and transfers. A trip is small (a
/// few members, tens of expenses), so it is read whole. Callers group changes in
/// `transaction { }`; each function here is one statement or a few.
extension RecordStore {
    // MARK: - Reading

    /// Every trip, whole, in the order they were made.
    public func trips() throws(StoreError) -> [Trip] {
        let ids: [Int64] = try wrap { try database.query("SELECT id FROM trips ORDER BY id") { $0.integer(0) } }
        var trips: [Trip] = []
        for id in ids { if let trip = try trip(id: id) { trips.append(trip) } }
        return trips
    }

    /// The trip called `name` (ignoring case), or else the trip whose id `name` is.
    public func tripID(named name: String) throws(StoreError) -> Int64? {
        try wrap { () throws -> Int64? in
            if let id = try database.query("SELECT id FROM trips WHERE name = ?", [.text(name)], row: { $0.integer(0) }).first {
                return id
            }
            guard let number = Int64(name) else { return nil }
            return try database.query("SELECT id FROM trips WHERE id = ?", [.integer(number)]) { $0.integer(0) }.first
        }
    }

    /// The trip with this uid (an imported trip seen before).
    public func tripID(uid: String) throws(StoreError) -> Int64? {
        try wrap { try database.query("SELECT id FROM trips WHERE uid = ?", [.text(uid)]) { $0.integer(0) }.first }
    }

    /// The trip with this id, with its members, expenses (by day, then id) and transfers (by id).
    public func trip(id: Int64) throws(StoreError) -> Trip? {
        try wrap { () throws -> Trip? in
            guard
                var trip = try database.query(
                    "SELECT id, uid, name, currency, artist, me FROM trips WHERE id = ?", [.integer(id)],
                    row: { row -> (Trip, Int64?) in
                        (
                            Trip(
                                id: row.integer(0), uid: row.text(1), name: row.text(2), members: [],
                                currency: Currency(code: row.text(3)) ?? .jpy, artist: row.optionalText(4)),
                            row.optionalInteger(5)
                        )
                    }
                ).first
            else { return nil }
            var names: [Int64: String] = [:]
            let members = try database.query(
                "SELECT id, name, has_left FROM trip_members WHERE trip_id = ? ORDER BY position, id", [.integer(id)]
            ) { row -> (Int64, TripMember) in (row.integer(0), TripMember(name: row.text(1), hasLeft: row.integer(2) != 0)) }
            for (memberID, member) in members { names[memberID] = member.name }
            trip.0.members = members.map(\.1)
            trip.0.me = trip.1.flatMap { names[$0] }

            var payers: [Int64: [TripPart]] = [:]
            for (expenseID, part) in try database.query(
                """
                SELECT p.expense_id, p.member_id, p.amount_minor FROM trip_payers p
                JOIN trip_expenses e ON e.id = p.expense_id JOIN trip_members m ON m.id = p.member_id
                WHERE e.trip_id = ? ORDER BY m.position, m.id
                """, [.integer(id)], row: { row in (row.integer(0), TripPart(names[row.integer(1)] ?? "?", row.integer(2))) }
            ) {
                payers[expenseID, default: []].append(part)
            }
            var splits: [Int64: [(TripPart, TripPart)]] = [:]
            for (expenseID, split, share) in try database.query(
                """
                SELECT s.expense_id, s.member_id, s.split_value, s.share_minor FROM trip_shares s
                JOIN trip_expenses e ON e.id = s.expense_id JOIN trip_members m ON m.id = s.member_id
                WHERE e.trip_id = ? ORDER BY m.position, m.id
                """, [.integer(id)],
                row: { row in
                    let name = names[row.integer(1)] ?? "?"
                    return (row.integer(0), TripPart(name, row.integer(2)), TripPart(name, row.integer(3)))
                }
            ) {
                splits[expenseID, default: []].append((split, share))
            }
            trip.0.expenses = try database.query(
                """
                SELECT id, uid, day, title, category, sub, amount_minor, currency, charged_minor, charged_currency,
                    split, record_id
                FROM trip_expenses WHERE trip_id = ? ORDER BY day, id
                """, [.integer(id)]
            ) { row in
                let expenseID = row.integer(0)
                let currency = Currency(code: row.text(7)) ?? .jpy
                let charged = row.optionalInteger(8).map { Money(minorUnits: $0, currency: Currency(code: row.text(9)) ?? .jpy) }
                let split = splits[expenseID] ?? []
                return TripExpense(
                    stored: expenseID, uid: row.text(1), date: RecordStore.date(row, 2), title: row.text(3),
                    category: Category(code: Int(row.integer(4))) ?? .other, sub: row.optionalText(5),
                    amount: Money(minorUnits: row.integer(6), currency: currency), charged: charged,
                    payers: payers[expenseID] ?? [], splitKind: TripSplitKind(rawValue: row.text(10)) ?? .exact,
                    split: split.map(\.0), shares: split.map(\.1), recordID: row.optionalInteger(11))
            }
            trip.0.transfers = try database.query(
                "SELECT id, uid, day, from_member, to_member, amount_minor, currency FROM trip_transfers WHERE trip_id = ? ORDER BY id",
                [.integer(id)]
            ) { row in
                TripTransfer(
                    id: row.integer(0), uid: row.text(1), date: RecordStore.date(row, 2), from: names[row.integer(3)] ?? "?",
                    to: names[row.integer(4)] ?? "?",
                    amount: Money(minorUnits: row.integer(5), currency: Currency(code: row.text(6)) ?? .jpy))
            }
            return trip.0
        }
    }

    // MARK: - Writing

    /// Stores a new trip with its members (its expenses and transfers are stored one by one).
    /// - Returns: the trip's id.
    public func insertTrip(_ trip: Trip, now: Int64) throws(StoreError) -> Int64 {
        let id: Int64 = try wrap {
            try database.run(
                "INSERT INTO trips (uid, name, currency, artist, created, updated) VALUES (?, ?, ?, ?, ?, ?)",
                [.text(trip.uid), .text(trip.name), .text(trip.currency.code), trip.artist.map { .text($0) } ?? .null,
                 .integer(now), .integer(now)])
            return database.lastInsertRowID
        }
        var saved = trip
        saved.id = id
        try saveMembers(saved, now: now)
        return id
    }

    /// Adds the trip's new members, records who has left, and who the fan is.
    public func saveMembers(_ trip: Trip, now: Int64) throws(StoreError) {
        guard let tripID = trip.id else { return }
        try wrap {
            for (position, member) in trip.members.enumerated() {
                try database.run(
                    """
                    INSERT INTO trip_members (trip_id, position, name, has_left) VALUES (?, ?, ?, ?)
                    ON CONFLICT (trip_id, name) DO UPDATE SET has_left = excluded.has_left
                    """, [.integer(tripID), .integer(Int64(position)), .text(member.name), .integer(member.hasLeft ? 1 : 0)])
            }
            try database.run(
                """
                UPDATE trips SET me = (SELECT id FROM trip_members WHERE trip_id = ?1 AND name = ?2), artist = ?3,
                    updated = ?4 WHERE id = ?1
                """, [.integer(tripID), trip.me.map { .text($0) } ?? .null, trip.artist.map { .text($0) } ?? .null, .integer(now)])
        }
    }

    private func memberIDs(tripID: Int64) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for (id, name) in try database.query("SELECT id, name FROM trip_members WHERE trip_id = ?", [.integer(tripID)], row: {
            ($0.integer(0), $0.text(1))
        }) {
            ids[TripMember.key(name)] = id
        }
        return ids
    }

    /// Stores a new expense of trip `tripID`, payers and shares included.
    /// - Returns: the expense's id.
    public func insertExpense(_ expense: TripExpense, tripID: Int64) throws(StoreError) -> Int64 {
        try wrap {
            try database.run(
                """
                INSERT INTO trip_expenses (trip_id, uid, day, title, category, sub, amount_minor, currency,
                    charged_minor, charged_currency, split, record_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(tripID), .text(expense.uid)] + RecordStore.expenseFields(expense))
            let id = database.lastInsertRowID
            try insertParts(of: expense, id: id, tripID: tripID)
            return id
        }
    }

    /// Replaces a stored expense (by `expense.id`), payers and shares included.
    public func updateExpense(_ expense: TripExpense, tripID: Int64) throws(StoreError) {
        guard let id = expense.id else { return }
        try wrap {
            try database.run(
                """
                UPDATE trip_expenses SET day = ?, title = ?, category = ?, sub = ?, amount_minor = ?, currency = ?,
                    charged_minor = ?, charged_currency = ?, split = ?, record_id = ?
                WHERE id = ?
                """, RecordStore.expenseFields(expense) + [.integer(id)])
            try database.run("DELETE FROM trip_payers WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_shares WHERE expense_id = ?", [.integer(id)])
            try insertParts(of: expense, id: id, tripID: tripID)
        }
    }

    private static func expenseFields(_ expense: TripExpense) -> [SQLValue] {
        [
            .integer(Int64(expense.date.integerValue)), .text(expense.title), .integer(Int64(expense.category.code)),
            expense.sub.map { .text($0) } ?? .null, .integer(expense.amount.minorUnits), .text(expense.amount.currency.code),
            expense.charged.map { .integer($0.minorUnits) } ?? .null, expense.charged.map { .text($0.currency.code) } ?? .null,
            .text(expense.splitKind.rawValue), expense.recordID.map { .integer($0) } ?? .null,
        ]
    }

    private func insertParts(of expense: TripExpense, id: Int64, tripID: Int64) throws {
        let members = try memberIDs(tripID: tripID)
        for payer in expense.payers {
            try database.run(
                "INSERT INTO trip_payers (expense_id, member_id, amount_minor) VALUES (?, ?, ?)",
                [.integer(id), .integer(members[TripMember.key(payer.member)]!), .integer(payer.value)])
        }
        for (split, share) in zip(expense.split, expense.shares) {
            try database.run(
                "INSERT INTO trip_shares (expense_id, member_id, split_value, share_minor) VALUES (?, ?, ?, ?)",
                [.integer(id), .integer(members[TripMember.key(split.member)]!), .integer(split.value), .integer(share.value)])
        }
    }

    /// Links an expense to the fan's spending record made from it (nil: none).
    public func linkExpense(_ expenseID: Int64, toRecord recordID: Int64?) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE trip_expenses SET record_id = ? WHERE id = ?", [recordID.map { .integer($0) } ?? .null, .integer(expenseID)])
        }
    }

    /// Deletes the spending record made from an expense, if it is still there; unlike
    /// `delete(ids:)`, inside the caller's transaction.
    public func deleteShareRecord(id: Int64) throws(StoreError) {
        try wrap { try database.run("DELETE FROM records WHERE id = ?", [.integer(id)]) }
    }

    /// Deletes an expense with its payers and shares (not its spending record).
    public func deleteExpense(id: Int64) throws(StoreError) {
        try wrap {
            try database.run("DELETE FROM trip_payers WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_shares WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_expenses WHERE id = ?", [.integer(id)])
        }
    }

    /// Stores a transfer of trip `tripID`. - Returns: its id.
    public func insertTransfer(_ transfer: TripTransfer, tripID: Int64) throws(StoreError) -> Int64 {
        try wrap {
            let members = try memberIDs(tripID: tripID)
            try database.run(
                """
                INSERT INTO trip_transfers (trip_id, uid, day, from_member, to_member, amount_minor, currency)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [.integer(tripID), .text(transfer.uid), .integer(Int64(transfer.date.integerValue)),
                 .integer(members[TripMember.key(transfer.from)]!), .integer(members[TripMember.key(transfer.to)]!),
                 .integer(transfer.amount.minorUnits), .text(transfer.amount.currency.code)])
            return database.lastInsertRowID
        }
    }

    /// Deletes a transfer.
    public func deleteTransfer(id: Int64) throws(StoreError) {
        try wrap { try database.run("DELETE FROM trip_transfers WHERE id = ?", [.integer(id)]) }
    }

    /// Deletes a member who is in no expense and no transfer.
    public func deleteMember(tripID: Int64, name: String) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE trips SET me = NULL WHERE id = ?1 AND me = (SELECT id FROM trip_members WHERE trip_id = ?1 AND name = ?2)",
                [.integer(tripID), .text(name)])
            try database.run("DELETE FROM trip_members WHERE trip_id = ? AND name = ?", [.integer(tripID), .text(name)])
        }
    }

    /// Deletes a whole trip: members, expenses, payers, shares, transfers (not spending records).
    public func deleteTrip(id: Int64) throws(StoreError) {
        try wrap {
            let trip: [SQLValue] = [.integer(id)]
            try database.run("DELETE FROM trip_payers WHERE expense_id IN (SELECT id FROM trip_expenses WHERE trip_id = ?)", trip)
            try database.run("DELETE FROM trip_shares WHERE expense_id IN (SELECT id FROM trip_expenses WHERE trip_id = ?)", trip)
            try database.run("DELETE FROM trip_expenses WHERE trip_id = ?", trip)
            try database.run("DELETE FROM trip_transfers WHERE trip_id = ?", trip)
            try database.run("DELETE FROM trip_members WHERE trip_id = ?", trip)
            try database.run("DELETE FROM trips WHERE id = ?", trip)
        }
    }
}
