import FanCalendar
import FanCalendarStore

/// What `list` shows.
public enum ListUseCases {
    /// The records matching `filter`, oldest first.
    public static func records(matching filter: RecordFilter, store: RecordStore) throws(StoreError) -> [Record] {
        try store.records(matching: filter)
    }

    /// Each record matching `filter`, oldest first, one at a time (a CSV of every record is
    /// written without holding them all).
    public static func forEach(
        matching filter: RecordFilter, store: RecordStore, _ body: (Record) throws -> Void
    ) throws {
        try store.forEachRecord(matching: filter, body)
    }
}
