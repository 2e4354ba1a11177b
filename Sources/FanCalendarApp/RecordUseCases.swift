import FanCalendar
import FanCalendarStore

/// The use cases of single records: add, edit, show, delete. Each validates, then changes the
/// store in one transaction, and returns the record as stored.
public enum RecordUseCases {
    /// Adds a record made of `changes` (which must hold a date and a title).
    /// - Parameters:
    ///   - currency: the record's currency when `changes` names none (the home currency).
    ///   - homeZone: the zone a time of day is read in.
    ///   - store: opens the store; called only once every value has been checked, so bad input
    ///     never creates a database.
    public static func add(
        _ changes: RecordChanges, currency: Currency, homeZone: String, now: Int64, store: () throws -> RecordStore
    ) throws -> Record {
        guard let date = changes.date, let title = changes.title else {
            preconditionFailure("add needs a date and a title; the command line requires both")
        }
        var record = Record(
            uid: Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max)), date: date,
            title: title, category: .other, amount: .zero(currency))
        do { try record.apply(changes, homeZone: homeZone) } catch { throw AppText.recordChange(error) }
        return try store().insert(record, now: now)
    }

    /// Changes the given fields of record `id`; each edit raises its SEQUENCE, so calendar apps
    /// take the exported change.
    public static func edit(
        id: Int64, _ changes: RecordChanges, homeZone: String, store: RecordStore, now: Int64
    ) throws -> Record {
        try store.transaction { () throws -> Record in
            guard var record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            do throws(RecordChangeError) { try record.apply(changes, homeZone: homeZone) } catch {
                throw AppText.recordChange(error)
            }
            record.sequence += 1
            try store.update(record, now: now)
            return try store.record(id: id) ?? record
        }
    }

    /// Saves a copy of record `id` as a new record, with `changes` applied (another date, amount…).
    public static func copy(
        id: Int64, _ changes: RecordChanges, homeZone: String, store: RecordStore, now: Int64
    ) throws -> Record {
        try store.transaction { () throws -> Record in
            guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            let uid = Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max))
            let copy: Record
            do throws(RecordChangeError) { copy = try record.copied(uid: uid, changes, homeZone: homeZone) } catch {
                throw AppText.recordChange(error)
            }
            return try store.insert(copy, now: now)
        }
    }

    /// Record `id` as stored.
    public static func show(id: Int64, store: RecordStore) throws -> Record {
        guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
        return record
    }

    /// The records a `delete` of `ids` would remove, to show before asking.
    /// - Throws: `AppError.failure` when one of them does not exist (nothing will be deleted).
    public static func toDelete(ids: [Int64], store: RecordStore) throws -> [Record] {
        let records = try store.records(ids: ids)
        if let missing = ids.first(where: { id in !records.contains { $0.id == id } }) {
            throw AppError.failure(AppText.noSuchRecordNothingDeleted(missing))
        }
        return records
    }

    /// Deletes every record of `ids`, or none when one of them does not exist.
    public static func delete(ids: [Int64], store: RecordStore) throws {
        do {
            try store.delete(ids: ids)
        } catch {
            guard case .noSuchRecord(let id) = error else { throw error }
            throw AppError.failure(AppText.noSuchRecordNothingDeleted(id))
        }
    }
}
