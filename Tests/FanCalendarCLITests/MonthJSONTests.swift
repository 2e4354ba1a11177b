import FanCalendar
import Foundation
@testable import FanCalendarCLI
import XCTest

final class MonthJSONTests: XCTestCase {
    func testNovember2026Exactly() {
        let json = CalendarView.monthJSON(
            year: 2026, month: 11, records: CalendarFixtures.november2026,
            options: CalendarFixtures.options(.en))!
        XCTAssertEqual(
            json,
            #"{"year": 2026, "month": 11, "first_weekday": "sun", "weeks": [["2026-11-01", "2026-11-02", "#
                + #""2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"], ["2026-11-08", "#
                + #""2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13", "2026-11-14"], "#
                + #"["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "#
                + #""2026-11-21"], ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "#
                + #""2026-11-27", "2026-11-28"], ["2026-11-29", "2026-11-30", null, null, null, null, null]], "#
                + #""marked": {"2026-11-03": 2, "2026-11-07": 1, "2026-11-12": 1, "2026-11-18": 2, "#
                + #""2026-11-21": 1, "2026-11-29": 1, "2026-11-30": 1}, "today": "2026-11-29"}"#)
    }

    func testEmptyMonthAndOtherFirstWeekday() {
        let json = CalendarView.monthJSON(
            year: 2026, month: 2, records: [], options: CalendarFixtures.options(.de))!
        XCTAssertTrue(json.hasPrefix(#"{"year": 2026, "month": 2, "first_weekday": "mon", "weeks": [[null, null, null, null, null, null, "2026-02-01"], "#), json)
        XCTAssertTrue(json.hasSuffix(#""marked": {}, "today": "2026-11-29"}"#), json)
    }

    /// Parses the JSON and checks every month 1990–2030 in all first weekdays against a
    /// day-by-day layout computed here from Zeller's congruence.
    func testGridsAgainstAnIndependentLayout() throws {
        for year in 1990...2030 {
            for month in 1...12 {
                for weekday in Weekday.allCases {
                    let json = CalendarView.monthJSON(
                        year: year, month: month, records: [],
                        options: CalendarFixtures.options(.en, weekday))!
                    let object = try XCTUnwrap(
                        JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
                    XCTAssertEqual(object["first_weekday"] as? String, weekday.shortIdentifier)
                    let weeks = try XCTUnwrap(object["weeks"] as? [[Any]])
                    let cells = weeks.map { $0.map { ($0 as? String) ?? "" } }
                    XCTAssertEqual(cells, expected(year: year, month: month, firstWeekday: weekday.rawValue))
                }
            }
        }
    }

    private func expected(year: Int, month: Int, firstWeekday: Int) -> [[String]] {
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year - 1 : year
        let zeller = (1 + (13 * (m + 1)) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
        let lead = ((zeller + 6) % 7 - firstWeekday + 7) % 7
        let length = [31, (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31,
            31, 30, 31, 30, 31][month - 1]
        var cells = Array(repeating: "", count: lead)
        for day in 1...length {
            cells.append(String(format: "%04d-%02d-%02d", year, month, day))
        }
        while cells.count % 7 != 0 { cells.append("") }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
