import Foundation
import TestSupport
import XCTest

/// Calendar objects kept whole through a real server: a store holding fancal's `--repeat`
/// series, a phone's series with an override and an EXDATE, an endless series, an edited
/// occurrence and a `--charged` record syncs without a refusal, and python `caldav` (the phone)
/// reads back masters, overrides and foreign properties unchanged. Against Radicale here, and
/// Xandikos in the subclass.
class SeriesSyncTests: CalDAVServerTestCase {
    struct Item: Decodable {
        var uid: String
        var masters: Int
        var rrule: String?
        var exdates: [String]
        var overrides: [[String]]
        var alarms: Int
        var lines: [String]
    }

    func phone() throws -> [String: Item] {
        let items = try JSONDecoder().decode(
            [Item].self, from: Data(PythonClient.caldav(server.calendarURL, ["objects"]).utf8))
        return Dictionary(uniqueKeysWithValues: items.map { ($0.uid, $0) })
    }

    /// The id of the record with this title on this day.
    func id(_ title: String, on day: String) throws -> String {
        let list = fancal.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let record = try XCTUnwrap(records.first { $0["title"] as? String == title && $0["date"] as? String == day })
        return "\(record["id"]!)"
    }

    func synced(_ uploaded: Int, new: Int, downloaded: Int = 0, downloadedNew: Int = 0) -> String {
        "synced with \(server.calendarURL): \(uploaded) uploaded (\(new) new), \(downloaded) downloaded (\(downloadedNew) new), "
            + "0 deleted here, 0 deleted on the server, 0 conflict(s)\n"
    }

    func testSeriesAndForeignPropertiesTravelWhole() throws {
        let fixture = SharedMaterial.projectRoot.appendingPathComponent("Tests/FanCalendarICSTests/Fixtures/phone-apple.ics")
        fancal.succeed(["import", fixture.path])
        fancal.succeed(["add", "2026-12-24", "FC renewal", "--amount", "500", "--repeat", "monthly", "--count", "3"])
        fancal.succeed(["add", "2026-12-05", "Seoul goods", "-c", "goods", "--amount", "49.90", "--currency", "USD", "--charged", "7500"])
        fancal.succeed(["edit", try id("Fan club stream", on: "2026-11-02"), "--amount", "3000", "-c", "streaming"])
        fancal.succeed(["edit", try id("FC renewal", on: "2027-01-24"), "--amount", "600"])
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), synced(6, new: 6))

        let items = try phone()
        XCTAssertEqual(items.count, 6)
        XCTAssertTrue(items.values.allSatisfy { $0.masters == 1 }, "every object has its master: \(items)")
        let stream = try XCTUnwrap(items["series-1@example.com"])
        XCTAssertEqual(stream.rrule, "FREQ=WEEKLY;COUNT=6")
        XCTAssertEqual(stream.exdates, ["2026-10-12T20:00:00+09:00"])
        XCTAssertEqual(stream.overrides, [["2026-10-19T20:00:00+09:00", ""], ["2026-11-02T20:00:00+09:00", "3000"]])
        XCTAssertEqual(stream.alarms, 2, "the master's alarm, and its copy in the new override")
        XCTAssertEqual(items["endless-1@example.com"]?.rrule, "FREQ=WEEKLY", "an endless series stays endless")
        let concert = try XCTUnwrap(items["apple-1@example.com"])
        XCTAssertEqual(concert.alarms, 1)
        for line in [
            "ATTENDEE;CN=Aoi;PARTSTAT=ACCEPTED;ROLE=REQ-PARTICIPANT:mailto:aoi@example.com",
            "ATTENDEE;CN=Mei;PARTSTAT=NEEDS-ACTION:mailto:mei@example.com", "COLOR:hotpink",
            "ORGANIZER;CN=Mina:mailto:mina@example.com", "URL:https://tickets.example.com/ateez",
            "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
        ] {
            XCTAssertTrue(concert.lines.contains(line), "\(line) in \(concert.lines)")
        }
        XCTAssertTrue(concert.lines.contains { $0.hasPrefix("X-UNKNOWN-THING;") && $0.hasSuffix(":value here") }, "\(concert.lines)")
        let renewal = try XCTUnwrap(items.values.first { $0.rrule == "FREQ=MONTHLY;COUNT=3" }, "fancal's series as one VEVENT")
        XCTAssertEqual(renewal.overrides.map { $0[1] }, ["600"])
        let goods = try XCTUnwrap(items.values.first { $0.lines.contains("X-FANCAL-CHARGED:7500") })
        XCTAssertTrue(goods.lines.contains("X-FANCAL-CHARGED-CURRENCY:JPY"), "\(goods.lines)")

        // Nothing changed: nothing travels.
        XCTAssertEqual(fancal.succeed(["sync"]), synced(0, new: 0))

        // The phone adds a series with a guest and an alarm; fancal sets an amount on one show.
        let phoneSeries = fancal.directory.appendingPathComponent("phone-series.ics")
        try """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Apple Inc.//iPhone OS 18.1//EN\r
            BEGIN:VEVENT\r
            UID:phone-tour@example.com\r
            DTSTAMP:20261120T000000Z\r
            DTSTART;TZID=Asia/Tokyo:20261205T180000\r
            DTEND;TZID=Asia/Tokyo:20261205T210000\r
            RRULE:FREQ=DAILY;COUNT=3\r
            SUMMARY:Dome tour\r
            ATTENDEE;CN=Mei;PARTSTAT=ACCEPTED:mailto:mei@example.com\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            DESCRIPTION:Dome tour\r
            TRIGGER:-PT1H\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(to: phoneSeries, atomically: false, encoding: .utf8)
        _ = try PythonClient.caldav(server.calendarURL, ["put", phoneSeries.path])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(0, new: 0, downloaded: 1, downloadedNew: 1))
        fancal.succeed(["edit", try id("Dome tour", on: "2026-12-06"), "--amount", "12000", "-c", "live"])
        XCTAssertEqual(fancal.succeed(["sync"]), synced(1, new: 0))
        let tour = try XCTUnwrap(try phone()["phone-tour@example.com"])
        XCTAssertEqual(tour.masters, 1)
        XCTAssertEqual(tour.rrule, "FREQ=DAILY;COUNT=3")
        XCTAssertEqual(tour.overrides, [["2026-12-06T18:00:00+09:00", "12000"]])
        XCTAssertEqual(tour.alarms, 2)
        XCTAssertTrue(tour.lines.contains("ATTENDEE;CN=Mei;PARTSTAT=ACCEPTED:mailto:mei@example.com"), "\(tour.lines)")
        XCTAssertEqual(fancal.succeed(["sync"]), synced(0, new: 0), "the sync converges")

        // What went out comes back the same into a second device's fancal.
        let second = Fancal()
        try Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8).write(to: second.directory.appendingPathComponent(".netrc"))
        second.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        second.succeed(["sync", "--yes"])
        func withoutIDs(_ csv: String) -> [String] {
            csv.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst().joined(separator: ",") }.sorted()
        }
        let here = withoutIDs(fancal.succeed(["list", "--format", "csv"]))
        let there = withoutIDs(second.succeed(["list", "--format", "csv"]))
        XCTAssertEqual(here.count, there.count)
        XCTAssertEqual(Set(here).subtracting(there), [], "records the second device lacks")
        XCTAssertEqual(Set(there).subtracting(here), [], "records only the second device has")
        XCTAssertEqual(
            second.succeed(["summary", "--year", "2026"]), fancal.succeed(["summary", "--year", "2026"]),
            "the charged amount travels: the converted totals agree")
    }
}

/// The same against Xandikos.
final class XandikosSeriesSyncTests: SeriesSyncTests {
    override func makeServer(_ folder: URL) throws -> CalDAVServer {
        try Xandikos(folder: folder)
    }

    // Declared again: XCTest on Linux runs only the test methods a class declares itself.
    override func testSeriesAndForeignPropertiesTravelWhole() throws {
        try super.testSeriesAndForeignPropertiesTravelWhole()
    }
}
