import FanCalendar
import FanCalendarZoneInfo
import XCTest

final class SystemZoneInfoTests: XCTestCase {
    func testReadsTheSystemsTZifFiles() throws {
        let tokyo = try XCTUnwrap(SystemZoneInfo.tzif(named: "Asia/Tokyo"))
        XCTAssertEqual(Array(tokyo.prefix(4)), Array("TZif".utf8))
        XCTAssertEqual(try XCTUnwrap(SystemZoneInfo.catalog.rules("Asia/Tokyo")).offset(at: 0), 9 * 3600)
        XCTAssertEqual(try XCTUnwrap(SystemZoneInfo.catalog.rules("UTC")).offset(at: 0), 0)
    }

    /// Only Olson names reach the file system: no absolute paths, no way out of the database.
    func testNamesThatAreNotZonesAreRefused() {
        for name in ["", "/etc/passwd", "../../etc/passwd", "Asia/../Asia/Tokyo", "Asia/Tokyo ", "Not/AZone", "Asia"] {
            XCTAssertNil(SystemZoneInfo.tzif(named: name), name)
            XCTAssertNil(SystemZoneInfo.catalog.rules(name), name)
        }
    }
}
