import FanCalendar

/// Writing records: insert, update, delete; each one statement or one transaction.
extension StoreWriter {
    /// Throws ``StoreError/totalTooLarge(path:currency:)`` when a currency's amounts add up to
    /// more than ``RecordLimits/maximumTotal``; checked at the end of each writing transaction.
    /// `total()` sums as a float, which never overflows and is exact to a part in 10^15: the
    /// bound is 10^18 give or take a thousand, far below `Int64.max`.
    func checkTotals() throws {
        let over = try database.query(
            "SELECT currency FROM day_totals GROUP BY currency HAVING total(amount_minor) > ? LIMIT 1",
            [.integer(RecordLimits.maximumTotal)]
        ) { $0.text("currency") }
        if let currency = over.first { throw StoreError.totalTooLarge(path: path, currency: currency) }
    }

    /// Runs a change as its own checked transaction, or as part of the caller's (whose end
    /// checks the totals).
    func changing<T>(_ body: () throws -> T) throws(StoreError) -> T {
        guard database.isInAutocommit else { return try wrap(body) }
        return try wrap { try transaction(body) }
    }

    /// The columns an INSERT or UPDATE of a record sets, each from the parameter of its name
    /// (`:title`), as ``RecordParameters`` binds them; `created` and `updated` from `:now`.
    static let writtenColumns = [
        "uid", "recurrence_id", "day", "last_day", "start_utc", "end_utc", "zone", "title", "category", "sub", "artist",
        "venue", "memo", "amount_minor", "currency", "sequence", "last_modified", "charged_minor", "charged_currency",
    ]

    /// The columns and values of an INSERT of a record: ``writtenColumns`` and the times.
    static let insertedColumns = (
        columns: (writtenColumns + ["created", "updated"]).joined(separator: ", "),
        values: (writtenColumns.map { ":" + $0 } + [":now", ":now"]).joined(separator: ", ")
    )

    /// The UPDATE of a record's ``writtenColumns`` and `updated`, of the record `:id`.
    static let updateSQL =
        "UPDATE records SET "
        + writtenColumns.map {
            // An update without a LAST-MODIFIED keeps the stored one.
            $0 == "last_modified" ? "last_modified = coalesce(:last_modified, last_modified)" : "\($0) = :\($0)"
        }.joined(separator: ", ") + ", updated = :now WHERE id = :id"

    /// Inserts a record and returns it with the id the store gave it.
    /// - Parameter lastModified: the iCalendar LAST-MODIFIED of an imported event, kept to decide
    ///   later re-imports.
    @discardableResult
    package func insert(_ record: Record, lastModified: Int64? = nil, now: Int64) throws(StoreError) -> Stored<Record> {
        try changing {
            try database.run(
                "INSERT INTO records (\(StoreWriter.insertedColumns.columns)) VALUES (\(StoreWriter.insertedColumns.values))"
            ) { statement throws(SQLiteError) in
                try RecordParameters(statement).bind(record, lastModified: lastModified, now: now, to: statement)
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
            try database.run(StoreWriter.updateSQL) { statement throws(SQLiteError) in
                try RecordParameters(statement).bind(record.value, lastModified: lastModified, now: now, to: statement)
                try statement.bind(id, at: statement.parameter("id"))
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

/// Where a record's fields go in an INSERT or UPDATE of ``RecordStore/writtenColumns``: each
/// `:name` parameter's index, resolved once per statement, so that an import binding every
/// record it stores finds no name per row.
struct RecordParameters {
    let uid, recurrenceID, day, lastDay, start, end, zone, title, category, sub, artist, venue, memo: Int32
    let amount, currency, sequence, lastModified, chargedMinor, chargedCurrency, now: Int32

    init(_ statement: Statement) {
        func parameter(_ name: String) -> Int32 { statement.parameter(name) }
        (uid, recurrenceID, day, lastDay, start) =
            (parameter("uid"), parameter("recurrence_id"), parameter("day"), parameter("last_day"), parameter("start_utc"))
        (end, zone, title, category, sub) =
            (parameter("end_utc"), parameter("zone"), parameter("title"), parameter("category"), parameter("sub"))
        (artist, venue, memo, amount, currency) =
            (parameter("artist"), parameter("venue"), parameter("memo"), parameter("amount_minor"), parameter("currency"))
        (sequence, lastModified, chargedMinor, chargedCurrency, now) = (
            parameter("sequence"), parameter("last_modified"), parameter("charged_minor"), parameter("charged_currency"),
            parameter("now")
        )
    }

    /// Binds a record's stored fields, its LAST-MODIFIED and the time of the write.
    func bind(_ record: Record, lastModified: Int64?, now: Int64, to statement: Statement) throws(SQLiteError) {
        try statement.stage(record.uid, at: uid)
        try statement.stage(record.recurrenceID ?? "", at: recurrenceID)
        try statement.bind(Int64(record.date.integerValue), at: day)
        // Every record shown on several days, so calendars find timed ones crossing midnight too.
        try statement.bind(record.lastDayShown.map { Int64($0.integerValue) }, at: lastDay)
        try statement.bind(record.start?.instant, at: start)
        try statement.bind(record.end?.instant, at: end)
        try statement.stage(record.start?.zone ?? record.end?.zone, at: zone)
        try statement.stage(record.title, at: title)
        try statement.bind(Int64(record.category.code), at: category)
        try statement.stage(record.sub, at: sub)
        try statement.stage(record.artist, at: artist)
        try statement.stage(record.venue, at: venue)
        try statement.stage(record.memo, at: memo)
        try statement.bind(record.amount.minorUnits, at: amount)
        try statement.stage(record.amount.currency.code, at: currency)
        try statement.bind(Int64(record.sequence), at: sequence)
        try statement.bind(lastModified, at: self.lastModified)
        try statement.bind(record.charged?.minorUnits, at: chargedMinor)
        try statement.bind(record.charged?.currency.code, at: chargedCurrency)
        try statement.bind(now, at: self.now)
        try statement.bindStaged()
    }
}
