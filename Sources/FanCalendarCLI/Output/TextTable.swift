import FanCalendar

/// A plain-text table aligned by terminal display width, so Japanese titles and emoji (two
/// columns a character) line up with ASCII.
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        let header: String
        let alignment: Alignment
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []
    /// Rows printed after a rule, such as totals.
    private(set) var footerRows: [[String]] = []

    init(columns: [Column]) { self.columns = columns }

    /// Cells are made safe for a terminal (``TerminalText``) as they are added: a title or an
    /// artist from a calendar file may hold escape sequences.
    mutating func append(_ row: [String]) { rows.append(row.map { TerminalText.safe($0) }) }
    mutating func appendFooter(_ row: [String]) { footerRows.append(row.map { TerminalText.safe($0) }) }

    /// Columns are never shrunk below this width (or their header's).
    static let minimumShrunkWidth = 8

    /// Renders with two spaces between columns and no trailing spaces; `style` makes the header
    /// bold. Cells may hold no escape codes (widths are measured on plain text).
    /// - Parameters:
    ///   - maxWidth: the terminal's width to fit, or nil to show every cell whole.
    ///   - shrinkable: the columns that give up width when the table is wider than `maxWidth`,
    ///     the first as much as it can (down to `minimumShrunkWidth`) before the next; their
    ///     cells are cut with `…` by display width.
    func render(style: TextStyle, maxWidth: Int? = nil, shrinkable: [Int] = []) -> String {
        var widths = naturalWidths()
        if let maxWidth {
            var overflow = widths.reduce(0, +) + 2 * (widths.count - 1) - maxWidth
            for index in shrinkable where overflow > 0 {
                let floor = max(Self.minimumShrunkWidth, DisplayWidth.of(columns[index].header))
                let cut = min(overflow, max(widths[index] - floor, 0))
                widths[index] -= cut
                overflow -= cut
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                var cell = index < cells.count ? cells[index] : ""
                if shrinkable.contains(index) { cell = DisplayWidth.truncate(cell, to: widths[index]) }
                parts.append(
                    column.alignment == .right
                        ? DisplayWidth.padLeft(cell, to: widths[index]) : DisplayWidth.padRight(cell, to: widths[index]))
            }
            return trimTrailingSpaces(parts.joined(separator: "  "))
        }
        var output = style.bold(line(columns.map(\.header))) + "\n"
        for row in rows { output += line(row) + "\n" }
        if !footerRows.isEmpty {
            let totalWidth = widths.reduce(0, +) + 2 * (widths.count - 1)
            output += String(repeating: "-", count: totalWidth) + "\n"
            for row in footerRows { output += line(row) + "\n" }
        }
        return output
    }

    /// The columns the table takes with every cell whole.
    var naturalWidth: Int {
        let widths = naturalWidths()
        return widths.reduce(0, +) + 2 * (widths.count - 1)
    }

    /// Each column's width with every cell whole: its widest cell or header.
    private func naturalWidths() -> [Int] {
        var widths = columns.map { DisplayWidth.of($0.header) }
        for row in rows + footerRows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        return widths
    }

    private func trimTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
