import Synchronization

/// A public holiday on a particular date, with its name in Japanese and English.
package struct Holiday: Sendable, Hashable {
    /// Why the day is a holiday.
    package enum Kind: String, Sendable, Hashable {
        /// A national holiday (国民の祝日) named by the Act on National Holidays, or a one-off day
        /// declared a national holiday by its own law (an imperial ceremony).
        case national
        /// A substitute holiday (振替休日) for a national holiday that fell on a Sunday.
        case substitute
        /// A citizens' holiday (国民の休日): a weekday between two national holidays.
        case citizens
    }

    /// The day of the holiday.
    package let date: CivilDate
    /// National, substitute or citizens' holiday.
    package let kind: Kind
    /// The official Japanese name, e.g. `勤労感謝の日`.
    package let japaneseName: String
    /// The Cabinet Office's English name, e.g. `Labour Thanksgiving Day`.
    package let englishName: String

    /// A holiday with its names; `JapaneseHolidays` makes these.
    package init(date: CivilDate, kind: Kind, japaneseName: String, englishName: String) {
        self.date = date
        self.kind = kind
        self.japaneseName = japaneseName
        self.englishName = englishName
    }

    /// The name to show: Japanese for `.ja`, English otherwise.
    package func name(_ language: Language) -> String {
        language == .ja ? japaneseName : englishName
    }
}

/// Japan's public holidays from the Act on National Holidays (国民の祝日に関する法律, in force
/// 1948-07-20) and its amendments, for the years 1948–2099: the fixed and Happy Monday
/// holidays with their historical dates, the equinox days, substitute holidays, citizens'
/// holidays and the one-off imperial and Olympic days.
///
/// The equinox days are decided each February by the Cabinet for the next year only; the
/// standard approximation used here (see `vernalEquinoxDay(in:)`) matches every day declared
/// so far and is what the official forecasts use up to 2099.
package enum JapaneseHolidays {
    /// The years for which the rules are known to be right.
    package static let supportedYears: ClosedRange<Int> = 1948...2099

    /// The day the Act took effect: no holiday before it.
    static let actInForce = CivilDate(year: 1948, month: 7, day: 20)!

    private static let cache = Mutex<[Int: [CivilDate: Holiday]]>([:])

    /// Every holiday of a year, keyed by date.
    /// - Returns: an empty dictionary for years outside `supportedYears`.
    /// - Complexity: O(1) after the first call for a year, which computes it (about 20 days).
    package static func holidays(in year: Int) -> [CivilDate: Holiday] {
        guard supportedYears.contains(year) else { return [:] }
        if let cached = cache.withLock({ $0[year] }) { return cached }
        let computed = compute(year)
        cache.withLock { $0[year] = computed }
        return computed
    }

    /// The holiday on a date, if there is one.
    package static func holiday(on date: CivilDate) -> Holiday? { holidays(in: date.year)[date] }

    /// The holidays between two dates inclusive, in date order.
    package static func holidays(from start: CivilDate, to end: CivilDate) -> [Holiday] {
        guard start <= end else { return [] }
        return (start.year...end.year).flatMap { holidays(in: $0).values }
            .filter { start <= $0.date && $0.date <= end }
            .sorted { $0.date < $1.date }
    }

    /// The vernal equinox day (春分の日) of a year in March, by the approximation the National
    /// Astronomical Observatory's forecasts use: day = ⌊20.8431 + 0.242194 (y − 1980) −
    /// ⌊(y − 1980) / 4⌋⌋ for 1980–2099, with 20.8357 and (y − 1983) / 4 for 1900–1979 (that
    /// inner division truncates toward zero). Computed in millionths, without floating point.
    package static func vernalEquinoxDay(in year: Int) -> Int {
        equinoxDay(year, modern: 20_843_100, early: 20_835_700)
    }

    /// The autumnal equinox day (秋分の日) of a year in September; same formula with 23.2488
    /// (1980–2099) and 23.2588 (1900–1979).
    package static func autumnalEquinoxDay(in year: Int) -> Int {
        equinoxDay(year, modern: 23_248_800, early: 23_258_800)
    }

    private static func equinoxDay(_ year: Int, modern: Int, early: Int) -> Int {
        let drift = 242_194 * (year - 1980)
        if year >= 1980 { return (modern + drift) / 1_000_000 - (year - 1980) / 4 }
        return (early + drift) / 1_000_000 - (year - 1983) / 4
    }

    /// The `n`th given weekday of a month (Happy Monday holidays).
    static func nth(_ n: Int, _ weekday: Weekday, year: Int, month: Int) -> Int {
        let first = CivilDate(year: year, month: month, day: 1)!
        return 1 + (weekday.rawValue - first.weekday.rawValue + 7) % 7 + (n - 1) * 7
    }

    /// The national holidays (国民の祝日) of a year: the Act's named days and the one-offs.
    static func nationalHolidays(_ year: Int) -> [(month: Int, day: Int, ja: String, en: String)] {
        var days: [(month: Int, day: Int, ja: String, en: String)] = []
        func add(_ month: Int, _ day: Int, _ ja: String, _ en: String) { days.append((month, day, ja, en)) }

        if year >= 1949 { add(1, 1, "元日", "New Year's Day") }
        if year >= 2000 {
            add(1, nth(2, .monday, year: year, month: 1), "成人の日", "Coming of Age Day")
        } else if year >= 1949 {
            add(1, 15, "成人の日", "Coming of Age Day")
        }
        if year >= 1967 { add(2, 11, "建国記念の日", "National Foundation Day") }
        if year >= 2020 { add(2, 23, "天皇誕生日", "The Emperor's Birthday") }
        if year >= 1949 { add(3, vernalEquinoxDay(in: year), "春分の日", "Vernal Equinox Day") }
        switch year {
        case 1949...1988: add(4, 29, "天皇誕生日", "The Emperor's Birthday")
        case 1989...2006: add(4, 29, "みどりの日", "Greenery Day")
        case 2007...: add(4, 29, "昭和の日", "Shōwa Day")
        default: break
        }
        if year >= 1949 { add(5, 3, "憲法記念日", "Constitution Memorial Day") }
        if year >= 2007 { add(5, 4, "みどりの日", "Greenery Day") }
        if year >= 1949 { add(5, 5, "こどもの日", "Children's Day") }
        switch year {
        case 1996...2002: add(7, 20, "海の日", "Marine Day")
        case 2020: add(7, 23, "海の日", "Marine Day")
        case 2021: add(7, 22, "海の日", "Marine Day")
        case 2003...: add(7, nth(3, .monday, year: year, month: 7), "海の日", "Marine Day")
        default: break
        }
        switch year {
        case 2020: add(8, 10, "山の日", "Mountain Day")
        case 2021: add(8, 8, "山の日", "Mountain Day")
        case 2016...: add(8, 11, "山の日", "Mountain Day")
        default: break
        }
        switch year {
        case 1966...2002: add(9, 15, "敬老の日", "Respect for the Aged Day")
        case 2003...: add(9, nth(3, .monday, year: year, month: 9), "敬老の日", "Respect for the Aged Day")
        default: break
        }
        add(9, autumnalEquinoxDay(in: year), "秋分の日", "Autumnal Equinox Day")
        switch year {
        case 1966...1999: add(10, 10, "体育の日", "Health and Sports Day")
        case 2000...2019: add(10, nth(2, .monday, year: year, month: 10), "体育の日", "Health and Sports Day")
        case 2020: add(7, 24, "スポーツの日", "Sports Day")
        case 2021: add(7, 23, "スポーツの日", "Sports Day")
        case 2022...: add(10, nth(2, .monday, year: year, month: 10), "スポーツの日", "Sports Day")
        default: break
        }
        add(11, 3, "文化の日", "Culture Day")
        add(11, 23, "勤労感謝の日", "Labour Thanksgiving Day")
        switch year {
        case 1949...1988: break  // the Emperor's Birthday was 4/29, above
        case 1989...2018: add(12, 23, "天皇誕生日", "The Emperor's Birthday")
        default: break
        }
        switch year {
        case 1959: add(4, 10, "皇太子明仁親王の結婚の儀", "Wedding of Crown Prince Akihito")
        case 1989: add(2, 24, "昭和天皇の大喪の礼", "Funeral of Emperor Shōwa")
        case 1990: add(11, 12, "即位礼正殿の儀", "Enthronement Ceremony")
        case 1993: add(6, 9, "皇太子徳仁親王の結婚の儀", "Wedding of Crown Prince Naruhito")
        case 2019:
            add(5, 1, "天皇の即位の日", "Day of the Emperor's Enthronement")
            add(10, 22, "即位礼正殿の儀の行われる日", "Day of the Enthronement Ceremony")
        default: break
        }
        return days
    }

    private static func compute(_ year: Int) -> [CivilDate: Holiday] {
        var result: [CivilDate: Holiday] = [:]
        for entry in nationalHolidays(year) {
            let date = CivilDate(year: year, month: entry.month, day: entry.day)!
            guard date >= actInForce else { continue }
            result[date] = Holiday(date: date, kind: .national, japaneseName: entry.ja, englishName: entry.en)
        }
        let national = Set(result.keys)
        // Substitute holidays (1973 amendment, in force 1973-04-12): a national holiday on a
        // Sunday makes the next day a holiday; since 2007 the next day that is no national
        // holiday.
        let substituteStart = CivilDate(year: 1973, month: 4, day: 12)!
        let newRule = CivilDate(year: 2007, month: 1, day: 1)!
        for date in national.sorted() where date >= substituteStart && date.weekday == .sunday {
            var candidate = date.adding(days: 1)
            if date >= newRule {
                while national.contains(candidate) { candidate = candidate.adding(days: 1) }
            } else if national.contains(candidate) {
                continue
            }
            guard candidate.year == year else { continue }
            result[candidate] = Holiday(
                date: candidate, kind: .substitute, japaneseName: "振替休日", englishName: "Substitute Holiday")
        }
        // Citizens' holidays (1985 amendment, in force 1985-12-27): a day between two national
        // holidays that is no holiday itself; until 2006 not a Sunday either.
        let citizensStart = CivilDate(year: 1985, month: 12, day: 27)!
        for date in national.sorted() {
            let between = date.adding(days: 1)
            guard between >= citizensStart, between.year == year, result[between] == nil,
                national.contains(between.adding(days: 1))
            else { continue }
            if between < newRule && between.weekday == .sunday { continue }
            result[between] = Holiday(
                date: between, kind: .citizens, japaneseName: "国民の休日", englishName: "Citizens' Holiday")
        }
        return result
    }
}
