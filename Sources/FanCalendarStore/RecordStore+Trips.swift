import FanCalendar

/// Trips: members, expenses with their payers and shares, and transfers. A trip is small (a
/// few members, tens of expenses), so it is read whole. Callers group changes in
/// `transaction { }`; each function here is one statement or a few.
extension RecordStore {
    // MARK: - Reading

    /// Every trip, whole, in the order they were made.
    package func trips() throws(StoreError) -> [Stored<Trip>] {
        let ids: [Int64] = try wrap { try database.query("SELECT id FROM trips ORDER BY id") { $0.integer("id") } }
        var trips: [Stored<Trip>] = []
        for id in ids { if let trip = try trip(id: id) { trips.append(trip) } }
        return trips
    }

    /// The trip called `name` (ignoring case), or else the trip whose id `name` is.
    package func tripID(named name: String) throws(StoreError) -> Int64? {
        try wrap { () throws -> Int64? in
            if let id = try database.query("SELECT id FROM trips WHERE name = ?", [.text(name)], row: { $0.integer("id") }).first {
                return id
            }
            guard let number = Int64(name) else { return nil }
            return try database.query("SELECT id FROM trips WHERE id = ?", [.integer(number)]) { $0.integer("id") }.first
        }
    }

    /// The trip with this uid (an imported trip seen before).
    package func tripID(uid: String) throws(StoreError) -> Int64? {
        try wrap { try database.query("SELECT id FROM trips WHERE uid = ?", [.text(uid)]) { $0.integer("id") }.first }
    }

    /// The trip with this id, with its members, expenses (by day, then id) and transfers (by id).
    package func trip(id: Int64) throws(StoreError) -> Stored<Trip>? {
        try wrap { () throws -> Stored<Trip>? in
            guard
                var trip = try database.query(
                    "SELECT id, uid, name, currency, artist, me FROM trips WHERE id = ?", [.integer(id)],
                    row: { row -> (Trip, Int64?) in
                        (
                            Trip(
                                uid: row.text("uid"), name: row.text("name"), members: [],
                                currency: Currency(code: row.text("currency")) ?? .jpy, artist: row.optionalText("artist")),
                            row.optionalInteger("me")
                        )
                    }
                ).first
            else { return nil }
            var names: [Int64: String] = [:]
            let members = try database.query(
                "SELECT id, name, has_left FROM trip_members WHERE trip_id = ? ORDER BY position, id", [.integer(id)]
            ) { row -> (Int64, TripMember) in
                (row.integer("id"), TripMember(name: row.text("name"), hasLeft: row.integer("has_left") != 0))
            }
            for (memberID, member) in members { names[memberID] = member.name }
            trip.0.members = members.map(\.1)
            trip.0.me = trip.1.flatMap { names[$0] }

            var payers: [Int64: [TripPart]] = [:]
            for (expenseID, part) in try database.query(
                """
                SELECT p.expense_id AS expense_id, p.member_id AS member_id, p.amount_minor AS amount_minor FROM trip_payers p
                JOIN trip_expenses e ON e.id = p.expense_id JOIN trip_members m ON m.id = p.member_id
                WHERE e.trip_id = ? ORDER BY m.position, m.id
                """, [.integer(id)],
                row: { row in
                    (row.integer("expense_id"), TripPart(names[row.integer("member_id")] ?? "?", row.integer("amount_minor")))
                }
            ) {
                payers[expenseID, default: []].append(part)
            }
            var splits: [Int64: [(TripPart, TripPart)]] = [:]
            for (expenseID, split, share) in try database.query(
                """
                SELECT s.expense_id AS expense_id, s.member_id AS member_id, s.split_value AS split_value,
                    s.share_minor AS share_minor
                FROM trip_shares s
                JOIN trip_expenses e ON e.id = s.expense_id JOIN trip_members m ON m.id = s.member_id
                WHERE e.trip_id = ? ORDER BY m.position, m.id
                """, [.integer(id)],
                row: { row in
                    let name = names[row.integer("member_id")] ?? "?"
                    return (
                        row.integer("expense_id"), TripPart(name, row.integer("split_value")),
                        TripPart(name, row.integer("share_minor"))
                    )
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
                let expenseID = row.integer("id")
                let currency = Currency(code: row.text("currency")) ?? .jpy
                let charged = row.optionalInteger("charged_minor").map {
                    Money(minorUnits: $0, currency: Currency(code: row.text("charged_currency")) ?? .jpy)
                }
                let split = splits[expenseID] ?? []
                return Stored(
                    id: expenseID,
                    TripExpense(
                        restoring: row.text("uid"), date: RecordStore.date(row, "day"), title: row.text("title"),
                        category: Category(code: Int(row.integer("category"))) ?? .other, sub: row.optionalText("sub"),
                        amount: Money(minorUnits: row.integer("amount_minor"), currency: currency), charged: charged,
                        payers: payers[expenseID] ?? [], splitKind: TripSplitKind(rawValue: row.text("split")) ?? .exact,
                        split: split.map(\.0), shares: split.map(\.1), recordID: row.optionalInteger("record_id")))
            }
            trip.0.transfers = try database.query(
                "SELECT id, uid, day, from_member, to_member, amount_minor, currency FROM trip_transfers WHERE trip_id = ? ORDER BY id",
                [.integer(id)]
            ) { row in
                Stored(
                    id: row.integer("id"),
                    TripTransfer(
                        uid: row.text("uid"), date: RecordStore.date(row, "day"),
                        from: names[row.integer("from_member")] ?? "?", to: names[row.integer("to_member")] ?? "?",
                        amount: Money(minorUnits: row.integer("amount_minor"), currency: Currency(code: row.text("currency")) ?? .jpy)))
            }
            return Stored(id: id, trip.0)
        }
    }

    // MARK: - Writing

    fileprivate func memberIDs(tripID: Int64) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for (id, name) in try database.query("SELECT id, name FROM trip_members WHERE trip_id = ?", [.integer(tripID)], row: {
            ($0.integer("id"), $0.text("name"))
        }) {
            ids[TripMember.key(name)] = id
        }
        return ids
    }

    /// An expense's own columns, by name, as its INSERT and UPDATE bind them.
    fileprivate static func expenseFields(_ expense: TripExpense) -> [String: SQLValue] {
        [
            "day": .integer(Int64(expense.date.integerValue)), "title": .text(expense.title),
            "category": .integer(Int64(expense.category.code)), "sub": expense.sub.map { .text($0) } ?? .null,
            "amount_minor": .integer(expense.amount.minorUnits), "currency": .text(expense.amount.currency.code),
            "charged_minor": expense.charged.map { .integer($0.minorUnits) } ?? .null,
            "charged_currency": expense.charged.map { .text($0.currency.code) } ?? .null,
            "split": .text(expense.splitKind.rawValue), "record_id": expense.recordID.map { .integer($0) } ?? .null,
        ]
    }

    fileprivate func insertParts(of expense: TripExpense, id: Int64, tripID: Int64) throws {
        let members = try memberIDs(tripID: tripID)
        for payer in expense.payers {
            try database.run(
                "INSERT INTO trip_payers (expense_id, member_id, amount_minor) VALUES (:expense_id, :member_id, :amount_minor)",
                named: [
                    "expense_id": .integer(id), "member_id": .integer(members[TripMember.key(payer.member)]!),
                    "amount_minor": .integer(payer.value),
                ])
        }
        for (split, share) in zip(expense.split, expense.shares) {
            try database.run(
                """
                INSERT INTO trip_shares (expense_id, member_id, split_value, share_minor)
                VALUES (:expense_id, :member_id, :split_value, :share_minor)
                """,
                named: [
                    "expense_id": .integer(id), "member_id": .integer(members[TripMember.key(split.member)]!),
                    "split_value": .integer(split.value), "share_minor": .integer(share.value),
                ])
        }
    }
}

extension StoreWriter {
    /// Stores a new trip with its members (its expenses and transfers are stored one by one).
    /// - Returns: the trip's id.
    package func insertTrip(_ trip: Trip, now: Int64) throws(StoreError) -> Int64 {
        let id: Int64 = try wrap {
            try database.run(
                "INSERT INTO trips (uid, name, currency, artist, created, updated) VALUES (:uid, :name, :currency, :artist, :now, :now)",
                named: [
                    "uid": .text(trip.uid), "name": .text(trip.name), "currency": .text(trip.currency.code),
                    "artist": trip.artist.map { .text($0) } ?? .null, "now": .integer(now),
                ])
            return database.lastInsertRowID
        }
        try saveMembers(Stored(id: id, trip), now: now)
        return id
    }

    /// Adds the trip's new members, records who has left, and who the fan is.
    package func saveMembers(_ trip: Stored<Trip>, now: Int64) throws(StoreError) {
        let tripID = trip.id
        try wrap {
            for (position, member) in trip.members.enumerated() {
                try database.run(
                    """
                    INSERT INTO trip_members (trip_id, position, name, has_left) VALUES (:trip_id, :position, :name, :has_left)
                    ON CONFLICT (trip_id, name) DO UPDATE SET has_left = excluded.has_left
                    """,
                    named: [
                        "trip_id": .integer(tripID), "position": .integer(Int64(position)), "name": .text(member.name),
                        "has_left": .integer(member.hasLeft ? 1 : 0),
                    ])
            }
            try database.run(
                """
                UPDATE trips SET me = (SELECT id FROM trip_members WHERE trip_id = :trip_id AND name = :me), artist = :artist,
                    updated = :now WHERE id = :trip_id
                """,
                named: [
                    "trip_id": .integer(tripID), "me": trip.me.map { .text($0) } ?? .null,
                    "artist": trip.artist.map { .text($0) } ?? .null, "now": .integer(now),
                ])
        }
    }

    /// Stores a new expense of trip `tripID`, payers and shares included.
    /// - Returns: the expense's id.
    package func insertExpense(_ expense: TripExpense, tripID: Int64) throws(StoreError) -> Int64 {
        try wrap {
            try database.run(
                """
                INSERT INTO trip_expenses (trip_id, uid, day, title, category, sub, amount_minor, currency,
                    charged_minor, charged_currency, split, record_id)
                VALUES (:trip_id, :uid, :day, :title, :category, :sub, :amount_minor, :currency,
                    :charged_minor, :charged_currency, :split, :record_id)
                """,
                named: RecordStore.expenseFields(expense).merging(["trip_id": .integer(tripID), "uid": .text(expense.uid)]) { $1 })
            let id = database.lastInsertRowID
            try insertParts(of: expense, id: id, tripID: tripID)
            return id
        }
    }

    /// Replaces a stored expense (by `expense.id`), payers and shares included.
    package func updateExpense(_ expense: Stored<TripExpense>, tripID: Int64) throws(StoreError) {
        let id = expense.id
        try wrap {
            try database.run(
                """
                UPDATE trip_expenses SET day = :day, title = :title, category = :category, sub = :sub,
                    amount_minor = :amount_minor, currency = :currency, charged_minor = :charged_minor,
                    charged_currency = :charged_currency, split = :split, record_id = :record_id
                WHERE id = :id
                """,
                named: RecordStore.expenseFields(expense.value).merging(["id": .integer(id)]) { $1 })
            try database.run("DELETE FROM trip_payers WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_shares WHERE expense_id = ?", [.integer(id)])
            try insertParts(of: expense.value, id: id, tripID: tripID)
        }
    }

    /// Links an expense to the fan's spending record made from it (nil: none).
    package func linkExpense(_ expenseID: Int64, toRecord recordID: Int64?) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE trip_expenses SET record_id = ? WHERE id = ?", [recordID.map { .integer($0) } ?? .null, .integer(expenseID)])
        }
    }

    /// Deletes the spending record made from an expense, if it is still there; unlike
    /// `delete(ids:)`, inside the caller's transaction.
    package func deleteShareRecord(id: Int64) throws(StoreError) {
        try wrap { try database.run("DELETE FROM records WHERE id = ?", [.integer(id)]) }
    }

    /// Deletes an expense with its payers and shares (not its spending record).
    package func deleteExpense(id: Int64) throws(StoreError) {
        try wrap {
            try database.run("DELETE FROM trip_payers WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_shares WHERE expense_id = ?", [.integer(id)])
            try database.run("DELETE FROM trip_expenses WHERE id = ?", [.integer(id)])
        }
    }

    /// Stores a transfer of trip `tripID`. - Returns: its id.
    package func insertTransfer(_ transfer: TripTransfer, tripID: Int64) throws(StoreError) -> Int64 {
        try wrap {
            let members = try memberIDs(tripID: tripID)
            try database.run(
                """
                INSERT INTO trip_transfers (trip_id, uid, day, from_member, to_member, amount_minor, currency)
                VALUES (:trip_id, :uid, :day, :from_member, :to_member, :amount_minor, :currency)
                """,
                named: [
                    "trip_id": .integer(tripID), "uid": .text(transfer.uid), "day": .integer(Int64(transfer.date.integerValue)),
                    "from_member": .integer(members[TripMember.key(transfer.from)]!),
                    "to_member": .integer(members[TripMember.key(transfer.to)]!),
                    "amount_minor": .integer(transfer.amount.minorUnits), "currency": .text(transfer.amount.currency.code),
                ])
            return database.lastInsertRowID
        }
    }

    /// Deletes a transfer.
    package func deleteTransfer(id: Int64) throws(StoreError) {
        try wrap { try database.run("DELETE FROM trip_transfers WHERE id = ?", [.integer(id)]) }
    }

    /// Deletes a member who is in no expense and no transfer.
    package func deleteMember(tripID: Int64, name: String) throws(StoreError) {
        try wrap {
            try database.run(
                """
                UPDATE trips SET me = NULL
                WHERE id = :trip_id AND me = (SELECT id FROM trip_members WHERE trip_id = :trip_id AND name = :name)
                """,
                named: ["trip_id": .integer(tripID), "name": .text(name)])
            try database.run(
                "DELETE FROM trip_members WHERE trip_id = :trip_id AND name = :name",
                named: ["trip_id": .integer(tripID), "name": .text(name)])
        }
    }

    /// Deletes a whole trip: members, expenses, payers, shares, transfers (not spending records).
    package func deleteTrip(id: Int64) throws(StoreError) {
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
