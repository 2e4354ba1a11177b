/// One fan activity: what happened on which day, what it cost, and for whom.
package struct Record: Sendable, Hashable {
    /// The iCalendar UID, generated for records made in fancal.
    package var uid: String
    /// For one occurrence of a recurring event: the occurrence's original start, `YYYY-MM-DD`
    /// for a date series or `YYYY-MM-DDTHH:MM:SS` local to the series' zone. nil otherwise.
    package var recurrenceID: String?
    /// The civil day the record belongs to, in the user's home zone.
    package var date: CivilDate
    /// For a timed record, when it starts; nil for an all-day record.
    package var start: ZonedDateTime?
    /// For a timed record, when it ends, if known.
    package var end: ZonedDateTime?
    /// For an all-day record spanning several days, its last day (inclusive); nil for one day.
    package var lastDate: CivilDate?
    package var title: String
    package var category: Category
    package var sub: String?
    package var artist: String?
    package var venue: String?
    package var memo: String?
    package var amount: Money
    /// What the card actually billed in the home currency for a foreign amount (`--charged`):
    /// exact, and counted in converted totals instead of any rate.
    package var charged: Money?
    /// The iCalendar SEQUENCE: revisions of an imported event count up.
    package var sequence: Int
    /// Seconds since the epoch (UTC).
    package var created: Int64
    package var updated: Int64

    package var isAllDay: Bool { start == nil }

    package init(
        uid: String, recurrenceID: String? = nil, date: CivilDate,
        start: ZonedDateTime? = nil, end: ZonedDateTime? = nil, lastDate: CivilDate? = nil,
        title: String, category: Category = .other, sub: String? = nil, artist: String? = nil,
        venue: String? = nil, memo: String? = nil, amount: Money, charged: Money? = nil, sequence: Int = 0,
        created: Int64 = 0, updated: Int64 = 0
    ) {
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

    /// Whether two records say the same thing, ignoring store bookkeeping (timestamps).
    package func hasSameContent(as other: Record) -> Bool {
        var left = self
        var right = other
        left.created = 0
        right.created = 0
        left.updated = 0
        right.updated = 0
        return left == right
    }
}
