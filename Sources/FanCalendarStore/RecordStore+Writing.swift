import FanCalendar

/// Writing records: insert, update, delete; each one statement or one transaction.
extension RecordStore {
    /// Throws ``StoreError/totalTooLarge(path:currency:)`` when a currency's amounts add up to
    /// more than ``RecordLimits/maximumTotal``; checked at the end of each writing transaction.
    /// `total()` sums as a float, which never overflows and is exact to a part in 10^15: the
    /// bound is 10^18 give or take a thousand, far below `Int64.max`.
    func checkTotals() throws {
        let over = try database.query(
            "SELECT currency FROM day_totals GROUP BY currency HAVING total(amount_minor) > ? LIMIT 1",
            [.integer(RecordLimits.maximumTotal)]
        ) { $0.text(0) }
        if let currency = over.first { throw StoreError.totalTooLarge(path: path, currency: currency) }
    }

    /// Runs a change as its own checked transaction, or as part of the caller's (whose end
    /// checks the totals).
    func changing<T>(_ body: () throws -> T) throws(StoreError) -> T {
        guard database.isInAutocommit else { return try wrap(body) }
        return try wrap { try transaction(body) }
    }

    /// Binds a record's stored fields to parameters 1–16 of an INSERT or UPDATE, in the order
    /// `uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, artist,
    /// venue, memo, amount_minor, currency, sequence`.
    static func bindFields(of record: Record, to statement: Statement) throws(SQLiteError) {
        try statement.stage(record.uid, at: 1)
        try statement.stage(record.recurrenceID ?? "", at: 2)
        try statement.bind(Int64(record.date.integerValue), at: 3)
        // Every record shown on several days, so calendars find timed ones crossing midnight too.
        try statement.bind(record.lastDayShown.map { Int64($0.integerValue) }, at: 4)
        try statement.bind(record.start?.instant, at: 5)
        try statement.bind(record.end?.instant, at: 6)
        try statement.stage(record.start?.zone ?? record.end?.zone, at: 7)
        try statement.stage(record.title, at: 8)
        try statement.bind(Int64(record.category.code), at: 9)
        try statement.stage(record.sub, at: 10)
        try statement.stage(record.artist, at: 11)
        try statement.stage(record.venue, at: 12)
        try statement.stage(record.memo, at: 13)
        try statement.bind(record.amount.minorUnits, at: 14)
        try statement.stage(record.amount.currency.code, at: 15)
        try statement.bind(Int64(record.sequence), at: 16)
        try statement.bindStaged()
    }

    /// Binds a record's charged amount to parameters 20 (minor units) and 21 (currency).
    static func bindCharged(of record: Record, to statement: Statement) throws(SQLiteError) {
        try statement.bind(record.charged?.minorUnits, at: 20)
        try statement.bind(record.charged?.currency.code, at: 21)
    }

    /// Inserts a record and returns it with the id the store gave it.
    /// - Parameter lastModified: the iCalendar LAST-MODIFIED of an imported event, kept to decide
    ///   later re-imports.
    @discardableResult
    package func insert(_ record: Record, lastModified: Int64? = nil, now: Int64) throws(StoreError) -> Stored<Record> {
        try changing {
            try database.run(
                """
                INSERT INTO records (uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title,
                    category, sub, artist, venue, memo, amount_minor, currency, sequence,
                    last_modified, created, updated, charged_minor, charged_currency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
            ) { statement throws(SQLiteError) in
                try RecordStore.bindFields(of: record, to: statement)
                try RecordStore.bindCharged(of: record, to: statement)
                try statement.bind(lastModified, at: 17)
                try statement.bind(now, at: 18)
                try statement.bind(now, at: 19)
            }
            var saved = Stored(id: database.lastInsertRowID, record)
            saved.created = now
            saved.updated = now
            return saved
        }
    }

    /// Replaces the stored fields of the record with `record.id`.
    package func update(_ record: Stored<Record>, lastModified: Int64? = nil, now: Int64) throws(StoreError) {
        let id = record.id
        let changed: Int = try changing {
            try database.run(
                """
                UPDATE records SET uid = ?, recurrence_id = ?, day = ?, last_day = ?, start_utc = ?,
                    end_utc = ?, zone = ?, title = ?, category = ?, sub = ?, artist = ?, venue = ?,
                    memo = ?, amount_minor = ?, currency = ?, sequence = ?,
                    last_modified = coalesce(?, last_modified), updated = ?,
                    charged_minor = ?20, charged_currency = ?21
                WHERE id = ?19
                """
            ) { statement throws(SQLiteError) in
                try RecordStore.bindFields(of: record.value, to: statement)
                try RecordStore.bindCharged(of: record.value, to: statement)
                try statement.bind(lastModified, at: 17)
                try statement.bind(now, at: 18)
                try statement.bind(id, at: 19)
            }
            return database.changes
        }
        if changed == 0 { throw .noSuchRecord(id: id) }
    }

    /// Deletes records by id, all or none: an unknown id deletes nothing and throws.
    package func delete(ids: [Int64]) throws(StoreError) {
        // Deleting only lowers totals: no check of them (a store over the maximum, written by an
        // older fancal, gets back within it this way).
        try wrap {
            try database.inTransaction {
                for id in ids {
                    try database.run("DELETE FROM records WHERE id = ?", [.integer(id)])
                    if database.changes == 0 { throw StoreError.noSuchRecord(id: id) }
                }
            }
        }
    }
}
