import Foundation
import TestSupport
import XCTest

/// `add --repeat`, end to end: a series of records sharing a UID, counted in every view, edited
/// one occurrence or from one on, and exported so that it imports back as the same series.
final class RepeatTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func records(db: String? = nil) throws -> [[String: Any]] {
        let result = fancal.run(["list", "--format", "json"] + (db.map { ["--db", $0] } ?? []))
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    func testAMonthlyFeeOnThe31st() throws {
        let output = fancal.succeed(["add", "2026-01-31", "FC 月額", "-a", "550", "--artist", "Aoi", "--repeat", "monthly", "--count", "12"])
        Golden.assert(output, named: "cli-add-repeat-monthly-en.txt")
        let listed = try records()
        XCTAssertEqual(listed.count, 12)
        XCTAssertEqual(Set(listed.map { $0["uid"] as! String }).count, 1)
        XCTAssertEqual(listed.compactMap { $0["date"] as? String }.filter { $0.hasPrefix("2026-02") || $0.hasPrefix("2026-04") },
                       ["2026-02-28", "2026-04-30"])
        XCTAssertEqual(listed.map { $0["recurrence_id"] as? String }, listed.map { $0["date"] as? String })
        let summary = fancal.succeed(["summary", "--year", "2026", "--format", "csv"])
        XCTAssertTrue(summary.contains("other,Other,JPY,6600,6600,12,"), summary)
        XCTAssertTrue(fancal.succeed(["month", "2026-02"]).contains("28 Sat  ⭐ FC 月額"))
    }

    func testEditOneOrFromOneOnAndDeleteOne() throws {
        fancal.succeed(["add", "2026-12-24", "Weekly stream", "-c", "streaming", "--time", "21:00-22:00",
                        "--repeat", "weekly", "--until", "2027-01-28"])
        XCTAssertEqual(try records().count, 6)
        fancal.succeed(["edit", "2", "--time", "20:00-21:00"])
        XCTAssertTrue(fancal.succeed(["edit", "4", "--following", "-a", "500", "--title", "Weekly stream (paid)"])
            .hasPrefix("Updated records #4–#6\n"))
        fancal.succeed(["delete", "5"])
        let listed = try records()
        XCTAssertEqual(listed.map { $0["title"] as! String },
                       ["Weekly stream", "Weekly stream", "Weekly stream", "Weekly stream (paid)", "Weekly stream (paid)"])
        XCTAssertEqual(listed.map { $0["amount_minor"] as! Int }, [0, 0, 0, 500, 500])
        XCTAssertEqual(listed[1]["start"] as? String, "2026-12-31T20:00:00+09:00", "one occurrence moved, its key kept")
        XCTAssertEqual(listed[1]["recurrence_id"] as? String, "2026-12-31T21:00:00")
        fancal.fail(["edit", "4", "--following"], exitCode: 2, message: "nothing to change")
        fancal.succeed(["add", "2026-12-01", "Single"])
        fancal.fail(["edit", "7", "--following", "-a", "1"], exitCode: 2, message: "record 7 is not part of a series")
        fancal.succeed(["edit", "4", "--following", "--date", "2027-01-15"])
        XCTAssertEqual(try records().filter { ($0["title"] as! String).hasSuffix("(paid)") }.map { $0["date"] as! String },
                       ["2027-01-15", "2027-01-29"], "--following --date moves each by the same days")
    }

    func testTheExportImportsBackAsTheSameSeries() throws {
        fancal.succeed(["add", "2026-01-31", "FC fee", "-a", "550", "--repeat", "monthly", "--count", "4"])
        fancal.succeed(["add", "2026-12-24", "Stream", "--time", "21:00", "--repeat", "weekly", "--count", "3"])
        fancal.succeed(["edit", "2", "-a", "660"])
        fancal.succeed(["delete", "3"])
        let export = fancal.directory.appendingPathComponent("series.ics").path
        fancal.succeed(["export", "--out", export])
        let text = try String(contentsOfFile: export, encoding: .utf8)
        XCTAssertTrue(text.contains("RRULE:FREQ=MONTHLY;COUNT=4;BYMONTHDAY=-1\r\nEXDATE;VALUE=DATE:20260331\r\n"), text)
        XCTAssertTrue(text.contains("RECURRENCE-ID;VALUE=DATE:20260228\r\n"), "the changed occurrence is an override: \(text)")
        XCTAssertTrue(text.contains("RRULE:FREQ=WEEKLY;COUNT=3\r\n"), text)
        XCTAssertEqual(text.components(separatedBy: "BEGIN:VEVENT").count - 1, 3, "two series, one override")
        let copy = fancal.directory.appendingPathComponent("copy.db").path
        XCTAssertEqual(fancal.run(["import", export, "--db", copy]).stdout,
                       "\(export): 6 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        let strip = { (records: [[String: Any]]) in
            records.map { record in record.filter { $0.key != "id" }.map { "\($0.key)=\($0.value)" }.sorted() }
        }
        XCTAssertEqual(strip(try records(db: copy)), strip(try records()))
        XCTAssertEqual(fancal.succeed(["import", export]), "\(export): 0 added, 0 updated, 6 unchanged, 0 skipped, 0 rejected\n")
    }

    func testRefusals() {
        let cases: [([String], String)] = [
            (["add", "today", "x", "--repeat", "daily", "--count", "3"], "--repeat: 'daily' is not a repetition"),
            (["add", "today", "x", "--repeat", "weekly"], "--repeat needs one end"),
            (["add", "today", "x", "--repeat", "weekly", "--count", "3", "--until", "2027-01-01"], "--repeat needs one end"),
            (["add", "today", "x", "--count", "3"], "--count and --until end a series"),
            (["add", "today", "x", "--repeat", "weekly", "--count", "many"], "--count: 'many' is not a number"),
            (["add", "today", "x", "--repeat", "weekly", "--count", "0"], "--count: 0 is not a number of occurrences; use 1 to 520"),
            (["add", "today", "x", "--repeat", "monthly", "--until", "2026-01-01"], "--until: 2026-01-01 is before the first day 2026-11-29"),
            (["add", "today", "x", "--repeat", "weekly", "--until", "2040-01-01"], "more than 520 occurrences"),
        ]
        for (arguments, message) in cases { fancal.fail(arguments, exitCode: 2, message: message) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "no database was created")
    }
}
