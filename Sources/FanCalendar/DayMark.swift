/// What a calendar shows on a day that has records: how many, and the category whose color and
/// marker the day gets.
public struct DayMark: Sendable, Hashable {
    /// How many records fall on the day.
    public var count: Int
    /// The costliest category that day (see `marks(for:)`).
    public var category: Category

    /// A mark with a record count and the category to color the day with.
    public init(count: Int, category: Category) {
        self.count = count
        self.category = category
    }

    /// The marks for a set of records, one per day.
    ///
    /// A record spanning several days (`lastDate`) marks each of them, as calendar apps show it.
    /// The category of a day is the one whose records cost most that day. Amounts in different
    /// currencies are never compared: the day's main currency is the one most of its records
    /// use (ties: the alphabetically first code), and categories are ranked by their total in
    /// it, then by how many records they have, then by the fixed category order (live first).
    /// - Complexity: O(n) in the number of record days.
    public static func marks(for records: some Sequence<Record>) -> [CivilDate: DayMark] {
        var byDay: [CivilDate: [Record]] = [:]
        for record in records {
            let last = record.lastDate.map { max($0, record.date) } ?? record.date
            // A year caps a broken end date so one bad record cannot mark thousands of days.
            let span = min(last.daysSinceEpoch - record.date.daysSinceEpoch, 366)
            for offset in 0...span {
                byDay[record.date.adding(days: offset), default: []].append(record)
            }
        }
        return byDay.mapValues { DayMark(count: $0.count, category: costliestCategory(of: $0)) }
    }

    /// The category that cost most among one day's records (see `marks(for:)` for the rule).
    public static func costliestCategory(of records: [Record]) -> Category {
        var currencyCounts: [Currency: Int] = [:]
        for record in records { currencyCounts[record.amount.currency, default: 0] += 1 }
        let mainCurrency = currencyCounts.max {
            $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key
        }?.key
        var totals: [Category: (amount: Int64, count: Int)] = [:]
        for record in records {
            var entry = totals[record.category] ?? (0, 0)
            if record.amount.currency == mainCurrency { entry.amount += record.amount.minorUnits }
            entry.count += 1
            totals[record.category] = entry
        }
        let best = totals.max { left, right in
            if left.value.amount != right.value.amount { return left.value.amount < right.value.amount }
            if left.value.count != right.value.count { return left.value.count < right.value.count }
            return left.key > right.key
        }
        return best?.key ?? .other
    }
}
