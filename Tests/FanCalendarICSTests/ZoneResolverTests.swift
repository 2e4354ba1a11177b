import CLibical
import FanCalendar
@testable import FanCalendarICS
import FanCalendarZoneInfo
import XCTest

/// How a TZID becomes a zone, and what a zone makes of wall times.
final class ZoneResolverTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    /// A zone named by no Olson or Windows name, with New York's rules since 2007.
    private static let customZone = """
        BEGIN:VTIMEZONE
        TZID:fancal-test-eastern
        BEGIN:STANDARD
        DTSTART:19701101T020000
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        END:STANDARD
        BEGIN:DAYLIGHT
        DTSTART:19700308T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        END:DAYLIGHT
        END:VTIMEZONE
        """

    private func vtimezone(_ text: String) throws -> OpaquePointer {
        try XCTUnwrap(Libical.parse(Array(text.utf8)))
    }

    private func wall(_ iso: String, _ time: String? = nil, tzid: String? = nil, utc: Bool = false) -> WallTime {
        WallTime(date: CivilDate(iso: iso)!, time: time.flatMap { CivilTime(text: $0) }, isUTC: utc, tzid: tzid)
    }

    private func instant(_ utc: String) -> Int64 {
        let (date, time) = (CivilDate(iso: String(utc.prefix(10)))!, CivilTime(text: utc.suffix(8))!)
        return Int64(date.daysSinceEpoch) * 86_400 + Int64(time.secondsSinceMidnight)
    }

    private func name(of zone: ResolvedZone) -> String {
        switch zone {
        case .utc: "utc"
        case .olson(let name): "olson \(name)"
        case .vtimezone(_, let display): "vtimezone \(display ?? "-")"
        }
    }

    func testTZIDsResolveToOlsonNamesWindowsNamesAndVendorPrefixes() {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let cases: [(String, String)] = [
            ("Europe/Berlin", "olson Europe/Berlin"),
            ("  America/New_York ", "olson America/New_York"),
            ("Tokyo Standard Time", "olson Asia/Tokyo"),
            ("W. Europe Standard Time", "olson Europe/Berlin"),
            ("/freeassociation.sourceforge.net/Tzfile/Europe/London", "olson Europe/London"),
            ("/mozilla.org/20050126_1/Asia/Seoul", "olson Asia/Seoul"),
            ("UTC", "utc"), ("GMT", "utc"), ("Etc/UTC", "utc"), ("Z", "utc"),
        ]
        for (tzid, expected) in cases {
            let (zone, warning) = resolver.zone(of: wall("2026-11-29", "19:00:00", tzid: tzid), calendar: 1)
            XCTAssertEqual(name(of: zone), expected, tzid)
            XCTAssertNil(warning, tzid)
        }
        XCTAssertEqual(ZoneResolver.olsonName("Asia/Tokyo"), "Asia/Tokyo")
        XCTAssertNil(ZoneResolver.olsonName("Mars/Olympus_Mons"))
        XCTAssertNil(ZoneResolver.olsonName("fancal-test-eastern"))
    }

    func testAnUnknownTZIDIsReadInTheHomeZoneWithAWarning() {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let (zone, warning) = resolver.zone(of: wall("2026-11-29", "19:00:00", tzid: "Mars/Olympus_Mons"), calendar: 1)
        XCTAssertEqual(name(of: zone), "olson Asia/Tokyo")
        XCTAssertEqual(warning, "unknown time zone \"Mars/Olympus_Mons\" read as Asia/Tokyo")
    }

    func testUTCAndFloatingTimes() {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        XCTAssertEqual(name(of: resolver.zone(of: wall("2026-11-29", "10:00:00", utc: true), calendar: 1).zone), "utc")
        XCTAssertEqual(name(of: resolver.zone(of: wall("2026-11-29", "10:00:00"), calendar: 1).zone), "olson Asia/Tokyo")
        // X-WR-TIMEZONE sets the floating zone of its own calendar only, and only a known one.
        resolver.setFloatingZone("Europe/Berlin", calendar: 2)
        resolver.setFloatingZone("Nowhere/Special", calendar: 3)
        XCTAssertEqual(name(of: resolver.zone(of: wall("2026-11-29", "10:00:00"), calendar: 2).zone), "olson Europe/Berlin")
        XCTAssertEqual(name(of: resolver.zone(of: wall("2026-11-29", "10:00:00"), calendar: 1).zone), "olson Asia/Tokyo")
        XCTAssertEqual(name(of: resolver.zone(of: wall("2026-11-29", "10:00:00"), calendar: 3).zone), "olson Asia/Tokyo")
    }

    func testAFilesVTIMEZONEConvertsItsOwnTZIDOnceAdded() throws {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let summer = wall("2026-07-01", "12:00:00", tzid: "fancal-test-eastern")
        XCTAssertNotNil(resolver.zone(of: summer, calendar: 1).warning, "unknown before its VTIMEZONE arrives")
        resolver.add(vtimezone: try vtimezone(Self.customZone), calendar: 1)
        let (zone, warning) = resolver.zone(of: summer, calendar: 1)
        XCTAssertNil(warning, "the answer remembered before the VTIMEZONE is forgotten")
        XCTAssertEqual(name(of: zone), "vtimezone -")
        XCTAssertEqual(zone.displayName(fallback: "Asia/Tokyo"), "Asia/Tokyo", "no Olson name to show it as")
        XCTAssertEqual(zone.instant(summer.date, summer.time!), instant("2026-07-01T16:00:00"))
        // Another calendar of the same input without its own definition uses this one.
        XCTAssertEqual(name(of: resolver.zone(of: summer, calendar: 2).zone), "vtimezone -")
    }

    func testAVTIMEZONEConvertsAsTheSystemsRulesForTheSameZone() throws {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        resolver.add(vtimezone: try vtimezone(Self.customZone), calendar: 1)
        let file = resolver.zone(of: wall("2026-01-01", "00:00:00", tzid: "fancal-test-eastern"), calendar: 1).zone
        let system = ResolvedZone.olson("America/New_York")
        let walls: [(String, String)] = [
            ("2026-01-15", "12:00:00"), ("2026-03-08", "03:30:00"), ("2026-07-01", "12:00:00"),
            ("2026-11-01", "01:30:00"), ("2026-11-01", "03:00:00"), ("2036-06-01", "08:00:00"),
            ("2100-07-04", "20:00:00"), ("2101-12-25", "09:00:00"),
        ]
        for (date, time) in walls {
            let day = CivilDate(iso: date)!
            let clock = CivilTime(text: time)!
            XCTAssertEqual(file.instant(day, clock), system.instant(day, clock), "\(date) \(time)")
            let back = file.wall(system.instant(day, clock))
            XCTAssertEqual(back.date, day, "\(date) \(time)")
            XCTAssertEqual(back.time, clock, "\(date) \(time)")
        }
        // 01:30 on the day summer time ends happens twice: it is the first one (RFC 5545 §3.3.5).
        XCTAssertEqual(file.instant(CivilDate(iso: "2026-11-01")!, CivilTime(text: "01:30:00")!), instant("2026-11-01T05:30:00"))
    }

    func testAVTIMEZONEWithRulesOtherThanYearlyIsNotUsed() throws {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let daily = Self.customZone.replacingOccurrences(of: "TZID:fancal-test-eastern", with: "TZID:fancal-test-daily")
            .replacingOccurrences(of: "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", with: "RRULE:FREQ=DAILY")
        resolver.add(vtimezone: try vtimezone(daily), calendar: 1)
        let (zone, warning) = resolver.zone(of: wall("2026-07-01", "12:00:00", tzid: "fancal-test-daily"), calendar: 1)
        XCTAssertEqual(name(of: zone), "olson Asia/Tokyo")
        XCTAssertEqual(warning, "unknown time zone \"fancal-test-daily\" read as Asia/Tokyo")
    }

    func testAVTIMEZONEIsShownByItsLocationWhenThatIsAnOlsonName() throws {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let located = Self.customZone.replacingOccurrences(
            of: "TZID:fancal-test-eastern", with: "TZID:fancal-test-located\nX-LIC-LOCATION:America/New_York")
        resolver.add(vtimezone: try vtimezone(located), calendar: 1)
        let zone = resolver.zone(of: wall("2026-07-01", "12:00:00", tzid: "fancal-test-located"), calendar: 1).zone
        XCTAssertEqual(name(of: zone), "vtimezone America/New_York")
        XCTAssertEqual(zone.displayName(fallback: "Asia/Tokyo"), "America/New_York")
    }

    /// A file's definition of a zone the system knows (here New York without summer time) is
    /// not used: the system's rules are, and the first wall time they disagree on says so, once.
    func testTheSystemsRulesWinOverAFilesVTIMEZONEForAKnownTZIDAndTheDisagreementIsReported() throws {
        let resolver = ZoneResolver(homeZone: "Asia/Tokyo")
        let standardOnly = """
            BEGIN:VTIMEZONE
            TZID:America/New_York
            BEGIN:STANDARD
            DTSTART:19700101T000000
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0500
            END:STANDARD
            END:VTIMEZONE
            """
        resolver.add(vtimezone: try vtimezone(standardOnly), calendar: 1)
        let winter = wall("2026-01-15", "12:00:00", tzid: "America/New_York")
        let summer = wall("2026-07-01", "12:00:00", tzid: "America/New_York")
        XCTAssertEqual(name(of: resolver.zone(of: summer, calendar: 1).zone), "olson America/New_York")
        XCTAssertNil(resolver.disagreement(of: winter, calendar: 1), "both say -05:00 in January")
        XCTAssertEqual(
            resolver.disagreement(of: summer, calendar: 1),
            "the file's VTIMEZONE \"America/New_York\" disagrees with the system's time zone rules at 2026-07-01T12:00:00 "
                + "(-05:00 instead of -04:00); the system's rules are used")
        XCTAssertNil(resolver.disagreement(of: summer, calendar: 1), "said once per TZID")
        XCTAssertNil(
            ZoneResolver(homeZone: "Asia/Tokyo").disagreement(of: summer, calendar: 1), "no VTIMEZONE, nothing to compare")
    }

    func testAVTIMEZONETooLargeToExpandIsRefusedWithAReason() throws {
        let options = ICSImportOptions(
            homeZone: "Asia/Tokyo", today: CivilDate(iso: "2026-11-29")!, maximumZoneObservances: 1, maximumZoneChanges: 100)
        let zone = try vtimezone(Self.customZone)
        defer { icalcomponent_free(zone) }
        XCTAssertEqual(
            ZoneResolver.refusal(of: zone, options: options),
            "VTIMEZONE \"fancal-test-eastern\" has more than 1 observances; it is not used (its TZID is read as if the file had no VTIMEZONE for it)")
        let few = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(iso: "2026-11-29")!, maximumZoneChanges: 100)
        XCTAssertEqual(
            ZoneResolver.refusal(of: zone, options: few),
            "VTIMEZONE \"fancal-test-eastern\" would expand to more than 100 offset changes; it is not used (its TZID is read as if the file had no VTIMEZONE for it)",
            "two yearly rules from 1970 to 2037 are 2 × 68 changes")
        XCTAssertNil(ZoneResolver.refusal(of: zone, options: ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(iso: "2026-11-29")!)))
    }

    func testUTCAndOlsonZonesConvertBothWays() {
        let date = CivilDate(iso: "2026-11-29")!
        let time = CivilTime(text: "19:00:00")!
        XCTAssertEqual(ResolvedZone.utc.instant(date, time), instant("2026-11-29T19:00:00"))
        XCTAssertEqual(ResolvedZone.olson("Asia/Tokyo").instant(date, time), instant("2026-11-29T10:00:00"))
        let tokyo = ResolvedZone.olson("Asia/Tokyo").wall(instant("2026-11-29T20:00:00"))
        XCTAssertEqual(tokyo.date, CivilDate(iso: "2026-11-30"))
        XCTAssertEqual(tokyo.time, CivilTime(text: "05:00:00"))
        XCTAssertEqual(ResolvedZone.utc.displayName(fallback: "Asia/Tokyo"), "UTC")
        XCTAssertEqual(ResolvedZone.olson("Europe/Berlin").displayName(fallback: "Asia/Tokyo"), "Europe/Berlin")
    }
}
