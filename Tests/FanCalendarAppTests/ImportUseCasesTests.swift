import FanCalendar
import FanCalendarApp
import FanCalendarICS
import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import XCTest

final class ImportUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private let options = ICSImportOptions(homeZone: "Asia/Tokyo", today: CivilDate(year: 2026, month: 11, day: 29)!)

    private func file(_ body: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).ics").path
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + body + "END:VCALENDAR\r\n").write(toFile: path, atomically: false, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private let twoEvents = """
        BEGIN:VEVENT\r\nUID:a\r\nDTSTART;TZID=Nowhere:20261201T100000\r\nSUMMARY:a\r\nEND:VEVENT\r
        BEGIN:VEVENT\r\nUID:b\r\nSEQUENCE:1\r\nDTSTART;VALUE=DATE:20261202\r\nSUMMARY:b\r\nEND:VEVENT\r

        """

    func testAnImportReportsCountsAndWarningsAndIsIdempotent() throws {
        let path = try file(twoEvents)
        let store = try StoreWriter(location: .memory)
        let first = try ImportUseCases.importCalendar(
            from: .file(path), options: options, dryRun: false, strict: false, now: 1, store: { store })
        XCTAssertEqual([first.added, first.updated, first.unchanged, first.rejected], [2, 0, 0, 0])
        XCTAssertEqual(first.warnings.map(\.text), ["unknown time zone \"Nowhere\" read as Asia/Tokyo"])
        XCTAssertEqual(first.warnings.first?.line, 3)
        let second = try ImportUseCases.importCalendar(
            from: .file(path), options: options, dryRun: false, strict: false, now: 2, store: { store })
        XCTAssertEqual([second.added, second.updated, second.unchanged], [0, 0, 2])
        XCTAssertEqual(try store.count(), 2)
    }

    /// A series as fancal's export writes it, in revision `sequence`, with `count` occurrences.
    private func fancalSeries(sequence: Int, count: Int) -> String {
        "PRODID:-//fancal//fancal 0.1.0//EN\r\nBEGIN:VEVENT\r\nUID:fee\r\nSEQUENCE:\(sequence)\r\n"
            + "DTSTART;VALUE=DATE:20260105\r\nRRULE:FREQ=MONTHLY;COUNT=\(count)\r\nSUMMARY:FC fee\r\n"
            + "X-FANCAL-CATEGORY:other\r\nEND:VEVENT\r\n"
    }

    func testASeriesFromFancalKeepsTheRuleOfTheRevisionThatChangedIt() throws {
        let store = try StoreWriter(location: .memory)
        func importSeries(sequence: Int, count: Int) throws {
            _ = try ImportUseCases.importCalendar(
                from: .file(try file(fancalSeries(sequence: sequence, count: count))), options: options, dryRun: false,
                strict: false, now: 1, store: { store })
        }
        try importSeries(sequence: 1, count: 3)
        XCTAssertEqual(try store.seriesRules()["fee"]?.keys, ["2026-01-05", "2026-02-05", "2026-03-05"])
        try importSeries(sequence: 0, count: 2)
        XCTAssertEqual(try store.seriesRules()["fee"]?.rrule, "FREQ=MONTHLY;COUNT=3", "an older revision changes nothing")
        try importSeries(sequence: 2, count: 4)
        XCTAssertEqual(try store.seriesRules()["fee"]?.rrule, "FREQ=MONTHLY;COUNT=4")
        XCTAssertEqual(try store.seriesRules()["fee"]?.origin, .imported)

        let exported = try ExportUseCases.export(
            matching: RecordFilter(), to: "", now: 0, version: "test", homeZone: "Asia/Tokyo", store: store)
        XCTAssertEqual(exported.components(separatedBy: "BEGIN:VEVENT").count - 1, 1, exported)
        XCTAssertTrue(exported.contains("RRULE:FREQ=MONTHLY;COUNT=4\r\n"), exported)
    }

    func testASeriesFromAnotherAppKeepsNoRule() throws {
        let store = try StoreWriter(location: .memory)
        let body = fancalSeries(sequence: 0, count: 3).replacingOccurrences(of: "-//fancal//fancal 0.1.0//EN", with: "-//Google Inc//EN")
        _ = try ImportUseCases.importCalendar(
            from: .file(try file(body)), options: options, dryRun: false, strict: false, now: 1, store: { store })
        XCTAssertEqual(try store.seriesRules(), [:])
    }

    func testADryRunWritesNothing() throws {
        let store = try StoreWriter(location: .memory)
        let report = try ImportUseCases.importCalendar(
            from: .file(try file(twoEvents)), options: options, dryRun: true, strict: false, now: 1, store: { store })
        XCTAssertEqual(report.added, 2)
        XCTAssertEqual(try store.count(), 0)
    }

    func testNothingOpensTheStoreWhenThereIsNothingToStore() throws {
        let rejected = try file("BEGIN:VEVENT\r\nUID:x\r\nSUMMARY:no start\r\nEND:VEVENT\r\n" + twoEvents)
        let report = try ImportUseCases.importCalendar(
            from: .file(rejected), options: options, dryRun: false, strict: true, now: 1,
            store: { XCTFail("opened the store"); return try StoreWriter(location: .memory) })
        XCTAssertEqual(report.rejected, 1)
        XCTAssertEqual(
            report.strictRefusal(true, name: "f.ics")?.message.en, "f.ics: 1 event(s) rejected; --strict: nothing was imported")
        XCTAssertThrowsError(try ImportUseCases.importCalendar(
            from: .file("/nonexistent/x.ics"), options: options, dryRun: false, strict: false, now: 1,
            store: { XCTFail("opened the store"); return try StoreWriter(location: .memory) })
        ) { error in
            XCTAssertEqual((error as? AppError)?.message.en, "/nonexistent/x.ics: no such file")
        }
    }

    func testAStoredRevisionIsReplacedOnlyByANewerOne() throws {
        let store = try StoreWriter(location: .memory)
        let withTime = try file("BEGIN:VEVENT\r\nUID:r\r\nSEQUENCE:1\r\nLAST-MODIFIED:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261202\r\nSUMMARY:timed\r\nEND:VEVENT\r\n")
        let without = try file("BEGIN:VEVENT\r\nUID:r\r\nSEQUENCE:1\r\nDTSTART;VALUE=DATE:20261202\r\nSUMMARY:untimed\r\nEND:VEVENT\r\n")
        _ = try ImportUseCases.importCalendar(from: .file(without), options: options, dryRun: false, strict: false, now: 1, store: { store })
        let update = try ImportUseCases.importCalendar(from: .file(withTime), options: options, dryRun: false, strict: false, now: 2, store: { store })
        XCTAssertEqual(update.updated, 1, "a LAST-MODIFIED is newer than none, as within one file")
        let back = try ImportUseCases.importCalendar(from: .file(without), options: options, dryRun: false, strict: false, now: 3, store: { store })
        XCTAssertEqual(back.unchanged, 1)
    }
}
