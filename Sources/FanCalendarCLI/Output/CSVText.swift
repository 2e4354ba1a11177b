/// RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; CRLF line ends.
enum CSVText {
    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
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
