/// Spending aggregated by month, category, sub-category, artist and currency: what the store's
/// aggregate queries return (read from the `records_by_day` index, without loading records), and
/// what reports are computed from.
public struct SpendingRow: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var category: Category
    public var sub: String?
    public var artist: String?
    public var amount: Money
    public var count: Int

    public init(
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
