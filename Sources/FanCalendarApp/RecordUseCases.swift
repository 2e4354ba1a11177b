import FanCalendar
import FanCalendarStore

/// The use cases of single records: add, edit, show, delete. Each validates, then changes the
/// store in one transaction, and returns the record as stored.
public enum RecordUseCases {
    /// Adds a record made of `changes` (which must hold a date and a title).
    /// - Parameters:
    ///   - home: the home currency: the record's currency when `changes` names none, and the
    ///     currency of a charged amount.
    ///   - homeZone: the zone a time of day is read in.
    ///   - store: opens the store; called only once every value has been checked, so bad input
    ///     never creates a database.
    public static func add(
        _ changes: RecordChanges, home: Currency, homeZone: String, now: Int64, store: () throws -> RecordStore
    ) throws -> Record {
        guard let date = changes.date, let title = changes.title else {
            preconditionFailure("add needs a date and a title; the command line requires both")
        }
        var record = Record(
            uid: Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max)), date: date,
            title: title, category: .other, amount: .zero(changes.currency ?? home))
        do { try record.apply(changes, homeZone: homeZone, home: home) } catch { throw AppText.recordChange(error) }
        return try store().insert(record, now: now)
    }

    /// Changes the given fields of record `id`; each edit raises its SEQUENCE, so calendar apps
    /// take the exported change.
    /// - Parameter home: the home currency, in which a charged amount is read.
    public static func edit(
        id: Int64, _ changes: RecordChanges, homeZone: String, home: Currency, store: RecordStore, now: Int64
    ) throws -> Record {
        try store.transaction { () throws -> Record in
            guard var record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            do throws(RecordChangeError) { try record.apply(changes, homeZone: homeZone, home: home) } catch {
                throw AppText.recordChange(error)
            }
            record.sequence += 1
            try store.update(record, now: now)
            return try store.record(id: id) ?? record
        }
    }

    /// Record `id` as stored.
    public static func show(id: Int64, store: RecordStore) throws -> Record {
        guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
        return record
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
