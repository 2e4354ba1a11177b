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
    public static func content(
        days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?, store: RecordStore
    ) throws(StoreError) -> CalendarContent {
        let startingTotals = try store.startingTotals(from: days.lowerBound, to: days.upperBound)
        // Spans add up per day inside the range: the marks of days outside it are never shown.
        let spans = try store.spans(from: days.lowerBound, to: days.upperBound)
        let marks = DayMark.marks(for: startingTotals + DayTotal.laterDays(of: spans, within: days))
        guard let agendaDays else { return CalendarContent(marks: marks, agenda: [], hidden: [:]) }
        // Records starting each day: a record is listed on its first day only.
        var starting: [CivilDate: Int] = [:]
        for total in startingTotals where agendaDays.contains(total.date) && total.count > 0 {
            starting[total.date, default: 0] += total.count
        }
        var ids: [Int64] = []
        var hidden: [CivilDate: Int] = [:]
        for (date, count) in starting.sorted(by: { $0.key < $1.key }) {
            let shown = AgendaSelection.shownCount(of: count)
            ids += try store.agendaIDs(on: date, limit: shown)
            if shown < count { hidden[date] = count - shown }
        }
        return CalendarContent(marks: marks, agenda: try store.records(ids: ids), hidden: hidden)
    }
}
