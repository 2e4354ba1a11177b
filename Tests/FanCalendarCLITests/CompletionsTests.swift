@testable import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

/// The completion scripts run in real bash, zsh and fish, and the manual page rendered by man:
/// all generated from the specs `--help` prints, so they agree with it.
final class CompletionsTests: XCTestCase {
    private var fancal: Fancal!
    private var binary: String { Fancal.executable.path }

    override func setUp() {
        fancal = Fancal()
        fancal.succeed(["add", "2026-11-01", "x", "--artist", "Stellar☆Nine"])
        fancal.succeed(["add", "2026-11-02", "y", "--artist", "AOI"])
        fancal.succeed(["add", "2026-11-03", "z", "--artist", "aoi"])
    }

    /// Runs a shell non-interactively; returns its standard output lines.
    private func shell(_ executable: String, _ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = fancal.environment
        environment["PATH"] = Fancal.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errors)
        XCTAssertEqual(errors, "")
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func script(_ shell: String) -> String {
        let path = fancal.directory.appendingPathComponent("completion.\(shell)").path
        try! Data(fancal.succeed(["completions", shell]).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func quoted(_ words: [String]) -> String { words.map { "'\($0)'" }.joined(separator: " ") }

    /// What bash's `_fancal` offers for the last word (`compgen` inside).
    private func bash(_ words: [String]) throws -> [String] {
        try shell("/bin/bash", [
            "-c", "source \(script("bash")); COMP_WORDS=(\(quoted(["fancal"] + words))); COMP_CWORD=\(words.count); "
                + "_fancal; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]).filter { !$0.isEmpty }
    }

    /// What zsh's `_fancal` offers, loaded through compinit; `compadd` and `_files` are replaced
    /// by functions that print what they were given (matching the word's prefix, as compadd does).
    private func zsh(_ words: [String]) throws -> [String] {
        try shell("/usr/bin/zsh", [
            "-f", "-c",
            "autoload -U compinit && compinit -u -d \(fancal.directory.path)/zcompdump; source \(script("zsh")); "
                + "compadd() { shift; local w; for w in \"$@\"; do [[ $w == ${cur}* ]] && print -r -- $w; done; return 0; }; "
                + "_files() { print -r -- FILES; }; "
                + "words=(\(quoted(["fancal"] + words))); CURRENT=\(words.count + 1); _fancal",
        ])
    }

    /// What fish offers (`complete -C`), candidates without their descriptions.
    private func fish(_ words: [String]) throws -> [String] {
        let line = (["fancal"] + words).joined(separator: " ")
        return try shell("/usr/bin/fish", ["-c", "source \(script("fish")); complete -C'\(line)'"])
            .map { String($0.split(separator: "\t", maxSplits: 1).first ?? "") }
    }

    func testEveryShellCompletesCommandsOptionsAndValues() throws {
        for complete in [bash, zsh, fish] {
            XCTAssertEqual(try complete(["su"]), ["summary"])
            XCTAssertEqual(try complete(["--locale", "ja", "mo"]), ["month"])
            XCTAssertEqual(Set(try complete(["summary", "--by", ""])), ["category", "sub", "artist", "month"])
            XCTAssertEqual(Set(try complete(["chart", "--by", ""])), ["category", "artist"])
            XCTAssertEqual(try complete(["add", "today", "x", "--cat"]), ["--category"])
            XCTAssertEqual(Set(try complete(["list", "-c", ""])), ["live", "goods", "cd_dvd", "streaming", "travel", "other"])
            XCTAssertEqual(Set(try complete(["month", "--first-weekday", "s"])), ["sun", "sat"])
            XCTAssertEqual(Set(try complete(["month", "--format", ""])), ["text", "json"])
            XCTAssertEqual(Set(try complete(["list", "--format", ""])), ["table", "json", "csv"])
            XCTAssertEqual(Set(try complete(["add", "today", "x", "--currency", "KR"])), ["KRW"])
            XCTAssertEqual(Set(try complete(["summary", "--artist", ""])), ["AOI", "Stellar☆Nine"])
            XCTAssertEqual(Set(try complete(["completions", ""])), ["bash", "zsh", "fish", "artists", "zones"])
            XCTAssertEqual(Set(try complete(["add", "today", "x", "--tz", "Asia/Seo"])), ["Asia/Seoul"])
            XCTAssertTrue(try complete(["list", "--"]).contains("--locale"))
            XCTAssertEqual(try complete(["add", "today", "x", "--title", ""]), [])
            XCTAssertEqual(try complete(["ticket", "w"]), ["won"])
            XCTAssertEqual(try complete(["trip", "se"]), ["settle"])
            XCTAssertEqual(Set(try complete(["config", ""])), ["get", "set", "unset", "list"])
            XCTAssertEqual(try complete(["ticket", "list", "--fo"]), ["--format"])
        }
        XCTAssertEqual(try zsh(["import", ""]), ["FILES"])
    }

    /// `--help`, the man page and the three scripts name the same commands and options.
    func testHelpManPageAndScriptsAgree() throws {
        let specs = FanCalendarCLI.commands.map { $0.spec }
        let page = fancal.succeed(["man"])
        let scripts = ["bash", "zsh", "fish"].map { fancal.succeed(["completions", $0]) }
        for spec in specs {
            let help = fancal.succeed([spec.name, "--help"])
            XCTAssertTrue(page.contains(".SS \"\(ManPage.escape(HelpText.usageLine(spec)))\""), spec.name)
            for subcommand in spec.subcommands {
                XCTAssertTrue(page.contains(".SS \"\(ManPage.escape(HelpText.usageLine(subcommand)))\""), subcommand.name)
            }
            for script in scripts { XCTAssertTrue(script.contains(spec.name), spec.name) }
            for option in spec.options {
                XCTAssertTrue(help.contains("--\(option.name)"), "\(spec.name) --\(option.name)")
                XCTAssertTrue(page.contains(ManPage.escape("--" + option.name)), "man: \(spec.name) --\(option.name)")
                XCTAssertTrue(scripts[0].contains("\"\(spec.name) --\(option.name)\"") || option.isFlag, "bash: \(option.name)")
                XCTAssertTrue(scripts[1].contains("--\(option.name)"), "zsh: \(option.name)")
                XCTAssertTrue(
                    scripts[2].contains("-n '__fancal_is \(spec.name)'\(option.short.map { " -s \($0)" } ?? "") -l \(option.name)"),
                    "fish: \(spec.name) --\(option.name)")
            }
        }
    }

    /// Issue 29: the man page was English only. It follows the language as `--help` does, names
    /// its sections as man pages in that language do, and lists each subcommand of `trip` with
    /// its options (trip's help points to it); groff renders each without a warning, Japanese
    /// breaking between characters.
    func testTheManualPageIsInTheUsersLanguage() throws {
        let expected: [(locale: String, words: [String])] = [
            ("ja", ["名前", "書式", "説明", "コマンド", "共通オプション", "環境変数", "終了ステータス", "関連項目",
                    "推し活の予定と出費を記録するカレンダー", "月のカレンダーと記録を表示", "自国通貨: 新しい記録、換算した合計、予算の通貨",
                    "fancal trip add TRIP TITLE AMOUNT [options]"]),
            ("de", ["BEZEICHNUNG", "ÜBERSICHT", "BESCHREIBUNG", "BEFEHLE", "GLOBALE OPTIONEN", "UMGEBUNGSVARIABLEN",
                    "SIEHE AUCH", "Benutzerbefehle", "eine Ausgabe zur Reise hinzufügen", "die Heimatwährung: neuer Einträge, umgerechneter Summen und der Budgets"]),
            ("en", ["SYNOPSIS", "fancal trip add TRIP TITLE AMOUNT [options]", "the home currency: of new records, converted totals and budgets"]),
        ]
        for (locale, words) in expected {
            let path = fancal.directory.appendingPathComponent("fancal-\(locale).1").path
            try Data(fancal.succeed(["man", "--locale", locale]).utf8).write(to: URL(fileURLWithPath: path))
            let (rendered, warnings) = try man(path)
            XCTAssertEqual(warnings, "", locale)
            // Filled and justified: words compared with single spaces between them.
            let filled = rendered.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for word in words { XCTAssertTrue(rendered.contains(word) || filled.contains(word), "\(locale): \(word)") }
        }
        XCTAssertEqual(fancal.succeed(["man"], environment: ["LANG": "de_DE.UTF-8"]), fancal.succeed(["man", "--locale", "de"]))
        let (japanese, _) = try man(fancal.directory.appendingPathComponent("fancal-ja.1").path)
        XCTAssertFalse(japanese.contains("タイトル、 金額"), "a Japanese sentence goes on without a space")
        for locale in ["en", "ja", "de"] {
            XCTAssertFalse(fancal.succeed(["trip", "--help", "--locale", locale]).contains("Docs/"), "an installed user has no Docs/")
            XCTAssertTrue(fancal.succeed(["trip", "--help", "--locale", locale]).contains("man fancal"))
        }
    }

    /// The page at `path` rendered by man(1) at 80 columns, and its warnings.
    private func man(_ path: String) throws -> (rendered: String, warnings: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
        process.arguments = ["--warnings", "-l", path]
        process.environment = ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let rendered = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return (rendered, warnings)
    }

    func testManRendersTheManualPageWithoutWarnings() throws {
        let path = fancal.directory.appendingPathComponent("fancal.1").path
        try Data(fancal.succeed(["man"]).utf8).write(to: URL(fileURLWithPath: path))
        let (rendered, warnings) = try man(path)
        XCTAssertEqual(warnings, "")
        XCTAssertTrue(rendered.contains("fancal month [MONTH] [YYYY] [options]"), rendered)
        XCTAssertTrue(rendered.contains("--first-weekday DAY"), rendered)
    }

    func testArtistsAndUnknownShells() {
        XCTAssertEqual(fancal.succeed(["completions", "artists"]), "AOI\nStellar☆Nine\n")
        fancal.fail(["completions", "tcsh"], exitCode: 2, message: "'tcsh' is not a supported shell; use bash, zsh or fish")
    }
}
