import FanCalendar
@testable import FanCalendarCLI
import TestSupport
import XCTest

/// `--help` in every language: the rendered text of every command, and the translations behind it.
final class HelpTests: XCTestCase {
    /// Every command and subcommand, as `fancal trip new` is one.
    private var everySpec: [CommandSpec] {
        FanCalendarCLI.commands.flatMap { [$0.spec] + $0.spec.subcommands }
    }

    /// Every command's and subcommand's `--help`, end to end, against
    /// `help-<command>[-<subcommand>]-<language>.txt`.
    func testEveryCommandsHelpInEveryLanguage() {
        let fancal = Fancal()
        for spec in everySpec {
            let words = spec.name.split(separator: " ").map(String.init)
            for language in Language.allCases {
                Golden.assert(
                    fancal.succeed(words + ["--help", "--locale", language.rawValue]),
                    named: "help-\(words.joined(separator: "-"))-\(language.rawValue).txt")
            }
        }
    }

    func testACommandOfSubcommandsNeedsOneAndSuggestsTheClosest() {
        let fancal = Fancal()
        fancal.fail(["trip"], exitCode: 2, message: "trip: missing COMMAND, one of new, add, edit, rm, show, list")
        fancal.fail(["trip", "setle", "Osaka"], exitCode: 2, message: "unknown trip command 'setle'; did you mean 'settle'?")
        fancal.fail(["trip", "settle"], exitCode: 2, message: "trip settle: missing TRIP (see `fancal trip settle --help`)")
        fancal.fail(["trip", "settle", "Osaka", "--paid-by", "A"], exitCode: 2, message: "unknown option '--paid-by'")
    }

    /// Issue 30: every command made of actions declares them as subcommands, as `trip` does:
    /// each has its own `--help`, and a typo is answered with the closest one.
    func testEveryCommandOfActionsHasSubcommandsWithTheirOwnHelpAndSuggestions() {
        let fancal = Fancal()
        XCTAssertTrue(fancal.succeed(["ticket", "won", "--help"]).hasPrefix("Usage: fancal ticket won ID [PHASE]\n"))
        XCTAssertTrue(fancal.succeed(["config", "set", "--help"]).hasPrefix("Usage: fancal config set KEY VALUE\n"))
        let typos = [
            (["ticket", "wonn", "1"], "ticket: unknown action 'wonn'; use add, phase, applied, won, lost, paid, issued, cancel, list, show, edit or rm (did you mean 'won'?)"),
            (["feed", "refrsh"], "feed: unknown action 'refrsh'; use add, list, refresh or rm (did you mean 'refresh'?)"),
            (["rate", "lsit"], "rate: unknown action 'lsit'; use add, list or import (did you mean 'list'?)"),
            (["sync", "stauts"], "sync: unknown action 'stauts'; use setup, status, or no action to sync (did you mean 'status'?)"),
            (["budget", "lst"], "budget: unknown action 'lst'; use set, list or rm, or none for the report (did you mean 'list'?)"),
            (["config", "gett", "color"], "config: 'gett' is not an action; use get KEY, set KEY VALUE, unset KEY or list (did you mean 'get'?)"),
            (["artist", "mrege", "A", "B"], "artist: unknown action 'mrege'; use add, list, edit, rm or merge (did you mean 'merge'?)"),
        ]
        for (arguments, message) in typos { fancal.fail(arguments, exitCode: 2, message: "fancal: \(message)\n") }
        // An option of another subcommand: named as not taken, or unknown, as the command says.
        fancal.fail(["artist", "add", "X", "--name", "Y"], exitCode: 2, message: "fancal: artist add: the name is NAME; --name is for edit\n")
        fancal.fail(["artist", "rm", "X", "--since", "2026-01-01"], exitCode: 2, message: "fancal: artist rm takes no --since\n")
        fancal.fail(["ticket", "list", "--show", "12/24"], exitCode: 2, message: "unknown option '--show'")
    }

    func testHelpFollowsTheEnvironmentsLanguage() {
        let fancal = Fancal()
        let japanese = fancal.run(["month", "--help"], environment: ["LANG": "ja_JP.UTF-8"])
        XCTAssertEqual(japanese.exitCode, 0)
        XCTAssertEqual(japanese.stdout, fancal.succeed(["month", "--help", "--locale", "ja"]))
        let german = fancal.run(["--help"], environment: ["LC_ALL": "de_DE.UTF-8"])
        XCTAssertEqual(german.stdout, fancal.succeed(["--help", "--locale", "de"]))
    }

    /// Every text a command, argument or option shows in `--help`, labelled for failure messages.
    private var everyText: [(label: String, text: LocalizedText)] {
        var texts = GlobalOptions.specs.map { ("global --\($0.name)", $0.help) }
        for spec in everySpec {
            texts.append(("\(spec.name) summary", spec.summary))
            if let discussion = spec.discussion { texts.append(("\(spec.name) discussion", discussion)) }
            texts += spec.positionals.map { ("\(spec.name) \($0.name)", $0.help) }
            texts += spec.options.map { ("\(spec.name) --\($0.name)", $0.help) }
        }
        return texts
    }

    /// A missing translation (empty, or English copied into the ja or de slot) fails here.
    func testEveryHelpTextIsTranslated() {
        for (label, text) in everyText {
            for language in Language.allCases {
                XCTAssertFalse(
                    text(language).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                    "\(label) is empty in \(language)")
            }
            XCTAssertNotEqual(text.ja, text.en, "\(label) is not translated to Japanese")
            XCTAssertNotEqual(text.de, text.en, "\(label) is not translated to German")
            XCTAssertTrue(
                text.ja.unicodeScalars.contains { $0.properties.isIdeographic || (0x3040...0x30FF).contains($0.value) },
                "\(label) has no Japanese in its Japanese text: \(text.ja)")
        }
    }

    /// Option names, environment variables and placeholders stay as they are in every language.
    func testHelpKeepsIdentifiersUntranslated() {
        for (label, text) in everyText {
            for match in text.en.matches(of: /--[a-z][a-z-]*|[A-Z][A-Z0-9_-]{2,}/) {
                let identifier = String(match.output)
                XCTAssertTrue(text.ja.contains(identifier), "\(label): \(identifier) is missing in Japanese")
                XCTAssertTrue(text.de.contains(identifier), "\(label): \(identifier) is missing in German")
            }
        }
    }

    /// A name wider than the column puts its help on the next line, where the other helps start.
    func testAWideNameMovesItsHelpToTheNextLineInTheSameColumn() {
        let help = LocalizedText(en: "help", ja: "ヘルプ", de: "Hilfe")
        let spec = CommandSpec(
            name: "x", summary: help,
            options: [
                OptionSpec("a", help: help), OptionSpec("a-very-long-option-name", value: "YYYY-MM-DD", help: help),
            ])
        let text = HelpText.command(spec, language: .ja)
        XCTAssertTrue(
            text.contains(
                "  --a" + String(repeating: " ", count: 27) + "  ヘルプ\n  --a-very-long-option-name YYYY-MM-DD\n"
                    + String(repeating: " ", count: 34) + "ヘルプ\n"),
            text)
    }
}
