import FanCalendar

extension RecordStore {
    /// The occurrences of the series `uid` from `recurrenceID` on (by their original start, the
    /// key's order), in that order: what `edit --following` changes.
    package func occurrences(uid: String, from recurrenceID: String) throws(StoreError) -> [Stored<Record>] {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE uid = ? AND recurrence_id >= ? ORDER BY recurrence_id",
                [.text(uid), .text(recurrenceID)], columns: { RecordColumns($0) }, row: RecordStore.decode
            )
        }
    }

    /// The rules of every series, made by fancal or imported, by uid (small tables: one row per
    /// series).
    package func seriesRules() throws(StoreError) -> [String: SeriesRule] {
        try wrap {
            var rules: [String: SeriesRule] = [:]
            _ = try database.query("SELECT uid, frequency, count, first_key FROM series") { row in
                if let frequency = Recurrence.Frequency(rawValue: row.text("frequency")) {
                    rules[row.text("uid")] = SeriesRule(
                        frequency: frequency, count: Int(row.integer("count")), firstKey: row.text("first_key"))
                }
            }
            _ = try database.query("SELECT uid, rrule, first_key, keys FROM imported_series") { row in
                rules[row.text("uid")] = SeriesRule(
                    importedRule: row.text("rrule"), keys: row.text("keys").split(separator: ",").map(String.init),
                    firstKey: row.text("first_key"))
            }
            return rules
        }
    }
}

extension StoreWriter {
    /// Keeps the rule of series `uid` (its records are stored separately, in the same
    /// transaction). An imported rule replaces the one kept for that uid before.
    package func insertSeries(uid: String, _ rule: SeriesRule) throws(StoreError) {
        try wrap {
            switch rule.origin {
            case .repeated(let frequency, let count):
                try database.run(
                    "INSERT INTO series (uid, frequency, count, first_key) VALUES (:uid, :frequency, :count, :first_key)",
                    named: [
                        "uid": .text(uid), "frequency": .text(frequency.rawValue), "count": .integer(Int64(count)),
                        "first_key": .text(rule.firstKey),
                    ])
            case .imported:
                try database.run("DELETE FROM series WHERE uid = ?", [.text(uid)])
                try database.run(
                    "INSERT OR REPLACE INTO imported_series (uid, rrule, first_key, keys) VALUES (:uid, :rrule, :first_key, :keys)",
                    named: [
                        "uid": .text(uid), "rrule": .text(rule.rrule), "first_key": .text(rule.firstKey),
                        "keys": .text(rule.keys.joined(separator: ",")),
                    ])
            }
        }
    }
}
