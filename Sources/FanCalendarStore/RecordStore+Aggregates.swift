import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Aggregates for calendars and reports: day totals, spending grouped by month, category, sub,
/// artist and currency, the largest records, days with spending.
extension RecordStore {
    /// The totals per day, category and currency of the records starting from `from` to `to`:
    /// a record counts once, with its amount, on its first day (`day`); its later days come
    /// from ``spans(from:to:artists:)``. This is the one statement of that rule: `day_totals`
    /// holds these sums for all records, kept by its triggers as records change (raw SQL
    /// included), so a calendar of all records reads a few rows per day however many records
    /// there are; one artist's records (`artists`, matched as `RecordFilter.artists`) are few,
    /// and summed from the covering index `records_by_day`. Amounts stop at ``maximumTotal``,
    /// which only a store written by an older fancal passes, so the marks' sums never overflow.
    public func startingTotals(from: CivilDate, to: CivilDate, artists: [String] = []) throws(StoreError) -> [DayTotal] {
        var currencies = CurrencyCache()
        var sql = "SELECT day, category, currency, amount_minor, count FROM day_totals WHERE day BETWEEN ? AND ?"
        var bindings: [SQLValue] = [.integer(Int64(from.integerValue)), .integer(Int64(to.integerValue))]
        if !artists.isEmpty {
            let (clause, filterBindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, artists: artists))
            sql = "SELECT day, category, currency, sum(amount_minor), count(*) FROM records\(clause) GROUP BY day, category, currency"
            bindings = filterBindings
        }
        return try wrap {
            var totals: [DayTotal] = []
            let statement = try database.prepare(sql)
            defer { statement.reset() }
            try statement.bind(bindings)
            while try statement.step() {
                totals.append(
                    DayTotal(
                        date: RecordStore.date(statement, 0), category: Category(code: Int(statement.integer(1))) ?? .other,
                        amount: Money(
                            minorUnits: min(statement.integer(3), RecordStore.maximumTotal),
                            currency: currencies.currency(statement, 2)),
                        count: Int(statement.integer(4))))
            }
            return totals
        }
    }

    /// The records spanning several days that reach into `from...to` (`day <= to` and
    /// `last_day >= from`), as calendar entries, of every artist or of `artists` (matched as
    /// `RecordFilter.artists`); amounts stop at ``maximumTotal``.
    ///
    /// Read from the index `records_spanning`, one window per length class: a span of `d` (its
    /// `last_day - day`, YYYYMMDD integers) with `k` digits reaches `from` only if it starts
    /// after `from - 10^k`, so each class reads the spans starting in a window of its own length
    /// before the range, never the history before that (Docs/benchmarks.md).
    public func spans(from: CivilDate, to: CivilDate, artists: [String] = []) throws(StoreError) -> [CalendarEntry] {
        let first = Int64(from.integerValue)
        var currencies = CurrencyCache()
        let artistCondition =
            artists.isEmpty ? "" : " AND artist COLLATE NOCASE IN (\(artists.indices.map { "?\($0 + 5)" }.joined(separator: ", ")))"
        return try wrap {
            var entries: [CalendarEntry] = []
            let statement = try database.prepare(
                """
                SELECT id, day, last_day, category, currency, amount_minor FROM records INDEXED BY records_spanning
                WHERE last_day > day AND length(last_day - day) = ?1 AND day BETWEEN ?2 AND ?3 AND last_day >= ?4\(artistCondition)
                """)
            defer { statement.reset() }
            // 19 digits: the longest positive Int64.
            var reach: Int64 = 1
            for digits in 1...19 {
                let (longer, overflow) = reach.multipliedReportingOverflow(by: 10)
                reach = overflow ? .max : longer
                let (earliest, below) = first.subtractingReportingOverflow(reach - 1)
                statement.reset()
                try statement.bind(
                    [
                        .integer(Int64(digits)), .integer(below ? .min : earliest), .integer(Int64(to.integerValue)),
                        .integer(first),
                    ] + artists.map { .text($0) })
                while try statement.step() {
                    entries.append(
                        CalendarEntry(
                            key: statement.integer(0), date: RecordStore.date(statement, 1),
                            lastDate: RecordStore.date(statement, 2), category: Category(code: Int(statement.integer(3))) ?? .other,
                            amount: Money(
                                minorUnits: min(statement.integer(5), RecordStore.maximumTotal),
                                currency: currencies.currency(statement, 4))))
                }
            }
            return entries
        }
    }

    /// Spending in a date range grouped by month, category, sub-category, artist and currency,
    /// in that order (no sub-category or artist first, text by its UTF-8 bytes, as SQLite sorts).
    /// Reports take it with the largest records, from ``spendingAndLargest(from:to:category:)``.
    ///
    /// One pass over the covering index `records_by_day`, summed here: SQLite answers the
    /// same GROUP BY by sorting every row of the range on five keys first, which cost 5× the scan
    /// itself on a year of a 1M-record store (see Docs/benchmarks.md). Texts are grouped by their
    /// bytes, as SQLite groups them, without making a `String` per row.
    func spending(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [SpendingRow] {
        try scanSpending(RecordFilter(from: from, to: to, category: category), bySubAndArtist: true, findLargest: false).rows
    }

    /// Spending grouped by month, category and currency only (`sub` and `artist` nil): enough
    /// for totals, such as the previous period's in a report, and cheaper to gather.
    /// - Parameter artists: only records written with one of these artist texts; empty for all.
    public func spendingTotals(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = []
    ) throws(StoreError) -> [SpendingRow] {
        try scanSpending(
            RecordFilter(from: from, to: to, category: category, artists: artists), bySubAndArtist: false,
            findLargest: false
        ).rows
    }

    /// `spending(from:to:category:)` and `largestRecords(from:to:category:)` from one pass: a
    /// yearly report needs both, and the scan is most of its cost.
    public func spendingAndLargest(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = []
    ) throws(StoreError) -> (rows: [SpendingRow], largest: [Record]) {
        let scan = try spendingLargestAndForeign(from: from, to: to, category: category, artists: artists, home: nil)
        return (scan.rows, scan.largest)
    }

    /// `spendingAndLargest` and, when `home` is given, the records in other currencies grouped
    /// as `foreignSpending(matching:home:)` groups them, from the same single pass.
    public func spendingLargestAndForeign(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = [], home: Currency?
    ) throws(StoreError) -> (rows: [SpendingRow], largest: [Record], foreign: [ForeignSpending]) {
        let scan = try scanSpending(
            RecordFilter(from: from, to: to, category: category, artists: artists), bySubAndArtist: true,
            findLargest: true, foreignOf: home)
        guard !scan.largestIDs.isEmpty else { return (scan.rows, [], scan.foreign) }
        let placeholders = Array(repeating: "?", count: scan.largestIDs.count).joined(separator: ", ")
        let largest = try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE id IN (\(placeholders)) ORDER BY currency",
                scan.largestIDs.map { .integer($0) }
            ) { RecordStore.decode($0) }
        }
        return (scan.rows, largest, scan.foreign)
    }

    /// The most expensive record of each currency in a date range (for report highlights): ties
    /// go to the earlier day, then the lower id.
    func largestRecords(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [Record] {
        try spendingAndLargest(from: from, to: to, category: category).largest
    }

    /// The one pass behind `spending`, `spendingTotals` and `largestRecords`: the covering index
    /// holds every column read here, the record id included (it is the rowid).
    ///
    /// With `home`, the rows in other currencies are also grouped by day, category, sub-category,
    /// artist, currency and amount (records that convert alike); the few records with a charged
    /// amount are read first through the partial index `records_charged` and kept apart, so the
    /// scan never reads the table.
    func scanSpending(
        _ filter: RecordFilter, bySubAndArtist: Bool, findLargest: Bool, foreignOf home: Currency? = nil
    ) throws(StoreError) -> (rows: [SpendingRow], largestIDs: [Int64], foreign: [ForeignSpending]) {
        let (clause, bindings) = RecordStore.whereClause(filter)
        let sql = "SELECT day, category, currency, amount_minor, sub, artist, id FROM records\(clause)"
        var texts = TextInterner()
        var totals: [SpendingKey: (amount: Int64, count: Int)] = [:]
        var largest: [Int: (amount: Int64, day: Int64, id: Int64)] = [:]
        var currencyTotals: [Int: Int64] = [:]
        let charged = try home.map { home throws(StoreError) in try chargedSpending(matching: filter, home: home) } ?? []
        let chargedIDs = Set(charged.map(\.firstID))
        var isForeign: [Int: Bool] = [:]
        var foreign: [ForeignKey: (count: Int, firstID: Int64)] = [:]
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
                // Every group's sum is at most its currency's, which is checked first: a store
                // written by an older fancal may hold more than any sum can (see maximumTotal).
                let (currencyTotal, overflow) = currencyTotals[currency, default: 0].addingReportingOverflow(amount)
                guard !overflow, currencyTotal <= RecordStore.maximumTotal else {
                    throw StoreError.totalBeyondReach(path: path, currency: texts.text(currency) ?? "")
                }
                currencyTotals[currency] = currencyTotal
                let (sum, count) = totals[key] ?? (0, 0)
                totals[key] = (sum + amount, count + 1)
                let id = statement.integer(6)
                if let home {
                    let foreignCurrency = isForeign[currency] ?? (texts.text(currency) != home.code)
                    isForeign[currency] = foreignCurrency
                    if foreignCurrency && !chargedIDs.contains(id) {
                        let foreignKey = ForeignKey(
                            day: day, category: statement.integer(1), currency: currency, sub: texts.id(statement, 4),
                            artist: texts.id(statement, 5), amount: amount)
                        if let (count, firstID) = foreign[foreignKey] {
                            foreign[foreignKey] = (count + 1, min(firstID, id))
                        } else {
                            foreign[foreignKey] = (1, id)
                        }
                    }
                }
                guard findLargest else { continue }
                let candidate = (amount: amount, day: day, id: id)
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
        // One String and one Currency per distinct text, not per group.
        let strings = texts.all()
        let currencies = strings.map { $0.flatMap { Currency(code: $0) } ?? .jpy }
        var dates: [Int64: CivilDate] = [:]
        let grouped = foreign.map { key, value in
            let date = dates[key.day] ?? CivilDate(integerValue: Int(key.day)) ?? CivilDate(daysSinceEpoch: 0)
            dates[key.day] = date
            return ForeignSpending(
                date: date, category: Category(code: Int(key.category)) ?? .other, sub: strings[key.sub],
                artist: strings[key.artist], amount: Money(minorUnits: key.amount, currency: currencies[key.currency]),
                charged: nil, count: value.count, firstID: value.firstID)
        }
        return (rows, largest.values.map(\.id), charged + grouped)
    }

    /// divisor of "average per day with spending".
    public func daysWithSpending(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = []
    ) throws(StoreError) -> [Currency: Int] {
        let (clause, bindings) = RecordStore.whereClause(
            RecordFilter(from: from, to: to, category: category, artists: artists))
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
        let packed: UInt32? = statement.withBytes(column) { bytes in
            guard let bytes, bytes.count == 3 else { return nil }
            return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
        }
        guard let packed else { return Currency(code: statement.text(column)) ?? .jpy }
        if let known = byCode[packed] { return known }
        let currency = Currency(code: statement.text(column)) ?? .jpy
        byCode[packed] = currency
        return currency
    }
}

/// A group of foreign spending in `RecordStore.scanSpending`: texts as `TextInterner` ids.
private struct ForeignKey: Hashable {
    var day: Int64
    var category: Int64
    var currency: Int
    var sub: Int
    var artist: Int
    var amount: Int64
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
        statement.withBytes(column) { bytes in
            guard let bytes else { return 0 }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            if let candidates = idsByHash[hash] {
                for id in candidates where texts[id]!.withUnsafeBufferPointer({ stored in
                    stored.count == bytes.count
                        && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
                }) {
                    return id
                }
            }
            texts.append(Array(bytes))
            idsByHash[hash, default: []].append(texts.count - 1)
            return texts.count - 1
        }
    }

    func text(_ id: Int) -> String? { texts[id].map { String(decoding: $0, as: UTF8.self) } }

    /// Every text by id (nil for id 0, NULL).
    func all() -> [String?] { texts.indices.map(text) }

    /// Each id's place in SQLite's order: NULL first, then texts by their bytes.
    func ranks() -> [Int] {
        let order = texts.indices.dropFirst().sorted { texts[$0]!.lexicographicallyPrecedes(texts[$1]!) }
        var rank = Array(repeating: 0, count: texts.count)
        for (place, id) in order.enumerated() { rank[id] = place + 1 }
        return rank
    }
}
