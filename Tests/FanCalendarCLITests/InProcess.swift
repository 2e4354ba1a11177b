import FanCalendarCLI
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// `Fancal`'s runner without a process: `FanCalendarCLI.run` called in the test process with
/// the same folder, database and environment, its output captured by `StringSink`s. Golden and
/// behaviour tests use it; a test of what only a process shows (kills, signals, file
/// descriptors, standard input, concurrent writers, memory) keeps `Fancal`.
struct InProcessFancal {
    struct Result {
        let exitCode: Int32
        let stdout: String
        let stderr: String
    }

    private let base: Fancal

    /// `FanCalendarCLI.main` installs the system's zones before it runs a command; so does this.
    init() {
        SystemZoneInfo.install()
        base = Fancal()
    }

    var directory: URL { base.directory }
    var environment: [String: String] { base.environment }
    var databasePath: String { base.databasePath }

    /// Runs one command line with the runner's environment plus `extra`.
    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:]) -> Result {
        let stdout = StringSink()
        let stderr = StringSink()
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: base.environment.merging(extra) { $1 }, stdout: stdout, stderr: stderr)
        return Result(exitCode: code, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs and fails the test unless it exits 0 with nothing on stderr; returns stdout.
    @discardableResult
    func succeed(
        _ arguments: [String], environment extra: [String: String] = [:], file: StaticString = #filePath,
        line: UInt = #line
    ) -> String {
        let result = run(arguments, environment: extra)
        XCTAssertEqual(result.exitCode, 0, "fancal \(arguments) failed: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return result.stdout
    }

    /// Runs expecting `exitCode`, nothing on stdout, and one `fancal: …` message on stderr
    /// containing `message`.
    func fail(
        _ arguments: [String], exitCode: Int32, message: String, environment extra: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = run(arguments, environment: extra)
        XCTAssertEqual(result.exitCode, exitCode, "fancal \(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "stdout must stay empty on errors", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: "), "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter(\.isNewline).count, 1, "one line: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(message), "expected '\(message)' in: \(result.stderr)", file: file, line: line)
    }
}
