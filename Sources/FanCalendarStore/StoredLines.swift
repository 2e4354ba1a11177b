/// A list of names kept in one TEXT column, one a line: a kept object's TZIDs, a ticket phase's
/// companions. The one way the store joins and splits them.
enum StoredLines {
    /// The column's text: the names joined by LF.
    static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }

    /// The names a column's text holds, empty lines left out. Split as bytes, not as characters
    /// (which cost an export 2,700 instructions an object): an LF is never part of another
    /// UTF-8 sequence, so the names are the same either way but for one that held a CR before
    /// an LF, which a Character split would have kept whole and which no name fancal stores holds.
    static func lines(_ text: String) -> [String] {
        text.utf8.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    }
}
