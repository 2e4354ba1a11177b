import FanCalendar
@testable import FanCalendarStore
import Foundation
import XCTest

/// Store-side probes of issue #12 that need no process: the statement cache, the bound on totals.
final class TrustStoreTests: XCTestCase {
    func testAQueryRunFromInsideTheRowsOfTheSameQueryDoesNotRestartIt() throws {
        let database = try Database(.memory)
        try database.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);")
        var outer: [Int64] = []
        _ = try database.query("SELECT x FROM t ORDER BY x") { row in
            outer.append(row.integer(0))
            // Resetting the cached statement here restarted the outer loop: 1, 1, 1, … forever.
            if outer.count > 10 { throw SQLiteError(code: 1, message: "the outer loop restarted", sql: nil) }
            let inner = try database.query("SELECT x FROM t ORDER BY x") { $0.integer(0) }
            XCTAssertEqual(inner, [1, 2, 3])
        }
        XCTAssertEqual(outer, [1, 2, 3])
        // Once the loop is over, the cached statement is used again.
        XCTAssertEqual(try database.query("SELECT x FROM t ORDER BY x") { $0.integer(0) }, [1, 2, 3])
    }

    func testAChangeThatWouldPassTheMaximumTotalIsRefusedAndNothingChanges() throws {
        let store = try StoreWriter(location: .memory)
        // The check sums as a float: exact to a part in 10^15, far inside the room left below Int64.max.
        let half = RecordLimits.maximumTotal / 2 + RecordLimits.maximumTotal / 1000
        let first = try store.insert(record(amount: half), now: 0)
        XCTAssertThrowsError(try store.insert(record(amount: half), now: 0)) { error in
            guard case StoreError.totalTooLarge(_, "JPY") = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try store.count(), 1)
        var grown = first
        grown.amount = Money(minorUnits: RecordLimits.maximumTotal + half, currency: .jpy)
        XCTAssertThrowsError(try store.update(grown, now: 0))
        XCTAssertEqual(try store.record(id: first.id)?.amount.minorUnits, half)
        // Currencies are bounded apart; an import is checked at the end of its transaction.
        try store.insert(record(amount: half, currency: Currency(code: "USD")!), now: 0)
        XCTAssertThrowsError(
            try store.transaction {
                for index in 0..<3 {
                    var imported = record(amount: half / 2, currency: Currency(code: "USD")!)
                    imported.uid = "imported-\(index)"
                    _ = try store.store(imported: imported, lastModified: nil, now: 0)
                }
            })
        XCTAssertEqual(try store.count(), 2)
        XCTAssertEqual(
            try store.spendingTotals(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2026-12-31")!)
                .map(\.amount.minorUnits).sorted(), [half, half])
    }

    /// Restore reads the backup once: what was checked is what is restored, even when the file
    /// is rewritten (here: with another program's trigger-laden database) between the check
    /// and the copy; the restore also holds the backup's password command until confirmed.
    func testTheCheckedCopyIsWhatARestoreWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let backupPath = folder + "/backup.db"
        do {
            let source = try StoreWriter(location: .file(folder + "/source.db"))
            try source.insert(record(amount: 500), now: 0)
            try source.saveSyncAccount(SyncAccount(calendarURL: "http://127.0.0.1/cal/", user: "alice", passwordCommand: "echo secret"))
            try source.backup(to: backupPath)
        }
        let database = folder + "/fancal.db"
        let store = try StoreWriter(location: .file(database))
        let candidate = try RecordStore.openBackup(at: backupPath, copyingBeside: database)
        XCTAssertEqual(candidate.count, 1)
        // The file named is replaced by something that would never pass the check.
        try Data("SQLite format 3\u{0}not a database at all".utf8).write(to: URL(fileURLWithPath: backupPath))
        _ = try store.restore(from: candidate, keepingCurrentAt: database + ".aside", noting: 0)
        XCTAssertEqual(try store.count(), 1)
        let account = try XCTUnwrap(try store.syncAccount())
        XCTAssertEqual(account.passwordCommand, "echo secret")
        XCTAssertFalse(account.passwordCommandConfirmed)
        withExtendedLifetime(candidate) {}
    }

    private func record(amount: Int64, currency: Currency = .jpy) -> Record {
        Record(uid: UUID().uuidString, date: CivilDate(iso: "2026-01-01")!, title: "t", category: .live,
               amount: Money(minorUnits: amount, currency: currency))
    }
}
