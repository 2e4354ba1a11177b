import FanCalendar
@testable import FanCalendarCLI
import FanCalendarZoneInfo
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

    func testCalendarsGrowOnlyOnWiderTerminals() {
        let compact = fancal.succeed(["year", "2026"])
        XCTAssertEqual(compact.split(separator: "\n").map { DisplayWidth.of($0) }.max(), 67)
        let wide = fancal.run(["year", "2026"], environment: ["COLUMNS": "120"]).stdout
        XCTAssertEqual(wide.split(separator: "\n").map { DisplayWidth.of($0) }.max(), 106)
        let standard = onTerminal(["month", "-3", "--color", "never"], ["COLUMNS": "90"])
        XCTAssertEqual(standard.split(separator: "\n").first.map { DisplayWidth.of($0) }, 85)
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
