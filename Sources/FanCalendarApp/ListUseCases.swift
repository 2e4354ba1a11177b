import FanCalendar
import FanCalendarStore

/// What `list` shows.
package enum ListUseCases {
    /// The records matching `filter` (its artist meaning every spelling of that artist), oldest
    /// first.
    package static func records(matching filter: RecordFilter, store: RecordStore) throws -> [Record] {
        try store.records(matching: ArtistUseCases.resolve(filter, store: store))
    }

    /// Each record matching `filter` (as `records` reads it), oldest first, one at a time (a CSV of every record is
    /// written without holding them all).
    package static func forEach(
        matching filter: RecordFilter, store: RecordStore, _ body: (Record) throws -> Void
    ) throws {
        try store.forEachRecord(matching: ArtistUseCases.resolve(filter, store: store), body)
    }
}
