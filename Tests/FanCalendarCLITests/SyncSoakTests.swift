import Foundation
import TestSupport
import XCTest

/// Fifty syncs that converge (issue 28): fancal here, a second fancal (another device) and python
/// `caldav` (the phone) edit, add and delete on one calendar in turns, with a weekly series among
/// the items and a conflict now and then resolved by `--prefer`; at the end both stores and the
/// server hold the same items, record by record, none twice and no edit lost. Against Radicale
/// here and Xandikos in the subclass.
class SyncSoakTests: CalDAVServerTestCase {
    struct Entry: Equatable, CustomStringConvertible {
        var uid: String
        var date: String
        var title: String
        var amount: Int

        var description: String { "\(date) \(title) \(amount) \(uid)" }
    }

    func entries(_ store: Fancal) throws -> [Entry] {
        let list = store.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        return records.map {
            Entry(uid: $0["uid"] as! String, date: $0["date"] as! String, title: $0["title"] as! String,
                  amount: ($0["amount_minor"] as! NSNumber).intValue)
        }.sorted { ($0.uid, $0.date) < ($1.uid, $1.date) }
    }

    /// The id of `uid`'s record on `date` (its only record when nil) in `store`.
    func id(_ store: Fancal, _ uid: String, on date: String? = nil) throws -> String {
        let list = store.succeed(["list", "--format", "json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let row = try XCTUnwrap(rows.first { $0["uid"] as? String == uid && (date == nil || $0["date"] as? String == date) }, uid)
        return "\(row["id"]!)"
    }

    func sync(_ store: Fancal, _ extra: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        let result = store.run(["sync"] + extra)
        XCTAssertEqual(result.exitCode, 0, "sync \(extra): \(result.stdout) \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stdout.hasPrefix("synced with \(server.calendarURL): "), result.stdout, file: file, line: line)
        XCTAssertTrue(result.stdout.hasSuffix(" 0 conflict(s)\n"), result.stdout, file: file, line: line)
        syncs += 1
    }

    var syncs = 0

    func testFiftySyncsOnThreeClientsConverge() throws {
        let second = Fancal()
        try Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8).write(to: second.directory.appendingPathComponent(".netrc"))
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29", "-a", "500"])
        for (day, title) in [("2026-12-05", "Goods"), ("2026-12-12", "Album"), ("2026-12-19", "Live"), ("2026-12-24", "Xmas")] {
            fancal.succeed(["add", day, title, "-a", "1000"])
        }
        fancal.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        fancal.succeed(["sync", "--yes"])
        second.succeed(["sync", "setup", server.setupURL, "--user", "alice"])
        second.succeed(["sync", "--yes"])
        syncs = 2
        // What every item's title and amounts must end as: the last edit made to it, whoever made it.
        var expected = Dictionary(uniqueKeysWithValues: try entries(fancal).map { ($0.uid + $0.date, $0) })
        let series = try XCTUnwrap(expected.values.first { $0.title == "FC stream" }?.uid)
        let singles = { expected.values.filter { $0.uid != series }.map(\.uid).sorted() }

        var round = 0
        while syncs < 50 {
            let items = singles()
            // Three different items a round, so that no one edits what another changed since its last sync.
            let (mine, phones, seconds) = (items[(3 * round) % items.count], items[(3 * round + 1) % items.count],
                                           items[(3 * round + 2) % items.count])
            let key = { (uid: String) in uid + expected.values.first { $0.uid == uid }!.date }

            fancal.succeed(["edit", try id(fancal, mine), "--title", "here \(round)", "--amount", "\(100 + round)"])
            expected[key(mine)]!.title = "here \(round)"
            expected[key(mine)]!.amount = 100 + round
            if round % 4 == 0 {
                // One occurrence of the series: an override travels inside the series' item.
                let day = ["2026-12-08", "2026-12-15", "2026-12-22"][round / 4 % 3]
                fancal.succeed(["edit", try id(fancal, series, on: day), "--amount", "\(700 + round)"])
                expected[series + day]!.amount = 700 + round
            }
            sync(fancal)

            _ = try PythonClient.caldav(server.calendarURL, ["edit", phones, "phone \(round)"])
            expected[key(phones)]!.title = "phone \(round)"
            if round % 5 == 2 {
                let uid = "phone-\(round)@example.com"
                _ = try PythonClient.caldav(server.calendarURL, ["add", uid, "2026-12-2\(round % 8)", "Phone added \(round)", "1200"])
                expected[uid + "2026-12-2\(round % 8)"] = Entry(uid: uid, date: "2026-12-2\(round % 8)", title: "Phone added \(round)", amount: 1200)
            }
            if round % 7 == 6 {
                let gone = items.first { $0 != mine && $0 != phones && $0 != seconds }!
                _ = try PythonClient.caldav(server.calendarURL, ["delete", gone])
                expected[key(gone)] = nil
            }

            second.succeed(["edit", try id(second, seconds), "--title", "second \(round)"])
            expected[key(seconds)]!.title = "second \(round)"
            if round % 6 == 3 {
                second.succeed(["add", "2026-12-30", "Second added \(round)", "-a", "800"])
            }
            sync(second)
            if round % 6 == 3 {
                let added = try XCTUnwrap(entries(second).first { $0.title == "Second added \(round)" })
                expected[added.uid + added.date] = added
            }

            if round % 5 == 4 {
                // A conflict: this device and the phone change the same item between syncs. It is
                // listed by record and resolved by --prefer; the phone's version wins.
                let both = items[(3 * round + 3) % items.count] == mine ? items[0] : items[(3 * round + 3) % items.count]
                sync(fancal)
                fancal.succeed(["edit", try id(fancal, both), "--title", "clash here \(round)"])
                _ = try PythonClient.caldav(server.calendarURL, ["edit", both, "clash phone \(round)"])
                let clash = fancal.run(["sync"])
                XCTAssertEqual(clash.exitCode, 1, clash.stdout)
                XCTAssertTrue(clash.stdout.contains("\"clash here \(round)\""), clash.stdout)
                syncs += 1
                let status = fancal.succeed(["sync", "status"])
                XCTAssertTrue(status.contains("conflict: #\(try id(fancal, both)) \"clash here \(round)\""), status)
                XCTAssertTrue(status.contains("title: here \"clash here \(round)\", server \"clash phone \(round)\""), status)
                sync(fancal, ["--prefer", "remote"])
                XCTAssertFalse(fancal.succeed(["sync", "status"]).contains("conflict"), "resolved conflicts are no longer listed")
                expected[key(both)]!.title = "clash phone \(round)"
            }
            sync(fancal)
            round += 1
        }
        // Everyone catches up.
        sync(second)
        sync(fancal)

        let want = expected.values.sorted { ($0.uid, $0.date) < ($1.uid, $1.date) }
        let here = try entries(fancal)
        XCTAssertEqual(here, want, "fancal holds every edit, once")
        XCTAssertEqual(try entries(second), want, "the second device holds the same records")
        let onPhone = try PythonClient.events(server.calendarURL)
        XCTAssertEqual(onPhone.count, Set(want.map(\.uid)).count, "one server item per item: no duplicates")
        for event in onPhone where event.uid != series {
            let record = try XCTUnwrap(want.first { $0.uid == event.uid }, event.uid)
            XCTAssertEqual(event.summary, record.title)
        }
        XCTAssertGreaterThanOrEqual(syncs, 50)
        XCTAssertTrue(fancal.succeed(["sync"]).hasSuffix("0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n"))
    }
}

/// The same against Xandikos.
final class XandikosSyncSoakTests: SyncSoakTests {
    override func makeServer(_ folder: URL) throws -> CalDAVServer {
        try Xandikos(folder: folder)
    }

    // Declared again: XCTest on Linux runs only the test methods a class declares itself.
    override func testFiftySyncsOnThreeClientsConverge() throws {
        try super.testFiftySyncsOnThreeClientsConverge()
    }
}

/// `sync setup --calendar` names a calendar as the user reads it: its display name, its path
/// segment with spaces (not percent-encoded), or its URL; a name that matches none lists the
/// calendars there are.
final class SyncCalendarChoiceTests: XCTestCase {
    func testACalendarIsChosenByNamePathWithSpacesOrURL() throws {
        let fancal = Fancal()
        let radicale = try Radicale(folder: fancal.directory.appendingPathComponent("server"))
        defer { radicale.stop() }
        try radicale.makeCalendar()
        let tour = "\(radicale.url)/alice/Fan%20Cal%202027/"
        let made = try PythonClient.run([
            "-c",
            """
            import urllib.request, base64
            body = b'<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>Tour 2027</D:displayname></D:prop></D:set></C:mkcalendar>'
            request = urllib.request.Request("\(tour)", data=body, method="MKCALENDAR")
            request.add_header("Authorization", "Basic " + base64.b64encode(b"alice:secret").decode())
            print(urllib.request.urlopen(request).status)
            """,
        ])
        XCTAssertEqual(made, "201\n")
        try Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8).write(to: fancal.directory.appendingPathComponent(".netrc"))
        let home = radicale.url + "/"

        fancal.fail(["sync", "setup", home, "--user", "alice"], exitCode: 1,
                    message: "several calendars found (\"Tour 2027\" (Fan Cal 2027), \"alice/fancal\" (fancal)); choose one with --calendar NAME")
        for name in ["Fan Cal 2027", "Tour 2027", " tour 2027 ", tour, String(tour.dropLast())] {
            XCTAssertEqual(
                fancal.succeed(["sync", "setup", home, "--user", "alice", "--calendar", name]),
                "calendar Tour 2027 at \(tour); `fancal sync` shows what a first sync would do\n", name)
        }
        // Radicale names a calendar without a display name by its path.
        XCTAssertEqual(
            fancal.succeed(["sync", "setup", home, "--user", "alice", "--calendar", "fancal"]),
            "calendar alice/fancal at \(radicale.calendarURL); `fancal sync` shows what a first sync would do\n")
        fancal.fail(["sync", "setup", home, "--user", "alice", "--calendar", "Fan Cal"], exitCode: 1,
                    message: "no calendar \"Fan Cal\" here (found: \"Tour 2027\" (Fan Cal 2027), \"alice/fancal\" (fancal)); give --calendar one of these names or the calendar's URL")
        fancal.fail(["sync", "setup", home, "--user", "alice", "--calendar", "http://calendar.example/alice/cal/"], exitCode: 2,
                    message: "http://calendar.example/alice/cal/ is not on \(radicale.url)")
        XCTAssertTrue(fancal.succeed(["sync", "status"]).hasPrefix("\(radicale.calendarURL) (user alice)"), "a refused setup changes nothing")
    }
}
