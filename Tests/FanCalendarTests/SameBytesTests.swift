import FanCalendar
import XCTest

final class SameBytesTests: XCTestCase {
    private func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.holdsSameBytes(as: b) } }
    }

    func testBytesAreSameOnlyWhenEveryByteAndTheCountAgree() {
        XCTAssertTrue(same([], []))
        XCTAssertTrue(same(Array("会場 Zepp".utf8), Array("会場 Zepp".utf8)))
        XCTAssertFalse(same(Array("abc".utf8), Array("abd".utf8)))
        XCTAssertFalse(same(Array("abc".utf8), Array("abcd".utf8)))
        XCTAssertFalse(same([], [0]))
        // Canonically equivalent as Strings, other bytes: not the same.
        XCTAssertEqual("\u{E9}", "e\u{301}")
        XCTAssertFalse(same(Array("\u{E9}".utf8), Array("e\u{301}".utf8)))
    }
}
