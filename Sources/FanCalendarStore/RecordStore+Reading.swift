import FanCalendar

/// Reading records: one record, a filter's records (streamed or collected), ids, zones.
extension RecordStore {
    /// A record's columns, as ``RecordColumns`` reads them.
    static let columnNames = [
        "id", "uid", "recurrence_id", "day", "last_day", "start_utc", "end_utc", "zone", "title", "category", "sub",
        "artist", "venue", "memo", "amount_minor", "currency", "sequence", "created", "updated", "charged_minor",
        "charged_currency",
    ]

    /// The select list of a record's columns from `records` alone.
    static let columns = columnNames.joined(separator: ", ")

    /// The select list of a record's columns from `table` in a join, each named `<prefix><column>`
    /// (`r.title AS r_title`), read by `RecordColumns(statement, prefix:)`.
    static func columns(of table: String, prefix: String) -> String {
        columnNames.map { "\(table).\($0) AS \(prefix)\($0)" }.joined(separator: ", ")
    }

    /// A stored `YYYYMMDD` day; 1970-01-01 for a value that is not a date (never written by fancal).
    static func date(_ statement: Statement, _ column: Int32) -> CivilDate {
        CivilDate(integerValue: Int(statement.integer(column))) ?? CivilDate(daysSinceEpoch: 0)
    }

    /// The day in the result column `name` (see ``date(_:_:)-(_,Int32)``).
    static func date(_ statement: Statement, _ name: String) -> CivilDate {
        date(statement, statement.column(name))
    }

    /// The record in the current row, at the columns `columns` resolved for this statement.
    static func decode(_ row: Statement, _ columns: RecordColumns) -> Stored<Record> {
        let zone = row.optionalText(columns.zone) ?? "UTC"
        let currency = Currency(code: row.text(columns.currency)) ?? .jpy
        let recurrenceID = row.text(columns.recurrenceID)
        let start = row.optionalInteger(columns.start)
        return Stored(id: row.integer(columns.id), Record(
            uid: row.text(columns.uid),
            recurrenceID: recurrenceID.isEmpty ? nil : recurrenceID,
            date: RecordStore.date(row, columns.day),
            start: start.map { ZonedDateTime(instant: $0, zone: zone) },
            end: row.optionalInteger(columns.end).map { ZonedDateTime(instant: $0, zone: zone) },
            // A timed record's last_day is derived (`Record.lastDayShown`): its end says it.
            lastDate: start != nil ? nil : row.optionalInteger(columns.lastDay).flatMap { CivilDate(integerValue: Int($0)) },
            title: row.text(columns.title),
            category: Category(code: Int(row.integer(columns.category))) ?? .other,
            sub: row.optionalText(columns.sub),
            artist: row.optionalText(columns.artist),
            venue: row.optionalText(columns.venue),
            memo: row.optionalText(columns.memo),
            amount: Money(minorUnits: row.integer(columns.amount), currency: currency),
            charged: row.optionalInteger(columns.chargedMinor).flatMap { minor in
                row.optionalText(columns.chargedCurrency).flatMap { Currency(code: $0) }.map {
                    Money(minorUnits: minor, currency: $0)
                }
            },
            sequence: Int(row.integer(columns.sequence)),
            created: row.integer(columns.created),
            updated: row.integer(columns.updated)
        ))
    }

    /// The record with this id, or nil.
    package func record(id: Int64) throws(StoreError) -> Stored<Record>? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE id = ?", [.integer(id)], columns: { RecordColumns($0) },
                row: RecordStore.decode
            ).first
        }
    }

    /// The WHERE clause and bindings for a filter; only fixed SQL fragments, user text is bound.
    /// - Parameter day: the column the filter's days are compared with (`money_day` for one arm of
    ///   ``spendingSource(_:matching:)``).
    static func whereClause(_ filter: RecordFilter, day: String = "day") -> (sql: String, bindings: [SQLValue]) {
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
            let columns = ["title", "artist", "venue", "memo", "sub"]
            conditions.append(
                "(" + columns.map { "\($0) LIKE ? ESCAPE '\\'" }.joined(separator: " OR ") + ")")
            bindings += Array(repeating: .text("%" + escapeLike(search) + "%"), count: columns.count)
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
            let columns = RecordColumns(statement)
            while try statement.step() { try body(RecordStore.decode(statement, columns)) }
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
                ) { $0.integer("id") }
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
            let columns = RecordColumns(statement)
            var records: [Stored<Record>] = []
            records.reserveCapacity(ids.count)
            var found: [Stored<Record>] = []
            var start = ids.startIndex
            while start < ids.endIndex {
                let chunk = ids[start..<min(start + size, ids.endIndex)]
                statement.reset()
                try statement.bind(chunk.map { .integer($0) } + Array(repeating: .null, count: size - chunk.count))
                found.removeAll(keepingCapacity: true)
                while try statement.step() { found.append(RecordStore.decode(statement, columns)) }
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

    /// The time zones used by timed records matching a filter (for an export's VTIMEZONEs), by
    /// name. Sorted here, not by the statement: with `ORDER BY`, SQLite sorts every matching row
    /// before it drops the repeats (70 ms for 100,000 records, spilled to temporary files),
    /// where `DISTINCT` alone keeps the few zones in a small tree (20 ms).
    package func zones(matching filter: RecordFilter) throws(StoreError) -> [String] {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let extra = clause.isEmpty ? " WHERE start_utc IS NOT NULL" : clause + " AND start_utc IS NOT NULL"
        return try wrap {
            try database.query("SELECT DISTINCT zone FROM records\(extra)", bindings) { $0.text("zone") }
        }.sorted()
    }

    /// The stored record with an iCalendar key, and its LAST-MODIFIED.
    package func record(uid: String, recurrenceID: String?) throws(StoreError) -> (record: Stored<Record>, lastModified: Int64?)? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns), last_modified FROM records WHERE uid = ? AND recurrence_id = ?",
                [.text(uid), .text(recurrenceID ?? "")],
                columns: { (record: RecordColumns($0), lastModified: $0.column("last_modified")) }
            ) { row, columns in (RecordStore.decode(row, columns.record), row.optionalInteger(columns.lastModified)) }.first
        }
    }

    /// How many records the store holds.
    package func count() throws(StoreError) -> Int {
        try wrap { Int(try database.scalarInteger("SELECT count(*) FROM records") ?? 0) }
    }
}

/// Where a record's columns are in a statement's results: each column's index, resolved by name
/// once per statement run, before its rows. ``RecordStore/decode(_:_:)`` then reads every row by
/// index: `list` and `export` decode each record of the store, and looking the names up per row
/// would hash 21 of them for each.
struct RecordColumns {
    let id, uid, recurrenceID, day, lastDay, start, end, zone, title, category, sub, artist, venue, memo: Int32
    let amount, currency, sequence, created, updated, chargedMinor, chargedCurrency: Int32

    /// - Parameter prefix: what the statement's names of the record's columns start with, in a
    ///   join that names them apart from another table's (``RecordStore/columns(of:prefix:)``).
    init(_ statement: Statement, prefix: String = "") {
        func column(_ name: String) -> Int32 { statement.column(prefix + name) }
        (id, uid, recurrenceID, day, lastDay) =
            (column("id"), column("uid"), column("recurrence_id"), column("day"), column("last_day"))
        (start, end, zone, title, category) =
            (column("start_utc"), column("end_utc"), column("zone"), column("title"), column("category"))
        (sub, artist, venue, memo) = (column("sub"), column("artist"), column("venue"), column("memo"))
        (amount, currency, sequence, created, updated) =
            (column("amount_minor"), column("currency"), column("sequence"), column("created"), column("updated"))
        (chargedMinor, chargedCurrency) = (column("charged_minor"), column("charged_currency"))
    }
}
