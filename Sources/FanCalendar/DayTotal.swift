/// How many records of one category and currency fall on a day, and what they cost together:
/// what a calendar weighs to mark a day (see `DayMark.marks(for:)`). A store keeps the totals of
/// the records starting on each day as records change (`RecordStore.startingTotals`), so
/// marking a month never reads the records themselves.
package struct DayTotal: Sendable, Hashable {
    package var date: CivilDate
    package var category: Category
    /// The sum of the records' amounts, all in one currency.
    package var amount: Money
    package var count: Int

    package init(date: CivilDate, category: Category, amount: Money, count: Int) {
        self.date = date
        self.category = category
        self.amount = amount
        self.count = count
    }

    /// The longest span a record marks: a year caps a broken end date, so one bad record
    /// cannot mark thousands of days.
    package static let longestSpan = 366

    /// The later days of spanning records that fall within `days`, added up per day, category
    /// and currency: a record marks each day after its first up to its `lastDate`, at most
    /// `longestSpan` of them, as calendar apps show an event of several days (its first day is
    /// in the store's starting totals). A calendar reading thousands of long spans (a 1M-record
    /// history) then weighs a few totals per day instead of one per record and day. Amounts add
    /// up wrapping.
    /// - Complexity: O(entries + days × groups), by running sums over the range.
    package static func laterDays(of entries: [CalendarEntry], within days: ClosedRange<CivilDate>) -> [DayTotal] {
        let first = days.lowerBound.daysSinceEpoch
        let count = days.upperBound.daysSinceEpoch - first + 1
        var groups: [SpanGroup: Int] = [:]
        var keys: [SpanGroup] = []
        // Per group, the change in amount and in count where a span enters and leaves the range.
        var amountSteps: [[Int64]] = []
        var countSteps: [[Int]] = []
        for entry in entries {
            let start = entry.date.daysSinceEpoch
            let last = entry.lastDate.map { max($0.daysSinceEpoch, start) } ?? start
            let end = start + min(last - start, longestSpan)
            let low = max(start + 1, first) - first
            let high = min(end, first + count - 1) - first
            guard low <= high else { continue }
            let key = SpanGroup(category: entry.category, currency: entry.amount.currency)
            let group: Int
            if let known = groups[key] {
                group = known
            } else {
                group = keys.count
                groups[key] = group
                keys.append(key)
                amountSteps.append(Array(repeating: 0, count: count + 1))
                countSteps.append(Array(repeating: 0, count: count + 1))
            }
            amountSteps[group][low] &+= entry.amount.minorUnits
            amountSteps[group][high + 1] &-= entry.amount.minorUnits
            countSteps[group][low] += 1
            countSteps[group][high + 1] -= 1
        }
        var totals: [DayTotal] = []
        for (group, key) in keys.enumerated() {
            var amount: Int64 = 0
            var records = 0
            for offset in 0..<count {
                amount &+= amountSteps[group][offset]
                records += countSteps[group][offset]
                guard records > 0 else { continue }
                totals.append(
                    DayTotal(
                        date: CivilDate(daysSinceEpoch: first + offset), category: key.category,
                        amount: Money(minorUnits: amount, currency: key.currency), count: records))
            }
        }
        return totals
    }
}

/// A category and currency, the groups `DayTotal.laterDays(of:within:)` sums in.
private struct SpanGroup: Hashable {
    var category: Category
    var currency: Currency
}
