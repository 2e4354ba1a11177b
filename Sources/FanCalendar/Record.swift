/// One fan activity: what happened on which day, what it cost, and for whom.
public struct Record: Sendable, Hashable {
    /// Assigned by the store; nil until the record is saved.
    public var id: Int64?
    /// The iCalendar UID, generated for records made in fancal.
    public var uid: String
    /// For one occurrence of a recurring event: the occurrence's original start, `YYYY-MM-DD`
    /// for a date series or `YYYY-MM-DDTHH:MM:SS` local to the series' zone. nil otherwise.
    public var recurrenceID: String?
    /// The civil day the record belongs to, in the user's home zone.
    public var date: CivilDate
    /// For a timed record, when it starts; nil for an all-day record.
    public var start: ZonedDateTime?
    /// For a timed record, when it ends, if known.
    public var end: ZonedDateTime?
    /// For an all-day record spanning several days, its last day (inclusive); nil for one day.
    public var lastDate: CivilDate?
    public var title: String
    public var category: Category
    public var sub: String?
    public var artist: String?
    public var venue: String?
    public var memo: String?
    public var amount: Money
    /// What the card actually billed in the home currency for a foreign amount (`--charged`):
    /// exact, and counted in converted totals instead of any rate.
    public var charged: Money?
    /// The iCalendar SEQUENCE: revisions of an imported event count up.
    public var sequence: Int
    /// Seconds since the epoch (UTC).
    public var created: Int64
    public var updated: Int64

    public var isAllDay: Bool { start == nil }

    public init(
        id: Int64? = nil, uid: String, recurrenceID: String? = nil, date: CivilDate,
        start: ZonedDateTime? = nil, end: ZonedDateTime? = nil, lastDate: CivilDate? = nil,
        title: String, category: Category = .other, sub: String? = nil, artist: String? = nil,
        venue: String? = nil, memo: String? = nil, amount: Money, charged: Money? = nil, sequence: Int = 0,
        created: Int64 = 0, updated: Int64 = 0
    ) {
        self.id = id
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.date = date
        self.start = start
        self.end = end
        self.lastDate = lastDate
        self.title = title
        self.category = category
        self.sub = sub
        self.artist = artist
        self.venue = venue
        self.memo = memo
        self.amount = amount
        self.charged = charged
        self.sequence = sequence
        self.created = created
        self.updated = updated
    }

    /// Whether two records say the same thing, ignoring store bookkeeping (id and timestamps).
    public func hasSameContent(as other: Record) -> Bool {
        var left = self
        var right = other
        left.id = nil
        right.id = nil
        left.created = 0
        right.created = 0
        left.updated = 0
        right.updated = 0
        return left == right
    }
}
