import Foundation
import TestSupport
import XCTest

/// `import` and `export` end to end: reports, idempotency, bad files, atomic output.
final class ImportExportCommandsTests: XCTestCase {
    var fancal: Fancal!
    var sample: String { SharedMaterial.projectRoot.appendingPathComponent("Resources/sample.ics").path }

    override func setUp() { fancal = Fancal() }

    func write(_ text: String, to name: String) -> String {
        let path = fancal.directory.appendingPathComponent(name).path
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testImportTwiceAddsNothingTheSecondTime() {
        XCTAssertEqual(fancal.succeed(["import", sample]),
                       "\(sample): 30 added, 0 updated, 0 unchanged, 1 skipped (1 VTODO), 0 rejected\n")
        XCTAssertEqual(fancal.succeed(["import", sample]),
                       "\(sample): 0 added, 0 updated, 30 unchanged, 1 skipped (1 VTODO), 0 rejected\n")
        XCTAssertEqual(fancal.succeed(["import", sample, "--locale", "ja"]),
                       "\(sample): 追加 0、更新 0、変更なし 30、スキップ 1 (1 VTODO)、拒否 0\n")
    }

    /// DESCRIPTION opens with what the record cost, in the user's language, so calendar apps
    /// show it; re-importing takes the line off again, the memo exact, and changes nothing.
    func testExportDescribesTheCostAndReimportKeepsTheMemoExact() throws {
        fancal.succeed([
            "add", "2026-12-05", "Tour final", "--category", "live", "--amount", "12000", "--artist", "AOI",
            "--sub", "ticket", "--memo", "Gate 3\n\nseat B-12",
        ])
        fancal.succeed(["add", "2026-12-06", "Photocards", "--category", "goods", "--amount", "49.90", "--currency", "EUR"])
        let english = fancal.succeed(["export"])
        XCTAssertTrue(english.contains("DESCRIPTION:¥12\\,000 · AOI · ticket\\n\\nGate 3\\n\\nseat B-12"), english)
        XCTAssertTrue(english.contains("DESCRIPTION:€49.90\r\n"), english)
        let german = fancal.succeed(["export", "--locale", "de"])
        XCTAssertTrue(german.contains("DESCRIPTION:12.000 ¥ · AOI · ticket"), german)
        let plain = fancal.succeed(["export", "--plain"])
        XCTAssertTrue(plain.contains("DESCRIPTION:Gate 3\\n\\nseat B-12"), plain)
        XCTAssertFalse(plain.contains("€49.90"), plain)

        let before = fancal.succeed(["list", "--format", "json"])
        for (name, text) in [("en.ics", english), ("de.ics", german), ("plain.ics", plain)] {
            let path = write(text, to: name)
            XCTAssertEqual(fancal.succeed(["import", path]),
                           "\(path): 0 added, 0 updated, 2 unchanged, 0 skipped, 0 rejected\n", name)
            var fresh = Fancal()
            fresh.environment["TZ"] = "Asia/Tokyo"
            fresh.succeed(["import", path])
            let memo = try XCTUnwrap(
                (JSONSerialization.jsonObject(with: Data(fresh.succeed(["list", "--format", "json"]).utf8)) as? [[String: Any]])?
                    .first?["memo"] as? String)
            XCTAssertEqual(memo, "Gate 3\n\nseat B-12", name)
            XCTAssertTrue(fresh.succeed(["show", "2"]).contains("€49.90"), name)
            XCTAssertFalse(fresh.succeed(["show", "2"]).contains("Memo"), name)
        }
        XCTAssertEqual(fancal.succeed(["list", "--format", "json"]), before)
    }

    func testAHigherSequenceUpdatesInPlace() throws {
        let first = write("""
            BEGIN:VCALENDAR
            VERSION:2.0
            BEGIN:VEVENT
            UID:tour-1
            SEQUENCE:1
            DTSTART;VALUE=DATE:20261205
            SUMMARY:Tour final
            X-FANCAL-AMOUNT:12000
            END:VEVENT
            END:VCALENDAR

            """, to: "v1.ics")
        let second = write(try String(contentsOfFile: first, encoding: .utf8)
            .replacingOccurrences(of: "SEQUENCE:1", with: "SEQUENCE:2")
            .replacingOccurrences(of: "Tour final", with: "Tour final (moved venue)"), to: "v2.ics")
        fancal.succeed(["import", first])
        XCTAssertEqual(fancal.succeed(["import", second]),
                       "\(second): 0 added, 1 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(fancal.succeed(["import", first]),
                       "\(first): 0 added, 0 updated, 1 unchanged, 0 skipped, 0 rejected\n", "an older revision never wins")
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("Tour final (moved venue)"))
    }

    func testRejectedEventsAreReportedAndTheRestImport() {
        let path = write("""
            BEGIN:VCALENDAR
            VERSION:2.0
            BEGIN:VEVENT
            UID:good
            DTSTART;VALUE=DATE:20261205
            SUMMARY:Good
            END:VEVENT
            BEGIN:VEVENT
            UID:bad-date
            DTSTART;VALUE=DATE:20260230
            SUMMARY:Impossible
            END:VEVENT
            BEGIN:VEVENT
            UID:bad-amount
            DTSTART;VALUE=DATE:20261206
            SUMMARY:Negative
            X-FANCAL-AMOUNT:-5
            END:VEVENT
            END:VCALENDAR

            """, to: "mixed.ics")
        let result = fancal.run(["import", path])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, "\(path): 1 added, 0 updated, 0 unchanged, 0 skipped, 2 rejected\n")
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("fancal: \(path):") }, result.stderr)
        XCTAssertTrue(result.stderr.contains("bad-date"))
        XCTAssertTrue(result.stderr.contains("bad-amount"))
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(separator: "\r\n").count, 2)

        let strict = Fancal()
        let strictResult = strict.run(["import", path, "--strict"])
        XCTAssertEqual(strictResult.exitCode, 1)
        XCTAssertEqual(strictResult.stdout, "")
        XCTAssertTrue(strictResult.stderr.contains("--strict: nothing was imported"), strictResult.stderr)
        XCTAssertEqual(strict.succeed(["list"]), "No records.\n")
    }

    func testDryRunWritesNothing() {
        XCTAssertEqual(fancal.succeed(["import", sample, "--dry-run"]),
                       "\(sample): 30 added, 0 updated, 0 unchanged, 1 skipped (1 VTODO), 0 rejected (dry run: nothing was written)\n")
        XCTAssertEqual(fancal.succeed(["list"]), "No records.\n")
    }

    func testFilesThatAreNotICalendarAreRefusedAndNothingIsWritten() {
        fancal.succeed(["add", "2026-01-01", "existing"])
        let cases: [(String, String, String)] = [
            ("empty.ics", "", "is empty"),
            ("vcard.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Aoi\nEND:VCARD\n", "not an iCalendar file"),
            ("truncated.ics", "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:x\nDTSTART;VALUE=DATE:20261205\nSUMMARY:cut\nEND:VEVENT\n", "truncated"),
            ("notes.txt", "just some notes\n", "not an iCalendar file"),
        ]
        for (name, text, message) in cases {
            let path = write(text, to: name)
            fancal.fail(["import", path], exitCode: 1, message: message)
        }
        let binary = fancal.directory.appendingPathComponent("image.png").path
        try! Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: binary))
        fancal.fail(["import", binary], exitCode: 1, message: "binary")
        fancal.fail(["import", fancal.directory.appendingPathComponent("missing.ics").path], exitCode: 1, message: "no such file")
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(separator: "\r\n").count, 2, "only the existing record")
        fancal.fail(["import"], exitCode: 2, message: "missing FILE")
        fancal.fail(["import", sample, "--default-category", "food"], exitCode: 2, message: "unknown category")
        fancal.fail(["import", sample, "--default-currency", "ABC"], exitCode: 2, message: "unknown currency")
    }

    func testImportFromStandardInput() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: sample))
        XCTAssertEqual(fancal.succeed(["import", "-"], stdin: data),
                       "<stdin>: 30 added, 0 updated, 0 unchanged, 1 skipped (1 VTODO), 0 rejected\n")
    }

    func testExportRoundTripsThroughAnEmptyDatabase() throws {
        fancal.succeed(["import", sample])
        fancal.succeed(["add", "2026-11-29", "Album \"Blue\"; limited, signed \\ 🎴", "-c", "cd", "-a", "49.90",
                        "--currency", "EUR", "--memo", "line one\nline two", "--time", "22:00-01:00"])
        let path = fancal.directory.appendingPathComponent("out.ics").path
        XCTAssertEqual(fancal.succeed(["export", "--out", path]), "")
        let other = Fancal()
        XCTAssertEqual(other.succeed(["import", path]), "\(path): 31 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        func normalized(_ json: String) throws -> [[String: String]] {
            let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            return array.map { record in
                var fields = record.mapValues { "\($0)" }
                fields["id"] = nil
                return fields
            }.sorted { ($0["uid"]!, $0["recurrence_id"]!) < ($1["uid"]!, $1["recurrence_id"]!) }
        }
        XCTAssertEqual(try normalized(other.succeed(["list", "--format", "json"])),
                       try normalized(fancal.succeed(["list", "--format", "json"])))
        XCTAssertEqual(other.succeed(["import", path]), "\(path): 0 added, 0 updated, 31 unchanged, 0 skipped, 0 rejected\n")
    }

    func testExportFiltersAndWritesCRLF() throws {
        fancal.succeed(["import", sample])
        let output = fancal.succeed(["export", "--year", "2026", "--category", "live"])
        XCTAssertTrue(output.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"), String(output.prefix(60)))
        XCTAssertEqual(output.components(separatedBy: "BEGIN:VEVENT").count - 1, 5)
        XCTAssertTrue(output.contains("TZID:Asia/Tokyo\r\n"))
        XCTAssertFalse(output.contains("freeassociation"))
        XCTAssertTrue(output.hasSuffix("END:VCALENDAR\r\n"))
        XCTAssertTrue(output.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        fancal.fail(["export", "--year", "twenty"], exitCode: 2, message: "is not a year")
        fancal.fail(["export", "--out", "/nonexistent-folder/x.ics"], exitCode: 1, message: "cannot write")
    }

    func testExportNeverLeavesHalfAFile() throws {
        fancal.succeed(["import", sample])
        let path = write("previous good export\n", to: "kept.ics")
        fancal.succeed(["export", "--out", path])
        let exported = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(exported.hasSuffix("END:VCALENDAR\r\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }
}
