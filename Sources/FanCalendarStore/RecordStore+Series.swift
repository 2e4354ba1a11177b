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
    /// transaction).
    public func insertSeries(uid: String, _ rule: SeriesRule) throws(StoreError) {
        try wrap {
            try database.run(
                "INSERT INTO series (uid, frequency, count, first_key) VALUES (?, ?, ?, ?)",
                [.text(uid), .text(rule.frequency.rawValue), .integer(Int64(rule.count)), .text(rule.firstKey)])
        }
    }

    /// The rules of every series fancal made, by uid (a small table: one row per series).
    public func seriesRules() throws(StoreError) -> [String: SeriesRule] {
        try wrap {
            var rules: [String: SeriesRule] = [:]
            _ = try database.query("SELECT uid, frequency, count, first_key FROM series") { row in
                if let frequency = Recurrence.Frequency(rawValue: row.text(1)) {
                    rules[row.text(0)] = SeriesRule(frequency: frequency, count: Int(row.integer(2)), firstKey: row.text(3))
                }
            }
            return rules
        }
    }
}
