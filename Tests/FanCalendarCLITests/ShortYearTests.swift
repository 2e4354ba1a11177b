import FanCalendar
@testable import FanCalendarCLI
import TestSupport
import XCTest

/// Issue 29: `year` was 36–37 lines and scrolled out of an 80×24 terminal. On a terminal too
/// short for the usual layout it takes the short one: 23 lines, 80 columns at most; taller
/// terminals, pipes and files keep the usual one.
final class ShortYearTests: XCTestCase {
    private var fancal: InProcessFancal!

    override func setUp() {
        fancal = InProcessFancal()
        fancal.succeed(["add", "2026-05-31", "Arena tour final", "-c", "live", "-a", "12000"])
        fancal.succeed(["add", "2026-08-30", "Tour hoodie", "-c", "goods", "-a", "7000"])
        fancal.succeed(["add", "2026-12-24", "Osaka 遠征", "-c", "travel", "-a", "28400", "--to", "2026-12-26"])
    }

    private func onTerminal(_ arguments: [String], rows: Int) -> String {
        let stdout = StringSink()
        let stderr = StringSink()
        let environment = fancal.environment.merging(["COLUMNS": "80", "LINES": String(rows), "FANCAL_PAGER": "cat > /dev/null"]) { $1 }
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: environment, stdout: stdout, stderr: stderr, stdoutIsTerminal: true)
        XCTAssertEqual(code, 0, stderr.text)
        return stdout.text
    }

    func testTheYearFitsAnEightyByTwentyFourTerminal() {
        for language in ["en", "ja", "de"] {
            for color in ["never", "always"] {
                let text = onTerminal(["year", "2026", "--locale", language, "--color", color], rows: 24)
                Golden.assert(text, named: "year-80x24-\(language)\(color == "always" ? "-color" : "").txt")
                let lines = text.replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, 23, "a row left for the prompt, so no pager: \(text)")
                for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]") }
            }
        }
        let text = onTerminal(["year", "2026", "--color", "never"], rows: 24)
        XCTAssertTrue(text.contains("May 31*"), "the sixth week's 31 sits in the first week's empty Sunday: \(text)")
        XCTAssertTrue(text.contains("Aug 30+31"), text)
        XCTAssertTrue(onTerminal(["year", "2026", "--color", "always"], rows: 24).contains("\u{1B}[2;31m31\u{1B}[0m"), "dimmed")
    }

    /// Review of issue 29: without color nothing but its place told a folded 31 from a day of the
    /// first week, and dimmed it reads as the month before's, as in most calendar apps. The title
    /// line says what those days are, in every language, ending at the calendar's right edge.
    func testTheTitleLineSaysWhatTheDaysBeforeTheFirstAre() {
        let notes = ["en": "30 31 before the 1st: month's end", "ja": "1日より前の 30 31 は月末", "de": "30 31 vor dem 1.: Monatsende"]
        for (language, note) in notes {
            for year in ["2026", "2027"] {
                let text = onTerminal(["year", year, "--locale", language, "--color", "never"], rows: 24)
                let lines = text.split(separator: "\n")
                XCTAssertTrue(lines[0].hasSuffix(note), "[\(lines[0])]")
                XCTAssertTrue(lines[0].contains(year), "[\(lines[0])]")
                XCTAssertEqual(DisplayWidth.of(lines[0]), lines[1...].map { DisplayWidth.of($0) }.max(), "the note ends where the widest line does")
            }
        }
    }

    func testTallTerminalsPipesAndFilesKeepTheUsualYear() {
        let usual = fancal.succeed(["year", "2026", "--color", "never"], environment: ["COLUMNS": "80", "LINES": "24"])
        XCTAssertEqual(usual.split(separator: "\n", omittingEmptySubsequences: false).count - 1, 36)
        XCTAssertEqual(onTerminal(["year", "2026", "--color", "never"], rows: 60), usual)
        XCTAssertEqual(onTerminal(["year", "2026", "--color", "never"], rows: 37), usual, "36 lines and the prompt fit 37 rows")
        XCTAssertEqual(onTerminal(["year", "2026", "--color", "never"], rows: 36), onTerminal(["year", "2026", "--color", "never"], rows: 24))
    }
}
