import FanCalendar
import FanCalendarZoneInfo
import XCTest

final class CivilDateTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testValidatesDays() {
        XCTAssertNil(CivilDate(iso: "2026-02-30"))
        XCTAssertNil(CivilDate(iso: "2026-02-29"))
        XCTAssertNotNil(CivilDate(iso: "2028-02-29"))
        XCTAssertNil(CivilDate(iso: "1900-02-29"))
        XCTAssertNotNil(CivilDate(iso: "2000-02-29"))
        XCTAssertNil(CivilDate(iso: "2026-13-01"))
        XCTAssertNil(CivilDate(iso: "2026-00-10"))
        XCTAssertNil(CivilDate(iso: "2026-04-31"))
        XCTAssertNil(CivilDate(iso: "2026-4-3"))
        XCTAssertNil(CivilDate(iso: "20260403"))
        XCTAssertNil(CivilDate(iso: "2026-04-0x"))
        XCTAssertNotNil(CivilDate(basic: "20260403"))
        XCTAssertNil(CivilDate(basic: "20260230"))
    }

    func testEpochDaysRoundTripAndAgreeWithAStepByStepCount() {
        var expected = CivilDate(year: 1900, month: 1, day: 1)!
        var days = expected.daysSinceEpoch
        XCTAssertEqual(days, -25567)
        for _ in 0..<(365 * 250) {
            let date = CivilDate(daysSinceEpoch: days)
            XCTAssertEqual(date, expected)
            XCTAssertEqual(date.daysSinceEpoch, days)
            days += 1
            expected = CivilDate(year: expected.year, month: expected.month, day: expected.day + 1)
                ?? CivilDate(year: expected.year, month: expected.month + 1, day: 1)
                ?? CivilDate(year: expected.year + 1, month: 1, day: 1)!
        }
    }

    func testWeekdays() {
        XCTAssertEqual(CivilDate(iso: "1970-01-01")!.weekday, .thursday)
        XCTAssertEqual(CivilDate(iso: "2026-11-29")!.weekday, .sunday)
        XCTAssertEqual(CivilDate(iso: "2000-02-29")!.weekday, .tuesday)
        XCTAssertEqual(CivilDate(iso: "1948-07-20")!.weekday, .tuesday)
    }

    func testIntegerValueSortsLikeTheDate() {
        let date = CivilDate(iso: "2026-12-24")!
        XCTAssertEqual(date.integerValue, 20261224)
        XCTAssertEqual(CivilDate(integerValue: 20261224), date)
        XCTAssertLessThan(CivilDate(iso: "2026-12-31")!, CivilDate(iso: "2027-01-01")!)
    }

    func testTimes() {
        XCTAssertEqual(CivilTime(text: "18:00")?.description, "18:00:00")
        XCTAssertEqual(CivilTime(text: "9:05")?.shortDescription, "09:05")
        XCTAssertNil(CivilTime(text: "24:00"))
        XCTAssertNil(CivilTime(text: "12:60"))
        XCTAssertNil(CivilTime(text: "12"))
        XCTAssertNil(CivilTime(text: "12:5"))
    }

    func testZonedTimesKeepTheirZoneAndFindTheHomeDay() {
        let tokyo = ZonedDateTime(date: CivilDate(iso: "2026-12-24")!, time: CivilTime(hour: 18, minute: 0)!, zone: "Asia/Tokyo")!
        XCTAssertEqual(tokyo.iso8601, "2026-12-24T18:00:00+09:00")
        let newYear = ZonedDateTime(instant: tokyo.instant, zone: "UTC")
        XCTAssertEqual(newYear.iso8601, "2026-12-24T09:00:00+00:00")
        let utcEvening = ZonedDateTime(date: CivilDate(iso: "2026-12-31")!, time: CivilTime(hour: 20, minute: 0)!, zone: "UTC")!
        XCTAssertEqual(utcEvening.local(in: "Asia/Tokyo").date, CivilDate(iso: "2027-01-01"))
        let losAngeles = ZonedDateTime(date: CivilDate(iso: "2026-07-10")!, time: CivilTime(hour: 20, minute: 0)!, zone: "America/Los_Angeles")!
        XCTAssertEqual(losAngeles.iso8601, "2026-07-10T20:00:00-07:00")
        XCTAssertEqual(losAngeles.local(in: "Asia/Tokyo").date, CivilDate(iso: "2026-07-11"))
        XCTAssertNil(ZonedDateTime(date: CivilDate(iso: "2026-07-10")!, time: CivilTime(hour: 1, minute: 0)!, zone: "Mars/Olympus"))
    }

    func testDaylightSavingGapsAndRepeats() {
        // 2026-03-29 02:30 does not exist in Berlin; 2026-10-25 02:30 happens twice.
        let gap = ZonedDateTime(date: CivilDate(iso: "2026-03-29")!, time: CivilTime(hour: 2, minute: 30)!, zone: "Europe/Berlin")!
        XCTAssertEqual(gap.iso8601, "2026-03-29T03:30:00+02:00")
        let repeated = ZonedDateTime(date: CivilDate(iso: "2026-10-25")!, time: CivilTime(hour: 2, minute: 30)!, zone: "Europe/Berlin")!
        XCTAssertEqual(repeated.iso8601, "2026-10-25T02:30:00+02:00")
    }
}
