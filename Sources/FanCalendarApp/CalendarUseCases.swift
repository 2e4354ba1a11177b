import FanCalendar
import FanCalendarStore

/// Everything `month` shows: what it marks and lists, and the budgets its status line counts.
package struct MonthView: Sendable {
    package var content: CalendarContent
    /// Where each budget of the month (and its year) stands; empty when none is stored or the
    /// view asked for none.
    package var budgets: [BudgetLine]
}

/// What `month` and `year` show of the records.
package enum CalendarUseCases {
    /// `month`: its content (`content`) and, for `budgets`, where each budget stands, read in
    /// one read transaction.
    /// - Parameters:
    ///   - budgets: the month whose budgets the status line counts; nil for none (JSON).
    ///   - home: the currency budgets are measured in, asked for only when a budget is stored.
    ///   - today: the day budgets count their pace from.
    package static func month(
        days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?, artist: String?, colorsByArtist: Bool,
        budgets: YearMonth?, home: () throws -> Currency, today: CivilDate, store: RecordStore
    ) throws -> MonthView {
        try store.reading {
            MonthView(
                content: try content(
                    days: days, agendaDays: agendaDays, artist: artist, colorsByArtist: colorsByArtist, store: store),
                budgets: try budgets.map { try BudgetUseCases.status(.month($0), home: home, today: today, store: store) } ?? [])
        }
    }

    /// The marks, deadlines and agenda of a calendar view (all that `year` shows), from the store
    /// in one read transaction: the days are marked from its per-day totals and its spans, and
    /// only the records the agenda lists are read, so a month of thousands of records costs a
    /// few dozen small reads.
    /// - Parameters:
    ///   - days: the days to mark.
    ///   - agendaDays: the days whose records the agenda may list; nil for no agenda.
    ///   - artist: only this artist's records (any case, through their aliases); the agenda is
    ///     then chosen from their records in hand: one artist's records are few.
    ///   - colorsByArtist: color each marked day in its artist's color (`--by artist`).
    package static func content(
        days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?, artist: String? = nil,
        colorsByArtist: Bool = false, store: RecordStore
    ) throws -> CalendarContent {
        try store.reading {
            var content = try records(days: days, agendaDays: agendaDays, artist: artist, store: store)
            content.deadlines = try TicketUseCases.deadlines(on: days, store: store)
            let artists = try store.artists()
            content.anniversaries = Anniversary.all(of: artists, from: days.lowerBound, to: days.upperBound)
            if colorsByArtist {
                content.artistColors = ArtistDirectory(artists).dayColors(
                    try store.artistSpending(from: days.lowerBound, to: days.upperBound))
            }
            return content
        }
    }

    private static func records(
        days: ClosedRange<CivilDate>, agendaDays: ClosedRange<CivilDate>?, artist: String?, store: RecordStore
    ) throws -> CalendarContent {
        let artists = try artist.map { try ArtistUseCases.resolve(RecordFilter(artists: [$0]), store: store).artists } ?? []
        let startingTotals = try store.startingTotals(from: days.lowerBound, to: days.upperBound, artists: artists)
        // Spans add up per day inside the range: the marks of days outside it are never shown.
        let spans = try store.spans(from: days.lowerBound, to: days.upperBound, artists: artists)
        let marks = DayMark.marks(for: startingTotals + DayTotal.laterDays(of: spans, within: days))
        guard let agendaDays else { return CalendarContent(marks: marks, agenda: [], hidden: [:]) }
        if !artists.isEmpty {
            // From the earliest start a record still shown on the agenda's first day can have.
            let filter = RecordFilter(
                from: agendaDays.lowerBound.adding(days: -DayTotal.longestSpan), to: agendaDays.upperBound, artists: artists)
            return CalendarContent(marks: marks, records: try store.records(matching: filter), agendaDays: agendaDays)
        }
        // Spans begun before the agenda's days and going on into them: listed once, on the first
        // day, sharing its lines with the records starting on it. Only those listed are read (a
        // full first day of a busy month lists none of its hundreds).
        let going = AgendaSelection.continuingCounts(spans, within: agendaDays)
        var starting: [CivilDate: Int] = [:]
        for total in startingTotals where agendaDays.contains(total.date) && total.count > 0 {
            starting[total.date, default: 0] += total.count
        }
        var ids: [Int64] = []
        var lines = AgendaSelection.DayLines()
        for date in Set(starting.keys).union(going.keys).sorted() {
            let shown = lines.share(date, starting: starting[date] ?? 0, continuing: going[date] ?? 0)
            if shown > 0 { ids += try store.agendaIDs(on: date, limit: shown) }
        }
        // Read in one go, then each day's chosen records in listing order.
        let chosen = try store.records(ids: ids)
        var agenda: [Stored<Record>] = []
        agenda.reserveCapacity(chosen.count)
        var dayStart = chosen.startIndex
        while dayStart < chosen.endIndex {
            let day = chosen[dayStart].value.date
            let dayEnd = chosen[dayStart...].firstIndex { $0.value.date != day } ?? chosen.endIndex
            let entries = chosen[dayStart..<dayEnd].map { CalendarEntry($0.value, key: $0.id) }
            let order = entries.indices.sorted { AgendaSelection.isListed(entries[$0], before: entries[$1]) }
            agenda += order.map { chosen[dayStart + $0] }
            dayStart = dayEnd
        }
        var content = CalendarContent(marks: marks, agenda: agenda, hidden: lines.hidden)
        content.continuingListing = AgendaSelection.continuingListing(spans, within: agendaDays, limits: lines.continuingLimit)
        content.continuing = try store.records(ids: content.continuingListing.listed.map(\.key))
        return content
    }
}
