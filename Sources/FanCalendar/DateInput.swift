/// Which number comes first in a date written without a year or with the year last (`1/2`,
/// `1/2/2026`): people read it the way their language writes it.
package enum DateOrder: Sendable {
    /// `1/2` is January 2 (English, Japanese).
    case monthDay
    /// `1/2` is February 1 (German).
    case dayMonth

    package init(_ language: Language) {
        self = language == .de ? .dayMonth : .monthDay
    }
}

/// A date as people type it.
///
/// Accepted: `YYYY-MM-DD` (one-digit month and day too), `YYYY/MM/DD`, `MM/DD` (this year),
/// `MM/DD/YYYY`, `DD.MM.`, `DD.MM.YYYY`, `12月24日`, `2026年12月24日`, the words `today`,
/// `tomorrow`, `yesterday`, `今日`, `明日`, `昨日`, `本日`, `heute`, `morgen`, `gestern`, and all of
/// these in full-width digits. A slashed date without the year first follows `DateOrder` (the
/// user's language); a dotted one is always day.month, as German writes it.
package enum DateInput {
    /// - Parameters:
    ///   - today: what `today` and a date without a year refer to.
    ///   - order: how `1/2` is read.
    /// - Throws: `InputError.notADate` for text in no accepted form, `.notOnCalendar` for a form
    ///   naming a day that does not exist.
    package static func parse(_ text: String, today: CivilDate, order: DateOrder) throws(InputError) -> CivilDate {
        let typed = halfWidthInput(text)
        if let offset = relativeDays[typed.lowercased()] { return today.adding(days: offset) }
        guard let (year, month, day) = fields(typed, thisYear: today.year, order: order) else {
            throw .notADate(text)
        }
        guard year >= 1, let date = CivilDate(year: year, month: month, day: day) else {
            throw .notOnCalendar(text)
        }
        return date
    }

    /// A day of the year without its year, in any form `parse` reads without one: `02-16`,
    /// `2/16` (read in `order`), `16.2.`, `2月16日`, full-width digits too. A birthday or an
    /// anniversary is typed so.
    /// - Returns: nil for any other text (a date with its year, a word) or a day that is on no
    ///   calendar (`2/30`; `2/29` is).
    package static func dayOfYear(_ text: String, order: DateOrder) -> MonthDay? {
        let typed = halfWidthInput(text)
        if let day = MonthDay(text: typed) { return day }
        // No year is written when the one handed in comes back (0 is no year anyone types).
        guard let (year, month, day) = fields(typed, thisYear: 0, order: order), year == 0 else { return nil }
        return MonthDay(month: month, day: day)
    }

    private static let relativeDays: [String: Int] = [
        "today": 0, "tomorrow": 1, "yesterday": -1, "今日": 0, "本日": 0, "明日": 1, "昨日": -1,
        "きょう": 0, "あした": 1, "あす": 1, "きのう": -1, "heute": 0, "morgen": 1, "gestern": -1,
    ]

    /// Year, month and day as written, before checking the calendar.
    private static func fields(_ text: String, thisYear: Int, order: DateOrder) -> (Int, Int, Int)? {
        if text.contains("月") { return japanese(text, thisYear: thisYear) }
        for separator: Character in ["-", "/", "."] where text.contains(separator) {
            var parts = text.split(separator: separator, omittingEmptySubsequences: false)
            // `24.12.` ends with the separator, as German writes a date without its year.
            if separator == ".", parts.count == 3, parts[2].isEmpty { parts.removeLast() }
            let numbers = parts.map { asciiNumber($0, maxDigits: 4) }
            guard numbers.allSatisfy({ $0 != nil }) else { return nil }
            let values = numbers.map { $0! }
            let widths = parts.map(\.utf8.count)
            let short = { (index: Int) in widths[index] <= 2 }
            switch (separator, widths.count) {
            case ("-", 3) where widths[0] == 4 && short(1) && short(2),
                ("/", 3) where widths[0] == 4 && short(1) && short(2):
                return (values[0], values[1], values[2])
            case ("/", 3) where short(0) && short(1) && widths[2] == 4:
                return order == .monthDay ? (values[2], values[0], values[1]) : (values[2], values[1], values[0])
            case ("/", 2) where short(0) && short(1):
                return order == .monthDay ? (thisYear, values[0], values[1]) : (thisYear, values[1], values[0])
            case (".", 2) where short(0) && short(1):
                return (thisYear, values[1], values[0])
            case (".", 3) where short(0) && short(1) && widths[2] == 4:
                return (values[2], values[1], values[0])
            default:
                return nil
            }
        }
        return nil
    }

    /// `12月24日`, `2026年12月24日` (the last 日 may be left out).
    private static func japanese(_ text: String, thisYear: Int) -> (Int, Int, Int)? {
        var rest = Substring(text)
        var year = thisYear
        if let mark = rest.firstIndex(of: "年") {
            guard let written = asciiNumber(rest[..<mark], maxDigits: 4), rest[..<mark].utf8.count == 4 else { return nil }
            year = written
            rest = rest[rest.index(after: mark)...]
        }
        guard let mark = rest.firstIndex(of: "月"), let month = asciiNumber(rest[..<mark], maxDigits: 2) else { return nil }
        rest = rest[rest.index(after: mark)...]
        if rest.last == "日" { rest = rest.dropLast() }
        guard let day = asciiNumber(rest, maxDigits: 2) else { return nil }
        return (year, month, day)
    }
}
