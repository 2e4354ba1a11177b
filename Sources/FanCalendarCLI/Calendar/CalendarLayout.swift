/// How a month block is drawn: how many marks follow each day number, and whether a column
/// separates the days. Views take the widest layout that fits the terminal, so `month -3` and
/// `year` stay within 80 columns (three blocks of 21, as `cal -3` fits in 66) and grow only on a
/// wider terminal.
struct CalendarLayout: Sendable, Equatable {
    /// Marks after a day number: the day's most important categories (see `DayMark`), or the
    /// holiday marker.
    let markSlots: Int
    /// Columns between two days of a week.
    let dayGap: Int

    /// `18*19 20`: 21 columns a month; three fit in 67.
    static let compact = CalendarLayout(markSlots: 1, dayGap: 0)
    /// `18* 19  20`: 27 columns a month; three fit in 85.
    static let standard = CalendarLayout(markSlots: 1, dayGap: 1)
    /// `18*+ 19   20`: two marks, 34 columns a month; three fit in 106.
    static let wide = CalendarLayout(markSlots: 2, dayGap: 1)

    /// Display columns of a day: two for the number, then the marks.
    var cellWidth: Int { 2 + markSlots }
    /// Display columns of every line of a month block.
    var blockWidth: Int { 7 * cellWidth + 6 * dayGap }

    /// The widest layout in which `blocks` month blocks, `gap` columns apart, fit in `width`
    /// columns; the compact one when none does.
    static func fitting(blocks: Int, gap: Int, in width: Int) -> CalendarLayout {
        [wide, standard].first { blocks * $0.blockWidth + (blocks - 1) * gap <= width } ?? compact
    }
}
