import FanCalendar
import FanCalendarStore

/// What `summary` and `chart` report.
public enum SummaryUseCases {
    /// The report of one period from the store's aggregates: the period's groups and largest
    /// records in one scan, the previous period as totals only, for a month or a week its
    /// spending per day, and the records in other currencies than `home` with the rates that
    /// convert them.
    /// - Parameters:
    ///   - category: only this category's spending; nil for all.
    ///   - artist: only this artist's spending, under any of its spellings (`fancal artist`);
    ///     nil for all.
    ///   - grouping: how the groups are keyed; nil for the report's default (by category).
    ///   - home: the currency of the converted total.
    public static func report(
        period: ReportPeriod, category: Category?, artist: String? = nil, grouping: SummaryGrouping?,
        home: Currency, store: RecordStore
    ) throws -> SummaryReport {
        let artists = try artist.map { try ArtistUseCases.filterSpellings(for: $0, includingGroups: false, store: store) } ?? []
        let previousRows = try period.previous.map { previous in
            try store.spendingTotals(from: previous.from, to: previous.to, category: category, artists: artists)
        } ?? []
        let current = try store.spendingLargestAndForeign(
            from: period.from, to: period.to, category: category, artists: artists, home: home)
        // Reports group by the artist, not the spelling: SEVENTEEN, セブチ and SVT are one group.
        let directory = ArtistDirectory(try store.artists())
        var rows = current.rows
        var foreign = current.foreign
        if !directory.artists.isEmpty {
            for index in rows.indices { rows[index].artist = rows[index].artist.map(directory.reportName) }
            for index in foreign.indices { foreign[index].artist = foreign[index].artist.map(directory.reportName) }
        }
        let rates = try RateUseCases.table(for: Set(foreign.map(\.amount.currency)), home: home, store: store)
        let conversion = SummaryConversionInput(home: home, foreign: foreign, rates: rates)
        var biggest = current.largest
        if period.kind == .year, let best = biggestConverted(conversion), !biggest.contains(where: { $0.id == best }) {
            biggest += try store.records(ids: [best])
        }
        let isYear = period.kind == .year
        return SummaryReport(
            period: period,
            rows: rows,
            previousRows: previousRows,
            biggestRecords: biggest,
            // A year averages per month with spending, read from the rows; only shorter periods
            // average per day and need the extra query.
            daysWithSpending: isYear
                ? [:] : try store.daysWithSpending(from: period.from, to: period.to, category: category, artists: artists),
            grouping: grouping, category: category, artist: artist.map { directory.reportName($0) },
            days: isYear ? [] : try store.spendingByDay(from: period.from, to: period.to, category: category, artists: artists),
            conversion: conversion)
    }

    /// The id of the foreign record that converts to the most (earliest day on a tie): the
    /// candidate for "biggest expense" the store's per-currency maximum may miss.
    static func biggestConverted(_ input: SummaryConversionInput) -> Int64? {
        var best: (minor: Int64, date: CivilDate, id: Int64)?
        for item in input.foreign {
            guard
                let converted = Conversion.convert(
                    item.amount, charged: item.charged, on: item.date, to: input.home, rates: input.rates)
            else { continue }
            let candidate = (minor: converted.amount.minorUnits, date: item.date, id: item.firstID)
            if let current = best, (-current.minor, current.date, current.id) <= (-candidate.minor, candidate.date, candidate.id) {
                continue
            }
            best = candidate
        }
        return best?.id
    }
}
