import FanCalendar

/// Turns the text a user typed into core values, or an `invalidInput` error saying what to type:
/// dates, times, amounts and currencies go to the core's parsers (`DateInput`…), whose refusals
/// this maps to `CLIError`s named by the option.
enum InputParsing {
    /// A date as people type it (see `DateInput`), inside ``RecordLimits/years``; `1/2` is read
    /// in `order`.
    static func date(_ text: String, today: CivilDate, order: DateOrder, option: String = "DATE") throws(CLIError) -> CivilDate {
        let date: CivilDate
        do { date = try DateInput.parse(text, today: today, order: order) } catch { throw .invalidInput(error.message(option)) }
        try checkYear(date.year, "\(option): \(date)")
        return date
    }

    /// Every date fancal takes lies in ``RecordLimits/years``: what an export writes and an
    /// import reads back.
    static func checkYear(_ year: Int, _ what: String) throws(CLIError) {
        guard RecordLimits.years.contains(year) else { throw .invalidInput(ErrorText.outsideYears(what)) }
    }

    /// A four-digit year, `2026年` too (see `MonthInput`).
    static func year(_ text: String, option: String = "--year") throws(CLIError) -> Int {
        guard let year = MonthInput.year(text), year >= 1 else {
            throw .invalidInput(ErrorText.notAYear(option, text))
        }
        try checkYear(year, "\(option): \(year)")
        return year
    }

    /// A month as people type it (`2026-05`, `2026年5月`, `5月`, `Mai`, `5`; see `MonthInput`);
    /// one without its year is in `today`'s.
    static func month(_ text: String, today: CivilDate, option: String = "--month") throws(CLIError) -> (year: Int, month: Int) {
        switch MonthInput.month(text, thisYear: today.year) {
        case .month(let year, let month):
            guard year >= 1 else { throw .invalidInput(ErrorText.notAMonth(option, text)) }
            try checkYear(year, "\(option): \(text)")
            return (year, month)
        case .noSuchMonth(let month):
            throw .invalidInput(ErrorText.noSuchMonth(option, text, month: month))
        case .notAMonth:
            throw .invalidInput(ErrorText.notAMonth(option, text))
        }
    }

    /// The items of a list typed `A,B`, also with the Japanese IME's commas (`あおい、めい`,
    /// `A，B`): each comma becomes `,` and the text is split there, empty items kept.
    static func listItems(_ text: String) -> [String] {
        String(text.map { $0 == "、" || $0 == "，" ? "," : $0 })
            .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    static func category(_ text: String) throws(CLIError) -> Category {
        guard let category = Category(name: text) else {
            let known = Category.allCases.map(\.identifier).joined(separator: ", ")
            throw .invalidInput(ErrorText.unknownCategory(text, known: known))
        }
        return category
    }

    /// A code, symbol or word (see `CurrencyInput`).
    static func currency(_ text: String, option: String = "--currency") throws(CLIError) -> Currency {
        do { return try CurrencyInput.parse(text) } catch { throw .invalidInput(error.message(option)) }
    }

    /// A title or other one-line text: not blank, no control characters.
    static func line(_ text: String, name: String, allowEmpty: Bool = false) throws(CLIError) -> String {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty && !allowEmpty { throw .invalidInput(ErrorText.blank(name)) }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidInput(ErrorText.notOneLine(name))
        }
        guard trimmed.utf8.count <= RecordLimits.lineBytes else {
            throw .invalidInput(ErrorText.tooLong(name, limit: "\(RecordLimits.lineBytes) bytes"))
        }
        return trimmed
    }

    /// Free text such as a memo: may span lines, but no other control characters.
    static func text(_ text: String, name: String) throws(CLIError) -> String {
        if text.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
        }) {
            throw .invalidInput(ErrorText.controlCharacters(name))
        }
        guard text.utf8.count <= RecordLimits.memoBytes else { throw .invalidInput(ErrorText.tooLong(name, limit: "64 KiB")) }
        return text
    }

    /// A time or a range as people type it (see `TimeInput`).
    static func timeRange(_ text: String) throws(CLIError) -> RecordChanges.TimeRange {
        do { return try TimeInput.parse(text) } catch { throw .invalidInput(error.message("--time")) }
    }

    /// A record id: a positive integer.
    static func recordID(_ text: String) throws(CLIError) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw .invalidInput(ErrorText.notARecordID(text))
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
                throw .invalidInput(ErrorText.noValidTime(option, text))
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
                throw .invalidInput(ErrorText.dateNotOnCalendar(option, String(datePart)))
            }
            return (nearest, time)
        }
        return (try date(String(datePart), today: today, order: .monthDay, option: option), time)
    }
}
