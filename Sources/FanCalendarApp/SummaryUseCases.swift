import FanCalendar
import FanCalendarStore

/// What `summary` and `chart` report.
public enum SummaryUseCases {
    /// The report of one period from the store's aggregates: the period's groups and largest
    /// records in one scan, the previous period as totals only, and for a month or a week its
    /// spending per day.
    /// - Parameters:
    ///   - category: only this category's spending; nil for all.
    ///   - artist: only this artist's spending (any case); nil for all.
    ///   - grouping: how the groups are keyed; nil for the report's default (by category).
    public static func report(
        period: ReportPeriod, category: Category?, artist: String? = nil, grouping: SummaryGrouping?,
        store: RecordStore
    ) throws(StoreError) -> SummaryReport {
        let previousRows = try period.previous.map { previous throws(StoreError) in
            try store.spendingTotals(from: previous.from, to: previous.to, category: category, artist: artist)
        } ?? []
        let current = try store.spendingAndLargest(from: period.from, to: period.to, category: category, artist: artist)
        let isYear = period.kind == .year
        return SummaryReport(
            period: period,
            rows: current.rows,
            previousRows: previousRows,
            biggestRecords: current.largest,
            // A year averages per month with spending, read from the rows; only shorter periods
            // average per day and need the extra query.
            daysWithSpending: isYear
                ? [:] : try store.daysWithSpending(from: period.from, to: period.to, category: category, artist: artist),
            grouping: grouping, category: category, artist: artist,
            days: isYear ? [] : try store.spendingByDay(from: period.from, to: period.to, category: category, artist: artist))
    }
}
