import XCTest

/// Issue 30: the command layer keeps one way to do each thing, read from its sources: actions
/// are declared subcommands (no `switch` on an action word), options are read through their
/// declarations (no lookup by a string), and commands reach the store and .ics only through
/// the use cases.
final class CommandStructureTests: XCTestCase {
    /// `Sources/FanCalendarCLI`, found from this file.
    private static let cli = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FanCalendarCLI")

    /// Each Swift file under `folder` of the CLI, by its path below `Sources/FanCalendarCLI`.
    private func sources(_ folder: String = "") throws -> [(name: String, text: String)] {
        let root = Self.cli.appendingPathComponent(folder)
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty, "no sources under \(root.path)")
        return try files.map { url in
            (String(url.path.dropFirst(Self.cli.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.name < $1.name }
    }

    /// Each line of `sources` that `pattern` matches, as `file:line: text`.
    private func lines(_ sources: [(name: String, text: String)], matching pattern: Regex<Substring>) -> [String] {
        sources.flatMap { source in
            source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains(pattern) }
                .map { "\(source.name):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
        }
    }

    func testNoCommandSwitchesOnAnActionWord() throws {
        let commands = try sources("Commands")
        XCTAssertEqual(lines(commands, matching: /switch\s[^{]*\b(?:positionals|subcommand|action)\b/), [])
        XCTAssertEqual(lines(commands, matching: /positionals(?:\.first|\[\d+\])\s*==\s*"/), [])
        XCTAssertEqual(
            lines(commands.filter { $0.name != "Commands/Command.swift" }, matching: /arguments\.subcommand/), [],
            "Command.resolved picks the subcommand's type; a command does not look at the word")
    }

    func testOptionsAreReadThroughTheirDeclarations() throws {
        let cli = try sources()
        XCTAssertEqual(lines(cli, matching: /\.(?:value|has)\("|values\["|flags\.contains\("/), [])
    }

    /// A `run` parses, calls a use case and renders: at most 25 lines between its braces (the
    /// longest were 105 before the subcommands became types).
    func testEveryRunIsShort() throws {
        var long: [String] = []
        for source in try sources("Commands") {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (start, line) in lines.enumerated() where line.contains(/^\s*static func run\(/) {
                let indent = line.prefix { $0 == " " }
                let end = try XCTUnwrap(lines[start...].firstIndex { $0 == indent + "}" }, "\(source.name):\(start + 1)")
                if end - start - 1 > 25 { long.append("\(source.name):\(start + 1): \(end - start - 1) lines") }
            }
        }
        XCTAssertEqual(long, [])
    }

    /// A `run` parses, calls one use case and renders: a view needing several results has one use
    /// case returning them together (`MonthView`, `DueView`), read in one transaction. A use case
    /// is a static function of a `…UseCases` type; the CLI calls one only in a command's `run`
    /// (a helper or renderer calling one would hide a second call), and each `run` calls at
    /// most one, counted by name, so a run choosing between two by an option counts two. A
    /// subcommand is a type with its own `run`. The runs listed still call two and are listed so
    /// the list only shrinks.
    func testEveryRunCallsOneUseCase() throws {
        let useCase = /\b[A-Z]\w*UseCases\.[a-z]\w*(?=\()/
        var found: [String] = []
        for source in try sources() {
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String($0) }
            var inRun = Set<Int>()
            for (start, line) in lines.enumerated() where line.contains(/^\s*static func run\(/) {
                let indent = line.prefix { $0 == " " }
                let end = try XCTUnwrap(lines[start...].firstIndex { $0 == indent + "}" }, "\(source.name):\(start + 1)")
                inRun.formUnion(start...end)
                let called = Set(lines[start...end].flatMap { $0.matches(of: useCase).map { String($0.output) } })
                guard called.count > 1 else { continue }
                let command = lines[..<start].last { $0.hasPrefix(indent.dropLast(4)) && $0.contains(/(?:enum|struct) \w+: Command/) }
                let name = command?.firstMatch(of: /(?:enum|struct) (\w+)/).map { String($0.output.1) } ?? "?"
                found.append("\(source.name) \(name): \(called.sorted().joined(separator: ", "))")
            }
            for (number, line) in lines.enumerated() where !inRun.contains(number) {
                found += line.matches(of: useCase).map { "\(source.name) outside a run: \($0.output)" }
            }
        }
        XCTAssertEqual(found, [
            // `import --history` and `undo --list` are other actions, named by a flag rather than
            // a subcommand.
            "Commands/ImportCommand.swift ImportCommand: ImportUseCases.importCalendar, UndoUseCases.imports",
            "Commands/UndoCommand.swift UndoCommand: UndoUseCases.recent, UndoUseCases.undoLast",
            // A PNG is converted from the SVG the CLI's renderer drew (`chart`, `wrapped`), after
            // the view's use case.
            "Output/PictureFile.swift outside a run: PictureUseCases.png",
        ])
    }

    /// The command line reaches the store and .ics through `FanCalendarApp`; errors arrive
    /// translated (`TranslatedError`), and what `import` chooses and gets back (`ImportSource`,
    /// `ICSImportOptions`, `ImportReport`) are core values. `Context` opens the store; `AtomicFile`
    /// writes through `TemporaryFile` and `Folders`, which the store needs too (backups, the
    /// database's folder) and so keeps, and is the sink of the .ics writer.
    func testTheCommandLineImportsNeitherTheStoreNorICS() throws {
        let importing = try sources()
            .filter { $0.text.contains(/^import FanCalendar(?:Store|ICS)$/.anchorsMatchLineEndings()) }.map(\.name)
        XCTAssertEqual(importing, ["Context.swift", "Output/AtomicFile.swift"])
    }
}
