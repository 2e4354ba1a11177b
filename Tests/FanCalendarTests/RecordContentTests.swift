import FanCalendar
import XCTest

final class RecordContentTests: XCTestCase {
    let record = Record(
        uid: "a", date: CivilDate(year: 2026, month: 12, day: 24)!, title: "Xmas live", category: .live,
        venue: "Dome", amount: Money(minorUnits: 12000, currency: .jpy))

    func testTheHashIgnoresBookkeepingButNotContent() {
        var copy = record
        copy.uid = "other"
        copy.sequence = 7
        copy.id = 3
        copy.updated = 99
        XCTAssertEqual(copy.contentHash, record.contentHash)
        copy.venue = "Arena"
        XCTAssertNotEqual(copy.contentHash, record.contentHash)
        XCTAssertEqual(copy.differences(from: record), [.venue])
        XCTAssertEqual(record.contentHash.count, 16)
        // Stable across processes and machines (no seeded Hasher): a stored hash stays valid.
        XCTAssertEqual(ContentHash.of(["a", "b"]), ContentHash.of(["a", "b"]))
        XCTAssertNotEqual(ContentHash.of(["ab", ""]), ContentHash.of(["a", "b"]))
        XCTAssertEqual(ContentHash.of([""]), "cbf29ce484222325")
    }

    func testControlCharactersFromTheNetworkAreEscaped() {
        XCTAssertEqual("a\u{1B}[31mb\u{7}\u{202E}c".escapingControlCharacters, "a\\u{1B}[31mb\\u{7}\\u{202E}c")
        XCTAssertEqual("ライブ 🎤".escapingControlCharacters, "ライブ 🎤")
    }
}
