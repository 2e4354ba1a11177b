import FanCalendar

/// A tiny deterministic JSON writer: callers build values as JSON text, in the key order they
/// choose, so output is byte-for-byte reproducible (no dictionary ordering, no float formatting
/// surprises). Non-ASCII text is written as UTF-8, not `\u` escapes.
enum JSONText {
    /// The JSON `null`.
    static let null = "null"

    /// A JSON string literal: quotes, backslashes and every character a terminal would act on
    /// escaped (`\n`, `\t`… and `\uXXXX` for the other control characters and the bidi
    /// controls of ``TerminalText``), everything else kept as is: the value is exact, and
    /// `fancal list --format json` on a terminal is safe.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if TerminalText.isUnsafe(scalar) && FileNameText.keptByte(scalar) == nil {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON string literal, or `null` for nil.
    static func string(_ text: String?) -> String {
        text.map { string($0) } ?? null
    }

    /// A JSON object from members already rendered as JSON text, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// A JSON array from elements already rendered as JSON text.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }
}

extension JSONText {
    /// A JSON number from an integer.
    static func number(_ value: some BinaryInteger) -> String { String(value) }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> String { value ? "true" : "false" }
}
