@testable import FanCalendar
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

final class ZoneRulesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

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
            let rules = try XCTUnwrap(SystemZoneInfo.tzif(named: name).flatMap(ZoneRules.init(tzif:)), name)
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

    func testBytesThatAreNotTZifAreRefused() {
        XCTAssertNil(ZoneRules(tzif: Array("TZif2 but nothing else".utf8)))
        XCTAssertNil(ZoneRules(tzif: []))
    }

    func testFootersWithoutDaylightTimeAndWithQuotedNames() throws {
        // A file with no transitions at all: the footer alone decides.
        let rules = try XCTUnwrap(ZoneRules(tzif: TZifFixture.footerOnly("<-04>4", offset: -4 * 3600)))
        XCTAssertEqual(rules.offset(at: 0), -4 * 3600)
        XCTAssertEqual(rules.offset(at: 4_000_000_000), -4 * 3600)
    }
}

final class PosixZoneTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

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
