import FanCalendar

/// The month grid as the JSON of `month --format json`, written by hand so the key order and
/// spacing are fixed: the contract in DESIGN.md shows them, and scripts may compare text.
enum MonthJSON {
    /// One line, no trailing newline; see `CalendarView.monthJSON(year:month:records:options:)`.
    static func render(_ grid: MonthGrid) -> String {
        let weeks = grid.weeks.map { week in
            "[" + week.map { $0.map { "\"\($0)\"" } ?? "null" }.joined(separator: ", ") + "]"
        }
        let deadlines = grid.deadlines.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        let marked = grid.marks.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value.count)" }
        return "{\"year\": \(grid.year), \"month\": \(grid.month), "
            + "\"first_weekday\": \"\(grid.firstWeekday.shortIdentifier)\", "
            + "\"weeks\": [" + weeks.joined(separator: ", ") + "], "
            + "\"marked\": {" + marked.joined(separator: ", ") + "}, "
            + (grid.deadlines.isEmpty ? "" : "\"deadlines\": {" + deadlines.joined(separator: ", ") + "}, ")
            + "\"today\": \"\(grid.today)\"}"
    }
}
