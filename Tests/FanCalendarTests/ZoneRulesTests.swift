@testable import FanCalendar
import Foundation
import TestSupport
import XCTest

final class ZoneRulesTests: XCTestCase {
    /// Offsets read from the system's TZif files against Foundation's `TimeZone` (ICU's own
    /// copy of the tz data) for zones whose rules neither has changed lately: every hour around
    /// each year's transitions and random moments from 1970 to 2100, far past the transitions
    /// a file lists (the footer's POSIX rule takes over there).
    func testOffsetsAgreeWithFoundationForZonesOnEveryContinent() throws {
        let zones = [
            "Asia/Tokyo", "Asia/Seoul", "Europe/Berlin", "Europe/London", "Europe/Dublin", "America/New_York",
            "America/Los_Angeles", "America/Sao_Paulo", "Australia/Sydney", "Australia/Lord_Howe",
            "Pacific/Auckland", "Pacific/Chatham", "Asia/Kolkata", "Asia/Kathmandu", "America/St_Johns",
            "Africa/Johannesburg", "UTC",
        ]
        var random = SeededRandom(seed: 8536)
        for name in zones {
            let rules = try XCTUnwrap(ZoneRules.load(name), name)
            let foundation = try XCTUnwrap(TimeZone(identifier: name), name)
            var instants: [Int64] = (0..<400).map { _ in Int64.random(in: 0...4_102_444_800, using: &random) }
            for year in [2024, 2026, 2030, 2040, 2075] {
                let start = Int64(CivilDate(year: year, month: 1, day: 1)!.daysSinceEpoch) * 86_400
                instants += stride(from: start, to: start + 366 * 86_400, by: 3_600 * 7)
            }
            for instant in instants {
                let expected = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
                XCTAssertEqual(rules.offset(at: instant), expected, "\(name) at \(instant)")
                if rules.offset(at: instant) != expected { break }
            }
        }
    }

    func testNamesThatAreNotZonesAreRefused() {
        for name in ["", "/etc/passwd", "../../etc/passwd", "Asia/../Asia/Tokyo", "Asia/Tokyo ", "Not/AZone", "Asia"] {
            XCTAssertNil(ZoneRules.load(name), name)
        }
        XCTAssertNil(ZoneRules(tzif: Array("TZif2 but nothing else".utf8)))
        XCTAssertNil(ZoneRules(tzif: []))
    }

    func testFootersWithoutDaylightTimeAndWithQuotedNames() throws {
        // A file with no transitions at all: the footer alone decides.
        var bytes = Array("TZif2".utf8) + Array(repeating: 0, count: 15)
        let counts: [UInt32] = [0, 0, 0, 0, 1, 4]
        func header() -> [UInt8] { bytes.prefix(20) + counts.flatMap { withUnsafeBytes(of: $0.bigEndian, Array.init) } }
        let block = header() + [0xFF, 0xFF, 0xF1, 0xF0, 0, 0] + Array("-04\0".utf8)
        bytes = block + block + Array("\n<-04>4\n".utf8)
        let rules = try XCTUnwrap(ZoneRules(tzif: bytes))
        XCTAssertEqual(rules.offset(at: 0), -4 * 3600)
        XCTAssertEqual(rules.offset(at: 4_000_000_000), -4 * 3600)
    }
}

final class PosixZoneTests: XCTestCase {
    /// `TZ=JST-9` and `TZ=EST5EDT,M3.2.0,M11.1.0` are valid POSIX TZ values; they fell back to
    /// the system zone.
    func testPosixTZStringsAreZones() throws {
        XCTAssertTrue(ZonedDateTime.isKnownZone("JST-9"))
        let tokyo = try XCTUnwrap(ZonedDateTime(date: CivilDate(year: 2027, month: 1, day: 1)!, time: CivilTime(hour: 5, minute: 0)!, zone: "JST-9"))
        XCTAssertEqual(tokyo.iso8601, "2027-01-01T05:00:00+09:00")
        let rules = try XCTUnwrap(ZoneRules.posix("EST5EDT,M3.2.0,M11.1.0"))
        let summer = Int64(CivilDate(year: 2026, month: 7, day: 1)!.daysSinceEpoch) * 86_400
        let winter = Int64(CivilDate(year: 2026, month: 1, day: 1)!.daysSinceEpoch) * 86_400
        XCTAssertEqual(rules.offset(at: summer), -4 * 3600)
        XCTAssertEqual(rules.offset(at: winter), -5 * 3600)
        XCTAssertNil(ZoneRules.posix("Asia/Tokio"))
        XCTAssertFalse(ZonedDateTime.isKnownZone("Asia/Tokio"))
    }
}
