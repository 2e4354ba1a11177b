/// What a calendar shows on a day that has records: how many, and which categories are there,
/// the most important first, so the day gets that category's color and marker.
package struct DayMark: Sendable, Hashable {
    /// How many records fall on the day.
    package var count: Int
    /// The categories of the day's records, each once, most important first (see `marks(for:)`).
    package var categories: [Category]

    /// The most important category of the day: the one whose color and marker the day gets.
    package var category: Category { categories.first ?? .other }

    /// A mark with a record count and the categories present, in any order.
    package init(count: Int, categories: [Category]) {
        self.count = count
        self.categories = Set(categories).sorted()
    }

    /// A mark of a day whose records are all of one category.
    package init(count: Int, category: Category) {
        self.init(count: count, categories: [category])
    }

    /// The marks for records summed per day, category and currency: those starting on a day
    /// (`RecordStore.startingTotals`) and the later days of those spanning several
    /// (`DayTotal.laterDays(of:within:)`). A day may appear in several totals of the same
    /// category: they add up.
    ///
    /// A day shows the most important category among its records, whatever each cost: live
    /// before goods, CD/DVD, streaming and other (the fixed category order), so a show is never
    /// hidden behind the train fare to it or a pile of trading cards.
    /// - Complexity: O(n) in the number of totals.
    package static func marks(for totals: [DayTotal]) -> [CivilDate: DayMark] {
        var days: [CivilDate: (count: Int, categories: Set<Category>)] = [:]
        for total in totals {
            days[total.date, default: (0, [])].count += total.count
            days[total.date]!.categories.insert(total.category)
        }
        return days.mapValues { DayMark(count: $0.count, categories: Array($0.categories)) }
    }
}
