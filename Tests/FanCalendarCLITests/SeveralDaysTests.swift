import FanCalendar
@testable import FanCalendarCLI
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

    /// Spans after titles that end in a prepended mark (U+0600) or a zero-width joiner, a venue
    /// ending in one keeping the space joined to it, a venue's own trailing spaces gone; titles
    /// cut before their span, which stays whole.
    func testSpansAfterTitlesEndingInJoiningMarks() {
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

    /// The month's first day shares its lines between the records starting on it and those
    /// begun in the month before: ten at most, its own records chosen first, then "… N more" with the
    /// `list` that starts on the earliest left out. Later days list none of them again.
    func testAFirstDayFullOfContinuingRecordsListsNineAndCountsTheRest() {
        for pass in 1...12 {
            fancal.succeed(["add", "2026-10-30", "Pass \(pass)", "--to", "2026-11-05", "-c", "live", "-a", "100"])
        }
        fancal.succeed(["add", "2026-11-01", "Goods A", "-c", "goods", "-a", "3000"])
        fancal.succeed(["add", "2026-11-01", "Goods B", "-c", "goods", "-a", "2000"])
        let agenda = fancal.succeed(["month", "2026-11", "--color", "never"]).components(separatedBy: "\n\n")[1]
        let lines = agenda.split(separator: "\n")
        let first = lines.filter { $0.contains(" 1 Sun") }
        XCTAssertEqual(first.count, 10, agenda)
        XCTAssertEqual(first.filter { $0.contains("Goods") }.count, 2, "the day's own records are chosen first: \(agenda)")
        XCTAssertTrue(first.last!.contains("5 more (fancal list --from 2026-10-30 --to 2026-11-01)"), agenda)
        XCTAssertEqual(lines.count, 10, "no later day lists the passes again: \(agenda)")
        Golden.assert(agenda, named: "cli-month-full-of-spans-en.txt")
    }

    /// Issue 29: an 8-day trip filled 14 of 28 agenda lines, one on each of its days, and the
    /// day counter was cut (`Tag 2 von …`). Listed once, with its span, which is never cut: the
    /// title before it gives way. A trip begun in April is listed on May 1 with its days in May.
    func testAMultiDayRecordIsListedOnceWithItsWholeSpan() {
        let fancal = InProcessFancal()
        fancal.succeed(["add", "2026-04-25", "Golden Week Fukuoka 遠征", "--to", "2026-05-02", "-c", "travel", "-a", "42,000"])
        fancal.succeed([
            "add", "2026-05-20", "Osaka 遠征 — Kyocera Dome two nights and the fan meeting on the way home", "--to", "2026-05-27",
            "-c", "travel", "-a", "28,400", "--venue", "京セラドーム大阪",
        ])
        fancal.succeed(["add", "2026-05-23", "SEVENTEEN Kyocera Dome", "-c", "live", "-a", "13,200", "--time", "18:00-21:00"])
        fancal.succeed(["add", "2026-05-31", "Late show", "-c", "streaming", "-a", "3000", "--time", "22:00-01:00"])
        let spans = [
            "en": ["(day 7–8 of 8)", "(5/20–5/27, 8 days)", "(5/31–6/1, 2 days)"],
            "ja": ["(8日間の7〜8日目)", "(5/20〜5/27、8日間)", "(5/31〜6/1、2日間)"],
            "de": ["(Tag 7–8 von 8)", "(20.5.–27.5., 8 Tage)", "(31.5.–1.6., 2 Tage)"],
        ]
        for language in ["en", "ja", "de"] {
            for color in ["never", "always"] {
                let stdout = StringSink()
                let stderr = StringSink()
                let code = FanCalendarCLI.run(
                    arguments: ["month", "2026-05", "--locale", language, "--color", color],
                    environment: fancal.environment.merging(["COLUMNS": "80"]) { $1 }, stdout: stdout, stderr: stderr,
                    stdoutIsTerminal: true)
                XCTAssertEqual(code, 0, stderr.text)
                let text = stdout.text
                Golden.assert(text, named: "month-spans-80-\(language)\(color == "always" ? "-color" : "").txt")
                let plain = text.replacing(/\x1B\[[0-9;]*m/, with: "")
                let agenda = plain.components(separatedBy: "\n\n")[1].split(separator: "\n")
                XCTAssertEqual(agenda.filter { $0.contains("🧳") }.count, 2, "each trip once: \(plain)")
                XCTAssertEqual(agenda.filter { $0.contains("Late show") }.count, 1, plain)
                for span in spans[language]! { XCTAssertTrue(plain.contains(span), "\(span) whole in: \(plain)") }
                for line in plain.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]") }
            }
        }
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
