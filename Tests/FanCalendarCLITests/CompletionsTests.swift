@testable import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

/// The bash completion script, run in a real bash.
final class CompletionsTests: XCTestCase {
    /// What `_fancal` offers for a command line whose last word is being completed.
    func complete(_ words: [String], script: String) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _fancal; printf '%s\\n' \"${COMPREPLY[@]}\""]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    func testCompletesCommandsOptionsAndValues() throws {
        let script = Fancal().succeed(["completions", "bash"])
        XCTAssertEqual(try complete(["fancal", "su"], script: script), ["summary"])
        XCTAssertEqual(try complete(["fancal", "--locale", "ja", "mo"], script: script), ["month"])
        XCTAssertEqual(try complete(["fancal", "summary", "--by", ""], script: script), ["category", "sub", "artist", "month"])
        XCTAssertEqual(try complete(["fancal", "add", "today", "x", "--cat"], script: script), ["--category"])
        XCTAssertEqual(try complete(["fancal", "month", "--first-weekday", "s"], script: script), ["sun", "sat"])
        XCTAssertTrue(try complete(["fancal", "list", "--"], script: script).contains("--locale"))
        XCTAssertEqual(try complete(["fancal", "trip", "se"], script: script), ["settle"])
        XCTAssertEqual(try complete(["fancal", "trip", "settle", "Osaka", "--format", "l"], script: script), ["line"])
        XCTAssertEqual(try complete(["fancal", "trip", "add", "Osaka", "--pai"], script: script), ["--paid-by"])
    }

    func testEveryCommandAndOptionIsInTheScript() {
        let script = CompletionsCommand.bashScript(FanCalendarCLI.commands.map { $0.spec })
        for spec in FanCalendarCLI.commands.map({ $0.spec }) {
            XCTAssertTrue(script.contains(" \(spec.name)) options="), spec.name)
            for option in spec.options + spec.subcommands.flatMap(\.options) {
                XCTAssertTrue(script.contains("--\(option.name)"), "\(spec.name) --\(option.name)")
            }
        }
    }

    func testUnknownShellExitsTwo() {
        Fancal().fail(["completions", "fish"], exitCode: 2, message: "'fish' is not a supported shell")
    }
}
