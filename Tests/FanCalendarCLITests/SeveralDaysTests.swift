import Foundation
import TestSupport
import XCTest

/// `add --to`, timed records crossing midnight, and `copy`, end to end.
final class SeveralDaysTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func addDays() {
        fancal.succeed(["add", "2026-12-05", "Winter festival 2-day pass", "-c", "live", "-a", "25,000", "--to", "2026-12-06"])
        fancal.succeed(["add", "2026-12-12", "Late show", "-c", "streaming", "-a", "3000", "--time", "22:00-01:00"])
        fancal.succeed(["add", "2026-12-31", "New Year countdown", "-c", "live", "-a", "9800", "--time", "21:00〜02:00"])
    }

    func testMonthAndYearMarkEveryDayARecordTouches() {
        addDays()
        Golden.assert(fancal.succeed(["month", "2026-12"]), named: "cli-month-several-days-en.txt")
        Golden.assert(fancal.succeed(["month", "2026-12", "--locale", "ja"]), named: "cli-month-several-days-ja.txt")
        Golden.assert(fancal.succeed(["year", "2026"]), named: "cli-year-several-days-en.txt")
        let json = fancal.succeed(["month", "2027-01", "--format", "json"])
        XCTAssertTrue(json.contains(#""marked": {"2027-01-01": 1}"#), "a show from 21:00 to 02:00 marks the next year's first day: \(json)")
    }

    /// Later-day lines are laid out once per record (Agenda.continuations): a title ending in a
    /// prepended mark (U+0600) is measured whole, a venue ending in one keeps the space joined to
    /// it, a venue's own trailing spaces go, a title ending in a zero-width joiner; titles cut
    /// inside the record's title and after it. The golden was made by the build before that
    /// change.
    func testLaterDayLinesOfTitlesEndingInJoiningMarks() {
        fancal.succeed(["add", "2026-11-02", "Exhibition \u{0600}", "--to", "2026-11-04", "-c", "live", "-a", "1000", "--venue", "Hall  "])
        fancal.succeed([
            "add", "2026-11-03", "Tour 🎤✨ leg of the long winter", "--to", "2026-11-05", "-c", "goods", "-a", "500",
            "--artist", "星空ユニット", "--venue", "東京ドーム",
        ])
        fancal.succeed(["add", "2026-11-04", "a\u{200D}", "--to", "2026-11-05"])
        fancal.succeed(["add", "2026-11-06", "Fair", "--to", "2026-11-07", "--venue", "Hall \u{0600}"])
        let month = ["month", "2026-11"]
        Golden.assert(
            fancal.succeed(month, environment: ["COLUMNS": "200"]) + fancal.succeed(month, environment: ["COLUMNS": "60"])
                + fancal.succeed(month + ["--locale", "ja"], environment: ["COLUMNS": "48"]),
            named: "cli-month-several-days-edges.txt")
    }

    /// A day's lines are shared by the records starting on it and those going on into it: ten at
    /// most, its own records first, then "… N more" (a month of season passes stays short).
    func testADayFullOfContinuingRecordsListsNineAndCountsTheRest() {
        for pass in 1...12 {
            fancal.succeed(["add", "2026-11-01", "Pass \(pass)", "--to", "2026-11-05", "-c", "live", "-a", "100"])
        }
        fancal.succeed(["add", "2026-11-03", "Goods A", "-c", "goods", "-a", "3000"])
        fancal.succeed(["add", "2026-11-03", "Goods B", "-c", "goods", "-a", "2000"])
        let agenda = fancal.succeed(["month", "2026-11", "--color", "never"]).components(separatedBy: "\n\n")[1]
        let lines = agenda.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(" 2 Mon") }.count, 10, agenda)
        XCTAssertTrue(lines.contains { $0.contains(" 2 Mon") && $0.contains("3 more") }, agenda)
        let third = lines.filter { $0.contains(" 3 Tue") }
        XCTAssertEqual(third.count, 10, agenda)
        XCTAssertEqual(third.filter { $0.contains("Goods") }.count, 2, "the day's own records first: \(agenda)")
        XCTAssertTrue(third.last!.contains("5 more"), agenda)
        XCTAssertEqual(lines.filter { $0.contains(" 1 Sun") }.count, 10, "the first day: 9 of its own 12 and a more line")
        Golden.assert(agenda, named: "cli-month-full-of-spans-en.txt")
    }

    func testTheAmountCountsOnce() {
        addDays()
        let summary = fancal.succeed(["summary", "--year", "2026", "--format", "csv"])
        XCTAssertTrue(summary.contains("live,Live,JPY,34800,34800,2,"), "the 2-day pass counts ¥25,000 once: \(summary)")
        let show = fancal.succeed(["show", "1"])
        XCTAssertTrue(show.contains("Date      2026-12-05 Sat – 2026-12-06 Sun"), show)
    }

    /// list and show JSON and CSV carry the last day of a `--to` record (`last_date`), null or
    /// empty for a record of one day, a timed one crossing midnight included (its `end` says so).
    func testJSONAndCSVCarryTheLastDayOfASpan() throws {
        addDays()
        let records = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["list", "--format", "json"]).utf8)) as? [[String: Any]])
        XCTAssertEqual(records.map { $0["last_date"] as? String }, ["2026-12-06", nil, nil])
        XCTAssertTrue(records[1]["last_date"] is NSNull)
        let shown = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["show", "1", "--format", "json"]).utf8)) as? [String: Any])
        XCTAssertEqual(shown["last_date"] as? String, "2026-12-06")
        let lines = fancal.succeed(["list", "--format", "csv"]).components(separatedBy: "\r\n")
        XCTAssertTrue(lines[0].hasSuffix(",amount,amount_minor,currency,last_date"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix(",25000,25000,JPY,2026-12-06"), lines[1])
        XCTAssertTrue(lines[2].hasSuffix(",3000,3000,JPY,"), lines[2])
        fancal.succeed(["edit", "1", "--to", "2026-12-05"])
        XCTAssertTrue(fancal.succeed(["show", "1", "--format", "json"]).contains(#""last_date": null"#), "one day again")
        fancal.fail(["list", "--format", "xml"], exitCode: 2, message: "xml")
    }

    func testSpansAreCheckedAndEditable() {
        addDays()
        fancal.fail(["add", "2026-12-05", "x", "--to", "2026-12-04"], exitCode: 2, message: "--to: 2026-12-04 is before the record's day 2026-12-05")
        fancal.fail(["add", "2026-12-05", "x", "--to", "2026-12-07", "--time", "18:00"], exitCode: 2, message: "--to spans whole days")
        fancal.fail(["add", "2026-12-05", "x", "--to", "someday"], exitCode: 2, message: "--to: 'someday' is not a date")
        fancal.succeed(["edit", "1", "--to", "2026-12-07"])
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("2026-12-05 Sat – 2026-12-07 Mon"))
        fancal.succeed(["edit", "1", "--date", "2026-12-19"])
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("2026-12-19 Sat – 2026-12-21 Mon"), "a move keeps the span")
    }

    func testCopyMakesANewRecordWithTheChangesGiven() throws {
        fancal.succeed(["add", "2026-01-25", "FC monthly fee", "-c", "other", "-a", "550", "--artist", "Aoi", "--sub", "fanclub"])
        let output = fancal.succeed(["copy", "1", "--date", "2月25日"])
        XCTAssertTrue(output.hasPrefix("Copied to record #2\n"), output)
        fancal.succeed(["copy", "1", "--date", "2026-03-25", "-a", "660", "--title", "FC monthly fee (new price)"])
        let records = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["list", "--format", "json"]).utf8)) as? [[String: Any]])
        XCTAssertEqual(records.map { $0["date"] as? String }, ["2026-01-25", "2026-02-25", "2026-03-25"])
        XCTAssertEqual(records.map { $0["amount_minor"] as? Int }, [550, 550, 660])
        XCTAssertEqual(records.map { $0["artist"] as? String }, ["Aoi", "Aoi", "Aoi"])
        XCTAssertEqual(Set(records.map { $0["uid"] as! String }).count, 3, "every copy has its own UID")
        XCTAssertEqual(records[2]["title"] as? String, "FC monthly fee (new price)")
        fancal.fail(["copy", "9"], exitCode: 1, message: "no record with id 9")
        fancal.fail(["copy", "1", "-a", "abc"], exitCode: 2, message: "--amount: 'abc' is not an amount")
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 4, "refused copies add nothing")
    }
}
