import CNetLazy
@testable import FanCalendarSync
import XCTest

final class WebDAVTests: XCTestCase {
    func testMultistatusIsReadByNamespaceNotPrefix() throws {
        let xml = """
            <?xml version="1.0"?>
            <x:multistatus xmlns:x="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">
              <x:response><x:href>/cal/a%40b.ics</x:href>
                <x:propstat><x:prop><x:getetag>"1"</x:getetag><cal:calendar-data><![CDATA[BEGIN:VCALENDAR]]></cal:calendar-data></x:prop>
                  <x:status>HTTP/1.1 200 OK</x:status></x:propstat>
                <x:propstat><x:prop><x:displayname/></x:prop><x:status>HTTP/1.1 404 Not Found</x:status></x:propstat>
              </x:response>
              <x:response><x:href>http://host/cal/gone.ics</x:href><x:status>HTTP/1.1 404 Not Found</x:status></x:response>
            </x:multistatus>
            """
        let response = HTTPResponse(status: 207, headers: [:], body: Array(xml.utf8))
        let resources = try client().multistatus(response, url: "http://host/cal/")
        XCTAssertEqual(resources.map(\.href), ["/cal/a@b.ics", "/cal/gone.ics"])
        XCTAssertEqual(resources[0].etag, "\"1\"")
        XCTAssertEqual(resources[0].calendarData, "BEGIN:VCALENDAR")
        XCTAssertNil(resources[0].displayName)
        XCTAssertEqual(resources[1].status, 404)
    }

    func testAnswersThatAreNotWebDAVAreErrors() {
        for (body, status) in [("<html><body>hi</body></html>", 207), ("not xml at all", 207), ("", 207), ("<multistatus/>", 200)] {
            XCTAssertThrowsError(try client().multistatus(
                HTTPResponse(status: status, headers: [:], body: Array(body.utf8)), url: "http://h/")) { error in
                guard let error = error as? NetworkError else { return XCTFail("\(error)") }
                switch error {
                case .notWebDAV, .status: break
                default: XCTFail("\(error)")
                }
            }
        }
        let twice = "<D:multistatus xmlns:D='DAV:'><D:response><D:href>/a</D:href></D:response><D:response><D:href>/a</D:href></D:response></D:multistatus>"
        XCTAssertThrowsError(try client().multistatus(HTTPResponse(status: 207, headers: [:], body: Array(twice.utf8)), url: "http://u/")) {
            XCTAssertEqual($0 as? NetworkError, .duplicateHref(url: "http://u/", href: "/a"))
        }
    }

    func testEntitiesAreNotExpanded() {
        let xml = "<?xml version='1.0'?><!DOCTYPE d [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><D:multistatus xmlns:D='DAV:'><D:response><D:href>&x;</D:href></D:response></D:multistatus>"
        let root = try? XMLElement.parse(Array(xml.utf8))
        XCTAssertFalse(root?.children.first?.children.first?.text.contains("root:") ?? false)
    }

    func testURLs() {
        XCTAssertEqual(CalDAVClient.origin(of: "https://h:8443/a/b/"), "https://h:8443")
        XCTAssertEqual(CalDAVClient.resolve("/a/b c.ics", against: "https://h/x/"), "https://h/a/b%20c.ics")
        XCTAssertEqual(CalDAVClient.path(of: "https://h/x/a%40b.ics", base: "https://h/x/"), "/x/a@b.ics")
        XCTAssertEqual(CalDAVClient.path(of: "HTTPS://H:443/x/a.ics", base: "https://h/x/"), "/x/a.ics")
        XCTAssertEqual(CalDAVClient.path(of: "c.ics", base: "https://h/x/"), "/x/c.ics")
        XCTAssertEqual("http://alice:secret@h:5232/a@b/".withoutURLCredentials, "http://h:5232/a@b/")
        XCTAssertEqual("https://h/x".withoutURLCredentials, "https://h/x")
    }

    /// An href may name only a path on the calendar's own origin: never another scheme, host or
    /// port, never a path climbing out with `..` (written or percent-encoded), never control
    /// characters.
    func testHrefsLeadingElsewhereAreRefused() {
        let base = "http://127.0.0.1:5232/alice/cal/"
        for href in [
            "http://127.0.0.1:5233/alice/cal/x.ics", "https://127.0.0.1:5232/alice/cal/x.ics",
            "http://localhost:5232/alice/cal/x.ics", "http://evil.example/alice/cal/x.ics",
            "http://127.0.0.1:5232@evil.example/alice/cal/x.ics", "/alice/cal/../../bob/x.ics",
            "/alice/cal/%2e%2e/x.ics", "/alice/cal/%2E%2E/%2e%2e/x.ics", "../x.ics", "./x.ics", "/alice/cal/x%00.ics",
            "/alice/cal/x%0d%0aHost:%20evil.ics",
        ] {
            XCTAssertNil(CalDAVClient.path(of: href, base: base), href)
        }
        // Percent-encoded, `http%3A//other` decodes to text that looks like a URL, but it stays a
        // path on this server, and is not an item of the calendar.
        let encoded = CalDAVClient.path(of: "http%3A//127.0.0.1:5233/x.ics", base: base)
        XCTAssertEqual(encoded, "/alice/cal/http://127.0.0.1:5233/x.ics")
        XCTAssertFalse(CalDAVClient.isItem(encoded!, of: base))
        XCTAssertTrue(CalDAVClient.isItem("/alice/cal/x.ics", of: base))
        XCTAssertFalse(CalDAVClient.isItem("/alice/cal/sub/x.ics", of: base))
        XCTAssertFalse(CalDAVClient.isItem("/alice/calendar2/x.ics", of: base))
        XCTAssertThrowsError(try CalDAVClient.itemURL("/alice/other/x.ics", in: base)) {
            XCTAssertEqual($0 as? NetworkError, .outsideCollection(url: base, href: "/alice/other/x.ics"))
        }
        XCTAssertThrowsError(try CalDAVClient.itemURL("http://127.0.0.1:5233/x.ics", in: base))
    }

    /// A multistatus naming items elsewhere: those are set aside by name, the rest read.
    func testAListingsHrefsElsewhereAreSetAside() throws {
        let xml = """
            <D:multistatus xmlns:D="DAV:">
              <D:response><D:href>/cal/a.ics</D:href></D:response>
              <D:response><D:href>http://other:1/cal/b.ics</D:href></D:response>
              <D:response><D:href>/cal/%2e%2e/c.ics</D:href></D:response>
            </D:multistatus>
            """
        let caldav = client()
        let resources = try caldav.multistatus(HTTPResponse(status: 207, headers: [:], body: Array(xml.utf8)), url: "http://host/cal/")
        XCTAssertEqual(resources.map(\.href), ["/cal/a.ics"])
        XCTAssertEqual(caldav.outside, ["http://other:1/cal/b.ics", "/cal/%2e%2e/c.ics"])
    }

    /// The origin rule holds in the HTTP client itself: a request elsewhere is refused before
    /// anything is sent (nothing listens on port 9; a request sent would fail otherwise).
    func testRequestsToAnotherOriginAreRefusedBeforeSending() throws {
        let origin = try XCTUnwrap(ServerURL("http://127.0.0.1:5232/dav/"))
        XCTAssertEqual(origin.origin, "http://127.0.0.1:5232")
        XCTAssertEqual(ServerURL("https://Example.COM/x")?.origin, "https://example.com:443")
        XCTAssertEqual(ServerURL("https://alice:pw@example.com/x")?.hasCredentials, true)
        XCTAssertEqual(ServerURL("https://alice@example.com/x")?.hasCredentials, true)
        XCTAssertEqual(ServerURL("https://example.com/a@b/")?.hasCredentials, false)
        XCTAssertNil(ServerURL("ftp://example.com/"))
        XCTAssertNil(ServerURL("file:///etc/passwd"))
        let http = HTTPClient(options: HTTPOptions(user: "alice", password: "secret", origin: origin))
        for url in ["http://127.0.0.1:9/dav/x.ics", "https://127.0.0.1:5232/dav/", "http://localhost:5232/dav/"] {
            XCTAssertThrowsError(try http.send(HTTPRequest(method: "PUT", url: url))) {
                XCTAssertEqual($0 as? NetworkError, .otherOrigin(url: url, origin: "http://127.0.0.1:5232"))
            }
        }
        XCTAssertEqual(http.requestCount, 0)
    }

    /// A server's answer of many empty elements is refused by counting before libxml2 builds a
    /// tree of it; deep nesting is refused by libxml2's own limit; both as "not a WebDAV answer".
    func testAnswersTooLargeOrTooDeepAreRefusedBeforeTheTree() {
        let many = "<D:multistatus xmlns:D='DAV:'>" + String(repeating: "<a/>", count: XMLElement.maximumElements) + "</D:multistatus>"
        XCTAssertThrowsError(try client().multistatus(HTTPResponse(status: 207, headers: [:], body: Array(many.utf8)), url: "http://h/")) {
            XCTAssertEqual($0 as? NetworkError, .notWebDAV(url: "http://h/", detail: "more than 500000 elements"))
        }
        let enough = "<D:multistatus xmlns:D='DAV:'>" + String(repeating: "<a/>", count: 1000) + "</D:multistatus>"
        XCTAssertEqual(try client().multistatus(HTTPResponse(status: 207, headers: [:], body: Array(enough.utf8)), url: "http://h/").count, 0)
        let deep = "<D:multistatus xmlns:D='DAV:'>" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</D:multistatus>"
        XCTAssertThrowsError(try client().multistatus(HTTPResponse(status: 207, headers: [:], body: Array(deep.utf8)), url: "http://h/")) {
            XCTAssertEqual($0 as? NetworkError, .notWebDAV(url: "http://h/", detail: "the answer is not XML"))
        }
        XCTAssertEqual(XMLElement.elementCount(Array("<?xml version='1.0'?><!-- c --><a><b/><![CDATA[x]]></a>".utf8), stoppingAfter: 10), 2)
    }

    /// An answer in a declared encoding with bytes that are not of it: libxml2's converter
    /// printed "encoding error : input conversion failed…" on fancal's stderr, whatever the parse
    /// options; nothing of a server's answer may reach the terminal.
    func testLibxml2PrintsNothingOfAServersAnswer() throws {
        let answer = Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<D:multistatus xmlns:D=\"DAV:\"><D:href>".utf8)
            + [0xFF, 0xFF, 0x01, 0x20, 0x65, 0x3E] + Array("</D:href></D:multistatus>".utf8)
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-stderr-\(UUID().uuidString)").path
        let file = open(capture, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        let saved = dup(2)
        dup2(file, 2)
        XCTAssertThrowsError(try XMLElement.parse(answer))
        dup2(saved, 2)
        close(saved)
        close(file)
        defer { unlink(capture) }
        XCTAssertEqual(try String(contentsOfFile: capture, encoding: .utf8), "")
    }

    private func client() -> CalDAVClient { CalDAVClient(http: HTTPClient(options: HTTPOptions())) }

    /// libcurl is loaded by the first request, not before (so `fancal month` never pays for it).
    func testLibcurlLoadsOnFirstUse() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-lazy-\(UUID().uuidString).ics")
        try Data("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let client = HTTPClient(options: HTTPOptions(allowsFiles: true))
        let response = try client.send(HTTPRequest(url: "file://\(file.path)"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body.count, 32)
        XCTAssertEqual(fancal_curl_is_loaded(), 1)
        XCTAssertEqual(client.requestCount, 1)
    }
}
