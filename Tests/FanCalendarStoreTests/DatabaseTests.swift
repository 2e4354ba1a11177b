import CSQLite
@testable import FanCalendarStore
import Foundation
import TestSupport
import XCTest

/// The one SQLite wrapper: values in and out, errors, transactions, the statement cache.
final class DatabaseTests: XCTestCase {
    private var database: Database!

    override func setUpWithError() throws {
        database = try Database(.memory)
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER, s TEXT UNIQUE)")
    }

    private func temporaryPath() -> String {
        temporaryFolder().appendingPathComponent("fancal.db").path
    }

    /// The statements SQLite still holds for this connection (prepared and not finalized).
    private func liveStatements(_ database: Database) -> Int {
        var count = 0
        var statement = sqlite3_next_stmt(database.handle, nil)
        while let current = statement {
            count += 1
            statement = sqlite3_next_stmt(database.handle, current)
        }
        return count
    }

    func testEveryKindOfValueComesBackAsItWasBound() throws {
        let texts = ["", "it's \"quoted\"", "東京ドーム 🎤", "line\nbreak", String(repeating: "x", count: 5_000)]
        let integers: [Int64] = [0, -1, Int64.max, Int64.min]
        for (index, text) in texts.enumerated() {
            try database.run("INSERT INTO t (n, s) VALUES (?, ?)", [.integer(integers[index % integers.count]), .text(text)])
        }
        try database.run("INSERT INTO t (n, s) VALUES (?, ?)", [.null, .null])
        let rows = try database.query("SELECT n, s FROM t ORDER BY id") { row in
            (row.optionalInteger(0), row.optionalText(1), row.isNull(1))
        }
        XCTAssertEqual(rows.map(\.0), [0, -1, Int64.max, Int64.min, 0, nil])
        XCTAssertEqual(rows.map(\.1), texts + [nil])
        XCTAssertEqual(rows.map(\.2), [false, false, false, false, false, true])
        // A NULL read as plain text or integer is "" and 0, never a crash.
        XCTAssertEqual(try database.query("SELECT NULL, NULL") { [$0.text(0), String($0.integer(1))] }, [["", "0"]])
    }

    /// Parameters bound and columns read by name: the order in the SQL does not matter.
    func testValuesAreBoundAndReadByName() throws {
        try database.run("INSERT INTO t (s, n) VALUES (:s, :n)", named: ["n": .integer(7), "s": .text("seven")])
        try database.run("INSERT INTO t (n, s) VALUES (:n, :s)", named: ["s": .null, "n": .integer(8)])
        let rows = try database.query("SELECT s AS label, n, n * 2 AS twice FROM t WHERE n >= :least ORDER BY n", named: ["least": .integer(7)]) {
            ($0.optionalText("label"), $0.integer("n"), $0.integer("twice"), $0.isNull("label"))
        }
        XCTAssertEqual(rows.map(\.0), ["seven", nil])
        XCTAssertEqual(rows.map(\.1), [7, 8])
        XCTAssertEqual(rows.map(\.2), [14, 16])
        XCTAssertEqual(rows.map(\.3), [false, true])
        let statement = try database.prepare("SELECT n, s FROM t")
        XCTAssertEqual([statement.column("s"), statement.column("n")], [1, 0])
    }

    func testStagedTextsAreBoundInPlaceEvenWhenTheBufferGrows() throws {
        // Three texts larger together than the first 1,024-byte buffer: staging the last moves it.
        let long = String(repeating: "長", count: 600)
        try database.run("INSERT INTO t (n, s) VALUES (?, ?)") { (statement: Statement) throws(SQLiteError) in
            try statement.stage("short", at: 2)
            try statement.bind(7 as Int64?, at: 1)
            try statement.bindStaged()
        }
        try database.run("INSERT INTO t (s, n) VALUES (? || ? || ?, ?)") { (statement: Statement) throws(SQLiteError) in
            try statement.stage(long, at: 1)
            try statement.stage("-", at: 2)
            try statement.stage(long, at: 3)
            try statement.bind(nil as Int64?, at: 4)
            try statement.bindStaged()
        }
        try database.run("INSERT INTO t (s) VALUES (?)") { (statement: Statement) throws(SQLiteError) in
            try statement.stage(nil, at: 1)
            try statement.bindStaged()
        }
        let rows = try database.query("SELECT n, s FROM t ORDER BY id") { ($0.optionalInteger(0), $0.optionalText(1)) }
        XCTAssertEqual(rows.map(\.0), [7, nil, nil])
        XCTAssertEqual(rows.map(\.1), ["short", long + "-" + long, nil])
    }

    func testBytesAreLentForTextAndNilForNull() throws {
        try database.run("INSERT INTO t (s) VALUES (?), (NULL)", [.text("ライブ")])
        let lent = try database.query("SELECT s FROM t ORDER BY id") { row in
            row.withBytes(0) { bytes in bytes.map { Array($0) } }
        }
        XCTAssertEqual(lent, [Array("ライブ".utf8), nil])
    }

    func testLastInsertRowIDChangesAndScalars() throws {
        try database.run("INSERT INTO t (n) VALUES (1), (2), (3)")
        XCTAssertEqual(database.lastInsertRowID, 3)
        XCTAssertEqual(database.changes, 3)
        try database.run("UPDATE t SET n = n + 1 WHERE n >= ?", [.integer(2)])
        XCTAssertEqual(database.changes, 2)
        XCTAssertEqual(try database.scalarInteger("SELECT sum(n) FROM t"), 1 + 3 + 4)
        XCTAssertNil(try database.scalarInteger("SELECT max(n) FROM t WHERE n > 100"))
        XCTAssertNil(try database.scalarInteger("SELECT n FROM t WHERE 0"))
    }

    func testErrorsCarryTheExtendedCodeTheMessageAndTheStatement() throws {
        let badSQL = "SELEC n\nFROM t"
        XCTAssertThrowsError(try database.prepare(badSQL)) { error in
            guard let error = error as? SQLiteError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.code, SQLITE_ERROR)
            XCTAssertEqual(error.message, "near \"SELEC\": syntax error")
            XCTAssertEqual(error.sql, badSQL)
            XCTAssertEqual(error.description, "near \"SELEC\": syntax error (SQLite code 1)")
            XCTAssertEqual(error.debugDescription, "near \"SELEC\": syntax error (SQLite code 1), in: \(badSQL)")
        }
        try database.run("INSERT INTO t (s) VALUES ('same')")
        XCTAssertThrowsError(try database.run("INSERT INTO t (s) VALUES (?)", [.text("same")])) { error in
            guard let error = error as? SQLiteError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.code, 2067, "SQLITE_CONSTRAINT_UNIQUE, the extended code")
            XCTAssertEqual(error.primaryCode, SQLITE_CONSTRAINT)
            XCTAssertEqual(error.message, "UNIQUE constraint failed: t.s")
            XCTAssertFalse(error.isSharedMemoryFailure)
        }
        XCTAssertThrowsError(try database.execute("DROP TABLE nowhere")) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "no such table: nowhere")
            XCTAssertEqual((error as? SQLiteError)?.sql, "DROP TABLE nowhere")
        }
    }

    func testAMessageOfSeveralLinesIsDescribedOnOneLine() {
        let error = SQLiteError(code: SQLITE_CORRUPT, message: "first\nsecond\r\nthird", sql: "SELECT 1")
        XCTAssertEqual(error.description, "first second third (SQLite code 11)")
        XCTAssertEqual(SQLiteError(code: SQLITE_BUSY, message: "busy", sql: nil).debugDescription, "busy (SQLite code 5)")
    }

    func testOpeningFailuresAreTypedErrors() throws {
        let missingFolder = temporaryPath() + "/no/such/folder/fancal.db"
        XCTAssertThrowsError(try Database(.file(missingFolder))) { error in
            XCTAssertEqual((error as? SQLiteError)?.primaryCode, SQLITE_CANTOPEN)
        }
        let missing = temporaryPath()
        XCTAssertThrowsError(try Database(.file(missing), create: false)) { error in
            XCTAssertEqual((error as? SQLiteError)?.primaryCode, SQLITE_CANTOPEN)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing), "create: false creates nothing")

        let target = temporaryPath()
        _ = try Database(.file(target))
        let link = temporaryPath()
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        defer { try? FileManager.default.removeItem(atPath: link) }
        XCTAssertThrowsError(try Database(.file(link), followingLinks: false)) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, 1550, "SQLITE_CANTOPEN_SYMLINK")
        }
        XCTAssertNoThrow(try Database(.file(link)), "links are followed unless refused")

        let readOnly = try Database(.file(target), readOnly: true)
        XCTAssertThrowsError(try readOnly.execute("CREATE TABLE x (y)")) { error in
            XCTAssertEqual((error as? SQLiteError)?.primaryCode, SQLITE_READONLY)
        }
    }

    func testATransactionCommitsAndReturnsTheBodysValue() throws {
        let id = try database.inTransaction {
            try database.run("INSERT INTO t (n) VALUES (42)")
            return database.lastInsertRowID
        }
        XCTAssertEqual(id, 1)
        XCTAssertTrue(database.isInAutocommit)
        XCTAssertEqual(try database.scalarInteger("SELECT n FROM t"), 42)
    }

    private struct Refused: Error, Equatable {
        let reason: String
    }

    func testATransactionRollsBackAndRethrowsTheFirstError() throws {
        try database.run("INSERT INTO t (n, s) VALUES (1, 'kept')")
        XCTAssertThrowsError(
            try database.inTransaction {
                try database.run("INSERT INTO t (n) VALUES (2)")
                try database.run("UPDATE t SET n = 100")
                throw Refused(reason: "first")
            }
        ) { error in
            XCTAssertEqual(error as? Refused, Refused(reason: "first"))
        }
        XCTAssertTrue(database.isInAutocommit, "no transaction left open")
        XCTAssertEqual(try database.query("SELECT n, s FROM t") { [$0.integer(0)] }, [[1]])

        // An SQLite error inside is rethrown as it is, not the failure of anything done after it.
        XCTAssertThrowsError(
            try database.inTransaction {
                try database.run("INSERT INTO t (n) VALUES (3)")
                try database.run("INSERT INTO t (s) VALUES ('kept')")
            }
        ) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, 2067)
        }
        XCTAssertEqual(try database.scalarInteger("SELECT count(*) FROM t"), 1)

        // A transaction inside another is part of it: an error in the inner one ends both.
        XCTAssertThrowsError(
            try database.inTransaction {
                try database.run("INSERT INTO t (n) VALUES (4)")
                try database.inTransaction {
                    try database.run("INSERT INTO t (n) VALUES (5)")
                    try database.run("INSERT INTO t (s) VALUES ('kept')")
                }
            }
        ) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, 2067)
        }
        XCTAssertTrue(database.isInAutocommit)
        XCTAssertEqual(try database.scalarInteger("SELECT count(*) FROM t"), 1)
        try database.inTransaction {
            try database.run("INSERT INTO t (n) VALUES (6)")
            try database.inTransaction { try database.run("INSERT INTO t (n) VALUES (7)") }
        }
        XCTAssertEqual(try database.scalarInteger("SELECT count(*) FROM t"), 3, "the outer commit keeps both")
    }

    /// A view read in one read transaction shows one state of the file: a write committed by
    /// another connection meanwhile is seen only by the next transaction.
    func testAReadTransactionSeesOneStateWhileAnotherConnectionWrites() throws {
        let path = temporaryPath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let reader = try Database(.file(path))
        _ = try reader.query("PRAGMA journal_mode=WAL") { $0.text(0) }
        try reader.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER)")
        try reader.run("INSERT INTO t (n) VALUES (1)")
        let writer = try Database(.file(path))
        let counts = try reader.inReadTransaction { () throws -> [Int64?] in
            let before = try reader.scalarInteger("SELECT count(*) FROM t")
            try writer.run("INSERT INTO t (n) VALUES (2)")
            let after = try reader.inReadTransaction { try reader.scalarInteger("SELECT count(*) FROM t") }
            return [before, after]
        }
        XCTAssertEqual(counts, [1, 1], "the inner read is part of the outer one")
        XCTAssertTrue(reader.isInAutocommit)
        XCTAssertEqual(try reader.scalarInteger("SELECT count(*) FROM t"), 2)

        XCTAssertThrowsError(try reader.inReadTransaction { throw Refused(reason: "read") }) { error in
            XCTAssertEqual(error as? Refused, Refused(reason: "read"))
        }
        XCTAssertTrue(reader.isInAutocommit, "no transaction left open")
    }

    func testACachedStatementIsReusedButNeverResetWhileALoopStepsThroughIt() throws {
        try database.run("INSERT INTO t (n) VALUES (1), (2)")
        let sql = "SELECT n FROM t ORDER BY n"
        let first = try database.prepare(sql)
        XCTAssertTrue(try database.prepare(sql) === first, "a statement not running is taken from the cache")
        XCTAssertTrue(try first.step())
        XCTAssertTrue(first.isRunning)
        let second = try database.prepare(sql)
        XCTAssertFalse(second === first, "the running one gets a fresh statement beside it")
        XCTAssertTrue(try second.step())
        XCTAssertEqual(second.integer(0), 1)
        XCTAssertTrue(try first.step())
        XCTAssertEqual(first.integer(0), 2, "the loop over the cached statement went on where it was")
        XCTAssertFalse(try first.step())
        XCTAssertFalse(first.isRunning, "a finished loop is no longer running")
        XCTAssertTrue(try database.prepare(sql) === first)
    }

    func testAStatementThatFailsIsNoLongerRunning() throws {
        try database.run("INSERT INTO t (n) VALUES (1), (2)")
        // abs() of the smallest integer overflows: the second row fails.
        let sql = "SELECT CASE n WHEN 2 THEN abs(-9223372036854775807 - 1) ELSE n END FROM t"
        let statement = try database.prepare(sql)
        XCTAssertTrue(try statement.step())
        XCTAssertTrue(statement.isRunning)
        XCTAssertThrowsError(try statement.step()) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "integer overflow")
        }
        XCTAssertFalse(statement.isRunning)
        XCTAssertTrue(try database.prepare(sql) === statement)
    }

    func testStatementsAreFinalizedWhenReleased() throws {
        try database.run("INSERT INTO t (n) VALUES (1)")
        let cached = liveStatements(database)
        XCTAssertEqual(cached, 1, "the INSERT, kept in the cache")
        do {
            let running = try database.prepare("SELECT n FROM t")
            XCTAssertTrue(try running.step())
            let beside = try database.prepare("SELECT n FROM t")
            XCTAssertFalse(running === beside)
            XCTAssertEqual(liveStatements(database), cached + 2)
        }
        XCTAssertEqual(liveStatements(database), cached + 1, "the one beside the running one is finalized")
        XCTAssertThrowsError(try database.prepare("SELECT nothing FROM nowhere"))
        XCTAssertEqual(liveStatements(database), cached + 1, "a statement that failed to prepare is not kept")
        let standalone = try Statement(database: database, sql: "SELECT 1")
        XCTAssertEqual(liveStatements(database), cached + 2)
        _ = standalone
    }

    func testCopyIntoAnotherDatabaseTakesEverything() throws {
        try database.run("INSERT INTO t (n, s) VALUES (?, ?)", [.integer(5), .text("copied")])
        let target = try Database(.file(temporaryPath()))
        try target.execute("CREATE TABLE old (x)")
        try database.copy(into: target)
        XCTAssertEqual(try target.query("SELECT n, s FROM t") { [String($0.integer(0)), $0.text(1)] }, [["5", "copied"]])
        XCTAssertEqual(try target.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE name = 'old'"), 0)
    }
}
