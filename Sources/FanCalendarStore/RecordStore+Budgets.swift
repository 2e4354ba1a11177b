import FanCalendar

extension RecordStore {

    /// Every budget, by id.
    package func budgets() throws(StoreError) -> [Stored<Budget>] {
        try wrap {
            try database.query(
                "SELECT id, kind, goal_minor, currency, category, artist, from_month, rollover FROM budgets ORDER BY id"
            ) { row in
                let scope: BudgetScope =
                    if let code = row.optionalInteger("category") { .category(Category(code: Int(code)) ?? .other) }
                    else if let artist = row.optionalText("artist") { .artist(artist) }
                    else { .all }
                let from = Int(row.integer("from_month"))
                return Stored(
                    id: row.integer("id"),
                    Budget(
                        kind: Budget.Kind(rawValue: row.text("kind")) ?? .month,
                        goal: Money(minorUnits: row.integer("goal_minor"), currency: Currency(code: row.text("currency")) ?? .jpy),
                        scope: scope,
                        from: YearMonth(year: from / 100, month: from % 100),
                        rollover: BudgetRollover(rawValue: row.text("rollover")) ?? .none))
            }
        }
    }
}

extension StoreWriter {
    /// Stores a new budget and returns it with its id.
    package func insert(budget: Budget, now: Int64) throws(StoreError) -> Stored<Budget> {
        try wrap {
            var category: Int64?
            var artist: String?
            switch budget.scope {
            case .all: break
            case .category(let chosen): category = Int64(chosen.code)
            case .artist(let name): artist = name
            }
            try database.run(
                """
                INSERT INTO budgets (kind, goal_minor, currency, category, artist, from_month, rollover, created)
                VALUES (:kind, :goal_minor, :currency, :category, :artist, :from_month, :rollover, :created)
                """,
                named: [
                    "kind": .text(budget.kind.rawValue), "goal_minor": .integer(budget.goal.minorUnits),
                    "currency": .text(budget.goal.currency.code), "category": category.map { .integer($0) } ?? .null,
                    "artist": artist.map { .text($0) } ?? .null,
                    "from_month": .integer(Int64(budget.from.year * 100 + budget.from.month)),
                    "rollover": .text(budget.rollover.rawValue), "created": .integer(now),
                ])
            return Stored(id: database.lastInsertRowID, budget)
        }
    }

    /// Deletes a budget.
    /// - Returns: whether it existed.
    package func deleteBudget(id: Int64) throws(StoreError) -> Bool {
        try wrap {
            try database.run("DELETE FROM budgets WHERE id = ?", [.integer(id)])
            return database.changes > 0
        }
    }
}
