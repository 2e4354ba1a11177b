import FanCalendar

extension RecordStore {
    /// The occurrences of the series `uid` from `recurrenceID` on (by their original start, the
    /// key's order), in that order: what `edit --following` changes.
    public func occurrences(uid: String, from recurrenceID: String) throws(StoreError) -> [Record] {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE uid = ? AND recurrence_id >= ? ORDER BY recurrence_id",
                [.text(uid), .text(recurrenceID)]
            ) { RecordStore.decode($0) }
        }
    }

    /// Keeps the rule of series `uid` (its records are stored separately, in the same
    /// transaction). An imported rule replaces the one kept for that uid before.
    public func insertSeries(uid: String, _ rule: SeriesRule) throws(StoreError) {
        try wrap {
            switch rule.origin {
            case .repeated(let frequency, let count):
                try database.run(
                    "INSERT INTO series (uid, frequency, count, first_key) VALUES (?, ?, ?, ?)",
                    [.text(uid), .text(frequency.rawValue), .integer(Int64(count)), .text(rule.firstKey)])
            case .imported:
                try database.run("DELETE FROM series WHERE uid = ?", [.text(uid)])
                try database.run(
                    "INSERT OR REPLACE INTO imported_series (uid, rrule, first_key, keys) VALUES (?, ?, ?, ?)",
                    [.text(uid), .text(rule.rrule), .text(rule.firstKey), .text(rule.keys.joined(separator: ","))])
            }
        }
    }

    /// The rules of every series, made by fancal or imported, by uid (small tables: one row per
    /// series).
    public func seriesRules() throws(StoreError) -> [String: SeriesRule] {
        try wrap {
            var rules: [String: SeriesRule] = [:]
            _ = try database.query("SELECT uid, frequency, count, first_key FROM series") { row in
                if let frequency = Recurrence.Frequency(rawValue: row.text(1)) {
                    rules[row.text(0)] = SeriesRule(frequency: frequency, count: Int(row.integer(2)), firstKey: row.text(3))
                }
            }
            _ = try database.query("SELECT uid, rrule, first_key, keys FROM imported_series") { row in
                rules[row.text(0)] = SeriesRule(
                    importedRule: row.text(1), keys: row.text(3).split(separator: ",").map(String.init), firstKey: row.text(2))
            }
            return rules
        }
    }
}
