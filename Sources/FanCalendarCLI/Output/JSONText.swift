/// Deterministic JSON text: keys in the order given, UTF-8 kept as is, control characters
/// escaped. Small on purpose: fancal's JSON shapes are fixed by the contract, and Foundation's
/// encoder neither keeps key order nor starts fast.
enum JSONText {
    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func string(_ value: String?) -> String { value.map { string($0) } ?? "null" }

    static func number(_ value: some BinaryInteger) -> String { String(value) }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// An object from already-encoded values, keys in order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// An array from already-encoded values.
    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
}
