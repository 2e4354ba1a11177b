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
    public static func marks(for records: [Record]) -> [CivilDate: DayMark] {
        marks(for: records.flatMap { DayTotal.days(of: CalendarEntry($0, key: 0)) })
    }

    /// The marks for records already summed per day, category and currency (a day may appear
    /// in several totals of the same category and currency: they add up).
    /// - Complexity: O(n) in the number of totals.
    public static func marks(for totals: [DayTotal]) -> [CivilDate: DayMark] {
        var tallies: [CivilDate: DayTally] = [:]
        for total in totals {
            tallies[total.date, default: DayTally()].add(total)
        }
        return tallies.mapValues { DayMark(count: $0.count, category: $0.costliestCategory()) }
    }
}

/// One day's records as `DayMark.marks(for:)` weighs them: counts per currency, and totals per
/// category and currency. A day holds few categories and currencies, so short arrays searched
/// in order beat hashing for every record of a busy month.
private struct DayTally {
    var count = 0
    var currencies: [(currency: Currency, count: Int)] = []
    var totals: [(category: Category, currency: Currency, amount: Int64, count: Int)] = []

    mutating func add(_ total: DayTotal) {
        count += total.count
        let currency = total.amount.currency
        if let index = currencies.firstIndex(where: { $0.currency == currency }) {
            currencies[index].count += total.count
        } else {
            currencies.append((currency, total.count))
        }
        if let index = totals.firstIndex(where: { $0.category == total.category && $0.currency == currency }) {
            totals[index].amount &+= total.amount.minorUnits
            totals[index].count += total.count
        } else {
            totals.append((total.category, currency, total.amount.minorUnits, total.count))
        }
    }

    /// The category that cost most (see `DayMark.marks(for:)` for the rule).
    func costliestCategory() -> Category {
        let mainCurrency = currencies.max {
            $0.count != $1.count ? $0.count < $1.count : $0.currency > $1.currency
        }?.currency
        var byCategory: [(category: Category, amount: Int64, count: Int)] = []
        for total in totals {
            let amount = total.currency == mainCurrency ? total.amount : 0
            if let index = byCategory.firstIndex(where: { $0.category == total.category }) {
                byCategory[index].amount &+= amount
                byCategory[index].count += total.count
            } else {
                byCategory.append((total.category, amount, total.count))
            }
        }
        let best = byCategory.max { left, right in
            if left.amount != right.amount { return left.amount < right.amount }
            if left.count != right.count { return left.count < right.count }
            return left.category > right.category
        }
        return best?.category ?? .other
    }
}
