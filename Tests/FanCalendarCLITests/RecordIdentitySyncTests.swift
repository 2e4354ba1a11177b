import Foundation
import TestSupport
import XCTest

/// What a sync does to records here keeps their identity (issue #28): a download changes a
/// record in place (its id, and so the links of trips, tickets and feeds, stay), and what a sync
/// deleted here comes back with `fancal undo`, ids and all. Against Radicale here and Xandikos
/// in the subclass, with python `caldav` as the phone and an `add --repeat` series in every store.
class RecordIdentitySyncTests: CalDAVServerTestCase {
    func phone() throws -> [PythonClient.Event] { try PythonClient.events(server.calendarURL) }

    /// Every record as (id, date, title, amount in minor units), by id.
    func records() throws -> [[String]] {
        let list = fancal.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        return records.map { ["\($0["id"]!)", "\($0["date"]!)", "\($0["title"]!)", "\($0["amount_minor"]!)"] }
            .sorted { Int($0[0])! < Int($1[0])! }
    }

    func synced(uploaded: Int = 0, new: Int = 0, downloaded: Int = 0, deletedHere: Int = 0) -> String {
        "synced with \(server.calendarURL): \(uploaded) uploaded (\(new) new), \(downloaded) downloaded (0 new), "
            + "\(deletedHere) deleted here, 0 deleted on the server, 0 conflict(s)\n"
    }

    /// The phone renames a series and a trip's share record: both come down into the same
    /// records (same ids), and the trip goes on changing its share record (it failed with
    /// SQLite's UNIQUE error when a download replaced the record under a new id).
    func testADownloadChangesRecordsInPlaceAndATripKeepsItsShareRecord() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30000", "--paid-by", "Aoi", "--date", "2026-12-24"])
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), synced(uploaded: 2, new: 2))
        let before = try records()
        XCTAssertEqual(before.count, 6)

        for event in try phone() {
            _ = try PythonClient.caldav(server.calendarURL, ["edit", event.uid, event.summary + " (phone)"])
        }
        XCTAssertEqual(fancal.succeed(["sync"]), synced(downloaded: 2))
        let after = try records()
        XCTAssertEqual(after.map { $0[0] }, before.map { $0[0] }, "the same records, changed in place")
        XCTAssertEqual(Set(after.map { $0[2] }), ["FC stream (phone)", "Hotel (Osaka) (phone)"])

        fancal.succeed(["trip", "edit", "Osaka", "1", "--amount", "36000"])
        let share = try XCTUnwrap(records().first { $0[1] == "2026-12-24" })
        XCTAssertEqual(share, [before.first { $0[1] == "2026-12-24" }![0], "2026-12-24", "Hotel (Osaka)", "18000"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(uploaded: 1))
        XCTAssertEqual(try phone().first { $0.summary.hasPrefix("Hotel") }?.amount, "18000")
    }

    /// What a sync deleted here (the phone deleted a series and an event) comes back with
    /// `fancal undo`, each record with its id, and the next sync puts it back on the server.
    func testUndoBringsBackWhatASyncDeletedWithItsIds() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29", "--amount", "500"])
        fancal.succeed(["add", "2026-12-24", "Xmas live", "--amount", "9800"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), synced(uploaded: 3, new: 3))
        let before = try records()
        XCTAssertEqual(before.count, 7)

        for event in try phone() where event.summary != "Photo cards" {
            _ = try PythonClient.caldav(server.calendarURL, ["delete", event.uid])
        }
        XCTAssertEqual(fancal.succeed(["sync", "--allow-mass-delete"]), synced(deletedHere: 2))
        XCTAssertEqual(try records().map { $0[2] }, ["Photo cards"])

        let undone = fancal.succeed(["undo"])
        XCTAssertEqual(undone, "Undid sync \(server.calendarURL): put back #1 \"FC stream\", #2 \"FC stream\", #3 \"FC stream\", "
            + "#4 \"FC stream\", #5 \"FC stream\" and 1 more\n")
        XCTAssertEqual(try records(), before, "every record back, with its id")

        XCTAssertEqual(fancal.succeed(["sync"]), synced(uploaded: 2, new: 2))
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["FC stream", "Photo cards", "Xmas live"])
        XCTAssertEqual(try records(), before)
        XCTAssertEqual(fancal.succeed(["sync"]), synced(), "the sync converges")
    }
}

/// The same against Xandikos.
final class XandikosRecordIdentitySyncTests: RecordIdentitySyncTests {
    override func makeServer(_ folder: URL) throws -> CalDAVServer {
        try Xandikos(folder: folder)
    }

    // Declared again: XCTest on Linux runs only the test methods a class declares itself.
    override func testADownloadChangesRecordsInPlaceAndATripKeepsItsShareRecord() throws {
        try super.testADownloadChangesRecordsInPlaceAndATripKeepsItsShareRecord()
    }

    override func testUndoBringsBackWhatASyncDeletedWithItsIds() throws {
        try super.testUndoBringsBackWhatASyncDeletedWithItsIds()
    }
}
