import Foundation
import TestSupport
import XCTest

/// A sync that converges (issue 28): nothing lost, nothing duplicated, nothing stuck. Against
/// Radicale here and Xandikos in the subclass, with python `caldav` as the phone; every store
/// holds a recurring event.
class ConvergenceSyncTests: CalDAVServerTestCase {
    func phone() throws -> [PythonClient.Event] { try PythonClient.events(server.calendarURL) }

    func titles() -> [String] {
        fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).dropFirst().map {
            String($0.split(separator: ",", omittingEmptySubsequences: false)[7])
        }.sorted()
    }

    func synced(uploaded: Int = 0, new: Int = 0, downloaded: Int = 0, downloadedNew: Int = 0, deletedHere: Int = 0) -> String {
        "synced with \(server.calendarURL): \(uploaded) uploaded (\(new) new), \(downloaded) downloaded (\(downloadedNew) new), "
            + "\(deletedHere) deleted here, 0 deleted on the server, 0 conflict(s)\n"
    }

    /// The id of the record with this title on this day.
    func id(_ title: String, on day: String) throws -> String {
        let list = fancal.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let record = try XCTUnwrap(records.first { $0["title"] as? String == title && $0["date"] as? String == day })
        return "\(record["id"]!)"
    }

    func addSeries() {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
    }

    /// An item fancal uploaded and the phone then deleted is deleted here: the token kept after
    /// fancal's own writes is one from after them, so the server reports the deletion (Xandikos
    /// does not report items created and deleted after a token, as RFC 6578 allows).
    func testAnItemUploadedThenDeletedOnThePhoneIsDeletedHere() throws {
        addSeries()
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), synced(uploaded: 3, new: 3))
        let series = try XCTUnwrap(phone().first { $0.summary == "FC stream" }?.uid)

        _ = try PythonClient.caldav(server.calendarURL, ["delete", series])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(deletedHere: 1))
        XCTAssertEqual(titles(), ["Photo cards", "Xmas live"])

        // The same for an item uploaded by a later sync, one that started from a token.
        fancal.succeed(["add", "2026-12-31", "Countdown"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(uploaded: 1, new: 1))
        XCTAssertEqual(
            try sqlite3(fancal.databasePath, "SELECT sync_token IS NOT NULL FROM sync_account;"), "1\n",
            "the refreshed token is kept: only fancal's own write happened since the listing")
        _ = try PythonClient.caldav(server.calendarURL, ["delete", try XCTUnwrap(phone().first { $0.summary == "Countdown" }?.uid)])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(deletedHere: 1))
        XCTAssertEqual(titles(), ["Photo cards", "Xmas live"])
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["Photo cards", "Xmas live"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(), "the sync converges")
    }

    /// Changed here and deleted on the server: a conflict, which `--prefer local` resolves by
    /// uploading the item anew (`If-None-Match: *`, not an `If-Match` that would fail for ever)
    /// and `--prefer remote` by deleting it here.
    func testChangedHereDeletedOnTheServerIsResolvedEitherWay() throws {
        addSeries()
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), synced(uploaded: 3, new: 3))
        let series = try XCTUnwrap(phone().first { $0.summary == "FC stream" }?.uid)
        let cards = try XCTUnwrap(phone().first { $0.summary == "Photo cards" }?.uid)

        let first = try id("FC stream", on: "2026-12-01")
        fancal.succeed(["edit", try id("FC stream", on: "2026-12-08"), "--amount", "3000"])
        _ = try PythonClient.caldav(server.calendarURL, ["delete", series])
        let result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, """
            synced with \(server.calendarURL): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 1 conflict(s)
            conflict: #\(first) "FC stream" (\(series)): changed here, deleted on the server

            """)
        XCTAssertTrue(
            fancal.succeed(["sync", "status"]).hasSuffix("""
                conflict: #\(first) "FC stream" (\(series)): changed here, deleted on the server
                resolve with `fancal sync --prefer local` (fancal's version wins) or `--prefer remote` (the server's wins)

                """), "sync status lists the conflict by record, without asking the server")
        XCTAssertTrue(result.stderr.hasPrefix("fancal: 1 conflict(s) and 0 item(s)"), result.stderr)
        XCTAssertEqual(fancal.succeed(["sync", "--prefer", "local"]), synced(uploaded: 1, new: 1))
        let objects = try JSONDecoder().decode(
            [SeriesSyncTests.Item].self, from: Data(PythonClient.caldav(server.calendarURL, ["objects"]).utf8))
        let restored = try XCTUnwrap(objects.first { $0.uid == series })
        XCTAssertEqual(restored.masters, 1)
        XCTAssertEqual(restored.rrule, "FREQ=WEEKLY;COUNT=5")
        XCTAssertEqual(restored.overrides.map { $0[1] }, ["3000"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(), "the sync converges")

        fancal.succeed(["edit", try id("Photo cards", on: "2026-12-25"), "--venue", "Shop"])
        _ = try PythonClient.caldav(server.calendarURL, ["delete", cards])
        XCTAssertEqual(fancal.run(["sync"]).exitCode, 1)
        XCTAssertEqual(fancal.succeed(["sync", "--prefer", "remote"]), synced(deletedHere: 1))
        XCTAssertEqual(titles(), ["FC stream", "FC stream", "FC stream", "FC stream", "FC stream", "Xmas live"])
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["FC stream", "Xmas live"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(), "the sync converges")
    }
}

/// The same against Xandikos.
final class XandikosConvergenceSyncTests: ConvergenceSyncTests {
    override func makeServer(_ folder: URL) throws -> CalDAVServer {
        try Xandikos(folder: folder)
    }

    // Declared again: XCTest on Linux runs only the test methods a class declares itself.
    override func testAnItemUploadedThenDeletedOnThePhoneIsDeletedHere() throws {
        try super.testAnItemUploadedThenDeletedOnThePhoneIsDeletedHere()
    }

    override func testChangedHereDeletedOnTheServerIsResolvedEitherWay() throws {
        try super.testChangedHereDeletedOnTheServerIsResolvedEitherWay()
    }
}
