/// A month or a year as people type it; the one reader of every command that takes one
/// (`month`, `year`, `list --month`, `budget --month`, `summary --year`, `wrapped`…), so that
/// a form accepted in one place is accepted in all.
///
/// Months: `2026-05`, `2026-5`, `2026/05`, `2026年5月`, `5月`, `5`, `05`, the names and
/// abbreviations in English and German (`May`, `Mai`, `März`, `Maerz`, `Okt.`), and a month
/// followed by a year (`Mai 2026`, `5 2026`); all of these in full-width digits too. A month
/// without a year is in `thisYear`. Years: four digits, optionally followed by `年` (`2026年`).
package enum MonthInput {
    /// What was typed: a year and a month, or why it is not one.
    package enum Reading: Sendable, Equatable {
        case month(year: Int, month: Int)
        /// A form of a month whose month number is not 1–12 (`2026-13`, `13月`).
        case noSuchMonth(Int)
        /// No form of a month at all.
        case notAMonth
    }

    /// Reads a month; see the type's description for the forms.
    package static func month(_ text: String, thisYear: Int) -> Reading {
        let typed = halfWidthInput(text).lowercased()
        let words = typed.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, let year = year(String(words[1])) {
            return month(String(words[0]), year: year)
        }
        guard words.count == 1 else { return .notAMonth }
        if let mark = typed.firstIndex(of: "年") {
            guard let year = asciiNumber(typed[..<mark], maxDigits: 4), typed[..<mark].utf8.count == 4 else {
                return .notAMonth
            }
            return month(String(typed[typed.index(after: mark)...]), year: year)
        }
        for separator: Character in ["-", "/"] where typed.contains(separator) {
            let parts = typed.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].utf8.count == 4, let year = asciiNumber(parts[0], maxDigits: 4),
                (1...2).contains(parts[1].utf8.count), let month = asciiNumber(parts[1], maxDigits: 2)
            else { return .notAMonth }
            return checked(year: year, month: month)
        }
        return month(typed, year: thisYear)
    }

    /// A four-digit year, optionally followed by `年` (`2026`, `2026年`, full-width digits too).
    package static func year(_ text: String) -> Int? {
        var typed = Substring(halfWidthInput(text))
        if typed.last == "年" { typed = typed.dropLast() }
        guard typed.utf8.count == 4 else { return nil }
        return asciiNumber(typed, maxDigits: 4)
    }

    /// A month without its year: a number (`5`, `05`, `5月`) or a name.
    private static func month(_ text: String, year: Int) -> Reading {
        var typed = Substring(text)
        if typed.last == "月" { typed = typed.dropLast() }
        if let number = asciiNumber(typed, maxDigits: 2) { return checked(year: year, month: number) }
        if typed.last == "." { typed = typed.dropLast() }
        guard let number = names[String(typed)] else { return .notAMonth }
        return .month(year: year, month: number)
    }

    private static func checked(year: Int, month: Int) -> Reading {
        (1...12).contains(month) ? .month(year: year, month: month) : .noSuchMonth(month)
    }

    /// English and German names, whole and abbreviated, lowercased: `may`, `mai`, `märz`,
    /// `maerz`, `mrz`, `okt`, `sept`.
    private static let names: [String: Int] = {
        var names: [String: Int] = ["maerz": 3, "marz": 3, "mrz": 3, "sept": 9]
        for month in 1...12 {
            for language in [Language.en, .de] {
                names[MonthNames.full(month, language).lowercased()] = month
                names[MonthNames.short(month, language).lowercased()] = month
            }
        }
        return names
    }()
}
