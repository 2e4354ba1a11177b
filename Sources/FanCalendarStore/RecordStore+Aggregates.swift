import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Aggregates for calendars and reports: day totals, spending grouped by month, category, sub,
/// artist and currency, the largest records, days with spending.
extension RecordStore {
    /// What a calendar needs to mark the days from `from` to `to`.
    /// - Returns: `starting`, the totals per day, category and currency of the records starting
    ///   on those days (``startingTotals(from:to:)``); `laterDays`, one total for each later day
    ///   of a record spanning several days that reaches into the range (``spans(from:to:)``),
    ///   those before and after the range included.
    public func dayTotals(from: CivilDate, to: CivilDate) throws(StoreError) -> (starting: [DayTotal], laterDays: [DayTotal]) {
        let laterDays = try spans(from: from, to: to).flatMap { DayTotal.days(of: $0, includingFirst: false) }
        return (try startingTotals(from: from, to: to), laterDays)
    }

    /// The totals per day, category and currency of the records starting from `from` to `to`,
    /// from `day_totals`: a few rows per day however many records there are. Amounts stop at
    /// ``maximumTotal``, which only a store written by an older fancal passes, so the marks'
    /// sums never overflow.
    public func startingTotals(from: CivilDate, to: CivilDate) throws(StoreError) -> [DayTotal] {
        var currencies = CurrencyCache()
        return try wrap {
            var totals: [DayTotal] = []
            let statement = try database.prepare(
                "SELECT day, category, currency, amount_minor, count FROM day_totals WHERE day BETWEEN ? AND ?")
            defer { statement.reset() }
            try statement.bind([.integer(Int64(from.integerValue)), .integer(Int64(to.integerValue))])
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
    /// `last_day >= from`), as calendar entries; amounts stop at ``maximumTotal``.
    ///
    /// Read from the index `records_spanning`, one window per length class: a span of `d` (its
    /// `last_day - day`, YYYYMMDD integers) with `k` digits reaches `from` only if it starts
    /// after `from - 10^k`, so each class reads the spans starting in a window of its own length
    /// before the range, never the history before that (Docs/benchmarks.md).
    public func spans(from: CivilDate, to: CivilDate) throws(StoreError) -> [CalendarEntry] {
        let first = Int64(from.integerValue)
        var currencies = CurrencyCache()
        return try wrap {
            var entries: [CalendarEntry] = []
            let statement = try database.prepare(
                """
                SELECT id, day, last_day, category, currency, amount_minor FROM records INDEXED BY records_spanning
                WHERE last_day > day AND length(last_day - day) = ?1 AND day BETWEEN ?2 AND ?3 AND last_day >= ?4
                """)
            defer { statement.reset() }
            // 19 digits: the longest positive Int64.
            var reach: Int64 = 1
            for digits in 1...19 {
                let (longer, overflow) = reach.multipliedReportingOverflow(by: 10)
                reach = overflow ? .max : longer
                let (earliest, below) = first.subtractingReportingOverflow(reach - 1)
                statement.reset()
                try statement.bind([
                    .integer(Int64(digits)), .integer(below ? .min : earliest), .integer(Int64(to.integerValue)), .integer(first),
                ])
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
    ///
    /// One pass over the covering index `records_by_day`, summed here: SQLite answers the
    /// same GROUP BY by sorting every row of the range on five keys first, which cost 5× the scan
    /// itself on a year of a 1M-record store (see Docs/benchmarks.md). Texts are grouped by their
    /// bytes, as SQLite groups them, without making a `String` per row.
    public func spending(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [SpendingRow] {
        try scanSpending(from: from, to: to, category: category, bySubAndArtist: true, findLargest: false).rows
    }

    /// Spending grouped by month, category and currency only (`sub` and `artist` nil): enough
    /// for totals, such as the previous period's in a report, and read from `day_totals` (a few
    /// rows per day) instead of the records: the same sums and counts, as the triggers keep them.
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
    /// holds every column read here, the record id included (it is the rowid); totals alone come
    /// from `day_totals`, whose rows count several records each.
    ///
    /// Groups are summed in tables of this file's own (`SpendingTable`, `TextInterner`, arrays
    /// indexed by currency) rather than Swift dictionaries: hashing five keys per row with
    /// SipHash cost more than SQLite's step (callgrind, Docs/benchmarks.md).
    private func scanSpending(
        from: CivilDate, to: CivilDate, category: Category?, bySubAndArtist: Bool, findLargest: Bool
    ) throws(StoreError) -> (rows: [SpendingRow], largestIDs: [Int64]) {
        let sql: String
        var bindings: [SQLValue]
        if bySubAndArtist || findLargest {
            let (clause, filterBindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, category: category))
            sql = "SELECT day, category, currency, amount_minor, sub, artist, id, 1 FROM records\(clause)"
            bindings = filterBindings
        } else {
            sql = "SELECT day, category, currency, amount_minor, NULL, NULL, 0, count FROM day_totals WHERE day BETWEEN ? AND ?"
                + (category == nil ? "" : " AND category = ?")
            bindings = [.integer(Int64(from.integerValue)), .integer(Int64(to.integerValue))]
            if let category { bindings.append(.integer(Int64(category.code))) }
        }
        var texts = TextInterner()
        var totals = SpendingTable()
        // Indexed by the currency's text id.
        var largest: [(amount: Int64, day: Int64, id: Int64)?] = []
        var currencyTotals: [Int64] = []
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
                if currency >= currencyTotals.count {
                    currencyTotals += Array(repeating: 0, count: currency + 1 - currencyTotals.count)
                    largest += Array(repeating: nil, count: currency + 1 - largest.count)
                }
                // Every group's sum is at most its currency's, which is checked first: a store
                // written by an older fancal may hold more than any sum can (see maximumTotal).
                let (currencyTotal, overflow) = currencyTotals[currency].addingReportingOverflow(amount)
                guard !overflow, currencyTotal <= RecordStore.maximumTotal else {
                    throw StoreError.totalBeyondReach(path: path, currency: texts.text(currency) ?? "")
                }
                currencyTotals[currency] = currencyTotal
                totals.add(key, amount: amount, count: Int(statement.integer(7)))
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
        let rows = totals.groups.sorted { left, right in
            let (a, b) = (left.key, right.key)
            if a.month != b.month { return a.month < b.month }
            if a.category != b.category { return a.category < b.category }
            if a.sub != b.sub { return rank[a.sub] < rank[b.sub] }
            if a.artist != b.artist { return rank[a.artist] < rank[b.artist] }
            return rank[a.currency] < rank[b.currency]
        }.map { group in
            let key = group.key
            return SpendingRow(
                year: Int(key.month / 100), month: Int(key.month % 100),
                category: Category(code: Int(key.category)) ?? .other, sub: texts.text(key.sub),
                artist: texts.text(key.artist),
                amount: Money(minorUnits: group.amount, currency: Currency(code: texts.text(key.currency) ?? "") ?? .jpy),
                count: group.count)
        }
        return (rows, largest.compactMap { $0?.id })
    }

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

/// A group of `RecordStore.spending`: texts as `TextInterner` ids.
private struct SpendingKey: Equatable {
    var month: Int64
    var category: Int64
    var currency: Int
    var sub: Int
    var artist: Int

    /// A multiplicative mix of the five keys: cheap, and enough to spread the few thousand
    /// groups of a year over an open-addressing table.
    var hash: UInt64 {
        var value = UInt64(bitPattern: month) &* 0x9E37_79B9_7F4A_7C15
        value = (value ^ UInt64(bitPattern: category)) &* 0xC2B2_AE3D_27D4_EB4F
        value = (value ^ UInt64(currency)) &* 0x1656_67B1_9E37_79F9
        value = (value ^ UInt64(sub)) &* 0x9E37_79B9_7F4A_7C15
        value = (value ^ UInt64(artist)) &* 0xC2B2_AE3D_27D4_EB4F
        return value ^ (value >> 31)
    }
}

/// Sums and counts per `SpendingKey`, in an open-addressing table (linear probing, at most half
/// full) of indexes into `groups`.
private struct SpendingTable {
    private(set) var groups: [(key: SpendingKey, amount: Int64, count: Int)] = []
    private var slots = [Int32](repeating: -1, count: 64)

    mutating func add(_ key: SpendingKey, amount: Int64, count: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if groups[index].key == key {
                groups[index].amount += amount
                groups[index].count += count
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(groups.count)
        groups.append((key, amount, count))
        if groups.count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, group) in groups.enumerated() {
            var slot = Int(truncatingIfNeeded: group.key.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

/// Small integer ids for the texts of a column read row by row, keyed by their bytes: equal
/// bytes, equal id, as SQLite compares and groups TEXT; id 0 is NULL. Avoids making (and
/// Unicode-hashing) a `String` per row when a few distinct texts repeat over many rows; an
/// open-addressing table of ids by FNV-1a hash of the bytes (at most half full).
private struct TextInterner {
    private var texts: [[UInt8]?] = [nil]
    private var hashes: [UInt64] = [0]
    private var slots = [Int32](repeating: 0, count: 64)

    mutating func id(_ statement: Statement, _ column: Int32) -> Int {
        statement.withBytes(column) { bytes in
            guard let bytes else { return 0 }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot])
                if hashes[id] == hash
                    && texts[id]!.withUnsafeBufferPointer({ stored in
                        stored.count == bytes.count
                            && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
                    })
                {
                    return id
                }
                slot = (slot + 1) & mask
            }
            texts.append(Array(bytes))
            hashes.append(hash)
            slots[slot] = Int32(texts.count - 1)
            if texts.count * 2 > slots.count { grow() }
            return texts.count - 1
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 1..<texts.count {
            var slot = Int(truncatingIfNeeded: hashes[id] ^ (hashes[id] >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
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
