import FanCalendar

/// Turns the text a user typed into core values, or an `invalidInput` error saying what to type.
enum InputParsing {
    /// `YYYY-MM-DD`, `today`, `tomorrow` or `yesterday`, inside ``RecordLimits/years``.
    static func date(_ text: String, today: CivilDate, option: String = "DATE") throws(CLIError) -> CivilDate {
        let date: CivilDate
        switch text.lowercased() {
        case "today": date = today
        case "tomorrow": date = today.adding(days: 1)
        case "yesterday": date = today.adding(days: -1)
        default:
            guard let parsed = CivilDate(iso: text) else { throw notADate(text, option: option) }
            date = parsed
        }
        try checkYear(date.year, "\(option): \(date)")
        return date
    }

    /// Every date fancal takes lies in ``RecordLimits/years``: what an export writes and an
    /// import reads back.
    static func checkYear(_ year: Int, _ what: String) throws(CLIError) {
        guard RecordLimits.years.contains(year) else {
            throw .invalidInput("\(what) is outside the years \(RecordLimits.yearsDescription) fancal keeps records for")
        }
    }

    private static func notADate(_ text: String, option: String) -> CLIError {
        if isWellFormedISO(text) {
            return .invalidInput("\(option): \(text) is not a date on the calendar (check the month and the day)")
        }
        return .invalidInput("\(option): '\(text)' is not a date; use YYYY-MM-DD, today or tomorrow")
    }

    private static func isWellFormedISO(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return utf8.count == 10 && utf8[4] == UInt8(ascii: "-") && utf8[7] == UInt8(ascii: "-")
            && utf8.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || (48...57).contains($0.element) }
    }

    /// A four-digit year.
    static func year(_ text: String, option: String = "--year") throws(CLIError) -> Int {
        guard text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text), year >= 1 else {
            throw .invalidInput("\(option): '\(text)' is not a year; use four digits such as 2026")
        }
        try checkYear(year, "\(option): \(year)")
        return year
    }

    /// `YYYY-MM`.
    static func month(_ text: String, option: String = "--month") throws(CLIError) -> (year: Int, month: Int) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), year >= 1,
            parts.joined().allSatisfy({ $0.isASCII && $0.isNumber })
        else {
            throw .invalidInput("\(option): '\(text)' is not a month; use YYYY-MM such as 2026-11")
        }
        guard (1...12).contains(month) else {
            throw .invalidInput("\(option): \(text) has no month \(month); months run from 01 to 12")
        }
        try checkYear(year, "\(option): \(text)")
        return (year, month)
    }

    static func category(_ text: String) throws(CLIError) -> Category {
        guard let category = Category(name: text) else {
            let known = Category.allCases.map(\.identifier).joined(separator: ", ")
            throw .invalidInput("unknown category '\(text)'; use one of \(known)")
        }
        return category
    }

    static func currency(_ text: String) throws(CLIError) -> Currency {
        guard let currency = Currency(code: text) else {
            let known = Currency.known.keys.sorted().joined(separator: ", ")
            throw .invalidInput("unknown currency '\(text)'; use an ISO 4217 code: \(known)")
        }
        return currency
    }

    static func amount(_ text: String, currency: Currency) throws(CLIError) -> Money {
        do {
            return try Money.parse(text, currency: currency)
        } catch {
            switch error {
            case .notANumber:
                throw .invalidInput("--amount: '\(text)' is not an amount; write it like 12000, 12,000 or 49.90")
            case .negative:
                throw .invalidInput("--amount: '\(text)' is negative; record what you spent as a positive amount")
            case .tooManyDecimals(_, let currency) where currency.minorDigits == 0:
                throw .invalidInput("--amount: \(currency.code) has no decimals; write '\(text)' as a whole number")
            case .tooManyDecimals(_, let currency):
                throw .invalidInput("--amount: \(currency.code) has \(currency.minorDigits) decimals; '\(text)' has more")
            case .tooLarge:
                throw .invalidInput("--amount: '\(text)' is too large")
            }
        }
    }

    /// A title or other one-line text: not blank, no control characters.
    static func line(_ text: String, name: String, allowEmpty: Bool = false) throws(CLIError) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty && !allowEmpty { throw .invalidInput("\(name) must not be blank") }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidInput("\(name) must be one line without control characters")
        }
        guard trimmed.utf8.count <= RecordLimits.lineBytes else {
            throw .invalidInput("\(name) is too long (at most \(RecordLimits.lineBytes) bytes)")
        }
        return trimmed
    }

    /// Free text such as a memo: may span lines, but no other control characters.
    static func text(_ text: String, name: String) throws(CLIError) -> String {
        if text.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
        }) {
            throw .invalidInput("\(name) must not contain control characters")
        }
        guard text.utf8.count <= RecordLimits.memoBytes else { throw .invalidInput("\(name) is too long (at most 64 KiB)") }
        return text
    }

    /// `HH:MM` or `HH:MM-HH:MM`. An end before the start is taken as the next day.
    static func timeRange(_ text: String) throws(CLIError) -> (start: CivilTime, end: CivilTime?) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let start = CivilTime(text: parts[0]) else {
            throw .invalidInput("--time: '\(text)' is not a time; use HH:MM or HH:MM-HH:MM such as 18:00-21:00")
        }
        guard parts.count == 2 else { return (start, nil) }
        guard let end = CivilTime(text: parts[1]) else {
            throw .invalidInput("--time: '\(parts[1])' is not a time; use HH:MM-HH:MM such as 18:00-21:00")
        }
        return (start, end)
    }

    /// A record id: a positive integer.
    static func recordID(_ text: String) throws(CLIError) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw .invalidInput("'\(text)' is not a record id; ids are positive numbers (see `fancal list`)")
        }
        return id
    }

    /// A date with an optional time of day, for ticket deadlines and shows: `YYYY-MM-DDTHH:MM`,
    /// `YYYY-MM-DD HH:MM`, `12/3 23:59` (month/day: the year that puts it nearest today), or a
    /// DATE alone (the time is then nil: the caller decides what a bare date means).
    static func dateTime(
        _ text: String, today: CivilDate, option: String
    ) throws(CLIError) -> (date: CivilDate, time: CivilTime?) {
        let trimmed = text.trimmingWhitespace()
        var datePart = Substring(trimmed)
        var time: CivilTime?
        if let split = trimmed.firstIndex(where: { $0 == "T" || $0 == " " }) {
            datePart = trimmed[..<split]
            guard let parsed = CivilTime(text: trimmed[trimmed.index(after: split)...].trimmingPrefix(" ")) else {
                throw .invalidInput(
                    "\(option): '\(text)' has no valid time; use HH:MM as in 2026-12-03T23:59, 2026-12-03 23:59 or 12/3 23:59")
            }
            time = parsed
        }
        let slash = datePart.split(separator: "/", omittingEmptySubsequences: false)
        if slash.count == 2, let month = Int(slash[0]), let day = Int(slash[1]) {
            let candidates = [today.year - 1, today.year, today.year + 1].compactMap {
                CivilDate(year: $0, month: month, day: day)
            }
            guard let nearest = candidates.min(by: {
                abs($0.daysSinceEpoch - today.daysSinceEpoch) < abs($1.daysSinceEpoch - today.daysSinceEpoch)
            }) else {
                throw .invalidInput("\(option): \(datePart) is not a date on the calendar (check the month and the day)")
            }
            return (nearest, time)
        }
        return (try date(String(datePart).replacingOccurrences(of: "/", with: "-"), today: today, option: option), time)
    }
}
