/// What a calendar needs of one record to mark its days and order its agenda: no texts, so a
/// store can read it from an index without reading the records themselves.
public struct CalendarEntry: Sendable, Hashable {
    /// Identifies the record within its source (the store's id); ties in agenda order go to the
    /// lower key.
    public var key: Int64
    public var date: CivilDate
    /// The last day of an all-day record spanning several days; nil for one day.
    public var lastDate: CivilDate?
    /// When a timed record starts (seconds since the epoch); nil for an all-day record.
    public var startInstant: Int64?
    public var category: Category
    public var amount: Money

    public init(
        key: Int64, date: CivilDate, lastDate: CivilDate? = nil, startInstant: Int64? = nil,
        category: Category, amount: Money
    ) {
        self.key = key
        self.date = date
        self.lastDate = lastDate
        self.startInstant = startInstant
        self.category = category
        self.amount = amount
    }

    /// A record's entry under a key of the caller's choosing.
    public init(_ record: Record, key: Int64) {
        self.init(
            key: key, date: record.date, lastDate: record.lastDate, startInstant: record.start?.instant,
            category: record.category, amount: record.amount)
    }
}
