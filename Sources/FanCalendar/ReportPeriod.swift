/// The stretch of days a report covers: a calendar year, a calendar month or a week, with both
/// ends inclusive. Computed from an explicit year or from `today`, never from the clock.
package struct ReportPeriod: Sendable, Hashable {
    /// How long the period is; also decides the averaging unit (a year averages per month, a
    /// month or a week per day).
    package enum Kind: String, Sendable, CaseIterable {
        case year, month, week
    }

    /// Year, month or week.
    package let kind: Kind
    /// The first day, inclusive.
    package let from: CivilDate
    /// The last day, inclusive.
    package let to: CivilDate

    private init(kind: Kind, from: CivilDate, to: CivilDate) {
        self.kind = kind
        self.from = from
        self.to = to
    }

    /// The calendar year `year`.
    /// - Returns: nil for years outside 1–9999.
    package static func year(_ year: Int) -> ReportPeriod? {
        guard let range = RecordFilter.year(year) else { return nil }
        return ReportPeriod(kind: .year, from: range.from, to: range.to)
    }

    /// The calendar month `month` of `year`.
    /// - Returns: nil for a month that does not exist.
    package static func month(year: Int, month: Int) -> ReportPeriod? {
        guard let range = RecordFilter.month(year: year, month: month) else { return nil }
        return ReportPeriod(kind: .month, from: range.from, to: range.to)
    }

    /// The seven days from the most recent `firstWeekday` on or before `day`.
    package static func week(containing day: CivilDate, firstWeekday: Weekday) -> ReportPeriod {
        let back = (day.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        let start = day.adding(days: -back)
        return ReportPeriod(kind: .week, from: start, to: start.adding(days: 6))
    }

    /// The year, month or week that contains `today`.
    /// - Parameters:
    ///   - kind: which kind of period.
    ///   - today: the current civil day (`FANCAL_TODAY` or the system date, chosen by the caller).
    ///   - firstWeekday: where weeks start; see `CalendarNames.defaultFirstWeekday(_:)`. Ignored for years
    ///     and months.
    package static func current(_ kind: Kind, today: CivilDate, firstWeekday: Weekday) -> ReportPeriod {
        switch kind {
        case .year: return year(today.year)!
        case .month: return month(year: today.year, month: today.month)!
        case .week: return week(containing: today, firstWeekday: firstWeekday)
        }
    }

    /// The period of the same kind just before this one: the previous year, month or week.
    /// - Returns: nil only before 0001-01-01.
    package var previous: ReportPeriod? {
        switch kind {
        case .year:
            return ReportPeriod.year(from.year - 1)
        case .month:
            return from.month == 1
                ? ReportPeriod.month(year: from.year - 1, month: 12)
                : ReportPeriod.month(year: from.year, month: from.month - 1)
        case .week:
            guard from.year > 1 || from.month > 1 || from.day > 7 else { return nil }
            let start = from.adding(days: -7)
            return ReportPeriod(kind: .week, from: start, to: start.adding(days: 6))
        }
    }

    /// How many days the period has (365 or 366, 28–31, or 7).
    package var dayCount: Int { to.daysSinceEpoch - from.daysSinceEpoch + 1 }

    /// Whether `date` lies in the period.
    package func contains(_ date: CivilDate) -> Bool { from <= date && date <= to }

    /// The calendar months the period touches, in order: twelve for a year, one for a month, one
    /// or two for a week.
    package var months: [YearMonth] {
        var result: [YearMonth] = []
        var current = YearMonth(year: from.year, month: from.month)
        let last = YearMonth(year: to.year, month: to.month)
        while current <= last {
            result.append(current)
            current = current.next
        }
        return result
    }

    /// The period as a heading: `2026`, `November 2026`, `Week of Nov 23, 2026` (and the same in
    /// Japanese and German).
    package func label(_ language: Language) -> String {
        switch kind {
        case .year:
            return CalendarNames.yearTitle(from.year)(language)
        case .month:
            return YearMonth(year: from.year, month: from.month).label(language)
        case .week:
            return LocalizedText(
                en: "Week of \(MonthNames.short(from.month, .en)) \(from.day), \(from.year)",
                ja: "\(from.year)年\(from.month)月\(from.day)日からの週",
                de: "Woche ab \(pad(from.day, 2)).\(pad(from.month, 2)).\(from.year)")(language)
        }
    }

    /// The period as the object of a comparison ("… more than 2025", "… mehr als im Oktober
    /// 2026", "前週より …").
    package func comparisonLabel(_ language: Language) -> String {
        switch kind {
        case .year: return label(language)
        case .month:
            let month = label(language)
            return LocalizedText(en: month, ja: month, de: "im " + month)(language)
        case .week: return LocalizedText(en: "the week before", ja: "前週", de: "in der Vorwoche")(language)
        }
    }
}

/// A calendar month of a particular year, ordered in time.
package struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1–9999.
    package let year: Int
    /// The month, 1–12.
    package let month: Int

    /// - Parameters:
    ///   - year: the year, 1–9999.
    ///   - month: the month, 1–12.
    package init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// The month after this one.
    package var next: YearMonth {
        month == 12 ? YearMonth(year: year + 1, month: 1) : YearMonth(year: year, month: month + 1)
    }

    /// Earlier months first.
    package static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// `YYYY-MM`, the key used in JSON and CSV.
    package var description: String { pad(year, 4) + "-" + pad(month, 2) }

    /// `November 2026`, `2026年11月`, `November 2026`.
    package func label(_ language: Language) -> String {
        CalendarNames.monthTitle(year: year, month: month, language)
    }
}

/// Month names per language, for headings and chart axes.
package enum MonthNames {
    /// `January`, `1月`, `Januar`.
    package static func full(_ month: Int, _ language: Language) -> String {
        fullNames[month - 1](language)
    }

    /// `Jan`, `1月`, `Jan`: abbreviated, for axes and narrow tables.
    package static func short(_ month: Int, _ language: Language) -> String {
        shortNames[month - 1](language)
    }

    /// `Dec 24`, `12月24日`, `24.12.`: a day of a month, the year left out.
    package static func day(_ day: Int, of month: Int, _ language: Language) -> String {
        LocalizedText(
            en: "\(short(month, .en)) \(day)",
            ja: "\(month)月\(day)日",
            de: "\(pad(day, 2)).\(pad(month, 2)).")(language)
    }

    private static let fullNames = [
        LocalizedText(en: "January", ja: "1月", de: "Januar"),
        LocalizedText(en: "February", ja: "2月", de: "Februar"),
        LocalizedText(en: "March", ja: "3月", de: "März"),
        LocalizedText(en: "April", ja: "4月", de: "April"),
        LocalizedText(en: "May", ja: "5月", de: "Mai"),
        LocalizedText(en: "June", ja: "6月", de: "Juni"),
        LocalizedText(en: "July", ja: "7月", de: "Juli"),
        LocalizedText(en: "August", ja: "8月", de: "August"),
        LocalizedText(en: "September", ja: "9月", de: "September"),
        LocalizedText(en: "October", ja: "10月", de: "Oktober"),
        LocalizedText(en: "November", ja: "11月", de: "November"),
        LocalizedText(en: "December", ja: "12月", de: "Dezember"),
    ]

    private static let shortNames = [
        LocalizedText(en: "Jan", ja: "1月", de: "Jan"),
        LocalizedText(en: "Feb", ja: "2月", de: "Feb"),
        LocalizedText(en: "Mar", ja: "3月", de: "Mär"),
        LocalizedText(en: "Apr", ja: "4月", de: "Apr"),
        LocalizedText(en: "May", ja: "5月", de: "Mai"),
        LocalizedText(en: "Jun", ja: "6月", de: "Jun"),
        LocalizedText(en: "Jul", ja: "7月", de: "Jul"),
        LocalizedText(en: "Aug", ja: "8月", de: "Aug"),
        LocalizedText(en: "Sep", ja: "9月", de: "Sep"),
        LocalizedText(en: "Oct", ja: "10月", de: "Okt"),
        LocalizedText(en: "Nov", ja: "11月", de: "Nov"),
        LocalizedText(en: "Dec", ja: "12月", de: "Dez"),
    ]
}
