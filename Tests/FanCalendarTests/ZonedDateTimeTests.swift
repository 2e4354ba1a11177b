@testable import FanCalendar
import FanCalendarZoneInfo
import TestSupport
import XCTest

final class ZonedDateTimeTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    /// `isRepeatedWallTime` answers as the round trip through the wall time does, every quarter
    /// hour around each transition (turned back by an hour, by half an hour on Lord Howe, and
    /// forward) and at random moments, in zones with and without DST.
    func testRepeatedWallTimesAreThoseTheRoundTripMoves() throws {
        let zones = [
            "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham", "America/Sao_Paulo",
            "Asia/Tokyo", "UTC",
        ]
        var random = SeededRandom(seed: 2026)
        var repeated = 0
        for zone in zones {
            var instants: [Int64] = (0..<300).map { _ in Int64.random(in: 0...4_102_444_800, using: &random) }
            // Every quarter hour of two days around each change of offset in 2000–2030.
            var previous = ZonedDateTime(instant: 946_684_800, zone: zone).utcOffset
            for hour in stride(from: Int64(946_684_800), to: 1_893_456_000, by: 3_600) {
                let offset = ZonedDateTime(instant: hour, zone: zone).utcOffset
                if offset != previous { instants += stride(from: hour - 86_400, to: hour + 86_400, by: 900) }
                previous = offset
            }
            for instant in instants {
                let moment = ZonedDateTime(instant: instant, zone: zone)
                let (date, time) = moment.local()
                let roundTrip = ZonedDateTime(date: date, time: time, zone: zone)?.instant
                XCTAssertEqual(moment.isRepeatedWallTime, roundTrip != instant, "\(zone) \(instant)")
                if moment.isRepeatedWallTime { repeated += 1 }
            }
        }
        XCTAssertGreaterThan(repeated, 100, "the transitions were found")
        XCTAssertFalse(ZonedDateTime(instant: 0, zone: "Mars/Olympus").isRepeatedWallTime)
    }
}
