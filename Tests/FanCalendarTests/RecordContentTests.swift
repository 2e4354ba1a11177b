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

    /// A feed's new version of an event edited here: the fields the user left as the feed
    /// delivered them take the new values, the fields the user set stay.
    func testTheFieldsEditedHereAreToldApartAndKeptWhenAFeedsVersionIsTaken() throws {
        let delivered = record.fieldHashes
        XCTAssertEqual(delivered.count, 16 * Record.Field.allCases.count)
        XCTAssertEqual(record.fields(differingFrom: delivered), [])
        var edited = record
        edited.title = "クリスマス"
        edited.memo = "row 3"
        edited.amount = Money(minorUnits: 15000, currency: .jpy)
        XCTAssertEqual(edited.fields(differingFrom: delivered), [.title, .memo, .amount])
        XCTAssertNil(edited.fields(differingFrom: String(delivered.dropLast(16))), "not one hash per field")
        XCTAssertNil(edited.fields(differingFrom: ""))

        var moved = record
        moved.uid = "b"
        moved.date = CivilDate(year: 2026, month: 12, day: 25)!
        moved.venue = "Arena"
        moved.title = "Xmas live (2nd)"
        let merged = edited.taking(moved, keeping: try XCTUnwrap(edited.fields(differingFrom: delivered)))
        XCTAssertEqual(merged.date, moved.date)
        XCTAssertEqual(merged.venue, "Arena")
        XCTAssertEqual(merged.title, "クリスマス")
        XCTAssertEqual(merged.memo, "row 3")
        XCTAssertEqual(merged.amount, edited.amount)
        XCTAssertEqual(merged.uid, "a", "the record keeps its UID")
        XCTAssertEqual(edited.taking(moved, keeping: Record.Field.allCases), edited)
    }

    func testControlCharactersFromTheNetworkAreEscaped() {
        XCTAssertEqual("a\u{1B}[31mb\u{7}\u{202E}c".escapingControlCharacters, "a\\u{1B}[31mb\\u{7}\\u{202E}c")
        XCTAssertEqual("ライブ 🎤".escapingControlCharacters, "ライブ 🎤")
    }
}
