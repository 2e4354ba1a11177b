import FanCalendar
import FanCalendarStore

/// What `list` shows.
package enum ListUseCases {
    /// Each record matching `filter` (its artist meaning every spelling of that artist), oldest
    /// first, one at a time (a CSV of every record is written without holding them all).
    package static func forEach(
        matching filter: RecordFilter, store: RecordStore, _ body: (Stored<Record>) throws -> Void
    ) throws {
        try store.forEachRecord(matching: ArtistUseCases.resolve(filter, store: store), body)
    }
}
