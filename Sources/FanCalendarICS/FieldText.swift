import FanCalendar

/// The text fields of an imported event made what `add` and `edit` would accept: one line where
/// the command line wants one, and no longer than ``RecordLimits`` allows.
enum FieldText {
    /// Title, venue, sub-category and artist are one line, as `add` and `edit` require; a
    /// calendar from elsewhere may have line breaks there (an all-day SUMMARY with one is skipped
    /// by calcurse once exported, and tables would break). Each run of control characters, with
    /// the spaces around it, becomes one space; nil when nothing is left.
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

    /// `text` cut to at most `limit` UTF-8 bytes, at a character boundary; nil when it fits.
    static func cut(_ text: String, toBytes limit: Int) -> String? {
        guard text.utf8.count > limit else { return nil }
        var result = ""
        var bytes = 0
        for character in text {
            let size = character.utf8.count
            if bytes + size > limit { break }
            result.append(character)
            bytes += size
        }
        return result
    }

    /// A one-line field as it is stored: one line, cut to ``RecordLimits/lineBytes`` (with a
    /// warning naming the property) when longer.
    static func line(_ text: String, property: String, warnings: inout [String]) -> String? {
        guard let line = oneLine(text) else { return nil }
        guard let cut = cut(line, toBytes: RecordLimits.lineBytes) else { return line }
        warnings.append("\(property) longer than \(RecordLimits.lineBytes) bytes was cut to that length")
        return cut
    }
}
