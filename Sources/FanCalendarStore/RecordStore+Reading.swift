import FanCalendar

/// Reading records: one record, a filter's records (streamed or collected), ids, zones.
extension RecordStore {
    static let columns = """
        id, uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, \
        artist, venue, memo, amount_minor, currency, sequence, created, updated, charged_minor, charged_currency
        """

    /// A stored `YYYYMMDD` day; 1970-01-01 for a value that is not a date (never written by fancal).
    static func date(_ statement: Statement, _ column: Int32) -> CivilDate {
        CivilDate(integerValue: Int(statement.integer(column))) ?? CivilDate(daysSinceEpoch: 0)
    }

    /// The day in the result column `name` (see ``date(_:_:)-(_,Int32)``).
    static func date(_ statement: Statement, _ name: String) -> CivilDate {
        date(statement, statement.column(name))
    }

    /// - Parameter offset: the column of `id`, when the record's columns follow others.
    static func decode(_ row: Statement, offset: Int32 = 0) -> Stored<Record> {
        let zone = row.optionalText(offset + 7) ?? "UTC"
        let currency = Currency(code: row.text(offset + 15)) ?? .jpy
        let recurrenceID = row.text(offset + 2)
        return Stored(id: row.integer(offset + 0), Record(
            uid: row.text(offset + 1),
            recurrenceID: recurrenceID.isEmpty ? nil : recurrenceID,
            date: RecordStore.date(row, offset + 3),
            start: row.optionalInteger(offset + 5).map { ZonedDateTime(instant: $0, zone: zone) },
            end: row.optionalInteger(offset + 6).map { ZonedDateTime(instant: $0, zone: zone) },
            // A timed record's last_day is derived (`Record.lastDayShown`): its end says it.
            lastDate: row.optionalInteger(offset + 5) != nil ? nil : row.optionalInteger(offset + 4).flatMap { CivilDate(integerValue: Int($0)) },
            title: row.text(offset + 8),
            category: Category(code: Int(row.integer(offset + 9))) ?? .other,
            sub: row.optionalText(offset + 10),
            artist: row.optionalText(offset + 11),
            venue: row.optionalText(offset + 12),
            memo: row.optionalText(offset + 13),
            amount: Money(minorUnits: row.integer(offset + 14), currency: currency),
            charged: row.optionalInteger(offset + 19).flatMap { minor in
                row.optionalText(offset + 20).flatMap { Currency(code: $0) }.map { Money(minorUnits: minor, currency: $0) }
            },
            sequence: Int(row.integer(offset + 16)),
            created: row.integer(offset + 17),
            updated: row.integer(offset + 18)
        ))
    }

    /// The record with this id, or nil.
    package func record(id: Int64) throws(StoreError) -> Stored<Record>? {
        try wrap {
            try database.query("SELECT \(RecordStore.columns) FROM records WHERE id = ?", [.integer(id)]) {
                RecordStore.decode($0)
            }.first
        }
    }

    /// The WHERE clause and bindings for a filter; only fixed SQL fragments, user text is bound.
    /// - Parameters:
    ///   - day: the column the filter's days are compared with (`money_day` for one arm of
    ///     ``spendingSource(_:matching:)``).
    ///   - bindingsBefore: how many parameters the statement binds before the clause's.
    static func whereClause(
        _ filter: RecordFilter, day: String = "day", bindingsBefore: Int = 0
    ) -> (sql: String, bindings: [SQLValue]) {
        var conditions: [String] = []
        var bindings: [SQLValue] = []
        if let from = filter.from {
            conditions.append("\(day) >= ?")
            bindings.append(.integer(Int64(from.integerValue)))
        }
        if let to = filter.to {
            conditions.append("\(day) <= ?")
            bindings.append(.integer(Int64(to.integerValue)))
        }
        if let category = filter.category {
            conditions.append("category = ?")
            bindings.append(.integer(Int64(category.code)))
        }
        if !filter.artists.isEmpty {
            let placeholders = Array(repeating: "?", count: filter.artists.count).joined(separator: ", ")
            conditions.append("artist COLLATE NOCASE IN (\(placeholders))")
            bindings += filter.artists.map { .text($0) }
        }
        if let search = filter.search {
            let number = bindingsBefore + bindings.count + 1
            let columns = ["title", "artist", "venue", "memo", "sub"]
            conditions.append(
                "(" + columns.map { "\($0) LIKE ?\(number) ESCAPE '\\'" }.joined(separator: " OR ") + ")")
            bindings.append(.text("%" + escapeLike(search) + "%"))
        }
        if !filter.excluded.isEmpty {
            // One binding however many: the ids as a JSON array.
            conditions.append("id NOT IN (SELECT value FROM json_each(?))")
            bindings.append(.text("[" + filter.excluded.sorted().map(String.init).joined(separator: ",") + "]"))
        }
        return (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "), bindings)
    }

    private static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Records matching a filter, oldest first (by day, then start time, then id).
    package func records(matching filter: RecordFilter) throws(StoreError) -> [Stored<Record>] {
        var result: [Stored<Record>] = []
        try forEachRecord(matching: filter) { result.append($0) }
        return result
    }

    /// Streams records matching a filter, oldest first, without holding them all in memory.
    /// - Parameter inStorageOrder: by id instead (the order records were added): no sort of whole
    ///   rows, for readers such as an export to which the order does not matter.
    package func forEachRecord(
        matching filter: RecordFilter, inStorageOrder: Bool = false, withoutObjects: Bool = false,
        _ body: (Stored<Record>) throws -> Void
    ) throws(StoreError) {
        var (clause, bindings) = RecordStore.whereClause(filter)
        if withoutObjects {
            // Records whose UID has a kept calendar object are written from it (forEachObject).
            clause += (clause.isEmpty ? " WHERE " : " AND ")
                + "NOT EXISTS (SELECT 1 FROM calendar_objects o WHERE o.uid = records.uid)"
        }
        // NULL sorts first: all-day records come first on their day. The order of `records_by_day`.
        let order = inStorageOrder ? "id" : "day, start_utc, id"
        try wrap {
            let statement = try database.prepare("SELECT \(RecordStore.columns) FROM records\(clause) ORDER BY \(order)")
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() { try body(RecordStore.decode(statement)) }
        }
    }

    /// The ids of the first `limit` records of a day in the order an agenda chooses them
    /// (`AgendaSelection.isChosen`): live records by start (all-day first), then timed records
    /// by start, then the rest by amount, largest first; ties by id.
    ///
    /// One statement per rank, until `limit` are found. The first two read the day's entries of
    /// the covering index `records_by_day` in its own order (start, then id) and stop at their
    /// limit; only the third, the untimed records by amount, sorts. One statement ordering the
    /// whole day by the three ranks sorted every record of it: a day of 228 cost 2,150
    /// instructions a record (Docs/benchmarks.md).
    package func agendaIDs(on day: CivilDate, limit: Int) throws(StoreError) -> [Int64] {
        try wrap {
            var ids: [Int64] = []
            for sql in RecordStore.agendaRanks where ids.count < limit {
                ids += try database.query(
                    sql, [.integer(Int64(day.integerValue)), .integer(Int64(limit - ids.count))]
                ) { $0.integer(0) }
            }
            return ids
        }
    }

    /// The statements of ``agendaIDs(on:limit:)``, a rank each (`category` 0 is live).
    static let agendaRanks = [
        "SELECT id FROM records WHERE day = ? AND category = 0 ORDER BY start_utc, id LIMIT ?",
        "SELECT id FROM records WHERE day = ? AND category <> 0 AND start_utc IS NOT NULL ORDER BY start_utc, id LIMIT ?",
        "SELECT id FROM records WHERE day = ? AND category <> 0 AND start_utc IS NULL ORDER BY amount_minor DESC, id LIMIT ?",
    ]

    /// The records with these ids, in the order given; ids not stored are left out.
    ///
    /// Read by one statement per ``idsPerStatement`` ids (`id IN (…)`): a month's agenda reads
    /// thousands of records, and a statement per id cost more than the rows. Its places are the
    /// next power of two, the ones left over bound to NULL, so that a few texts (and the
    /// statements cached for them) serve every count, and one id is not parsed with 256 places.
    /// Each id's record is then found by binary search in the rows, which come by id.
    package func records(ids: [Int64]) throws(StoreError) -> [Stored<Record>] {
        guard !ids.isEmpty else { return [] }
        let size = min(RecordStore.idsPerStatement, ids.count == 1 ? 1 : 1 << (Int.bitWidth - (ids.count - 1).leadingZeroBitCount))
        return try wrap {
            let places = Array(repeating: "?", count: size).joined(separator: ", ")
            let statement = try database.prepare(
                "SELECT \(RecordStore.columns) FROM records WHERE id IN (\(places)) ORDER BY id")
            defer { statement.reset() }
            var records: [Stored<Record>] = []
            records.reserveCapacity(ids.count)
            var found: [Stored<Record>] = []
            var start = ids.startIndex
            while start < ids.endIndex {
                let chunk = ids[start..<min(start + size, ids.endIndex)]
                statement.reset()
                try statement.bind(chunk.map { .integer($0) } + Array(repeating: .null, count: size - chunk.count))
                found.removeAll(keepingCapacity: true)
                while try statement.step() { found.append(RecordStore.decode(statement)) }
                for id in chunk {
                    var (low, high) = (0, found.count)
                    while low < high {
                        let middle = (low + high) / 2
                        if found[middle].id < id { low = middle + 1 } else { high = middle }
                    }
                    if low < found.count && found[low].id == id { records.append(found[low]) }
                }
                start = chunk.endIndex
            }
            return records
        }
    }

    /// How many ids ``records(ids:)`` looks up with one statement at most (a power of two).
    static let idsPerStatement = 256

    /// The time zones used by timed records matching a filter (for an export's VTIMEZONEs).
    package func zones(matching filter: RecordFilter) throws(StoreError) -> [String] {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let extra = clause.isEmpty ? " WHERE start_utc IS NOT NULL" : clause + " AND start_utc IS NOT NULL"
        return try wrap {
            try database.query("SELECT DISTINCT zone FROM records\(extra) ORDER BY zone", bindings) { $0.text(0) }
        }
    }

    /// The stored record with an iCalendar key, and its LAST-MODIFIED.
    package func record(uid: String, recurrenceID: String?) throws(StoreError) -> (record: Stored<Record>, lastModified: Int64?)? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns), last_modified FROM records WHERE uid = ? AND recurrence_id = ?",
                [.text(uid), .text(recurrenceID ?? "")]
            ) { (RecordStore.decode($0), $0.optionalInteger(21)) }.first
        }
    }

    /// How many records the store holds.
    package func count() throws(StoreError) -> Int {
        try wrap { Int(try database.scalarInteger("SELECT count(*) FROM records") ?? 0) }
    }
}
