/// A day on the proleptic Gregorian calendar, without time or zone: the day a record belongs to.
/// Always valid once made: 2026-02-30 cannot exist.
package struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// - Returns: nil unless the date exists (years 1–9999, leap years per the Gregorian rule).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        case 1...12: 31
        default: 0
        }
    }

    /// Parses exactly `YYYY-MM-DD`.
    package init?(iso text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
            let year = CivilDate.number(utf8[0..<4]), let month = CivilDate.number(utf8[5..<7]),
            let day = CivilDate.number(utf8[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYYMMDD`, the iCalendar DATE form.
    package init?(basic text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 8, let year = CivilDate.number(utf8[0..<4]),
            let month = CivilDate.number(utf8[4..<6]), let day = CivilDate.number(utf8[6..<8])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return bytes.isEmpty ? nil : value
    }

    /// `YYYYMMDD` as an integer: sorts like the date, and is what the store keeps.
    package var integerValue: Int { year * 10_000 + month * 100 + day }

    /// Hashed as one integer: calendar views key dictionaries by day, and the synthesized hash
    /// fed the hasher three times.
    package func hash(into hasher: inout Hasher) { hasher.combine(integerValue) }

    package init?(integerValue value: Int) {
        self.init(year: value / 10_000, month: value / 100 % 100, day: value % 100)
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's `days_from_civil`.
    package var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date a number of days after 1970-01-01 (Hinnant's `civil_from_days`).
    package init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    package func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// The weekday of this date.
    package var weekday: Weekday {
        let index = ((daysSinceEpoch % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday
        return Weekday(rawValue: index)!
    }

    package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.integerValue < rhs.integerValue }

    /// `YYYY-MM-DD`.
    package var description: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// `YYYYMMDD`, the iCalendar DATE form.
    package var basicDescription: String { pad(year, 4) + pad(month, 2) + pad(day, 2) }
}

/// Zero-pads a non-negative number to a width.
package func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

/// A day of the week; raw values 0 (Sunday) to 6 (Saturday), as `cal` and Foundation count.
package enum Weekday: Int, Sendable, CaseIterable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The three-letter names accepted by `--first-weekday` (`sun`, `mon`, …).
    package var shortIdentifier: String {
        ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][rawValue]
    }

    package init?(identifier: String) {
        let key = identifier.lowercased()
        guard let match = Weekday.allCases.first(where: {
            key.count >= 2 && ($0.shortIdentifier.hasPrefix(key) || $0.fullEnglishName.lowercased() == key)
        }) else { return nil }
        self = match
    }

    package var fullEnglishName: String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][rawValue]
    }
}
