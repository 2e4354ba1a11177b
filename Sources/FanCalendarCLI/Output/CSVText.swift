import FanCalendar

/// RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; CRLF line ends.
///
/// A CSV is read by spreadsheets and shown on terminals, and its text cells come from calendar
/// files: a text cell starting with `=`, `+`, `-` or `@` is a formula to a spreadsheet, so it gets
/// a leading `'` (OWASP's advice, which spreadsheets show as text); control characters other
/// than line breaks and bidi controls are escaped as a terminal shows them (``TerminalText``).
/// A number fancal writes (`-17720`, `-177.20`) is a number to a spreadsheet, never a formula:
/// it is written as it is (``CSVCell``).
enum CSVText {
    /// One text cell, guarded and quoted when RFC 4180 requires it.
    static func field(_ value: String) -> String {
        var value = TerminalText.safe(value, keepingNewlines: true)
        if let first = value.utf8.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@")].contains(first) {
            value = "'" + value
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return value }
        return "\"" + value.replacingAll("\"", with: "\"\"") + "\""
    }

    /// A row of text cells (a header).
    static func row(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") + "\r\n" }

    /// A row of cells, each written as its kind needs.
    static func row(_ cells: [CSVCell]) -> String { cells.map(\.written).joined(separator: ",") + "\r\n" }
}

/// One cell of a CSV row: text (guarded against formulas, quoted when needed) or a number fancal
/// made itself (written as it is, a minus sign included). A number can only be made from a value,
/// never from text, so no text reaches a spreadsheet unguarded.
struct CSVCell {
    fileprivate let written: String

    private init(written: String) { self.written = written }

    /// Text: guarded and quoted (``CSVText/field(_:)``).
    static func text(_ value: String) -> CSVCell { CSVCell(written: CSVText.field(value)) }

    /// An integer (minor units, counts, ids).
    static func integer(_ value: Int64) -> CSVCell { CSVCell(written: String(value)) }

    /// An integer, or an empty cell for nil.
    static func integer(_ value: Int64?) -> CSVCell { value.map { integer($0) } ?? CSVCell(written: "") }

    /// An amount as a plain decimal in major units (`-177.20`).
    static func decimal(_ money: Money) -> CSVCell { CSVCell(written: money.decimalString) }

    /// A share in four decimals (`0.3833`), from ten-thousandths.
    static func share(_ tenThousandths: Int) -> CSVCell { CSVCell(written: ReportText.decimalShare(tenThousandths)) }

    /// An empty cell.
    static let empty = CSVCell(written: "")
}

extension String {
    /// Replaces every occurrence of a character (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
