import Foundation
import TestSupport
import XCTest

/// `fancal feed` against a real HTTP server (python's http.server, Servers/feed_server.py) that
/// serves ETags and 304s, and misbehaves on some paths.
final class FeedCommandsTests: XCTestCase {
    var fancal: Fancal!
    var folder: URL!
    var server: ScriptServer!

    override func setUpWithError() throws {
        fancal = Fancal()
        folder = fancal.directory.appendingPathComponent("feeds")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(Self.tour)
        server = try ScriptServer("feed_server.py", arguments: [folder.path])
    }

    override func tearDown() {
        server?.stop()
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
        LOCATION:Osaka-jo Hall
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER:-PT1H
        DESCRIPTION:Doors open
        END:VALARM
        END:VEVENT
        BEGIN:VEVENT
        UID:show-tokyo
        DTSTAMP:20261101T000000Z
        DTSTART;VALUE=DATE:20261212
        SUMMARY:Tour Tokyo
        LOCATION:Tokyo Dome
        END:VEVENT
        BEGIN:VEVENT
        UID:show-nagoya
        DTSTAMP:20261101T000000Z
        DTSTART;VALUE=DATE:20261214
        SUMMARY:Tour Nagoya
        LOCATION:Nagoya Dome
        END:VEVENT
        END:VCALENDAR

        """

    func write(_ text: String) throws {
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: folder.appendingPathComponent("tour.ics"))
    }

    var requests: [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("requests.log"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    func testRefreshAddsThenAsksConditionallyThenAppliesChanges() throws {
        XCTAssertEqual(
            fancal.succeed(["feed", "add", "tour", "\(server.url)/tour.ics", "--category", "live", "--artist", "SVT"]),
            "added feed tour: \(server.url)/tour.ics; `fancal feed refresh tour` fetches it\n")
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 3 added, 0 changed, 0 removed\n")
        let listed = fancal.succeed(["list", "--format", "csv"])
        XCTAssertTrue(listed.contains("Tour Osaka"), listed)
        XCTAssertTrue(listed.contains("live"), listed)
        XCTAssertTrue(listed.contains("SVT"), listed)

        // Unchanged: the server answers 304 to the ETag fancal kept, and nothing changes.
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "tour"]), "tour: not modified\n")
        XCTAssertTrue(requests.last!.hasPrefix("GET /tour.ics 304 \""), "\(requests)")

        // The feed moves a venue, drops Nagoya, adds Fukuoka, and rewrites every DTSTAMP.
        try write(Self.tour.replacingOccurrences(of: "Tokyo Dome", with: "Saitama Arena")
            .replacingOccurrences(of: "20261101T000000Z", with: "20261120T000000Z")
            .replacingOccurrences(of: "UID:show-nagoya", with: "UID:show-fukuoka")
            .replacingOccurrences(of: "Tour Nagoya", with: "Tour Fukuoka")
            .replacingOccurrences(of: "Nagoya Dome", with: "PayPay Dome"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "tour"]), "tour: 1 added, 1 changed (venue), 1 removed\n  #2 Tour Tokyo: venue\n  #3 Tour Nagoya: removed\n")
        // Issue 29: the changed fields are named in the user's language.
        let moved = Self.tour.replacingOccurrences(of: "Tokyo Dome", with: "Saitama Arena")
            .replacingOccurrences(of: "UID:show-nagoya", with: "UID:show-fukuoka")
            .replacingOccurrences(of: "Tour Nagoya", with: "Tour Fukuoka")
            .replacingOccurrences(of: "Nagoya Dome", with: "PayPay Dome")
        try write(moved.replacingOccurrences(of: "Tour Osaka", with: "Tour Osaka (extra)")
            .replacingOccurrences(of: "Osaka-jo Hall", with: "Kyocera Dome"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "tour", "--locale", "ja"]), "tour: 追加 0、変更 1 (タイトル、会場)、削除 0\n  #1 Tour Osaka (extra): タイトル、会場\n")
        try write(moved.replacingOccurrences(of: "20261210", with: "20261211"))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh", "tour", "--locale", "de"]),
            "tour: 0 hinzugefügt, 1 geändert (Datum, Titel, Ort), 0 entfernt\n  #1 Tour Osaka: Datum, Titel, Ort\n")
        let after = fancal.succeed(["list", "--format", "csv"])
        XCTAssertTrue(after.contains("Saitama Arena"), after)
        XCTAssertFalse(after.contains("Nagoya"), after)
        XCTAssertTrue(after.contains("Fukuoka"), after)
        let list = fancal.succeed(["feed", "list"])
        XCTAssertTrue(list.hasPrefix("tour  \(server.url)/tour.ics  3 events  refreshed "), list)
        XCTAssertTrue(list.contains("ETag \""), list)
    }

    /// A server that lost the feed's file serves an empty calendar: the refresh is held, and
    /// its ETag is not kept, so the next refresh reads it again instead of hearing 304.
    func testAnEmptiedFeedIsHeldAndAskedForInFullAgain() throws {
        fancal.succeed(["feed", "add", "tour", "\(server.url)/tour.ics"])
        fancal.succeed(["feed", "refresh"])
        try write("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//tour//EN\nEND:VCALENDAR\n")
        for _ in 0..<2 {
            fancal.fail(["feed", "refresh"], exitCode: 1, message: "fancal: tour: this refresh would remove 3 of the feed's 3 event(s)")
            XCTAssertTrue(requests.last!.hasPrefix("GET /tour.ics 200 "), "\(requests)")
        }
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 4)
        XCTAssertTrue(fancal.succeed(["feed", "refresh", "--allow-mass-delete"]).hasPrefix("tour: 0 added, 0 changed, 3 removed\n"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: not modified\n")
    }

    func testAServerWithoutETagsIsAskedByLastModified() throws {
        fancal.succeed(["feed", "add", "tour", "\(server.url)/lm/tour.ics"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 3 added, 0 changed, 0 removed\n")
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: not modified\n")
        XCTAssertEqual(requests.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }, ["GET /lm/tour.ics 200", "GET /lm/tour.ics 304"])
    }

    func testAnEventEditedHereIsKeptAndFlaggedWhenTheFeedDropsIt() throws {
        fancal.succeed(["feed", "add", "tour", "\(server.url)/tour.ics"])
        fancal.succeed(["feed", "refresh"])
        let osaka = try XCTUnwrap(id(of: "Tour Osaka"))
        fancal.succeed(["edit", osaka, "--amount", "12000"])
        try write(Self.tour.replacingOccurrences(of: "UID:show-osaka", with: "UID:show-osaka-gone")
            .replacingOccurrences(of: "Tour Osaka", with: "Tour Sendai"))
        XCTAssertEqual(
            fancal.succeed(["feed", "refresh"]),
            "tour: 1 added, 0 changed, 0 removed, 1 kept (edited here, gone from the feed)\n  #\(osaka) Tour Osaka: kept (edited here, gone from the feed)\n")
        XCTAssertNotNil(id(of: "Tour Osaka"))
        XCTAssertTrue(fancal.succeed(["feed", "list"]).contains("4 events (1 kept)"))

        // rm takes the feed's records, unless told to keep them.
        XCTAssertEqual(fancal.succeed(["feed", "rm", "tour", "--keep-records"]), "removed feed tour and 0 record(s)\n")
        XCTAssertEqual(fancal.succeed(["feed", "list"]), "")
        XCTAssertNotNil(id(of: "Tour Sendai"))
    }

    func testAFeedWithoutUIDsIsMatchedByContentNotDuplicated() throws {
        try write(Self.tour.replacingOccurrences(of: "UID:show-osaka\n", with: "").replacingOccurrences(of: "UID:show-tokyo\n", with: ""))
        fancal.succeed(["feed", "add", "tour", "\(server.url)/tour.ics"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 3 added, 0 changed, 0 removed\n")
        // A new export: new DTSTAMPs (so a new ETag), same events.
        try write(Self.tour.replacingOccurrences(of: "UID:show-osaka\n", with: "").replacingOccurrences(of: "UID:show-tokyo\n", with: "")
            .replacingOccurrences(of: "20261101T000000Z", with: "20261125T000000Z"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 4)
        // A feed that makes up new UIDs on every export: the same events, matched by content.
        try write(Self.tour.replacingOccurrences(of: "UID:show-", with: "UID:export-2-show-"))
        XCTAssertEqual(fancal.succeed(["feed", "refresh"]), "tour: 0 added, 0 changed, 0 removed\n")
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 4)
    }

    func testWebcalIsHTTPSAndFileURLsRefresh() throws {
        XCTAssertEqual(
            fancal.succeed(["feed", "add", "remote", "webcal://calendar.example/tour.ics"]),
            "added feed remote: https://calendar.example/tour.ics; `fancal feed refresh remote` fetches it\n")
        fancal.succeed(["feed", "add", "local", "file://\(folder.path)/tour.ics"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "local"]), "local: 3 added, 0 changed, 0 removed\n")
        fancal.fail(["feed", "add", "bad", "ftp://example.com/x.ics"], exitCode: 2, message: "is not a feed URL")
        fancal.fail(["feed", "add", "local", "file:///x.ics"], exitCode: 1, message: "a feed named local exists")
        fancal.fail(["feed", "refresh", "nope"], exitCode: 1, message: "no feed named nope")
    }

    /// A private feed: the user and a password command (or ~/.netrc), never a password in the
    /// URL; the password goes only to the feed's own origin, a redirect elsewhere is refused
    /// before anything is sent; a command that came with a restored database waits for the user.
    func testAPrivateFeedSendsItsPasswordOnlyToItsOriginAndOnlyFromTheUser() throws {
        let url = "\(server.url)/auth/tour.ics"
        fancal.fail(["feed", "add", "fc", url, "--password-command", "echo secret"], exitCode: 2,
                    message: "--password-command needs --user USER: the command prints that user's password")
        fancal.fail(["feed", "add", "fc", "file:///x.ics", "--user", "alice"], exitCode: 2, message: "--user is for http:// and https:// feeds")
        fancal.succeed(["feed", "add", "fc", url, "--user", "alice", "--password-command", "echo secret"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "fc"]), "fc: 3 added, 0 changed, 0 removed\n")
        XCTAssertFalse(try sqlite3(fancal.databasePath, ".dump").contains("'secret'"), "the password itself is never stored")

        fancal.succeed(["feed", "add", "wrong", url, "--user", "alice", "--password-command", "echo nope"])
        fancal.fail(["feed", "refresh", "wrong"], exitCode: 1,
                    message: "401 Unauthorized; the feed wants a user and password: `fancal feed add NAME URL --user USER --password-command CMD` (or ~/.netrc) gives them")
        try Data("machine 127.0.0.1 login alice password secret\n".utf8).write(to: fancal.directory.appendingPathComponent(".netrc"))
        fancal.succeed(["feed", "add", "netrc", "\(server.url)/auth/same", "--user", "alice"])
        XCTAssertEqual(fancal.run(["feed", "refresh", "netrc"]).exitCode, 0, "a redirect on the same origin is followed, with ~/.netrc's password")

        fancal.succeed(["feed", "add", "away", "\(server.url)/auth/elsewhere", "--user", "alice", "--password-command", "echo secret"])
        let before = requests.count
        let away = fancal.run(["feed", "refresh", "away"])
        XCTAssertEqual(away.exitCode, 1)
        XCTAssertEqual(away.stderr, "fancal: away: http://localhost:\(server.port)/auth/tour.ics: not on http://127.0.0.1:\(server.port), the server you set up; fancal sends nothing there. To use that server, set it up with its URL; nothing was changed\n")
        XCTAssertEqual(requests.dropFirst(before).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }, ["GET /auth/elsewhere 302"])

        // A restored database's command waits until `feed add` names it again.
        let backup = fancal.directory.appendingPathComponent("backup.db").path
        fancal.succeed(["backup", backup])
        fancal.succeed(["restore", backup])
        fancal.fail(["feed", "refresh", "fc"], exitCode: 1,
                    message: "the password command (echo secret) came with a restored database and was not run; if it is yours, run `fancal feed add fc \(url) --user alice --password-command '…'` to confirm it")
        fancal.succeed(["feed", "add", "fc", url, "--user", "alice", "--password-command", "echo secret"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "fc"]), "fc: not modified\n")
        fancal.fail(["feed", "add", "fc", "\(server.url)/auth/other.ics", "--user", "alice"], exitCode: 1, message: "a feed named fc exists")
    }

    func testRedirectsAreFollowedUpToFive() throws {
        fancal.succeed(["feed", "add", "three", "\(server.url)/redirect/3"])
        XCTAssertEqual(fancal.succeed(["feed", "refresh", "three"]), "three: 3 added, 0 changed, 0 removed\n")
        fancal.succeed(["feed", "add", "seven", "\(server.url)/redirect/7"])
        fancal.fail(["feed", "refresh", "seven"], exitCode: 1, message: "/redirect/7: more than 5 redirects; check the URL; nothing was changed")
    }

    /// Each failure: one `fancal:` line naming the URL and what to do, exit 1, nothing stored.
    func testMisbehavingServersChangeNothing() throws {
        let refused = "http://127.0.0.1:\(NetworkServers.freePort())/tour.ics"
        // A FIFO no one writes to: opening it would wait for ever.
        let fifo = fancal.directory.appendingPathComponent("feed.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let cases: [(path: String, environment: [String: String], message: String)] = [
            ("\(server.url)/slow.ics", ["FANCAL_HTTP_TIMEOUT": "1"], "slow.ics: no answer within 1 s; try again later"),
            ("\(server.url)/huge.ics", ["FANCAL_HTTP_MAX_BYTES": "1000000"], "huge.ics: the answer is larger than 1000000 bytes"),
            ("\(server.url)/truncated.ics", [:], "truncated.ics: the answer was cut off before its end"),
            ("\(server.url)/status/404", [:], "/status/404: 404 Not Found; check the URL; nothing was changed"),
            ("\(server.url)/status/503", [:], "/status/503: server error 503; try again later"),
            ("\(server.url)/status/401", [:], "/status/401: 401 Unauthorized; the feed wants a user and password"),
            ("\(server.url)/status/403", [:], "/status/403: 403 Forbidden"),
            ("\(server.url)/html", [:], "/html: not an iCalendar feed"),
            ("\(server.url)/bigheader.ics", [:], "/bigheader.ics: the answer's headers are larger than libcurl accepts (100 KB); the server is broken — check the URL"),
            (refused, [:], "the connection was refused or closed; check the URL and that the server is running"),
            ("http://fancal-test.invalid/tour.ics", [:], "fancal-test.invalid/tour.ics: the host name does not resolve"),
            ("file://\(folder.path)/missing.ics", [:], "missing.ics: no such file, or not a regular file (a FIFO or a device); check the path"),
            ("file://\(fifo)", [:], "feed.fifo: no such file, or not a regular file (a FIFO or a device); check the path"),
        ]
        for (index, item) in cases.enumerated() {
            fancal.succeed(["feed", "add", "f\(index)", item.path])
            let result = fancal.run(["feed", "refresh", "f\(index)"], environment: item.environment)
            XCTAssertEqual(result.exitCode, 1, item.path)
            XCTAssertEqual(result.stdout, "", item.path)
            XCTAssertTrue(result.stderr.hasPrefix("fancal: f\(index): "), result.stderr)
            XCTAssertTrue(result.stderr.contains(item.message), "expected '\(item.message)' in \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("nothing was changed\n"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 1)
        XCTAssertFalse(fancal.succeed(["feed", "list"]).contains("  refreshed "))
    }

    /// A certificate nobody vouches for: refused, unless the user said --insecure (sync only),
    /// and then loudly.
    func testTLSIsVerified() throws {
        let certificate = fancal.directory.appendingPathComponent("cert.pem").path
        let key = fancal.directory.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                             "-keyout", key, "-out", certificate]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        guard (try? openssl.run()) != nil else { throw XCTSkip("openssl is not installed") }
        openssl.waitUntilExit()
        let tls = try ScriptServer("tls_server.py", arguments: [certificate, key])
        defer { tls.stop() }
        let url = "https://127.0.0.1:\(tls.port)/tour.ics"
        fancal.succeed(["feed", "add", "tls", url])
        fancal.fail(["feed", "refresh", "tls"], exitCode: 1,
                    message: "\(url): the TLS connection failed (SSL certificate problem: self-signed certificate); check the URL, and for a server with its own certificate give it with `sync setup --ca-file PATH` (or SSL_CERT_FILE); nothing was changed")

        let setup = fancal.run(["sync", "setup", "https://127.0.0.1:\(tls.port)/", "--user", "u", "--password-command", "echo p", "--insecure"])
        XCTAssertTrue(setup.stderr.hasPrefix(
            "fancal: WARNING: TLS certificates are NOT verified for https://127.0.0.1:\(tls.port)/ (--insecure)"), setup.stderr)
        XCTAssertFalse(setup.stderr.contains("TLS connection failed"), setup.stderr)

        // The server's own certificate trusted for it alone, or through the environment as curl reads it.
        for variable in ["SSL_CERT_FILE", "CURL_CA_BUNDLE"] {
            fancal.succeed(["feed", "refresh", "tls"], environment: [variable: certificate])
        }
        let pinned = fancal.run(["sync", "setup", "https://127.0.0.1:\(tls.port)/", "--user", "u", "--password-command", "echo p",
                                 "--ca-file", certificate])
        XCTAssertEqual(pinned.exitCode, 1)
        XCTAssertFalse(pinned.stderr.contains("TLS"), "the certificate is trusted; the test server is no CalDAV server: \(pinned.stderr)")
        XCTAssertFalse(pinned.stderr.contains("WARNING"), pinned.stderr)
        fancal.fail(["sync", "setup", "https://127.0.0.1:\(tls.port)/", "--user", "u", "--ca-file", "missing.pem"], exitCode: 2,
                    message: "--ca-file missing.pem: no such file; give the PEM file of the server's certificate (or of the CA that signed it)")
    }

    func id(of title: String) -> String? {
        for line in fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline) where line.contains(title) {
            return String(line.split(separator: ",")[0])
        }
        return nil
    }
}

/// `fancal month` loads only what it uses: not libcurl or libxml2 (dlopened on first use by
/// feeds and sync), and not Foundation, whose own ICU and 3,000 protocol conformances (searched
/// by the runtime) made every command start ≈ 1 ms slower; only `FoundationEssentials` is left,
/// for the JSON of trip files (Docs/development.md).
final class NetworkLibrariesTests: XCTestCase {
    func testMonthLoadsNeitherTheNetworkLibrariesNorFoundation() {
        let result = Fancal().run(["month"], environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.stderr.contains("libsqlite3"), "LD_DEBUG lists the libraries loaded")
        XCTAssertFalse(result.stderr.contains("libcurl"))
        XCTAssertFalse(result.stderr.contains("libxml2"))
        XCTAssertTrue(result.stderr.contains("libFoundationEssentials.so"))
        XCTAssertFalse(result.stderr.contains("libFoundation.so"))
        XCTAssertFalse(result.stderr.contains("libFoundationInternationalization"))
    }
}
