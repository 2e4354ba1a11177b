import FanCalendar

/// Aggregates for calendars and reports: day totals, spending grouped by month, category, sub,
/// artist and currency, the largest records, days with spending.
extension RecordStore {
    /// The totals per day, category and currency of the records starting from `from` to `to`:
    /// a record counts once, with its amount, on its first day (`day`); its later days come
    /// from ``spans(from:to:artists:)``. This is the one statement of that rule: `day_totals`
    /// holds these sums for all records, kept by its triggers as records change (raw SQL
    /// included), so a calendar of all records reads a few rows per day however many records
    /// there are; one artist's records (`artists`, matched as `RecordFilter.artists`) are few,
    /// and summed from the covering index `records_by_day`. Amounts stop at ``RecordLimits/maximumTotal``,
    /// which only a store written by an older fancal passes, so the marks' sums never overflow.
    package func startingTotals(from: CivilDate, to: CivilDate, artists: [String] = []) throws(StoreError) -> [DayTotal] {
        var currencies = CurrencyCache()
        var sql = "SELECT day, category, currency, amount_minor, count FROM day_totals WHERE day BETWEEN ? AND ?"
        var bindings: [SQLValue] = [.integer(Int64(from.integerValue)), .integer(Int64(to.integerValue))]
        if !artists.isEmpty {
            let (clause, filterBindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, artists: artists))
            sql = """
                SELECT day, category, currency, sum(amount_minor) AS amount_minor, count(*) AS count FROM records\(clause)
                GROUP BY day, category, currency
                """
            bindings = filterBindings
        }
        return try wrap {
            var totals: [DayTotal] = []
            let statement = try database.prepare(sql)
            defer { statement.reset() }
            try statement.bind(bindings)
            let (day, category, currency, amount, count) = (
                statement.column("day"), statement.column("category"), statement.column("currency"),
                statement.column("amount_minor"), statement.column("count")
            )
            while try statement.step() {
                totals.append(
                    DayTotal(
                        date: RecordStore.date(statement, day), category: Category(code: Int(statement.integer(category))) ?? .other,
                        amount: Money(
                            minorUnits: min(statement.integer(amount), RecordLimits.maximumTotal),
                            currency: currencies.currency(statement, currency)),
                        count: Int(statement.integer(count))))
            }
            return totals
        }
    }

    /// The records spanning several days that reach into `from...to` (`day <= to` and
    /// `last_day >= from`), as calendar entries, of every artist or of `artists` (matched as
    /// `RecordFilter.artists`); amounts stop at ``RecordLimits/maximumTotal``.
    ///
    /// Read from the index `records_spanning`, one window per length class: a span of `d` (its
    /// `last_day - day`, YYYYMMDD integers) with `k` digits reaches `from` only if it starts
    /// after `from - 10^k`, so each class reads the spans starting in a window of its own length
    /// before the range, never the history before that (Docs/benchmarks.md).
    package func spans(from: CivilDate, to: CivilDate, artists: [String] = []) throws(StoreError) -> [CalendarEntry] {
        let first = Int64(from.integerValue)
        var currencies = CurrencyCache()
        let artistCondition =
            artists.isEmpty ? "" : " AND artist COLLATE NOCASE IN (\(artists.indices.map { ":artist\($0)" }.joined(separator: ", ")))"
        return try wrap {
            var entries: [CalendarEntry] = []
            let statement = try database.prepare(
                """
                SELECT id, day, last_day, category, currency, amount_minor FROM records INDEXED BY records_spanning
                WHERE last_day > day AND length(last_day - day) = :digits AND day BETWEEN :earliest AND :to
                    AND last_day >= :from\(artistCondition)
                """)
            defer { statement.reset() }
            let (id, day, lastDay, category, currency, amount) = (
                statement.column("id"), statement.column("day"), statement.column("last_day"), statement.column("category"),
                statement.column("currency"), statement.column("amount_minor")
            )
            var bindings: [String: SQLValue] = ["to": .integer(Int64(to.integerValue)), "from": .integer(first)]
            for (index, artist) in artists.enumerated() { bindings["artist\(index)"] = .text(artist) }
            // 19 digits: the longest positive Int64.
            var reach: Int64 = 1
            for digits in 1...19 {
                let (longer, overflow) = reach.multipliedReportingOverflow(by: 10)
                reach = overflow ? .max : longer
                let (earliest, below) = first.subtractingReportingOverflow(reach - 1)
                statement.reset()
                bindings["digits"] = .integer(Int64(digits))
                bindings["earliest"] = .integer(below ? .min : earliest)
                try statement.bind(named: bindings)
                while try statement.step() {
                    entries.append(
                        CalendarEntry(
                            key: statement.integer(id), date: RecordStore.date(statement, day),
                            lastDate: RecordStore.date(statement, lastDay),
                            category: Category(code: Int(statement.integer(category))) ?? .other,
                            amount: Money(
                                minorUnits: min(statement.integer(amount), RecordLimits.maximumTotal),
                                currency: currencies.currency(statement, currency))))
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
        try scanSpending(
            RecordFilter(from: from, to: to, category: category), bySub: true, byArtist: true, findLargest: false
        ).rows
    }

    /// Spending grouped by month, category and currency only (`sub` and `artist` nil): enough
    /// for totals, such as the previous period's in a report. Without an artist filter they are
    /// read from `day_totals` (a few rows per day, the sums and counts the triggers keep) instead
    /// of the records.
    /// - Parameter artists: only records written with one of these artist texts; empty for all.
    package func spendingTotals(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = [], excluding excluded: Set<Int64> = []
    ) throws(StoreError) -> [SpendingRow] {
        try scanSpending(
            RecordFilter(from: from, to: to, category: category, artists: artists, excluded: excluded), bySub: false,
            byArtist: false,
            findLargest: false
        ).rows
    }

    /// `spending(from:to:category:)` and `largestRecords(from:to:category:)` from one pass: a
    /// yearly report needs both, and the scan is most of its cost.
    package func spendingAndLargest(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = []
    ) throws(StoreError) -> (rows: [SpendingRow], largest: [Stored<Record>]) {
        let scan = try spendingLargestAndForeign(from: from, to: to, category: category, artists: artists, home: nil)
        return (scan.rows, scan.largest)
    }

    /// `spendingAndLargest` and, when `home` is given, the records in other currencies grouped
    /// as `foreignSpending(matching:home:)` groups them, from the same single pass.
    /// - Parameters:
    ///   - bySub: whether `rows` are grouped by sub-category too (else their `sub` is nil): a
    ///     report grouped otherwise sums several times fewer rows.
    ///   - unconvertible: currencies no rate reaches `home` from: their records without a
    ///     charged amount cannot convert one by one, so they come back summed as `rows` are, in
    ///     `unconvertible`, instead of one group per day and amount in `foreign`.
    package func spendingLargestAndForeign(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = [], home: Currency?,
        bySub: Bool = true, unconvertible: Set<Currency> = [], excluding excluded: Set<Int64> = []
    ) throws(StoreError) -> (
        rows: [SpendingRow], largest: [Stored<Record>], foreign: [ForeignSpending], unconvertible: [SpendingRow]
    ) {
        let scan = try scanSpending(
            RecordFilter(from: from, to: to, category: category, artists: artists, excluded: excluded), bySub: bySub,
            byArtist: true,
            findLargest: true, foreignOf: home, unconvertible: unconvertible)
        guard !scan.largestIDs.isEmpty else { return (scan.rows, [], scan.foreign, scan.unconvertible) }
        let placeholders = Array(repeating: "?", count: scan.largestIDs.count).joined(separator: ", ")
        let largest = try wrap {
            try database.query(
                "SELECT \(RecordStore.columns) FROM records WHERE id IN (\(placeholders)) ORDER BY currency",
                scan.largestIDs.map { .integer($0) }, columns: { RecordColumns($0) }, row: RecordStore.decode
            )
        }
        return (scan.rows, largest, scan.foreign, scan.unconvertible)
    }

    /// The currencies of the records from `from` to `to` (of `category`, if given), from
    /// `day_totals`: under an artist filter, a few more than those records use.
    package func currencies(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> Set<Currency> {
        let (clause, bindings) = RecordStore.whereClause(RecordFilter(from: from, to: to, category: category))
        let codes = try wrap {
            try database.query("SELECT DISTINCT currency FROM day_totals\(clause)", bindings) { $0.text("currency") }
        }
        // Unknown codes count as JPY, as the scans read them.
        return Set(codes.map { Currency(code: $0) ?? .jpy })
    }

    /// The most expensive record of each currency in a date range (for report highlights): ties
    /// go to the earlier day, then the lower id.
    func largestRecords(from: CivilDate, to: CivilDate, category: Category? = nil) throws(StoreError) -> [Stored<Record>] {
        try spendingAndLargest(from: from, to: to, category: category).largest
    }

    /// What one pass of ``scanSpending(_:bySub:byArtist:findLargest:foreignOf:unconvertible:)``
    /// gathers.
    struct SpendingScan {
        var rows: [SpendingRow]
        var largestIDs: [Int64]
        var foreign: [ForeignSpending]
        var unconvertible: [SpendingRow]
    }

    /// The one pass behind `spending`, `spendingTotals` and `largestRecords`, by the day each
    /// record's money counts on (`spendingSource`): the covering indexes hold every column read
    /// here, the record id included (it is the rowid). Totals alone (no sub-category, artist,
    /// largest record or foreign groups) come from `day_totals`, whose rows count several
    /// records each, when no money in the range counts on another day than its record's.
    ///
    /// With `home`, the rows in other currencies are also grouped by day, category, sub-category,
    /// artist, currency and amount (records that convert alike); the few records with a charged
    /// amount are read first through the partial index `records_charged` and kept apart, so the
    /// scan never reads the table. Records of an `unconvertible` currency without a charged
    /// amount are summed like `rows` instead.
    ///
    /// Groups are summed in open-addressing tables of this file (`KeyTable`, `TextInterner`) and
    /// arrays indexed by currency rather than Swift dictionaries: SipHash over a group's keys
    /// per row cost more than SQLite's step (callgrind, Docs/benchmarks.md).
    func scanSpending(
        _ filter: RecordFilter, bySub: Bool, byArtist: Bool, findLargest: Bool, foreignOf home: Currency? = nil,
        unconvertible: Set<Currency> = []
    ) throws(StoreError) -> SpendingScan {
        // day_totals sums by the records' own days: only where no money moves to another day.
        var fromTotals =
            !bySub && !byArtist && !findLargest && home == nil && filter.artists.isEmpty && filter.search == nil
            && filter.excluded.isEmpty
        if fromTotals { fromTotals = try movedMoney(matching: filter).isEmpty }
        var (sql, bindings) = RecordStore.spendingSource(
            ["day", "category", "currency", "amount_minor", "sub", "artist", "id"], matching: filter)
        if fromTotals {
            let clause: String
            (clause, bindings) = RecordStore.whereClause(filter)
            sql = """
                SELECT day, category, currency, amount_minor, NULL AS sub, NULL AS artist, 0 AS id, count
                FROM day_totals\(clause)
                """
        }
        var texts = TextInterner()
        var groups = SpendingGroups()
        var unconvertibleGroups = SpendingGroups()
        var foreignGroups = KeyTable<ForeignKey>()
        var foreignCounts: [(count: Int, firstID: Int64)] = []
        // By the currency's text id: its running total, largest record and foreign kind.
        var currencyTotals: [Int64] = []
        var largest: [(amount: Int64, day: Int64, id: Int64)?] = []
        var kinds: [ForeignKind] = []
        let charged = try home.map { home throws(StoreError) in try chargedSpending(matching: filter, home: home) } ?? []
        let chargedIDs = Set(charged.map(\.firstID))
        try wrap {
            let statement = try database.prepare(sql)
            defer { statement.reset() }
            try statement.bind(bindings)
            let columns = (
                day: statement.column("day"), category: statement.column("category"),
                currency: statement.column("currency"), amount: statement.column("amount_minor"),
                sub: statement.column("sub"), artist: statement.column("artist"), id: statement.column("id"),
                count: fromTotals ? statement.column("count") : nil
            )
            while try statement.step() {
                let day = statement.integer(columns.day)
                let category = statement.integer(columns.category)
                let currency = texts.id(statement, columns.currency)
                if currency >= currencyTotals.count {
                    let added = currency + 1 - currencyTotals.count
                    currencyTotals += Array(repeating: 0, count: added)
                    largest += Array(repeating: nil, count: added)
                    kinds += Array(repeating: .unknown, count: added)
                }
                let amount = statement.integer(columns.amount)
                // Every group's sum is at most its currency's, which is checked first: a store
                // written by an older fancal may hold more than any sum can (see RecordLimits.maximumTotal).
                let (currencyTotal, overflow) = currencyTotals[currency].addingReportingOverflow(amount)
                guard !overflow, currencyTotal <= RecordLimits.maximumTotal else {
                    throw StoreError.totalBeyondReach(path: path, currency: texts.text(currency) ?? "")
                }
                currencyTotals[currency] = currencyTotal
                let sub = bySub ? texts.id(statement, columns.sub) : 0
                let artist = byArtist ? texts.id(statement, columns.artist) : 0
                let key = SpendingKey(month: day / 100, category: category, currency: currency, sub: sub, artist: artist)
                groups.add(key, amount: amount, count: columns.count.map { Int(statement.integer($0)) } ?? 1)
                let id = statement.integer(columns.id)
                if let home {
                    if kinds[currency] == .unknown {
                        let text = texts.text(currency)
                        kinds[currency] =
                            text == home.code
                            ? .home : unconvertible.contains(Currency(code: text ?? "") ?? .jpy) ? .unconvertible : .byRecord
                    }
                    if kinds[currency] != .home && (chargedIDs.isEmpty || !chargedIDs.contains(id)) {
                        if kinds[currency] == .unconvertible {
                            // Grouped as the rows are.
                            unconvertibleGroups.add(key, amount: amount, count: 1)
                        } else {
                            let key = ForeignKey(
                                day: day, category: category, currency: currency,
                                sub: bySub ? sub : texts.id(statement, columns.sub),
                                artist: byArtist ? artist : texts.id(statement, columns.artist),
                                amount: amount)
                            let group = foreignGroups.index(of: key)
                            if group == foreignCounts.count {
                                foreignCounts.append((1, id))
                            } else {
                                foreignCounts[group].count += 1
                                foreignCounts[group].firstID = min(foreignCounts[group].firstID, id)
                            }
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
        // One String and one Currency per distinct text, not per group.
        let strings = texts.all()
        let currencies = strings.map { $0.flatMap { Currency(code: $0) } ?? .jpy }
        let rank = texts.ranks()
        func spendingRows(_ groups: SpendingGroups) -> [SpendingRow] {
            let (table, sums) = (groups.table, groups.sums)
            return table.keys.enumerated().map { index, key in
                (month: key.month, category: key.category, sub: rank[key.sub], artist: rank[key.artist],
                 currency: rank[key.currency], index: index)
            }.sorted { $0 < $1 }.map { order in
                let index = order.index
                let key = table.keys[index]
                return SpendingRow(
                    year: Int(key.month / 100), month: Int(key.month % 100),
                    category: Category(code: Int(key.category)) ?? .other, sub: strings[key.sub],
                    artist: strings[key.artist],
                    amount: Money(minorUnits: sums[index].amount, currency: currencies[key.currency]),
                    count: sums[index].count)
            }
        }
        var dates: [Int64: CivilDate] = [:]
        let grouped = zip(foreignGroups.keys, foreignCounts).map { key, value in
            let date = dates[key.day] ?? CivilDate(integerValue: Int(key.day)) ?? CivilDate(daysSinceEpoch: 0)
            dates[key.day] = date
            return ForeignSpending(
                date: date, category: Category(code: Int(key.category)) ?? .other, sub: strings[key.sub],
                artist: strings[key.artist], amount: Money(minorUnits: key.amount, currency: currencies[key.currency]),
                charged: nil, count: value.count, firstID: value.firstID)
        }
        return SpendingScan(
            rows: spendingRows(groups), largestIDs: largest.compactMap { $0?.id }, foreign: charged + grouped,
            unconvertible: spendingRows(unconvertibleGroups))
    }

    /// divisor of "average per day with spending".
    package func daysWithSpending(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = [], excluding excluded: Set<Int64> = []
    ) throws(StoreError) -> [Currency: Int] {
        let (source, bindings) = RecordStore.spendingSource(
            ["currency", "day", "amount_minor"],
            matching: RecordFilter(from: from, to: to, category: category, artists: artists, excluded: excluded))
        let rows: [(String, Int)] = try wrap {
            try database.query(
                "SELECT currency, count(DISTINCT day) AS days FROM (\(source)) WHERE amount_minor > 0 GROUP BY currency",
                bindings
            ) { ($0.text("currency"), Int($0.integer("days"))) }
        }
        var result: [Currency: Int] = [:]
        for (code, count) in rows {
            if let currency = Currency(code: code) { result[currency] = count }
        }
        return result
    }
}

/// Currencies by their stored code, so a scan makes no `String` per row for the few codes a
/// store uses. Unknown codes read as JPY, as `RecordStore.decode` reads them. Searched in order:
/// for a handful of codes, cheaper than hashing one per row.
private struct CurrencyCache {
    private var known: [(code: UInt32, currency: Currency)] = []

    mutating func currency(_ statement: Statement, _ column: Int32) -> Currency {
        let packed: UInt32? = statement.withBytes(column) { bytes in
            guard let bytes, bytes.count == 3 else { return nil }
            return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
        }
        guard let packed else { return Currency(code: statement.text(column)) ?? .jpy }
        if let found = known.first(where: { $0.code == packed }) { return found.currency }
        let currency = Currency(code: statement.text(column)) ?? .jpy
        known.append((packed, currency))
        return currency
    }
}

/// How `RecordStore.scanSpending` treats a currency's records when converting.
private enum ForeignKind {
    case unknown, home, byRecord, unconvertible
}

/// A key of `KeyTable`: equality and a cheap hash.
private protocol TableKey: Equatable {
    /// A multiplicative mix of the key's fields: enough to spread a few thousand groups over an
    /// open-addressing table, and far cheaper than `Hasher`.
    var mix: UInt64 { get }
}

/// Mixes one more field into a `TableKey.mix`.
private func mixed(_ value: UInt64, _ field: Int64) -> UInt64 {
    (value ^ UInt64(bitPattern: field)) &* 0x9E37_79B9_7F4A_7C15
}

/// A group of foreign spending in `RecordStore.scanSpending`: texts as `TextInterner` ids.
private struct ForeignKey: TableKey {
    var day: Int64
    var category: Int64
    var currency: Int
    var sub: Int
    var artist: Int
    var amount: Int64

    var mix: UInt64 {
        let value = mixed(mixed(mixed(mixed(mixed(0, day), category), Int64(currency)), Int64(sub)), Int64(artist))
        let last = mixed(value, amount)
        return last ^ (last >> 29)
    }
}

/// A group of `RecordStore.spending`: texts as `TextInterner` ids.
private struct SpendingKey: TableKey {
    var month: Int64
    var category: Int64
    var currency: Int
    var sub: Int
    var artist: Int

    var mix: UInt64 {
        let value = mixed(mixed(mixed(mixed(mixed(0, month), category), Int64(currency)), Int64(sub)), Int64(artist))
        return value ^ (value >> 29)
    }
}

/// The amount and record count of each `SpendingKey` group, in the order groups are first seen.
private struct SpendingGroups {
    private(set) var table = KeyTable<SpendingKey>()
    private(set) var sums: [(amount: Int64, count: Int)] = []

    /// Adds `count` records (a `day_totals` row holds several) costing `amount` to `key`'s group.
    mutating func add(_ key: SpendingKey, amount: Int64, count: Int) {
        let group = table.index(of: key)
        if group == sums.count { sums.append((0, 0)) }
        sums[group].amount += amount
        sums[group].count += count
    }
}

/// Distinct keys in the order first seen, each with its index into `keys` (which callers use
/// for parallel arrays of sums): an open-addressing table with linear probing, at most half
/// full.
private struct KeyTable<Key: TableKey> {
    private(set) var keys: [Key] = []
    private var slots = [Int32](repeating: -1, count: 64)

    /// The index of `key` in `keys`; a new key is appended, so its index is the old count.
    mutating func index(of key: Key) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.mix) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if keys[index] == key { return index }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        if keys.count * 2 > slots.count { grow() }
        return keys.count - 1
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.mix) & mask
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
            var hasher = FNV1a()
            hasher.add(bytes: UnsafeRawBufferPointer(bytes))
            let hash = hasher.value
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot])
                if hashes[id] == hash
                    && texts[id]!.withUnsafeBytes({ $0.holdsSameBytes(as: UnsafeRawBufferPointer(bytes)) })
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
