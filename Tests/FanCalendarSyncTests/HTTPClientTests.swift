import FanCalendarSync
import XCTest

final class HTTPClientTests: XCTestCase {
    /// An option libcurl does not take stops the request before anything is sent; it used to be
    /// ignored, and the transfer ran without it. A user agent past libcurl's 8 MB string limit
    /// is one libcurl refuses on every version.
    func testAnOptionLibcurlRefusesStopsTheRequest() {
        let client = HTTPClient(options: HTTPOptions(timeoutSeconds: 2, userAgent: String(repeating: "a", count: 9_000_000)))
        XCTAssertThrowsError(try client.send(HTTPRequest(method: "GET", url: "http://127.0.0.1:9/"))) { error in
            guard case .other(_, let detail) = error as? NetworkError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.hasPrefix("libcurl did not take option 10018 ("), detail)
        }
    }
}
