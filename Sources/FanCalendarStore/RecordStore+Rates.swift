import FanCalendar

extension RecordStore {

    /// The stored rates between currencies of `currencies` (every rate when nil), by pair and
    /// then date.
    package func rates(among currencies: Set<Currency>? = nil) throws(StoreError) -> [ExchangeRate] {
        var conditions: [String] = []
        var bindings: [SQLValue] = []
        if let currencies {
            let codes = currencies.map(\.code).sorted()
            let list = Array(repeating: "?", count: codes.count).joined(separator: ", ")
            conditions.append("currency IN (\(list)) AND base IN (\(list))")
            bindings += codes.map { .text($0) } + codes.map { .text($0) }
        }
        let clause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let rows = try wrap {
            try database.query(
                "SELECT currency, base, day, rate, source FROM rates\(clause) ORDER BY currency, base, day", bindings
            ) { row in
                (row.text("currency"), row.text("base"), RecordStore.date(row, "day"), row.text("rate"), row.text("source"))
            }
        }
        return rows.compactMap { currency, base, day, text, source in
            guard let currency = Currency(code: currency), let base = Currency(code: base),
                let rate = try? ExactDecimal.parse(text)
            else { return nil }
            return ExchangeRate(
                date: day, currency: currency, base: base, rate: rate, source: ExchangeRate.Source(rawValue: source) ?? .manual)
        }
    }

    /// Per pair: its latest rate, its first day and how many rates it has.
    package func latestRates() throws(StoreError) -> [(latest: ExchangeRate, first: CivilDate, count: Int)] {
        let rows = try wrap {
            try database.query(
                """
                SELECT r.currency AS currency, r.base AS base, r.day AS day, r.rate AS rate, r.source AS source,
                    p.first AS first, p.count AS count
                FROM rates r
                JOIN (SELECT currency, base, max(day) AS last, min(day) AS first, count(*) AS count
                      FROM rates GROUP BY currency, base) p
                  ON r.currency = p.currency AND r.base = p.base AND r.day = p.last
                ORDER BY r.currency, r.base
                """
            ) { row in
                (row.text("currency"), row.text("base"), RecordStore.date(row, "day"), row.text("rate"), row.text("source"),
                 RecordStore.date(row, "first"), Int(row.integer("count")))
            }
        }
        return rows.compactMap { currency, base, day, text, source, first, count in
            guard let currency = Currency(code: currency), let base = Currency(code: base),
                let rate = try? ExactDecimal.parse(text)
            else { return nil }
            let latest = ExchangeRate(
                date: day, currency: currency, base: base, rate: rate, source: ExchangeRate.Source(rawValue: source) ?? .manual)
            return (latest, first, count)
        }
    }

    /// Records matching `filter` in currencies other than `home`, grouped so that each group
    /// converts alike: by day, category, sub-category, artist, currency and amount; each record
    /// with a charged amount is a group of its own. One pass over the covering index, plus the
    /// few charged records.
    package func foreignSpending(matching filter: RecordFilter, home: Currency) throws(StoreError) -> [ForeignSpending] {
        try scanSpending(filter, bySub: false, byArtist: false, findLargest: false, foreignOf: home).foreign
    }

    /// The records matching `filter` in other currencies than `home` that have a charged
    /// amount, one group each (read through the partial index `records_charged`).
    func chargedSpending(matching filter: RecordFilter, home: Currency) throws(StoreError) -> [ForeignSpending] {
        let (source, bindings) = RecordStore.spendingSource(
            ["day", "category", "sub", "artist", "currency", "amount_minor", "charged_minor", "charged_currency", "id"],
            matching: filter)
        return try wrap {
            try database.query(
                "SELECT * FROM (\(source)) WHERE charged_minor IS NOT NULL AND currency <> ?",
                bindings + [.text(home.code)]
            ) { row in
                ForeignSpending(
                    date: RecordStore.date(row, "day"), category: Category(code: Int(row.integer("category"))) ?? .other,
                    sub: row.optionalText("sub"), artist: row.optionalText("artist"),
                    amount: Money(minorUnits: row.integer("amount_minor"), currency: Currency(code: row.text("currency")) ?? .jpy),
                    charged: Currency(code: row.text("charged_currency")).map {
                        Money(minorUnits: row.integer("charged_minor"), currency: $0)
                    },
                    count: 1, firstID: row.integer("id"))
            }
        }
    }

    /// The summed amount and count of the records matching `filter` in `currency`.
    package func total(matching filter: RecordFilter, currency: Currency) throws(StoreError) -> CurrencyTotal {
        let (source, bindings) = RecordStore.spendingSource(["amount_minor", "currency"], matching: filter)
        let row = try wrap {
            try database.query(
                "SELECT coalesce(sum(amount_minor), 0) AS amount_minor, count(*) AS count FROM (\(source)) WHERE currency = ?",
                bindings + [.text(currency.code)]
            ) { ($0.integer("amount_minor"), Int($0.integer("count"))) }.first ?? (0, 0)
        }
        return CurrencyTotal(amount: Money(minorUnits: row.0, currency: currency), count: row.1)
    }
}

extension StoreWriter {
    /// Stores rates in one transaction; a rate for a pair and day already stored is replaced.
    /// - Returns: how many were stored.
    @discardableResult
    package func save(rates: [ExchangeRate]) throws(StoreError) -> Int {
        try wrap {
            try transaction {
                let statement = try database.prepare(
                    "INSERT OR REPLACE INTO rates (currency, base, day, rate, source) VALUES (:currency, :base, :day, :rate, :source)")
                defer { statement.reset() }
                for rate in rates {
                    try database.run(statement) { statement throws(SQLiteError) in
                        try statement.bind(named: [
                            "currency": .text(rate.currency.code), "base": .text(rate.base.code),
                            "day": .integer(Int64(rate.date.integerValue)), "rate": .text(rate.rate.description),
                            "source": .text(rate.source.rawValue),
                        ])
                    }
                }
            }
            return rates.count
        }
    }
}
