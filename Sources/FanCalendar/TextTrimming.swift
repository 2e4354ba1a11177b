/// The one way fancal trims text (no Foundation needed): a name, a field, a config value or an
/// HTTP header all lose their ends through ``Swift/StringProtocol/trimming(while:)``.
extension StringProtocol {
    /// The text without the leading and trailing Characters that `isTrimmed` picks.
    package func trimming(while isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs, newlines, and
    /// Unicode's other spaces such as U+3000, the ideographic space).
    package func trimmingWhitespace() -> String {
        // Printable ASCII other than space at both ends (the usual case) means nothing to trim:
        // neither end is whitespace, and no Character that ends in such a byte starts with
        // whitespace (only Prepend scalars join a following ASCII one).
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        return trimming(while: \.isWhitespace)
    }
}
