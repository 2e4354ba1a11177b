import FanCalendar
@testable import FanCalendarICS
import FanCalendarZoneInfo
import XCTest

final class ICSWriterTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private let tokyo = Fixture.tokyoOptions

    private func export(_ records: [Record], zones: Set<String>? = nil, describedIn: Language? = nil) -> String {
        var writer = ICSWriter(
            output: "", calendarName: "fancal", zones: zones ?? timeZonesUsed(by: records),
            now: 1_780_000_000, describedIn: describedIn)
        writer.writeHeader()
        for record in records { writer.write(record) }
        writer.writeFooter()
        return writer.output
    }

    private func reimport(_ text: String) throws -> [Record] {
        try ICSReader(options: tokyo).items(bytes: Array(text.utf8), name: "export.ics").compactMap {
            if case .event(let event) = $0 { return event.record }
            XCTFail("unexpected \($0)")
            return nil
        }
    }

    func testHeaderEventsAndFooterFollowTheMapping() throws {
        let concert = Record(
            uid: "c-1", date: CivilDate(year: 2026, month: 12, day: 25)!,
            start: ZonedDateTime(date: CivilDate(year: 2026, month: 12, day: 24)!, time: CivilTime(hour: 18, minute: 0)!, zone: "America/Los_Angeles"),
            title: "Concert, with; specials\\", category: .live, sub: "ticket", artist: "Artist",
            venue: "Hall", memo: "Row 1\nSeat 2", amount: Money(minorUnits: 4990, currency: Currency(code: "USD")!),
            sequence: 3)
        let goods = Record(
            uid: "g-1", date: CivilDate(year: 2026, month: 8, day: 1)!, lastDate: CivilDate(year: 2026, month: 8, day: 3),
            title: "Goods days", category: .cdDVD, amount: Money(minorUnits: 12_000, currency: .jpy))
        let text = export([concert, goods])
        let lines = text.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "BEGIN:VCALENDAR")
        XCTAssertEqual(lines.suffix(2), ["END:VCALENDAR", ""])
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF only")
        for required in [
            "VERSION:2.0", "CALSCALE:GREGORIAN", "X-WR-CALNAME:fancal", "TZID:America/Los_Angeles",
            "UID:c-1", "DTSTAMP:20260528T202640Z", "SEQUENCE:3",
            "DTSTART;TZID=America/Los_Angeles:20261224T180000", "SUMMARY:Concert\\, with\\; specials\\\\",
            "LOCATION:Hall", "DESCRIPTION:Row 1\\nSeat 2", "CATEGORIES:Live", "X-FANCAL-CATEGORY:live",
            "X-FANCAL-SUB:ticket", "X-FANCAL-ARTIST:Artist", "X-FANCAL-AMOUNT:49.90", "X-FANCAL-CURRENCY:USD",
            "DTSTART;VALUE=DATE:20260801", "DTEND;VALUE=DATE:20260804", "CATEGORIES:CD/DVD", "X-FANCAL-AMOUNT:12000",
        ] {
            XCTAssertTrue(lines.contains(required), "missing \(required)")
        }
        XCTAssertFalse(text.contains("freeassociation"))
        XCTAssertFalse(text.contains("DTSTART:18"), "no history before 1970")
        XCTAssertEqual(lines.filter { $0 == "BEGIN:VTIMEZONE" }.count, 1)
        XCTAssertEqual(lines.filter { $0 == "BEGIN:VCALENDAR" }.count, 1)
        XCTAssertEqual(try reimport(text).map { $0.uid }, ["c-1", "g-1"])
    }

    /// Lines of repeated values (titles, venues, artists, amounts…) are serialised once and kept
    /// (`RepeatedLines`): a record's text is the same after other records as in an export of its
    /// own, also for values that differ only in Unicode normalisation, and past the number of
    /// values kept.
    func testRepeatedValuesWriteTheSameLinesAsAFirstOccurrence() throws {
        func record(_ index: Int, venue: String, artist: String, amount: Int64, memo: String? = nil, title: String? = nil) -> Record {
            Record(
                uid: "r-\(index)", date: CivilDate(year: 2026, month: 5, day: 1)!, title: title ?? "Show \(index)", category: .live,
                sub: "ticket", artist: artist, venue: venue, memo: memo, amount: Money(minorUnits: amount, currency: .jpy))
        }
        func event(_ uid: String, in text: String) -> Substring? {
            guard let start = text.range(of: "BEGIN:VEVENT\r\nUID:\(uid)\r\n"),
                let end = text.range(of: "END:VEVENT\r\n", range: start.upperBound..<text.endIndex)
            else { return nil }
            return text[start.lowerBound..<end.upperBound]
        }
        let composed = "Zepp Hanedaのライブハウス 長い名前の会場で折り返しが起きるくらい長く書いた名前\u{30D0}"
        let decomposed = "Zepp Hanedaのライブハウス 長い名前の会場で折り返しが起きるくらい長く書いた名前\u{30CF}\u{3099}"
        // First, while every cache has room; then more values than any keeps.
        var records = [
            record(90_001, venue: composed, artist: "蒼", amount: 12_000, title: composed),
            record(90_002, venue: decomposed, artist: "蒼", amount: 12_000, title: decomposed),
            record(90_003, venue: composed, artist: "蒼", amount: 12_000, memo: "Row 3", title: composed),
            record(90_004, venue: composed, artist: "AOI", amount: 12_000, title: "Show 1"),
        ]
        records += (0..<(LineCache<Money>.limit + 10)).map {
            record($0, venue: "Budokan", artist: "AOI", amount: Int64($0))
        }
        let together = export(records)
        let described = export(records, describedIn: .ja)
        for index in [0, 1, LineCache<Money>.limit + 9, 90_001, 90_002, 90_003, 90_004] {
            let alone = records.filter { $0.uid == "r-\(index)" }
            // Compared by bytes, as a calendar app reads them.
            XCTAssertEqual(
                event("r-\(index)", in: together).map { Array($0.utf8) }, event("r-\(index)", in: export(alone)).map { Array($0.utf8) },
                "r-\(index)")
            XCTAssertEqual(
                event("r-\(index)", in: described).map { Array($0.utf8) },
                event("r-\(index)", in: export(alone, describedIn: .ja)).map { Array($0.utf8) }, "r-\(index), described")
        }
        let renamed = event("r-90002", in: together).map { $0.replacingOccurrences(of: "r-90002", with: "r-90001") }
        // By bytes: `String`'s == holds canonically equivalent texts equal.
        XCTAssertNotEqual(event("r-90001", in: together).map { Array($0.utf8) }, renamed.map { Array($0.utf8) }, "kept apart by their bytes")
        let back = try reimport(described).filter { $0.uid.hasPrefix("r-9000") }
        XCTAssertEqual(back.map(\.venue), [composed, decomposed, composed, composed])
        XCTAssertEqual(back.map(\.title), [composed, decomposed, composed, "Show 1"])
        XCTAssertEqual(back.map(\.memo), [nil, nil, "Row 3", nil])
        XCTAssertEqual(back.map(\.artist), ["蒼", "蒼", "蒼", "AOI"])
    }

    func testUTCAndZonesWithoutVTimezoneAreWrittenInUTC() throws {
        let instant: Int64 = 1_798_747_200  // 2026-12-31T20:00Z
        let utc = Record(uid: "u", date: CivilDate(year: 2027, month: 1, day: 1)!,
                         start: ZonedDateTime(instant: instant, zone: "UTC"), title: "UTC", amount: .zero(.jpy))
        let text = export([utc])
        XCTAssertTrue(text.contains("DTSTART:20261231T200000Z\r\n"))
        XCTAssertFalse(text.contains("BEGIN:VTIMEZONE"))
        var berlin = utc
        berlin.start = ZonedDateTime(instant: instant, zone: "Europe/Berlin")
        let unlisted = export([berlin], zones: [])
        XCTAssertTrue(unlisted.contains("DTSTART:20261231T200000Z\r\n"), "no VTIMEZONE for it: UTC")
    }

    func testTheSecondPassThroughARepeatedHourIsWrittenInUTC() throws {
        // 2026-10-25 02:30 happens twice in Berlin; 01:30Z is the second (CET).
        let second = ZonedDateTime(instant: 1_792_891_800, zone: "Europe/Berlin")
        XCTAssertEqual(second.iso8601, "2026-10-25T02:30:00+01:00")
        let record = Record(uid: "dst", date: CivilDate(year: 2026, month: 10, day: 25)!, start: second,
                            title: "Twice", amount: .zero(.jpy))
        let text = export([record])
        XCTAssertTrue(text.contains("DTSTART:20261025T013000Z\r\n"))
        XCTAssertEqual(try reimport(text).first?.start?.instant, second.instant)
    }

    func testLongJapaneseTextIsFoldedAtSeventyFiveOctetsWithoutSplittingCharacters() throws {
        let title = String(repeating: "推しのライブ🎤✨", count: 30)
        let record = Record(uid: "long", date: CivilDate(year: 2026, month: 1, day: 1)!, title: title, amount: .zero(.jpy))
        let text = export([record])
        for line in text.components(separatedBy: "\r\n") {
            XCTAssertLessThanOrEqual(line.utf8.count, 75)
        }
        XCTAssertEqual(try reimport(text).first?.title, title)
    }

    func testOccurrencesOfASeriesRoundTripWithTheirRecurrenceIDs() throws {
        let events = try Fixture.events("weekly-exdate.ics") + Fixture.events("moved-occurrence.ics")
        let records = events.map(\.record)
        let back = try reimport(export(records))
        XCTAssertEqual(back, records)
    }
}
