import Foundation
import TestSupport
import XCTest

/// Budgets count what pending ticket applications would cost (`TicketsCommitted`): the seam of
/// the budget issue, filled by the ticket issue.
final class BudgetTicketsTests: XCTestCase {
    func testAPendingApplicationIsCommittedInItsShowsMonthAndScope() {
        let fancal = InProcessFancal()
        fancal.succeed(["budget", "set", "30000", "--month", "--artist", "AOI", "--from", "2026-12"])
        fancal.succeed(["budget", "set", "50000", "--month", "--category", "goods", "--from", "2026-12"])
        fancal.succeed(["ticket", "add", "Winter live", "--show", "2026-12-24T18:00", "--artist", "aoi"])
        fancal.succeed([
            "ticket", "phase", "1", "FC先行", "--apply", "2026-11-25..2026-11-30", "--result", "2026-12-02 18:00",
            "--pay-by", "2026-12-04 23:59", "--price", "9000", "--count", "2", "--fee", "350",
        ])
        func committed() -> [String] {
            let json = fancal.succeed(["budget", "--month", "2026-12", "--format", "json"])
            return json.components(separatedBy: "\"committed_minor\": ").dropFirst().map { String($0.prefix { $0.isNumber }) }
        }
        XCTAssertEqual(committed(), ["0", "0"], "planned, not applied: nothing is committed yet")
        fancal.succeed(["ticket", "applied", "1"])
        XCTAssertEqual(committed(), ["18350", "0"], "the artist's budget sees 2 × ¥9,000 + ¥350; goods does not")
        fancal.succeed(["ticket", "won", "1"])
        XCTAssertEqual(committed(), ["0", "0"], "a win is spending now, not committed")
    }

    func testDueListsBudgetsNearOrOverTheirGoalAndCheckFailsOnOneOver() {
        let fancal = InProcessFancal()
        fancal.succeed(["budget", "set", "10000", "--month", "--category", "goods", "--from", "2026-11"])
        fancal.succeed(["add", "2026-11-20", "Tour goods", "-c", "goods", "-a", "8500"])
        let near = fancal.succeed(["due", "--format", "json"])
        XCTAssertTrue(near.contains("\"kind\": \"budget\""), near)
        XCTAssertTrue(near.contains("\"status\": \"near\""), near)
        XCTAssertEqual(fancal.run(["due", "--check"]).exitCode, 0, "near is a warning, not a failure")
        fancal.succeed(["add", "2026-11-21", "More goods", "-c", "goods", "-a", "2000"])
        let over = fancal.run(["due", "--check"])
        XCTAssertEqual(over.exitCode, 1, "a budget over its goal fails the check")
        XCTAssertTrue(over.stdout.contains("over"), over.stdout)
    }
}
