import FanCalendar
import XCTest

final class ReportPeriodTests: XCTestCase {
    private func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    func testYearAndItsPrevious() {
        let year = ReportPeriod.year(2026)!
        XCTAssertEqual(year.from, date("2026-01-01"))
        XCTAssertEqual(year.to, date("2026-12-31"))
        XCTAssertEqual(year.dayCount, 365)
        XCTAssertEqual(year.months.count, 12)
        XCTAssertEqual(year.previous, ReportPeriod.year(2025))
        XCTAssertEqual(ReportPeriod.year(2024)!.dayCount, 366)
        XCTAssertNil(ReportPeriod.year(0))
        XCTAssertNil(ReportPeriod.year(1)!.previous)
    }

    func testMonthEndsAndLeapYears() {
        XCTAssertEqual(ReportPeriod.month(year: 2024, month: 2)!.to, date("2024-02-29"))
        XCTAssertEqual(ReportPeriod.month(year: 2026, month: 2)!.to, date("2026-02-28"))
        XCTAssertEqual(ReportPeriod.month(year: 2000, month: 2)!.to, date("2000-02-29"))
        XCTAssertEqual(ReportPeriod.month(year: 1900, month: 2)!.to, date("1900-02-28"))
        XCTAssertEqual(ReportPeriod.month(year: 2026, month: 4)!.to, date("2026-04-30"))
        XCTAssertEqual(ReportPeriod.month(year: 2026, month: 12)!.to, date("2026-12-31"))
        XCTAssertNil(ReportPeriod.month(year: 2026, month: 13))
        let march = ReportPeriod.current(.month, today: date("2024-03-31"), firstWeekday: .sunday)
        XCTAssertEqual(march.from, date("2024-03-01"))
        XCTAssertEqual(march.previous, ReportPeriod.month(year: 2024, month: 2))
        XCTAssertEqual(march.previous!.dayCount, 29)
        XCTAssertEqual(
            ReportPeriod.month(year: 2026, month: 1)!.previous, ReportPeriod.month(year: 2025, month: 12))
    }

    func testWeeksStartOnSundayOrMonday() {
        // 2026-11-29 is a Sunday.
        XCTAssertEqual(date("2026-11-29").weekday, .sunday)
        let sundayWeek = ReportPeriod.current(.week, today: date("2026-11-29"), firstWeekday: .sunday)
        XCTAssertEqual(sundayWeek.from, date("2026-11-29"))
        XCTAssertEqual(sundayWeek.to, date("2026-12-05"))
        XCTAssertEqual(
            sundayWeek.months, [YearMonth(year: 2026, month: 11), YearMonth(year: 2026, month: 12)])
        let mondayWeek = ReportPeriod.current(.week, today: date("2026-11-29"), firstWeekday: .monday)
        XCTAssertEqual(mondayWeek.from, date("2026-11-23"))
        XCTAssertEqual(mondayWeek.to, date("2026-11-29"))
        XCTAssertEqual(mondayWeek.previous!.from, date("2026-11-16"))
        XCTAssertEqual(mondayWeek.previous!.to, date("2026-11-22"))
        XCTAssertEqual(mondayWeek.dayCount, 7)
        // Across a year boundary: 2027-01-01 is a Friday.
        let newYear = ReportPeriod.current(.week, today: date("2027-01-01"), firstWeekday: .monday)
        XCTAssertEqual(newYear.from, date("2026-12-28"))
        XCTAssertEqual(newYear.to, date("2027-01-03"))
        XCTAssertEqual(newYear.months, [YearMonth(year: 2026, month: 12), YearMonth(year: 2027, month: 1)])
        // A leap day inside a week.
        let leapWeek = ReportPeriod.current(.week, today: date("2028-03-01"), firstWeekday: .sunday)
        XCTAssertEqual(leapWeek.from, date("2028-02-27"))
        XCTAssertTrue(leapWeek.contains(date("2028-02-29")))
        // Every day of a fortnight lands in a week that starts on the chosen day and holds it.
        for offset in 0..<14 {
            let day = date("2026-02-22").adding(days: offset)
            for first in Weekday.allCases {
                let week = ReportPeriod.week(containing: day, firstWeekday: first)
                XCTAssertEqual(week.from.weekday, first)
                XCTAssertTrue(week.contains(day))
            }
        }
    }

    func testLocaleFirstWeekday() {
        XCTAssertEqual(CalendarNames.defaultFirstWeekday(.de), .monday)
        XCTAssertEqual(CalendarNames.defaultFirstWeekday(.en), .sunday)
        XCTAssertEqual(CalendarNames.defaultFirstWeekday(.ja), .sunday)
    }

    func testLabels() {
        let year = ReportPeriod.year(2026)!
        XCTAssertEqual(year.label(.en), "2026")
        XCTAssertEqual(year.label(.ja), "2026年")
        let month = ReportPeriod.month(year: 2026, month: 3)!
        XCTAssertEqual(month.label(.en), "March 2026")
        XCTAssertEqual(month.label(.ja), "2026年3月")
        XCTAssertEqual(month.label(.de), "März 2026")
        let week = ReportPeriod.week(containing: date("2026-11-25"), firstWeekday: .monday)
        XCTAssertEqual(week.label(.en), "Week of Nov 23, 2026")
        XCTAssertEqual(week.label(.ja), "2026年11月23日からの週")
        XCTAssertEqual(week.label(.de), "Woche ab 23.11.2026")
        XCTAssertEqual(week.comparisonLabel(.de), "in der Vorwoche")
        XCTAssertEqual(YearMonth(year: 2026, month: 3).description, "2026-03")
    }
}
