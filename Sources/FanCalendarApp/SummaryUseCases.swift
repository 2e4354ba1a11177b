import FanCalendar
import FanCalendarStore

/// What `summary` and `chart` report.
public enum SummaryUseCases {
    /// The report of one period from the store's aggregates: the period's groups and largest
    /// records in one scan, the previous period as totals only, and for a month or a week its
    /// spending per day.
    /// - Parameters:
    ///   - category: only this category's spending; nil for all.
    ///   - artist: only this artist's spending, under any of its spellings (`fancal artist`);
    ///     nil for all.
    ///   - grouping: how the groups are keyed; nil for the report's default (by category).
    public static func report(
        period: ReportPeriod, category: Category?, artist: String? = nil, grouping: SummaryGrouping?,
        store: RecordStore
    ) throws -> SummaryReport {
        let artists = try artist.map { try ArtistUseCases.filterSpellings(for: $0, includingGroups: false, store: store) } ?? []
        let previousRows = try period.previous.map { previous in
            try store.spendingTotals(from: previous.from, to: previous.to, category: category, artists: artists)
        } ?? []
        let current = try store.spendingAndLargest(from: period.from, to: period.to, category: category, artists: artists)
        // Reports group by the artist, not the spelling: SEVENTEEN, セブチ and SVT are one group.
        let directory = ArtistDirectory(try store.artists())
        let rows = directory.artists.isEmpty ? current.rows : current.rows.map { row in
            var row = row
            row.artist = row.artist.map(directory.reportName)
            return row
        }
        let isYear = period.kind == .year
        return SummaryReport(
            period: period,
            rows: rows,
            previousRows: previousRows,
            biggestRecords: current.largest,
            // A year averages per month with spending, read from the rows; only shorter periods
            // average per day and need the extra query.
            daysWithSpending: isYear
                ? [:] : try store.daysWithSpending(from: period.from, to: period.to, category: category, artists: artists),
            grouping: grouping, category: category, artist: artist.map { directory.reportName($0) },
            days: isYear ? [] : try store.spendingByDay(from: period.from, to: period.to, category: category, artists: artists))
    }
}
