import CICULazy
import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import XCTest

final class ICSReaderTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testAllDayEventsKeepTheirDatesAndText() throws {
        let events = try Fixture.events("all-day.ics")
        XCTAssertEqual(events.count, 2)
        let christmas = try XCTUnwrap(events.record("allday-1"))
        XCTAssertEqual(christmas.date, CivilDate(year: 2026, month: 12, day: 24))
        XCTAssertTrue(christmas.isAllDay)
        XCTAssertNil(christmas.lastDate)
        XCTAssertNil(christmas.recurrenceID)
        XCTAssertEqual(christmas.title, "Christmas live")
        XCTAssertEqual(christmas.category, .live, "first CATEGORIES value that names a category")
        XCTAssertEqual(christmas.venue, "Tokyo Dome")
        XCTAssertEqual(christmas.memo, "Line 1\nLine 2, with comma; and semicolon")
        XCTAssertEqual(christmas.amount, .zero(.jpy))
        let festival = try XCTUnwrap(events.record("allday-3days"))
        XCTAssertEqual(festival.lastDate, CivilDate(year: 2026, month: 8, day: 3), "DTEND is exclusive")
        XCTAssertEqual(festival.category, .other)
    }

    func testTimedEventWithVTimezoneDefinedAfterIt() throws {
        let events = try Fixture.events("timed-tzid-vtimezone-after.ics")
        let show = try XCTUnwrap(events.record("timed-custom-zone"))
        // 20:00 at UTC-7 is 03:00Z on July 11, 12:00 in Tokyo.
        XCTAssertEqual(show.start?.instant, 1_783_738_800)
        XCTAssertEqual(show.date, CivilDate(year: 2026, month: 7, day: 11))
        XCTAssertEqual(show.end?.instant, 1_783_746_000)
        let berlin = try XCTUnwrap(events.record("timed-olson"))
        XCTAssertEqual(berlin.start?.zone, "Europe/Berlin")
        XCTAssertEqual(berlin.start?.iso8601, "2026-03-15T19:30:00+01:00")
        XCTAssertEqual(berlin.date, CivilDate(year: 2026, month: 3, day: 16))
        XCTAssertEqual(berlin.end.map { $0.instant - berlin.start!.instant }, 9000, "DURATION:PT2H30M")
    }

    func testUTCEventAcrossNewYearBelongsToTokyoNewYear() throws {
        let record = try XCTUnwrap(try Fixture.events("utc-new-year-tokyo.ics").first?.record)
        XCTAssertEqual(record.date, CivilDate(year: 2027, month: 1, day: 1))
        XCTAssertEqual(record.start?.zone, "UTC")
        XCTAssertEqual(record.start?.iso8601, "2026-12-31T20:00:00+00:00")
        var berlin = Fixture.tokyoOptions
        berlin.homeZone = "Europe/Berlin"
        XCTAssertEqual(try Fixture.events("utc-new-year-tokyo.ics", options: berlin).first?.record.date,
                       CivilDate(year: 2026, month: 12, day: 31))
    }

    func testWeeklySeriesLeavesOutExdates() throws {
        let events = try Fixture.events("weekly-exdate.ics")
        XCTAssertEqual(events.map { $0.record.recurrenceID }, [
            "2026-01-05T21:00:00", "2026-01-19T21:00:00", "2026-02-02T21:00:00",
        ], "EXDATE with TZID and in UTC (12:00Z = 21:00 JST) both remove their occurrence")
        XCTAssertTrue(events.allSatisfy { $0.record.category == .streaming })
        let last = try XCTUnwrap(events.last?.record)
        XCTAssertEqual(last.start?.iso8601, "2026-02-02T21:00:00+09:00")
        XCTAssertEqual(last.end?.iso8601, "2026-02-02T22:00:00+09:00")
        // libical expanded the rule through fancal's lazy ICU functions (Sources/CICULazy),
        // which found ICU and forwarded to it.
        XCTAssertEqual(fancal_icu_is_loaded(), 1)
    }

    func testMovedAndCancelledOccurrencesReplaceTheSeriesInstances() throws {
        let events = try Fixture.events("moved-occurrence.ics")
        XCTAssertEqual(events.count, 3)
        XCTAssertEqual(events.record("tour", "2026-03-01")?.date, CivilDate(year: 2026, month: 3, day: 1))
        XCTAssertNil(events.record("tour", "2026-03-02"), "cancelled")
        let moved = try XCTUnwrap(events.record("tour", "2026-03-03"))
        XCTAssertEqual(moved.date, CivilDate(year: 2026, month: 3, day: 5))
        XCTAssertEqual(moved.title, "Tour stop (moved)")
        XCTAssertEqual(events.record("tour", "2026-03-04")?.title, "Tour stop")
    }

    func testRevisionsOfOneUIDKeepTheHighestSequence() throws {
        let events = try Fixture.events("duplicate-uid-sequence.ics")
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.record.title, "Third revision")
        XCTAssertEqual(events.first?.record.sequence, 2)
    }

    func testSeveralCalendarsAndSkippedComponents() throws {
        let items = try Fixture.items("multi-calendar.ics")
        let events = items.compactMap { if case .event(let event) = $0 { event.record.uid } else { nil } }
        XCTAssertEqual(events, ["cal1-event", "cal2-event"])
        XCTAssertTrue(items.contains(.skipped(kind: "VTODO")))
        XCTAssertTrue(items.contains(.skipped(kind: "VJOURNAL")))
        XCTAssertFalse(items.contains(.skipped(kind: "VALARM")))
    }

    func testLowerCaseNamesIncludingExtensionProperties() throws {
        let record = try XCTUnwrap(try Fixture.events("lowercase-names.ics").first?.record)
        XCTAssertEqual(record.title, "Lower case")
        XCTAssertEqual(record.amount, Money(minorUnits: 12_000, currency: .jpy))
        XCTAssertEqual(record.category, .goods)
        XCTAssertEqual(record.sub, "photocard")
        XCTAssertEqual(record.artist, "Some Artist")
    }

    func testByteOrderMarkAndCRLF() throws {
        XCTAssertEqual(try Fixture.events("bom-crlf.ics").first?.record.title, "BOM and CRLF")
    }

    func testFoldsThatSplitAUTF8CharacterAndTabContinuations() throws {
        let record = try XCTUnwrap(try Fixture.events("folded-utf8.ics").first?.record)
        XCTAssertEqual(record.title, "あいend")
        XCTAssertEqual(record.artist, "Artist")
    }

    func testWindowsZoneWithoutVTimezoneAndUnknownZone() throws {
        let events = try Fixture.events("windows-zone.ics")
        let outlook = try XCTUnwrap(events.first { $0.record.uid == "outlook-1" })
        XCTAssertEqual(outlook.record.start?.zone, "Asia/Tokyo")
        XCTAssertEqual(outlook.record.start?.iso8601, "2026-08-20T18:00:00+09:00")
        XCTAssertTrue(outlook.warnings.isEmpty)
        let unknown = try XCTUnwrap(events.first { $0.record.uid == "unknown-zone" })
        XCTAssertEqual(unknown.record.start?.iso8601, "2026-08-21T18:00:00+09:00", "read in the home zone")
        XCTAssertEqual(unknown.warnings.count, 1)
    }

    func testFancalPropertiesAndCategorySynonyms() throws {
        let events = try Fixture.events("fancal-properties.ics")
        let usd = try XCTUnwrap(events.record("usd-1"))
        XCTAssertEqual(usd.amount, Money(minorUnits: 4990, currency: Currency(code: "USD")!))
        XCTAssertEqual(usd.category, .goods)
        XCTAssertEqual(usd.sub, "lightstick")
        XCTAssertEqual(events.record("category-synonym")?.category, .streaming)
        var defaults = Fixture.tokyoOptions
        defaults.defaultCategory = .live
        defaults.defaultCurrency = Currency(code: "EUR")!
        let other = try Fixture.events("all-day.ics", options: defaults).record("allday-3days")
        XCTAssertEqual(other?.category, .live)
        XCTAssertEqual(other?.amount.currency.code, "EUR")
    }

    func testOldUnboundedSeriesExpandsOnlyInsideTheHorizon() throws {
        let events = try Fixture.events("old-weekly-unbounded.ics")
        let dates = events.map(\.record.date)
        XCTAssertEqual(dates.min(), CivilDate(year: 2016, month: 1, day: 4), "first Monday of today − 10 years")
        XCTAssertEqual(dates.max(), CivilDate(year: 2028, month: 12, day: 25), "last Monday of today + 2 years")
        XCTAssertEqual(events.count, Set(events.map { $0.record.recurrenceID }).count)
        XCTAssertEqual(events.first?.record.recurrenceID, "2016-01-04T19:00:00")
        XCTAssertEqual(events.count, 678)
    }

    func testBadEventsAreRejectedWhileTheRestImport() throws {
        let items = try Fixture.items("rejected-events.ics")
        var rejected: [String: String] = [:]
        var imported: [String] = []
        for item in items {
            switch item {
            case .event(let event): imported.append(event.record.uid)
            case .rejected(let uid, let line, let reason):
                XCTAssertNotNil(line)
                rejected[uid ?? "?"] = reason
            case .skipped, .warning: XCTFail("nothing to skip or warn about")
            case .object: break
            }
        }
        XCTAssertEqual(imported, ["good"])
        XCTAssertEqual(rejected["impossible-date"], "impossible DTSTART 20260230")
        XCTAssertEqual(rejected["impossible-month"], "impossible DTSTART 20251345")
        XCTAssertEqual(rejected["no-dtstart"], "no DTSTART")
        XCTAssertEqual(rejected["negative-amount"], "X-FANCAL-AMOUNT \"-500\" is negative")
        XCTAssertEqual(rejected["non-numeric-amount"], "X-FANCAL-AMOUNT \"lots\" is not a number")
        XCTAssertEqual(rejected["jpy-decimals"], "X-FANCAL-AMOUNT \"100.5\" has more than 0 decimals for JPY")
        XCTAssertEqual(rejected["unknown-currency"], "unknown currency \"XYZ\" in X-FANCAL-CURRENCY")
    }

    func testBareVEventWithoutCalendar() throws {
        XCTAssertEqual(try Fixture.events("bare-vevent.ics").first?.record.uid, "bare-1")
    }

    func testBrokenFilesAreRefusedWithFileAndLine() {
        let empty = Fixture.path("broken-empty.ics")
        XCTAssertEqual(Fixture.error("broken-empty.ics"), .empty(file: empty))
        XCTAssertEqual(Fixture.error("broken-binary.ics"), .binary(file: Fixture.path("broken-binary.ics")))
        XCTAssertEqual(Fixture.error("broken-truncated.ics"),
                       .truncated(file: Fixture.path("broken-truncated.ics"), component: "VEVENT", line: 9))
        XCTAssertEqual(Fixture.error("broken-vevent-never-ended.ics"),
                       .truncated(file: Fixture.path("broken-vevent-never-ended.ics"), component: "VEVENT", line: 3))
        XCTAssertEqual(Fixture.error("broken-vcard.ics"),
                       .notICalendar(file: Fixture.path("broken-vcard.ics"), line: 1, found: "a vCard (BEGIN:VCARD)"))
        guard case .notICalendar(_, 1, _)? = Fixture.error("broken-plain-text.ics") else {
            return XCTFail("plain text is not iCalendar")
        }
        XCTAssertTrue(ICSError.empty(file: empty).description.hasPrefix(empty))
        XCTAssertEqual(Fixture.error("missing.ics"), .unreadable(file: Fixture.path("missing.ics"), reason: "no such file"))
    }

    func testLimitsRefuseHostileInput() throws {
        var options = Fixture.tokyoOptions
        options.maximumLineBytes = 100
        let longLine = Array("BEGIN:VCALENDAR\nX-JUNK:\(String(repeating: "a", count: 200))\n".utf8)
        XCTAssertThrowsError(try ICSReader(options: options).items(bytes: longLine, name: "long")) {
            XCTAssertEqual($0 as? ICSError, .lineTooLong(file: "long", line: 2, limit: 100))
        }
        let deep = Array((String(repeating: "BEGIN:VCALENDAR\n", count: 1) + String(repeating: "BEGIN:VX\n", count: 40)).utf8)
        XCTAssertThrowsError(try ICSReader(options: Fixture.tokyoOptions).items(bytes: deep, name: "deep")) {
            XCTAssertEqual($0 as? ICSError, .nestingTooDeep(file: "deep", line: 17, limit: 16))
        }
        options.maximumComponentBytes = 300
        let bigEvent = Array(("BEGIN:VEVENT\nUID:big\nDESCRIPTION:" + String(repeating: "x", count: 70)
            + String(repeating: "\n " + String(repeating: "y", count: 70), count: 10) + "\nEND:VEVENT\n").utf8)
        XCTAssertThrowsError(try ICSReader(options: options).items(bytes: bigEvent, name: "big")) {
            XCTAssertEqual($0 as? ICSError, .componentTooLarge(file: "big", component: "VEVENT", line: 1, limit: 300))
        }
        XCTAssertThrowsError(try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array("END:VEVENT\n".utf8), name: "stray")) {
            XCTAssertEqual($0 as? ICSError, .unexpectedEnd(file: "stray", component: "VEVENT", line: 1))
        }
    }

    func testReadingFromAFileDescriptor() throws {
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: Fixture.path("all-day.ics")))
        defer { try? handle.close() }
        var count = 0
        try ICSReader(options: Fixture.tokyoOptions).read(fileDescriptor: handle.fileDescriptor, name: "-") { _ in count += 1 }
        XCTAssertEqual(count, 2)
    }
}

final class ICSReaderEdgeTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testAmbiguousWallTimeIsItsFirstOccurrence() throws {
        let record = try XCTUnwrap(try Fixture.events("dst-fall-back-ambiguous.ics").first?.record)
        XCTAssertEqual(record.start?.iso8601, "2026-10-25T02:30:00+02:00", "RFC 5545 3.3.5: the first one")
    }

    func testOverrideInAnotherCalendarBeforeItsMasterAndRDate() throws {
        let events = try Fixture.events("override-in-other-calendar.ics")
        XCTAssertEqual(events.map { $0.record.recurrenceID }, [
            "2026-06-01T19:00:00", "2026-06-03T19:00:00", "2026-06-10T19:00:00", "2026-06-02T19:00:00",
        ])
        let moved = try XCTUnwrap(events.record("split-series", "2026-06-02T19:00:00"))
        XCTAssertEqual(moved.start?.iso8601, "2026-06-02T21:00:00+09:00")
        XCTAssertEqual(moved.amount, Money(minorUnits: 500, currency: .jpy))
        XCTAssertEqual(events.record("split-series", "2026-06-10T19:00:00")?.end?.iso8601, "2026-06-10T20:00:00+09:00")
    }

    func testEqualSequencesAreDecidedByLastModified() throws {
        let events = try Fixture.events("revisions-last-modified.ics")
        XCTAssertEqual(events.map(\.record.title), ["Newer by LAST-MODIFIED"])
        XCTAssertEqual(events.first?.lastModified, 1_772_323_200)
    }

    func testFloatingTimesUseTheCalendarsXWRTimezoneElseTheHomeZone() throws {
        let events = try Fixture.events("floating-x-wr-timezone.ics")
        XCTAssertEqual(events.record("floating-google")?.start?.iso8601, "2026-07-01T20:00:00+02:00")
        XCTAssertEqual(events.record("floating-bare")?.start?.iso8601, "2026-07-01T20:00:00+09:00")
    }

    func testEventsWithoutRecordsAreReportedAsSkipped() throws {
        let items = try Fixture.items("future-series-cancelled-event.ics")
        XCTAssertEqual(items, [
            .skipped(kind: ICSImportItem.seriesOutsideHorizon), .skipped(kind: ICSImportItem.cancelledEvent),
            .skipped(kind: ICSImportItem.cancelledEvent),
        ], "a cancelled series goes with its overrides")
    }

    func testEventsWithoutUIDGetAStableUID() throws {
        let text = Array("BEGIN:VEVENT\nDTSTART;VALUE=DATE:20260101\nSUMMARY:No UID\nEND:VEVENT\n".utf8)
        let reader = ICSReader(options: Fixture.tokyoOptions)
        let first = try reader.items(bytes: text, name: "a")
        XCTAssertEqual(first, try reader.items(bytes: text, name: "b"))
        guard case .event(let event) = first.first else { return XCTFail("no event") }
        // The same in every version: a re-import after an upgrade finds the event it made.
        XCTAssertEqual(event.record.uid, "fancal-nouid-df1c5a62ea533176")
    }

    func testRulesLibicalWouldSearchForeverAreRefused() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTIMEZONE
            TZID:Europe/Berlin
            BEGIN:STANDARD
            DTSTART:19700101T000000
            RRULE:FREQ=SECONDLY
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0100
            END:STANDARD
            END:VTIMEZONE
            BEGIN:VEVENT
            UID:never-matches
            DTSTART:20260101T100000Z
            RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30
            END:VEVENT
            BEGIN:VEVENT
            UID:zone-ignored
            DTSTART;TZID=Europe/Berlin:20260701T100000
            END;X=1:VEVENT
            END:VEVENT
            END:VCALENDAR

            """
        let items = try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array(text.utf8), name: "hostile")
        XCTAssertEqual(items.count, 2)
        guard case .rejected("never-matches", 11, let reason) = items.first else { return XCTFail("\(items)") }
        XCTAssertTrue(reason.hasPrefix("RRULE FREQ=SECONDLY"))
        guard case .event(let event) = items.last else { return XCTFail("\(items)") }
        XCTAssertEqual(event.record.start?.iso8601, "2026-07-01T10:00:00+02:00", "the Olson zone, not the VTIMEZONE")
    }

    func testHandlerErrorsStopReading() {
        struct Stop: Error {}
        XCTAssertThrowsError(try ICSReader(options: Fixture.tokyoOptions).read(path: Fixture.path("all-day.ics")) { _ in
            throw Stop()
        }) { XCTAssertTrue($0 is Stop) }
    }
}
