import FanCalendar
import XCTest

@testable import FanCalendarICS

/// How a component's text, as the splitter cut it, is kept in its object.
final class CalendarObjectReadingTests: XCTestCase {
    private func normalised(_ text: String, after existing: String = "") -> String {
        var output = Array(existing.utf8)
        CalendarObject.appendNormalised(Array(text.utf8), to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func testLinesEndInCRLFAndTheBoundariesAreUpperCase() {
        XCTAssertEqual(
            normalised("begin:vevent\nUID:a\nSUMMARY:Tour\n final\nDESCRIPTION:x\nend:vevent"),
            "BEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Tour\r\n final\r\nDESCRIPTION:x\r\nEND:VEVENT\r\n")
        XCTAssertEqual(
            normalised("BEGIN:VTIMEZONE\nEND:VTIMEZONE", after: "BEGIN:X\r\n"),
            "BEGIN:X\r\nBEGIN:VTIMEZONE\r\nEND:VTIMEZONE\r\n", "appended after what is there, nothing in between")
        XCTAssertEqual(
            normalised("BEGIN:VEVENT\n\nsummary:lower case kept\nEND:VEVENT"),
            "BEGIN:VEVENT\r\n\r\nsummary:lower case kept\r\nEND:VEVENT\r\n", "only the boundaries change case")
        XCTAssertEqual(normalised("BEGIN:VEVENT"), "", "a text without a line break holds no component")
    }
}
