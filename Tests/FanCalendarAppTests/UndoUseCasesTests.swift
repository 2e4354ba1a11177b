import FanCalendar
import FanCalendarApp
import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import XCTest

/// `UndoUseCases.undoLast` taking back a restore: the database it replaced comes back whole.
final class UndoUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    var folder = ""
    var database = ""
    var store: StoreWriter!
    let now: Int64 = 1_795_379_600  // 2026-11-22 20:33:20 UTC

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-undo-\(UUID().uuidString)").path
        database = folder + "/fancal.db"
        store = try StoreWriter(location: .file(database))
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// A backup holding "backed up", then "added later" beside it in the live database.
    private func backupThenAdd() throws -> String {
        try RecordStore.insertAsChange(store, record("backed up"))
        let backup = folder + "/backup.db"
        _ = try BackupUseCases.backup(to: backup, databasePath: database) { store }
        try RecordStore.insertAsChange(store, record("added later"))
        return backup
    }

    func testUndoAfterRestoreBringsBackTheReplacedDatabaseAndKeepsTheRestoredOne() throws {
        let backup = try backupThenAdd()
        let restored = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        XCTAssertEqual(try titles(), ["backed up"])
        let restore = try XCTUnwrap(store.changes().first)
        XCTAssertEqual(restore.kind, .restore)
        XCTAssertEqual(restore.file, restored.aside, "the log names the copy undo brings back")

        let undone = try UndoUseCases.undoLast(store: store, databasePath: database, now: now + 60)
        XCTAssertEqual(undone.change, restore)
        XCTAssertEqual(undone.aside, database + ".before-undo-20261122T203420")
        XCTAssertEqual(try titles(), ["backed up", "added later"], "the database as it was before the restore")
        XCTAssertFalse(try store.changes().contains { $0.kind == .restore }, "the log is the replaced database's own")
        XCTAssertEqual(
            try StoreWriter(location: .file(try XCTUnwrap(undone.aside))).records(matching: RecordFilter()).map(\.title),
            ["backed up"], "what was restored is kept, not lost")

        // The next undo goes on with the replaced database's own changes.
        let next = try UndoUseCases.undoLast(store: store, databasePath: database, now: now + 120)
        XCTAssertEqual(next.change.kind, .add)
        XCTAssertNil(next.aside)
        XCTAssertEqual(try titles(), ["backed up"])
    }

    func testChangesAfterARestoreAreTakenBackBeforeIt() throws {
        let backup = try backupThenAdd()
        _ = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        try RecordStore.insertAsChange(store, record("after the restore"))

        XCTAssertEqual(try UndoUseCases.undoLast(store: store, databasePath: database, now: now).change.kind, .add)
        XCTAssertEqual(try titles(), ["backed up"])
        XCTAssertEqual(try UndoUseCases.undoLast(store: store, databasePath: database, now: now).change.kind, .restore)
        XCTAssertEqual(try titles(), ["backed up", "added later"])
    }

    func testARestoreWhoseAsideCopyIsGoneIsRefusedChangingNothing() throws {
        let backup = try backupThenAdd()
        let restored = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        try FileManager.default.removeItem(atPath: restored.aside)

        XCTAssertThrowsError(try UndoUseCases.undoLast(store: store, databasePath: database, now: now)) { error in
            let error = error as? AppError
            XCTAssertEqual(error?.exitCode, 1)
            XCTAssertEqual(
                error?.message.en,
                "the restore cannot be undone: the database it replaced was kept at \(restored.aside), which is gone; nothing was changed")
        }
        XCTAssertEqual(try titles(), ["backed up"])
        XCTAssertEqual(try store.changes().first.map { [$0.kind, $0.undone] as [AnyHashable] }, [Change.Kind.restore, false])
    }

    func testAnAsideCopyThatIsNotADatabaseIsRefusedChangingNothing() throws {
        let backup = try backupThenAdd()
        let restored = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        try "not a database".write(toFile: restored.aside, atomically: false, encoding: .utf8)

        XCTAssertThrowsError(try UndoUseCases.undoLast(store: store, databasePath: database, now: now))
        XCTAssertEqual(try titles(), ["backed up"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + ".before-undo-20261122T203320"))
    }

    /// `undo --list`'s statuses: the latest open change is next; older ones wait for it, or are
    /// blocked by a newer change undo cannot take back; an edit names the fields it changed.
    func testRecentChangesSayWhetherUndoCanTakeEachBack() throws {
        try RecordStore.insertAsChange(store, record("first"))
        try store.recordingChange(.edit, now: 0) {
            var edited = try XCTUnwrap(store.record(id: 1))
            (edited.venue, edited.amount, edited.sequence) = ("Dome", Money(minorUnits: 900, currency: .jpy), 1)
            try store.update(edited, now: 0)
        }
        var recent = try UndoUseCases.recent(store: store)
        XCTAssertEqual(recent.map(\.status), [.next, .afterNewer])
        XCTAssertEqual(recent[0].updated, [ChangedRecord(id: 1, title: "first", fields: [.venue, .amount])])
        XCTAssertEqual(recent[1].added, [ChangedRecord(id: 1, title: "first")])
        try store.recordingChange(.budget, subject: "set", now: 0) {}
        recent = try UndoUseCases.recent(store: store)
        let budget = recent[0].change
        XCTAssertEqual(recent.map(\.status), [.notUndoable, .blocked(by: budget), .blocked(by: budget)])
        XCTAssertEqual(try UndoUseCases.recent(store: StoreWriter.empty()), [])
    }

    private func titles() throws -> [String] {
        try store.records(matching: RecordFilter()).map(\.title)
    }

    private func record(_ title: String) -> Record {
        Record(uid: UUID().uuidString, date: CivilDate(iso: "2026-01-01")!, title: title, category: .live,
               amount: Money(minorUnits: 100, currency: .jpy))
    }
}

extension RecordStore {
    /// Inserts `record` as `fancal add` does: as a change `undo` can take back.
    fileprivate static func insertAsChange(_ store: StoreWriter, _ record: Record) throws {
        try store.recordingChange(.add, now: 0) { _ = try store.insert(record, now: 0) }
    }
}
