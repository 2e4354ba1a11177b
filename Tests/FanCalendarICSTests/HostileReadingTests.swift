import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import XCTest

/// The import side of issue #12: what a hostile or sloppy calendar file did to the reader, each
/// a probe that failed before the fix.
final class HostileReadingTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private func calendar(_ body: String) -> [UInt8] {
        Array(("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n").utf8)
    }

    private func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n\(lines)END:VEVENT\r\n"
    }

    private func items(_ body: String, options: ICSImportOptions = Fixture.tokyoOptions) throws -> [ICSImportItem] {
        try ICSReader(options: options).items(bytes: calendar(body), name: "t.ics")
    }

    private func records(_ items: [ICSImportItem]) -> [Record] {
        items.compactMap { if case .event(let event) = $0 { event.record } else { nil } }
    }

    private func warnings(_ items: [ICSImportItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .event(let event): event.warnings
            case .warning(_, let message): [message]
            default: []
            }
        }
    }

    private func rejections(_ items: [ICSImportItem]) -> [String] {
        items.compactMap { if case .rejected(_, _, let reason) = $0 { reason } else { nil } }
    }

    /// A VTIMEZONE of `count` yearly observances from year 0002, as the attack wrote it.
    static func hugeVTimezone(tzid: String, observances count: Int) -> String {
        var text = "BEGIN:VTIMEZONE\r\nTZID:\(tzid)\r\n"
        for index in 0..<count {
            let month = index % 12 + 1
            let day = index % 28 + 1
            text += "BEGIN:\(index % 2 == 0 ? "STANDARD" : "DAYLIGHT")\r\nDTSTART:00020101T000000\r\n"
                + "RRULE:FREQ=YEARLY;BYMONTH=\(month);BYMONTHDAY=\(day)\r\n"
                + "TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0\(index % 2 == 0 ? 9 : 8)00\r\nEND:\(index % 2 == 0 ? "STANDARD" : "DAYLIGHT")\r\n"
        }
        return text + "END:VTIMEZONE\r\n"
    }

    func testAVTimezoneOfThousandsOfObservancesFromYearTwoIsRefusedQuickly() throws {
        // 272 KB of observances took 39 s and 391 MB; 816 KB 214 s and 1.1 GB.
        let zone = Self.hugeVTimezone(tzid: "Hostile Zone", observances: 3_000)
        let started = Date()
        let items = try items(zone + event("e", "DTSTART;TZID=Hostile Zone:20260301T100000\r\nSUMMARY:x\r\n"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(warnings(items), [
            "VTIMEZONE \"Hostile Zone\" has more than 1000 observances; it is not used (its TZID is read as if the file had no VTIMEZONE for it)",
            "unknown time zone \"Hostile Zone\" read as Asia/Tokyo",
        ])
        XCTAssertEqual(records(items).first?.start?.iso8601, "2026-03-01T10:00:00+09:00")
        if case .warning(let line, _) = items.first { XCTAssertEqual(line, 4) } else { XCTFail("\(items)") }
    }

    func testAVTimezoneOfFewObservancesExpandingOverMillenniaIsRefused() throws {
        let zone = Self.hugeVTimezone(tzid: "Long Zone", observances: 40)
        let started = Date()
        let items = try items(zone + event("e", "DTSTART;TZID=Long Zone:20260301T100000\r\nSUMMARY:x\r\n"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(warnings(items).first, "VTIMEZONE \"Long Zone\" would expand to more than 20000 offset changes; it is not used (its TZID is read as if the file had no VTIMEZONE for it)")
    }

    func testRepeatedRevisionsOfOneEventKeepOnlyTheWinner() throws {
        // Each revision was held until the end of the input (500,000 copies: 523 MB for one
        // record); now the reader keeps the newest as it reads. Ties go to the later one.
        var body = ""
        for index in 0..<2_000 {
            body += event("same", "SEQUENCE:\(index % 7)\r\nDTSTART:20260301T100000Z\r\nSUMMARY:copy \(index)\r\n")
        }
        body += event("same", "SEQUENCE:6\r\nLAST-MODIFIED:20260101T000000Z\r\nDTSTART:20260301T100000Z\r\nSUMMARY:with time\r\n")
        body += event("same", "SEQUENCE:6\r\nDTSTART:20260301T100000Z\r\nSUMMARY:later without time\r\n")
        let titles = records(try items(body)).map(\.title)
        XCTAssertEqual(titles, ["with time"], "a LAST-MODIFIED beats none at the same SEQUENCE")
        let tie = event("t", "SEQUENCE:1\r\nDTSTART:20260301T100000Z\r\nSUMMARY:first\r\n")
            + event("t", "SEQUENCE:1\r\nDTSTART:20260301T100000Z\r\nSUMMARY:second\r\n")
        XCTAssertEqual(records(try items(tie)).map(\.title), ["second"], "a tie goes to the later one")
    }

    func testRevisionRuleIsTheCoresOne() {
        XCTAssertTrue(RecordLimits.isNewer(sequence: 2, lastModified: nil, than: 1, lastModified: 99))
        XCTAssertFalse(RecordLimits.isNewer(sequence: 1, lastModified: 99, than: 2, lastModified: nil))
        XCTAssertTrue(RecordLimits.isNewer(sequence: 1, lastModified: 5, than: 1, lastModified: nil))
        XCTAssertFalse(RecordLimits.isNewer(sequence: 1, lastModified: nil, than: 1, lastModified: 5))
        XCTAssertFalse(RecordLimits.isNewer(sequence: 1, lastModified: 5, than: 1, lastModified: 5))
        XCTAssertFalse(RecordLimits.isNewer(sequence: 1, lastModified: nil, than: 1, lastModified: nil))
    }

    func testAnInputLongerThanTheLimitIsRefused() {
        var options = Fixture.tokyoOptions
        options.maximumInputBytes = 4_096
        let body = (0..<100).map { event("u\($0)", "DTSTART:20260301T100000Z\r\nSUMMARY:x\r\n") }.joined()
        XCTAssertThrowsError(try items(body, options: options)) { error in
            XCTAssertEqual(error as? ICSError, .inputTooLarge(file: "t.ics", limit: 4_096))
        }
        XCTAssertEqual(Fixture.tokyoOptions.maximumInputBytes, 256 << 20)
    }

    func testARegularFileIsBoundedByTheFileLimitAndEverythingElseByTheInputLimit() throws {
        var options = Fixture.tokyoOptions
        options.maximumInputBytes = 4_096
        let text = calendar((0..<100).map { event("u\($0)", "DTSTART:20260301T100000Z\r\nSUMMARY:x\r\n") }.joined())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).ics").path
        try Data(text).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Its end is known: the (larger) file limit applies, not the one for pipes.
        var events = 0
        try ICSReader(options: options).read(path: path) { if case .event = $0 { events += 1 } }
        XCTAssertEqual(events, 100)
        options.maximumFileBytes = 4_096
        XCTAssertThrowsError(try ICSReader(options: options).read(path: path) { _ in }) { error in
            XCTAssertEqual(error as? ICSError, .inputTooLarge(file: path, limit: 4_096))
        }
        XCTAssertEqual(Fixture.tokyoOptions.maximumFileBytes, 2 << 30)
    }

    func testAnInputOfMillionsOfTinyComponentsIsRefused() {
        // Tiny VEVENTs and VTODOs count alike; VALARMs inside an event do not.
        var options = Fixture.tokyoOptions
        options.maximumComponents = 50
        let alarm = "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\n"
        let fifty = (0..<25).map { event("u\($0)", "DTSTART:20260301T100000Z\r\n" + alarm) }.joined()
            + String(repeating: "BEGIN:VTODO\r\nEND:VTODO\r\n", count: 25)
        XCTAssertEqual(try items(fifty, options: options).count, 50)
        XCTAssertThrowsError(try items(fifty + "BEGIN:VTODO\r\nEND:VTODO\r\n", options: options)) { error in
            XCTAssertEqual(error as? ICSError, .tooManyComponents(file: "t.ics", limit: 50))
        }
        XCTAssertEqual(Fixture.tokyoOptions.maximumComponents, 2_000_000)
    }

    func testOverflowingSequenceAndDurationAreRejections() throws {
        let items = try items(
            event("seq", "SEQUENCE:99999999999999999999\r\nDTSTART:20260301T100000Z\r\nSUMMARY:x\r\n")
                + event("dur", "DTSTART:20260301T100000Z\r\nDURATION:PT9999999999999999999S\r\nSUMMARY:x\r\n")
                + event("weeks", "DTSTART:20260301T100000Z\r\nDURATION:P999999999W\r\nSUMMARY:x\r\n")
                + event("ok", "SEQUENCE:2147483647\r\nDTSTART:20260301T100000Z\r\nDURATION:PT1H\r\nSUMMARY:x\r\n"))
        XCTAssertEqual(rejections(items), [
            "SEQUENCE 99999999999999999999 is not a number from 0 to 2147483647",
            "DURATION PT9999999999999999999S is too long",
            "its dates fall outside the years 2–2999 in Asia/Tokyo",
        ])
        XCTAssertEqual(records(items).map(\.sequence), [2_147_483_647])
    }

    func testDatesOutsideTheOneRangeAreRejected() throws {
        let items = try items(
            event("y1", "DTSTART;VALUE=DATE:00010101\r\nSUMMARY:x\r\n")
                + event("y3001", "DTSTART;VALUE=DATE:30010101\r\nSUMMARY:x\r\n")
                + event("late", "DTSTART:29991231T200000Z\r\nSUMMARY:x\r\n")
                + event("edge", "DTSTART;VALUE=DATE:29991231\r\nSUMMARY:x\r\n")
                + event("first", "DTSTART;VALUE=DATE:00020101\r\nSUMMARY:x\r\n"))
        XCTAssertEqual(rejections(items), [
            "DTSTART 00010101 is outside the years 2–2999",
            "DTSTART 30010101 is outside the years 2–2999",
            "its dates fall outside the years 2–2999 in Asia/Tokyo",
        ])
        XCTAssertEqual(records(items).map(\.date.description), ["2999-12-31", "0002-01-01"])
    }

    func testEveryRecordInTheRangeExportsAndImportsBackExactly() throws {
        let records = [
            Record(uid: "a", date: CivilDate(year: 2, month: 1, day: 1)!, title: "first", amount: .zero(.jpy)),
            Record(uid: "b", date: CivilDate(year: 2999, month: 12, day: 31)!, title: "last", amount: .zero(.jpy)),
            Record(
                uid: "c", date: CivilDate(year: 2999, month: 12, day: 31)!,
                start: ZonedDateTime(date: CivilDate(year: 2999, month: 12, day: 31)!, time: CivilTime(hour: 23, minute: 0)!, zone: "Asia/Tokyo"),
                end: ZonedDateTime(date: CivilDate(year: 3000, month: 1, day: 1)!, time: CivilTime(hour: 1, minute: 0)!, zone: "Asia/Tokyo"),
                title: "late", amount: .zero(.jpy)),
            Record(uid: "d", date: CivilDate(year: 2999, month: 12, day: 25)!, lastDate: CivilDate(year: 2999, month: 12, day: 31)!, title: "span", amount: .zero(.jpy)),
        ]
        var writer = ICSWriter(output: "", calendarName: "edges", zones: timeZonesUsed(by: records), now: 0)
        writer.writeHeader()
        for record in records { writer.write(record) }
        writer.writeFooter()
        XCTAssertFalse(writer.output.contains("00000000"), writer.output)
        let back = self.records(try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array(writer.output.utf8), name: "e.ics"))
        XCTAssertEqual(back, records)
    }

    func testAKnownTZIDIsConvertedByTheSystemsRulesAndADisagreeingVTimezoneIsNamed() throws {
        // A Europe/Berlin definition covering only 2015–2021: a 16:00 class in July 2026 showed
        // as 17:00 (the file's zone had no DST after 2021), labelled Europe/Berlin.
        let berlin = """
            BEGIN:VTIMEZONE\r
            TZID:Europe/Berlin\r
            BEGIN:DAYLIGHT\r
            DTSTART:20150329T020000\r
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;UNTIL=20210328T010000Z\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            END:DAYLIGHT\r
            BEGIN:STANDARD\r
            DTSTART:20151025T030000\r
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20211031T010000Z\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """
        let items = try items(berlin + event("class", "DTSTART;TZID=Europe/Berlin:20260706T160000\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\nSUMMARY:class\r\n"))
        XCTAssertEqual(records(items).map { $0.start!.iso8601 }, ["2026-07-06T16:00:00+02:00", "2026-07-13T16:00:00+02:00"])
        XCTAssertEqual(warnings(items), [
            "the file's VTIMEZONE \"Europe/Berlin\" disagrees with the system's time zone rules at 2026-07-06T16:00:00 (+01:00 instead of +02:00); the system's rules are used",
        ])
    }

    func testAFloatingExdateOnAZonedSeriesMatchesTheSeriesWallTime() throws {
        let items = try items(event(
            "weekly",
            "DTSTART;TZID=Europe/Berlin:20260105T160000\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEXDATE:20260112T160000\r\nSUMMARY:x\r\n")
            + event("weekly", "RECURRENCE-ID:20260119T160000\r\nDTSTART;TZID=Europe/Berlin:20260119T170000\r\nSUMMARY:moved\r\n"))
        XCTAssertEqual(records(items).map { "\($0.recurrenceID!) \($0.title)" }, ["2026-01-05T16:00:00 x", "2026-01-19T16:00:00 moved"])
    }

    func testExplicitRdatesBeforeTheHorizonAreKept() throws {
        let items = try items(event(
            "endless", "DTSTART;VALUE=DATE:20000101\r\nRRULE:FREQ=YEARLY\r\nRDATE;VALUE=DATE:20000615\r\nSUMMARY:x\r\n"))
        let dates = records(items).map(\.date.description)
        XCTAssertTrue(dates.contains("2000-06-15"), "\(dates)")
        XCTAssertFalse(dates.contains("2000-01-01"), "rule occurrences start at the horizon")
    }

    func testDtendBeforeDtstartKeepsDtstartAndSaysSo() throws {
        let items = try items(event("back", "DTSTART:20260301T100000Z\r\nDTEND:20260301T090000Z\r\nSUMMARY:x\r\n"))
        XCTAssertEqual(records(items).first?.start?.iso8601, "2026-03-01T10:00:00+00:00")
        XCTAssertNil(records(items).first?.end)
        XCTAssertEqual(warnings(items), ["DTEND is before DTSTART; the event is kept as starting at DTSTART, without an end"])
    }

    func testAVTimezoneAfter2100FollowsItsRules() throws {
        // The 28-year cycle used for times after 2037 matched weekdays only until 2100: DST
        // changes after it moved by a week, an hour off for the days between.
        let text = try String(contentsOfFile: Fixture.path("hostile-vtimezone-far-future.ics"), encoding: .utf8)
        XCTAssertTrue(text.contains("TZID:Europe/Zurich"))
        let custom = text.replacingOccurrences(of: "Europe/Zurich", with: "My Zurich")
        var body = ""
        let days = ["21010326", "21010327", "21010402", "21501030", "21501101", "29990328", "29991031", "26161028"]
        for (index, day) in days.enumerated() {
            body += event("far\(index)", "DTSTART;TZID=My Zurich:\(day)T120000\r\nSUMMARY:x\r\n")
        }
        let zone = custom.components(separatedBy: "BEGIN:VTIMEZONE")[1].components(separatedBy: "END:VTIMEZONE")[0]
        let items = try items("BEGIN:VTIMEZONE" + zone + "END:VTIMEZONE\r\n" + body)
        let got = records(items).map(\.start!.instant)
        let expected = days.map { day in
            ZonedDateTime(date: CivilDate(basic: day)!, time: CivilTime(hour: 12, minute: 0)!, zone: "Europe/Zurich")!.instant
        }
        XCTAssertEqual(got, expected)
    }

    func testFancalsOwnExportReimportsWithoutDSTShiftsAfter2100() throws {
        var records: [Record] = []
        for year in stride(from: 2095, through: 2300, by: 7) {
            for (month, day) in [(3, 20), (3, 27), (3, 31), (10, 24), (10, 29), (11, 2)] {
                let date = CivilDate(year: year, month: month, day: day)!
                let start = ZonedDateTime(date: date, time: CivilTime(hour: 16, minute: 0)!, zone: "Europe/Berlin")!
                records.append(Record(
                    uid: "far-\(year)-\(month)-\(day)", date: start.local(in: "Asia/Tokyo").date, start: start,
                    title: "class", amount: .zero(.jpy)))
            }
        }
        var writer = ICSWriter(output: "", calendarName: "far", zones: timeZonesUsed(by: records), now: 0)
        writer.writeHeader()
        for record in records { writer.write(record) }
        writer.writeFooter()
        let back = self.records(try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array(writer.output.utf8), name: "far.ics"))
        XCTAssertEqual(back.map { $0.start!.iso8601 }, records.map { $0.start!.iso8601 })
    }

    /// The fixtures that seed `make fuzz` with these shapes read as the tests above expect.
    func testTheHostileFixturesOfIssue12() throws {
        let zone = try Fixture.items("hostile-vtimezone-many-observances.ics")
        XCTAssertEqual(warnings(zone).first, "VTIMEZONE \"Hostile Observances\" would expand to more than 20000 offset changes; it is not used (its TZID is read as if the file had no VTIMEZONE for it)")
        XCTAssertEqual(records(zone).map { $0.start!.iso8601 }, ["2026-12-01T10:00:00+09:00"])

        let repeated = records(try Fixture.items("hostile-repeated-uid.ics"))
        XCTAssertEqual(repeated.map { "\($0.date) \($0.title)" }, ["2026-12-01 Revision 279", "2026-12-15 Revision 279", "2026-12-01 Revision 249"], "the override moved to DTSTART")

        let escapes = try Fixture.items("hostile-escape-sequences.ics")
        XCTAssertEqual(rejections(escapes).count, 4)
        XCTAssertEqual(records(escapes).map(\.uid), ["clip\u{1B}]52;c;aGk=\u{07}@test", "backwards@test"])
        XCTAssertEqual(records(escapes).first?.title, "=HYPERLINK(1) \u{202E}gnp.exe [2J", "one line: ESC became a space")
    }
}
