import CSQLite
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// The records, kept in SQLite. Every change is one transaction; every query is a prepared
/// statement with bound values.
public final class RecordStore {
    let database: Database
    /// Shown in messages: the file path, or ":memory:".
    public let path: String
    /// The import's INSERT, prepared on first use and kept here: finding it in the database's
    /// statement cache would hash its SQL text once per imported row.
    var importInsert: Statement?

    /// Opens the store, creating the file (0600, in folders made 0700) and the schema if needed.
    /// - Parameter busyTimeoutMilliseconds: how long a change waits for another process's write
    ///   lock before failing with ``StoreError/busy(path:)``.
    /// - Throws: `StoreError` for a file that is not fancal's, is newer than this binary, or
    ///   cannot be opened.
    public init(location: Database.Location, busyTimeoutMilliseconds: Int32 = 10_000) throws(StoreError) {
        switch location {
        case .memory: path = ":memory:"
        case .file(let file): path = file
        }
        if case .file(let file) = location { try RecordStore.createPrivately(file) }
        do {
            database = try Database(location, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch {
            throw RecordStore.map(error, path: path)
        }
        try migrate()
    }

    /// An empty store that will never be written, for reading commands when no database exists
    /// yet (so `fancal list` on a new machine does not create files).
    public static func empty() throws(StoreError) -> RecordStore { try RecordStore(location: .memory) }

    // MARK: - Opening and migrating

    private static func createPrivately(_ file: String) throws(StoreError) {
        var statBuffer = stat()
        if stat(file, &statBuffer) == 0 { return }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if !folder.isEmpty { try makeFolders(folder, original: file) }
        let descriptor = open(file, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor < 0 && errno != EEXIST {
            throw .cannotOpen(path: file, reason: String(cString: strerror(errno)))
        }
        if descriptor >= 0 { close(descriptor) }
    }

    private static func makeFolders(_ folder: String, original: String) throws(StoreError) {
        var statBuffer = stat()
        if stat(folder, &statBuffer) == 0 { return }
        let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if !parent.isEmpty { try makeFolders(parent, original: original) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .cannotOpen(path: original, reason: "cannot create folder \(folder): \(String(cString: strerror(errno)))")
        }
    }

    func migrate() throws(StoreError) {
        do {
            // One read transaction, so the checks see one state of the file even while another
            // process creates the schema (several fancal processes started on a new file at once).
            try database.execute("BEGIN DEFERRED")
            let version: Int
            do {
                version = try checkedVersion()
                try database.execute("COMMIT")
            } catch {
                try? database.execute("ROLLBACK")
                throw error
            }
            if version == 0 {
                // A new file: WAL lets readers work while a writer writes, and is persistent.
                _ = try database.query("PRAGMA journal_mode=WAL") { $0.text(0) }
            }
            try database.execute("PRAGMA synchronous=FULL")
            guard version < Schema.currentVersion else { return }
            try database.inTransaction {
                // Another process may have migrated since the version was read: read it again
                // under the write lock and do only what is still to do.
                let current = try checkedVersion()
                guard current < Schema.currentVersion else { return }
                for index in current..<Schema.currentVersion {
                    try database.execute(Schema.migrations[index])
                }
                try database.execute("PRAGMA application_id=\(Schema.applicationID)")
                try database.execute("PRAGMA user_version=\(Schema.currentVersion)")
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw RecordStore.map(error, path: path)
        }
    }

    /// The schema version of an empty file or a fancal database this binary can use.
    /// - Throws: ``StoreError/foreignDatabase(path:)`` for another program's database,
    ///   ``StoreError/newerSchema(path:found:supported:)`` for a newer fancal's.
    private func checkedVersion() throws -> Int {
        let applicationID = try database.scalarInteger("PRAGMA application_id") ?? 0
        let version = Int(try database.scalarInteger("PRAGMA user_version") ?? 0)
        if applicationID != 0 && applicationID != Schema.applicationID {
            throw StoreError.foreignDatabase(path: path)
        }
        if applicationID == 0 {
            let tables = try database.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
            if tables > 0 { throw StoreError.foreignDatabase(path: path) }
        }
        if version > Schema.currentVersion {
            throw StoreError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
        }
        return version
    }

    /// Turns SQLite's result codes into the errors a user can act on.
    static func map(_ error: any Error, path: String) -> StoreError {
        if let storeError = error as? StoreError { return storeError }
        guard let sqliteError = error as? SQLiteError else {
            return .cannotOpen(path: path, reason: "\(error)")
        }
        switch sqliteError.primaryCode {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .notADatabase(path: path)
        case SQLITE_READONLY: return .readOnly(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
        case SQLITE_FULL: return .diskFull(path: path)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            return .cannotOpen(path: path, reason: sqliteError.message)
        default: return .sqlite(path: path, sqliteError)
        }
    }

    /// Runs `body` as one transaction: all of it is stored, or none.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        do {
            return try database.inTransaction(body)
        } catch let error as SQLiteError {
            throw RecordStore.map(error, path: path)
        }
    }

    func wrap<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch {
            throw RecordStore.map(error, path: path)
        }
    }

    // MARK: - Reading

    static let columns = """
        id, uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, \
        artist, venue, memo, amount_minor, currency, sequence, created, updated
        """

    /// A stored `YYYYMMDD` day; 1970-01-01 for a value that is not a date (never written by fancal).
    static func date(_ statement: Statement, _ column: Int32) -> CivilDate {
        CivilDate(integerValue: Int(statement.integer(column))) ?? CivilDate(daysSinceEpoch: 0)
    }

    static func decode(_ row: Statement) -> Record {
        let zone = row.optionalText(7) ?? "UTC"
        let currency = Currency(code: row.text(15)) ?? .jpy
        let recurrenceID = row.text(2)
        return Record(
            id: row.integer(0),
            uid: row.text(1),
            recurrenceID: recurrenceID.isEmpty ? nil : recurrenceID,
            date: RecordStore.date(row, 3),
            start: row.optionalInteger(5).map { ZonedDateTime(instant: $0, zone: zone) },
            end: row.optionalInteger(6).map { ZonedDateTime(instant: $0, zone: zone) },
            lastDate: row.optionalInteger(4).flatMap { CivilDate(integerValue: Int($0)) },
            title: row.text(8),
            category: Category(code: Int(row.integer(9))) ?? .other,
            sub: row.optionalText(10),
            artist: row.optionalText(11),
            venue: row.optionalText(12),
            memo: row.optionalText(13),
            amount: Money(minorUnits: row.integer(14), currency: currency),
            sequence: Int(row.integer(16)),
            created: row.integer(17),
            updated: row.integer(18)
        )
    }

    /// The record with this id, or nil.
    public func record(id: Int64) throws(StoreError) -> Record? {
        try wrap {
            try database.query("SELECT \(RecordStore.columns) FROM records WHERE id = ?", [.integer(id)]) {
                RecordStore.decode($0)
            }.first
        }
    }

    /// The WHERE clause and bindings for a filter; only fixed SQL fragments, user text is bound.
    static func whereClause(_ filter: RecordFilter) -> (sql: String, bindings: [SQLValue]) {
        var conditions: [String] = []
        var bindings: [SQLValue] = []
        if let from = filter.from {
            conditions.append("day >= ?")
            bindings.append(.integer(Int64(from.integerValue)))
        }
        if let to = filter.to {
            conditions.append("day <= ?")
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
            let number = bindings.count + 1
            let columns = ["title", "artist", "venue", "memo", "sub"]
            conditions.append(
                "(" + columns.map { "\($0) LIKE ?\(number) ESCAPE '\\'" }.joined(separator: " OR ") + ")")
            bindings.append(.text("%" + escapeLike(search) + "%"))
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
    public func records(matching filter: RecordFilter) throws(StoreError) -> [Record] {
        var result: [Record] = []
        try forEachRecord(matching: filter) { result.append($0) }
        return result
    }

    /// Streams records matching a filter, oldest first, without holding them all in memory.
    /// - Parameter inStorageOrder: by id instead (the order records were added): no sort of whole
    ///   rows, for readers such as an export to which the order does not matter.
    public func forEachRecord(
        matching filter: RecordFilter, inStorageOrder: Bool = false, _ body: (Record) throws -> Void
    ) throws(StoreError) {
        let (clause, bindings) = RecordStore.whereClause(filter)
        // NULL sorts first: all-day records come first on their day. The order of `records_by_day`.
        let order = inStorageOrder ? "id" : "day, start_utc, id"
        try wrap {
            let statement = try database.prepare("SELECT \(RecordStore.columns) FROM records\(clause) ORDER BY \(order)")
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() { try body(RecordStore.decode(statement)) }
        }
    }

    /// What a calendar needs to mark the days from `from` to `to`.
    /// - Returns: `starting`, the totals per day, category and currency of the records starting
    ///   on those days (from `day_totals`: a few rows per day however many records there are);
    ///   `laterDays`, one total for each later day of a record spanning several days that
    ///   reaches into the range (such records are few).
    public func dayTotals(from: CivilDate, to: CivilDate) throws(StoreError) -> (starting: [DayTotal], laterDays: [DayTotal]) {
        let range: [SQLValue] = [.integer(Int64(from.integerValue)), .integer(Int64(to.integerValue))]
        var currencies = CurrencyCache()
        return try wrap {
            var totals: [DayTotal] = []
            var laterDays: [DayTotal] = []
            let statement = try database.prepare(
                "SELECT day, category, currency, amount_minor, count FROM day_totals WHERE day BETWEEN ? AND ?")
            defer { statement.reset() }
            try statement.bind(range)
            while try statement.step() {
                totals.append(
                    DayTotal(
                        date: RecordStore.date(statement, 0), category: Category(code: Int(statement.integer(1))) ?? .other,
                        amount: Money(minorUnits: statement.integer(3), currency: currencies.currency(statement, 2)),
                        count: Int(statement.integer(4))))
            }
            let spanning = try database.prepare(
                """
                SELECT id, day, last_day, category, currency, amount_minor FROM records
                WHERE last_day IS NOT NULL AND day <= ?2 AND last_day >= ?1
                """)
            defer { spanning.reset() }
            try spanning.bind(range)
            while try spanning.step() {
                let entry = CalendarEntry(
                    key: spanning.integer(0), date: RecordStore.date(spanning, 1),
                    lastDate: RecordStore.date(spanning, 2), category: Category(code: Int(spanning.integer(3))) ?? .other,
                    amount: Money(minorUnits: spanning.integer(5), currency: currencies.currency(spanning, 4)))
                laterDays += DayTotal.days(of: entry, includingFirst: false)
            }
            return (totals, laterDays)
        }
    }

    /// The ids of the first `limit` records of a day in agenda order: all-day records first,
    /// then by start, then by id (read from the index `records_by_day` in its own order).
    public func agendaIDs(on day: CivilDate, limit: Int) throws(StoreError) -> [Int64] {
        try wrap {
            try database.query(
                "SELECT id FROM records WHERE day = ? ORDER BY start_utc, id LIMIT ?",
                [.integer(Int64(day.integerValue)), .integer(Int64(limit))]
            ) { $0.integer(0) }
        }
    }

    /// The records with these ids, in the order given; ids not stored are left out.
    public func records(ids: [Int64]) throws(StoreError) -> [Record] {
        try wrap {
            let statement = try database.prepare("SELECT \(RecordStore.columns) FROM records WHERE id = ?")
            defer { statement.reset() }
            var records: [Record] = []
            records.reserveCapacity(ids.count)
            for id in ids {
                statement.reset()
                try statement.bind([.integer(id)])
                if try statement.step() { records.append(RecordStore.decode(statement)) }
            }
            return records
        }
    }

    /// The time zones used by timed records matching a filter (for an export's VTIMEZONEs).
    public func zones(matching filter: RecordFilter) throws(StoreError) -> [String] {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let extra = clause.isEmpty ? " WHERE start_utc IS NOT NULL" : clause + " AND start_utc IS NOT NULL"
        return try wrap {
            try database.query("SELECT DISTINCT zone FROM records\(extra) ORDER BY zone", bindings) { $0.text(0) }
        }
    }

    /// Spending in a date range grouped by month, category, sub-category, artist and currency,
    /// in that order (no sub-category or artist first, text by its UTF-8 bytes, as SQLite sorts).
    ///
    /// One pass over the covering index `records_by_day`, summed here: SQLite answers the
    /// same GROUP BY by sorting every row of the range on five keys first, which cost 5× the scan
    /// itself on a year of a 1M-record store (see Docs/benchmarks.md). Texts are grouped by their
    /// bytes, as SQLite groups them, without making a `String` per row.
    public func spending(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [SpendingRow] {
        try scanSpending(from: from, to: to, category: category, bySubAndArtist: true, findLargest: false).rows
    }

    /// Spending grouped by month, category and currency only (`sub` and `artist` nil): enough
    /// for totals, such as the previous period's in a report, and cheaper to gather.
    public func spendingTotals(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [SpendingRow] {
        try scanSpending(from: from, to: to, category: category, bySubAndArtist: false, findLargest: false).rows
    }

    /// `spending(from:to:category:)` and `largestRecords(from:to:category:)` from one pass: a
    /// yearly report needs both, and the scan is most of its cost.
    public func spendingAndLargest(
        from: CivilDate, to: CivilDate, category: Category? = nil
    ) throws(StoreError) -> (rows: [SpendingRow], largest: [Record]) {
        let scan = try scanSpending(from: from, to: to, category: category, bySubAndArtist: true, findLargest: true)
        guard !scan.largestIDs.isEmpty else { return (scan.rows, []) }
        let placeholders = Array(repeating: "?", count: scan.largestIDs.count).joined(separator: ", ")
        let largest = try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE id IN (\(placeholders)) ORDER BY currency",
                scan.largestIDs.map { .integer($0) }
            ) { RecordStore.decode($0) }
        }
        return (scan.rows, largest)
    }

    /// The most expensive record of each currency in a date range (for report highlights): ties
    /// go to the earlier day, then the lower id.
    public func largestRecords(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [Record] {
        try spendingAndLargest(from: from, to: to, category: category).largest
    }

    /// The one pass behind `spending`, `spendingTotals` and `largestRecords`: the covering index
    /// holds every column read here, the record id included (it is the rowid).
    private func scanSpending(
        from: CivilDate, to: CivilDate, category: Category?, bySubAndArtist: Bool, findLargest: Bool
    ) throws(StoreError) -> (rows: [SpendingRow], largestIDs: [Int64]) {
        let (clause, bindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, category: category))
        let sql = "SELECT day, category, currency, amount_minor, sub, artist, id FROM records\(clause)"
        var texts = TextInterner()
        var totals: [SpendingKey: (amount: Int64, count: Int)] = [:]
        var largest: [Int: (amount: Int64, day: Int64, id: Int64)] = [:]
        try wrap {
            let statement = try database.prepare(sql)
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() {
                let day = statement.integer(0)
                let currency = texts.id(statement, 2)
                let key = SpendingKey(
                    month: day / 100, category: statement.integer(1), currency: currency,
                    sub: bySubAndArtist ? texts.id(statement, 4) : 0,
                    artist: bySubAndArtist ? texts.id(statement, 5) : 0)
                let amount = statement.integer(3)
                if let (sum, count) = totals[key] {
                    let (total, overflow) = sum.addingReportingOverflow(amount)
                    if overflow { throw SQLiteError(code: SQLITE_ERROR, message: "integer overflow", sql: sql) }
                    totals[key] = (total, count + 1)
                } else {
                    totals[key] = (amount, 1)
                }
                guard findLargest else { continue }
                let candidate = (amount: amount, day: day, id: statement.integer(6))
                if let current = largest[currency],
                    (-current.amount, current.day, current.id) <= (-candidate.amount, candidate.day, candidate.id)
                {
                    continue
                }
                largest[currency] = candidate
            }
        }
        let rank = texts.ranks()
        let rows = totals.sorted { left, right in
            let (a, b) = (left.key, right.key)
            if a.month != b.month { return a.month < b.month }
            if a.category != b.category { return a.category < b.category }
            if a.sub != b.sub { return rank[a.sub] < rank[b.sub] }
            if a.artist != b.artist { return rank[a.artist] < rank[b.artist] }
            return rank[a.currency] < rank[b.currency]
        }.map { key, total in
            SpendingRow(
                year: Int(key.month / 100), month: Int(key.month % 100),
                category: Category(code: Int(key.category)) ?? .other, sub: texts.text(key.sub),
                artist: texts.text(key.artist),
                amount: Money(minorUnits: total.amount, currency: Currency(code: texts.text(key.currency) ?? "") ?? .jpy),
                count: total.count)
        }
        return (rows, largest.values.map(\.id))
    }

    // MARK: - Writing

    /// Binds a record's stored fields to parameters 1–16 of an INSERT or UPDATE, in the order
    /// `uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, artist,
    /// venue, memo, amount_minor, currency, sequence`.
    static func bindFields(of record: Record, to statement: Statement) throws(SQLiteError) {
        try statement.stage(record.uid, at: 1)
        try statement.stage(record.recurrenceID ?? "", at: 2)
        try statement.bind(Int64(record.date.integerValue), at: 3)
        try statement.bind(record.lastDate.map { Int64($0.integerValue) }, at: 4)
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

    /// Inserts a record (its `id` is ignored) and returns it with the id the store gave it.
    /// - Parameter lastModified: the iCalendar LAST-MODIFIED of an imported event, kept to decide
    ///   later re-imports.
    @discardableResult
    public func insert(_ record: Record, lastModified: Int64? = nil, now: Int64) throws(StoreError) -> Record {
        try wrap {
            try database.run(
                """
                INSERT INTO records (uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title,
                    category, sub, artist, venue, memo, amount_minor, currency, sequence,
                    last_modified, created, updated)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
            ) { statement throws(SQLiteError) in
                try RecordStore.bindFields(of: record, to: statement)
                try statement.bind(lastModified, at: 17)
                try statement.bind(now, at: 18)
                try statement.bind(now, at: 19)
            }
            var saved = record
            saved.id = database.lastInsertRowID
            saved.created = now
            saved.updated = now
            return saved
        }
    }

    /// Replaces the stored fields of the record with `record.id`.
    public func update(_ record: Record, lastModified: Int64? = nil, now: Int64) throws(StoreError) {
        guard let id = record.id else { throw .noSuchRecord(id: 0) }
        let changed: Int = try wrap {
            try database.run(
                """
                UPDATE records SET uid = ?, recurrence_id = ?, day = ?, last_day = ?, start_utc = ?,
                    end_utc = ?, zone = ?, title = ?, category = ?, sub = ?, artist = ?, venue = ?,
                    memo = ?, amount_minor = ?, currency = ?, sequence = ?,
                    last_modified = coalesce(?, last_modified), updated = ?
                WHERE id = ?
                """
            ) { statement throws(SQLiteError) in
                try RecordStore.bindFields(of: record, to: statement)
                try statement.bind(lastModified, at: 17)
                try statement.bind(now, at: 18)
                try statement.bind(id, at: 19)
            }
            return database.changes
        }
        if changed == 0 { throw .noSuchRecord(id: id) }
    }

    /// Deletes records by id, all or none: an unknown id deletes nothing and throws.
    public func delete(ids: [Int64]) throws(StoreError) {
        try wrap {
            try transaction {
                for id in ids {
                    try database.run("DELETE FROM records WHERE id = ?", [.integer(id)])
                    if database.changes == 0 { throw StoreError.noSuchRecord(id: id) }
                }
            }
        }
    }

    /// The stored record with an iCalendar key, and its LAST-MODIFIED.
    public func record(uid: String, recurrenceID: String?) throws(StoreError) -> (record: Record, lastModified: Int64?)? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.columns), last_modified FROM records WHERE uid = ? AND recurrence_id = ?",
                [.text(uid), .text(recurrenceID ?? "")]
            ) { (RecordStore.decode($0), $0.optionalInteger(19)) }.first
        }
    }

    /// How many records the store holds.
    public func count() throws(StoreError) -> Int {
        try wrap { Int(try database.scalarInteger("SELECT count(*) FROM records") ?? 0) }
    }
}

extension RecordStore {
    /// How many distinct days in a range had spending (a positive amount), per currency: the
    /// divisor of "average per day with spending".
    public func daysWithSpending(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [Currency: Int] {
        let (clause, bindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, category: category))
        let rows: [(String, Int)] = try wrap {
            try database.query(
                "SELECT currency, count(DISTINCT day) FROM records\(clause) AND amount_minor > 0 GROUP BY currency",
                bindings
            ) { ($0.text(0), Int($0.integer(1))) }
        }
        var result: [Currency: Int] = [:]
        for (code, count) in rows {
            if let currency = Currency(code: code) { result[currency] = count }
        }
        return result
    }
}

/// Currencies by their stored code, so a scan makes no `String` per row for the few codes a
/// store uses. Unknown codes read as JPY, as `RecordStore.decode` reads them.
private struct CurrencyCache {
    private var byCode: [UInt32: Currency] = [:]

    mutating func currency(_ statement: Statement, _ column: Int32) -> Currency {
        let count = Int(sqlite3_column_bytes(statement.pointer, column))
        guard count == 3, let bytes = sqlite3_column_text(statement.pointer, column) else {
            return Currency(code: statement.text(column)) ?? .jpy
        }
        let packed = UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
        if let known = byCode[packed] { return known }
        let currency = Currency(code: statement.text(column)) ?? .jpy
        byCode[packed] = currency
        return currency
    }
}

/// A group of `RecordStore.spending`: texts as `TextInterner` ids.
private struct SpendingKey: Hashable {
    var month: Int64
    var category: Int64
    var currency: Int
    var sub: Int
    var artist: Int
}

/// Small integer ids for the texts of a column read row by row, keyed by their bytes: equal
/// bytes, equal id, as SQLite compares and groups TEXT; id 0 is NULL. Avoids making (and
/// Unicode-hashing) a `String` per row when a few distinct texts repeat over many rows.
private struct TextInterner {
    private var texts: [[UInt8]?] = [nil]
    private var idsByHash: [UInt64: [Int]] = [:]

    mutating func id(_ statement: Statement, _ column: Int32) -> Int {
        guard sqlite3_column_type(statement.pointer, column) != SQLITE_NULL else { return 0 }
        let start = sqlite3_column_text(statement.pointer, column)
        let bytes = UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(statement.pointer, column)))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        if let candidates = idsByHash[hash] {
            for id in candidates where texts[id]!.withUnsafeBufferPointer({ stored in
                stored.count == bytes.count && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            }) {
                return id
            }
        }
        texts.append(Array(bytes))
        idsByHash[hash, default: []].append(texts.count - 1)
        return texts.count - 1
    }

    func text(_ id: Int) -> String? { texts[id].map { String(decoding: $0, as: UTF8.self) } }

    /// Each id's place in SQLite's order: NULL first, then texts by their bytes.
    func ranks() -> [Int] {
        let order = texts.indices.dropFirst().sorted { texts[$0]!.lexicographicallyPrecedes(texts[$1]!) }
        var rank = Array(repeating: 0, count: texts.count)
        for (place, id) in order.enumerated() { rank[id] = place + 1 }
        return rank
    }
}
