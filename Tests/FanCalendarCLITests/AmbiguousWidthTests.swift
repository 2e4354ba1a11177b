import FanCalendar
@testable import FanCalendarCLI
import FanCalendarZoneInfo
import TestSupport
import XCTest

/// Issue 29: for `ja` the East Asian Ambiguous width defaulted to 2, but GNOME Terminal, iTerm2,
/// Windows Terminal and tmux draw those characters narrow: share bars came out half length,
/// rules 18 columns under a 44-column table, amounts after a cut title one column off. The
/// default is now 1 in every language; `FANCAL_AMBIGUOUS_WIDTH=2` opts in.
final class AmbiguousWidthTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private var fancal: Fancal!

    override func setUp() {
        fancal = Fancal()
        fancal.addThreeTickets()
        fancal.succeed(["add", "2026-11-03", "アリーナツアー2026 東京公演", "-c", "live", "-a", "12000", "--artist", "星街すいせい"])
        fancal.succeed(["add", "2026-11-03", "ペンライト", "-c", "goods", "-a", "4500", "--artist", "星街すいせい"])
        fancal.succeed(["add", "2026-11-18", "Tour hoodie…", "-c", "goods", "-a", "4900", "--artist", "ATEEZ · 에이티즈"])
        fancal.succeed(["budget", "set", "30000", "--month"])
        fancal.succeed(["budget", "set", "10000", "--month", "--category", "goods"])
    }

    private func onTerminal(_ arguments: [String], _ extra: [String: String] = [:]) -> String {
        let stdout = StringSink()
        let stderr = StringSink()
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: fancal.environment.merging(["COLUMNS": "80"].merging(extra) { $1 }) { $1 },
            stdout: stdout, stderr: stderr, stdoutIsTerminal: true)
        XCTAssertEqual(code, 0, stderr.text)
        return stdout.text
    }

    private func plain(_ text: String) -> [Substring] { text.replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n") }

    func testJapaneseTablesAreDrawnForNarrowAmbiguousCharactersByDefault() {
        let views = [(["summary", "--year", "2026"], "summary"), (["budget"], "budget"), (["ticket", "list"], "ticket-list")]
        for (command, name) in views {
            for color in ["never", "always"] {
                let text = onTerminal(command + ["--locale", "ja", "--color", color])
                Golden.assert(text, named: "ambiguous-narrow-\(name)-80-ja\(color == "always" ? "-color" : "").txt")
                for line in plain(text) { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "\(command): [\(line)]") }
            }
        }
        let summary = plain(onTerminal(["summary", "--year", "2026", "--locale", "ja", "--color", "never"]))
        let rule = try! XCTUnwrap(summary.firstIndex { $0.hasPrefix("─") })
        XCTAssertEqual(DisplayWidth.of(summary[rule]), DisplayWidth.of(summary[rule + 1]), "the rule spans the total line: \(summary)")
        XCTAssertEqual(summary[rule].count, DisplayWidth.of(summary[rule + 1]), "one ─ a column")
        XCTAssertTrue(summary.contains { $0.hasSuffix("76.2%  " + String(repeating: "█", count: 15) + "▎") },
                      "76.2% of a 20-column bar, not half of it: \(summary)")
    }

    func testTwoColumnsOnlyWhenAsked() {
        let narrow = plain(onTerminal(["summary", "--year", "2026", "--locale", "ja", "--color", "never"]))
        let wide = DisplayWidth.$ambiguousIsWide.withValue(true) {
            let text = onTerminal(["summary", "--year", "2026", "--locale", "ja", "--color", "never"], ["FANCAL_AMBIGUOUS_WIDTH": "2"])
            let lines = plain(text)
            let rule = lines.firstIndex { $0.hasPrefix("─") }!
            XCTAssertEqual(DisplayWidth.of(lines[rule]) / 2, DisplayWidth.of(lines[rule + 1]) / 2, "as near as ─ of two columns go: \(lines)")
            return lines
        }
        let ruleOf = { (lines: [Substring]) in lines.first { $0.hasPrefix("─") }!.count }
        XCTAssertEqual(ruleOf(wide), ruleOf(narrow) / 2, "two columns a ─ where the terminal draws them wide")
        for language in ["en", "de"] {
            XCTAssertEqual(
                onTerminal(["summary", "--year", "2026", "--locale", language]),
                onTerminal(["summary", "--year", "2026", "--locale", language], ["FANCAL_AMBIGUOUS_WIDTH": "1"]))
        }
        XCTAssertEqual(
            onTerminal(["budget", "--locale", "ja"]), onTerminal(["budget", "--locale", "ja"], ["FANCAL_AMBIGUOUS_WIDTH": "1"]),
            "Japanese defaults to 1 as every language does")
    }
}
