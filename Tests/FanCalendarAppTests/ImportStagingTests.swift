import FanCalendar
import FanCalendarApp
import FanCalendarICS
import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// `fancal import` stages the events it reads in a temporary SQLite database (``StagingArea``)
/// instead of memory: what the reader delivers, and in which order, must not change.
final class ImportStagingTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 11, day: 29)!)

    /// Thousands of VEVENTs (several parse batches): revisions of one UID thousands of events
    /// apart with higher, lower and equal SEQUENCEs and LAST-MODIFIEDs, overrides before and
    /// after their series and revised themselves, events without UID, cancellations, rejections,
    /// VTODOs, and the VTIMEZONE after the events that use it.
    private static let calendar: String = {
        var random = SeededRandom(seed: 20261201)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//fancal//staging test//EN"]
        func event(_ uid: String?, _ extra: [String]) {
            lines.append("BEGIN:VEVENT")
            if let uid { lines.append("UID:\(uid)") }
            lines.append(contentsOf: extra)
            lines.append("END:VEVENT")
        }
        for number in 0..<4000 {
            let day = String(format: "202603%02d", Int(random.next() % 28) + 1)
            switch number % 17 {
            case 2 where number >= 3000:
                // A revision of an event 3,000 VEVENTs earlier: higher, lower or the same SEQUENCE,
                // with or without LAST-MODIFIED.
                let modified = random.next() % 2 == 0 ? ["LAST-MODIFIED:20260\(random.next() % 9 + 1)01T000000Z"] : []
                event("ev-\(number - 3000)", ["SEQUENCE:\(random.next() % 3)", "DTSTART:\(day)T100000Z",
                                              "SUMMARY:revision \(number)"] + modified)
            case 4:
                event("ev-\(number)", ["SUMMARY:no start"])
            case 6:
                event("series-\(number)", ["DTSTART;TZID=Custom/Zone:20260105T190000", "RRULE:FREQ=WEEKLY;COUNT=5",
                                           "SUMMARY:series \(number)"])
            case 8 where number >= 2000:
                // Two revisions of an override of a series 2,000 VEVENTs earlier.
                let series = (number - 2000) / 17 * 17 + 6
                for sequence in [1, 0] {
                    event("series-\(series)", [
                        "RECURRENCE-ID;TZID=Custom/Zone:20260112T190000", "SEQUENCE:\(sequence)",
                        "DTSTART;TZID=Custom/Zone:20260113T200000", "SUMMARY:moved \(number) \(sequence)",
                    ])
                }
            case 10 where number < 1000:
                // An override that comes before its series.
                event("late-series-\(number)", ["RECURRENCE-ID;VALUE=DATE:20260309", "DTSTART;VALUE=DATE:20260310",
                                                "SUMMARY:early override"])
            case 10 where number >= 2992:
                event("late-series-\(number - 2992)", ["DTSTART;VALUE=DATE:20260302", "RRULE:FREQ=WEEKLY;COUNT=3",
                                                       "SUMMARY:late series"])
            case 12:
                event(nil, ["DTSTART;VALUE=DATE:\(day)", "SUMMARY:no uid \(number % 5)"])
            case 14:
                event("ev-\(number)", ["DTSTART:\(day)T120000Z", "STATUS:CANCELLED"])
            case 16:
                lines.append(contentsOf: ["BEGIN:VTODO", "UID:todo-\(number)", "END:VTODO"])
                event("ev-\(number)", ["DTSTART;TZID=Nowhere/Zone:\(day)T090000", "X-FANCAL-AMOUNT:\(number)"])
            default:
                event("ev-\(number)", ["DTSTART:\(day)T\(10 + number % 10)0000Z", "SUMMARY:event \(number)",
                                       "LOCATION:hall \(number % 7)"])
            }
        }
        lines.append(contentsOf: [
            "BEGIN:VTIMEZONE", "TZID:Custom/Zone", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:-0700", "TZOFFSETTO:-0700", "END:STANDARD", "END:VTIMEZONE", "END:VCALENDAR",
        ])
        return lines.joined(separator: "\r\n") + "\r\n"
    }()

    private func items(staging: (() throws -> any EventStaging)?) throws -> [ICSImportItem] {
        var reader = ICSReader(options: options)
        reader.staging = staging
        return try reader.items(bytes: Array(Self.calendar.utf8), name: "staging.ics")
    }

    func testStagingOnDiskDeliversWhatStagingInMemoryDelivers() throws {
        // A 64 KiB cache: nearly every page of the staging database goes to its file.
        let onDisk = try items(staging: { try StagingArea(cacheKibibytes: 64) })
        let inMemory = try items(staging: nil)
        XCTAssertEqual(onDisk.count, inMemory.count)
        XCTAssertEqual(onDisk, inMemory)

        let events = onDisk.compactMap { if case .event(let event) = $0 { event } else { nil } }
        XCTAssertGreaterThan(events.count, 3000)
        // Events of a UID come together, UIDs in order of first appearance.
        var seen: [String] = []
        for event in events where seen.last != event.record.uid {
            XCTAssertFalse(seen.contains(event.record.uid), "\(event.record.uid) delivered in two runs")
            seen.append(event.record.uid)
        }
        XCTAssertLessThan(try XCTUnwrap(seen.firstIndex(of: "late-series-10")), try XCTUnwrap(seen.firstIndex(of: "ev-11")))
        // The override that came 2,992 VEVENTs before its series replaced its occurrence.
        XCTAssertEqual(events.filter { $0.record.uid == "late-series-10" }.map(\.record.title),
                       ["late series", "late series", "early override"])
        // A series' override: the revision with the higher SEQUENCE, written first, wins.
        XCTAssertEqual(events.filter { $0.record.uid == "series-6" }.map(\.record.title).last, "moved 2014 1")
    }

    func testRevisionsFarApartResolveAsTheyDoInMemory() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("staging-\(UUID().uuidString).ics").path
        try Self.calendar.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try StoreWriter(location: .memory)
        let report = try ImportUseCases.importCalendar(
            from: .file(path), options: options, dryRun: false, strict: false, now: 1, store: { store })
        let expected = try items(staging: nil)
        let records = expected.compactMap { if case .event(let event) = $0 { event.record } else { nil } }
        XCTAssertEqual(report.added, records.count)
        XCTAssertEqual(report.rejected, expected.filter { if case .rejected = $0 { true } else { false } }.count)
        // Stored in delivery order: ids follow it.
        let stored = try store.records(matching: RecordFilter()).sorted { $0.id < $1.id }
        XCTAssertEqual(stored.map(\.uid), records.map(\.uid))
        XCTAssertEqual(stored.map(\.title), records.map(\.title))
        XCTAssertEqual(stored.map(\.recurrenceID), records.map(\.recurrenceID))
    }

    func testAnInputOfTooManyComponentsIsRefusedAndNothingIsImported() throws {
        var options = options
        options.maximumComponents = 1_000
        let body = (0..<1_001).map { "BEGIN:VEVENT\r\nUID:u\($0)\r\nDTSTART:20260301T100000Z\r\nEND:VEVENT\r\n" }.joined()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).ics").path
        try ("BEGIN:VCALENDAR\r\n" + body + "END:VCALENDAR\r\n").write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try ImportUseCases.importCalendar(
            from: .file(path), options: options, dryRun: false, strict: false, now: 1,
            store: { XCTFail("opened the store"); return try StoreWriter(location: .memory) })
        ) { error in
            XCTAssertEqual(
                (error as? AppError)?.message.en,
                "\(path): more than 1000 components (events, time zones, tasks…); refusing the input (split the calendar into smaller files); nothing was imported")
        }
    }
}
