import FanCalendar
@testable import FanCalendarCLI
import XCTest

/// Options read through their declarations: typed, converted as declared, refused as declared.
final class DeclaredOptionsTests: XCTestCase {
    private static let help = LocalizedText(en: "help", ja: "ヘルプ", de: "Hilfe")
    private static let all = Flag("all", help: help)
    private static let count = Option("count", value: "N", help: help) { text throws(CLIError) in
        guard let count = Int(text) else { throw .invalidInput(ErrorText.notASeatCount(text)) }
        return count
    }
    private static let fee = Option("fee", value: "N", help: help)
    private static let title = Option("title", value: "TITLE", help: help).line()
    private static let venue = Option("venue", value: "V", help: help).clearable()
    private static let category = SharedOptions.category(help: help)
    private static let format = FormatOption([.table, .json], help: help)
    private static let spec = CommandSpec(
        name: "try", summary: help,
        options: [all.spec, count.spec, fee.spec, title.spec, venue.spec, category.spec, format.spec])

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(["try"] + arguments, lookup: { $0 == "try" ? Self.spec : nil }, commandNames: ["try"]).arguments
    }

    func testValuesAreReadAsTheirDeclaredTypes() throws {
        let arguments = try parse([
            "--all", "--count", "2", "--fee", "350", "--fee", "220", "--title", "  Winter live ", "--venue", "", "-c", "live",
            "--format", "JSON",
        ])
        XCTAssertTrue(arguments[Self.all])
        XCTAssertEqual(try arguments[Self.count], 2)
        XCTAssertEqual(try arguments[Self.fee], "220", "the last value wins")
        XCTAssertEqual(try arguments[every: Self.fee], ["350", "220"])
        XCTAssertEqual(try arguments[Self.title], "Winter live", "a line is trimmed")
        XCTAssertEqual(try arguments[Self.venue], .some(nil), "\"\" clears")
        XCTAssertEqual(try arguments[Self.category], .live)
        XCTAssertEqual(try arguments[Self.format], .json)
    }

    func testAnOptionNotGivenIsNilFalseOrTheFirstFormat() throws {
        let arguments = try parse([])
        XCTAssertFalse(arguments[Self.all])
        XCTAssertNil(try arguments[Self.count])
        XCTAssertEqual(try arguments[every: Self.fee], [])
        XCTAssertFalse(arguments.contains(Self.fee))
        XCTAssertEqual(try arguments[Self.format], .table)
    }

    func testABadValueIsRefusedAsItsDeclarationSays() throws {
        let arguments = try parse(["--count", "two", "--title", " ", "-c", "lunch", "--format", "csv"])
        for (read, message) in [
            ({ _ = try arguments[Self.count] }, "'two' is not a number of seats"),
            ({ _ = try arguments[Self.title] }, "--title must not be blank"),
            ({ _ = try arguments[Self.category] }, "unknown category 'lunch'"),
            ({ _ = try arguments[Self.format] }, "--format must be table, json, not 'csv'"),
        ] as [(() throws -> Void, String)] {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertTrue(((error as? CLIError)?.message.en ?? "").contains(message), "\(error)")
            }
        }
    }

    func testAHelpOfItsOwnKeepsTheOptionAndItsReading() throws {
        let other = LocalizedText(en: "other", ja: "ほか", de: "andere")
        let renamed = Self.count.withHelp(other)
        XCTAssertEqual(renamed.spec.help, other)
        XCTAssertEqual(renamed.spec.name, "count")
        XCTAssertEqual(try parse(["--count", "3"])[renamed], 3)
    }
}
