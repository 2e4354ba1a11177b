import Foundation
import TestSupport
import XCTest

/// End to end: the forms a Japanese keyboard types (the ones issue #16's user was refused) reach
/// every command that reads a date, amount, time or currency.
final class TypedInputTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func json(_ arguments: [String]) throws -> [[String: Any]] {
        let output = fancal.succeed(arguments + ["--format", "json"])
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    func testAddTakesWhatTheUserTyped() throws {
        let adds: [([String], String, Int, String)] = [
            (["add", "2026年12月24日", "ライブ", "-a", "12,000円"], "2026-12-24", 12000, "JPY"),
            (["add", "2026/12/24", "グッズ", "-a", "１２０００"], "2026-12-24", 12000, "JPY"),
            (["add", "12/25", "配信", "-a", "３,３００"], "2026-12-25", 3300, "JPY"),
            (["add", "12月26日", "FC", "-a", "¥12000", "--time", "18:00〜21:00"], "2026-12-26", 12000, "JPY"),
            (["add", "明日", "ペンライト", "-a", "1.2万", "--time", "18時"], "2026-11-30", 12000, "JPY"),
            (["add", "今日", "Seoul", "-a", "55,000", "--currency", "₩"], "2026-11-29", 55000, "KRW"),
            (["add", "昨日", "Goods", "-a", "3000", "--currency", "yen"], "2026-11-28", 3000, "JPY"),
            (["add", "2026-11-01", "Shirt", "-a", "$25.50"], "2026-11-01", 2550, "USD"),
        ]
        for (arguments, _, _, _) in adds { fancal.succeed(arguments) }
        let records = try json(["list", "--from", "2026/11/01", "--to", "2026年12月31日"])
        let seen = Set(records.map { "\($0["date"]!) \($0["amount_minor"]!) \($0["currency"]!)" })
        XCTAssertEqual(seen, Set(adds.map { "\($0.1) \($0.2) \($0.3)" }))
        let timed = try XCTUnwrap(records.first { $0["title"] as? String == "FC" })
        XCTAssertEqual(timed["start"] as? String, "2026-12-26T18:00:00+09:00")
        XCTAssertEqual(timed["end"] as? String, "2026-12-26T21:00:00+09:00")
    }

    func testEditReadsTheSameForms() throws {
        fancal.succeed(["add", "2026-01-05", "Live", "-a", "8000"])
        fancal.succeed(["edit", "1", "--date", "12月24日", "--time", "18時30分~21時", "-a", "￥9,800"])
        let record = try XCTUnwrap(try json(["list"]).first)
        XCTAssertEqual(record["date"] as? String, "2026-12-24")
        XCTAssertEqual(record["start"] as? String, "2026-12-24T18:30:00+09:00")
        XCTAssertEqual(record["amount_minor"] as? Int, 9800)
    }

    func testASlashedDateFollowsTheLanguage() throws {
        fancal.succeed(["add", "1/2", "en"])
        fancal.succeed(["add", "1/2", "de", "--locale", "de"])
        let dates = try json(["list"]).map { "\($0["title"]!) \($0["date"]!)" }
        XCTAssertEqual(dates, ["en 2026-01-02", "de 2026-02-01"])
    }

    func testRefusalsNameWhatToType() {
        fancal.fail(["add", "2/30", "x"], exitCode: 2, message: "DATE: 2/30 is not a date on the calendar")
        fancal.fail(["add", "today", "x", "-a", "¥100", "--currency", "EUR"], exitCode: 2,
                    message: "--amount: '¥100' is in JPY, the record in EUR")
        fancal.fail(["add", "today", "x", "--time", "25時"], exitCode: 2, message: "--time: '25時' is not a time")
        fancal.fail(["add", "today", "x", "--currency", "doubloon"], exitCode: 2, message: "unknown currency 'doubloon'")
        fancal.fail(["list", "--from", "someday"], exitCode: 2, message: "--from: 'someday' is not a date")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "no database was created")
    }
}
