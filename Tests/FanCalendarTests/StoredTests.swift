import FanCalendar
import Foundation
import TestSupport
import XCTest

/// A value read from the store is `Stored<Value>`, whose id is never optional; a value alone is
/// one not yet saved (issue #30).
final class StoredTests: XCTestCase {
    func testFieldsReadAndWriteThroughTheValue() {
        let budget = Budget(
            kind: .month, goal: Money(minorUnits: 30_000, currency: .jpy), scope: .all, from: YearMonth(year: 2026, month: 1),
            rollover: .none)
        var stored = Stored(id: 7, budget)
        XCTAssertEqual(stored.goal, budget.goal)
        stored.rollover = .both
        XCTAssertEqual(stored.value.rollover, .both)
        XCTAssertEqual(stored.id, 7)
        XCTAssertNotEqual(stored, Stored(id: 8, stored.value), "the id is part of what a stored value is")
    }

    func testNoTypeHasAnOptionalID() throws {
        let optionalID = try NSRegularExpression(pattern: #"\b(var|let)\s+id\s*:\s*Int64\?"#)
        XCTAssertEqual(try SourceTree.lines(matching: optionalID), [])
    }

    func testNoIDIsForceUnwrapped() throws {
        let unwrapped = try NSRegularExpression(pattern: #"id!(?!=)"#)
        XCTAssertEqual(try SourceTree.lines(matching: unwrapped), [])
    }
}
