import Foundation
import TestSupport
import XCTest

/// `fancal sync` against a real CalDAV server (Radicale, started per test on a free port with a
/// throwaway folder), with python `caldav` as the phone: the second client that reads what
/// fancal wrote and writes what fancal must read.
final class SyncCommandsTests: XCTestCase {
    var fancal: Fancal!
    var radicale: Radicale!

    override func setUpWithError() throws {
        fancal = Fancal()
        radicale = try Radicale(folder: fancal.directory.appendingPathComponent("radicale"))
        guard NetworkServers.pythonHas("caldav") else {
            throw XCTSkip("python caldav is not installed (python3 -m pip install caldav, or make deps-test)")
        }
        try radicale.makeCalendar()
    }

    override func tearDown() {
        radicale?.stop()
    }

    var calendar: String { radicale.calendarURL }

    /// Sets up the account with the password from ~/.netrc and does the first sync.
    func setUpAndSync(url: String? = nil, environment: [String: String] = [:]) {
        try! Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8)
            .write(to: fancal.directory.appendingPathComponent(".netrc"))
        let setup = fancal.succeed(["sync", "setup", url ?? radicale.url + "/", "--user", "alice"])
        XCTAssertTrue(setup.hasSuffix("fancal/; `fancal sync` shows what a first sync would do\n"), setup)
        fancal.succeed(["sync", "--yes"], environment: environment)
    }

    func phone() throws -> [PythonClient.Event] { try PythonClient.events(calendar) }

    func titles() -> [String] {
        fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).dropFirst().map {
            String($0.split(separator: ",", omittingEmptySubsequences: false)[7])
        }.sorted()
    }

    func id(of title: String) -> String {
        let line = fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).first { $0.contains(",\(title),") }!
        return String(line.split(separator: ",")[0])
    }

    func testFirstSyncIsADryRunThenGoesBothWays() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live", "--category", "live", "--amount", "12000", "--artist", "SVT", "--venue", "Dome"])
        fancal.succeed(["add", "2026-12-25", "Photo cards", "--category", "goods", "--amount", "49.90", "--currency", "USD"])
        _ = try PythonClient.caldav(calendar, ["add", "phone-1", "2026-12-20", "Lightstick", "4500"])
        try Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8).write(to: fancal.directory.appendingPathComponent(".netrc"))
        fancal.succeed(["sync", "setup", radicale.url + "/", "--user", "alice"])

        XCTAssertEqual(fancal.succeed(["sync"]), """
            dry run with \(calendar): would upload 2 (2 new), download 1 (1 new), delete 0 here and 0 on the server; 0 conflict(s); nothing was changed
            this is the first sync with this calendar: if the above is right, run `fancal sync --yes`

            """)
        XCTAssertEqual(titles(), ["Photo cards", "Xmas live"])
        XCTAssertEqual(try phone().count, 1)

        XCTAssertEqual(
            fancal.succeed(["sync", "--yes"]),
            "synced with \(calendar): 2 uploaded (2 new), 1 downloaded (1 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        // The phone sees fancal's events with their X-FANCAL-* properties; fancal has the phone's.
        let events = try phone()
        XCTAssertEqual(events.map(\.summary).sorted(), ["Lightstick", "Photo cards", "Xmas live"])
        let live = try XCTUnwrap(events.first { $0.summary == "Xmas live" })
        XCTAssertEqual(live.amount, "12000")
        XCTAssertEqual(live.category, "live")
        XCTAssertEqual(live.location, "Dome")
        XCTAssertEqual(events.first { $0.summary == "Photo cards" }?.amount, "49.90")
        XCTAssertEqual(titles(), ["Lightstick", "Photo cards", "Xmas live"])
        XCTAssertTrue(fancal.succeed(["list", "--format", "csv"]).contains("Lightstick,goods,,,,,4500"))

        // Nothing changed: nothing travels, nothing is re-uploaded.
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(calendar): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertTrue(fancal.succeed(["sync", "status"]).contains(": 3 items in sync, last sync 20"))
    }

    func testEditsOnEachSideThenAConflictResolvedOnlyByPrefer() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live", "--amount", "12000"])
        fancal.succeed(["add", "2026-12-26", "Fan meeting", "--amount", "8000"])
        setUpAndSync()
        let uid = try XCTUnwrap(phone().first { $0.summary == "Fan meeting" }?.uid)

        fancal.succeed(["edit", id(of: "Xmas live"), "--venue", "Tokyo Dome"])
        _ = try PythonClient.caldav(calendar, ["edit", uid, "Fan meeting (moved)"])
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(calendar): 1 uploaded (0 new), 1 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(try phone().first { $0.summary == "Xmas live" }?.location, "Tokyo Dome")
        XCTAssertEqual(titles(), ["Fan meeting (moved)", "Xmas live"])

        // Both sides change one event: a conflict, shown with its differences, left alone.
        fancal.succeed(["edit", id(of: "Fan meeting (moved)"), "--title", "Fan meeting (here)"])
        _ = try PythonClient.caldav(calendar, ["edit", uid, "Fan meeting (phone)"])
        let result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, """
            synced with \(calendar): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 1 conflict(s)
            conflict: #\(id(of: "Fan meeting (here)")) "Fan meeting (here)" (\(uid)): title: here "Fan meeting (here)", server "Fan meeting (phone)"

            """)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: 1 conflict(s) and 0 item(s)"), result.stderr)
        XCTAssertEqual(titles(), ["Fan meeting (here)", "Xmas live"])
        XCTAssertTrue(try phone().contains { $0.summary == "Fan meeting (phone)" })

        XCTAssertEqual(
            fancal.succeed(["sync", "--prefer", "remote"]),
            "synced with \(calendar): 0 uploaded (0 new), 1 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(titles(), ["Fan meeting (phone)", "Xmas live"])
        fancal.fail(["sync", "--prefer", "mine"], exitCode: 2, message: "--prefer: 'mine' is neither local nor remote")
    }

    func testDeletionsTravelAndTheMassDeleteGuardStops() throws {
        for day in 1...6 { fancal.succeed(["add", "2026-12-0\(day)", "Day \(day)"]) }
        setUpAndSync()
        XCTAssertEqual(try phone().count, 6)

        fancal.succeed(["delete", id(of: "Day 1")])
        _ = try PythonClient.caldav(calendar, ["delete", try XCTUnwrap(phone().first { $0.summary == "Day 2" }?.uid)])
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(calendar): 0 uploaded (0 new), 0 downloaded (0 new), 1 deleted here, 1 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["Day 3", "Day 4", "Day 5", "Day 6"])
        XCTAssertEqual(titles(), ["Day 3", "Day 4", "Day 5", "Day 6"])

        // A wiped store must not wipe the server.
        fancal.succeed(["delete", "--yes", id(of: "Day 3"), id(of: "Day 4"), id(of: "Day 5")])
        fancal.fail(["sync"], exitCode: 1, message: "this sync would delete 0 here and 3 on the server of the 4 event(s) synced before; nothing was changed")
        XCTAssertEqual(try phone().count, 4)
        XCTAssertTrue(fancal.succeed(["sync", "--dry-run", "--allow-mass-delete"]).contains("delete 0 here and 3 on the server"))
        XCTAssertEqual(try phone().count, 4)
        fancal.succeed(["sync", "--allow-mass-delete"])
        XCTAssertEqual(try phone().map(\.summary), ["Day 6"])
    }

    /// A server that lost every item, while two records were added here: the guard counts
    /// against the two items synced before, not against everything there is now.
    func testAServerThatLostEveryItemCannotWipeTheStoreBehindNewRecords() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        setUpAndSync()
        let collection = radicale.folder.appendingPathComponent("storage/collection-root/alice/fancal")
        for file in try FileManager.default.contentsOfDirectory(atPath: collection.path) where file.hasSuffix(".ics") {
            try FileManager.default.removeItem(at: collection.appendingPathComponent(file))
        }
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        fancal.succeed(["add", "2026-12-26", "Fan meeting"])
        let before = try sqlite3(fancal.databasePath, "SELECT * FROM sync_items; SELECT * FROM records;")

        fancal.fail(
            ["sync"], exitCode: 1,
            message: "this sync would delete 2 here and 0 on the server of the 2 event(s) synced before; nothing was changed — if that is right, run `fancal sync --allow-mass-delete`")
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT * FROM sync_items; SELECT * FROM records;"), before)
        XCTAssertEqual(try phone().count, 0)
        XCTAssertEqual(titles(), ["FC stream", "FC stream", "FC stream", "FC stream", "FC stream", "Fan meeting", "Photo cards", "Xmas live"])

        XCTAssertEqual(
            fancal.succeed(["sync", "--allow-mass-delete"]),
            "synced with \(calendar): 2 uploaded (2 new), 0 downloaded (0 new), 2 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(titles(), ["Fan meeting", "Photo cards"])
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["Fan meeting", "Photo cards"])
    }

    /// The server copy changes between the listing and the write: the write gets 412, the
    /// server's version is fetched and reported, never overwritten.
    func testAWriteRacingAServerChangeNeverOverwrites() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("proxy.mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        setUpAndSync(url: proxy.url + "/")

        fancal.succeed(["edit", "1", "--venue", "Dome"])
        try Data("race".utf8).write(to: mode)
        let result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stdout.contains("conflict: #1 \"Xmas live\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("changed on the server during this sync, not overwritten"), result.stdout)
        XCTAssertTrue(result.stdout.contains("server \"Changed on the phone: Xmas live\""), result.stdout)
        XCTAssertTrue(try String(contentsOf: log, encoding: .utf8).contains("PUT /alice/fancal/"))
        XCTAssertTrue(try String(contentsOf: log, encoding: .utf8).contains(" 412 "))
        XCTAssertEqual(try phone().map(\.summary), ["Changed on the phone: Xmas live"])
        XCTAssertEqual(try phone().first?.location, nil)

        // The next sync sees both changes as the conflict they are; --prefer local settles it.
        try Data("normal".utf8).write(to: mode)
        XCTAssertEqual(fancal.run(["sync"]).exitCode, 1)
        fancal.succeed(["sync", "--prefer", "local"])
        XCTAssertEqual(try phone().first?.location, "Dome")
        XCTAssertEqual(try phone().first?.summary, "Xmas live")
    }

    /// A server that lists items without their ETags (a bug: the items are there): they are
    /// fetched, never taken for deleted, and a change on the phone still comes down.
    func testItemsListedWithoutETagsAreFetchedNeverDeleted() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("proxy.mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        setUpAndSync(url: proxy.url + "/")
        let shown = calendar.replacingOccurrences(of: radicale.url, with: proxy.url)
        let uid = try XCTUnwrap(phone().first { $0.summary == "Xmas live" }?.uid)

        try Data("no-etag".utf8).write(to: mode)
        _ = try PythonClient.caldav(calendar, ["edit", uid, "Xmas live (moved)"])
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(shown): 0 uploaded (0 new), 1 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(titles(), ["FC stream", "FC stream", "FC stream", "FC stream", "FC stream", "Photo cards", "Xmas live (moved)"])

        // A full listing (no token) in which no item has an ETag deletes nothing.
        _ = try sqlite3(fancal.databasePath, "UPDATE sync_account SET sync_token = NULL;")
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(shown): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(titles(), ["FC stream", "FC stream", "FC stream", "FC stream", "FC stream", "Photo cards", "Xmas live (moved)"])
        XCTAssertEqual(try phone().count, 3)

        // Not even the fetch brings an ETag: the item is named as not synced, kept as it was, and
        // listed again by the next sync, which takes the phone's change once the server is mended.
        _ = try PythonClient.caldav(calendar, ["edit", uid, "Xmas live (moved again)"])
        try Data("no-etag-at-all".utf8).write(to: mode)
        let result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, """
            synced with \(shown): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)
            not synced: (\(uid)) /alice/fancal/\(uid).ics: the server listed it but sent it without an ETag; nothing was changed for it

            """)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: 1 item(s) could not be synced and 0 conflict(s) were left"), result.stderr)
        XCTAssertTrue(titles().contains("Xmas live (moved)"))
        try Data("normal".utf8).write(to: mode)
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(shown): 0 uploaded (0 new), 1 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertTrue(titles().contains("Xmas live (moved again)"))
    }

    /// The server refuses one item's PUT (400): that item is named with why, the rest of the
    /// sync is done and kept, exit 1; the next sync tries only that item again.
    func testAnItemTheServerRefusesIsNamedAndTheRestGoesOn() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("proxy.mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        setUpAndSync(url: proxy.url + "/")
        let shown = calendar.replacingOccurrences(of: radicale.url, with: proxy.url)
        let xmas = try XCTUnwrap(phone().first { $0.summary == "Xmas live" }?.uid)

        fancal.succeed(["edit", id(of: "Xmas live"), "--venue", "Dome"])
        fancal.succeed(["edit", id(of: "Photo cards"), "--venue", "Shop"])
        fancal.succeed(["add", "2026-12-31", "Countdown"])
        _ = try PythonClient.caldav(calendar, ["add", "phone-1", "2026-12-20", "Lightstick", "4500"])
        try Data("refuse:Xmas live".utf8).write(to: mode)
        let refusal = "not synced: \"Xmas live\" (\(xmas)) /alice/fancal/\(xmas).ics: the server refused it (HTTP 400)\n"
        let message = "fancal: 1 item(s) could not be synced and 0 conflict(s) were left, as listed above; everything else was synced — `fancal sync` tries them again\n"
        var result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.stdout,
            "synced with \(shown): 2 uploaded (1 new), 1 downloaded (1 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n" + refusal)
        XCTAssertEqual(result.stderr, message)
        let events = try phone()
        XCTAssertEqual(events.map(\.summary).sorted(), ["Countdown", "FC stream", "Lightstick", "Photo cards", "Xmas live"])
        XCTAssertEqual(events.first { $0.summary == "Photo cards" }?.location, "Shop")
        XCTAssertNil(events.first { $0.summary == "Xmas live" }?.location)
        XCTAssertTrue(titles().contains("Lightstick"))

        // Still refused: only that item travels, and only that item is named.
        result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.stdout,
            "synced with \(shown): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n" + refusal)
        XCTAssertEqual(result.stderr, message)
        result = fancal.run(["sync", "--locale", "ja"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(
            result.stdout.hasSuffix("同期できず: \"Xmas live\" (\(xmas)) /alice/fancal/\(xmas).ics: サーバーが拒否しました (HTTP 400)\n"), result.stdout)
        XCTAssertEqual(
            result.stderr,
            "fancal: 1 件を同期できず、競合 0 件が残りました (上の一覧のとおり)。ほかはすべて同期しました。`fancal sync` でもう一度試します\n")
        result = fancal.run(["sync", "--locale", "de"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(
            result.stdout.hasSuffix("nicht synchronisiert: \"Xmas live\" (\(xmas)) /alice/fancal/\(xmas).ics: der Server lehnte es ab (HTTP 400)\n"),
            result.stdout)
        XCTAssertEqual(
            result.stderr,
            "fancal: 1 Einträge ließen sich nicht synchronisieren und 0 Konflikt(e) blieben, wie oben aufgeführt; alles andere wurde synchronisiert — `fancal sync` versucht sie erneut\n")

        try Data("normal".utf8).write(to: mode)
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(shown): 1 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(try phone().first { $0.summary == "Xmas live" }?.location, "Dome")
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(shown): 0 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
    }

    /// The user edits a record while a sync is writing to the server, after it planned to take
    /// the phone's version of that record: the edit stays, the item is reported as a conflict,
    /// and the next sync resolves it as any conflict.
    func testAnEditMadeDuringASyncIsNeverOverwritten() throws {
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        fancal.succeed(["add", "2026-12-25", "Photo cards"])
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("proxy.mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        setUpAndSync(url: proxy.url + "/")
        let shown = calendar.replacingOccurrences(of: radicale.url, with: proxy.url)
        let xmas = try XCTUnwrap(phone().first { $0.summary == "Xmas live" }?.uid)

        // The sync will upload Photo cards and take the phone's Xmas live; it is held at its PUT.
        fancal.succeed(["edit", id(of: "Photo cards"), "--venue", "Shop"])
        _ = try PythonClient.caldav(calendar, ["edit", xmas, "Xmas live (phone)"])
        try Data("hold-put".utf8).write(to: mode)
        let sync = Process()
        sync.executableURL = Fancal.executable
        sync.arguments = ["sync"]
        sync.environment = fancal.environment
        let output = Pipe()
        let errors = Pipe()
        sync.standardOutput = output
        sync.standardError = errors
        try sync.run()
        let held = URL(fileURLWithPath: mode.path + ".held")
        for _ in 0..<600 where !FileManager.default.fileExists(atPath: held.path) { usleep(50_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: held.path), "the sync reached its PUT")
        fancal.succeed(["edit", id(of: "Xmas live"), "--venue", "Arena"])
        try Data().write(to: URL(fileURLWithPath: mode.path + ".go"))
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        sync.waitUntilExit()

        XCTAssertEqual(sync.terminationStatus, 1)
        XCTAssertEqual(stdout, """
            synced with \(shown): 1 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 1 conflict(s)
            conflict: #\(id(of: "Xmas live")) "Xmas live (phone)" (\(xmas)): changed here during this sync, the server's version not taken

            """)
        XCTAssertTrue(stderr.hasPrefix("fancal: 0 conflict(s) and 1 item(s) changed during the sync were left as they are"), stderr)
        let line = fancal.succeed(["list", "--format", "csv"]).split(separator: "\n").first { $0.contains(",Xmas live,") }
        XCTAssertTrue(line?.contains(",Arena,") ?? false, "the edit stays: \(String(describing: line))")
        XCTAssertEqual(try phone().first { $0.summary == "Photo cards" }?.location, "Shop")

        try Data("normal".utf8).write(to: mode)
        let next = fancal.run(["sync"])
        XCTAssertEqual(next.exitCode, 1)
        XCTAssertTrue(next.stdout.contains("conflict: #\(id(of: "Xmas live")) \"Xmas live\" (\(xmas)): title: here \"Xmas live\", server \"Xmas live (phone)\""), next.stdout)
        XCTAssertEqual(
            fancal.succeed(["sync", "--prefer", "local"]),
            "synced with \(shown): 1 uploaded (0 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(try phone().first { $0.uid == xmas }?.location, "Arena")
        XCTAssertEqual(try phone().first { $0.uid == xmas }?.summary, "Xmas live")
    }

    /// The server goes away after the first write of a sync: exit 1, the store unchanged; once
    /// it is back, the next sync finishes without duplicates.
    func testAServerLostMidSyncLeavesTheStoreAndRecovers() throws {
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("proxy.mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        setUpAndSync(url: proxy.url + "/")
        for day in 1...3 { fancal.succeed(["add", "2026-12-0\(day)", "Day \(day)"]) }
        let before = try Data(contentsOf: URL(fileURLWithPath: fancal.databasePath))

        try Data("down-after-put".utf8).write(to: mode)
        let result = fancal.run(["sync"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("the connection was refused or closed"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("nothing was changed\n"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: fancal.databasePath)), before)
        XCTAssertTrue(fancal.succeed(["sync", "status"]).contains("0 items in sync"))

        radicale.stop()
        try radicale.start()
        try Data("normal".utf8).write(to: mode)
        XCTAssertEqual(
            fancal.succeed(["sync"]),
            "synced with \(calendar.replacingOccurrences(of: radicale.url, with: proxy.url)): 2 uploaded (2 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n")
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["Day 1", "Day 2", "Day 3"])
        XCTAssertEqual(titles(), ["Day 1", "Day 2", "Day 3"])
    }

    /// Discovery through /.well-known/caldav, whose redirect libcurl writes with the
    /// credentials in it: they must reach neither the terminal nor the database.
    func testDiscoveryByWellKnownKeepsThePasswordOut() throws {
        // The command prints the password without containing it, so the stored command is no match.
        let setup = fancal.succeed([
            "sync", "setup", radicale.url + "/alice/not-a-calendar/", "--user", "alice", "--password-command", "printf sec; echo ret",
        ])
        XCTAssertTrue(setup.hasSuffix(" at \(calendar); `fancal sync` shows what a first sync would do\n"), setup)
        XCTAssertFalse(setup.contains("secret"))
        XCTAssertFalse(try sqlite3(fancal.databasePath, ".dump").contains("secret"))
        fancal.succeed(["sync", "--yes"])
        XCTAssertFalse(try sqlite3(fancal.databasePath, ".dump").contains("secret"))
    }

    func testAWrongPasswordIsRefusedAndNeverShown() throws {
        fancal.fail(
            ["sync", "setup", radicale.url + "/", "--user", "alice", "--password-command", "echo hunter2"], exitCode: 1,
            message: "401 Unauthorized; check --user and the password (--password-command or ~/.netrc); nothing was changed")
        let result = fancal.run(["sync", "setup", radicale.url + "/", "--user", "alice", "--password-command", "echo hunter2"])
        XCTAssertFalse(result.stderr.contains("hunter2"))
        fancal.fail(["sync"], exitCode: 1, message: "no CalDAV calendar is set up; run `fancal sync setup URL --user USER` first")
        fancal.fail(
            ["sync", "setup", radicale.url + "/", "--user", "alice", "--password-command", "exit 3"], exitCode: 1,
            message: "the password command (exit 3) failed with exit code 3")

        fancal.succeed(["sync", "setup", radicale.url + "/", "--user", "alice", "--password-command", "echo secret"])
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT count(*) FROM sync_account WHERE password_command = 'echo secret';"), "1\n")
        let dump = try sqlite3(fancal.databasePath, ".dump")
        XCTAssertFalse(dump.contains("'secret'"), "the password itself must never be stored")
    }

    func testAnItemThatIsNotAnEventIsLeftAlone() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        let todo = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:todo-1\r\nSUMMARY:Buy \u{1B}[31mlightstick\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        try Data(todo.utf8).write(to: radicale.folder.appendingPathComponent("storage/collection-root/alice/fancal/todo-1.ics"))
        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", "echo secret"])
        XCTAssertEqual(fancal.succeed(["sync", "--yes"]), """
            synced with \(calendar): 1 uploaded (1 new), 0 downloaded (0 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)
            left alone (not an event fancal can read): /alice/fancal/todo-1.ics

            """)
        fancal.succeed(["sync"])
        XCTAssertEqual(titles(), ["Xmas live"])
        XCTAssertEqual(try phone().map(\.summary), ["Xmas live"])
    }

    /// A phone's hourly rule would be 10,000 records here: that one item is refused by name and
    /// kept out of the sync on both sides; the weekly series beside it comes down.
    func testASeriesTooLargeForOneItemIsRefusedByNameAndTheRestSyncs() throws {
        let folder = radicale.folder.appendingPathComponent("storage/collection-root/alice/fancal")
        for (uid, rule, title) in [("hourly-1", "FREQ=HOURLY", "Hourly ping"), ("weekly-1", "FREQ=WEEKLY;COUNT=4", "FC stream")] {
            let item = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261201T100000Z\r\nDURATION:PT30M\r\nRRULE:\(rule)\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            try Data(item.utf8).write(to: folder.appendingPathComponent("\(uid).ics"))
        }
        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", "echo secret"])
        let refusal = "not synced: \"Hourly ping\" (hourly-1) /alice/fancal/hourly-1.ics: its series would be 10000 records here, more than the 5000 one item may be; left out of the sync\n"
        for round in 1...2 {
            let result = fancal.run(round == 1 ? ["sync", "--yes"] : ["sync"])
            XCTAssertEqual(result.exitCode, 1, "round \(round)")
            XCTAssertEqual(
                result.stdout,
                "synced with \(calendar): 0 uploaded (0 new), \(round == 1 ? 1 : 0) downloaded (\(round == 1 ? 1 : 0) new), 0 deleted here, 0 deleted on the server, 0 conflict(s)\n"
                    + refusal, "round \(round)")
            XCTAssertTrue(result.stderr.hasPrefix("fancal: 1 item(s) could not be synced"), result.stderr)
        }
        XCTAssertEqual(titles(), ["FC stream", "FC stream", "FC stream", "FC stream"])
        XCTAssertEqual(try phone().map(\.summary).sorted(), ["FC stream", "Hourly ping"], "the refused item stays on the server")
    }

    func testACalendarGoneFromTheServerIsA404AndChangesNothing() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live"])
        setUpAndSync()
        try FileManager.default.removeItem(at: radicale.folder.appendingPathComponent("storage/collection-root/alice/fancal"))
        let before = try sqlite3(fancal.databasePath, "SELECT * FROM sync_items; SELECT * FROM records;")
        fancal.fail(["sync"], exitCode: 1, message: "\(calendar): 404 Not Found; check the URL; nothing was changed")
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT * FROM sync_items; SELECT * FROM records;"), before)
    }

    /// Failures of the server itself: each a `fancal:` line naming the URL, exit 1.
    func testBrokenServersFailWithTheirURL() throws {
        let feeds = try ScriptServer("feed_server.py", arguments: [fancal.directory.path])
        defer { feeds.stop() }
        let arguments = ["--user", "alice", "--password-command", "echo secret"]
        fancal.fail(["sync", "setup", "\(feeds.url)/dav/notxml/"] + arguments, exitCode: 1,
                    message: "\(feeds.url)/dav/notxml/: not a WebDAV answer (the answer is <feed>, not a WebDAV multistatus)")
        fancal.fail(["sync", "setup", "http://fancal-test.invalid/dav/"] + arguments, exitCode: 1,
                    message: "http://fancal-test.invalid/dav/: the host name does not resolve")
        fancal.fail(["sync", "setup", "http://127.0.0.1:\(NetworkServers.freePort())/"] + arguments, exitCode: 1,
                    message: "the connection was refused or closed")
        fancal.fail(["sync", "setup", "ftp://example.com/"] + arguments, exitCode: 2, message: "is not a CalDAV server URL; give an http:// or https:// URL")

        fancal.succeed(["sync", "setup", "\(feeds.url)/dav/dup/"] + arguments)
        fancal.fail(["sync", "--yes"], exitCode: 1,
                    message: "\(feeds.url)/dav/dup/: the server listed /dav/dup/a.ics twice, so its listing cannot be trusted")
        XCTAssertTrue(fancal.succeed(["sync", "status"]).contains("last sync never"))
    }

    /// 1,000 events in sync, nothing changed: one sync-collection REPORT, no event body, no write.
    func testASyncOfAThousandUnchangedEventsTransfersNoBodies() throws {
        // The phone's 1,000 events, written straight into Radicale's storage folder (as fast as a
        // file can be written; 1,000 PUTs through Radicale would take half a minute).
        let collection = radicale.folder.appendingPathComponent("storage/collection-root/alice/fancal")
        for index in 0..<1000 {
            let day = String(format: "2026%02d%02d", index % 12 + 1, index % 28 + 1)
            let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VEVENT\r\nUID:event-\(index)\r\n"
                + "DTSTAMP:20261201T000000Z\r\nDTSTART;VALUE=DATE:\(day)\r\nSUMMARY:Event \(index)\r\n"
                + "X-FANCAL-AMOUNT:\(index)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            try Data(text.utf8).write(to: collection.appendingPathComponent("event-\(index).ics"))
        }
        let log = fancal.directory.appendingPathComponent("proxy.log")
        let mode = fancal.directory.appendingPathComponent("mode")
        let proxy = try ScriptServer("dav_proxy.py", arguments: ["\(radicale.port)", log.path, mode.path])
        defer { proxy.stop() }
        // The first sync downloads all 1,000 through a one-thread python proxy: on a loaded 2-core
        // machine one answer took over the default 30 s.
        setUpAndSync(url: proxy.url + "/", environment: ["FANCAL_HTTP_TIMEOUT": "300"])
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT count(*) FROM records; SELECT count(*) FROM sync_items;"), "1000\n1000\n")

        try Data().write(to: log)
        fancal.succeed(["sync"])
        let requests = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(requests.count, 1, "\(requests)")
        let parts = try XCTUnwrap(requests.first).split(separator: " ")
        XCTAssertEqual(parts[0], "REPORT")
        XCTAssertEqual(parts[2], "207")
        XCTAssertLessThan(Int(parts[3])!, 1000, "the answer lists no item: \(requests)")

        // A server without sync-collection: one ETag listing (PROPFIND Depth 1), still no body.
        try Data("no-sync".utf8).write(to: mode)
        try Data().write(to: log)
        fancal.succeed(["sync"])
        let fallback = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        XCTAssertEqual(fallback, ["REPORT /alice/fancal/ 501", "PROPFIND /alice/fancal/ 207"])
    }
}
