import FanCalendar
@testable import FanCalendarICS
import FanCalendarZoneInfo
import XCTest

final class ICSEventPipelineTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    /// Records of every shape the writer has: all-day and multi-day, timed in a zone with a
    /// VTIMEZONE, in UTC and in one without, occurrences with RECURRENCE-IDs, titles and venues
    /// that repeat (canonically equivalent but different bytes too), memos and sub-categories.
    private func records(_ count: Int) -> [Record] {
        let composed = "武道館\u{30D0}"
        let decomposed = "武道館\u{30CF}\u{3099}"
        return (0..<count).map { index in
            let date = CivilDate(year: 2026, month: 1, day: 1)!.adding(days: index % 400)
            var record = Record(
                uid: "p-\(index % 7 == 0 ? index - 1 : index)", date: date,
                title: index % 3 == 0 ? "Goods \(index)" : index % 2 == 0 ? composed : decomposed,
                category: [.live, .goods, .streaming][index % 3], sub: index % 5 == 0 ? "pamphlet" : nil,
                artist: index % 4 == 0 ? nil : "蒼", venue: index % 6 == 0 ? decomposed : "Zepp",
                memo: index % 9 == 0 ? "row \(index)\nsecond line; with, escapes" : nil,
                amount: Money(minorUnits: Int64(index * 100), currency: index % 8 == 0 ? Currency(code: "EUR")! : .jpy))
            let zone = ["Asia/Tokyo", "UTC", "Europe/Berlin", "Mars/Olympus"][index % 4]
            if index % 2 == 1, let start = ZonedDateTime(date: date, time: CivilTime(hour: 18, minute: index % 60)!, zone: zone) {
                record.start = start
                record.end = ZonedDateTime(instant: start.instant + 7_200, zone: zone)
            } else if index % 10 == 0 {
                record.lastDate = date.adding(days: 2)
            }
            if index % 7 == 0 { record.recurrenceID = date.description }
            return record
        }
    }

    private func writer() -> ICSWriter<String> {
        ICSWriter(
            output: "", calendarName: "fancal", zones: ["Asia/Tokyo", "Europe/Berlin", "Mars/Olympus"], now: 1_780_000_000,
            describedIn: .ja)
    }

    /// The text is the plain writer's, byte for byte and in order, for an export of many batches
    /// (on several lanes), one of less than a batch (on the calling thread) and the two mixed.
    func testWritesWhatTheWriterWritesInTheOrderGiven() throws {
        let batch = ICSEventPipeline<String>.batchRecords
        for count in [0, 5, batch, batch * 9 + 17] {
            let all = records(count)
            var plain = writer()
            for record in all { plain.write(record) }
            var piped = writer()
            let pipeline = ICSEventPipeline(like: piped)
            for record in all { try pipeline.write(record, to: &piped) }
            try pipeline.finish(writing: &piped)
            XCTAssertEqual(Array(piped.output.utf8), Array(plain.output.utf8), "\(count) records")
            XCTAssertEqual(piped.output.components(separatedBy: "BEGIN:VEVENT").count - 1, count)
        }
    }

    /// The pipeline can be finished and used again, and what the caller writes between two
    /// records goes where it was written.
    func testFinishingWritesEverythingBeforeWhatComesNext() throws {
        let all = records(ICSEventPipeline<String>.batchRecords * 3)
        var piped = writer()
        let pipeline = ICSEventPipeline(like: piped)
        for record in all.prefix(400) { try pipeline.write(record, to: &piped) }
        try pipeline.finish(writing: &piped)
        piped.output.write("MARK\r\n")
        for record in all.dropFirst(400) { try pipeline.write(record, to: &piped) }
        try pipeline.finish(writing: &piped)
        var plain = writer()
        for record in all.prefix(400) { plain.write(record) }
        plain.output.write("MARK\r\n")
        for record in all.dropFirst(400) { plain.write(record) }
        XCTAssertEqual(Array(piped.output.utf8), Array(plain.output.utf8))
    }

    /// Kept objects are patched on the lanes and their VTIMEZONEs written by the caller's
    /// writer, once each and before the first object naming them: the text is the plain
    /// writer's, for objects nothing changed in, objects with an amount changed here, objects in
    /// zones the output has and in zones only their own VTIMEZONE (or the system's, for an
    /// Outlook name) defines, mixed with records.
    func testWritesKeptObjectsAsTheWriterWritesThem() throws {
        let zones = ["Asia/Tokyo", "America/Los_Angeles", "Tokyo Standard Time", "Europe/Berlin"]
        let losAngeles = """
            BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:-0700\r\n\
            TZOFFSETTO:-0800\r\nDTSTART:20071104T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\nEND:STANDARD\r\n\
            BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0800\r\nTZOFFSETTO:-0700\r\nDTSTART:20070311T020000\r\n\
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n
            """
        let count = ICSEventPipeline<String>.batchRecords * 2 + 31
        let events = (0..<count).map { index in
            "BEGIN:VEVENT\r\nUID:kept-\(index)\r\nDTSTAMP:20261101T000000Z\r\n"
                + "DTSTART;TZID=\(zones[index % 4]):202612\(10 + index % 18)T190000\r\nSUMMARY:Show \(index)\r\n"
                + "ATTENDEE;CN=Mina:mailto:mina@example.com\r\n"
                + (index % 3 == 0 ? "X-FANCAL-AMOUNT:\(index * 100)\r\n" : "") + "END:VEVENT\r\n"
        }
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + losAngeles + events.joined() + "END:VCALENDAR\r\n"
        let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 12, day: 1)!)
        var kept: [(CalendarObject, [Record])] = []
        var recordsByUID: [String: [Record]] = [:]
        for item in try ICSReader(options: options).items(bytes: Array(calendar.utf8), name: "kept", objects: true) {
            switch item {
            case .event(let event): recordsByUID[event.record.uid, default: []].append(event.record)
            case .object(let object): kept.append((object, []))
            default: break
            }
        }
        XCTAssertEqual(kept.count, count)
        kept = kept.enumerated().map { index, pair in
            var records = recordsByUID[pair.0.uid]!
            if index % 5 == 0 { records[0].amount = Money(minorUnits: 4_400, currency: .jpy) }
            return (pair.0, records)
        }
        let loose = records(40)
        var plain = writer()
        for record in loose { plain.write(record) }
        for (object, records) in kept { plain.write(object: object, records: records, homeZone: "Asia/Tokyo") }
        var piped = writer()
        let pipeline = ICSEventPipeline(like: piped)
        for record in loose { try pipeline.write(record, to: &piped) }
        for (object, records) in kept {
            let events = object.events
            try pipeline.write(object: object, events: { events }, records: records, homeZone: "Asia/Tokyo", to: &piped)
        }
        try pipeline.finish(writing: &piped)
        XCTAssertEqual(Array(piped.output.utf8), Array(plain.output.utf8))
        XCTAssertEqual(piped.output.components(separatedBy: "TZID:America/Los_Angeles\r\n").count - 1, 1)
        XCTAssertEqual(piped.output.components(separatedBy: "TZID:Tokyo Standard Time\r\n").count - 1, 1)
        XCTAssertEqual(piped.output.components(separatedBy: "ATTENDEE;CN=Mina").count - 1, count)
    }

    /// An object whose text cannot be had (a damaged row) stops the export with its error, on a
    /// lane or on the calling thread, and nothing after it is written.
    func testAnObjectWhoseTextFailsStopsTheWritingWithItsError() throws {
        struct Damaged: Error {}
        let object = CalendarObject(
            uid: "broken@test", events: [], zones: [], tzids: [], sequence: 0, lastModified: nil, floatingZone: nil,
            derivedOn: CivilDate(year: 2026, month: 12, day: 1)!, defaultCategory: .live, defaultCurrency: .jpy,
            derivedHash: nil)
        let batch = ICSEventPipeline<String>.batchRecords
        for before in [3, batch * 3 + 5] {
            var piped = writer()
            let pipeline = ICSEventPipeline(like: piped)
            let all = records(before + batch * 4)
            XCTAssertThrowsError(
                try {
                    for record in all.prefix(before) { try pipeline.write(record, to: &piped) }
                    try pipeline.write(
                        object: object, events: { () throws(Damaged) -> [UInt8] in throw Damaged() }, records: [],
                        homeZone: "Asia/Tokyo", to: &piped)
                    for record in all.dropFirst(before) { try pipeline.write(record, to: &piped) }
                    try pipeline.finish(writing: &piped)
                }()
            ) { error in XCTAssertTrue(error is Damaged, "\(error)") }
            let written = piped.output.components(separatedBy: "BEGIN:VEVENT").count - 1
            XCTAssertLessThanOrEqual(written, before, "\(before) records before the object")
        }
    }
}
