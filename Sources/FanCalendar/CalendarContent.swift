/// What a calendar view shows of the records: the marked days, and the records its agenda
/// lists (chosen by `AgendaSelection`, so a busy day shows its first records and how many more).
package struct CalendarContent: Sendable {
    package var marks: [CivilDate: DayMark]
    /// In agenda order.
    package var agenda: [Stored<Record>]
    /// Days whose records were not all chosen for the agenda, and how many were left out.
    package var hidden: [CivilDate: Int]
    /// Ticket deadlines still to meet on the view's days, soonest first: their days carry the
    /// deadline mark, and the agenda lists them with their time.
    package var deadlines: [DueItem] = []
    /// Birthdays and milestones of the artists the fan follows on the view's days, by date: the
    /// agenda lists them, and a birthday marks its day.
    package var anniversaries: [Anniversary] = []

    /// Records shown on several days (an all-day span, a show crossing midnight) that start
    /// before the agenda's days and go on into them: listed once, on the first day, with the
    /// days of them the agenda holds and without their amount (it counts once, on the record's
    /// first day). In store order (by id).
    package var continuing: [Stored<Record>] = []
    /// Of `continuing`, by id, the day each is listed on (a full first day lists only the first
    /// few), and whether that day leaves some out.
    package var continuingListing = ContinuingListing()

    /// For a calendar colored by artist (`month --by artist`), each marked day's color.
    package var artistColors: [CivilDate: RGBColor] = [:]

    /// The days with a birthday.
    package var birthdays: Set<CivilDate> { Set(anniversaries.filter { $0.kind == .birthday }.map(\.date)) }

    /// How many deadlines fall on each day (in the zone each was entered in, the home zone).
    package var deadlineCounts: [CivilDate: Int] {
        var counts: [CivilDate: Int] = [:]
        for item in deadlines { counts[item.at.local().date, default: 0] += 1 }
        return counts
    }

    /// The marks gathered for the view, and the agenda chosen from records in hand (one
    /// artist's, say: those that start on `agendaDays` or go on into them).
    package init(marks: [CivilDate: DayMark], records: [Stored<Record>], agendaDays: ClosedRange<CivilDate>) {
        let entries = records.enumerated().map { CalendarEntry($0.element.value, key: Int64($0.offset)) }
        self.marks = marks
        let continuingRecords = records.filter { $0.value.continues(into: agendaDays) }.sorted { $0.id < $1.id }
        let continuingEntries = continuingRecords.map { CalendarEntry($0.value, key: $0.id) }
        let selection = AgendaSelection(
            entries: entries, days: agendaDays,
            continuing: AgendaSelection.continuingCounts(continuingEntries, within: agendaDays))
        agenda = selection.keys.map { records[Int($0)] }
        hidden = selection.hidden
        continuingListing = AgendaSelection.continuingListing(
            continuingEntries, within: agendaDays, limits: selection.continuingLimit)
        continuing = continuingRecords.filter { continuingListing.days(of: $0.id) != nil }
    }

    /// Made of what the store already chose (see `CalendarUseCases.content`).
    package init(marks: [CivilDate: DayMark], agenda: [Stored<Record>], hidden: [CivilDate: Int]) {
        self.marks = marks
        self.agenda = agenda
        self.hidden = hidden
    }
}
