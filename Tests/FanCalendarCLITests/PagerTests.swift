import FanCalendar
@testable import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

/// Issue 29: `year` and a busy `month` scrolled out of an 80×24 terminal with no pager. Long
/// output on a terminal goes through `$PAGER` (default `less -FRX`), as git's does; never into a
/// pipe or a file; `--no-pager`, `FANCAL_PAGER` and the config turn it off; a pager that cannot
/// be found leaves the output printed.
final class PagerTests: XCTestCase {
    func testWhichPagerFollowsFlagEnvironmentConfigAndPAGER() {
        XCTAssertEqual(Pager.command(environment: [:], configured: nil, noPager: false), "less -FRX")
        XCTAssertNil(Pager.command(environment: [:], configured: nil, noPager: true))
        XCTAssertNil(Pager.command(environment: ["FANCAL_PAGER": "less"], configured: nil, noPager: true), "--no-pager wins")
        XCTAssertEqual(Pager.command(environment: ["FANCAL_PAGER": "more", "PAGER": "most"], configured: "lv", noPager: false), "more")
        for off in ["", "cat", "off", " cat "] {
            XCTAssertNil(Pager.command(environment: ["FANCAL_PAGER": off, "PAGER": "most"], configured: nil, noPager: false), off)
        }
        XCTAssertEqual(Pager.command(environment: ["PAGER": "most"], configured: "lv -c", noPager: false), "lv -c")
        XCTAssertNil(Pager.command(environment: ["PAGER": "most"], configured: "off", noPager: false))
        XCTAssertEqual(Pager.command(environment: ["PAGER": "most"], configured: "on", noPager: false), "most")
        XCTAssertEqual(Pager.command(environment: ["PAGER": "most -s"], configured: nil, noPager: false), "most -s")
        XCTAssertNil(Pager.command(environment: ["PAGER": "cat"], configured: nil, noPager: false))
        XCTAssertEqual(Pager.command(environment: ["PAGER": " "], configured: nil, noPager: false), "less -FRX")
    }

    func testOutputPagesWhenItLeavesNoRowForThePrompt() {
        XCTAssertFalse(Pager.pages(lines: 23, rows: 24))
        XCTAssertTrue(Pager.pages(lines: 24, rows: 24))
        XCTAssertTrue(Pager.pages(lines: 37, rows: 24))
    }

    func testTheProgramIsFoundInPATHAfterAssignments() {
        XCTAssertEqual(Pager.program(of: "less -FRX", path: "/nowhere:/usr/bin:/bin"), "/usr/bin/less")
        XCTAssertEqual(Pager.program(of: "LESS=R less", path: "/usr/bin"), "/usr/bin/less")
        XCTAssertEqual(Pager.program(of: "/bin/cat > /dev/null", path: nil), "/bin/cat")
        XCTAssertNil(Pager.program(of: "fancal-no-such-pager", path: "/usr/bin:/bin"))
        XCTAssertNil(Pager.program(of: "/usr/bin/fancal-no-such-pager", path: nil))
    }

    private var fancal: InProcessFancal!
    private var paged: String { fancal.directory.appendingPathComponent("paged.txt").path }

    override func setUp() {
        fancal = InProcessFancal()
        for day in 1...30 { fancal.succeed(["add", "2026-11-\(day < 10 ? "0" : "")\(day)", "Show \(day)", "-c", "live", "-a", "1000"]) }
    }

    /// Runs in-process with stdout a terminal of `rows` rows (`LINES`), or a pipe.
    private func run(_ arguments: [String], rows: Int, terminal: Bool = true, _ extra: [String: String] = [:]) -> String {
        let stdout = StringSink()
        let stderr = StringSink()
        let environment = fancal.environment.merging(["LINES": String(rows), "COLUMNS": "80", "NO_COLOR": "1", "FANCAL_PAGER": "cat > '\(paged)'"]) { $1 }
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: environment.merging(extra) { $1 }, stdout: stdout, stderr: stderr,
            stdoutIsTerminal: terminal)
        XCTAssertEqual(code, 0, stderr.text)
        XCTAssertEqual(stderr.text, "")
        return stdout.text
    }

    func testLongOutputOnATerminalGoesThroughThePager() throws {
        let piped = fancal.succeed(["list"])
        XCTAssertEqual(run(["list"], rows: 24), "", "all of it went to the pager")
        XCTAssertEqual(try String(contentsOfFile: paged, encoding: .utf8), piped)
        try FileManager.default.removeItem(atPath: paged)
        XCTAssertEqual(run(["list"], rows: 40), piped, "35 lines fit 40 rows: printed as they are")
        XCTAssertFalse(FileManager.default.fileExists(atPath: paged))
        XCTAssertEqual(run(["year", "2026"], rows: 60), fancal.succeed(["year", "2026"], environment: ["COLUMNS": "80"]))
        XCTAssertEqual(run(["month", "2026-11", "--color", "never"], rows: 24), "")
        XCTAssertTrue(try String(contentsOfFile: paged, encoding: .utf8).contains("30 Mon  🎤 Show 30"))
    }

    func testNeverIntoAPipeNorWhenTurnedOffNorWithoutThePager() throws {
        let piped = fancal.succeed(["list"])
        XCTAssertEqual(run(["list"], rows: 24, terminal: false), piped)
        XCTAssertEqual(run(["list", "--no-pager"], rows: 24), piped)
        XCTAssertEqual(run(["--no-pager", "list"], rows: 24), piped)
        XCTAssertEqual(run(["list"], rows: 24, ["FANCAL_PAGER": "cat"]), piped)
        XCTAssertEqual(run(["list"], rows: 24, ["FANCAL_PAGER": "fancal-no-such-pager -R"]), piped, "a missing pager prints")
        XCTAssertFalse(FileManager.default.fileExists(atPath: paged))
        let config = fancal.directory.appendingPathComponent(".config/fancal")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "pager = off\n".write(to: config.appendingPathComponent("config"), atomically: false, encoding: .utf8)
        var environment = fancal.environment
        environment["FANCAL_PAGER"] = nil
        let stdout = StringSink()
        let stderr = StringSink()
        XCTAssertEqual(
            FanCalendarCLI.run(
                arguments: ["list"], environment: environment.merging(["LINES": "24", "NO_COLOR": "1"]) { $1 }, stdout: stdout, stderr: stderr,
                stdoutIsTerminal: true), 0, stderr.text)
        XCTAssertEqual(stdout.text, piped, "config pager = off")
        XCTAssertEqual(fancal.succeed(["config", "get", "pager"]), "off\n")
        XCTAssertEqual(fancal.succeed(["config", "set", "pager", "less -R"]), "")
        XCTAssertEqual(fancal.succeed(["config", "get", "pager"]), "less -R\n")
    }

    /// A command that reports what it did is never held back for a pager.
    func testOnlyViewsPage() {
        let added = run(["add", "2026-12-01", "One more"], rows: 3)
        XCTAssertTrue(added.hasPrefix("Added record #31"), added)
        XCTAssertFalse(FileManager.default.fileExists(atPath: paged))
    }

    /// On a real pseudo-terminal of 80×24 (`script`), without `LINES`: the terminal's own size
    /// decides, a list of 35 lines goes to the pager, and on a terminal of 60 rows it is printed.
    func testARealTerminalOfTwentyFourRowsPagesALongList() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("needs util-linux script") }
        func onTerminal(rows: Int) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            let command = "stty rows \(rows) cols 80; '\(Fancal.executable.path)' list --color never"
            process.arguments = ["-qec", command, "/dev/null"]
            var environment = fancal.environment
            environment["FANCAL_PAGER"] = "cat > '\(paged)'"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try! process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self)
        }
        let list = fancal.succeed(["list"], environment: ["COLUMNS": "80"])
        XCTAssertFalse(onTerminal(rows: 24).contains("Show"), "nothing printed past the pager")
        XCTAssertEqual(try String(contentsOfFile: paged, encoding: .utf8), list)
        try FileManager.default.removeItem(atPath: paged)
        XCTAssertTrue(onTerminal(rows: 60).replacingOccurrences(of: "\r\n", with: "\n").contains(list))
        XCTAssertFalse(FileManager.default.fileExists(atPath: paged))
    }
}
