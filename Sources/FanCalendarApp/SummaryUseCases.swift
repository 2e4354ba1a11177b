import FanCalendar
import FanCalendarStore

/// What a spending report covers (`summary`, `chart`).
package struct SummaryRequest: Sendable {
    package var period: ReportPeriod
    /// Only this category's spending; nil for all.
    package var category: Category?
    /// Only this artist's spending, under any of its spellings (`fancal artist`); nil for all.
    package var artist: String?
    /// How the groups are keyed; nil for the report's default (by category).
    package var grouping: SummaryGrouping?
    /// The currency of the converted total.
    package var home: Currency

    package init(period: ReportPeriod, category: Category?, artist: String?, grouping: SummaryGrouping?, home: Currency) {
        self.period = period
        self.category = category
        self.artist = artist
        self.grouping = grouping
        self.home = home
    }
}

/// Everything `summary` shows: the report and the budgets its status line counts.
package struct SummaryView: Sendable {
    package var report: SummaryReport
    /// Where each budget of the period's month or year stands; empty when none is stored or the
    /// view asked for none.
    package var budgets: [BudgetLine]
}

/// Everything `chart` draws: the report and each artist's own color, by name.
package struct SummaryChartView: Sendable {
    package var report: SummaryReport
    package var artistColors: [String: RGBColor]
}

/// What `summary` and `chart` report.
package enum SummaryUseCases {
    /// `summary`: the report (`report`) and, with `budgets`, where each budget of its year (a
    /// year's report) or of its first month stands, read in one read transaction.
    /// - Parameters:
    ///   - budgetHome: the currency budgets are measured in, asked for only when a budget is
    ///     stored.
    ///   - today: the day budgets count their pace from.
    package static func summary(
        _ request: SummaryRequest, budgets: Bool, budgetHome: () throws -> Currency, today: CivilDate,
        store: RecordStore
    ) throws -> SummaryView {
        try store.reading {
            let report = try report(request, store: store)
            guard budgets else { return SummaryView(report: report, budgets: []) }
            let period = report.period
            let selection: BudgetSelection =
                period.kind == .year ? .year(period.from.year) : .month(YearMonth(year: period.from.year, month: period.from.month))
            return SummaryView(
                report: report, budgets: try BudgetUseCases.status(selection, home: budgetHome, today: today, store: store))
        }
    }

    /// `chart`: the report (`report`) and the artists' colors, which a chart by artist draws
    /// each artist in (as the calendars and wrapped do), read in one read transaction.
    package static func chart(_ request: SummaryRequest, store: RecordStore) throws -> SummaryChartView {
        try store.reading {
            let report = try report(request, store: store)
            let colors = Dictionary(try store.artists().compactMap { artist in artist.color.map { (artist.name, $0) } }) {
                first, _ in first
            }
            return SummaryChartView(report: report, artistColors: colors)
        }
    }

    /// The report of one period from the store's aggregates: the period's groups and largest
    /// records in one scan, the previous period as totals only, for a month or a week its
    /// spending per day, and the records in other currencies than `request.home` with the
    /// rates that convert them.
    static func report(_ request: SummaryRequest, store: RecordStore) throws -> SummaryReport {
        let (period, category, artist, grouping, home) =
            (request.period, request.category, request.artist, request.grouping, request.home)
        let artists = try artist.map { try ArtistUseCases.filterSpellings(for: $0, includingGroups: false, store: store) } ?? []
        // A feed's schedule is not spending until the fan adopts it (an amount, an edit, a ticket).
        let scheduled = try FeedUseCases.scheduled(store: store)
        let previousRows = try period.previous.map { previous in
            try store.spendingTotals(
                from: previous.from, to: previous.to, category: category, artists: artists, excluding: scheduled)
        } ?? []
        // The rates among every currency of the period, known before the scan: a currency they
        // do not reach home from is not reached by the rates among fewer currencies either, so
        // its records need not be grouped one by one for converting.
        let candidates = try store.currencies(from: period.from, to: period.to, category: category)
        let candidateRates = try RateUseCases.table(for: candidates, home: home, store: store)
        let current = try store.spendingLargestAndForeign(
            from: period.from, to: period.to, category: category, artists: artists, home: home,
            bySub: (grouping ?? .defaultGrouping(category: category)) == .sub,
            unconvertible: candidates.filter { !candidateRates.reaches(home, from: $0) }, excluding: scheduled)
        // Reports group by the artist, not the spelling: SEVENTEEN, セブチ and SVT are one group,
        // and so are Stray Kids and stray kids, set up or not.
        let directory = ArtistDirectory(try store.artists())
        var rows = current.rows
        var foreign = current.foreign
        var unconvertible = current.unconvertible
        let names = directory.reportNames(
            for: (rows.map(\.artist) + foreign.map(\.artist) + unconvertible.map(\.artist)).compactMap { $0 })
        for index in rows.indices { rows[index].artist = rows[index].artist.map { names[$0]! } }
        for index in foreign.indices { foreign[index].artist = foreign[index].artist.map { names[$0]! } }
        for index in unconvertible.indices { unconvertible[index].artist = unconvertible[index].artist.map { names[$0]! } }
        // The rates among the currencies converted (which pivots a cross rate may take depends
        // on them): those of the scan, the candidates' table when they are the same.
        let converted = Set(foreign.map(\.amount.currency)).union(unconvertible.map(\.amount.currency))
        let rates =
            converted == candidates.subtracting([home])
            ? candidateRates : try RateUseCases.table(for: converted, home: home, store: store)
        let conversion = SummaryConversionInput(home: home, foreign: foreign, unconvertible: unconvertible, rates: rates)
        var biggest = current.largest
        if period.kind == .year, let best = biggestConverted(conversion), !biggest.contains(where: { $0.id == best }) {
            biggest += try store.records(ids: [best])
        }
        let isYear = period.kind == .year
        return SummaryReport(
            period: period,
            rows: rows,
            previousRows: previousRows,
            biggestRecords: biggest.map(\.value),
            // A year averages per month with spending, read from the rows; only shorter periods
            // average per day and need the extra query.
            daysWithSpending: isYear
                ? [:]
                : try store.daysWithSpending(
                    from: period.from, to: period.to, category: category, artists: artists, excluding: scheduled),
            grouping: grouping, category: category, artist: artist.map { directory.reportName($0) },
            days: isYear
                ? []
                : try store.spendingByDay(
                    from: period.from, to: period.to, category: category, artists: artists, excluding: scheduled),
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
