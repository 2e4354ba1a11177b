@testable import FanCalendarICS
import FanCalendar
import XCTest

/// The splitter cuts a byte stream into component texts, whatever the blocks it is fed in.
final class ComponentSplitterTests: XCTestCase {
    private let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 11, day: 29)!)

    /// What the splitter delivered, one line per piece: `VEVENT@4/1: <text>`, `skipped VTODO`,
    /// `calendar 1: <properties>` (line feeds shown as `|`).
    private func split(_ text: String, blockSize: Int? = nil, options: ICSImportOptions? = nil) throws -> [String] {
        var pieces: [String] = []
        var splitter = ComponentSplitter(file: "test.ics", options: options ?? self.options) { piece in
            switch piece {
            case .component(let kind, let text, let line, let calendar):
                pieces.append("\(kind)@\(line)/\(calendar): " + String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\n", with: "|"))
            case .skipped(let kind):
                pieces.append("skipped \(kind)")
            case .calendarEnded(let calendar, let properties):
                pieces.append("calendar \(calendar): " + String(decoding: properties, as: UTF8.self).replacingOccurrences(of: "\n", with: "|"))
            }
        }
        let bytes = Array(text.utf8)
        let size = blockSize ?? max(bytes.count, 1)
        for start in stride(from: 0, to: bytes.count, by: size) {
            try splitter.feed(Array(bytes[start..<min(start + size, bytes.count)]))
        }
        try splitter.finish()
        return pieces
    }

    private func assertRefused(
        _ text: String, with expected: ICSError, options: ICSImportOptions? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try split(text, options: options), file: file, line: line) { error in
            XCTAssertEqual(error as? ICSError, expected, file: file, line: line)
        }
    }

    private let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VTIMEZONE\r
        TZID:Asia/Tokyo\r
        BEGIN:STANDARD\r
        DTSTART:19700101T000000\r
        TZOFFSETFROM:+0900\r
        TZOFFSETTO:+0900\r
        END:STANDARD\r
        END:VTIMEZONE\r
        BEGIN:VEVENT\r
        UID:a@test\r
        DTSTART;VALUE=DATE:20261224\r
        SUMMARY:Winter\r
         live\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        END:VALARM\r
        END:VEVENT\r
        BEGIN:VTODO\r
        UID:t@test\r
        END:VTODO\r
        X-WR-TIMEZONE:Asia/Tokyo\r
        END:VCALENDAR\r

        """

    private var expectedPieces: [String] {
        [
            "VTIMEZONE@4/1: BEGIN:VTIMEZONE|TZID:Asia/Tokyo|BEGIN:STANDARD|DTSTART:19700101T000000|TZOFFSETFROM:+0900"
                + "|TZOFFSETTO:+0900|END:STANDARD|END:VTIMEZONE",
            "VEVENT@12/1: BEGIN:VEVENT|UID:a@test|DTSTART;VALUE=DATE:20261224|SUMMARY:Winter| live|BEGIN:VALARM"
                + "|ACTION:DISPLAY|END:VALARM|END:VEVENT",
            "skipped VTODO",
            "calendar 1: BEGIN:VCALENDAR|VERSION:2.0|PRODID:-//test//EN|X-WR-TIMEZONE:Asia/Tokyo|END:VCALENDAR|",
        ]
    }

    func testComponentsAreDeliveredWithTheirLineAndCalendarAndFoldsKept() throws {
        XCTAssertEqual(try split(calendar), expectedPieces)
    }

    func testTheBlocksItIsFedInDoNotMatter() throws {
        for size in [1, 2, 3, 7, 64] {
            XCTAssertEqual(try split(calendar, blockSize: size), expectedPieces, "blocks of \(size) bytes")
        }
    }

    func testBOMBlankLinesAndLowerCaseBoundariesAreTakenCareOf() throws {
        let text = "\u{FEFF}begin:vcalendar\n\nBegin:VEvent\nUID:b@test\n\n  folded\nx-fancal-amount;x-param=ab:1200\nEND:VEVENT  \nend:VCALENDAR\n"
        XCTAssertEqual(try split(text), [
            "VEVENT@3/1: Begin:VEvent|UID:b@test|  folded|X-FANCAL-AMOUNT;x-param=ab:1200|END:VEVENT  ",
            "calendar 1: BEGIN:VCALENDAR|END:VCALENDAR|",
        ])
    }

    func testAFoldedBoundaryIsRecognisedUnfolded() throws {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEV\n ENT\nUID:c@test\nEND:VEVENT\nEND:VCALENDAR\n"
        XCTAssertEqual(try split(text), [
            "VEVENT@2/1: BEGIN:VEV| ENT|UID:c@test|END:VEVENT", "calendar 1: BEGIN:VCALENDAR|END:VCALENDAR|",
        ])
    }

    func testMalformedBoundaryLinesAreDropped() throws {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:d@test\nEND;X=1:VEVENT\nBEGIN:\nend:V EVENT\nEND:VEVENT\nEND:VCALENDAR\n"
        XCTAssertEqual(try split(text), [
            "VEVENT@2/1: BEGIN:VEVENT|UID:d@test|END:VEVENT", "calendar 1: BEGIN:VCALENDAR|END:VCALENDAR|",
        ])
    }

    func testEachCalendarIsNumberedAndAComponentOutsideAnyIsCalendarZero() throws {
        let text = "BEGIN:VCALENDAR\nEND:VCALENDAR\nBEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VEVENT\nEND:VCALENDAR\n"
            + "BEGIN:VEVENT\nUID:loose\nEND:VEVENT\nBEGIN:VJOURNAL\nEND:VJOURNAL\n"
        XCTAssertEqual(try split(text), [
            "calendar 1: BEGIN:VCALENDAR|END:VCALENDAR|",
            "VEVENT@4/2: BEGIN:VEVENT|END:VEVENT",
            "calendar 2: BEGIN:VCALENDAR|END:VCALENDAR|",
            "VEVENT@7/0: BEGIN:VEVENT|UID:loose|END:VEVENT",
            "skipped VJOURNAL",
        ])
    }

    func testWhatIsNotACalendarIsRefusedWithWhatWasFound() {
        assertRefused("", with: .empty(file: "test.ics"))
        assertRefused("\u{FEFF} \r\n\t\n", with: .empty(file: "test.ics"))
        assertRefused("BEGIN:VCALENDAR\n\0\n", with: .binary(file: "test.ics"))
        assertRefused("Dear fan,\nhello\n", with: .notICalendar(file: "test.ics", line: 1, found: "\"Dear fan,\""))
        assertRefused(
            "BEGIN:VCARD\nFN:AOI\nEND:VCARD\n", with: .notICalendar(file: "test.ics", line: 1, found: "a vCard (BEGIN:VCARD)"))
        assertRefused("\nBEGIN:NOTE\nEND:NOTE\n", with: .notICalendar(file: "test.ics", line: 2, found: "BEGIN:NOTE"))
        assertRefused("PRODID:x\n", with: .notICalendar(file: "test.ics", line: 1, found: "\"PRODID:x\""))
        assertRefused("END;X=1:VEVENT\n", with: .notICalendar(file: "test.ics", line: 1, found: "no BEGIN line"))
    }

    func testBrokenNestingIsRefusedAtTheLineThatShowsIt() {
        assertRefused(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:e\n",
            with: .truncated(file: "test.ics", component: "VEVENT", line: 2))
        assertRefused(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR\n",
            with: .truncated(file: "test.ics", component: "VEVENT", line: 2))
        assertRefused(
            "BEGIN:VCALENDAR\nBEGIN:VCALENDAR\n", with: .truncated(file: "test.ics", component: "VCALENDAR", line: 1))
        assertRefused(
            "BEGIN:VCALENDAR\nEND:VEVENT\nEND:VCALENDAR\n",
            with: .unexpectedEnd(file: "test.ics", component: "VEVENT", line: 2))
        assertRefused(
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VCALENDAR\n",
            with: .unexpectedEnd(file: "test.ics", component: "VCALENDAR", line: 3))
    }

    func testTheLimitsOnLinesComponentsAndNestingRefuseTheFile() {
        var small = options
        small.maximumLineBytes = 20
        assertRefused(
            "BEGIN:VCALENDAR\nSUMMARY:123456789012345\n",
            with: .lineTooLong(file: "test.ics", line: 2, limit: 20), options: small)
        XCTAssertNoThrow(try split("BEGIN:VCALENDAR\r\nSUMMARY:12345678901\r\nEND:VCALENDAR\r\n", options: small),
                         "20 bytes and the CR before LF are within the limit")

        var tight = options
        tight.maximumComponentBytes = 40
        assertRefused(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:f\nSUMMARY:a long enough title\n more\nEND:VEVENT\nEND:VCALENDAR\n",
            with: .componentTooLarge(file: "test.ics", component: "VEVENT", line: 2, limit: 40), options: tight)

        var shallow = options
        shallow.maximumNesting = 3
        XCTAssertNoThrow(try split("BEGIN:VCALENDAR\nBEGIN:VEVENT\nBEGIN:VALARM\nEND:VALARM\nEND:VEVENT\nEND:VCALENDAR\n",
                                   options: shallow))
        assertRefused(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nBEGIN:VALARM\nBEGIN:X-DEEP\n",
            with: .nestingTooDeep(file: "test.ics", line: 4, limit: 3), options: shallow)
    }

    func testCalendarPropertiesStopAtTheirCapButTheComponentsGoOn() throws {
        let line = "X-LONG:" + String(repeating: "p", count: 1_000)
        let text = "BEGIN:VCALENDAR\n" + Array(repeating: line, count: 100).joined(separator: "\n")
            + "\nBEGIN:VEVENT\nEND:VEVENT\nEND:VCALENDAR\n"
        let pieces = try split(text)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces[0], "VEVENT@102/1: BEGIN:VEVENT|END:VEVENT")
        XCTAssertEqual(pieces[1].components(separatedBy: "X-LONG:").count - 1, 65, "64 KiB of 1,008-byte lines")
    }
}
