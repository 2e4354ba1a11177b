import FanCalendar
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testCountsColumns() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("ライブ"), 6)
        XCTAssertEqual(DisplayWidth.of("東京ドーム"), 10)
        XCTAssertEqual(DisplayWidth.of("한국"), 4)
        XCTAssertEqual(DisplayWidth.of("🎤"), 2)
        XCTAssertEqual(DisplayWidth.of("🛍️"), 2)
        XCTAssertEqual(DisplayWidth.of("👩‍🎤"), 2)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("ｶﾀｶﾅ"), 4)
        XCTAssertEqual(DisplayWidth.of("Ｆｕｌｌ"), 8)
    }

    func testPadsAndTruncatesByColumns() {
        XCTAssertEqual(DisplayWidth.padRight("日本", to: 6), "日本  ")
        XCTAssertEqual(DisplayWidth.padLeft("¥1", to: 4), "  ¥1")
        XCTAssertEqual(DisplayWidth.truncate("東京ドーム公演", to: 7), "東京ド…")
        XCTAssertEqual(DisplayWidth.truncate("short", to: 10), "short")
    }
}
