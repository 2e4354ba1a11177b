import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Very large and deeply nested inputs through the real `fancal import`: handled, or refused
/// with a `fancal:` message, never a crash, and with memory bounded whatever the file's size.
final class LargeImportTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    override func tearDown() { try? FileManager.default.removeItem(at: fancal.directory) }

    /// Writes `header`, then `filler` repeated until the file holds `megabytes`, then `footer`.
    private func writeLargeFile(_ name: String, header: String, filler: String, megabytes: Int, footer: String)
        throws -> String
    {
        let path = fancal.directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(header.utf8))
        let block = Data(String(repeating: filler, count: (1 << 20) / filler.utf8.count).utf8)
        for _ in 0..<megabytes { try handle.write(contentsOf: block) }
        try handle.write(contentsOf: Data(footer.utf8))
        return path
    }

    private let calendarStart = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fancal tests//EN\r\n"

    private func event(_ uid: String, _ date: String, _ title: String, extra: String = "") -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:\(date)\r\nSUMMARY:\(title)\r\n\(extra)END:VEVENT\r\n"
    }

    func testAHundredMegabyteEventIsRefusedWithoutReadingItIntoMemory() throws {
        fancal.succeed(["add", "2026-01-01", "precious"])
        let path = try writeLargeFile(
            "huge-event.ics",
            header: calendarStart + event("small@test", "20260301", "small") + "BEGIN:VEVENT\r\nUID:huge@test\r\n"
                + "DTSTART;VALUE=DATE:20260302\r\nATTACH;ENCODING=BASE64;VALUE=BINARY:QUJD\r\n",
            filler: " " + String(repeating: "QUJD", count: 18) + "\r\n", megabytes: 100,
            footer: "SUMMARY:huge\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let ending = RunningFancal(fancal, ["import", path], measuringMemory: true).wait()
        XCTAssertEqual(ending.exitCode, 1, ending.stderr)
        XCTAssertEqual(ending.stdout, "")
        XCTAssertEqual(ending.stderr,
                       "fancal: \(path):10: VEVENT larger than 16777216 bytes; refusing the file; nothing was imported\n")
        XCTAssertGreaterThan(ending.maxResidentKiB, 8 * 1024, "time measured fancal itself (about 22 MB for the debug binary alone)")
        XCTAssertLessThan(ending.maxResidentKiB, 96 * 1024, "peak memory for a 100 MB file")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 1, "the small event was not kept either")
    }

    func testAFileLargerThanAnyLimitImportsWithBoundedMemory() throws {
        // 20 MB of a component fancal skips (a journal entry with a big folded attachment; more
        // than the 16 MB limit on one event): the events around it import, and memory stays
        // below the file's size (the debug binary itself takes about 27 MB).
        let path = try writeLargeFile(
            "large-journal.ics",
            header: calendarStart + event("before@test", "20260301", "before") + "BEGIN:VJOURNAL\r\nUID:j@test\r\n"
                + "ATTACH;ENCODING=BASE64;VALUE=BINARY:QUJD\r\n",
            filler: " " + String(repeating: "QUJD", count: 18) + "\r\n", megabytes: 20,
            footer: "END:VJOURNAL\r\n" + event("after@test", "20260302", "after") + "END:VCALENDAR\r\n")
        let ending = RunningFancal(fancal, ["import", path], measuringMemory: true).wait()
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stdout, "\(path): 2 added, 0 updated, 0 unchanged, 1 skipped (1 VJOURNAL), 0 rejected\n")
        XCTAssertEqual(ending.stderr, "")
        XCTAssertGreaterThan(ending.maxResidentKiB, 8 * 1024, "time measured fancal itself (about 22 MB for the debug binary alone)")
        XCTAssertLessThan(ending.maxResidentKiB, 40 * 1024, "peak memory for a 20 MB file")
    }

    func testMillionsOfTinyComponentsAreRefusedWithAMessage() throws {
        // One event, then 2,009,740 empty components (46 MB): what grows with their number (the
        // report, the zones) would grow without bound; the input is refused, nothing imported.
        let path = try writeLargeFile(
            "tiny-components.ics", header: calendarStart + event("first@test", "20260301", "first"),
            filler: "BEGIN:VTODO\r\nEND:VTODO\r\n", megabytes: 46, footer: "END:VCALENDAR\r\n")
        let ending = RunningFancal(fancal, ["import", path], measuringMemory: true).wait(timeout: 300)
        XCTAssertEqual(ending.exitCode, 1, ending.stderr)
        XCTAssertEqual(ending.stdout, "")
        XCTAssertEqual(ending.stderr, "fancal: \(path): more than 2000000 components (events, time zones, tasks…); "
            + "refusing the input (split the calendar into smaller files); nothing was imported\n")
        XCTAssertLessThan(ending.maxResidentKiB, 60 * 1024, "peak memory for 2,000,001 components")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "no database was created")
    }

    func testALongTitleAndAOneMegabyteMemoAreCutToTheCommandLinesLimitsAndALongerLineIsRefused() throws {
        // A 14 MB folded SUMMARY was stored whole, though `add` takes 4096 bytes (`list` then
        // wrote 84 MB): fields are cut to the command line's limits, with a warning.
        let title = String(repeating: "長", count: 2_500) + String(repeating: "t", count: 2_500)
        let memo = String(repeating: "m", count: 1_000_000)
        let path = fancal.directory.appendingPathComponent("long.ics").path
        try (calendarStart + event("long-title@test", "20260401", title)
            + event("long-line@test", "20260402", "memo", extra: "DESCRIPTION:\(memo)\r\n") + "END:VCALENDAR\r\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        let result = fancal.run(["import", path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, "\(path): 2 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(result.stderr, """
            fancal: \(path):4: SUMMARY longer than 4096 bytes was cut to that length
            fancal: \(path):10: DESCRIPTION longer than 65536 bytes was cut to that length

            """)
        let cutTitle = String(repeating: "長", count: 1_365)
        let json = fancal.succeed(["list", "--format", "json"])
        XCTAssertTrue(json.contains("\"title\": \"\(cutTitle)\""), "the title is cut at a character, within 4096 bytes")
        XCTAssertTrue(json.contains("\"memo\": \"\(memo.prefix(65_536))\""), "the memo is cut to 64 KiB")
        // It also leaves as it came: folded on export, whole again on import elsewhere.
        let exported = fancal.succeed(["export"])
        XCTAssertTrue(exported.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        let other = Fancal()
        XCTAssertEqual(other.succeed(["import", "-"], stdin: Data(exported.utf8)),
                       "<stdin>: 2 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertTrue(other.succeed(["list", "--format", "json"]).contains("\"title\": \"\(cutTitle)\""))

        let tooLong = fancal.directory.appendingPathComponent("too-long.ics").path
        try (calendarStart + event("x@test", "20260403", "x", extra: "DESCRIPTION:\(memo)\(memo)\r\n")
            + "END:VCALENDAR\r\n").write(toFile: tooLong, atomically: false, encoding: .utf8)
        fancal.fail(["import", tooLong], exitCode: 1,
                    message: "\(tooLong):9: line longer than 1048576 bytes; refusing the file; nothing was imported")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 2)
    }

    func testDeeplyNestedComponentsAreRefused() throws {
        let path = try writeLargeFile(
            "nested.ics", header: calendarStart + "BEGIN:VEVENT\r\nUID:n@test\r\nDTSTART;VALUE=DATE:20260101\r\n",
            filler: "BEGIN:VALARM\r\n", megabytes: 2, footer: "")
        fancal.fail(["import", path], exitCode: 1,
                    message: "\(path):21: components nested more than 16 deep; refusing the file; nothing was imported")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "a refused file creates no database")
    }
}
