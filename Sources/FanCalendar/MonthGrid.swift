/// One month laid out as a calendar page: weeks of seven cells starting on a chosen weekday,
/// with the marked days and today carried along for the renderer. Built first, rendered second
/// (util-linux `cal` does the same with its month model): the grid never sees the store.
package struct MonthGrid: Sendable, Hashable {
    /// The year, 1–9999.
    package let year: Int
    /// The month, 1–12.
    package let month: Int
    /// The weekday of the leftmost column.
    package let firstWeekday: Weekday
    /// Only the weeks that hold days of the month (four to six), each exactly seven cells; cells
    /// before the 1st and after the last day are nil.
    package let weeks: [[CivilDate?]]
    /// The marks for days of this month (marks for other days are dropped).
    package let marks: [CivilDate: DayMark]
    /// The current day; it need not lie in this month.
    package let today: CivilDate
    /// Ticket deadlines per day of this month (see `CalendarContent.deadlines`).
    package let deadlines: [CivilDate: Int]
    /// Days of this month with an artist's birthday (see `Anniversary`).
    package let birthdays: Set<CivilDate>
    /// For a calendar colored by artist, the color of each marked day of this month
    /// (`ArtistDirectory.dayColors`); empty when marks take their category's color.
    package let artistColors: [CivilDate: RGBColor]

    /// Lays out a month.
    /// - Parameters:
    ///   - year: 1–9999.
    ///   - month: 1–12.
    ///   - firstWeekday: the weekday of the first column.
    ///   - marks: marked days (see `DayMark.marks(for:)`); days outside the month are ignored.
    ///   - today: the current day, chosen by the caller (`FANCAL_TODAY` or the system date).
    ///   - deadlines: ticket deadlines per day; days outside the month are ignored.
    ///   - birthdays: days with an artist's birthday; days outside the month are ignored.
    ///   - artistColors: the day colors of a calendar colored by artist; others are ignored.
    /// - Returns: nil when the month does not exist.
    /// - Complexity: O(days in the month + marks).
    package init?(
        year: Int, month: Int, firstWeekday: Weekday, marks: [CivilDate: DayMark] = [:],
        today: CivilDate, deadlines: [CivilDate: Int] = [:], birthdays: Set<CivilDate> = [],
        artistColors: [CivilDate: RGBColor] = [:]
    ) {
        guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
        let dayCount = CivilDate.daysIn(year: year, month: month)
        let lead = (first.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        let weekCount = (lead + dayCount + 6) / 7
        var weeks: [[CivilDate?]] = []
        weeks.reserveCapacity(weekCount)
        for week in 0..<weekCount {
            weeks.append(
                (0..<7).map { column in
                    let offset = week * 7 + column - lead
                    return (0..<dayCount).contains(offset) ? first.adding(days: offset) : nil
                })
        }
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        self.weeks = weeks
        self.marks = marks.filter { $0.key.year == year && $0.key.month == month }
        self.today = today
        self.deadlines = deadlines.filter { $0.key.year == year && $0.key.month == month }
        self.birthdays = birthdays.filter { $0.year == year && $0.month == month }
        self.artistColors = artistColors.filter { $0.key.year == year && $0.key.month == month }
    }

    /// The 1st of the month.
    package var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1)! }

    /// The last day of the month.
    package var lastDay: CivilDate {
        CivilDate(year: year, month: month, day: CivilDate.daysIn(year: year, month: month))!
    }

    /// The weekdays of the seven columns, left to right.
    package var columnWeekdays: [Weekday] {
        (0..<7).map { Weekday(rawValue: (firstWeekday.rawValue + $0) % 7)! }
    }

    /// The month `offset` months away from `year`-`month` (negative for earlier months).
    /// - Returns: nil when that month lies outside years 1–9999.
    package static func month(year: Int, month: Int, offset: Int) -> (year: Int, month: Int)? {
        let index = year * 12 + (month - 1) + offset
        let result = (year: index / 12, month: index % 12 + 1)
        guard index >= 0, (1...9999).contains(result.year) else { return nil }
        return result
    }
}
