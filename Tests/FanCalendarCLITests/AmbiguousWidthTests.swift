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
        let rule = try! XCTUnwrap(summary.firstIndex { $0.hasPrefix("-") })
        XCTAssertEqual(DisplayWidth.of(summary[rule]), DisplayWidth.of(summary[rule + 1]), "the rule spans the total line: \(summary)")
        XCTAssertTrue(summary.contains { $0.hasSuffix("76.2%  " + String(repeating: "*", count: 15)) },
                      "76.2% of a 20-column bar, not half of it: \(summary)")
    }

    /// Issue 29: rules and bars are drawn with characters that are never East Asian Ambiguous
    /// (`-`, the markers, spaces on a color), so they take the same columns whatever the
    /// terminal's setting: with records whose text has no ambiguous character, every table and
    /// chart is the same under `FANCAL_AMBIGUOUS_WIDTH=1` and `=2`. (German text itself is
    /// ambiguous: ä, ö, ü and ß are, so German is left out.)
    func testRulesAndBarsDoNotDependOnTheAmbiguousWidth() {
        let clean = Fancal()
        clean.succeed(["add", "2026-11-03", "アリーナツアー東京", "-c", "live", "-a", "12000", "--artist", "星街すいせい"])
        clean.succeed(["add", "2026-11-03", "ペンライト", "-c", "goods", "-a", "4500", "--artist", "星街すいせい"])
        clean.succeed(["add", "2026-10-18", "Tour hoodie", "-c", "goods", "-a", "4900", "--artist", "ATEEZ"])
        clean.succeed(["add", "2026-10-20", "Album", "-c", "cd_dvd", "-a", "3300", "--artist", "ATEEZ"])
        clean.succeed(["budget", "set", "30000", "--month"])
        fancal = clean
        let views = [
            ["summary", "--year", "2026"], ["summary", "--year", "2026", "--by", "artist"], ["summary", "--month", "2026-11"],
            ["budget", "--month", "2026-11"], ["list", "--year", "2026"],
        ]
        for language in ["en", "ja"] {
            for view in views {
                for color in ["never", "always"] {
                    let arguments = view + ["--locale", language, "--color", color]
                    let narrow = onTerminal(arguments, ["FANCAL_AMBIGUOUS_WIDTH": "1"])
                    let wide = onTerminal(arguments, ["FANCAL_AMBIGUOUS_WIDTH": "2"])
                    XCTAssertEqual(narrow, wide, "\(arguments)")
                }
            }
        }
        let colored = onTerminal(["summary", "--year", "2026", "--locale", "ja", "--color", "always"])
        XCTAssertTrue(plain(colored).contains { $0.hasPrefix("-----") }, "a rule is drawn: \(colored)")
        XCTAssertTrue(colored.contains("%  \u{1B}[48;5;"), "a bar of spaces on a color is drawn: \(colored)")
    }

    /// Issue 29's tests that must exist: every table at 80 columns, with ambiguous width 1 and 2,
    /// and into a pipe, in en, ja and de, in one golden per language and width: on a terminal
    /// each line fits 80 columns as the terminal counts them (`…`, `·`, `€`, `ü` two columns
    /// wide under 2); piped, cells are whole.
    func testEveryTableAtEightyColumnsWithEitherAmbiguousWidthAndIntoAPipe() {
        fancal.succeed(["add", "2026-11-20", "Photocard set", "-c", "goods", "-a", "49.90", "--currency", "EUR", "--artist", "ATEEZ · 에이티즈"])
        fancal.succeed(["artist", "add", "Stellar☆Nine", "--alias", "ステラ", "--color", "#7FB2E5", "--birthday", "2/16"])
        fancal.succeed(["trip", "new", "Tokyo Dome", "--members", "Aoi,Mei,Rin", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Tokyo Dome", "Shinkansen Nozomi 201 Shin-Osaka → Tokyo, reserved seats…", "42,000",
                        "--paid-by", "Mei", "--shares", "Aoi=1,Mei=1,Rin=2", "--date", "2026-11-24"])
        let tables = [
            ["list"], ["due", "--within", "30"], ["ticket", "list"], ["trip", "show", "Tokyo Dome"], ["budget"],
            ["summary", "--month", "2026-11"], ["artist", "list"],
        ]
        for language in ["en", "ja", "de"] {
            var piped = ""
            for width in ["1", "2"] {
                var golden = ""
                for table in tables {
                    let arguments = table + ["--locale", language, "--color", "never"]
                    let text = onTerminal(arguments, ["FANCAL_AMBIGUOUS_WIDTH": width])
                    golden += "$ fancal \(arguments.joined(separator: " "))\n" + text + "\n"
                    DisplayWidth.$ambiguousIsWide.withValue(width == "2") {
                        for line in text.split(separator: "\n") {
                            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "\(arguments), width \(width): [\(line)]")
                        }
                    }
                    if width == "1" {
                        piped += "$ fancal \(arguments.joined(separator: " ")) | cat\n"
                            + fancal.succeed(arguments, environment: ["COLUMNS": "80", "FANCAL_AMBIGUOUS_WIDTH": width]) + "\n"
                    }
                }
                Golden.assert(golden, named: "tables-80-ambiguous-\(width)-\(language).txt")
            }
            for whole in ["Shinkansen Nozomi 201 Shin-Osaka → Tokyo, reserved seats…", "アリーナツアー2026 東京公演"] {
                XCTAssertTrue(piped.contains(whole), "piped cells are whole: \(piped)")
            }
            Golden.assert(piped, named: "tables-pipe-\(language).txt")
        }
    }

    func testBudgetAndSummaryDefaultToOneColumnInEveryLanguage() {
        for language in ["en", "ja", "de"] {
            XCTAssertEqual(
                onTerminal(["summary", "--year", "2026", "--locale", language]),
                onTerminal(["summary", "--year", "2026", "--locale", language], ["FANCAL_AMBIGUOUS_WIDTH": "1"]))
            XCTAssertEqual(
                onTerminal(["budget", "--locale", language]), onTerminal(["budget", "--locale", language], ["FANCAL_AMBIGUOUS_WIDTH": "1"]))
        }
    }
}
