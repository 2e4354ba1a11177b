import Foundation
import TestSupport
import XCTest

final class BackupCommandsTests: XCTestCase {
    func testBackupAndRestoreKeepTheOldDatabaseAside() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "kept", "-a", "100"])
        let backup = fancal.directory.appendingPathComponent("backup.db").path
        XCTAssertEqual(fancal.succeed(["backup", backup]), "1 record → \(backup)\n")
        let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)

        fancal.succeed(["add", "2026-01-02", "added after the backup"])
        let output = fancal.succeed(["restore", backup])
        XCTAssertTrue(output.hasPrefix("1 record ← \(backup)\n"), output)
        let aside = String(output.split(separator: "\n")[1])
        XCTAssertTrue(aside.hasPrefix(fancal.databasePath + ".before-restore-"), aside)
        XCTAssertFalse(fancal.succeed(["list"]).contains("added after the backup"))
        XCTAssertTrue(fancal.succeed(["list", "--db", aside]).contains("added after the backup"))
    }

    func testRestoreRefusesBadFilesAndChangesNothing() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "precious"])
        let garbage = fancal.directory.appendingPathComponent("garbage.db")
        try Data("not a database".utf8).write(to: garbage)
        fancal.fail(["restore", garbage.path], exitCode: 1, message: "is not a fancal database")
        fancal.fail(["restore", fancal.directory.appendingPathComponent("missing.db").path], exitCode: 1,
                    message: "No such file")
        XCTAssertTrue(fancal.succeed(["list"]).contains("precious"))
        fancal.fail(["backup", fancal.databasePath], exitCode: 2, message: "is the database itself")
        let empty = Fancal()
        empty.fail(["backup", empty.directory.appendingPathComponent("b.db").path], exitCode: 1,
                   message: "there is no database")
    }
}
