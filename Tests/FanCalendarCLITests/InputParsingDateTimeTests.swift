import FanCalendar
import XCTest

@testable import FanCalendarCLI

final class InputParsingDateTimeTests: XCTestCase {
    let today = CivilDate(iso: "2026-11-29")!

    func parse(_ text: String, today: CivilDate? = nil) throws -> String {
        let (date, time) = try InputParsing.dateTime(text, today: today ?? self.today, option: "--pay-by")
        return "\(date)" + (time.map { " " + $0.shortDescription } ?? "")
    }

    func testTheFormsOfADeadline() throws {
        XCTAssertEqual(try parse("2026-12-03T23:59"), "2026-12-03 23:59")
        XCTAssertEqual(try parse("2026-12-03 23:59"), "2026-12-03 23:59")
        XCTAssertEqual(try parse("12/3 23:59"), "2026-12-03 23:59")
        XCTAssertEqual(try parse("2026/12/03"), "2026-12-03")
        XCTAssertEqual(try parse("12/3"), "2026-12-03")
        XCTAssertEqual(try parse("tomorrow 9:30"), "2026-11-30 09:30")
    }

    func testMonthAndDayTakeTheNearestYear() throws {
        XCTAssertEqual(try parse("1/15", today: CivilDate(iso: "2026-12-20")), "2027-01-15")
        XCTAssertEqual(try parse("11/20"), "2026-11-20", "a deadline just past stays this year")
        XCTAssertEqual(try parse("12/30", today: CivilDate(iso: "2027-01-02")), "2026-12-30")
    }

    func testBadFormsSayWhatToType() {
        XCTAssertThrowsError(try parse("12/3 25:00")) { XCTAssertTrue("\($0)".contains("has no valid time")) }
        XCTAssertThrowsError(try parse("2/30")) { XCTAssertTrue("\($0)".contains("not a date on the calendar")) }
        XCTAssertThrowsError(try parse("soon"))
    }
}
