/// Which records a query wants. Empty fields mean "any".
package struct RecordFilter: Sendable, Hashable {
    /// Inclusive date range.
    package var from: CivilDate?
    package var to: CivilDate?
    package var category: Category?
    /// Any of these artist texts, each matched exactly, case-insensitively; empty for any artist.
    /// The command line gives one name; the use cases widen it to every spelling of that artist
    /// (`ArtistUseCases.resolve`).
    package var artists: [String]
    /// A substring of the title, artist, venue, memo or sub-category, case-insensitively.
    package var search: String?
    /// Records left out by id: a feed's schedule, which reports do not count (Docs/reports.md).
    package var excluded: Set<Int64>

    package init(
        from: CivilDate? = nil, to: CivilDate? = nil, category: Category? = nil,
        artists: [String] = [], search: String? = nil, excluded: Set<Int64> = []
    ) {
        self.from = from
        self.to = to
        self.category = category
        self.artists = artists
        self.search = search
        self.excluded = excluded
    }

    package static func year(_ year: Int) -> (from: CivilDate, to: CivilDate)? {
        guard let from = CivilDate(year: year, month: 1, day: 1),
            let to = CivilDate(year: year, month: 12, day: 31)
        else { return nil }
        return (from, to)
    }

    package static func month(year: Int, month: Int) -> (from: CivilDate, to: CivilDate)? {
        guard let from = CivilDate(year: year, month: month, day: 1),
            let to = CivilDate(year: year, month: month, day: CivilDate.daysIn(year: year, month: month))
        else { return nil }
        return (from, to)
    }
}
