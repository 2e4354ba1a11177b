import FanCalendar
import FanCalendarStore

/// What shell completion reads from the store.
package enum CompletionUseCases {
    /// The artists of the store's records, for `--artist`.
    package static func artists(store: RecordStore) throws(StoreError) -> [String] {
        try store.artistNames()
    }
}
