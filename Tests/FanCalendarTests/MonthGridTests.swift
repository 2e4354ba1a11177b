import FanCalendar
import XCTest

final class MonthGridTests: XCTestCase {
    private let today = CivilDate(year: 2026, month: 11, day: 29)!

    /// Zeller's congruence (0 = Sunday): an independent weekday calculation for the oracle.
    private func zellerWeekday(year: Int, month: Int, day: Int) -> Int {
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year - 1 : year
        let h = (day + (13 * (m + 1)) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
        return (h + 6) % 7  // Zeller counts 0 = Saturday
    }

    /// The expected weeks as day numbers (0 for an empty cell), built day by day.
    private func expectedWeeks(year: Int, month: Int, firstWeekday: Int) -> [[Int]] {
        let lengths = [31, (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28, 31, 30, 31, 30,
            31, 31, 30, 31, 30, 31]
        var weeks: [[Int]] = []
        var week: [Int] = []
        for day in 1...lengths[month - 1] {
            let column = (zellerWeekday(year: year, month: month, day: day) - firstWeekday + 7) % 7
            if day == 1 { week = Array(repeating: 0, count: column) }
            if column == 0 && !week.isEmpty {
                weeks.append(week)
                week = []
            }
            week.append(day)
        }
        weeks.append(week + Array(repeating: 0, count: 7 - week.count))
        return weeks
    }

    func testEveryMonthFrom1900To2100InAllSevenFirstWeekdaysMatchesAnIndependentLayout() {
        for year in 1900...2100 {
            for month in 1...12 {
                for weekday in Weekday.allCases {
                    let grid = MonthGrid(year: year, month: month, firstWeekday: weekday, today: today)!
                    let actual = grid.weeks.map { $0.map { $0?.day ?? 0 } }
                    let expected = expectedWeeks(year: year, month: month, firstWeekday: weekday.rawValue)
                    if actual != expected {
                        XCTFail("\(year)-\(month) first \(weekday): \(actual) != \(expected)")
                        return
                    }
                    XCTAssertTrue((4...6).contains(grid.weeks.count))
                    XCTAssertTrue(grid.weeks.allSatisfy { week in
                        week.compactMap { $0 }.allSatisfy { $0.year == year && $0.month == month }
                    })
                }
            }
        }
    }

    func testColumnsCarryTheirWeekday() {
        for weekday in Weekday.allCases {
            let grid = MonthGrid(year: 2026, month: 11, firstWeekday: weekday, today: today)!
            XCTAssertEqual(grid.columnWeekdays.first, weekday)
            for week in grid.weeks {
                for (column, date) in week.enumerated() {
                    if let date { XCTAssertEqual(date.weekday, grid.columnWeekdays[column]) }
                }
            }
        }
    }

    func testLeapFebruaryHasTwentyNineDays() {
        let grid = MonthGrid(year: 2024, month: 2, firstWeekday: .sunday, today: today)!
        XCTAssertEqual(grid.weeks.flatMap { $0 }.compactMap { $0 }.count, 29)
        XCTAssertEqual(grid.lastDay, CivilDate(year: 2024, month: 2, day: 29))
        let common = MonthGrid(year: 2100, month: 2, firstWeekday: .sunday, today: today)!
        XCTAssertEqual(common.lastDay.day, 28)
    }

    func testFourAndSixRowMonths() {
        // February 2015 starts on a Sunday and has 28 days: exactly four weeks.
        XCTAssertEqual(MonthGrid(year: 2015, month: 2, firstWeekday: .sunday, today: today)!.weeks.count, 4)
        XCTAssertEqual(MonthGrid(year: 2015, month: 2, firstWeekday: .monday, today: today)!.weeks.count, 5)
        // August 2026 starts on a Saturday and has 31 days: six weeks from Sunday.
        let august = MonthGrid(year: 2026, month: 8, firstWeekday: .sunday, today: today)!
        XCTAssertEqual(august.weeks.count, 6)
        XCTAssertEqual(august.weeks[0].map { $0?.day }, [nil, nil, nil, nil, nil, nil, 1])
        XCTAssertEqual(august.weeks[5].map { $0?.day }, [30, 31, nil, nil, nil, nil, nil])
    }

    func testNovember2026StartsOnSunday() {
        let grid = MonthGrid(year: 2026, month: 11, firstWeekday: .sunday, today: today)!
        XCTAssertEqual(grid.weeks.count, 5)
        XCTAssertEqual(grid.weeks[0][0], CivilDate(year: 2026, month: 11, day: 1))
        XCTAssertEqual(grid.weeks[4].map { $0?.day }, [29, 30, nil, nil, nil, nil, nil])
        let monday = MonthGrid(year: 2026, month: 11, firstWeekday: .monday, today: today)!
        XCTAssertEqual(monday.weeks[0].map { $0?.day }, [nil, nil, nil, nil, nil, nil, 1])
        XCTAssertEqual(monday.weeks.count, 6)
    }

    func testInvalidMonthIsNil() {
        XCTAssertNil(MonthGrid(year: 2026, month: 13, firstWeekday: .sunday, today: today))
        XCTAssertNil(MonthGrid(year: 2026, month: 0, firstWeekday: .sunday, today: today))
        XCTAssertNil(MonthGrid(year: 10_000, month: 1, firstWeekday: .sunday, today: today))
    }

    func testMarksOutsideTheMonthAreDropped() {
        let inside = CivilDate(year: 2026, month: 11, day: 18)!
        let outside = CivilDate(year: 2026, month: 12, day: 1)!
        let grid = MonthGrid(
            year: 2026, month: 11, firstWeekday: .sunday,
            marks: [inside: DayMark(count: 2, category: .live), outside: DayMark(count: 1, category: .goods)],
            today: today)!
        XCTAssertEqual(grid.marks, [inside: DayMark(count: 2, category: .live)])
    }

    func testMonthOffsets() {
        XCTAssertTrue(MonthGrid.month(year: 2026, month: 1, offset: -1)! == (2025, 12))
        XCTAssertTrue(MonthGrid.month(year: 2026, month: 12, offset: 1)! == (2027, 1))
        XCTAssertTrue(MonthGrid.month(year: 2026, month: 11, offset: -23)! == (2024, 12))
        XCTAssertNil(MonthGrid.month(year: 1, month: 1, offset: -1))
        XCTAssertNil(MonthGrid.month(year: 9999, month: 12, offset: 1))
    }
}
