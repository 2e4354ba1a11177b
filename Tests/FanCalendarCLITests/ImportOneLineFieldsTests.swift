import Foundation
import TestSupport
import XCTest

/// Title, venue, artist and sub-category are one-line fields (`add` and `edit` refuse line
/// breaks). A calendar from elsewhere may carry line breaks in SUMMARY, LOCATION or X-FANCAL-*:
/// import makes them spaces, so the export never hands calcurse an all-day SUMMARY with a line
/// break (which it skips) and tables stay one row per record. The memo keeps its lines.
final class ImportOneLineFieldsTests: XCTestCase {
    func testLineBreaksInOneLineFieldsBecomeSpaces() throws {
        let fancal = Fancal()
        let calendar = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//test//EN\r
            BEGIN:VEVENT\r
            UID:multi-line@test\r
            DTSTAMP:20261101T000000Z\r
            DTSTART;VALUE=DATE:20261010\r
            SUMMARY:Tour final\\nSold out 🎉\r
            LOCATION:Zepp\\r\\nHaneda\r
            DESCRIPTION:line 1\\nline 2\r
            X-FANCAL-ARTIST:AOI\\n\\tStellar☆Nine\r
            X-FANCAL-SUB:ticket\\nVIP\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        fancal.succeed(["import", "-"], stdin: Data(calendar.utf8))
        let list = fancal.succeed(["list", "--format", "json"])
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        XCTAssertEqual(records.count, 1)
        let record = try XCTUnwrap(records.first)
        XCTAssertEqual(record["title"] as? String, "Tour final Sold out 🎉")
        XCTAssertEqual(record["venue"] as? String, "Zepp Haneda")
        XCTAssertEqual(record["artist"] as? String, "AOI Stellar☆Nine")
        XCTAssertEqual(record["sub"] as? String, "ticket VIP")
        XCTAssertEqual(record["memo"] as? String, "line 1\nline 2")

        let export = fancal.succeed(["export", "--plain"])
        XCTAssertTrue(export.contains("SUMMARY:Tour final Sold out 🎉\r\n"), export)
        XCTAssertTrue(export.contains("DESCRIPTION:line 1\\nline 2\r\n"), export)
    }
}
