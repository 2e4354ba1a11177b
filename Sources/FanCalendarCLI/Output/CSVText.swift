import FanCalendar

/// RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; CRLF line ends.
///
/// A CSV is read by spreadsheets and shown on terminals, and its cells come from calendar files:
/// a cell starting with `=`, `+`, `-` or `@` is a formula to a spreadsheet, so it gets a leading
/// `'` (OWASP's advice, which spreadsheets show as text); control characters other than line
/// breaks and bidi controls are escaped as a terminal shows them (``TerminalText``).
enum CSVText {
    static func field(_ value: String) -> String {
        var value = TerminalText.safe(value, keepingNewlines: true)
        if let first = value.utf8.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@")].contains(first) {
            value = "'" + value
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return value }
        return "\"" + value.replacingAll("\"", with: "\"\"") + "\""
    }

    static func row(_ fields: [String]) -> String { fields.map(field).joined(separator: ",") + "\r\n" }
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
