import FanCalendar
import TestSupport
import XCTest

/// The oracle is the Cabinet Office's published lists (内閣府「国民の祝日について」 and its
/// syukujitsu.csv), which label substitute and citizens' holidays alike as 休日.
final class JapaneseHolidaysTests: XCTestCase {
    private func list(_ year: Int) -> [String] {
        JapaneseHolidays.holidays(in: year).values.sorted { $0.date < $1.date }.map {
            let label = $0.kind == .national ? $0.japaneseName : "休日"
            return "\($0.date) \(label)"
        }
    }

    func test2019() {
        XCTAssertEqual(list(2019), [
            "2019-01-01 元日", "2019-01-14 成人の日", "2019-02-11 建国記念の日", "2019-03-21 春分の日",
            "2019-04-29 昭和の日", "2019-04-30 休日", "2019-05-01 天皇の即位の日", "2019-05-02 休日",
            "2019-05-03 憲法記念日", "2019-05-04 みどりの日", "2019-05-05 こどもの日", "2019-05-06 休日",
            "2019-07-15 海の日", "2019-08-11 山の日", "2019-08-12 休日", "2019-09-16 敬老の日",
            "2019-09-23 秋分の日", "2019-10-14 体育の日", "2019-10-22 即位礼正殿の儀の行われる日",
            "2019-11-03 文化の日", "2019-11-04 休日", "2019-11-23 勤労感謝の日",
        ])
    }

    func test2020OlympicMoves() {
        XCTAssertEqual(list(2020), [
            "2020-01-01 元日", "2020-01-13 成人の日", "2020-02-11 建国記念の日", "2020-02-23 天皇誕生日",
            "2020-02-24 休日", "2020-03-20 春分の日", "2020-04-29 昭和の日", "2020-05-03 憲法記念日",
            "2020-05-04 みどりの日", "2020-05-05 こどもの日", "2020-05-06 休日", "2020-07-23 海の日",
            "2020-07-24 スポーツの日", "2020-08-10 山の日", "2020-09-21 敬老の日", "2020-09-22 秋分の日",
            "2020-11-03 文化の日", "2020-11-23 勤労感謝の日",
        ])
    }

    func test2021OlympicMoves() {
        XCTAssertEqual(list(2021), [
            "2021-01-01 元日", "2021-01-11 成人の日", "2021-02-11 建国記念の日", "2021-02-23 天皇誕生日",
            "2021-03-20 春分の日", "2021-04-29 昭和の日", "2021-05-03 憲法記念日", "2021-05-04 みどりの日",
            "2021-05-05 こどもの日", "2021-07-22 海の日", "2021-07-23 スポーツの日", "2021-08-08 山の日",
            "2021-08-09 休日", "2021-09-20 敬老の日", "2021-09-23 秋分の日", "2021-11-03 文化の日",
            "2021-11-23 勤労感謝の日",
        ])
    }

    func test2025() {
        XCTAssertEqual(list(2025), [
            "2025-01-01 元日", "2025-01-13 成人の日", "2025-02-11 建国記念の日", "2025-02-23 天皇誕生日",
            "2025-02-24 休日", "2025-03-20 春分の日", "2025-04-29 昭和の日", "2025-05-03 憲法記念日",
            "2025-05-04 みどりの日", "2025-05-05 こどもの日", "2025-05-06 休日", "2025-07-21 海の日",
            "2025-08-11 山の日", "2025-09-15 敬老の日", "2025-09-23 秋分の日", "2025-10-13 スポーツの日",
            "2025-11-03 文化の日", "2025-11-23 勤労感謝の日", "2025-11-24 休日",
        ])
    }

    func test2026() {
        XCTAssertEqual(list(2026), [
            "2026-01-01 元日", "2026-01-12 成人の日", "2026-02-11 建国記念の日", "2026-02-23 天皇誕生日",
            "2026-03-20 春分の日", "2026-04-29 昭和の日", "2026-05-03 憲法記念日", "2026-05-04 みどりの日",
            "2026-05-05 こどもの日", "2026-05-06 休日", "2026-07-20 海の日", "2026-08-11 山の日",
            "2026-09-21 敬老の日", "2026-09-22 休日", "2026-09-23 秋分の日", "2026-10-12 スポーツの日",
            "2026-11-03 文化の日", "2026-11-23 勤労感謝の日",
        ])
    }

    private func holiday(_ text: String) -> Holiday? { JapaneseHolidays.holiday(on: CivilDate(iso: text)!) }

    func testSubstituteHolidays() {
        // The first one, under the 1973 amendment (in force 1973-04-12).
        XCTAssertEqual(holiday("1973-04-30")?.kind, .substitute)
        // Before the amendment a Sunday holiday had no substitute.
        XCTAssertNil(holiday("1973-01-02"))  // 1973-01-01 was a Monday; no spill-over either
        XCTAssertNil(holiday("1972-01-16"))  // 1972-01-16 (Sunday) follows no Sunday holiday
        XCTAssertNil(holiday("1967-01-16"))  // 1967-01-15 成人の日 was a Sunday, before 1973
        // Until 2006: the next day only, so a Sunday 5/3 made 5/4 the substitute…
        XCTAssertEqual(holiday("1987-05-04")?.kind, .substitute)
        // …and since 2007 the next day that is not itself a holiday.
        XCTAssertEqual(holiday("2008-05-06")?.kind, .substitute)
        XCTAssertEqual(holiday("2009-05-06")?.kind, .substitute)
        XCTAssertEqual(holiday("2018-12-24")?.kind, .substitute)
        XCTAssertEqual(holiday("1999-10-11")?.kind, .substitute)
        XCTAssertEqual(holiday("1997-07-21")?.kind, .substitute)
    }

    func testCitizensHolidays() {
        XCTAssertNil(holiday("1986-05-04"))  // a Sunday: no citizens' holiday before 2007
        XCTAssertEqual(holiday("1988-05-04")?.kind, .citizens)  // the first one
        XCTAssertEqual(holiday("2006-05-04")?.kind, .citizens)
        XCTAssertEqual(holiday("2007-05-04")?.japaneseName, "みどりの日")
        XCTAssertEqual(holiday("2009-09-22")?.kind, .citizens)
        XCTAssertEqual(holiday("2015-09-22")?.kind, .citizens)
        XCTAssertEqual(holiday("2026-09-22")?.englishName, "Citizens' Holiday")
    }

    func testOneOffsAndRenamedDays() {
        XCTAssertEqual(holiday("1959-04-10")?.japaneseName, "皇太子明仁親王の結婚の儀")
        XCTAssertEqual(holiday("1989-02-24")?.japaneseName, "昭和天皇の大喪の礼")
        XCTAssertEqual(holiday("1990-11-12")?.japaneseName, "即位礼正殿の儀")
        XCTAssertEqual(holiday("1993-06-09")?.japaneseName, "皇太子徳仁親王の結婚の儀")
        XCTAssertEqual(holiday("1988-04-29")?.japaneseName, "天皇誕生日")
        XCTAssertEqual(holiday("1989-04-29")?.japaneseName, "みどりの日")
        XCTAssertEqual(holiday("1989-12-23")?.japaneseName, "天皇誕生日")
        XCTAssertNil(holiday("2019-12-23"))
        XCTAssertEqual(holiday("2007-04-29")?.japaneseName, "昭和の日")
        XCTAssertNil(holiday("1995-07-20"))
        XCTAssertEqual(holiday("1996-07-20")?.japaneseName, "海の日")
        XCTAssertEqual(holiday("2003-07-21")?.japaneseName, "海の日")
        XCTAssertNil(holiday("2015-08-11"))
        XCTAssertEqual(holiday("2016-08-11")?.japaneseName, "山の日")
        XCTAssertEqual(holiday("1999-10-10")?.japaneseName, "体育の日")
        XCTAssertEqual(holiday("2000-10-09")?.japaneseName, "体育の日")
        XCTAssertEqual(holiday("2000-01-10")?.japaneseName, "成人の日")
        XCTAssertEqual(holiday("1999-01-15")?.japaneseName, "成人の日")
        XCTAssertEqual(holiday("2002-09-15")?.japaneseName, "敬老の日")
        XCTAssertEqual(holiday("2003-09-15")?.japaneseName, "敬老の日")
        XCTAssertEqual(holiday("2022-10-10")?.englishName, "Sports Day")
        XCTAssertNil(holiday("1966-02-11"))
        XCTAssertEqual(holiday("1967-02-11")?.japaneseName, "建国記念の日")
    }

    func testTheActsFirstYear() {
        XCTAssertEqual(list(1948), ["1948-09-23 秋分の日", "1948-11-03 文化の日", "1948-11-23 勤労感謝の日"])
        XCTAssertEqual(list(1949).first, "1949-01-01 元日")
        XCTAssertTrue(JapaneseHolidays.holidays(in: 1947).isEmpty)
        XCTAssertTrue(JapaneseHolidays.holidays(in: 2100).isEmpty)
        XCTAssertFalse(JapaneseHolidays.holidays(in: 2099).isEmpty)
    }

    func testEquinoxDays() {
        // Declared days (官報) for a spread of years.
        let vernal = [1949: 21, 1960: 20, 1975: 21, 1976: 20, 1979: 21, 1980: 20, 1992: 20, 2000: 20,
            2010: 21, 2019: 21, 2023: 21, 2024: 20, 2025: 20, 2026: 20, 2027: 21]
        let autumnal = [1948: 23, 1949: 23, 1975: 24, 1979: 24, 1980: 23, 1999: 23, 2012: 22, 2016: 22,
            2019: 23, 2020: 22, 2023: 23, 2024: 22, 2025: 23, 2026: 23, 2027: 23]
        for (year, day) in vernal { XCTAssertEqual(JapaneseHolidays.vernalEquinoxDay(in: year), day, "\(year)") }
        for (year, day) in autumnal {
            XCTAssertEqual(JapaneseHolidays.autumnalEquinoxDay(in: year), day, "\(year)")
        }
    }

    func testInvariantsOverTheWholeRange() {
        for year in JapaneseHolidays.supportedYears {
            for (date, holiday) in JapaneseHolidays.holidays(in: year) {
                XCTAssertEqual(date, holiday.date)
                XCTAssertEqual(date.year, year)
                switch holiday.kind {
                case .substitute:
                    // Right after a run of national holidays that contains a Sunday.
                    var day = date.adding(days: -1)
                    var sawSunday = false
                    while let previous = JapaneseHolidays.holiday(on: day), previous.kind == .national {
                        sawSunday = sawSunday || day.weekday == .sunday
                        day = day.adding(days: -1)
                    }
                    XCTAssertTrue(sawSunday, "\(date)")
                case .citizens:
                    XCTAssertEqual(JapaneseHolidays.holiday(on: date.adding(days: -1))?.kind, .national)
                    XCTAssertEqual(JapaneseHolidays.holiday(on: date.adding(days: 1))?.kind, .national)
                case .national:
                    break
                }
            }
        }
    }

    func testNamesPerLanguage() {
        let day = holiday("2026-11-23")!
        XCTAssertEqual(day.name(.ja), "勤労感謝の日")
        XCTAssertEqual(day.name(.en), "Labour Thanksgiving Day")
        XCTAssertEqual(day.name(.de), "Labour Thanksgiving Day")
    }

    func testHolidayCalendarSelection() {
        XCTAssertEqual(HolidayCalendar.defaultCalendar(for: .ja), .japan)
        XCTAssertEqual(HolidayCalendar.defaultCalendar(for: .en), HolidayCalendar.disabled)
        XCTAssertEqual(HolidayCalendar(rawValue: "jp"), .japan)
        XCTAssertTrue(HolidayCalendar.disabled.holidays(in: 2026).isEmpty)
        let november = HolidayCalendar.japan.holidays(
            from: CivilDate(year: 2026, month: 11, day: 1)!, to: CivilDate(year: 2026, month: 11, day: 30)!)
        XCTAssertEqual(november.map(\.date.day), [3, 23])
    }

    /// Every holiday 1948–2099 as a table, reviewed by eye against the rules and the Cabinet
    /// Office lists (1955–2026 are published; later years follow the current rules).
    func testWholeRangeGolden() {
        var lines: [String] = []
        for year in JapaneseHolidays.supportedYears {
            for holiday in JapaneseHolidays.holidays(in: year).values.sorted(by: { $0.date < $1.date }) {
                lines.append(
                    "\(holiday.date) \(CalendarNames.weekdayShort(holiday.date.weekday, .en)) "
                        + "\(holiday.kind.rawValue) \(holiday.japaneseName) / \(holiday.englishName)")
            }
        }
        Golden.assert(lines.joined(separator: "\n") + "\n", named: "japanese-holidays-1948-2099.txt")
    }
}
