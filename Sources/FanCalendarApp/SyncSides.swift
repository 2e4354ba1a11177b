import FanCalendar
import FanCalendarStore
import FanCalendarSync

/// The server side of a sync, as vdirsyncer's storages are: items of iCalendar text at hrefs,
/// each with an ETag, written only conditionally. The sync does not care what holds them:
/// ``CalDAVRemote`` is a CalDAV calendar, the tests' remote a dictionary.
package protocol SyncRemote {
    /// The calendar's URL; new items go into its collection (``SyncUseCases/newHref(_:calendar:)``).
    var calendar: String { get }
    /// The hrefs named so far that lead outside the calendar: skipped, never requested.
    var outside: [String] { get }
    /// Every item's ETag, or (from `syncToken`) only what changed since.
    func list(syncToken: String?) throws(NetworkError) -> CalDAVClient.Listing
    /// The bodies and ETags of `hrefs`; an href missing from the answer was not fetched.
    func fetch(hrefs: [String]) throws(NetworkError) -> [String: CalDAVClient.Item]
    /// Writes an item if its ETag is still `etag`, or creates it if `etag` is nil and it is not
    /// there.
    func put(href: String, body: String, ifMatch etag: String?) throws(NetworkError) -> CalDAVClient.WriteResult
    /// Deletes an item if its ETag is still `etag` (one already gone counts as deleted).
    func delete(href: String, etag: String) throws(NetworkError) -> CalDAVClient.WriteResult
}

/// The local side of a sync: the records by UID (a series is one item), what the last sync
/// agreed on, and one transaction that applies a sync's changes. ``RecordStore`` is the real
/// one (``RecordStore/apply(_:subject:now:finish:)``), the tests' a dictionary.
package protocol SyncLocal {
    /// What the last sync agreed on, item by item.
    func syncItems() throws -> [SyncPlan.State]
    /// Every record, grouped by UID.
    func recordsByUID() throws -> [String: [Stored<Record>]]
    /// The recurrence rules of the series, by UID.
    func seriesRules() throws -> [String: SeriesRule]
    /// The calendar object a UID's records came from, when one is kept.
    func calendarObject(uid: String) throws -> CalendarObject?
    /// Applies `changes` in order in one transaction: each item's records compare-and-set
    /// (``StoreWriter/replaceSynced(_:now:)``), its object kept and its state saved or forgotten
    /// only when they were applied. Then `finish`, given how each change went, names the account
    /// and the conflicts to save in the same transaction.
    func apply(
        _ changes: [SyncChange], subject: String, now: Int64,
        finish: ([SyncChange.Outcome]) -> (account: SyncAccount, conflicts: [SyncPlan.Conflict])
    ) throws
}

/// One item's changes here, applied together once the server writes are done.
package struct SyncChange {
    /// The UIDs' records to replace, compare-and-set against the snapshot the sync planned from.
    package var records: [RecordStore.SyncedRecords] = []
    /// The server's calendar object to keep for the UID.
    package var object: CalendarObject?
    /// The state to remember for the item.
    package var save: SyncPlan.State?
    /// The href whose state to forget.
    package var forget: String?
    /// The report's count of this change, taken back when it is not applied.
    var counter: WritableKeyPath<SyncUseCases.Report, Int>?
    var title: String?

    init(state: SyncPlan.State) { save = state }
    init(forget href: String) { forget = href }

    var href: String { save?.href ?? forget ?? "" }
    var uid: String { records.last?.uid ?? save?.uid ?? "" }

    /// How applying one change went.
    package enum Outcome: Sendable, Equatable {
        case applied
        /// The UID's records changed here since the sync planned: nothing of the item written.
        case changedHere
        /// The item would make this currency's total larger than the store keeps.
        case totalTooLarge(currency: String)
    }
}
