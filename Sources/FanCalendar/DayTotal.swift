/// How many records of one category and currency fall on a day, and what they cost together:
/// what a calendar weighs to mark a day (see `DayMark.marks(for:)`). A store keeps these per day
/// as records change, so marking a month never reads the records themselves.
public struct DayTotal: Sendable, Hashable {
    public var date: CivilDate
    public var category: Category
    /// The sum of the records' amounts, all in one currency.
    public var amount: Money
    public var count: Int

    public init(date: CivilDate, category: Category, amount: Money, count: Int) {
        self.date = date
        self.category = category
        self.amount = amount
        self.count = count
    }

    /// The longest span a record marks: a year caps a broken end date, so one bad record
    /// cannot mark thousands of days.
    public static let longestSpan = 366

    /// One total per day a record covers (its day, and each later day up to `lastDate`, as
    /// calendar apps show an event of several days). The amount counts once, on the first day:
    /// the later days carry the record with nothing spent, as every report counts it.
    /// - Parameter includingFirst: false for the later days only.
    public static func days(of entry: CalendarEntry, includingFirst: Bool = true) -> [DayTotal] {
        let last = entry.lastDate.map { max($0, entry.date) } ?? entry.date
        let span = min(last.daysSinceEpoch - entry.date.daysSinceEpoch, longestSpan)
        return stride(from: includingFirst ? 0 : 1, through: span, by: 1).map { offset in
            DayTotal(
                date: entry.date.adding(days: offset), category: entry.category,
                amount: offset == 0 ? entry.amount : .zero(entry.amount.currency), count: 1)
        }
    }
}
