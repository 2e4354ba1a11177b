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

    func testBackupsTakenWhileOthersWriteAreConsistentSnapshots() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "base"])
        let files = try (1...6).map { try GeneratedCalendar.write(fancal, events: 400, uidPrefix: "writer\($0)") }
        let writers = files.map { RunningFancal(fancal, ["import", $0]) }
        var counts: [Int] = []
        for round in 0..<6 {
            let backup = fancal.directory.appendingPathComponent("during-\(round).db").path
            let output = fancal.succeed(["backup", backup])
            XCTAssertTrue(output.hasSuffix(" → \(backup)\n"), output)
            let state = try DatabaseProbe.state(of: backup)
            XCTAssertEqual(state.integrity, ["ok"], "backup \(round)")
            for prefix in (1...6).map({ "writer\($0)-" }) {
                let stored = state.uids.filter { $0.hasPrefix(prefix) }.count
                XCTAssertTrue(stored == 0 || stored == 400, "backup \(round) holds \(stored) of \(prefix): half an import")
            }
            counts.append(state.count)
            // Each backup is a valid restore source: a fancal database of a known schema.
            let restoredInto = Fancal()
            XCTAssertTrue(restoredInto.succeed(["restore", backup]).hasPrefix(state.count == 1 ? "1 record ← " : "\(state.count) records ← "))
            XCTAssertEqual(try DatabaseProbe.state(of: restoredInto.databasePath).count, state.count)
        }
        for writer in writers {
            let ending = writer.wait()
            XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        }
        XCTAssertEqual(counts, counts.sorted(), "later backups never hold less")
        let final = fancal.directory.appendingPathComponent("after.db").path
        fancal.succeed(["backup", final])
        XCTAssertEqual(try DatabaseProbe.state(of: final).count, 1 + 6 * 400)
        XCTAssertEqual(try sqlite3(final, "PRAGMA journal_mode;"), "delete\n", "a backup is one self-contained file")
    }

    func testRestoreRefusesForeignNewerAndDamagedFilesAndChangesNothing() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "precious"])
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))

        let foreign = fancal.directory.appendingPathComponent("foreign.db").path
        XCTAssertEqual(try sqlite3(foreign, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x');"), "")
        fancal.fail(["restore", foreign], exitCode: 1, message: "is an SQLite database of another program, not a fancal backup; name a file `fancal backup` wrote; nothing was changed")

        let source = Fancal()
        source.succeed(["import", try GeneratedCalendar.write(source, events: 300, uidPrefix: "source")])
        let good = source.directory.appendingPathComponent("good.db").path
        source.succeed(["backup", good])
        let goodBytes = try XCTUnwrap(DatabaseProbe.bytes(good))

        let newer = fancal.directory.appendingPathComponent("newer.db").path
        try goodBytes.write(to: URL(fileURLWithPath: newer))
        XCTAssertEqual(try sqlite3(newer, "PRAGMA user_version=999;"), "")
        fancal.fail(["restore", newer], exitCode: 1, message: "was written by a newer fancal (schema 999")

        let truncated = fancal.directory.appendingPathComponent("truncated.db").path
        try goodBytes.prefix(goodBytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        fancal.fail(["restore", truncated], exitCode: 1, message: "is not a fancal database")

        var flipped = goodBytes
        for offset in stride(from: 4096 + 100, to: flipped.count, by: 4096) { flipped[offset] ^= 0xFF }
        let corrupt = fancal.directory.appendingPathComponent("corrupt.db").path
        try flipped.write(to: URL(fileURLWithPath: corrupt))
        fancal.fail(["restore", corrupt], exitCode: 1, message: "is not a fancal database")

        XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before, "a refused restore changes nothing")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path)
            .filter { $0.contains("before-restore") }
        XCTAssertEqual(leftovers, [], "nothing set aside when nothing was restored")
        XCTAssertTrue(fancal.succeed(["restore", good]).hasPrefix("300 records ← \(good)\n"))
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 300)
    }
}
