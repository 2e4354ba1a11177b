import CLibical
import FanCalendar
@testable import FanCalendarICS
import FanCalendarZoneInfo
import XCTest

/// The events of one UID into records: revisions, series, exceptions, cancellations, horizon.
final class SeriesAssemblerTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private var options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(iso: "2026-11-29")!)

    /// One VEVENT, from its property lines, as the reader parses it.
    private func event(_ properties: String, line: Int = 1, calendar: Int = 1) throws -> ParsedEvent {
        let text = Array(("BEGIN:VEVENT\n" + properties + "\nEND:VEVENT\n").utf8)
        let component = try XCTUnwrap(Libical.parse(text))
        defer { icalcomponent_free(component) }
        return try ParsedEvent(component: component, text: text, line: line, calendar: calendar, options: options)
    }

    private func items(_ events: [ParsedEvent]) -> [ICSImportItem] {
        SeriesAssembler(options: options, zones: ZoneResolver(homeZone: options.homeZone)).items(for: events)
    }

    /// `RECURRENCE-ID DATE TITLE` for a record (`-` for none), `skipped KIND` otherwise.
    private func describe(_ items: [ICSImportItem]) -> [String] {
        items.map { item in
            if case .event(let imported) = item {
                let record = imported.record
                return "\(record.recurrenceID ?? "-") \(record.date) \(record.title)"
            }
            if case .skipped(let kind) = item { return "skipped \(kind)" }
            return "\(item)"
        }
    }

    private func records(_ items: [ICSImportItem]) -> [ImportedEvent] {
        items.compactMap { item in
            if case .event(let imported) = item { return imported }
            return nil
        }
    }

    func testATimedEventBelongsToItsDateInTheHomeZoneAndKeepsItsOwnZone() throws {
        let late = try event(
            "UID:a@test\nDTSTART:20261224T200000Z\nDTEND:20261224T230000Z\nSUMMARY:Late\nLAST-MODIFIED:20260101T000000Z",
            line: 7)
        let items = items([late])
        XCTAssertEqual(describe(items), ["- 2026-12-25 Late"], "20:00 UTC is the next morning in Tokyo")
        let imported = try XCTUnwrap(records(items).first)
        XCTAssertEqual(imported.record.start, ZonedDateTime(instant: 1_798_142_400, zone: "UTC"))
        XCTAssertEqual(imported.record.end?.instant, 1_798_142_400 + 3 * 3600)
        XCTAssertEqual(imported.lastModified, 1_767_225_600)
        XCTAssertEqual(imported.line, 7)
        XCTAssertEqual(imported.warnings, [])
    }

    func testAnAllDayEventOfSeveralDaysEndsTheDayBeforeDTEND() throws {
        let tour = try event("UID:b@test\nDTSTART;VALUE=DATE:20261224\nDTEND;VALUE=DATE:20261227\nSUMMARY:Tour")
        let imported = try XCTUnwrap(records(items([tour])).first)
        XCTAssertNil(imported.record.start)
        XCTAssertEqual(imported.record.date, CivilDate(iso: "2026-12-24"))
        XCTAssertEqual(imported.record.lastDate, CivilDate(iso: "2026-12-26"))
        let oneDay = try event("UID:c@test\nDTSTART;VALUE=DATE:20261224\nDTEND;VALUE=DATE:20261225\nSUMMARY:Day")
        XCTAssertNil(try XCTUnwrap(records(items([oneDay])).first).record.lastDate)
    }

    func testAnUnknownZoneIsReadInTheHomeZoneAndSaysSo() throws {
        let guessed = try event("UID:d@test\nDTSTART;TZID=Mars/Olympus_Mons:20261224T190000\nSUMMARY:Far")
        let imported = try XCTUnwrap(records(items([guessed])).first)
        XCTAssertEqual(imported.record.start?.zone, "Asia/Tokyo")
        XCTAssertEqual(imported.record.start?.local().time, CivilTime(text: "19:00:00"))
        XCTAssertEqual(imported.warnings, ["unknown time zone \"Mars/Olympus_Mons\" read as Asia/Tokyo"])
    }

    func testTheLatestRevisionIsTheHighestSequenceThenTheLatestLastModifiedThenTheLastInTheFile() throws {
        let old = try event("UID:r@test\nDTSTART;VALUE=DATE:20261201\nSEQUENCE:3\nSUMMARY:old")
        let newer = try event("UID:r@test\nDTSTART;VALUE=DATE:20261202\nSEQUENCE:4\nSUMMARY:newer")
        let modified = try event(
            "UID:r@test\nDTSTART;VALUE=DATE:20261203\nSEQUENCE:4\nLAST-MODIFIED:20261101T000000Z\nSUMMARY:modified")
        let earlier = try event(
            "UID:r@test\nDTSTART;VALUE=DATE:20261204\nSEQUENCE:4\nLAST-MODIFIED:20261001T000000Z\nSUMMARY:earlier")
        let lowerAfter = try event(
            "UID:r@test\nDTSTART;VALUE=DATE:20261205\nSEQUENCE:1\nLAST-MODIFIED:20261201T000000Z\nSUMMARY:low")
        XCTAssertEqual(SeriesAssembler.latestRevision([old, newer])?.title, "newer")
        XCTAssertEqual(SeriesAssembler.latestRevision([newer, old])?.title, "newer")
        XCTAssertEqual(SeriesAssembler.latestRevision([modified, newer])?.title, "modified", "a LAST-MODIFIED beats none")
        XCTAssertEqual(SeriesAssembler.latestRevision([modified, earlier])?.title, "modified")
        XCTAssertEqual(SeriesAssembler.latestRevision([earlier, modified, lowerAfter])?.title, "modified")
        let twin = try event("UID:r@test\nDTSTART;VALUE=DATE:20261206\nSEQUENCE:4\nSUMMARY:twin")
        XCTAssertEqual(SeriesAssembler.latestRevision([newer, twin])?.title, "twin", "a tie: the last in the file")
        XCTAssertNil(SeriesAssembler.latestRevision([]))
        XCTAssertEqual(describe(items([old, modified, lowerAfter])), ["- 2026-12-03 modified"])
    }

    func testACancelledEventOrSeriesIsSkippedWithItsExceptions() throws {
        let cancelled = try event("UID:x@test\nDTSTART;VALUE=DATE:20261201\nSTATUS:CANCELLED\nSUMMARY:off")
        XCTAssertEqual(describe(items([cancelled])), ["skipped \(ICSImportItem.cancelledEvent)"])
        let series = try event(
            "UID:y@test\nDTSTART;VALUE=DATE:20261201\nRRULE:FREQ=WEEKLY;COUNT=3\nSTATUS:CANCELLED\nSUMMARY:off")
        let exception = try event("UID:y@test\nRECURRENCE-ID;VALUE=DATE:20261208\nDTSTART;VALUE=DATE:20261209\nSUMMARY:moved")
        XCTAssertEqual(describe(items([series, exception])), ["skipped \(ICSImportItem.cancelledEvent)"])
    }

    /// Five Wednesdays at 19:00 in Tokyo: the second excluded, the third moved, the fourth
    /// cancelled by a RECURRENCE-ID written in UTC.
    func testASeriesLosesItsExdatesAndTakesItsExceptions() throws {
        let series = try event(
            """
            UID:s@test
            DTSTART;TZID=Asia/Tokyo:20260107T190000
            DTEND;TZID=Asia/Tokyo:20260107T210000
            RRULE:FREQ=WEEKLY;COUNT=5
            EXDATE;TZID=Asia/Tokyo:20260114T190000
            SUMMARY:Weekly stream
            """)
        let moved = try event(
            """
            UID:s@test
            RECURRENCE-ID;TZID=Asia/Tokyo:20260121T190000
            DTSTART;TZID=Asia/Tokyo:20260122T200000
            SUMMARY:Moved stream
            """)
        let cancelled = try event("UID:s@test\nRECURRENCE-ID:20260128T100000Z\nDTSTART:20260128T100000Z\nSTATUS:CANCELLED")
        let items = items([series, moved, cancelled])
        XCTAssertEqual(describe(items), [
            "2026-01-07T19:00:00 2026-01-07 Weekly stream",
            "2026-02-04T19:00:00 2026-02-04 Weekly stream",
            "2026-01-21T19:00:00 2026-01-22 Moved stream",
        ])
        let first = try XCTUnwrap(records(items).first).record
        XCTAssertEqual(first.start?.zone, "Asia/Tokyo")
        XCTAssertEqual(first.end.map { $0.instant - first.start!.instant }, 2 * 3600, "each occurrence lasts as the first")
    }

    func testAnUnboundedSeriesIsExpandedOnlyWithinTheHorizon() throws {
        let birthday = try event("UID:bd@test\nDTSTART;VALUE=DATE:19900526\nRRULE:FREQ=YEARLY\nSUMMARY:Birthday")
        let dates = records(items([birthday])).map(\.record.date)
        XCTAssertEqual(dates.map(\.year), Array(2016...2028), "ten years back and two ahead of 2026")
        XCTAssertTrue(dates.allSatisfy { $0.month == 5 && $0.day == 26 })
        XCTAssertEqual(records(items([birthday])).first?.record.recurrenceID, "2016-05-26")

        let future = try event("UID:f@test\nDTSTART;VALUE=DATE:20400101\nRRULE:FREQ=YEARLY\nSUMMARY:Later")
        XCTAssertEqual(describe(items([future])), ["skipped \(ICSImportItem.seriesOutsideHorizon)"])
        // A bounded series is taken whole, wherever it falls.
        let past = try event("UID:p@test\nDTSTART;VALUE=DATE:20000101\nRRULE:FREQ=YEARLY;COUNT=2\nSUMMARY:Past")
        XCTAssertEqual(records(items([past])).map(\.record.date), [CivilDate(iso: "2000-01-01")!, CivilDate(iso: "2001-01-01")!])
    }

    func testNoSeriesYieldsMoreThanTheLimit() throws {
        options.maximumOccurrencesPerSeries = 5
        let daily = try event("UID:d@test\nDTSTART;VALUE=DATE:20261101\nRRULE:FREQ=DAILY\nSUMMARY:Every day")
        XCTAssertEqual(
            records(items([daily])).map(\.record.recurrenceID),
            ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"])
    }

    func testRDATEsAddOccurrencesOnceEach() throws {
        let series = try event(
            "UID:rd@test\nDTSTART;VALUE=DATE:20260301\nRDATE;VALUE=DATE:20260315,20260301,20260308\nSUMMARY:Fan meeting")
        XCTAssertEqual(describe(items([series])), [
            "2026-03-01 2026-03-01 Fan meeting", "2026-03-08 2026-03-08 Fan meeting", "2026-03-15 2026-03-15 Fan meeting",
        ])
    }
}

/// The rule an occurrence carries so that an export can write its series as one VEVENT again.
final class SeriesAssemblerRuleTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(iso: "2026-11-29")!)

    private func rules(_ properties: String, fromFancal: Bool = true) throws -> [SeriesRule?] {
        let text = Array(("BEGIN:VEVENT\nUID:s@test\nSUMMARY:S\n" + properties + "\nEND:VEVENT\n").utf8)
        let component = try XCTUnwrap(Libical.parse(text))
        defer { icalcomponent_free(component) }
        let event = try ParsedEvent(component: component, text: text, line: 1, calendar: 1, options: options)
        let assembler = SeriesAssembler(
            options: options, zones: ZoneResolver(homeZone: options.homeZone), fancalCalendars: fromFancal ? [1] : [])
        return assembler.items(for: [event]).map {
            if case .event(let imported) = $0 { return imported.series }
            return nil
        }
    }

    func testOneRuleKeepsEveryKeyItGaveBeforeExdates() throws {
        let kept = try rules("DTSTART;VALUE=DATE:20260105\nRRULE:FREQ=MONTHLY;COUNT=4\nEXDATE;VALUE=DATE:20260305")
        XCTAssertEqual(kept.count, 3)
        let rule = try XCTUnwrap(kept[0])
        XCTAssertEqual(Set(kept), [rule], "every occurrence carries the same rule")
        XCTAssertEqual(rule.rrule, "FREQ=MONTHLY;COUNT=4")
        XCTAssertEqual(rule.firstKey, "2026-01-05")
        XCTAssertEqual(rule.keys, ["2026-01-05", "2026-02-05", "2026-03-05", "2026-04-05"])
    }

    func testATimedRuleKeysWallTimesInItsOwnZone() throws {
        let rule = try XCTUnwrap(try rules("DTSTART;TZID=Europe/Berlin:20261001T200000\nRRULE:FREQ=WEEKLY;COUNT=2")[0])
        XCTAssertEqual(rule.keys, ["2026-10-01T20:00:00", "2026-10-08T20:00:00"])
        XCTAssertEqual(rule.firstKey, "2026-10-01T20:00:00")
    }

    func testARuleWithoutEndWalkedFromTheHorizonKeepsItsOldStart() throws {
        let rule = try XCTUnwrap(try rules("DTSTART;VALUE=DATE:20100103\nRRULE:FREQ=WEEKLY;BYDAY=SU")[0])
        XCTAssertEqual(rule.firstKey, "2010-01-03")
        XCTAssertEqual(rule.keys.first, "2016-01-03", "the horizon starts ten years back")
    }

    func testSeriesOfOtherAppsExportOccurrenceByOccurrence() throws {
        XCTAssertEqual(
            try rules("DTSTART;VALUE=DATE:20260105\nRRULE:FREQ=MONTHLY;COUNT=4", fromFancal: false), [nil, nil, nil, nil])
        XCTAssertTrue(ProductID.isFancal(ProductID.fancal(version: "0.1.0")))
        XCTAssertTrue(ProductID.isFancal(ProductID.fancal(version: nil)))
        XCTAssertFalse(ProductID.isFancal("-//fancal//sample data//EN"))
        XCTAssertFalse(ProductID.isFancal("-//Google Inc//Google Calendar 70.9054//EN"))
    }

    func testSeriesAnRRULEAloneCannotSayExportOccurrenceByOccurrence() throws {
        XCTAssertEqual(
            try rules("DTSTART;VALUE=DATE:20260105\nRRULE:FREQ=MONTHLY;COUNT=2\nRDATE;VALUE=DATE:20260120"), [nil, nil, nil],
            "RDATE")
        XCTAssertEqual(
            try rules("DTSTART;VALUE=DATE:20260105\nRRULE:FREQ=MONTHLY;COUNT=2\nRRULE:FREQ=YEARLY;COUNT=2").compactMap { $0 }, [],
            "two RRULEs")
        XCTAssertEqual(
            try rules("DTSTART:20260105T090000\nRRULE:FREQ=DAILY;COUNT=2;BYHOUR=9,18").compactMap { $0 }, [],
            "two times a day")
        XCTAssertEqual(
            try rules("DTSTART;VALUE=DATE:20260104\nRRULE:FREQ=WEEKLY;COUNT=2;BYDAY=MO").compactMap { $0 }, [],
            "DTSTART that is not the rule's first occurrence")
    }
}
