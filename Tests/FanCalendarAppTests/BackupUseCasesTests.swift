import FanCalendar
import FanCalendarApp
import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

final class BackupUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testTwoRestoresInTheSameSecondKeepTwoAsideCopies() throws {
        let folder = temporaryFolder().path
        let database = folder + "/fancal.db"
        let store = try StoreWriter(location: .file(database))
        try store.insert(record("original"), now: 0)
        let backup = folder + "/backup.db"
        XCTAssertEqual(try BackupUseCases.backup(to: backup, databasePath: database) { store }, 1)
        try store.insert(record("added later"), now: 0)

        let now: Int64 = 1_795_379_600  // 2026-11-22 20:33:20 UTC
        let first = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        let second = try BackupUseCases.restore(from: backup, databasePath: database, now: now) { store }
        XCTAssertEqual(first.aside, database + ".before-restore-20261122T203320")
        XCTAssertEqual(second.aside, first.aside + "-2", "never the same copy twice")
        XCTAssertEqual(try titles(first.aside), ["original", "added later"], "the first copy is not overwritten")
        XCTAssertEqual(try titles(second.aside), ["original"])
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.title), ["original"])
    }

    func testBackupRefusesTheDatabaseUnderAnotherSpellingBeforeWriting() throws {
        let folder = temporaryFolder().path
        let database = folder + "/fancal.db"
        let store = try StoreWriter(location: .file(database))
        let sameFile = folder + "/../" + (folder as NSString).lastPathComponent + "/fancal.db"
        XCTAssertThrowsError(try BackupUseCases.backup(to: sameFile, databasePath: database) { store }) { error in
            XCTAssertEqual((error as? AppError)?.exitCode, 2)
        }
    }

    private func titles(_ path: String) throws -> [String] {
        try StoreWriter(location: .file(path)).records(matching: RecordFilter()).map(\.title)
    }

    private func record(_ title: String) -> Record {
        Record(uid: UUID().uuidString, date: CivilDate(iso: "2026-01-01")!, title: title, category: .live,
               amount: Money(minorUnits: 100, currency: .jpy))
    }
}
