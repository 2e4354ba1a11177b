import FanCalendar
import XCTest

final class TextTrimmingTests: XCTestCase {
    func testWhitespaceGoesAtBothEndsAndStaysInside() {
        XCTAssertEqual(" Tokyo Dome \n".trimmingWhitespace(), "Tokyo Dome")
        XCTAssertEqual("\t\r\n".trimmingWhitespace(), "")
        XCTAssertEqual("".trimmingWhitespace(), "")
        XCTAssertEqual("\u{3000}東京\u{3000}".trimmingWhitespace(), "東京", "the ideographic space a Japanese keyboard types")
        XCTAssertEqual("\u{00A0}a b\u{2003}".trimmingWhitespace(), "a b")
        XCTAssertEqual("plain".trimmingWhitespace(), "plain")
        XCTAssertEqual("é ".trimmingWhitespace(), "é")
    }

    func testTrimmingWhileTakesAnyRuleAndWorksOnSubstrings() {
        let line = "ETag: \"abc\" \r\n"
        let value = line[line.index(after: line.firstIndex(of: ":")!)...]
        XCTAssertEqual(value.trimming { " \t\r\n".contains($0) }, "\"abc\"")
        XCTAssertEqual("--x--".trimming { $0 == "-" }, "x")
        XCTAssertEqual("----".trimming { $0 == "-" }, "")
        XCTAssertEqual("\u{00A0}x".trimming { " \t".contains($0) }, "\u{00A0}x", "only what the rule picks")
    }
}
