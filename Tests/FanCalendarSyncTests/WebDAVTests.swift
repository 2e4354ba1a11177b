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
        let resources = try CalDAVClient.multistatus(response, url: "http://host/cal/")
        XCTAssertEqual(resources.map(\.href), ["/cal/a@b.ics", "/cal/gone.ics"])
        XCTAssertEqual(resources[0].etag, "\"1\"")
        XCTAssertEqual(resources[0].calendarData, "BEGIN:VCALENDAR")
        XCTAssertNil(resources[0].displayName)
        XCTAssertEqual(resources[1].status, 404)
    }

    func testAnswersThatAreNotWebDAVAreErrors() {
        for (body, status) in [("<html><body>hi</body></html>", 207), ("not xml at all", 207), ("", 207), ("<multistatus/>", 200)] {
            XCTAssertThrowsError(try CalDAVClient.multistatus(
                HTTPResponse(status: status, headers: [:], body: Array(body.utf8)), url: "http://h/")) { error in
                guard let error = error as? NetworkError else { return XCTFail("\(error)") }
                switch error {
                case .notWebDAV, .status: break
                default: XCTFail("\(error)")
                }
            }
        }
        let twice = "<D:multistatus xmlns:D='DAV:'><D:response><D:href>/a</D:href></D:response><D:response><D:href>/a</D:href></D:response></D:multistatus>"
        XCTAssertThrowsError(try CalDAVClient.multistatus(HTTPResponse(status: 207, headers: [:], body: Array(twice.utf8)), url: "u")) {
            XCTAssertEqual($0 as? NetworkError, .duplicateHref(url: "u", href: "/a"))
        }
    }

    func testEntitiesAreNotExpanded() {
        let xml = "<?xml version='1.0'?><!DOCTYPE d [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><D:multistatus xmlns:D='DAV:'><D:response><D:href>&x;</D:href></D:response></D:multistatus>"
        let root = XMLElement.parse(Array(xml.utf8))
        XCTAssertFalse(root?.children.first?.children.first?.text.contains("root:") ?? false)
    }

    func testURLs() {
        XCTAssertEqual(CalDAVClient.origin(of: "https://h:8443/a/b/"), "https://h:8443")
        XCTAssertEqual(CalDAVClient.resolve("/a/b c.ics", against: "https://h/x/"), "https://h/a/b%20c.ics")
        XCTAssertEqual(CalDAVClient.resolve("c.ics", against: "https://h/x/"), "https://h/x/c.ics")
        XCTAssertEqual(CalDAVClient.path(of: "https://h/x/a%40b.ics"), "/x/a@b.ics")
        XCTAssertEqual(HTTPClient.withoutCredentials("http://alice:secret@h:5232/a@b/"), "http://h:5232/a@b/")
        XCTAssertEqual(HTTPClient.withoutCredentials("https://h/x"), "https://h/x")
    }

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
