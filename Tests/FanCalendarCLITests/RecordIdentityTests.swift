import Foundation
import TestSupport
import XCTest

/// Record ids are never reused, and the links of feeds, trips and tickets to records are cleared
/// when their record is deleted (issue #28): a link never comes to point at a record the user
/// added later.
final class RecordIdentityTests: XCTestCase {
    var fancal: InProcessFancal!

    override func setUp() { fancal = InProcessFancal() }

    /// Every record as (id, title, amount in minor units), by id.
    func records() throws -> [[String]] {
        let list = fancal.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        return records.map { ["\($0["id"]!)", "\($0["title"]!)", "\($0["amount_minor"]!)"] }
            .sorted { Int($0[0])! < Int($1[0])! }
    }

    static let tour = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//tour//EN
        BEGIN:VEVENT
        UID:show-osaka
        DTSTAMP:20261101T000000Z
        DTSTART;VALUE=DATE:20261210
        SUMMARY:Tour Osaka
        END:VEVENT
        BEGIN:VEVENT
        UID:show-tokyo
        DTSTAMP:20261101T000000Z
        DTSTART;VALUE=DATE:20261212
        SUMMARY:Tour Tokyo
        END:VEVENT
        END:VCALENDAR

        """

    /// A feed's change is made to its record in place; `feed rm` deletes the feed's records, and
    /// only them: after the user deleted the feed's newest record, the next record added gets a
    /// new id, which the feed does not hold.
    func testFeedRmNeverDeletesARecordAddedAfterAFeedRecordWasDeleted() throws {
        let file = fancal.directory.appendingPathComponent("tour.ics")
        try Data(Self.tour.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: file)
        fancal.succeed(["feed", "add", "tour", "file://\(file.path)"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 2 added, 0 changed, 0 removed\n")
        let delivered = try records()
        try Data(Self.tour.replacingOccurrences(of: "Tour Tokyo", with: "Tour Tokyo (2 days)")
            .replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: file)
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 1 changed (title), 0 removed\n  #2 Tour Tokyo (2 days): title\n")
        XCTAssertEqual(try records().map { $0[0] }, delivered.map { $0[0] }, "changed in place")
        let newest = try XCTUnwrap(records().last)
        fancal.succeed(["delete", newest[0]])
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n", "the deletion sticks")

        fancal.succeed(["add", "2026-12-20", "My own live", "--amount", "8000"])
        let mine = try XCTUnwrap(records().last)
        XCTAssertEqual(mine[1], "My own live")
        XCTAssertGreaterThan(Int(mine[0])!, Int(newest[0])!, "the deleted record's id is not given again")
        XCTAssertEqual(fancal.succeed(["feed", "rm", "tour"]), "removed feed tour and 1 record(s)\n")
        XCTAssertEqual(try records(), [mine])
    }

    /// A trip whose share record was deleted neither overwrites (`trip edit`) nor deletes
    /// (`trip rm`) the record added after it; its share comes back as a record of its own.
    func testATripNeverTouchesARecordAddedAfterItsShareRecordWasDeleted() throws {
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30000", "--paid-by", "Aoi", "--date", "2026-12-24"])
        let share = try XCTUnwrap(records().first)
        XCTAssertEqual(share[1...], ["Hotel (Osaka)", "15000"])
        fancal.succeed(["delete", share[0]])
        fancal.succeed(["add", "2026-12-20", "Own goods", "--amount", "5000"])
        let mine = try XCTUnwrap(records().first)
        XCTAssertEqual(mine[1...], ["Own goods", "5000"])
        XCTAssertNotEqual(mine[0], share[0])

        fancal.succeed(["trip", "edit", "Osaka", "1", "--amount", "36000"])
        let after = try records()
        XCTAssertEqual(after.first, mine, "the user's record is untouched")
        XCTAssertEqual(after.dropFirst().map { Array($0[1...]) }, [["Hotel (Osaka)", "18000"]], "the share is a record again")
        XCTAssertGreaterThan(Int(try XCTUnwrap(after.last)[0])!, Int(mine[0])!)

        fancal.succeed(["trip", "rm", "Osaka"])
        XCTAssertEqual(try records(), [mine])
    }

    /// A ticket whose spending record was deleted cancels without deleting the record added
    /// after it, and names no record.
    func testATicketNeverDeletesARecordAddedAfterItsRecordWasDeleted() throws {
        fancal.succeed(["ticket", "add", "Autumn live", "--show", "2026-12-20"])
        fancal.succeed(["ticket", "phase", "1", "FC", "--apply", "11/1..11/20", "--price", "5000"])
        for step in ["applied", "won"] { fancal.succeed(["ticket", step, "1"]) }
        let spent = try XCTUnwrap(records().first)
        fancal.succeed(["delete", spent[0]])
        fancal.succeed(["add", "2026-12-20", "Own goods", "--amount", "3000"])
        let mine = try XCTUnwrap(records().first)
        XCTAssertNotEqual(mine[0], spent[0])
        let cancelled = fancal.succeed(["ticket", "cancel", "1"])
        XCTAssertFalse(cancelled.contains("#\(mine[0])"), cancelled)
        XCTAssertEqual(try records(), [mine])
        XCTAssertFalse(fancal.succeed(["ticket", "show", "1"]).contains("#"), "the phase links no record")
    }
}
