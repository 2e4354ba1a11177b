/// Spending aggregated by month, category, sub-category, artist and currency: what the store's
/// aggregate queries return (read from the `records_by_day` index, without loading records), and
/// what reports are computed from.
package struct SpendingRow: Sendable, Hashable {
    package var year: Int
    package var month: Int
    package var category: Category
    package var sub: String?
    package var artist: String?
    package var amount: Money
    package var count: Int

    package init(
        year: Int, month: Int, category: Category, sub: String?, artist: String?, amount: Money,
        count: Int
    ) {
        self.year = year
        self.month = month
        self.category = category
        self.sub = sub
        self.artist = artist
        self.amount = amount
        self.count = count
    }
}

/// Records in a currency other than the home one that convert alike: the same day, amount and
/// charged amount (and the same category, sub-category and artist, for grouping). Each record
/// converts and rounds on its own; `count` of them make the same converted amount.
package struct ForeignSpending: Sendable, Hashable {
    package var date: CivilDate
    package var category: Category
    package var sub: String?
    package var artist: String?
    package var amount: Money
    /// What the card charged in the home currency, when recorded.
    package var charged: Money?
    package var count: Int
    /// The lowest record id among them: the record a highlight names.
    package var firstID: Int64

    package init(
        date: CivilDate, category: Category, sub: String?, artist: String?, amount: Money, charged: Money?, count: Int,
        firstID: Int64 = 0
    ) {
        self.firstID = firstID
        self.date = date
        self.category = category
        self.sub = sub
        self.artist = artist
        self.amount = amount
        self.charged = charged
        self.count = count
    }

    /// The same records as a spending row (amounts summed in their own currency).
    package var row: SpendingRow {
        SpendingRow(
            year: date.year, month: date.month, category: category, sub: sub, artist: artist,
            amount: Money(minorUnits: amount.minorUnits * Int64(count), currency: amount.currency), count: count)
    }
}
