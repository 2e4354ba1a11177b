import FanCalendar

extension RecordStore {
    /// What each day of a range cost, per category and currency (a record counts on its money
    /// day: its first day, a ticket's on the day it is paid), for the daily bars of a week's or
    /// a month's summary.
    /// - Parameters:
    ///   - category: only this category; nil for all.
    ///   - artists: only records written with one of these artist texts (any case); empty for all.
    /// - Returns: in day order, then category and currency.
    ///   - excluded: records not counted (a feed's schedule).
    package func spendingByDay(
        from: CivilDate, to: CivilDate, category: Category? = nil, artists: [String] = [], excluding excluded: Set<Int64> = []
    ) throws(StoreError) -> [DayTotal] {
        let (source, bindings) = RecordStore.spendingSource(
            ["day", "category", "currency", "amount_minor"],
            matching: RecordFilter(from: from, to: to, category: category, artists: artists, excluded: excluded))
        return try wrap {
            try database.query(
                """
                SELECT day, category, currency, sum(amount_minor) AS amount_minor, count(*) AS count FROM (\(source))
                GROUP BY day, category, currency ORDER BY day, category, currency
                """,
                bindings
            ) {
                DayTotal(
                    date: RecordStore.date($0, "day"), category: Category(code: Int($0.integer("category"))) ?? .other,
                    amount: Money(minorUnits: $0.integer("amount_minor"), currency: Currency(code: $0.text("currency")) ?? .jpy),
                    count: Int($0.integer("count")))
            }
        }
    }
}
