import FanCalendar

/// The short line `export` puts at the top of DESCRIPTION (`¥12,000 · AOI · ticket`, in the
/// user's language), so calendar apps that show only the title, time, place and description
/// (khal, calcurse, Google, Apple) also show what a record cost. fancal itself reads the
/// X-FANCAL-* properties, and on import takes the line off again: the memo comes back exactly.
package enum ICSDescription {
    /// The line for a record: its amount, then its artist and sub-category when it has them.
    package static func line(for record: Record, language: Language) -> String {
        line(amount: record.amount, artist: record.artist, sub: record.sub, language: language)
    }

    static func line(amount: Money, artist: String?, sub: String?, language: Language) -> String {
        line(amountText: amount.formatted(language), artist: artist, sub: sub)
    }

    private static func line(amountText: String, artist: String?, sub: String?) -> String {
        var line = amountText
        for part in [artist, sub] {
            guard let part else { continue }
            line += " · "
            line += part
        }
        return line
    }

    /// DESCRIPTION for a record: the line, a blank line and the memo; the memo alone (or
    /// nothing) when `language` is nil (`export --plain`).
    package static func text(for record: Record, language: Language?) -> String? {
        guard let language else { return record.memo }
        let line = line(for: record, language: language)
        return record.memo.map { line + "\n\n" + $0 } ?? line
    }

    /// The memo in a DESCRIPTION that fancal wrote: without the line of these values in any
    /// language, and the blank line after it; the DESCRIPTION unchanged when it does not begin
    /// with such a line (a file fancal did not write, or `--plain`).
    /// - Returns: nil when the DESCRIPTION was the line alone.
    static func memo(in description: String, amount: Money, artist: String?, sub: String?) -> String? {
        for language in Language.allCases {
            // Every line starts with the amount: most DESCRIPTIONs (files fancal did not write)
            // are settled by it, without building the line (12,000 instructions per event).
            let amountText = amount.formatted(language)
            guard description.hasPrefix(amountText) else { continue }
            let line = line(amountText: amountText, artist: artist, sub: sub)
            if description == line { return nil }
            if description.hasPrefix(line + "\n\n") { return String(description.dropFirst(line.count + 2)) }
        }
        return description
    }
}
