import Foundation
import TestSupport
import XCTest

/// Credentials and commands against hostile servers (issue #31): a hostile CalDAV server on
/// 127.0.0.1 (Servers/hostile_dav.py) names hrefs and homes on a second server and redirects
/// there; the second one logs every request, and must see none.
final class TrustNetworkTests: XCTestCase {
    var fancal: Fancal!
    var other: ScriptServer!
    var hostile: ScriptServer!
    var otherLog: URL!
    var hostileLog: URL!

    override func setUpWithError() throws {
        fancal = Fancal()
        otherLog = fancal.directory.appendingPathComponent("other.log")
        hostileLog = fancal.directory.appendingPathComponent("hostile.log")
        other = try ScriptServer("hostile_dav.py", arguments: [otherLog.path, "9"])
        hostile = try ScriptServer("hostile_dav.py", arguments: [hostileLog.path, String(other.port)])
    }

    override func tearDown() {
        hostile?.stop()
        other?.stop()
    }

    func requests(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Hrefs to another port, the same percent-encoded, and `..` written or encoded: each is
    /// named and skipped; the one good item (a weekly series) comes down; every write goes
    /// inside the calendar; the other server never hears from fancal.
    func testCredentialsGoOnlyToTheConfiguredOrigin() throws {
        fancal.succeed(["add", "2026-12-24", "Xmas live", "-a", "9800"])
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        let calendar = hostile.url + "/cal/"
        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", "echo secret"])
        let output = fancal.succeed(["sync", "--yes"])
        XCTAssertEqual(output, """
            synced with \(calendar): 2 uploaded (2 new), 1 downloaded (1 new), 0 deleted here, 0 deleted on the server, 0 conflict(s)
            skipped (outside the calendar; nothing sent there): http://127.0.0.1:\(other.port)/cal/other.ics
            skipped (outside the calendar; nothing sent there): /cal/../outside.ics
            skipped (outside the calendar; nothing sent there): /cal/%2e%2e/dotdot.ics
            skipped (outside the calendar; nothing sent there): /cal/http://127.0.0.1:\(other.port)/cal/encoded.ics

            """)
        XCTAssertEqual(requests(otherLog), [])
        let writes = requests(hostileLog).filter { $0.hasPrefix("PUT ") || $0.hasPrefix("DELETE ") }
        XCTAssertEqual(writes.count, 2)
        for write in writes {
            let path = write.split(separator: " ")[1]
            XCTAssertTrue(path.hasPrefix("/cal/") && !path.dropFirst(5).contains("/") && !path.contains(".."), write)
        }
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).components(separatedBy: "Weekly stream").count - 1, 3)
    }

    /// Discovery that leads to another origin (a redirect of /.well-known/caldav, a
    /// calendar-home-set elsewhere) stops with both origins named; nothing reaches the other
    /// server and nothing is saved.
    func testDiscoveryToAnotherOriginStopsAndNamesBoth() throws {
        let arguments = ["--user", "alice", "--password-command", "echo secret"]
        fancal.fail(
            ["sync", "setup", hostile.url + "/nothing/"] + arguments, exitCode: 1,
            message: "http://127.0.0.1:\(other.port)/.well-known/caldav: not on http://127.0.0.1:\(hostile.port), the server you set up; fancal sends nothing there. To use that server, set it up with its URL; nothing was changed")
        fancal.fail(
            ["sync", "setup", hostile.url + "/home-elsewhere/"] + arguments, exitCode: 1,
            message: "http://127.0.0.1:\(other.port)/calendars/: not on http://127.0.0.1:\(hostile.port), the server you set up")
        XCTAssertEqual(requests(otherLog), [])
        fancal.fail(["sync"], exitCode: 1, message: "no CalDAV calendar is set up")
        // The message in each language.
        fancal.fail(
            ["sync", "setup", hostile.url + "/nothing/", "--locale", "ja"] + arguments, exitCode: 1,
            message: "設定したサーバー http://127.0.0.1:\(hostile.port) の外です")
        fancal.fail(
            ["sync", "setup", hostile.url + "/nothing/", "--locale", "de"] + arguments, exitCode: 1,
            message: "nicht auf http://127.0.0.1:\(hostile.port), dem eingerichteten Server")
    }

    /// A password in a URL is refused (it would be stored and shown), with the way to give it;
    /// the refusal itself does not print it. One stored before is never shown.
    func testURLsWithCredentialsAreRefusedAndNeverShown() throws {
        let withPassword = "http://alice:hunter2@127.0.0.1:\(hostile.port)/cal/"
        let setup = fancal.run(["sync", "setup", withPassword, "--user", "alice"])
        XCTAssertEqual(setup.exitCode, 2)
        XCTAssertEqual(setup.stderr, """
            fancal: http://127.0.0.1:\(hostile.port)/cal/: the URL may not hold a user or password (fancal would store and show it); give --user USER and the password with --password-command or ~/.netrc

            """)
        XCTAssertEqual(requests(hostileLog), [])
        let feed = fancal.run(["feed", "add", "fc", "webcal://bob:hunter2@example.com/fc.ics"])
        XCTAssertEqual(feed.exitCode, 2)
        XCTAssertEqual(feed.stderr, """
            fancal: https://example.com/fc.ics: a feed URL may not hold a user or password (fancal would store and show it); give --user USER and the password with --password-command or ~/.netrc

            """)
        fancal.fail(["feed", "add", "fc", "https://bob@example.com/fc.ics", "--locale", "ja"], exitCode: 2,
                    message: "フィードの URL にユーザー名やパスワードは含められません")
        XCTAssertFalse(try sqlite3(fancal.databasePath, ".dump").contains("hunter2"))

        // A URL stored by an older fancal, with a password and a control character in it.
        fancal.succeed(["feed", "add", "old", "https://example.com/old.ics"])
        _ = try sqlite3(fancal.databasePath, "UPDATE feeds SET url = 'https://bob:hunter2@example.com/o' || char(27) || '[31m.ics';")
        let list = fancal.succeed(["feed", "list"])
        XCTAssertTrue(list.hasPrefix("old  https://example.com/o\\u{1B}[31m.ics  0 events  never refreshed"), list)
        XCTAssertFalse(list.contains("hunter2"))
    }

    /// A password command that came with a restored backup runs only once the user names it
    /// again with `sync setup`; neither `sync` nor `sync --dry-run` runs it before.
    func testARestoredPasswordCommandIsNotRunUntilConfirmed() throws {
        let marker = fancal.directory.appendingPathComponent("ran")
        let command = "touch '\(marker.path)'; echo secret"
        let calendar = hostile.url + "/cal/"
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", command])
        let backup = fancal.directory.appendingPathComponent("backup.db").path
        fancal.succeed(["backup", backup])
        fancal.succeed(["restore", backup])
        try FileManager.default.removeItem(at: marker)

        let refusal = "fancal: the password command (touch '\(marker.path)'; echo secret) came with a restored database and was not run; if it is yours, run `fancal sync setup \(calendar) --user alice --password-command '…'` to confirm it\n"
        for arguments in [["sync", "--dry-run"], ["sync", "--yes"]] {
            let result = fancal.run(arguments)
            XCTAssertEqual(result.exitCode, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, refusal)
            XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the command ran")
        }
        // Undoing the restore brings back the database before it, whose command is also held.
        fancal.succeed(["undo"])
        XCTAssertEqual(fancal.run(["sync", "--dry-run"]).stderr, refusal)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the command ran")

        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", command])
        fancal.succeed(["sync", "--yes"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path))
    }

    /// The password command has the network time-out; what it leaves running is stopped.
    func testThePasswordCommandIsBoundedAndLeavesNothingRunning() throws {
        let calendar = hostile.url + "/cal/"
        let start = Date()
        fancal.fail(
            ["sync", "setup", calendar, "--user", "alice", "--password-command", "yes"], exitCode: 1,
            message: "the password command (yes) did not finish within 2 s and was stopped; run it yourself to see why (FANCAL_HTTP_TIMEOUT sets the limit)",
            environment: ["FANCAL_HTTP_TIMEOUT": "2"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)

        // The command ends but leaves a child holding its output: the line is read, the child killed.
        let start2 = Date()
        fancal.succeed(["sync", "setup", calendar, "--user", "alice", "--password-command", "sleep 31.4159 & echo secret"],
                       environment: ["FANCAL_HTTP_TIMEOUT": "20"])
        XCTAssertLessThan(Date().timeIntervalSince(start2), 10)
        let pgrep = Process()
        pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        pgrep.arguments = ["-f", "sleep 31.4159"]
        pgrep.standardOutput = FileHandle.nullDevice
        try pgrep.run()
        pgrep.waitUntilExit()
        XCTAssertEqual(pgrep.terminationStatus, 1, "the password command's child is still running")
    }
}

/// The password's line end is not part of the password: Radicale, which checks it, accepts a
/// command that prints `secret\r\n` and a second line.
final class PasswordCommandLineTests: XCTestCase {
    func testOnlyTheFirstLineWithoutItsLineEndIsThePassword() throws {
        guard NetworkServers.pythonHas("radicale") else { throw XCTSkip("radicale is not installed (make deps-test)") }
        let fancal = Fancal()
        let radicale = try Radicale(folder: fancal.directory.appendingPathComponent("radicale"))
        defer { radicale.stop() }
        try radicale.makeCalendar()
        fancal.succeed(["add", "2026-12-01", "FC stream", "--repeat", "weekly", "--until", "2026-12-29"])
        fancal.succeed(["sync", "setup", radicale.calendarURL, "--user", "alice", "--password-command", "printf 'secret\\r\\nsecond line\\n'"])
        XCTAssertTrue(fancal.succeed(["sync", "--yes"]).hasPrefix("synced with \(radicale.calendarURL): 1 uploaded (1 new)"))
    }
}
