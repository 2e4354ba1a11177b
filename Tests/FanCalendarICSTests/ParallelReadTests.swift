import FanCalendar
@testable import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// The reader parses VEVENTs in batches on several threads: what it delivers, and in which order,
/// must be what a read on the calling thread alone delivers.
final class ParallelReadTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private static let options = Fixture.tokyoOptions

    /// Some thousands of VEVENTs (several batches) in two VCALENDARs: revisions and overrides far
    /// from what they revise, rejected events, VTODOs between them, events without UID, a
    /// VTIMEZONE after the events that use it.
    private static let calendar: String = {
        var random = SeededRandom(seed: 20261129)
        var lines: [String] = []
        func event(_ uid: String?, day: Int, _ extra: [String] = [], start: String? = nil) {
            lines.append("BEGIN:VEVENT")
            if let uid { lines.append("UID:\(uid)") }
            let date = CivilDate(year: 2025, month: 1, day: 1)!.adding(days: day)
            let compact = date.description.replacingOccurrences(of: "-", with: "")
            if let start { lines.append(start.replacingOccurrences(of: "DATE", with: compact)) }
            lines.append(contentsOf: extra)
            lines.append("END:VEVENT")
        }
        for calendarIndex in 0..<2 {
            lines.append(contentsOf: ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//fancal//parallel test//EN"])
            for index in 0..<2500 {
                let number = calendarIndex * 2500 + index
                let day = Int(random.next() % 700)
                let timed = "DTSTART:DATET\(10 + number % 10)0000Z"
                switch number % 23 {
                case 3:
                    // A revision of an event ~1,500 VEVENTs earlier (maybe in the other calendar),
                    // with a higher or a lower SEQUENCE.
                    let target = max(0, number - 1500)
                    event("ev-\(target)", day: day, ["SEQUENCE:\(random.next() % 3)", "SUMMARY:revision \(number)"],
                          start: timed)
                case 5:
                    event("ev-\(number)", day: day, ["SUMMARY:no start"])
                case 7:
                    event("ev-\(number)", day: day, ["X-FANCAL-AMOUNT:abc"], start: timed)
                case 9:
                    event("ev-\(number)", day: day, ["X-FANCAL-AMOUNT:1000", "X-FANCAL-CURRENCY:ZZZ"], start: timed)
                case 11:
                    // A weekly series; its override comes ~1,200 VEVENTs later.
                    event("series-\(number)", day: 0, ["RRULE:FREQ=WEEKLY;COUNT=4", "SUMMARY:series \(number)"],
                          start: "DTSTART;TZID=Asia/Tokyo:20250106T190000")
                case 13 where number >= 1200:
                    let series = (number - 1200) / 23 * 23 + 11
                    event("series-\(series)", day: 0, [
                        "RECURRENCE-ID;TZID=Asia/Tokyo:20250113T190000", "SUMMARY:moved \(number)",
                    ], start: "DTSTART;TZID=Asia/Tokyo:20250114T200000")
                case 15:
                    event(nil, day: day, ["SUMMARY:no uid \(number)"], start: "DTSTART;VALUE=DATE:DATE")
                case 17:
                    event("ev-\(number)", day: day, ["STATUS:CANCELLED"], start: timed)
                case 19:
                    event("ev-\(number)", day: day, ["SUMMARY:custom zone"], start: "DTSTART;TZID=Custom/Zone:DATET180000")
                case 21:
                    lines.append(contentsOf: ["BEGIN:VTODO", "UID:todo-\(number)", "SUMMARY:todo", "END:VTODO"])
                    event("ev-\(number)", day: day, ["X-FANCAL-AMOUNT:\(number)", "CATEGORIES:live"], start: timed)
                default:
                    event("ev-\(number)", day: day, ["SUMMARY:event \(number)", "LOCATION:hall \(number % 17)"],
                          start: timed)
                }
            }
            lines.append(contentsOf: [
                "BEGIN:VTIMEZONE", "TZID:Custom/Zone", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                "TZOFFSETFROM:-0700", "TZOFFSETTO:-0700", "END:STANDARD", "END:VTIMEZONE", "END:VCALENDAR",
            ])
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }()

    private func read(
        _ text: String, parallel: Bool, objects: Bool = false, stopAt: Int? = nil
    ) -> (items: [ICSImportItem], error: Error?) {
        var reader = ICSReader(options: Self.options)
        reader.parsesInParallel = parallel
        reader.deliversObjects = objects
        var items: [ICSImportItem] = []
        do {
            try reader.read(bytes: Array(text.utf8), name: "parallel.ics") { item in
                if items.count == stopAt { throw StopReading() }
                items.append(item)
            }
            return (items, nil)
        } catch {
            return (items, error)
        }
    }

    private struct StopReading: Error {}

    func testParallelReadDeliversWhatAOneThreadReadDelivers() throws {
        let parallel = read(Self.calendar, parallel: true)
        let oneThread = read(Self.calendar, parallel: false)
        XCTAssertNil(parallel.error)
        XCTAssertNil(oneThread.error)
        XCTAssertEqual(parallel.items.count, oneThread.items.count)
        XCTAssertEqual(parallel.items, oneThread.items)

        // And that order is the documented one: rejections and skips in file order, first.
        var rejectedLines: [Int] = []
        var skipped = 0
        var eventUIDs: [String] = []
        var sawEvent = false
        for item in parallel.items {
            switch item {
            case .rejected(_, let line, _):
                XCTAssertFalse(sawEvent, "a rejection after events")
                rejectedLines.append(try XCTUnwrap(line))
            case .skipped(let kind):
                if kind == "VTODO" { XCTAssertFalse(sawEvent, "a VTODO after events") }
                skipped += 1
            case .event(let event):
                sawEvent = true
                eventUIDs.append(event.record.uid)
            case .warning:
                XCTFail("no VTIMEZONE to warn about")
            case .object:
                break
            }
        }
        XCTAssertEqual(rejectedLines.count, (0..<5000).filter { [5, 7, 9].contains($0 % 23) }.count)
        XCTAssertEqual(rejectedLines, rejectedLines.sorted())
        XCTAssertGreaterThan(skipped, 400)
        XCTAssertGreaterThan(eventUIDs.count, 3500)
        // Events of a UID come together, UIDs in order of first appearance.
        var seen: [String] = []
        for uid in eventUIDs where seen.last != uid {
            XCTAssertFalse(seen.contains(uid), "\(uid) delivered in two runs")
            seen.append(uid)
        }
        // Rejections and VTODOs interleaved as in the file.
        let expectedKinds = (0..<5000).compactMap { [5, 7, 9].contains($0 % 23) ? "R" : $0 % 23 == 21 ? "S" : nil }
        let kinds = parallel.items.prefix { if case .event = $0 { false } else { true } }.map { item in
            if case .rejected = item { "R" } else { "S" }
        }
        XCTAssertEqual(kinds, expectedKinds)
        // A revision far from its original wins by SEQUENCE, an override replaces its occurrence.
        let events = parallel.items.compactMap { item -> ImportedEvent? in
            if case .event(let event) = item { return event }
            return nil
        }
        XCTAssertTrue(events.contains { $0.record.title.hasPrefix("revision ") })
        XCTAssertTrue(events.contains { $0.record.title.hasPrefix("moved ") && $0.record.recurrenceID != nil })
        XCTAssertTrue(events.contains { $0.record.start?.zone == "Custom/Zone" || $0.record.title == "custom zone" })
    }

    func testAHandlerErrorStopsAParallelReadWhereAOneThreadReadStops() {
        for stop in [0, 1, 150, 216, 217, 400, 2000] {
            let parallel = read(Self.calendar, parallel: true, stopAt: stop)
            let oneThread = read(Self.calendar, parallel: false, stopAt: stop)
            XCTAssertTrue(parallel.error is StopReading, "stop at \(stop)")
            XCTAssertTrue(oneThread.error is StopReading, "stop at \(stop)")
            XCTAssertEqual(parallel.items.count, stop)
            XCTAssertEqual(parallel.items, oneThread.items, "stop at \(stop)")
        }
    }

    /// With thousands of UIDs, a parallel read assembles the records and objects of each UID on
    /// a thread of its own while the handler runs: the same items, objects included, in the same
    /// order, and a handler's error stops it at the same item.
    func testRecordsAndObjectsAssembledBesideTheHandlerAreWhatAOneThreadReadGives() throws {
        let parallel = read(Self.calendar, parallel: true, objects: true)
        let oneThread = read(Self.calendar, parallel: false, objects: true)
        XCTAssertNil(parallel.error)
        XCTAssertNil(oneThread.error)
        XCTAssertEqual(parallel.items, oneThread.items)
        let objects = parallel.items.filter { if case .object = $0 { true } else { false } }
        XCTAssertGreaterThan(objects.count, ICSReader.smallestStagingAssembledBeside)
        XCTAssertGreaterThan(objects.count, 3000)

        for stop in [2000, 2001, 3333, parallel.items.count - 1] {
            let stopped = read(Self.calendar, parallel: true, objects: true, stopAt: stop)
            XCTAssertTrue(stopped.error is StopReading, "stop at \(stop)")
            XCTAssertEqual(stopped.items.count, stop)
            XCTAssertEqual(stopped.items, Array(oneThread.items.prefix(stop)), "stop at \(stop)")
        }
    }

    func testARefusedInputDeliversTheSameItemsBeforeItsError() throws {
        // Truncated (the last VCALENDAR never ends), a line too long in the middle, a vCard.
        let lines = Self.calendar.components(separatedBy: "\r\n")
        let truncated = lines.dropLast(3).joined(separator: "\r\n")
        var long = lines
        long.insert("X-LONG:" + String(repeating: "x", count: Self.options.maximumLineBytes + 1), at: lines.count / 2)
        let longText = long.joined(separator: "\r\n")
        for text in [truncated, longText] {
            let parallel = read(text, parallel: true)
            let oneThread = read(text, parallel: false)
            let error = try XCTUnwrap(parallel.error as? ICSError)
            XCTAssertEqual(error, oneThread.error as? ICSError)
            XCTAssertGreaterThan(parallel.items.count, 100, "\(error)")
            XCTAssertEqual(parallel.items, oneThread.items, "\(error)")
        }
    }

    func testSkippedComponentsKeepTheirPlaceAtEveryBatchBoundary() {
        // Each VEVENT is followed by a VTODO, so some VTODO follows whichever VEVENT ends a batch;
        // every third VEVENT is rejected.
        var lines = ["BEGIN:VCALENDAR"]
        for index in 0..<3000 {
            lines.append(contentsOf: ["BEGIN:VEVENT", "UID:ev-\(index)"])
            if index % 3 != 0 { lines.append("DTSTART:20260101T100000Z") }
            lines.append(contentsOf: ["END:VEVENT", "BEGIN:VTODO", "SUMMARY:todo \(index)", "END:VTODO"])
        }
        lines.append("END:VCALENDAR")
        let text = lines.joined(separator: "\r\n") + "\r\n"
        let parallel = read(text, parallel: true)
        XCTAssertNil(parallel.error)
        XCTAssertEqual(parallel.items, read(text, parallel: false).items)
        let kinds = parallel.items.prefix(4000).map { item in
            switch item {
            case .rejected: "R"
            case .skipped: "S"
            case .event: "E"
            case .warning: "W"
            case .object: "O"
            }
        }
        let expected = (0..<3000).flatMap { $0 % 3 == 0 ? ["R", "S"] : ["S"] }
        XCTAssertEqual(kinds, expected)
    }

    func testSmallInputsReadAsBefore() throws {
        let small = """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:one\r
            DTSTART:20261201T100000Z\r
            END:VEVENT\r
            BEGIN:VTODO\r
            END:VTODO\r
            BEGIN:VEVENT\r
            UID:two\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let parallel = read(small, parallel: true)
        XCTAssertNil(parallel.error)
        XCTAssertEqual(parallel.items, read(small, parallel: false).items)
        XCTAssertEqual(parallel.items.count, 3)
        XCTAssertEqual(parallel.items[0], .skipped(kind: "VTODO"))
        XCTAssertEqual(parallel.items[1], .rejected(uid: "two", line: 8, reason: "no DTSTART"))
    }
}
