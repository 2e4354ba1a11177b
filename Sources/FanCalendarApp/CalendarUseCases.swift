import FanCalendar
import FanCalendarStore

/// What `month` and `year` show of the records.
public enum CalendarUseCases {
    /// The marks and agenda of a calendar view, from the store: the days are marked from its
    /// per-day totals, and only the records the agenda lists are read, so a month of thousands of
    /// records costs a few dozen small reads. Equal to `CalendarContent(records:agendaDays:)`
    /// over the same records (tested).
    /// - Parameters:
    ///   - days: the days to mark.
    ///   - agendaDays: the days whose records the agenda may list; nil for no agenda.
    ///   - artist: only this artist's records (any case), read as records: the per-day totals
    ///     do not know artists, and one artist's records are few.
    public static func content(
        days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?, artist: String? = nil, store: RecordStore
    ) throws(StoreError) -> CalendarContent {
        if let artist {
            // From the earliest start a record still marking the first day can have.
            let records = try store.records(
                matching: RecordFilter(
                    from: days.lowerBound.adding(days: -DayTotal.longestSpan), to: days.upperBound, artist: artist))
            return CalendarContent(records: records, agendaDays: agendaDays)
        }
        let totals = try store.dayTotals(from: days.lowerBound, to: days.upperBound)
        let marks = DayMark.marks(for: totals.starting + totals.laterDays)
        guard let agendaDays else { return CalendarContent(marks: marks, agenda: [], hidden: [:]) }
        // Records starting each day, and live ones among them: a record is listed on its first
        // day only.
        var starting: [CivilDate: (count: Int, live: Int)] = [:]
        for total in totals.starting where agendaDays.contains(total.date) && total.count > 0 {
            starting[total.date, default: (0, 0)].count += total.count
            if total.category == .live { starting[total.date]!.live += total.count }
        }
        var agenda: [Record] = []
        var hidden: [CivilDate: Int] = [:]
        for (date, day) in starting.sorted(by: { $0.key < $1.key }) {
            let shown = AgendaSelection.shownCount(of: day.count, live: day.live)
            let records = try store.records(ids: store.agendaIDs(on: date, limit: shown))
            let entries = records.map { CalendarEntry($0, key: $0.id ?? 0) }
            agenda += entries.indices.sorted { AgendaSelection.isListed(entries[$0], before: entries[$1]) }.map { records[$0] }
            if shown < day.count { hidden[date] = day.count - shown }
        }
        return CalendarContent(marks: marks, agenda: agenda, hidden: hidden)
    }
}
