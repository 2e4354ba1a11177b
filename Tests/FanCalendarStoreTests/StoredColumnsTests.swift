import Foundation
import TestSupport
import XCTest

/// The store reads result columns and binds parameters by name (issue #30): a column read by its
/// number, or a parameter numbered in the SQL, silently reads or writes the wrong column once a
/// select list or a statement changes. Indexes are resolved from names once per statement
/// (`RecordColumns`, `RecordParameters`); only `Database.swift`, the wrapper itself, reads by
/// number.
final class StoredColumnsTests: XCTestCase {
    private static let exempt = ["FanCalendarStore/Database.swift"]

    private func lines(matching pattern: String) throws -> [String] {
        try SourceTree.lines(
            matching: NSRegularExpression(pattern: pattern), under: "FanCalendarStore", exempting: Self.exempt)
    }

    /// `row.text(3)`, `statement.integer(offset + 1)`, `$0.optionalText(2)`.
    func testNoColumnReadByNumber() throws {
        XCTAssertEqual(
            try lines(matching: #"[\w$)]\.(text|integer|optionalText|optionalInteger|isNull|blob|withBytes)\(\s*(\d|offset\b)"#),
            [])
    }

    /// `RecordStore.date(row, 2)`, `currencies.currency(statement, 4)`, `decode(row, offset: 3)`.
    func testNoColumnPassedByNumber() throws {
        XCTAssertEqual(try lines(matching: #"\((\$0|row|statement),\s*(\d|offset\b)"#), [])
    }

    /// `WHERE id = ?19`, and `statement.bind(uid, at: 1)`: parameters are named (`:uid`).
    func testNoParameterByNumber() throws {
        XCTAssertEqual(try lines(matching: #"\?\d|\bat:\s*\d"#), [])
    }
}
