import FanCalendar

extension RecordStore {
    /// Every artist named on a record, each once (the first spelling met, any case), sorted: what
    /// shell completion offers after `--artist`.
    public func artistNames() throws(StoreError) -> [String] {
        try wrap {
            try database.query(
                "SELECT artist FROM records WHERE artist IS NOT NULL AND artist <> '' GROUP BY artist COLLATE NOCASE ORDER BY artist COLLATE NOCASE"
            ) { $0.text(0) }
        }
    }
}
