/// What a summary groups spending by (`--by`).
package enum SummaryGrouping: String, Sendable, CaseIterable {
    case category, sub, artist, month

    /// The grouping used when `--by` is not given: by sub-category when one category is chosen
    /// (as the expense app's year screen breaks a category down), else by category.
    package static func defaultGrouping(category: Category?) -> SummaryGrouping {
        category == nil ? .category : .sub
    }
}

/// The key of one group or one stack of the monthly breakdown.
package enum SummaryKey: Sendable, Hashable, Comparable {
    case category(Category)
    /// A sub-category; nil for records without one.
    case sub(String?)
    /// An artist; nil for records without one.
    case artist(String?)
    case month(YearMonth)

    /// The key as JSON and CSV write it: the category identifier, the sub-category or artist
    /// text, `YYYY-MM`; nil for records without a sub-category or artist.
    package var identifier: String? {
        switch self {
        case .category(let category): category.identifier
        case .sub(let text), .artist(let text): text
        case .month(let month): month.description
        }
    }

    /// The key as a person reads it: the category's display name, the text itself, the month
    /// name, or "(none)" in the language.
    package func label(_ language: Language) -> String {
        switch self {
        case .category(let category): return category.displayName(language)
        case .sub(let text), .artist(let text): return text ?? SummaryKey.noneLabel(language)
        case .month(let month): return month.label(language)
        }
    }

    /// The category the key stands for, when it stands for one (for colors and markers).
    package var category: Category? {
        if case .category(let category) = self { return category }
        return nil
    }

    /// "(none)" in the language: the label of the `null` key.
    package static func noneLabel(_ language: Language) -> String {
        LocalizedText(
            en: "(none)",
            ja: "(なし)",
            de: "(ohne)")(language)
    }

    /// A stable order for ties: category codes, months in time, text ascending with nil last.
    package static func < (lhs: SummaryKey, rhs: SummaryKey) -> Bool {
        switch (lhs, rhs) {
        case (.category(let a), .category(let b)): return a < b
        case (.month(let a), .month(let b)): return a < b
        case (.sub(let a), .sub(let b)), (.artist(let a), .artist(let b)):
            switch (a, b) {
            case (let a?, let b?): return a < b
            case (.some, nil): return true
            default: return false
            }
        default:
            return lhs.kindOrder < rhs.kindOrder
        }
    }

    private var kindOrder: Int {
        switch self {
        case .category: 0
        case .sub: 1
        case .artist: 2
        case .month: 3
        }
    }
}

/// A total in one currency: its amount and how many records made it.
package struct CurrencyTotal: Sendable, Hashable {
    /// The summed amount, in one currency.
    package let amount: Money
    /// How many records were summed.
    package let count: Int

    /// - Parameters:
    ///   - amount: the summed amount.
    ///   - count: the number of records summed.
    package init(amount: Money, count: Int) {
        self.amount = amount
        self.count = count
    }

    /// The currency of `amount`.
    package var currency: Currency { amount.currency }
}

/// One line of a summary: a key in one currency.
package struct SummaryGroup: Sendable, Hashable {
    /// What the records have in common.
    package let key: SummaryKey
    /// The summed amount, in one currency.
    package let amount: Money
    /// How many records were summed.
    package let count: Int
    /// The group's part of its currency's total in ten-thousandths (5762 is 57.62 %), rounded
    /// half up from the integer amounts.
    package let shareTenThousandths: Int
    /// The share as text shows it, in tenths of a percent (975 is 97.5 %): the shares of a
    /// currency's groups add up to 1000 (`Rounding.tenthsOfPercent`); nil when the currency's
    /// total is not positive.
    package let shownShareTenths: Int?

    /// The share as JSON writes it (0.5762): four decimals, exact from `shareTenThousandths`.
    package var share: Double { Double(shareTenThousandths) / 10_000 }

    /// The currency of `amount`.
    package var currency: Currency { amount.currency }
}

/// One stack of the monthly breakdown: what one key cost in one month and currency.
package struct SummaryMonthRow: Sendable, Hashable {
    /// The calendar month.
    package let month: YearMonth
    /// The grouping's key, or the category when grouping by month.
    package let key: SummaryKey
    /// The summed amount, in one currency.
    package let amount: Money
    /// How many records were summed.
    package let count: Int

    /// The currency of `amount`.
    package var currency: Currency { amount.currency }
}

/// The average per month (for a year) or per day (for a month or week) among the months or
/// days that had spending: dividing by every day of the period understates what a fan spends
/// when they spend.
package struct SummaryAverage: Sendable, Hashable {
    /// What the average is taken over.
    package enum Unit: String, Sendable {
        case month, day
    }

    /// The total divided by `units`, rounded half up to the currency's minor unit.
    package let amount: Money
    /// Per month (a year) or per day (a month or week).
    package let unit: Unit
    /// How many months or days had spending in this currency.
    package let units: Int
}

/// The change of one currency's total against the previous period.
package struct SummaryChange: Sendable, Hashable {
    /// This period's total.
    package let current: Money
    /// The previous period's total (zero when nothing was spent then).
    package let previous: Money

    /// The current total minus the previous one (negative when less was spent).
    package var difference: Money {
        Money(minorUnits: current.minorUnits - previous.minorUnits, currency: current.currency)
    }

    /// The change in whole percent of the previous total, rounded half away from zero; nil when
    /// nothing was spent in the previous period.
    package var percent: Int? {
        guard previous.minorUnits != 0 else { return nil }
        return Int(
            Rounding.halfAwayFromZero.quotient(
                Int128(difference.minorUnits) * 100, Int128(previous.minorUnits)))
    }

    /// The currency compared.
    package var currency: Currency { current.currency }
}

/// The year's highlights: the answers to "when, on what and on whom did I spend the most?".
package struct SummaryHighlights: Sendable, Hashable {
    /// The month with the largest total, per currency (earliest on a tie).
    package let busiestMonths: [MonthAmount]
    /// The single largest expense, per currency.
    package let biggestExpenses: [Record]
    /// What each of `biggestExpenses` counts for: its amount, or its converted amount when the
    /// highlights are computed on converted amounts.
    package let biggestAmounts: [Money]
    /// The artist with the largest total, per currency (records without an artist do not count).
    package let topArtists: [ArtistAmount]
    /// How many live records the period has; nil when a category other than live was chosen.
    package let liveShows: Int?
    /// Whether the figures are converted amounts in the home currency (one of each), rather
    /// than one per currency.
    package let converted: Bool

    /// A month and what was spent in it.
    package struct MonthAmount: Sendable, Hashable {
        /// The calendar month.
        package let month: YearMonth
        /// The summed amount, in one currency.
        package let amount: Money
    }

    /// An artist and what was spent on them.
    package struct ArtistAmount: Sendable, Hashable {
        /// The artist's name as recorded.
        package let artist: String
        /// The summed amount, in one currency.
        package let amount: Money
    }

    /// Whether there is nothing to show.
    package var isEmpty: Bool {
        busiestMonths.isEmpty && biggestExpenses.isEmpty && topArtists.isEmpty && (liveShows ?? 0) == 0
    }
}

/// The records of other currencies a report converts, and the rates it may use.
package struct SummaryConversionInput: Sendable {
    /// The currency totals are converted into.
    package let home: Currency
    /// The period's spending in currencies other than `home`, one row per set of records that
    /// convert alike (the store's grouped query).
    package let foreign: [ForeignSpending]
    /// The period's spending in currencies no rate reaches `home` from, without a charged
    /// amount, grouped like a report's rows: records that cannot convert, not `foreign` one by
    /// one (a store with a year of such records has tens of thousands).
    package let unconvertible: [SpendingRow]
    package let rates: RateTable

    package init(home: Currency, foreign: [ForeignSpending], unconvertible: [SpendingRow] = [], rates: RateTable) {
        self.home = home
        self.foreign = foreign
        self.unconvertible = unconvertible
        self.rates = rates
    }
}

/// The converted total of a report with foreign amounts: every record that converts, counted in
/// the home currency, and what could not be.
package struct SummaryConversion: Sendable, Hashable {
    /// The converted total in the home currency and how many records it holds.
    package let total: CurrencyTotal
    /// Records counted through what the card charged.
    package let byCharged: Int
    /// Records counted through a rate (those before a pair's first rate included).
    package let byRate: Int
    /// Of `byRate`, those dated before the first rate, which took it anyway.
    package let byFirstRate: Int
    /// Per currency, what no rate reaches, most records first; not in `total`.
    package let unconverted: [CurrencyTotal]
    /// The report's groups in the home currency, with their shares of `total`, in report order
    /// (`summary --convert`).
    package let groups: [SummaryGroup]
    /// For a year, the converted average per month with spending; nil for a month or a week (its
    /// days with spending are counted per currency).
    package let average: SummaryAverage?
    /// Per month and key, in the home currency: what the chart draws.
    package let months: [SummaryMonthRow]
    /// The keys of `months` in drawing order (largest converted group first).
    package let stackKeys: [SummaryKey]
    /// Each per-currency group's converted amount; absent for a group with a record that does
    /// not convert.
    let groupAmounts: [SummaryGroupID: Int64]

    /// Whether any record in another currency was converted (else the report stays per currency).
    package var convertsForeign: Bool { byCharged + byRate > 0 }

    /// The converted amount of one of the report's groups; nil when one of its records could not
    /// be converted.
    package func convertedMinor(of group: SummaryGroup) -> Int64? {
        groupAmounts[SummaryGroupID(key: group.key, currency: group.currency)]
    }
}

/// A group of a report: a key in one currency.
struct SummaryGroupID: Hashable {
    let key: SummaryKey
    let currency: Currency
}

/// Totals, groups with shares, the monthly breakdown, averages, the change against the previous
/// period and highlights: everything `fancal summary` and `fancal chart` show, computed by a pure
/// function from aggregated rows (as hledger's `entriesReport` is from a journal). Amounts in
/// different currencies are never added: every per-currency figure belongs to one currency, and
/// the converted total says it is one.
package struct SummaryReport: Sendable, Hashable {
    /// The period reported on.
    package let period: ReportPeriod
    /// The period compared against; nil only for a period starting in year 1.
    package let previousPeriod: ReportPeriod?
    /// What the groups are keyed by (`--by`, or its default).
    package let grouping: SummaryGrouping
    /// The category the report is narrowed to, if any.
    package let category: Category?
    /// Per currency, the currency with the most records first (then by code).
    package private(set) var totals: [CurrencyTotal]
    /// Groups with at least one record, in the order of `totals`' currencies, then largest
    /// amount first (by month: in time), ties by key.
    package private(set) var groups: [SummaryGroup]
    /// Per month of the period, currency and key, in that order; only non-empty stacks. Keyed
    /// like the groups, except that a grouping by month stacks by category.
    package private(set) var months: [SummaryMonthRow]
    /// The previous period's totals, ordered like `totals`.
    package let previousTotals: [CurrencyTotal]
    /// Per currency with spending and a count of months or days with spending.
    package private(set) var averages: [SummaryAverage]
    /// Per currency spent in now or before: this period's currencies first.
    package private(set) var changes: [SummaryChange]
    /// For a year; nil for a month or a week. On converted amounts when any foreign record
    /// converts, else per currency.
    package let highlights: SummaryHighlights?
    /// The artist the report is narrowed to (`--artist`), if any.
    package let artist: String?
    /// For a month or a week: what each day cost per category and currency, in day order, for
    /// bars per day; empty for a year (which has `months`).
    package private(set) var days: [DayTotal]
    /// Whether this is the report in one currency (`converted`): its figures are the converted
    /// ones and `conversion` says what was not reached.
    package private(set) var isInOneCurrency = false
    /// The converted total; nil when every record is in the home currency (or no conversion
    /// was asked for).
    package let conversion: SummaryConversion?

    /// Computes a summary.
    /// - Parameters:
    ///   - period: the period reported on.
    ///   - rows: spending in `period` grouped by month, category, sub-category, artist and
    ///     currency (the store's aggregate query). Rows of months outside the period are ignored.
    ///   - previousRows: the same for `period.previous`.
    ///   - biggestRecords: the candidates for the largest single expense: the largest record per
    ///     currency (the store's "top 1 per currency" query) and, when converting, the record
    ///     that converts to the most; may be empty for a month or week.
    ///   - daysWithSpending: per currency, how many distinct days of the period had a record
    ///     with a positive amount; needed for the per-day average of a month or week, unused for
    ///     a year (which averages per month from the rows).
    ///   - grouping: `--by`; nil for the default (see `SummaryGrouping.defaultGrouping`).
    ///   - category: `--category`; rows and records of other categories are left out.
    ///   - artist: `--artist`, for the title: the rows are already the artist's.
    ///   - days: for a month or week, the period's spending per day (the store's daily
    ///     aggregate); days outside the period and other categories are left out.
    ///   - conversion: the home currency, the foreign rows and the rates, for the converted
    ///     total; nil for per-currency figures only.
    /// - Complexity: O(*n* log *n*) in the number of rows.
    package init(
        period: ReportPeriod, rows: [SpendingRow], previousRows: [SpendingRow],
        biggestRecords: [Record] = [], daysWithSpending: [Currency: Int] = [:],
        grouping: SummaryGrouping? = nil, category: Category? = nil, artist: String? = nil,
        days: [DayTotal] = [], conversion: SummaryConversionInput? = nil
    ) {
        let grouping = grouping ?? SummaryGrouping.defaultGrouping(category: category)
        self.period = period
        self.previousPeriod = period.previous
        self.grouping = grouping
        self.category = category
        self.artist = artist
        self.days = period.kind == .year ? [] : days.filter {
            period.contains($0.date) && (category == nil || $0.category == category) && $0.count > 0
        }.sorted { ($0.date, $0.category, $0.amount.currency) < ($1.date, $1.category, $1.amount.currency) }

        let current = SummaryMath.select(rows, in: period, category: category)
        let before = previousPeriod.map { SummaryMath.select(previousRows, in: $0, category: category) } ?? []
        totals = SummaryMath.totals(current)
        previousTotals = SummaryMath.totals(before)
        groups = SummaryReport.groups(of: current, totals: totals, grouping: grouping)
        months = SummaryReport.stacks(of: current, groups: groups, totals: totals, grouping: grouping)
        averages = SummaryReport.averages(of: current, totals: totals, kind: period.kind, daysWithSpending: daysWithSpending)
        changes = SummaryReport.changes(totals: totals, previousTotals: previousTotals)

        let converted = conversion.flatMap { input in
            SummaryReport.convert(input, rows: current, period: period, category: category, grouping: grouping)
        }
        self.conversion = converted?.summary
        guard period.kind == .year else {
            highlights = nil
            return
        }
        let liveShows: Int? =
            category == nil || category == .live
            ? current.filter { $0.category == .live }.reduce(0) { $0 + $1.count } : nil
        let candidates = biggestRecords.filter {
            $0.amount.minorUnits > 0 && period.contains($0.date) && (category == nil || $0.category == category)
        }
        if let converted, let input = conversion, converted.summary.convertsForeign {
            let expenses = candidates.compactMap { record in
                Conversion.convert(record.amount, charged: record.charged, on: record.date, to: input.home, rates: input.rates)
                    .map { (record, $0.amount) }
            }
            highlights = SummaryReport.highlights(
                rows: converted.rows, currencies: [input.home], expenses: expenses, liveShows: liveShows, converted: true)
        } else {
            highlights = SummaryReport.highlights(
                rows: current, currencies: totals.map(\.currency), expenses: candidates.map { ($0, $0.amount) },
                liveShows: liveShows, converted: false)
        }
    }

    /// The groups of `rows` with their shares of their currency's total, in report order.
    static func groups(of rows: [SpendingRow], totals: [CurrencyTotal], grouping: SummaryGrouping) -> [SummaryGroup] {
        let currencyRank = SummaryMath.ranks(totals)
        var sums: [SummaryGroupID: (amount: Int64, count: Int)] = [:]
        for row in rows {
            let id = SummaryGroupID(key: SummaryMath.key(of: row, grouping), currency: row.amount.currency)
            sums[id, default: (0, 0)].amount += row.amount.minorUnits
            sums[id, default: (0, 0)].count += row.count
        }
        let totalByCurrency = Dictionary(uniqueKeysWithValues: totals.map { ($0.currency, $0.amount.minorUnits) })
        let kept = sums.filter { $0.value.count > 0 }.sorted { a, b in
            a.value.amount != b.value.amount ? a.value.amount > b.value.amount : a.key.key < b.key.key
        }
        // Shown shares, rounded once per currency from the exact sums.
        var shownShares: [SummaryGroupID: Int] = [:]
        for currency in totalByCurrency.keys {
            let inCurrency = kept.filter { $0.key.currency == currency }
            guard let tenths = Rounding.tenthsOfPercent(inCurrency.map(\.value.amount)) else { continue }
            for (sum, share) in zip(inCurrency, tenths) { shownShares[sum.key] = share }
        }
        return kept.map { id, sum in
            SummaryGroup(
                key: id.key, amount: Money(minorUnits: sum.amount, currency: id.currency), count: sum.count,
                shareTenThousandths: SummaryMath.tenThousandths(sum.amount, of: totalByCurrency[id.currency] ?? 0),
                shownShareTenths: shownShares[id])
        }.sorted { a, b in
            let rankA = currencyRank[a.currency] ?? 0
            let rankB = currencyRank[b.currency] ?? 0
            if rankA != rankB { return rankA < rankB }
            if grouping != .month && a.amount.minorUnits != b.amount.minorUnits {
                return a.amount.minorUnits > b.amount.minorUnits
            }
            return a.key < b.key
        }
    }

    /// The monthly stacks of `rows`, ordered like the groups within a month and currency.
    static func stacks(
        of rows: [SpendingRow], groups: [SummaryGroup], totals: [CurrencyTotal], grouping: SummaryGrouping
    ) -> [SummaryMonthRow] {
        let currencyRank = SummaryMath.ranks(totals)
        let stackGrouping: SummaryGrouping = grouping == .month ? .category : grouping
        var groupRank: [SummaryGroupID: Int] = [:]
        for (index, group) in groups.enumerated() {
            groupRank[SummaryGroupID(key: group.key, currency: group.currency)] = index
        }
        var sums: [StackID: (amount: Int64, count: Int)] = [:]
        for row in rows {
            let id = StackID(
                month: YearMonth(year: row.year, month: row.month),
                key: SummaryMath.key(of: row, stackGrouping), currency: row.amount.currency)
            sums[id, default: (0, 0)].amount += row.amount.minorUnits
            sums[id, default: (0, 0)].count += row.count
        }
        return sums.filter { $0.value.count > 0 }.map { id, sum in
            SummaryMonthRow(
                month: id.month, key: id.key, amount: Money(minorUnits: sum.amount, currency: id.currency),
                count: sum.count)
        }.sorted { a, b in
            if a.month != b.month { return a.month < b.month }
            let rankA = currencyRank[a.currency] ?? 0
            let rankB = currencyRank[b.currency] ?? 0
            if rankA != rankB { return rankA < rankB }
            if grouping != .month {
                let keyRankA = groupRank[SummaryGroupID(key: a.key, currency: a.currency)] ?? Int.max
                let keyRankB = groupRank[SummaryGroupID(key: b.key, currency: b.currency)] ?? Int.max
                if keyRankA != keyRankB { return keyRankA < keyRankB }
            }
            return a.key < b.key
        }
    }

    /// Per currency, the average per month (a year) or per day (shorter) with spending.
    static func averages(
        of rows: [SpendingRow], totals: [CurrencyTotal], kind: ReportPeriod.Kind, daysWithSpending: [Currency: Int]
    ) -> [SummaryAverage] {
        let monthTotals = SummaryMath.monthTotals(rows)
        return totals.compactMap { total in
            guard total.amount.minorUnits > 0 else { return nil }
            let unit: SummaryAverage.Unit = kind == .year ? .month : .day
            let units: Int
            switch unit {
            case .month: units = (monthTotals[total.currency] ?? [:]).values.filter { $0 > 0 }.count
            case .day: units = daysWithSpending[total.currency] ?? 0
            }
            guard units > 0 else { return nil }
            let average = Rounding.halfAwayFromZero.quotient(Int128(total.amount.minorUnits), Int128(units))
            return SummaryAverage(
                amount: Money(minorUnits: Int64(average), currency: total.currency), unit: unit, units: units)
        }
    }

    /// Per currency spent in now or before, this period's first.
    static func changes(totals: [CurrencyTotal], previousTotals: [CurrencyTotal]) -> [SummaryChange] {
        let previousByCurrency = Dictionary(uniqueKeysWithValues: previousTotals.map { ($0.currency, $0.amount) })
        let currentCurrencies = Set(totals.map(\.currency))
        return totals.map { total in
            SummaryChange(current: total.amount, previous: previousByCurrency[total.currency] ?? .zero(total.currency))
        }
            + previousTotals.filter { !currentCurrencies.contains($0.currency) }.map { total in
                SummaryChange(current: .zero(total.currency), previous: total.amount)
            }
    }

    /// The converted total, and the rows it is made of (in the home currency), from the home
    /// currency's rows and each foreign row converted by `Conversion.convert`.
    static func convert(
        _ input: SummaryConversionInput, rows: [SpendingRow], period: ReportPeriod, category: Category?,
        grouping: SummaryGrouping
    ) -> (summary: SummaryConversion, rows: [SpendingRow])? {
        let foreign = input.foreign.filter {
            period.contains($0.date) && (category == nil || $0.category == category) && $0.amount.currency != input.home
        }
        let unconvertible = SummaryMath.select(input.unconvertible, in: period, category: category).filter {
            $0.amount.currency != input.home
        }
        guard !foreign.isEmpty || !unconvertible.isEmpty else { return nil }
        var converted = rows.filter { $0.amount.currency == input.home }
        var groupAmounts: [SummaryGroupID: Int64] = [:]
        for row in converted {
            groupAmounts[SummaryGroupID(key: SummaryMath.key(of: row, grouping), currency: input.home), default: 0] +=
                row.amount.minorUnits
        }
        var unconvertedGroups = Set(
            unconvertible.map { SummaryGroupID(key: SummaryMath.key(of: $0, grouping), currency: $0.amount.currency) })
        var unconverted = unconvertible
        var counts: [ConversionMethod: Int] = [:]
        // Converted records summed per month, category, sub-category and artist: thousands of
        // rows instead of one per record (a store in several currencies has many).
        var sums: [SpendingRow: (amount: Int64, count: Int)] = [:]
        for item in foreign {
            var row = item.row
            let id = SummaryGroupID(key: SummaryMath.key(of: row, grouping), currency: item.amount.currency)
            guard
                let result = Conversion.convert(
                    item.amount, charged: item.charged, on: item.date, to: input.home, rates: input.rates)
            else {
                unconverted.append(row)
                unconvertedGroups.insert(id)
                continue
            }
            counts[result.method, default: 0] += item.count
            let amount = result.amount.minorUnits * Int64(item.count)
            groupAmounts[id, default: 0] += amount
            row.amount = .zero(input.home)
            row.count = 0
            sums[row, default: (0, 0)].amount += amount
            sums[row, default: (0, 0)].count += item.count
        }
        for (row, sum) in sums {
            var summed = row
            summed.amount = Money(minorUnits: sum.amount, currency: input.home)
            summed.count = sum.count
            converted.append(summed)
        }
        for id in unconvertedGroups { groupAmounts[id] = nil }
        let total = SummaryMath.totals(converted).first ?? CurrencyTotal(amount: .zero(input.home), count: 0)
        let convertedGroups = groups(of: converted, totals: [total], grouping: grouping)
        let months = stacks(of: converted, groups: convertedGroups, totals: [total], grouping: grouping)
        let stackKeys = grouping == .month ? Array(Set(months.map(\.key))).sorted() : convertedGroups.map(\.key)
        let summary = SummaryConversion(
            total: total, byCharged: counts[.charged] ?? 0,
            byRate: (counts[.rate] ?? 0) + (counts[.firstRate] ?? 0), byFirstRate: counts[.firstRate] ?? 0,
            unconverted: SummaryMath.totals(unconverted),
            groups: convertedGroups,
            average: averages(of: converted, totals: [total], kind: period.kind, daysWithSpending: [:]).first,
            months: months,
            stackKeys: stackKeys, groupAmounts: groupAmounts)
        return (summary, converted)
    }

    /// The highlights of `rows`, one of each per currency of `currencies`.
    /// - Parameter expenses: the candidates for the biggest expense, each with the amount it
    ///   counts for.
    static func highlights(
        rows: [SpendingRow], currencies: [Currency], expenses: [(record: Record, amount: Money)], liveShows: Int?,
        converted: Bool
    ) -> SummaryHighlights {
        let monthTotals = SummaryMath.monthTotals(rows)
        let busiest = currencies.compactMap { currency -> SummaryHighlights.MonthAmount? in
            let best = (monthTotals[currency] ?? [:]).filter { $0.value > 0 }
                .min { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
            return best.map {
                SummaryHighlights.MonthAmount(month: $0.key, amount: Money(minorUnits: $0.value, currency: currency))
            }
        }
        let biggest = currencies.compactMap { currency in
            expenses.filter { $0.amount.currency == currency && $0.amount.minorUnits > 0 }.min { a, b in
                if a.amount.minorUnits != b.amount.minorUnits { return a.amount.minorUnits > b.amount.minorUnits }
                if a.record.date != b.record.date { return a.record.date < b.record.date }
                return a.record.title < b.record.title
            }
        }
        var artistSums: [Currency: [String: Int64]] = [:]
        for row in rows {
            if let artist = row.artist {
                artistSums[row.amount.currency, default: [:]][artist, default: 0] += row.amount.minorUnits
            }
        }
        let topArtists = currencies.compactMap { currency -> SummaryHighlights.ArtistAmount? in
            let best = (artistSums[currency] ?? [:]).filter { $0.value > 0 }
                .min { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
            return best.map {
                SummaryHighlights.ArtistAmount(artist: $0.key, amount: Money(minorUnits: $0.value, currency: currency))
            }
        }
        return SummaryHighlights(
            busiestMonths: busiest, biggestExpenses: biggest.map(\.record), biggestAmounts: biggest.map(\.amount),
            topArtists: topArtists, liveShows: liveShows, converted: converted)
    }

    /// The report in one currency (`summary --convert`, as hledger's `-X`): the converted groups,
    /// total, months and average in place of the per-currency ones; no change against the
    /// previous period (whose foreign records are not converted) and no days. Nil when there is
    /// nothing to convert: every record is then in the home currency already.
    package var converted: SummaryReport? {
        guard let conversion else { return nil }
        var view = self
        view.totals = [conversion.total]
        view.groups = conversion.groups
        view.months = conversion.months
        view.averages = conversion.average.map { [$0] } ?? []
        view.changes = []
        view.days = []
        view.isInOneCurrency = true
        return view
    }

    /// Whether the period has no records at all (after the category filter).
    package var isEmpty: Bool { totals.isEmpty }

    /// The currency with the most records: the one a chart draws.
    package var primaryCurrency: Currency? { totals.first?.currency }

    /// The groups in one currency, in report order.
    package func groups(in currency: Currency) -> [SummaryGroup] {
        groups.filter { $0.currency == currency }
    }

    /// The monthly stacks in one currency, in report order.
    package func months(in currency: Currency) -> [SummaryMonthRow] {
        months.filter { $0.currency == currency }
    }

    /// The keys the monthly stacks of one currency use, in drawing order: the groups' order
    /// (largest first), or the categories in their fixed order when grouping by month.
    package func stackKeys(in currency: Currency) -> [SummaryKey] {
        if grouping == .month {
            return Array(Set(months(in: currency).map(\.key))).sorted()
        }
        return groups(in: currency).map(\.key)
    }

    private struct StackID: Hashable {
        let month: YearMonth
        let key: SummaryKey
        let currency: Currency
    }
}


/// Integer arithmetic shared by the report's figures.
enum SummaryMath {
    /// The rows inside the period's months and of the chosen category.
    static func select(_ rows: [SpendingRow], in period: ReportPeriod, category: Category?) -> [SpendingRow] {
        let months = Set(period.months)
        return rows.filter {
            months.contains(YearMonth(year: $0.year, month: $0.month))
                && (category == nil || $0.category == category)
        }
    }

    /// Totals per currency, the currency with most records first, then by code.
    static func totals(_ rows: [SpendingRow]) -> [CurrencyTotal] {
        var sums: [Currency: (amount: Int64, count: Int)] = [:]
        for row in rows {
            sums[row.amount.currency, default: (0, 0)].amount += row.amount.minorUnits
            sums[row.amount.currency, default: (0, 0)].count += row.count
        }
        return sums.filter { $0.value.count > 0 }
            .map {
                CurrencyTotal(
                    amount: Money(minorUnits: $0.value.amount, currency: $0.key), count: $0.value.count)
            }
            .sorted { a, b in a.count != b.count ? a.count > b.count : a.currency < b.currency }
    }

    static func key(of row: SpendingRow, _ grouping: SummaryGrouping) -> SummaryKey {
        switch grouping {
        case .category: .category(row.category)
        case .sub: .sub(row.sub)
        case .artist: .artist(row.artist)
        case .month: .month(YearMonth(year: row.year, month: row.month))
        }
    }

    /// `part / whole` in ten-thousandths, rounded half up; 0 when `whole` is 0.
    static func tenThousandths(_ part: Int64, of whole: Int64) -> Int {
        guard whole != 0 else { return 0 }
        return Int(Rounding.halfAwayFromZero.quotient(Int128(part) * 10_000, Int128(whole)))
    }
}

extension SummaryMath {
    /// Each currency's place in `totals`.
    static func ranks(_ totals: [CurrencyTotal]) -> [Currency: Int] {
        Dictionary(uniqueKeysWithValues: totals.enumerated().map { ($0.element.currency, $0.offset) })
    }

    /// Per currency and month, the summed amount.
    static func monthTotals(_ rows: [SpendingRow]) -> [Currency: [YearMonth: Int64]] {
        var result: [Currency: [YearMonth: Int64]] = [:]
        for row in rows {
            result[row.amount.currency, default: [:]][YearMonth(year: row.year, month: row.month), default: 0] +=
                row.amount.minorUnits
        }
        return result
    }
}
