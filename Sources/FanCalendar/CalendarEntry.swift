/// What a calendar needs of one record to mark its days and order its agenda: no texts, so a
/// store can read it from an index without reading the records themselves.
package struct CalendarEntry: Sendable, Hashable {
    /// Identifies the record within its source (the store's id); ties in agenda order go to the
    /// lower key.
    package var key: Int64
    package var date: CivilDate
    /// The last day of an all-day record spanning several days; nil for one day.
    package var lastDate: CivilDate?
    /// When a timed record starts (seconds since the epoch); nil for an all-day record.
    package var startInstant: Int64?
    package var category: Category
    package var amount: Money

    package init(
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
    package init(_ record: Record, key: Int64) {
        self.init(
            key: key, date: record.date, lastDate: record.lastDayShown, startInstant: record.start?.instant,
            category: record.category, amount: record.amount)
    }
}

extension Record {
    /// The last day a calendar shows the record on, nil for a record of one day: an all-day
    /// span's last day, or for a timed record crossing midnight the day its end falls on, counted
    /// in the zone it was written in (an end at 00:00 does not reach the next day). Capped at
    /// `DayTotal.longestSpan` days.
    package var lastDayShown: CivilDate? {
        guard let start else { return lastDate }
        guard let end, end.instant > start.instant else { return nil }
        let first = start.local().date
        let last = ZonedDateTime(instant: end.instant - 1, zone: end.zone).local().date
        let days = min(last.daysSinceEpoch - first.daysSinceEpoch, DayTotal.longestSpan)
        return days > 0 ? date.adding(days: days) : nil
    }

    /// Whether the record starts before `days` and is still shown on their first day: an agenda
    /// of those days lists it once, there, with the days of it they hold.
    package func continues(into days: ClosedRange<CivilDate>) -> Bool {
        guard let last = lastDayShown else { return false }
        return date < days.lowerBound && last >= days.lowerBound
    }
}
