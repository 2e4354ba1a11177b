import XCTest

@testable import FanCalendarStore

final class StoredLinesTests: XCTestCase {
    func testNamesComeBackAsTheyWereKept() {
        for names in [[], ["Asia/Tokyo"], ["Europe/Berlin", "Asia/Seoul"], ["美咲", "Jörg", "ゆい 🎤"]] {
            XCTAssertEqual(StoredLines.lines(StoredLines.text(names)), names)
        }
        XCTAssertEqual(StoredLines.text(["a", "b"]), "a\nb")
        XCTAssertEqual(StoredLines.lines("a\n\nb\n"), ["a", "b"], "empty lines are left out")
    }
}
