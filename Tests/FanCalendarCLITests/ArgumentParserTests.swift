import FanCalendar
@testable import FanCalendarCLI
import XCTest

/// The argument parser on specs made for the test, and its messages through `FanCalendarCLI.run`.
final class ArgumentParserTests: XCTestCase {
    private static let help = LocalizedText(en: "help", ja: "ヘルプ", de: "Hilfe")

    private static let specs: [CommandSpec] = [
        CommandSpec(
            name: "add", summary: help,
            positionals: [PositionalSpec("DATE", help: help), PositionalSpec("TITLE", help: help, optional: true)],
            options: [
                OptionSpec("category", short: "c", value: "C", help: help),
                OptionSpec("amount", short: "a", value: "N", help: help),
                OptionSpec("dry-run", help: help),
            ]),
        CommandSpec(
            name: "month", summary: help, positionals: [PositionalSpec("MONTH", help: help, optional: true)],
            options: [OptionSpec("three", short: "3", help: help)]),
        CommandSpec(
            name: "paint", summary: help, positionals: [PositionalSpec("NAME", help: help, variadic: true)],
            options: [OptionSpec("color", help: help)]),
        CommandSpec(
            name: "trip", summary: help,
            subcommands: [
                CommandSpec(
                    name: "trip new", summary: help, positionals: [PositionalSpec("NAME", help: help)],
                    options: [OptionSpec("member", value: "NAME", help: help)]),
                CommandSpec(name: "trip settle", summary: help, positionals: [PositionalSpec("TRIP", help: help)]),
            ]),
    ]

    private func parse(_ arguments: [String]) throws -> ArgumentParser.Result {
        try ArgumentParser.parse(
            arguments, lookup: { name in Self.specs.first { $0.name == name } }, commandNames: Self.specs.map(\.name))
    }

    /// Parsing `arguments` is refused as a usage error (exit 2).
    private func assertRefused(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(arguments), "\(arguments)", file: file, line: line) { error in
            XCTAssertEqual((error as? CLIError)?.exitCode, 2, "\(error)", file: file, line: line)
        }
    }

    func testGlobalOptionsGoBeforeOrAfterTheCommandAndItsOptionsAfterIt() throws {
        let parsed = try parse(["--db", "a.db", "add", "2026-12-24", "--locale", "ja", "-c", "live", "Winter live", "--dry-run"])
        XCTAssertEqual(parsed.commandName, "add")
        XCTAssertEqual(parsed.spec?.name, "add")
        XCTAssertEqual(parsed.arguments.positionals, ["2026-12-24", "Winter live"])
        XCTAssertEqual(parsed.arguments.values, ["db": ["a.db"], "locale": ["ja"], "category": ["live"]])
        XCTAssertEqual(parsed.arguments.flags, ["dry-run"])
        XCTAssertTrue(parsed.arguments.flags.contains("dry-run"))
        XCTAssertNotNil(parsed.arguments.values["db"])
        XCTAssertNil(parsed.arguments.values["amount"])
        // A command's own option means nothing before the command is named.
        assertRefused(["-c", "live", "add", "2026-12-24"])
    }

    func testNoCommandLeavesOnlyTheGlobals() throws {
        let parsed = try parse(["--help", "--locale=de"])
        XCTAssertNil(parsed.commandName)
        XCTAssertNil(parsed.spec)
        XCTAssertEqual(parsed.arguments.flags, ["help"])
        XCTAssertEqual(parsed.arguments.values["locale"]?.last, "de")
    }

    func testAValueMayFollowAnEqualsSign() throws {
        let parsed = try parse(["add", "2026-01-01", "--category=goods", "--amount=", "--db=dir/a=b.db"])
        XCTAssertEqual(parsed.arguments.values["category"]?.last, "goods")
        XCTAssertEqual(parsed.arguments.values["amount"]?.last, "", "an empty value is a value; the command judges it")
        XCTAssertEqual(parsed.arguments.values["db"]?.last, "dir/a=b.db", "split at the first =")
        assertRefused(["add", "2026-01-01", "--dry-run=yes"])
    }

    func testRepeatedOptionsKeepEveryValueAndTheLastWins() throws {
        let parsed = try parse(["trip", "new", "Osaka", "--member", "A", "--member=B", "--member", "C"])
        XCTAssertEqual(parsed.arguments.values["member"], ["A", "B", "C"])
        XCTAssertEqual(parsed.arguments.values["member"]?.last, "C")
    }

    func testADoubleDashEndsTheOptions() throws {
        let parsed = try parse(["add", "--", "-c", "--dry-run", "-"])
        XCTAssertEqual(parsed.arguments.positionals, ["-c", "--dry-run", "-"])
        XCTAssertEqual(parsed.arguments.values, [:])
        XCTAssertEqual(parsed.arguments.flags, [])
        // Before the command, the word after it is still the command.
        let named = try parse(["--", "add", "--locale"])
        XCTAssertEqual(named.commandName, "add")
        XCTAssertEqual(named.arguments.positionals, ["--locale"])
        XCTAssertEqual(named.arguments.values, [:])
    }

    func testALoneDashIsAPositional() throws {
        let parsed = try parse(["add", "-", "-c", "live"])
        XCTAssertEqual(parsed.arguments.positionals, ["-"])
        XCTAssertEqual(parsed.arguments.values["category"]?.last, "live")
    }

    func testANegativeNumberIsAPositionalUnlessTheCommandHasThatShortOption() throws {
        let amounts = try parse(["add", "2026-01-01", "-5", "-1,000", "-3.5"])
        XCTAssertEqual(amounts.arguments.positionals, ["2026-01-01", "-5", "-1,000", "-3.5"])
        let three = try parse(["month", "-3"])
        XCTAssertEqual(three.arguments.flags, ["three"])
        XCTAssertEqual(three.arguments.positionals, [])
        let back = try parse(["month", "-2"])
        XCTAssertEqual(back.arguments.positionals, ["-2"])
        XCTAssertEqual(back.arguments.flags, [])
        assertRefused(["add", "2026-01-01", "-5x"])
    }

    func testUnknownOptionsAndMissingValuesAreUsageErrors() {
        assertRefused(["add", "2026-01-01", "--categroy", "live"])
        assertRefused(["add", "2026-01-01", "-z"])
        assertRefused(["add", "2026-01-01", "--category"])
        assertRefused(["--db"])
        assertRefused(["nosuchcommand"])
    }

    func testTheWordAfterACommandOfSubcommandsPicksOne() throws {
        let parsed = try parse(["trip", "--locale", "ja", "new", "Osaka", "--member", "A"])
        XCTAssertEqual(parsed.commandName, "trip")
        XCTAssertEqual(parsed.arguments.subcommand, "new")
        XCTAssertEqual(parsed.spec?.name, "trip new")
        XCTAssertEqual(parsed.arguments.positionals, ["Osaka"])
        XCTAssertEqual(parsed.arguments.values, ["locale": ["ja"], "member": ["A"]])
        let settle = try parse(["trip", "settle", "new"])
        XCTAssertEqual(settle.arguments.subcommand, "settle")
        XCTAssertEqual(settle.arguments.positionals, ["new"], "only the first word picks the subcommand")
        assertRefused(["trip", "setle", "Osaka"])
        assertRefused(["trip", "--member", "A", "new", "Osaka"])
        assertRefused(["trip", "settle", "Osaka", "--member", "A"])
    }

    func testACommandsOwnOptionWinsOverTheGlobalOfTheSameName() throws {
        // `paint --color` is the command's flag; elsewhere `--color` is the global needing WHEN.
        let paint = try parse(["paint", "--color", "walls"])
        XCTAssertEqual(paint.arguments.flags, ["color"])
        XCTAssertEqual(paint.arguments.positionals, ["walls"])
        XCTAssertEqual(paint.arguments.values, [:])
        let add = try parse(["add", "2026-01-01", "--color", "never"])
        XCTAssertEqual(add.arguments.values["color"]?.last, "never")
        XCTAssertEqual(add.arguments.flags, [])
        assertRefused(["add", "2026-01-01", "--color"])
    }

    func testPositionalCountsAreCheckedAgainstTheSpec() throws {
        let add = Self.specs[0]
        XCTAssertNoThrow(try ArgumentParser.checkPositionals(try parse(["add", "2026-01-01"]).arguments, spec: add))
        XCTAssertNoThrow(try ArgumentParser.checkPositionals(try parse(["add", "2026-01-01", "x"]).arguments, spec: add))
        XCTAssertThrowsError(try ArgumentParser.checkPositionals(try parse(["add"]).arguments, spec: add))
        XCTAssertThrowsError(try ArgumentParser.checkPositionals(try parse(["add", "a", "b", "c"]).arguments, spec: add))
        let paint = Self.specs[2]
        XCTAssertNoThrow(try ArgumentParser.checkPositionals(try parse(["paint", "a", "b", "c", "d"]).arguments, spec: paint))
        XCTAssertThrowsError(try ArgumentParser.checkPositionals(try parse(["paint"]).arguments, spec: paint))
        XCTAssertThrowsError(
            try ArgumentParser.checkPositionals(try parse(["trip"]).arguments, spec: Self.specs[3]),
            "a command of subcommands needs one")
    }

    func testSuggestionsAreCloseTyposOrPrefixes() {
        XCTAssertEqual(Suggestions.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.distance("", "abc"), 3)
        XCTAssertEqual(Suggestions.distance("月", "月"), 0)
        XCTAssertEqual(Suggestions.closest(to: "lsit", among: ["add", "list", "show"]), "list")
        XCTAssertEqual(Suggestions.closest(to: "--Categroy", among: ["--category", "--amount"]), "--category")
        XCTAssertEqual(Suggestions.closest(to: "summ", among: ["summary", "month"]), "summary")
        XCTAssertNil(Suggestions.closest(to: "xyzzy", among: ["add", "list"]))
        XCTAssertNil(Suggestions.closest(to: "a", among: []))
    }

    /// The messages, as a user reads them, from the real commands.
    func testMessagesNameTheProblemAndSuggestTheFix() {
        let fancal = InProcessFancal()
        fancal.fail(["add", "2026-01-01", "x", "--categroy", "live"], exitCode: 2,
                    message: "unknown option '--categroy'; did you mean '--category'? (see `fancal add --help`)")
        fancal.fail(["--colour", "never"], exitCode: 2, message: "unknown option '--colour'; did you mean '--color'? (see `fancal --help`)")
        fancal.fail(["add", "2026-01-01", "x", "--category"], exitCode: 2, message: "option --category needs a value (C)")
        fancal.fail(["list", "--help=yes"], exitCode: 2, message: "option --help takes no value")
        fancal.fail(["lsit"], exitCode: 2, message: "unknown command 'lsit'; did you mean 'list'? (see `fancal --help`)")
        fancal.fail(["trip", "setle"], exitCode: 2, message: "unknown trip command 'setle'; did you mean 'settle'?")
        fancal.fail(["add"], exitCode: 2, message: "add: missing DATE (see `fancal add --help`)")
        // `artist --color` is the artist's color, not the global --color WHEN.
        fancal.fail(["artist", "add", "AOI", "--color", "pink"], exitCode: 2, message: "--color: 'pink' is not a color")
        XCTAssertEqual(fancal.succeed(["artist", "add", "AOI", "--color", "#1E88E5"]), "Added artist AOI\n")
    }
}
