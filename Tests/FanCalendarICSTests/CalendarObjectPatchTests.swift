import FanCalendar
import FanCalendarZoneInfo
import Foundation
import XCTest

@testable import FanCalendarICS

/// A calendar object kept whole and written back: untouched it is the same bytes, changed it
/// carries only fancal's changes, and a series stays one object with its master.
final class CalendarObjectPatchTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 12, day: 1)!)
    private let now: Int64 = 1_796_083_200  // 2026-12-01T00:00:00Z

    /// The records and objects of a fixture, by UID.
    private func read(_ name: String) throws -> (records: [String: [Record]], objects: [String: CalendarObject]) {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Fixture.path(name))))
        return try read(bytes: bytes)
    }

    private func read(bytes: [UInt8]) throws -> (records: [String: [Record]], objects: [String: CalendarObject]) {
        var records: [String: [Record]] = [:]
        var objects: [String: CalendarObject] = [:]
        for item in try ICSReader(options: options).items(bytes: bytes, name: "test", objects: true) {
            switch item {
            case .event(let event): records[event.record.uid, default: []].append(event.record)
            case .object(let object): objects[object.uid] = object
            default: break
            }
        }
        return (records, objects)
    }

    private func text(_ object: CalendarObject, _ records: [Record]) -> String {
        String(decoding: CalendarObjectPatch(object: object, records: records, homeZone: "Asia/Tokyo", now: now).events, as: UTF8.self)
    }

    /// The VEVENT blocks of a fixture, as written (CRLF).
    private func vevents(_ name: String) throws -> String {
        let text = try String(contentsOfFile: Fixture.path(name), encoding: .utf8)
        let lines = text.components(separatedBy: "\r\n")
        var inside = false
        var result = ""
        for line in lines {
            if line == "BEGIN:VEVENT" { inside = true }
            if inside { result += line + "\r\n" }
            if line == "END:VEVENT" { inside = false }
        }
        return result
    }

    func testObjectsOfEveryProducerGoOutByteForByteWhenNothingChanged() throws {
        for name in ["phone-apple.ics", "phone-google.ics", "phone-outlook.ics", "phone-thunderbird.ics"] {
            let (records, objects) = try read(name)
            XCTAssertEqual(Set(objects.keys), Set(records.keys), name)
            let written = objects.keys.sorted().map { uid in text(objects[uid]!, records[uid]!) }.joined()
            let expected = try vevents(name)
            XCTAssertEqual(written.count, expected.count, name)
            for uid in objects.keys {
                XCTAssertTrue(expected.contains(text(objects[uid]!, records[uid]!)), "\(name) \(uid)")
            }
        }
    }

    /// An object nothing changed in gets fancal's DESCRIPTION line from its text alone (the
    /// records' fingerprint matches); the same object compared field by field (a fingerprint
    /// kept before schema 20, or none) must come out the same, byte for byte.
    func testTheDescriptionLineIsTheSameWhetherTheObjectIsDerivedAgainOrNot() throws {
        let vevent = { (uid: String, extra: String) in
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20261101T000000Z\r\nDTSTART;TZID=Asia/Tokyo:20261212T180000\r\n"
                + "DTEND;TZID=Asia/Tokyo:20261212T210000\r\nSUMMARY:Winter live\r\n\(extra)"
        }
        let alarm = "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Reminder\r\nTRIGGER:-PT2H\r\nEND:VALARM\r\n"
        let calendar = [
            vevent("plain", "X-FANCAL-AMOUNT:12000\r\nX-FANCAL-CURRENCY:JPY\r\nEND:VEVENT\r\n"),
            vevent("folded", "description:Bring the\r\n  penlight\r\nx-fancal-amount:8800\r\n\(alarm)END:VEVENT\r\n"),
            vevent("two", "DESCRIPTION:one\r\nX-FANCAL-AMOUNT:500\r\nDESCRIPTION:two\r\n\(alarm)END:VEVENT\r\n"),
            vevent("none", "DESCRIPTION:no amount\r\n\(alarm)END:VEVENT\r\n"),
            vevent("series", "RRULE:FREQ=WEEKLY;COUNT=3\r\nX-FANCAL-AMOUNT:3000\r\n\(alarm)END:VEVENT\r\n"),
        ].joined()
        let (records, objects) = try read(bytes: Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + calendar + "END:VCALENDAR\r\n").utf8))
        XCTAssertEqual(objects.count, 5)
        var described = 0
        for (uid, object) in objects {
            let records = try XCTUnwrap(records[uid])
            XCTAssertEqual(object.derivedHash, CalendarObject.fingerprint(of: records), "the quick way is taken: \(uid)")
            var compared = object
            compared.derivedHash = nil
            for language in [Language.en, .ja, .de] {
                let quick = CalendarObjectPatch(object: object, records: records, homeZone: "Asia/Tokyo", now: now, describedIn: language)
                let derived = CalendarObjectPatch(
                    object: compared, records: records, homeZone: "Asia/Tokyo", now: now, describedIn: language)
                XCTAssertEqual(String(decoding: quick.events, as: UTF8.self), String(decoding: derived.events, as: UTF8.self), uid)
                XCTAssertEqual(quick.changed, derived.changed, uid)
                if quick.changed { described += 1 }
            }
        }
        XCTAssertEqual(described, 12, "every object with an amount, in three languages")
    }

    /// A timed record's day is counted in the home zone of the day it was read; an export in
    /// another home zone (the fan travels, `TZ` differs) compares times, not days, and leaves a
    /// series it did not change one object (it wrote an override for every occurrence).
    func testAnotherHomeZoneChangesNothing() throws {
        let calendar = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:berlin\r\nDTSTAMP:20261101T000000Z\r\n\
            DTSTART;TZID=Europe/Berlin:20231118T230000\r\nDTEND;TZID=Europe/Berlin:20231119T000000\r\n\
            RRULE:FREQ=MONTHLY;COUNT=3\r\nSUMMARY:Release night\r\nX-FANCAL-AMOUNT:4.90\r\n\
            X-FANCAL-CURRENCY:EUR\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """
        let (records, objects) = try read(bytes: Array(calendar.utf8))
        var object = try XCTUnwrap(objects["berlin"])
        object.derivedHash = nil
        let berlin = try XCTUnwrap(records["berlin"])
        XCTAssertEqual(berlin.map(\.date.description), ["2023-11-19", "2023-12-19", "2024-01-19"], "Tokyo's days")
        for zone in ["Asia/Tokyo", "UTC", "America/Los_Angeles"] {
            let patch = CalendarObjectPatch(object: object, records: berlin, homeZone: zone, now: now)
            XCTAssertFalse(patch.changed, zone)
            XCTAssertEqual(String(decoding: patch.events, as: UTF8.self), String(decoding: object.events, as: UTF8.self), zone)
        }
    }

    func testAnAmountOnAPhoneEventChangesOnlyFancalsProperties() throws {
        let (records, objects) = try read("phone-apple.ics")
        var concert = try XCTUnwrap(records["apple-1@example.com"]?.first)
        concert.amount = Money(minorUnits: 89_000, currency: Currency(code: "KRW")!)
        concert.charged = Money(minorUnits: 9_800, currency: .jpy)
        concert.category = .live
        let written = text(objects["apple-1@example.com"]!, [concert])
        for kept in [
            "ORGANIZER;CN=Mina:mailto:mina@example.com\r\n",
            "ATTENDEE;CN=Aoi;PARTSTAT=ACCEPTED;ROLE=REQ-PARTICIPANT:mailto:aoi@example.com\r\n",
            "ATTENDEE;CN=Mei;PARTSTAT=NEEDS-ACTION:mailto:mei@example.com\r\n", "URL:https://tickets.example.com/ateez\r\n",
            "COLOR:hotpink\r\n", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r\n",
            "X-UNKNOWN-THING;X-PARAM=one;OTHER=\"two, three\":value here\r\n",
            "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Reminder\r\nTRIGGER:-PT2H\r\nX-WR-ALARMUID:alarm-1\r\nEND:VALARM\r\n",
            "DTSTART;TZID=Asia/Seoul:20261212T180000\r\n", "SUMMARY:ATEEZ World Tour\r\n",
            "X-FANCAL-AMOUNT:89000\r\n", "X-FANCAL-CURRENCY:KRW\r\n", "X-FANCAL-CHARGED:9800\r\n",
            "X-FANCAL-CHARGED-CURRENCY:JPY\r\n", "X-FANCAL-CATEGORY:live\r\n", "SEQUENCE:3\r\n",
            "LAST-MODIFIED:20261201T000000Z\r\n", "DTSTAMP:20261201T000000Z\r\n",
        ] {
            XCTAssertTrue(written.contains(kept), "\(kept) in\n\(written)")
        }
        XCTAssertFalse(written.contains("SEQUENCE:2"), written)
        // Read back, it says what fancal says: the charge travels.
        let again = try read(bytes: Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + written + "END:VCALENDAR\r\n").utf8))
        let back = try XCTUnwrap(again.records["apple-1@example.com"]?.first)
        XCTAssertEqual(back.charged, concert.charged)
        XCTAssertTrue(back.hasSameContent(as: { var c = concert; c.sequence = 3; return c }()))
    }

    func testASeriesStaysOneObject() throws {
        let (records, objects) = try read("phone-apple.ics")
        let object = try XCTUnwrap(objects["series-1@example.com"])
        var occurrences = try XCTUnwrap(records["series-1@example.com"]).sorted { $0.recurrenceID! < $1.recurrenceID! }
        XCTAssertEqual(occurrences.map(\.recurrenceID!), [
            "2026-10-05T20:00:00", "2026-10-19T20:00:00", "2026-10-26T20:00:00", "2026-11-02T20:00:00", "2026-11-09T20:00:00",
        ])
        // An amount on one show, one occurrence deleted, the override deleted.
        occurrences[3].amount = Money(minorUnits: 500, currency: .jpy)
        let kept = occurrences.filter { !["2026-11-09T20:00:00", "2026-10-19T20:00:00"].contains($0.recurrenceID!) }
        let written = text(object, kept)
        XCTAssertEqual(written.components(separatedBy: "BEGIN:VEVENT").count - 1, 2, written)
        XCTAssertTrue(written.contains("RRULE:FREQ=WEEKLY;COUNT=6\r\n"), written)
        XCTAssertTrue(written.contains("EXDATE;TZID=Asia/Tokyo:20261012T200000\r\n"), "the phone's own EXDATE stays")
        XCTAssertTrue(written.contains("EXDATE;TZID=Asia/Tokyo:20261109T200000\r\n"), written)
        XCTAssertTrue(written.contains("EXDATE;TZID=Asia/Tokyo:20261019T200000\r\n"), written)
        XCTAssertFalse(written.contains("(late)"), "the deleted override is gone")
        XCTAssertTrue(written.contains("RECURRENCE-ID;TZID=Asia/Tokyo:20261102T200000\r\nX-FANCAL-AMOUNT:500\r\n"), written)
        // The override is the master's copy: its alarm and Apple properties come along.
        let override = try XCTUnwrap(written.components(separatedBy: "BEGIN:VEVENT").last)
        XCTAssertTrue(override.contains("TRIGGER:-PT10M"), override)
        XCTAssertTrue(override.contains("X-APPLE-STRUCTURED-LOCATION"), override)
        XCTAssertFalse(override.contains("RRULE"), override)
        // Read back: exactly the records fancal has.
        let again = try read(bytes: Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + written + "END:VCALENDAR\r\n").utf8))
        let back = try XCTUnwrap(again.records["series-1@example.com"]).sorted { $0.recurrenceID! < $1.recurrenceID! }
        XCTAssertEqual(back.map(\.recurrenceID), kept.map(\.recurrenceID))
        XCTAssertEqual(back.map(\.amount.minorUnits), [0, 0, 500])
    }

    func testAChangeToEveryOccurrenceChangesTheMaster() throws {
        let (records, objects) = try read("phone-apple.ics")
        let object = try XCTUnwrap(objects["series-1@example.com"])
        let occurrences = try XCTUnwrap(records["series-1@example.com"]).map { record -> Record in
            var record = record
            if record.recurrenceID != "2026-10-19T20:00:00" { record.artist = "AOI" }
            return record
        }
        let written = text(object, occurrences)
        XCTAssertEqual(written.components(separatedBy: "BEGIN:VEVENT").count - 1, 2, "no new override:\n\(written)")
        XCTAssertEqual(written.components(separatedBy: "X-FANCAL-ARTIST:AOI").count - 1, 1, written)
    }

    func testAnEndlessSeriesKeepsItsRuleAndAnOccurrenceEditedIsAnOverride() throws {
        let (records, objects) = try read("phone-apple.ics")
        let object = try XCTUnwrap(objects["endless-1@example.com"])
        var occurrences = try XCTUnwrap(records["endless-1@example.com"])
        XCTAssertEqual(occurrences.count, 208, "every Monday from 2025-01-06 to the horizon's end, 2028-12-31")
        let index = try XCTUnwrap(occurrences.firstIndex { $0.recurrenceID == "2026-12-07" })
        occurrences[index].title = "Weekly radio (special)"
        let written = text(object, occurrences)
        XCTAssertTrue(written.contains("RRULE:FREQ=WEEKLY\r\n"), "the rule stays endless:\n\(written)")
        XCTAssertTrue(written.contains("RECURRENCE-ID;VALUE=DATE:20261207\r\n"), written)
        XCTAssertTrue(written.contains("SUMMARY:Weekly radio (special)\r\n"), written)
        XCTAssertTrue(written.contains("X-MICROSOFT-CDO-BUSYSTATUS:FREE\r\n"), written)
    }

    func testAMovedEventKeepsItsZoneAndAnOutlookNameIsWrittenAsTheSystemZone() throws {
        let (records, objects) = try read("phone-outlook.ics")
        var event = try XCTUnwrap(records.values.first?.first)
        let object = try XCTUnwrap(objects[event.uid])
        event.start = event.start.map { ZonedDateTime(instant: $0.instant + 3_600, zone: $0.zone) }
        event.end = event.end.map { ZonedDateTime(instant: $0.instant + 3_600, zone: $0.zone) }
        let patch = CalendarObjectPatch(object: object, records: [event], homeZone: "Asia/Tokyo", now: now)
        let written = String(decoding: patch.events, as: UTF8.self)
        XCTAssertTrue(written.contains("DTSTART;TZID=Asia/Tokyo:20261220T140000\r\n"), written)
        XCTAssertTrue(written.contains("X-MICROSOFT-CDO-IMPORTANCE:1\r\n"), written)
        XCTAssertTrue(written.contains("SUMMARY;LANGUAGE=ja:グッズ先行販売\r\n"), "an unchanged title keeps its parameters")
        XCTAssertTrue(patch.tzids.contains("Asia/Tokyo"))
    }

    func testAFieldTheImportMadeOneLineIsWrittenAsFancalHasIt() throws {
        let calendar = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:two-lines@test\r
            DTSTART;VALUE=DATE:20261010\r
            SUMMARY:Tour final\\nSold out\r
            X-OTHER:kept\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let (records, objects) = try read(bytes: Array(calendar.utf8))
        let written = text(objects["two-lines@test"]!, records["two-lines@test"]!)
        XCTAssertTrue(written.contains("SUMMARY:Tour final Sold out\r\n"), written)
        XCTAssertTrue(written.contains("X-OTHER:kept\r\n"), written)
    }
}
