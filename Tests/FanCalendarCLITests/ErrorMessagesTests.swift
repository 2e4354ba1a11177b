import Foundation
import TestSupport
import XCTest

/// Every kind of `fancal:` message in each language, as goldens: what a person reads when a
/// command is refused, with `LANG` or `--locale` choosing the language.
final class ErrorMessagesTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    /// Command lines that fail before or while touching the store, one of each message kind.
    static let failures: [[String]] = [
        ["lst"],
        ["list", "--yaer", "2026"],
        ["list", "--wide=yes"],
        ["add", "2026-12-24"],
        ["add", "2026-12-24", "クリスマス", "配信", "ライブ", "-c", "streaming"],
        ["year", "2026", "2027"],
        ["add", "2026-02-30", "x"],
        ["add", "someday", "x"],
        ["add", "today", "x", "-a", "12,00"],
        ["add", "today", "x", "-a", "-5"],
        ["add", "today", "x", "-a", "100.5"],
        ["add", "today", "x", "-a", "¥100", "--currency", "EUR"],
        ["add", "today", "x", "--time", "25:00"],
        ["add", "today", "x", "--time", "18:00-25:00"],
        ["add", "today", "x", "--currency", "XYZ"],
        ["add", "today", "x", "-c", "lunch"],
        ["add", "today", "   "],
        ["list", "--month", "2026-13"],
        ["list", "--year", "20x6"],
        ["list", "--year", "2026", "--month", "2026-01"],
        ["list", "--from", "2026-02-01", "--to", "2026-01-01"],
        ["list", "--format", "xml"],
        ["list", "--color", "sometimes"],
        ["show", "abc"],
        ["show", "7"],
        ["edit", "1"],
        ["delete", "7"],
        ["month", "-3", "--format", "json"],
        ["month", "--first-weekday", "someday"],
        ["month", "--holidays", "us"],
        ["summary", "--year", "2026", "--period", "month"],
        ["summary", "--period", "decade"],
        ["summary", "--by", "mood"],
        ["chart"],
        ["import", "missing.ics"],
        ["completions", "tcsh"],
        ["copy", "9"],
        ["add", "today", "x", "--to", "2026-01-01"],
        ["add", "today", "x", "--to", "2026-12-01", "--time", "18:00"],
        ["add", "today", "x", "--repeat", "daily", "--count", "2"],
        ["add", "today", "x", "--repeat", "weekly"],
        ["add", "today", "x", "--repeat", "weekly", "--count", "0"],
        ["edit", "1", "--following", "-a", "1"],
        ["undo"],
        ["undo", "import", "x"],
        ["undo", "import", "4"],
        ["config", "get", "colour"],
        ["config", "set", "first_weekday", "someday"],
        ["config", "remove", "color"],
        ["import"],
    ]

    /// Each failure as `$ fancal ARGS` and `exit N: STDERR` (the `--locale` added is not shown).
    func transcript(locale: String? = nil, environment: [String: String] = [:]) -> String {
        var text = ""
        for arguments in Self.failures {
            let line = arguments + (locale.map { ["--locale", $0] } ?? [])
            let result = fancal.run(line, environment: environment)
            XCTAssertNotEqual(result.exitCode, 0, "\(line)")
            XCTAssertEqual(result.stdout, "", "\(line)")
            text += "$ fancal \(arguments.joined(separator: " "))\nexit \(result.exitCode): \(result.stderr)"
        }
        return text
    }

    func testMessagesInEachLanguage() {
        Golden.assert(transcript(locale: "en"), named: "errors-en.txt")
        Golden.assert(transcript(locale: "ja"), named: "errors-ja.txt")
        Golden.assert(transcript(locale: "de"), named: "errors-de.txt")
    }

    func testLANGChoosesTheLanguageAndLocaleOverridesIt() {
        XCTAssertEqual(transcript(environment: ["LANG": "ja_JP.UTF-8"]), transcript(locale: "ja"))
        XCTAssertEqual(transcript(environment: ["LANG": "de_DE.UTF-8"]), transcript(locale: "de"))
        let overridden = fancal.run(["show", "abc", "--locale", "en"], environment: ["LANG": "ja_JP.UTF-8"])
        XCTAssertEqual(overridden.stderr, "fancal: 'abc' is not a record id; ids are positive numbers (see `fancal list`)\n")
    }

    func testStoreFailuresAreInTheUsersLanguage() throws {
        let path = fancal.directory.appendingPathComponent("not-a-db").path
        try Data("hello, this is not SQLite at all, just some bytes to fill a page".utf8).write(to: URL(fileURLWithPath: path))
        let result = fancal.run(["list", "--db", path, "--locale", "ja"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.stderr,
            "fancal: \(path) は fancal のデータベースではありません (SQLite でないか壊れています)。--db / FANCAL_DB を確かめるか、バックアップから restore してください\n")
    }

    func testAnUnquotedTitleShowsTheCommandWithQuotes() {
        fancal.fail(
            ["add", "2026-12-24", "クリスマス", "配信", "ライブ"], exitCode: 2,
            message: "add: unexpected argument '配信'; a title with spaces needs quotes: fancal add 2026-12-24 \"クリスマス 配信 ライブ\"")
    }
}
