import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// The shared corpus of real calendars (`../shared/corpus/ics`, read in place, never copied):
/// each file imports or is refused as the facts in its EXPECTED.tsv imply, without a crash.
///
/// How counts compare: `vevent_count` counts the VEVENTs libical returns. A file libical
/// refuses (`libical_ok` = no) must be refused by fancal with an ``ICSError``. For the others,
/// a plain VEVENT becomes one record or one rejection, so records equal `vevent_count`. Files
/// with recurring series, overrides or rejected events list their exact counts in `special`,
/// worked out by reading each file (occurrences inside the horizon for today = 2026-11-29).
/// Every file is also read with stderr captured: libical must print nothing.
final class CorpusTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private struct Expectation {
        var file: String
        var veventCount: Int
        var libicalOK: Bool
    }

    private func expectations() throws -> [Expectation] {
        guard let corpus = SharedMaterial.icsCorpus else { throw XCTSkip("no shared corpus beside the checkout") }
        let table = try String(contentsOf: corpus.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
        return table.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Expectation(file: fields[0], veventCount: Int(fields[1]) ?? -1, libicalOK: fields[3] == "yes")
        }
    }

    private func read(_ file: String) throws -> [ICSImportItem] {
        let url = SharedMaterial.icsCorpus!.appendingPathComponent(file)
        var items: [ICSImportItem] = []
        try ICSReader(options: Fixture.tokyoOptions).read(path: url.path) { items.append($0) }
        return items
    }

    /// Files whose VEVENTs are not one record each, as (records, rejected); every other file
    /// libical accepts gives exactly `vevent_count` records and no rejection.
    private let special: [String: (records: Int, rejected: Int)] = [
        // 114 VEVENTs, 22 of them unbounded yearly series (birthdays) expanded over 2016...2028.
        "ical4j__THFC.ics": (354, 0),
        // A yearly birthday since 2005, unbounded: 2016...2028.
        "ical4j__korganizer-lowercase.ics": (13, 0),
        // The third VEVENT has no DTSTART.
        "icalendar__created_calendar_with_unicode_fields.ics": (2, 1),
        // Neither event has a DTSTART.
        "icalendar__issue_1050_multiple_calendars.ics": (0, 2),
        "icalendar__issue_1549_binary_attachment.ics": (0, 1),
        // Weekdays from 2015-07-03 until 2015-07-22T08:00Z (inclusive), zone from its VTIMEZONE.
        "icalendar__issue_165_missing_event.ics": (14, 0),
        // Weekdays since 2016-10-28, unbounded: up to 2028-12-31.
        "icalendar__x_location.ics": (3176, 0),
        // Weekly until 2014-08-06: six weeks, one moved, one cancelled.
        "khal__event_rrule_recuid_cancelled.ics": (5, 0),
        // The same series, the override before its master, plus six bimonthly all-day events.
        "khal__mult_uids_and_recuid_no_order.ics": (12, 0),
        // Eight weeks, one removed by an EXDATE written in UTC.
        "rie__each_week_but_one_deleted.ics": (7, 0),
        // 28 VEVENTs, some weekly series bounded by UNTIL.
        "rie__fablab_cottbus.ics": (159, 0),
        // Daily 04-26...04-28, 04-27 removed by EXDATE.
        "rie__issue_27_t1.ics": (2, 0),
        // Monthly last Friday since 2021-11-26, unbounded; one moved occurrence.
        "rie__issue_62_moved_event.ics": (86, 0),
        // Every other day until 2025-09-20 (a DATE UNTIL: libical stops before that day), an RDATE,
        // three overrides (RANGE=THISANDFUTURE read as this occurrence only).
        "rie__issue_75_range_parameter.ics": (193, 0),
        // Weekly since 2020-09-08, unbounded; one override on an occurrence's own date.
        "rie__recurrence_sequence_number.ics": (434, 0),
    ]

    /// Files refused as a whole, and why.
    private let refused: [String: String] = [
        "ical4j__13-MoonPhase.ics": "truncated",
        "icalendar__pr_480_summary_with_colon.ics": "truncated",
        "libical__issue339.ics": "notICalendar",
    ]

    func testEveryCorpusFileImportsOrIsRefusedAsExpected() throws {
        let all = try expectations()
        XCTAssertEqual(all.count, 39)
        let stderr = try capturingStandardError {
            for expectation in all { try check(expectation) }
        }
        XCTAssertEqual(stderr, "", "libical must not write to stderr")
    }

    private func check(_ expectation: Expectation) throws {
        let items: [ICSImportItem]
        do {
            items = try read(expectation.file)
        } catch let error as ICSError {
            XCTAssertFalse(expectation.libicalOK, "\(expectation.file) refused: \(error)")
            let kind: String
            switch error {
            case .truncated: kind = "truncated"
            case .notICalendar: kind = "notICalendar"
            default: kind = "\(error)"
            }
            XCTAssertEqual(refused[expectation.file], kind, expectation.file)
            return
        }
        XCTAssertTrue(expectation.libicalOK, "\(expectation.file) should be refused")
        XCTAssertNil(refused[expectation.file], expectation.file)
        var records = 0
        var rejected = 0
        var keys = Set<String>()
        for item in items {
            switch item {
            case .event(let event):
                records += 1
                keys.insert(event.record.uid + "|" + (event.record.recurrenceID ?? ""))
                XCTAssertFalse(event.record.title.isEmpty)
            case .rejected:
                rejected += 1
            case .skipped, .warning, .object:
                break
            }
        }
        XCTAssertEqual(keys.count, records, "\(expectation.file): (uid, recurrence id) unique")
        let expected = special[expectation.file] ?? (expectation.veventCount, 0)
        XCTAssertEqual(records, expected.records, expectation.file)
        XCTAssertEqual(rejected, expected.rejected, expectation.file)
    }

    private func events(_ file: String) throws -> [ImportedEvent] {
        guard SharedMaterial.icsCorpus != nil else { throw XCTSkip("no shared corpus beside the checkout") }
        return try read(file).compactMap {
            if case .event(let event) = $0 { return event }
            return nil
        }
    }

    func testCustomTZIDIsConvertedByItsVTimezoneAndShownByItsLocation() throws {
        // Read first: inside XCTUnwrap the skip for a missing corpus became a failure.
        let read = try events("icalendar__pacific_fiji.ics")
        let record = try XCTUnwrap(read.first?.record)
        XCTAssertEqual(record.start?.zone, "Pacific/Fiji", "X-LIC-LOCATION of TZID custom_Pacific/Fiji")
        XCTAssertEqual(record.start?.instant, 1_409_256_000, "2014-08-29T08:00 at +12:00, the first DTSTART")
    }

    func testBlankLinesInsideFoldsLoseNothing() throws {
        let records = try events("icalendar__multiple_calendar_components.ics").map(\.record)
        let christmas = try XCTUnwrap(records.first { $0.uid == "956630271" })
        XCTAssertEqual(christmas.title, "Christmas Day")
        XCTAssertEqual(christmas.date, CivilDate(year: 2003, month: 12, day: 25))
    }

    func testWindowsStyleCustomZoneAndWeekdayList() throws {
        let records = try events("icalendar__issue_165_missing_event.ics").map(\.record)
        // TZID "GMT +0100 (Standard) / GMT +0200 (Daylight)": exact instant, shown in the home zone.
        XCTAssertEqual(records.first?.start?.instant, 1_435_910_400, "2015-07-03T10:00+02:00")
        XCTAssertEqual(records.first?.start?.zone, "Asia/Tokyo")
        XCTAssertEqual(records.first?.recurrenceID, "2015-07-03T10:00:00")
    }

    /// Runs `body` with file descriptor 2 sent to a temporary file; returns what was written.
    private func capturingStandardError(_ body: () throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("fancal-stderr-\(getpid()).txt").path
        let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        let saved = dup(2)
        dup2(file, 2)
        defer {
            dup2(saved, 2)
            close(saved)
            close(file)
            unlink(path)
        }
        try body()
        fflush(nil)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
