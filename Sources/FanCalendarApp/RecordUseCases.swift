import FanCalendar
import FanCalendarStore

/// What `add` or `edit` stored: one record, or occurrences of a series.
package enum SavedRecords: Sendable {
    case one(Stored<Record>)
    case series([Stored<Record>])
}

/// Everything `show` shows of a record.
package struct RecordDetail: Sendable {
    package var record: Stored<Record>
    /// The day its money counts on in budgets and reports when it has one of its own (a
    /// ticket's payment day); nil for its own day.
    package var moneyDay: CivilDate?
}

/// The use cases of single records: add, edit, show, delete. Each validates, then changes the
/// store in one transaction, and returns the record as stored.
package enum RecordUseCases {
    /// Adds a record made of `changes` (which must hold a date and a title).
    /// - Parameters:
    ///   - home: the home currency: the record's currency when `changes` names none, and the
    ///     one a charged amount is in.
    ///   - homeZone: the zone a time of day is read in.
    ///   - store: opens the store; called only once every value has been checked, so bad input
    ///     never creates a database.
    package static func add(
        _ changes: RecordChanges, home: Currency, homeZone: String, now: Int64, store: () throws -> StoreWriter
    ) throws -> Stored<Record> {
        let record = try newRecord(changes, home: home, homeZone: homeZone)
        let store = try store()
        return try store.recordingChange(.add, now: now) { try store.insert(record, now: now) }
    }

    /// `add`: one record made of `changes`, or with `recurrence` (`--repeat`) the series
    /// (`addSeries`).
    package static func add(
        _ changes: RecordChanges, repeating recurrence: Recurrence?, home: Currency, homeZone: String, now: Int64,
        store: () throws -> StoreWriter
    ) throws -> SavedRecords {
        guard let recurrence else { return .one(try add(changes, home: home, homeZone: homeZone, now: now, store: store)) }
        return .series(
            try addSeries(changes, repeating: recurrence, home: home, homeZone: homeZone, now: now, store: store))
    }

    /// Adds a series (`add --repeat`): one record per occurrence of `recurrence`, all made of
    /// `changes` and sharing one UID, stored in one transaction.
    private static func addSeries(
        _ changes: RecordChanges, repeating recurrence: Recurrence, home: Currency, homeZone: String, now: Int64,
        store: () throws -> StoreWriter
    ) throws -> [Stored<Record>] {
        let first = try newRecord(changes, home: home, homeZone: homeZone)
        let occurrences: [Record]
        do throws(RecordSeriesError) { occurrences = try first.occurrences(of: recurrence) } catch {
            switch error {
            case .recurrence(let problem): throw AppError.invalidInput(AppText.recurrence(problem))
            case .change(let change): throw AppText.recordChange(change)
            }
        }
        let rule = SeriesRule(frequency: recurrence.frequency, count: occurrences.count, firstKey: occurrences[0].recurrenceID!)
        let store = try store()
        return try store.recordingChange(.add, now: now) { () throws -> [Stored<Record>] in
            try store.insertSeries(uid: first.uid, rule)
            return try occurrences.map { (occurrence) throws -> Stored<Record> in try store.insert(occurrence, now: now) }
        }
    }

    /// A new record of `changes` (which must hold a date and a title), not yet stored.
    private static func newRecord(_ changes: RecordChanges, home: Currency, homeZone: String) throws -> Record {
        guard let date = changes.date, let title = changes.title else {
            preconditionFailure("add needs a date and a title; the command line requires both")
        }
        var record = Record(
            uid: Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max)), date: date,
            title: title, category: .other, amount: .zero(changes.currency ?? home))
        do throws(RecordChangeError) { try record.apply(changes, homeZone: homeZone, home: home) } catch { throw AppText.recordChange(error) }
        return record
    }

    /// `edit`: record `id` (`edit(id:…)`), or with `following` that occurrence of its series and
    /// every later one (`editFollowing`).
    package static func edit(
        id: Int64, _ changes: RecordChanges, following: Bool, homeZone: String, home: Currency, store: StoreWriter,
        now: Int64
    ) throws -> SavedRecords {
        guard following else { return .one(try edit(id: id, changes, homeZone: homeZone, home: home, store: store, now: now)) }
        return .series(try editFollowing(id: id, changes, homeZone: homeZone, home: home, store: store, now: now))
    }

    /// Changes occurrence `id` of a series and every later one (`edit --following`): a new date
    /// moves each by the same number of days. Each raises its SEQUENCE.
    private static func editFollowing(
        id: Int64, _ changes: RecordChanges, homeZone: String, home: Currency, store: StoreWriter, now: Int64
    ) throws -> [Stored<Record>] {
        try store.recordingChange(.edit, now: now) { () throws -> [Stored<Record>] in
            guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            guard let key = record.recurrenceID else { throw AppError.invalidInput(AppText.notInSeries(id)) }
            let shift = changes.date.map { $0.daysSinceEpoch - record.date.daysSinceEpoch }
            var changed: [Int64] = []
            for var occurrence in try store.occurrences(uid: record.uid, from: key) {
                var these = changes
                if let shift { these.date = occurrence.date.adding(days: shift) }
                do throws(RecordChangeError) { try occurrence.value.apply(these, homeZone: homeZone, home: home) } catch {
                    throw AppText.recordChange(error)
                }
                occurrence.sequence += 1
                try store.update(occurrence, now: now)
                changed.append(occurrence.id)
            }
            return try store.records(ids: changed)
        }
    }

    /// Changes the given fields of record `id`; each edit raises its SEQUENCE, so calendar apps
    /// take the exported change.
    /// - Parameter home: the home currency, in which a charged amount is read.
    package static func edit(
        id: Int64, _ changes: RecordChanges, homeZone: String, home: Currency, store: StoreWriter, now: Int64
    ) throws -> Stored<Record> {
        try store.recordingChange(.edit, now: now) { () throws -> Stored<Record> in
            guard var record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            do throws(RecordChangeError) { try record.value.apply(changes, homeZone: homeZone, home: home) } catch {
                throw AppText.recordChange(error)
            }
            record.sequence += 1
            try store.update(record, now: now)
            return try store.record(id: id) ?? record
        }
    }

    /// Saves a copy of record `id` as a new record, with `changes` applied (another date, amount…).
    package static func copy(
        id: Int64, _ changes: RecordChanges, homeZone: String, home: Currency, store: StoreWriter, now: Int64
    ) throws -> Stored<Record> {
        try store.recordingChange(.copy, now: now) { () throws -> Stored<Record> in
            guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            let uid = Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max))
            let copy: Record
            do throws(RecordChangeError) { copy = try record.value.copied(uid: uid, changes, homeZone: homeZone, home: home) } catch {
                throw AppText.recordChange(error)
            }
            return try store.insert(copy, now: now)
        }
    }

    /// Record `id` as stored and the day its money counts on, read in one read transaction.
    package static func show(id: Int64, store: RecordStore) throws -> RecordDetail {
        try store.reading {
            guard let record = try store.record(id: id) else { throw AppError.failure(AppText.noSuchRecord(id)) }
            return RecordDetail(record: record, moneyDay: try store.moneyDay(recordID: id))
        }
    }

    /// Deletes every record of `ids`, or none when one of them does not exist.
    /// - Parameter confirm: shown the records first, when given, and throws to keep them; the
    ///   person may take their time, so no transaction is open while it runs.
    /// - Throws: `AppError.failure` when one of them does not exist (nothing is deleted).
    package static func delete(
        ids: [Int64], confirm: (([Stored<Record>]) throws -> Void)?, store: StoreWriter, now: Int64
    ) throws {
        if let confirm {
            let records = try store.records(ids: ids)
            if let missing = ids.first(where: { id in !records.contains { $0.id == id } }) {
                throw AppError.failure(AppText.noSuchRecordNothingDeleted(missing))
            }
            try confirm(records)
        }
        do {
            try store.recordingChange(.delete, now: now) { try store.delete(ids: ids) }
        } catch StoreError.noSuchRecord(let id) {
            throw AppError.failure(AppText.noSuchRecordNothingDeleted(id))
        }
    }
}
