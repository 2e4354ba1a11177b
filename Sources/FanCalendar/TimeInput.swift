/// A time of day, or a start and end, as people type it.
///
/// One time: `18:00`, `9:30`, `18時`, `18時30分`, `18時半`. A range joins two with `-`, `~`, `〜`
/// or `～` (`18:00-21:00`, `18時〜21時`); full-width digits and colons are read as ASCII. An end
/// at or before the start is on the next day (`22:00-01:00`).
package enum TimeInput {
    /// - Throws: `InputError.notATime` when the start (or the whole text) is not a time,
    ///   `.notAnEndTime` when only the end is not.
    package static func parse(_ text: String) throws(InputError) -> RecordChanges.TimeRange {
        let typed = halfWidthInput(text)
        let parts = typed.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "~" }
        guard (1...2).contains(parts.count), let start = time(String(parts[0]).trimmingWhitespace()) else {
            throw .notATime(text)
        }
        guard parts.count == 2 else { return (start, nil) }
        let endText = String(parts[1]).trimmingWhitespace()
        guard let end = time(endText) else { throw .notAnEndTime(endText) }
        return (start, end)
    }

    /// One time of day, or nil.
    private static func time(_ text: String) -> CivilTime? {
        guard let hourMark = text.firstIndex(of: "時") else {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].utf8.count == 2, let hour = asciiNumber(parts[0], maxDigits: 2),
                let minute = asciiNumber(parts[1], maxDigits: 2)
            else { return nil }
            return CivilTime(hour: hour, minute: minute)
        }
        guard let hour = asciiNumber(text[..<hourMark], maxDigits: 2) else { return nil }
        let rest = text[text.index(after: hourMark)...]
        switch rest {
        case "": return CivilTime(hour: hour, minute: 0)
        case "半": return CivilTime(hour: hour, minute: 30)
        default:
            guard rest.last == "分", let minute = asciiNumber(rest.dropLast(), maxDigits: 2) else { return nil }
            return CivilTime(hour: hour, minute: minute)
        }
    }
}
