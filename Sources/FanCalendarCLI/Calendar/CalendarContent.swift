import FanCalendar
import FanCalendarStore

/// What a calendar view shows of the records: the marked days, and the records its agenda
/// lists (chosen by `AgendaSelection`, so a busy day shows its first records and how many more).
public struct CalendarContent {
    public var marks: [CivilDate: DayMark]
    /// In agenda order.
    public var agenda: [Record]
    /// Days whose records were not all chosen for the agenda, and how many were left out.
    public var hidden: [CivilDate: Int]

    /// From records in hand.
    /// - Parameter agendaDays: the days whose records the agenda may list; nil for no agenda.
    public init(records: [Record], agendaDays: ClosedRange<CivilDate>?) {
        let entries = records.enumerated().map { CalendarEntry($0.element, key: Int64($0.offset)) }
        marks = DayMark.marks(for: records)
        guard let agendaDays else {
            (agenda, hidden) = ([], [:])
            return
        }
        let selection = AgendaSelection(entries: entries, days: agendaDays)
        agenda = selection.keys.map { records[Int($0)] }
        hidden = selection.hidden
    }

    /// From the store: the days are marked from its per-day totals, and only the records the
    /// agenda lists are read, so a month of thousands of records costs a few dozen small reads.
    /// - Parameters:
    ///   - days: the days to mark.
    ///   - agendaDays: the days whose records the agenda may list; nil for no agenda.
    init(store: RecordStore, days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?) throws(StoreError) {
        let totals = try store.dayTotals(from: days.lowerBound, to: days.upperBound)
        marks = DayMark.marks(for: totals.starting + totals.laterDays)
        guard let agendaDays else {
            (agenda, hidden) = ([], [:])
            return
        }
        // Records starting each day: a record is listed on its first day only.
        var starting: [CivilDate: Int] = [:]
        for total in totals.starting where agendaDays.contains(total.date) && total.count > 0 {
            starting[total.date, default: 0] += total.count
        }
        var ids: [Int64] = []
        var hidden: [CivilDate: Int] = [:]
        for (date, count) in starting.sorted(by: { $0.key < $1.key }) {
            let shown = AgendaSelection.shownCount(of: count)
            ids += try store.agendaIDs(on: date, limit: shown)
            if shown < count { hidden[date] = count - shown }
        }
        agenda = try store.records(ids: ids)
        self.hidden = hidden
    }
}
