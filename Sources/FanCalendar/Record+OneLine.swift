/// Text fields that must be one line, whatever a calendar from elsewhere put there.
extension Record {
    /// Title, venue, sub-category and artist are one line, as `add` and `edit` require; a
    /// calendar from elsewhere may have line breaks there (an all-day SUMMARY with one is skipped
    /// by calcurse once exported, and tables would break). Each run of control characters, with
    /// the spaces around it, becomes one space. The memo keeps its lines.
    public func withOneLineFields() -> Record {
        var record = self
        record.title = Record.oneLine(record.title) ?? record.title
        record.venue = record.venue.flatMap(Record.oneLine)
        record.sub = record.sub.flatMap(Record.oneLine)
        record.artist = record.artist.flatMap(Record.oneLine)
        return record
    }

    static func oneLine(_ text: String) -> String? {
        // Control characters (Cc) are exactly U+0000–001F and U+007F–009F: a byte scan finds
        // them without a Unicode property look-up per character, for every imported event.
        let hasControl = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
            }
            return false
        } ?? text.unicodeScalars.contains { $0.properties.generalCategory == .control }
        guard hasControl else { return text }
        var result = String.UnicodeScalarView()
        var gap = false
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || (gap && scalar.properties.isWhitespace) {
                if !gap, let last = result.last, last.properties.isWhitespace { result.removeLast() }
                gap = true
                continue
            }
            if gap && !result.isEmpty { result.append(" ") }
            gap = false
            result.append(scalar)
        }
        let line = String(result).trimmingWhitespace()
        return line.isEmpty ? nil : line
    }

}
