import FanCalendar
import FanCalendarStore

/// What `summary` and `chart` report.
public enum SummaryUseCases {
    /// The report of one period from the store's aggregates: the period's groups and largest
    /// records in one scan, the previous period as totals only.
    /// - Parameters:
    ///   - category: only this category's spending; nil for all.
    ///   - grouping: how the groups are keyed; nil for the report's default (by category).
    public static func report(
        period: ReportPeriod, category: Category?, grouping: SummaryGrouping?, store: RecordStore
    ) throws -> SummaryReport {
        let previousRows = try period.previous.map { previous in
            try store.spendingTotals(from: previous.from, to: previous.to, category: category)
        } ?? []
        let current = try store.spendingAndLargest(from: period.from, to: period.to, category: category)
        // Reports group by the artist, not the spelling: SEVENTEEN, セブチ and SVT are one group.
        let directory = ArtistDirectory(try store.artists())
        let rows = directory.artists.isEmpty ? current.rows : current.rows.map { row in
            var row = row
            row.artist = row.artist.map(directory.reportName)
            return row
        }
        return SummaryReport(
            period: period,
            rows: rows,
            previousRows: previousRows,
            biggestRecords: current.largest,
            // A year averages per month with spending, read from the rows; only shorter periods
            // average per day and need the extra query.
            daysWithSpending: period.kind == .year
                ? [:] : try store.daysWithSpending(from: period.from, to: period.to, category: category),
            grouping: grouping, category: category)
    }
}
