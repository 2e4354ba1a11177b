/// What a calendar view shows of the records: the marked days, and the records its agenda
/// lists (chosen by `AgendaSelection`, so a busy day shows its first records and how many more).
public struct CalendarContent: Sendable {
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

    /// Made of what the store already chose (see `CalendarUseCases.content`).
    public init(marks: [CivilDate: DayMark], agenda: [Record], hidden: [CivilDate: Int]) {
        self.marks = marks
        self.agenda = agenda
        self.hidden = hidden
    }
}
