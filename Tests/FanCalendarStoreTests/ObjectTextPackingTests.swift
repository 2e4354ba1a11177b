@testable import FanCalendarStore
import XCTest

/// The packed text of kept calendar objects: what goes in comes out byte for byte, whatever its
/// size, and damaged bytes are refused rather than read as another text.
final class ObjectTextPackingTests: XCTestCase {
    private let phone = Array(
        """
        BEGIN:VEVENT\r
        UID:4F2A-phone@example.com\r
        DTSTART;TZID=Europe/Berlin:20261205T190000\r
        SUMMARY:Nova☆Stars 東京ドーム公演 🎤\r
        ATTENDEE;CN="Kim, Mina";PARTSTAT=ACCEPTED:mailto:mina@example.com\r
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=Olympic Hall:geo:37.52,127.12\r
        DESCRIPTION:a line folded after seventy-five octets of text, as a phone wr\r
         ites it\r
        BEGIN:VALARM\r
        TRIGGER:-PT1H\r
        ACTION:DISPLAY\r
        END:VALARM\r
        END:VEVENT\r

        """.utf8)

    func testTextsComeBackByteForByte() throws {
        let packing = ObjectTextPacking()
        // Larger than three times its packed size (the first output buffer): the buffer grows.
        let long = Array(repeating: phone, count: 400).flatMap { $0 }
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }
        for text in [[], phone, long, bytes, Array(ObjectTextPacking.dictionary)] {
            let packed = packing.pack(text)
            XCTAssertEqual(try packing.unpack(packed), text)
        }
        XCTAssertEqual(packing.pack([]), [], "an empty text stays empty")
        // Shared texts, remembered: more than the memory holds, each asked for twice.
        let zones = (0..<40).map { Array("BEGIN:VTIMEZONE\r\nTZID:Zone/\($0)\r\nEND:VTIMEZONE\r\n".utf8) }
        for zone in zones + zones {
            XCTAssertEqual(packing.packShared(zone), packing.pack(zone))
            XCTAssertEqual(try packing.unpackShared(packing.pack(zone)), zone)
        }
        XCTAssertLessThan(packing.pack(phone).count, phone.count * 2 / 3)
    }

    func testDamagedBytesAreRefused() throws {
        let packing = ObjectTextPacking()
        let packed = packing.pack(phone)
        XCTAssertThrowsError(try packing.unpack(Array(packed.dropLast(4))), "cut short")
        XCTAssertThrowsError(try packing.unpack(packed + [0x41]), "bytes after the end")
        XCTAssertThrowsError(try packing.unpack([0xFF, 0xFF, 0xFF]), "not DEFLATE")
        XCTAssertEqual(try packing.unpack(packed), phone, "a refusal leaves the packing usable")
    }
}
