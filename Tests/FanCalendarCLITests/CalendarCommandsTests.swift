import Foundation
import TestSupport
import XCTest

/// `month` and `year` end to end, on the bundled sample calendar.
final class CalendarCommandsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() {
        fancal = Fancal()
        fancal.succeed(["import", SharedMaterial.projectRoot.appendingPathComponent("Resources/sample.ics").path])
    }

    func testMonthDefaultsToTodaysMonthWithTimesInTheAgenda() {
        Golden.assert(fancal.succeed(["month"]), named: "cli-month-default-en.txt")
        Golden.assert(fancal.succeed(["month", "2026-04", "--locale", "ja"]), named: "cli-month-2026-04-ja.txt")
        Golden.assert(fancal.succeed(["month", "2026-12", "--locale", "de", "--color", "always"]),
                      named: "cli-month-2026-12-de-color.txt")
        Golden.assert(fancal.succeed(["month", "-3", "--first-weekday", "mon"]), named: "cli-month-three-mon-en.txt")
        Golden.assert(fancal.succeed(["year", "2026", "--holidays", "jp"]), named: "cli-year-2026-en-jp.txt")
    }

    /// Issue 29: other's marker was `.`, so three days in a row of the German compact grid read
    /// as dates (`20.21.22`). No marker is a date, number or time mark in any language.
    func testMarkersNeverReadAsADateInTheGermanGrid() {
        let fancal = InProcessFancal()
        for day in 20...22 { fancal.succeed(["add", "2026-11-\(day)", "Fan letter", "--category", "other", "--amount", "300"]) }
        let year = fancal.run(["year", "2026", "--locale", "de", "--color", "never"])
        XCTAssertEqual(year.exitCode, 0)
        XCTAssertEqual(year.stderr, "")
        XCTAssertTrue(year.stdout.contains("20✦21✦22✦"), year.stdout)
        XCTAssertNil(year.stdout.firstMatch(of: /[0-9][.,:'\/][0-9]/), year.stdout)
        XCTAssertTrue(year.stdout.contains("✦ Sonstiges"), "the legend names the marker: \(year.stdout)")
    }

    /// 12 packs of trading cards, the shinkansen fare and an 18:00 show on one day: the show is
    /// listed first and marks the day, the fare and the costliest packs follow.
    func testABusyDayListsItsShowFirstAndHowManyMore() throws {
        for index in 1...12 {
            fancal.succeed(["add", "2026-11-18", "Trading card pack \(index)", "--category", "goods", "--amount", "\(index * 100)"])
        }
        fancal.succeed(["add", "2026-11-18", "Shinkansen Tokyo-Osaka", "--category", "other", "--amount", "28400"])
        fancal.succeed([
            "add", "2026-11-18", "SEVENTEEN TOUR 'FOLLOW' AGAIN", "--category", "live", "--amount", "13200",
            "--time", "18:00", "--venue", "Kyocera Dome Osaka", "--artist", "SEVENTEEN",
        ])
        let month = fancal.succeed(["month", "2026-11"])
        Golden.assert(month, named: "cli-month-busy-day-en.txt")
        XCTAssertTrue(month.contains("18*+ "), month)
        Golden.assert(fancal.succeed(["month", "2026-11", "--locale", "ja", "--color", "always"]),
                      named: "cli-month-busy-day-ja-color.txt")
        Golden.assert(fancal.run(["month", "2026-11"], environment: ["COLUMNS": "120"]).stdout,
                      named: "cli-month-busy-day-en-120.txt")
        let output = fancal.succeed(["month", "2026-11", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual((object["marked"] as? [String: Int])?["2026-11-18"], 16)
        let listed = fancal.succeed(["list", "--from", "2026-11-18", "--to", "2026-11-18", "--format", "csv"])
        XCTAssertEqual(listed.split(whereSeparator: \.isNewline).count, 1 + 16)
    }

    func testMonthJSONMatchesTheContract() throws {
        let output = fancal.succeed(["month", "2026-11", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(object["year"] as? Int, 2026)
        XCTAssertEqual(object["month"] as? Int, 11)
        XCTAssertEqual(object["first_weekday"] as? String, "sun")
        XCTAssertEqual(object["today"] as? String, "2026-11-29")
        let weeks = try XCTUnwrap(object["weeks"] as? [[Any]])
        XCTAssertEqual(weeks.count, 5)
        XCTAssertEqual(weeks[0][0] as? String, "2026-11-01")
        XCTAssertTrue(weeks[4][2] is NSNull)
        let marked = try XCTUnwrap(object["marked"] as? [String: Int])
        XCTAssertEqual(marked["2026-11-18"], 2)
        XCTAssertTrue(output.hasPrefix("{\"year\": 2026, \"month\": 11, \"first_weekday\": \"sun\", \"weeks\": "))
    }

    func testColorAutoIsOffWhenNotATerminalOrWithNoColor() {
        XCTAssertFalse(fancal.succeed(["month"]).contains("\u{1B}["))
        XCTAssertTrue(fancal.succeed(["month", "--color", "always"]).contains("\u{1B}[7"), "today in reverse video")
        XCTAssertFalse(fancal.run(["month", "--color", "auto"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["))
    }

    /// The months people name, as `cal` takes them (today is 2026-11-29).
    func testMonthTakesTheMonthsPeopleName() {
        let december = fancal.succeed(["month", "2026-12"])
        for words in [["12"], ["12", "2026"], ["next"], ["+1"], ["2026-12"]] {
            XCTAssertEqual(fancal.succeed(["month"] + words), december, "\(words)")
        }
        let february = fancal.succeed(["month", "2026-02"])
        XCTAssertEqual(fancal.succeed(["month", "2026-2"]), february)
        XCTAssertEqual(fancal.succeed(["month", "2"]), february)
        XCTAssertEqual(fancal.succeed(["month", "prev"]), fancal.succeed(["month", "2026-10"]))
        XCTAssertEqual(fancal.succeed(["month", "-2"]), fancal.succeed(["month", "2026-09"]))
        XCTAssertEqual(fancal.succeed(["month", "+3"]), fancal.succeed(["month", "2027-02"]))
        XCTAssertEqual(fancal.succeed(["month", "12", "2025"]), fancal.succeed(["month", "2025-12"]))
    }

    func testBadCalendarInputExitsTwo() {
        fancal.fail(["month", "2026-13"], exitCode: 2, message: "there is no month 13")
        fancal.fail(["month", "2026-x"], exitCode: 2, message: "is not a month")
        fancal.fail(["month", "13"], exitCode: 2, message: "there is no month 13")
        fancal.fail(["month", "next", "2026"], exitCode: 2, message: "a year goes only after a month without one")
        fancal.fail(["month", "+120000"], exitCode: 2, message: "leaves the calendar")
        fancal.fail(["month", "--first-weekday", "funday"], exitCode: 2, message: "'funday' is not a weekday")
        fancal.fail(["month", "--holidays", "us"], exitCode: 2, message: "'us' is not a holiday set")
        fancal.fail(["month", "-3", "--format", "json"], exitCode: 2, message: "-3 shows text only")
        fancal.fail(["month", "--format", "csv"], exitCode: 2, message: "--format must be text, json")
        fancal.fail(["year", "20x6"], exitCode: 2, message: "is not a year")
        fancal.fail(["year", "2026", "2027"], exitCode: 2, message: "unexpected argument '2027'")
    }
}
