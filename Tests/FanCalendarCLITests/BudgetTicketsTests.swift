import Foundation
import TestSupport
import XCTest

/// Budgets count what pending ticket applications would cost (`TicketsCommitted`): the seam of
/// the budget issue, filled by the ticket issue; and what won tickets cost, on the day each is
/// paid.
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

    /// Issue #32: a won ticket's money counts on the day it is paid (the payment deadline until
    /// it is), a card's on its result day, in budgets and every total; the record stays on the
    /// show's day for calendars and lists, and a hand edit of its date or an undone delete keeps
    /// its money day.
    func testAWonTicketCountsOnTheDayItIsPaidAndTheShowStaysOnItsDay() throws {
        let fancal = InProcessFancal()
        fancal.succeed(["budget", "set", "50000", "--month", "--from", "2026-11"])
        fancal.succeed(["ticket", "add", "New year tour", "--show", "2027-01-20T18:00", "--artist", "Aoi"])
        fancal.succeed([
            "ticket", "phase", "1", "FC", "--apply", "2026-11-20..2026-11-25", "--result", "2026-11-27 18:00",
            "--pay-by", "2026-12-05 23:59", "--price", "9000", "--fee", "350", "--method", "konbini",
        ])
        fancal.succeed(["ticket", "add", "Spring tour", "--show", "2027-02-10", "--artist", "Aoi"])
        fancal.succeed([
            "ticket", "phase", "2", "Card", "--result", "2026-11-28 12:00", "--price", "5000", "--method", "card",
        ])
        for id in ["1", "2"] { fancal.succeed(["ticket", "applied", id]) }
        for id in ["1", "2"] { fancal.succeed(["ticket", "won", id]) }
        func actual(_ month: String) throws -> Int64 {
            let json = fancal.succeed(["budget", "--month", month, "--format", "json"])
            let lines = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            return try XCTUnwrap(lines.first?["actual_minor"] as? Int64)
        }
        func total(_ month: String) throws -> Int64 {
            let json = fancal.succeed(["summary", "--month", month, "--format", "json"])
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let totals = try XCTUnwrap(report["totals"] as? [[String: Any]])
            return totals.compactMap { $0["amount_minor"] as? Int64 }.reduce(0, +)
        }
        XCTAssertEqual(try actual("2026-12"), 9350, "won, not paid: the payment deadline, 12/5")
        XCTAssertEqual(try actual("2026-11"), 5000, "a card is charged on its result day, 11/28")
        XCTAssertEqual(try actual("2027-01"), 0, "not on the show's day")
        XCTAssertEqual(try total("2027-01"), 0)
        fancal.succeed(["ticket", "paid", "1"], environment: ["FANCAL_TODAY": "2026-12-03"])
        XCTAssertEqual(try total("2026-12"), 9350)
        for (language, label) in ["en": "Counts on", "ja": "計上日", "de": "Gebucht am"] {
            let text = fancal.succeed(["show", "1", "--locale", language])
            let line = text.split(separator: "\n").first { $0.hasPrefix(label) }
            XCTAssertTrue(line?.contains("2026-12-03") == true && text.contains("2027-01-20"), text)
        }
        let card = fancal.succeed(["show", "2"])
        XCTAssertTrue(card.split(separator: "\n").contains { $0.hasPrefix("Counts on") && $0.contains("2026-11-28") }, card)
        let december = fancal.succeed(["summary", "--month", "2026-12"])
        XCTAssertTrue(december.contains("¥9,350"), december)
        let january = fancal.succeed(["list", "--month", "2027-01", "--format", "csv"])
        XCTAssertTrue(january.contains("2027-01-20") && january.contains("New year tour"), january)
        XCTAssertTrue(fancal.succeed(["month", "2027-01", "--color", "never"]).contains("New year tour"))
        let wrapped2026 = fancal.succeed(["wrapped", "2026", "--color", "never"])
        XCTAssertTrue(wrapped2026.contains("¥14,350 (2 records)") && wrapped2026.contains("0 shows"), wrapped2026)
        let wrapped2027 = fancal.succeed(["wrapped", "2027", "--color", "never"])
        XCTAssertTrue(wrapped2027.contains("2 shows") && !wrapped2027.contains("¥"), wrapped2027)
        XCTAssertEqual(
            fancal.run(["undo"]).exitCode, 1, "a ticket change cannot be undone, and undo does not skip past it")
        fancal.succeed(["edit", "1", "--date", "2027-01-21"])
        XCTAssertEqual(try total("2026-12"), 9350, "a hand edit of the show's date keeps the ticket's money day")
        fancal.succeed(["undo"])
        fancal.succeed(["delete", "1"])
        XCTAssertEqual(try total("2026-12"), 0)
        fancal.succeed(["undo"])
        XCTAssertEqual(try total("2026-12"), 9350, "undo puts the record back with its money day")
        XCTAssertEqual(try total("2027-01"), 0)
        XCTAssertFalse(
            fancal.succeed(["add", "2026-12-01", "Goods", "-c", "goods", "-a", "100"]).contains("Counts on"),
            "an ordinary record counts on its own day and says nothing more")
    }
}
