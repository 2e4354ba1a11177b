import FanCalendar

/// The day a record's money counts on. A record's amount counts in budgets, reports and daily
/// sums on its money day: its own day, or for a ticket's spending record the day it is paid
/// (`TicketPhase.moneyDay`), kept in `money_day`. Calendars, lists, exports and `day_totals`
/// keep the record's own day.
extension RecordStore {
    /// The one statement of the money day: the records matching `filter` by the day their
    /// money counts on, as a SELECT of `columns` (`day` reads as that day) to use as a
    /// subquery or scan. The records without a money day by their day, through the covering
    /// index `records_by_day` (which carries `money_day` so it need not read the table), UNION
    /// ALL the few with one by it, through `records_by_money_day`.
    static func spendingSource(_ columns: [String], matching filter: RecordFilter) -> (sql: String, bindings: [SQLValue]) {
        let (own, ownBindings) = whereClause(filter)
        let (moved, movedBindings) = whereClause(filter, day: "money_day")
        let ownCondition = (own.isEmpty ? " WHERE " : own + " AND ") + "money_day IS NULL"
        let movedCondition = (moved.isEmpty ? " WHERE " : moved + " AND ") + "money_day IS NOT NULL"
        let list = columns.joined(separator: ", ")
        let movedList = columns.map { $0 == "day" ? "money_day" : $0 }.joined(separator: ", ")
        return (
            "SELECT \(list) FROM records\(ownCondition) UNION ALL SELECT \(movedList) FROM records\(movedCondition)",
            ownBindings + movedBindings
        )
    }

    /// The records matching `filter` (its artists, category, search) whose money counts on
    /// another day than their own, with either day from `filter.from` to `filter.to`, by id with
    /// the day it counts on: the few a view by the records' own days (`day_totals`, `wrapped`'s
    /// records) must move. Read through `records_by_money_day` alone: left to itself, SQLite
    /// answers the OR by scanning the range's records in `records_by_day` too.
    package func movedMoney(matching filter: RecordFilter) throws(StoreError) -> [Int64: CivilDate] {
        var others = filter
        (others.from, others.to) = (nil, nil)
        let (clause, bindings) = RecordStore.whereClause(others)
        let range: [SQLValue] = [.integer(Int64(filter.from?.integerValue ?? 0)), .integer(Int64(filter.to?.integerValue ?? Int(Int32.max)))]
        let rows = try wrap {
            try database.query(
                """
                SELECT id, money_day FROM records INDEXED BY records_by_money_day
                WHERE money_day IS NOT NULL AND money_day <> day AND (day BETWEEN ? AND ? OR money_day BETWEEN ? AND ?)
                \(clause.isEmpty ? "" : "AND" + clause.dropFirst(" WHERE".count))
                """, range + range + bindings
            ) { ($0.integer("id"), RecordStore.date($0, "money_day")) }
        }
        return Dictionary(rows) { first, _ in first }
    }

    /// The day record `id`'s money counts on when not its own day; nil for its own day.
    package func moneyDay(recordID id: Int64) throws(StoreError) -> CivilDate? {
        try wrap {
            try database.query("SELECT money_day FROM records WHERE id = ?", [.integer(id)]) { row in
                row.optionalInteger("money_day").flatMap { CivilDate(integerValue: Int($0)) }
            }.first ?? nil
        }
    }
}

extension StoreWriter {
    /// Sets the day record `id`'s money counts on (nil: its own day); writes only a change.
    /// Part of a change: run it inside `transaction` with the writes that go with it.
    package func setMoneyDay(_ day: CivilDate?, recordID id: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE records SET money_day = :day WHERE id = :id AND money_day IS NOT :day",
                named: ["day": day.map { .integer(Int64($0.integerValue)) } ?? .null, "id": .integer(id)])
        }
    }
}
