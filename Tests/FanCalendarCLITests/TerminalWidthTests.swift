import FanCalendar
@testable import FanCalendarCLI
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// What the terminal's width changes: `list` fits it on a terminal and only there, calendars
/// grow past 80 columns only when it is wider.
final class TerminalWidthTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private var fancal: Fancal!

    override func setUp() {
        fancal = Fancal()
        fancal.succeed([
            "add", "2026-11-18", "SEVENTEEN TOUR 'FOLLOW' AGAIN TO JAPAN — Tokyo Dome, second night with the encore",
            "--category", "live", "--amount", "13200", "--artist", "SEVENTEEN",
        ])
        fancal.succeed(["add", "2026-11-19", "ペンライト", "--category", "goods", "--amount", "4500"])
    }

    /// Runs in-process as if stdout were a terminal.
    private func onTerminal(_ arguments: [String], _ extra: [String: String]) -> String {
        let stdout = StringSink()
        let stderr = StringSink()
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: fancal.environment.merging(extra) { $1 }, stdout: stdout,
            stderr: stderr, stdoutIsTerminal: true)
        XCTAssertEqual(code, 0, stderr.text)
        return stdout.text
    }

    func testListFitsTheTerminalAndIsWholeWhenPipedOrWide() {
        for (columns, ambiguous) in [("64", "1"), ("72", "2"), ("100", "1")] {
            let text = DisplayWidth.$ambiguousIsWide.withValue(ambiguous == "2") {
                let text = onTerminal(["list", "--color", "never"], ["COLUMNS": columns, "FANCAL_AMBIGUOUS_WIDTH": ambiguous])
                for line in text.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), Int(columns)!, "[\(line)]")
                }
                return text
            }
            XCTAssertTrue(text.contains("SEVENTE"), text)
            XCTAssertTrue(text.contains("…"), text)
        }
        let wide = onTerminal(["list", "--wide"], ["COLUMNS": "60"])
        XCTAssertTrue(wide.contains("second night with the encore"), wide)
        let piped = fancal.run(["list"], environment: ["COLUMNS": "60"]).stdout
        XCTAssertTrue(piped.contains("second night with the encore"), piped)
    }

    func testDueTicketsBudgetsAndTripsFitTheTerminalAndAreWholeWhenPiped() {
        let long = "SEVENTEEN TOUR 'FOLLOW' AGAIN TO JAPAN 東京ドーム公演 second night"
        fancal.succeed(["ticket", "add", long, "--show", "2026-12-24T18:00", "--venue", "東京ドーム"])
        fancal.succeed([
            "ticket", "phase", "1", "オフィシャル二次先行（プレイガイド）", "--apply", "11/20..11/30", "--result", "12/1 18:00",
            "--pay-by", "12/3 23:59", "--price", "13200", "--method", "konbini",
        ])
        fancal.succeed(["ticket", "applied", "1", "オフィシャル二次先行（プレイガイド）"])
        fancal.succeed(["budget", "set", "10000", "--month", "--artist", "SEVENTEEN (セブンティーン) and everything else"])
        fancal.succeed(["trip", "new", "Tokyo Dome", "--members", "Aoi,Mei,Rin", "--me", "Aoi"])
        fancal.succeed([
            "trip", "add", "Tokyo Dome", "Shinkansen Nozomi 201 Shin-Osaka → Tokyo, reserved seats", "42,000",
            "--paid-by", "Mei=28,000,Rin=14,000", "--shares", "Aoi=1,Mei=1,Rin=2", "--date", "2026-12-24",
        ])
        for language in ["en", "ja", "de"] {
            for command in [["due", "--within", "30"], ["ticket", "list"], ["budget"], ["trip", "show", "Tokyo Dome"]] {
                let arguments = command + ["--color", "never", "--locale", language]
                let text = onTerminal(arguments, ["COLUMNS": "80"])
                let piped = fancal.succeed(arguments, environment: ["COLUMNS": "80"])
                let widest = { (text: String) in text.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0 }
                XCTAssertGreaterThan(widest(piped), 80, "\(arguments) piped, every cell whole: \(piped)")
                // A budget's name too long beside German figures goes whole on a line of its own.
                let stacks = command == ["budget"] && language == "de"
                XCTAssertTrue(stacks ? text.contains("\n#1  SEVENTEEN (セブンティーン) and everything else\n") : text.contains("…"),
                              "\(arguments) on the terminal: \(text)")
                XCTAssertLessThanOrEqual(widest(text), 80, "\(arguments): \(text)")
            }
        }
    }

    /// Issue 29: `due` and `ticket list` cut titles even into a pipe, and on 80 columns `due`
    /// cut the title and the step before the phase's long name. Piped every cell is whole; on the
    /// terminal the phase gives way first, then the title, then the step.
    func testDueAndTicketListAreWholeIntoAPipeAndPhasesGiveWayFirst() {
        let title = "Snow Miku 2027 札幌 — the 15th anniversary night"
        let phase = "オフィシャル二次先行（プレイガイド）"
        let tickets = InProcessFancal()
        tickets.succeed(["ticket", "add", "Snow Miku 札幌", "--show", "2026-12-20T17:00"])
        tickets.succeed(["ticket", "add", title, "--show", "2026-12-24T18:00"])
        tickets.succeed(["ticket", "phase", "1", phase, "--apply", "11/20..11/30", "--result", "12/1 18:00", "--price", "9000"])
        tickets.succeed(["ticket", "phase", "2", "FC", "--apply", "11/10..11/20", "--result", "11/25 12:00",
                         "--pay-by", "12/3 23:59", "--price", "13200", "--method", "konbini"])
        for step in [["applied", "1"], ["applied", "2"], ["won", "2"]] { tickets.succeed(["ticket"] + step) }
        for language in ["en", "ja", "de"] {
            for (command, name) in [(["due"], "due-long"), (["ticket", "list"], "ticket-list-long")] {
                let arguments = command + ["--color", "never", "--locale", language]
                let piped = tickets.succeed(arguments, environment: ["COLUMNS": "80"])
                XCTAssertTrue(piped.contains(title) && piped.contains(phase), "\(arguments) piped: \(piped)")
                XCTAssertFalse(piped.contains("…"), "\(arguments) piped: \(piped)")
                Golden.assert(piped, named: "\(name)-pipe-\(language).txt")
                let stdout = StringSink()
                let stderr = StringSink()
                let code = FanCalendarCLI.run(
                    arguments: arguments, environment: tickets.environment.merging(["COLUMNS": "80"]) { $1 },
                    stdout: stdout, stderr: stderr, stdoutIsTerminal: true)
                XCTAssertEqual(code, 0, stderr.text)
                XCTAssertEqual(stderr.text, "")
                Golden.assert(stdout.text, named: "\(name)-80-\(language).txt")
                for line in stdout.text.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "\(arguments): [\(line)]")
                }
                XCTAssertFalse(stdout.text.contains(phase), "the phase gives way: \(stdout.text)")
                XCTAssertTrue(stdout.text.contains("13,200") || stdout.text.contains("13.200"), "amounts stay whole: \(stdout.text)")
                XCTAssertTrue(stdout.text.contains("2026-12-03"), "dates stay whole: \(stdout.text)")
            }
        }
    }

    /// On 80 columns the ticket table would cut every next step's date: each ticket's show and
    /// title take a line of their own above its phases, overdue steps in red, and the clash line
    /// wraps. Piped, the table stays whole (TicketCommandsTests' goldens).
    func testTicketsStackOnANarrowTerminal() {
        fancal.addThreeTickets()
        let runs = [("en", "never", "ticket-list-80-en.txt"), ("ja", "always", "ticket-list-80-ja-color.txt"), ("de", "never", "ticket-list-80-de.txt")]
        for (language, color, golden) in runs {
            let text = onTerminal(["ticket", "list", "--locale", language, "--color", color], ["COLUMNS": "80"])
            Golden.assert(text, named: golden)
            for line in text.replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]")
            }
            XCTAssertTrue(text.contains("2026-11-28"), "the overdue payment's date is shown whole: \(text)")
        }
        let wide = onTerminal(["ticket", "list", "--color", "never"], ["COLUMNS": "140"])
        XCTAssertEqual(wide, fancal.succeed(["ticket", "list", "--color", "never"]), "a table that fits stays a table")
        let due = onTerminal(["due", "--color", "never"], ["COLUMNS": "80"])
        XCTAssertTrue(due.contains("\n  "), "the clash line wraps under itself: \(due)")
        // A title that would reverse the terminal's text is shown escaped in the stacked layout too.
        fancal.succeed(["ticket", "add", "Fan \u{202E}gnp.exe", "--show", "2026-12-05"])
        let hostile = onTerminal(["ticket", "list", "--color", "never"], ["COLUMNS": "80"])
        XCTAssertTrue(hostile.contains("Fan \\u{202E}gnp.exe"), hostile)
        XCTAssertFalse(hostile.unicodeScalars.contains("\u{202E}"), hostile)
    }

    /// Issue 29: `budget` in German was 92 columns, every row wrapping in 80; `trip show` cut
    /// titles to 6 columns while a split kept 26. At 80 columns the budget's name gives way, then
    /// goes whole on a line of its own above its figures; a trip's split and payers give way
    /// before its titles. Goldens in each language, color on and off.
    func testBudgetAndTripShowShareEightyColumns() {
        fancal.succeed(["budget", "set", "30000", "--month"])
        fancal.succeed(["budget", "set", "200000", "--year", "--category", "live"])
        fancal.succeed(["trip", "new", "Tokyo Dome", "--members", "Aoi,Mei,Rin", "--me", "Aoi"])
        fancal.succeed([
            "trip", "add", "Tokyo Dome", "Shinkansen Nozomi 201 Shin-Osaka → Tokyo, reserved seats", "42,000",
            "--paid-by", "Mei=28,000,Rin=14,000", "--shares", "Aoi=1,Mei=1,Rin=2", "--date", "2026-12-24",
        ])
        for language in ["en", "ja", "de"] {
            for color in ["never", "always"] {
                let suffix = "\(language)\(color == "always" ? "-color" : "")"
                let budget = onTerminal(["budget", "--locale", language, "--color", color], ["COLUMNS": "80"])
                let trip = onTerminal(["trip", "show", "Tokyo Dome", "--locale", language, "--color", color], ["COLUMNS": "80"])
                Golden.assert(budget, named: "budget-80-\(suffix).txt")
                Golden.assert(trip, named: "trip-show-80-\(suffix).txt")
                for line in (budget + trip).replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n") {
                    XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]")
                }
                XCTAssertTrue(trip.contains("Shinkansen Nozomi 201"), "the title keeps its room: \(trip)")
            }
        }
    }

    /// Walking issue 29 at 80 columns: an overspent German budget (`-43.700 ¥`, `246 %`) was 81
    /// columns even with its name on a line of its own; its period joins the name there.
    func testAnOverspentGermanBudgetStillFitsEightyColumns() {
        fancal.succeed(["budget", "set", "30000", "--month"])
        fancal.succeed(["add", "2026-11-20", "Hotel", "--category", "travel", "--amount", "56000"])
        let text = onTerminal(["budget", "--locale", "de", "--color", "never"], ["COLUMNS": "80"])
        XCTAssertTrue(text.contains("\n#1  Alle Ausgaben  2026-11\n"), text)
        XCTAssertTrue(text.contains("73.700 ¥ [246 % von 30.000 ¥]") && text.contains("-43.700 ¥"), "figures whole: \(text)")
        XCTAssertFalse(text.contains("Zeitraum"), "the period is on the name's line: \(text)")
        for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]") }
        let english = onTerminal(["budget", "--color", "never"], ["COLUMNS": "80"])
        XCTAssertTrue(english.contains("\n    2026-11  ¥73,700 [246% of ¥30,000]"), "where the figures fit, the period stays in the table: \(english)")
    }

    /// Walking issue 29 at 80 columns: `rate list`'s note on how rates apply was one line of
    /// 122 to 137 columns; on a terminal it wraps, into a pipe it stays whole.
    func testRateListsNoteWrapsToTheTerminal() {
        fancal.succeed(["rate", "add", "USD", "150", "--date", "2026-05-01"])
        for language in ["en", "ja", "de"] {
            for all in [[], ["--all"]] {
                let arguments = ["rate", "list", "--locale", language, "--color", "never"] + all
                let text = onTerminal(arguments, ["COLUMNS": "80"])
                let lines = text.split(separator: "\n")
                XCTAssertEqual(lines.count, 4, "the table's two lines and the note on two: \(text)")
                for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]") }
                XCTAssertEqual(fancal.succeed(arguments, environment: ["COLUMNS": "80"]).split(separator: "\n").count, 3)
            }
        }
    }

    /// Issue 29: the Japanese summary's note on what no rate converted was one 89-column line at
    /// 80 columns; on a terminal the prose lines wrap to its width, into a pipe they stay whole.
    func testSummaryNotesWrapToTheTerminal() {
        fancal.succeed(["add", "2026-11-20", "台北 ファンミーティング グッズ", "--amount", "1500", "--currency", "TWD"])
        fancal.succeed(["add", "2026-11-21", "Seoul pop-up", "--amount", "45000", "--currency", "KRW"])
        for language in ["en", "ja", "de"] {
            let text = onTerminal(["summary", "--year", "2026", "--color", "never", "--locale", language], ["COLUMNS": "80", "FANCAL_PAGER": "cat"])
            for line in text.split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "\(language): [\(line)]")
            }
            let piped = fancal.succeed(["summary", "--year", "2026", "--locale", language])
            XCTAssertTrue(piped.split(separator: "\n").contains { DisplayWidth.of($0) > 80 }, "whole into a pipe (\(language))")
        }
    }

    func testCalendarsGrowOnlyOnWiderTerminals() {
        let compact = fancal.succeed(["year", "2026"])
        XCTAssertEqual(compact.split(separator: "\n").map { DisplayWidth.of($0) }.max(), 67)
        let wide = fancal.run(["year", "2026"], environment: ["COLUMNS": "120"]).stdout
        XCTAssertEqual(wide.split(separator: "\n").map { DisplayWidth.of($0) }.max(), 106)
        let standard = onTerminal(["month", "-3", "--color", "never"], ["COLUMNS": "90"])
        XCTAssertEqual(standard.split(separator: "\n").first.map { DisplayWidth.of($0) }, 85)
    }

    /// Issue 29: `icons = off` was ignored by `add`, `show` and the series table. Every view that
    /// names a category shows its marker then, in each language; with icons on, its emoji.
    func testIconsOffReachesAddShowEditCopyAndTheSeriesTable() throws {
        let fancal = InProcessFancal()
        let emoji = ["🎤", "🛒", "💿", "📺", "🧳", "⭐"]
        for language in ["en", "ja", "de"] {
            let off = ["FANCAL_ICONS": "off", "LANG": language]
            let outputs = [
                fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12000"], environment: off),
                fancal.succeed(["show", "1"], environment: off),
                fancal.succeed(["edit", "1", "--title", "Winter live 2"], environment: off),
                fancal.succeed(["copy", "1", "--date", "2026-12-25"], environment: off),
                fancal.succeed(["add", "2027-01-31", "FC fee", "-a", "550", "--repeat", "monthly", "--count", "2"], environment: off),
                fancal.succeed(["list"], environment: off),
            ]
            for output in outputs {
                XCTAssertFalse(emoji.contains { output.contains($0) }, "\(language): \(output)")
                XCTAssertTrue(output.contains("* ") || output.contains("✦ "), "\(language): \(output)")
            }
            XCTAssertTrue(fancal.succeed(["show", "1"], environment: ["LANG": language]).contains("🎤"))
        }
        let configured = fancal.directory.appendingPathComponent(".config/fancal")
        try FileManager.default.createDirectory(at: configured, withIntermediateDirectories: true)
        try "icons = off\n".write(to: configured.appendingPathComponent("config"), atomically: false, encoding: .utf8)
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("* Live"))
        let refused = fancal.run(["add", "2026-12-26", "Not saved"], environment: ["FANCAL_ICONS": "maybe"])
        XCTAssertEqual(refused.exitCode, 2, "a bad FANCAL_ICONS is refused before anything is saved")
        XCTAssertFalse(fancal.succeed(["list"]).contains("Not saved"))
    }

    func testIconsAndAmbiguousWidthSettingsAreChecked() {
        fancal.fail(["month"], exitCode: 2, message: "FANCAL_ICONS must be on or off", environment: ["FANCAL_ICONS": "maybe"])
        fancal.fail(
            ["month"], exitCode: 2, message: "FANCAL_AMBIGUOUS_WIDTH must be 1 or 2",
            environment: ["FANCAL_AMBIGUOUS_WIDTH": "3"])
        let plain = fancal.run(["list"], environment: ["FANCAL_ICONS": "off"]).stdout
        XCTAssertTrue(plain.contains("* Live"), plain)
        XCTAssertFalse(plain.contains("🎤"), plain)
    }
}
