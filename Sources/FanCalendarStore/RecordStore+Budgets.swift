import FanCalendar

extension RecordStore {
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
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
            ) { statement throws(SQLiteError) in
                try statement.bind(budget.kind.rawValue, at: 1)
                try statement.bind(budget.goal.minorUnits, at: 2)
                try statement.bind(budget.goal.currency.code, at: 3)
                try statement.bind(category, at: 4)
                try statement.bind(artist, at: 5)
                try statement.bind(Int64(budget.from.year * 100 + budget.from.month), at: 6)
                try statement.bind(budget.rollover.rawValue, at: 7)
                try statement.bind(now, at: 8)
            }
            return Stored(id: database.lastInsertRowID, budget)
        }
    }

    /// Every budget, by id.
    package func budgets() throws(StoreError) -> [Stored<Budget>] {
        try wrap {
            try database.query(
                "SELECT id, kind, goal_minor, currency, category, artist, from_month, rollover FROM budgets ORDER BY id"
            ) { row in
                let scope: BudgetScope =
                    if let code = row.optionalInteger(4) { .category(Category(code: Int(code)) ?? .other) }
                    else if let artist = row.optionalText(5) { .artist(artist) }
                    else { .all }
                let from = Int(row.integer(6))
                return Stored(
                    id: row.integer(0),
                    Budget(
                        kind: Budget.Kind(rawValue: row.text(1)) ?? .month,
                        goal: Money(minorUnits: row.integer(2), currency: Currency(code: row.text(3)) ?? .jpy), scope: scope,
                        from: YearMonth(year: from / 100, month: from % 100),
                        rollover: BudgetRollover(rawValue: row.text(7)) ?? .none))
            }
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
