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
}
