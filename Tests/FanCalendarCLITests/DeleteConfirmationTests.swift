import FanCalendarCLI
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// `delete` of several records lists them and asks on a terminal; without one it needs `--yes`.
final class DeleteConfirmationTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    var fancal: Fancal!

    override func setUp() {
        fancal = Fancal()
        fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12000"])
        fancal.succeed(["add", "2026-12-25", "Goods", "-c", "goods", "-a", "3300"])
        fancal.succeed(["add", "2026-12-26", "Stream", "-c", "streaming", "-a", "2000"])
    }

    /// Runs in-process with a terminal on stdin that answers `answer`.
    func runOnTerminal(_ arguments: [String], answer: String?) -> (code: Int32, stdout: String, stderr: String) {
        let stdout = StringSink()
        let stderr = StringSink()
        let code = FanCalendarCLI.run(
            arguments: arguments, environment: fancal.environment, stdout: stdout, stderr: stderr,
            stdinIsTerminal: true, readAnswer: { answer })
        return (code, stdout.text, stderr.text)
    }

    var count: Int { fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count - 1 }

    func testATerminalIsAskedAndNoKeepsEverything() {
        let declined = runOnTerminal(["delete", "1", "2"], answer: "n")
        XCTAssertEqual(declined.code, 1)
        XCTAssertEqual(declined.stdout, "")
        XCTAssertTrue(declined.stderr.contains("Winter live") && declined.stderr.contains("Goods"), declined.stderr)
        XCTAssertFalse(declined.stderr.contains("Stream"), declined.stderr)
        XCTAssertTrue(declined.stderr.contains("Delete these 2 records? [y/N] fancal: nothing was deleted\n"), declined.stderr)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(runOnTerminal(["delete", "1", "2"], answer: nil).code, 1, "end of input is no")
        XCTAssertEqual(count, 3)
        let japanese = runOnTerminal(["delete", "1", "2", "--locale", "ja"], answer: "はい")
        XCTAssertEqual(japanese.code, 0, japanese.stderr)
        XCTAssertTrue(japanese.stderr.contains("この 2 件を削除しますか? [y/N] "), japanese.stderr)
        XCTAssertEqual(japanese.stdout, "削除しました #1, #2\n")
        XCTAssertEqual(count, 1)
    }

    func testWithoutATerminalSeveralNeedYes() {
        fancal.fail(["delete", "1", "2"], exitCode: 2, message: "delete: 2 records would be deleted; give --yes")
        XCTAssertEqual(count, 3)
        fancal.fail(["delete", "1", "9"], exitCode: 1, message: "no record with id 9; nothing was deleted")
        XCTAssertEqual(fancal.succeed(["delete", "3"]), "Deleted #3\n", "one record is deleted without asking")
        XCTAssertEqual(fancal.succeed(["delete", "1", "2", "-y"]), "Deleted #1, #2\n")
        XCTAssertEqual(count, 0)
    }
}
