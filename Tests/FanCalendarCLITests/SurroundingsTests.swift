@testable import FanCalendarStore
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The database in broken surroundings: not SQLite, damaged, newer, locked, read-only, in a
/// folder that cannot exist, on a full disk. Each time: a `fancal:` message, exit 1, and the
/// user's file as it was. (Not-SQLite for list/add and read-only for add are in
/// RecordCommandsTests; the store-level refusals in RecordStoreTests.)
final class SurroundingsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    /// Every writing and reading command, for "refused by all of them".
    private func everyCommand(_ database: String) throws -> [[String]] {
        let calendar = try GeneratedCalendar.write(fancal, events: 3, uidPrefix: "probe")
        let out = fancal.directory.appendingPathComponent("out.ics").path
        let backup = fancal.directory.appendingPathComponent("copy.db").path
        return [
            ["list"], ["show", "1"], ["add", "2026-01-01", "x"], ["edit", "1", "--title", "y"], ["delete", "1"],
            ["import", calendar], ["export", "--out", out], ["backup", backup],
        ].map { $0 + ["--db", database] }
    }

    func testDamagedDatabasesAreRefusedByEveryCommandAndNeverChanged() throws {
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: 200, uidPrefix: "real")])
        let real = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        XCTAssertGreaterThan(real.count, 8192)
        var header = Data("SQLite format 3\u{0}".utf8)
        header.append(Data(repeating: 0xA5, count: 4080))
        let cases: [(String, Data)] = [
            ("text.db", Data("my shopping list\n".utf8)),
            ("binary.db", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })),
            ("bad-header.db", header),
            ("truncated.db", real.prefix(real.count / 2)),
        ]
        for (name, contents) in cases {
            let path = fancal.directory.appendingPathComponent(name).path
            try contents.write(to: URL(fileURLWithPath: path))
            for arguments in try everyCommand(path) {
                let result = fancal.run(arguments)
                XCTAssertEqual(result.exitCode, 1, "\(name): fancal \(arguments): \(result.stdout) \(result.stderr)")
                XCTAssertEqual(result.stdout, "", "\(name): fancal \(arguments)")
                XCTAssertTrue(result.stderr.hasPrefix("fancal: \(path)") || result.stderr.hasPrefix("fancal: database error in \(path)"),
                              "\(name): fancal \(arguments): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("not a fancal database") || result.stderr.contains("malformed"),
                              "\(name): fancal \(arguments): \(result.stderr)")
                XCTAssertEqual(DatabaseProbe.bytes(path), contents, "\(name) was changed by fancal \(arguments)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.directory.appendingPathComponent("out.ics").path))
        }
    }

    func testADatabaseFromANewerFancalIsRefusedNotMigratedDown() throws {
        fancal.succeed(["add", "2026-01-01", "written by fancal 9"])
        let current = try XCTUnwrap(Int(try sqlite3(fancal.databasePath, "PRAGMA user_version;").trimmingCharacters(in: .newlines)))
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA user_version=\(current + 1);"), "")
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        for arguments in try everyCommand(fancal.databasePath) {
            fancal.fail(arguments, exitCode: 1,
                        message: "was written by a newer fancal (schema \(current + 1), this one knows up to \(current)); upgrade fancal — the file was not changed")
        }
        let backup = fancal.directory.appendingPathComponent("newer-backup.db").path
        try before.write(to: URL(fileURLWithPath: backup))
        let other = Fancal()
        other.succeed(["add", "2026-02-02", "current"])
        other.fail(["restore", backup], exitCode: 1, message: "was written by a newer fancal")
        XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before)
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA user_version;"), "\(current + 1)\n")
        XCTAssertTrue(other.succeed(["list"]).contains("current"))
    }

    func testALockHeldTooLongFailsWithAMessageAndAShortOneIsWaitedFor() throws {
        fancal.succeed(["add", "2026-01-01", "existing"])
        let holder = try Database(.file(fancal.databasePath), create: false)
        try holder.execute("BEGIN EXCLUSIVE")
        let short = ["FANCAL_BUSY_TIMEOUT_MS": "300"]
        let calendar = try GeneratedCalendar.write(fancal, events: 5, uidPrefix: "locked")
        for arguments in [["add", "2026-01-02", "blocked"], ["import", calendar], ["edit", "1", "--title", "z"], ["delete", "1"]] {
            var result: Fancal.Result?
            let seconds = elapsedSeconds { result = fancal.run(arguments, environment: short) }
            XCTAssertEqual(result?.exitCode, 1, "fancal \(arguments)")
            XCTAssertEqual(result?.stdout, "")
            XCTAssertEqual(result?.stderr, "fancal: \(fancal.databasePath) is locked by another program for too long; try again when it has finished\n")
            XCTAssertGreaterThanOrEqual(seconds, 0.3, "fancal \(arguments) gave up before the timeout")
        }
        // Readers are not blocked by a writer (WAL).
        XCTAssertTrue(fancal.succeed(["list"]).contains("existing"))
        fancal.fail(["add", "2026-01-02", "x"], exitCode: 2, message: "FANCAL_BUSY_TIMEOUT_MS must be a number",
                    environment: ["FANCAL_BUSY_TIMEOUT_MS": "soon"])

        // With the default timeout a writer waits for a lock released within it, and succeeds.
        let waiting = RunningFancal(fancal, ["add", "2026-01-03", "waited"])
        usleep(700_000)
        try holder.execute("COMMIT")
        let ending = waiting.wait()
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stderr, "")
        let state = try DatabaseProbe.state(of: fancal.databasePath)
        XCTAssertEqual(state.count, 2, "only the waiting add went through")
    }

    func testAFolderThatCannotBeCreatedIsReported() throws {
        let file = fancal.directory.appendingPathComponent("a-file")
        try Data("keep me\n".utf8).write(to: file)
        let inside = file.path + "/sub/fancal.db"
        fancal.fail(["add", "2026-01-01", "x", "--db", inside], exitCode: 1,
                    message: "cannot open \(inside): cannot create folder \(file.path)/sub: Not a directory")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep me\n")
        // A missing folder is created (0700) and the database in it works.
        let nested = fancal.directory.appendingPathComponent("new/deeper/fancal.db").path
        fancal.succeed(["add", "2026-01-01", "x", "--db", nested])
        XCTAssertEqual(try permissions(fancal.directory.appendingPathComponent("new/deeper").path), 0o700)
        XCTAssertEqual(try permissions(nested), 0o600)
    }

    func testReadOnlySurroundingsForAnUnprivilegedUser() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root to drop to an unprivileged user")
        }
        let calendar = try GeneratedCalendar.write(fancal, events: 5, uidPrefix: "ro")
        fancal.succeed(["add", "2026-01-01", "kept"])
        let out = fancal.directory.appendingPathComponent("out.ics").path
        fancal.succeed(["export", "--out", out])
        let exported = try XCTUnwrap(DatabaseProbe.bytes(out))
        for path in [fancal.directory.path, calendar] + ["", "-wal", "-shm"].map({ fancal.databasePath + $0 })
        where FileManager.default.fileExists(atPath: path) {
            try FileManager.default.setAttributes([.posixPermissions: path == fancal.directory.path ? 0o755 : 0o644],
                                                  ofItemAtPath: path)
        }
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        let importing = RunningFancal(fancal, ["import", calendar], launcher: nobody).wait()
        XCTAssertEqual(importing.exitCode, 1)
        XCTAssertEqual(importing.stdout, "")
        XCTAssertEqual(importing.stderr, "fancal: cannot write \(fancal.databasePath): the database or its folder is read-only; check permissions or use --db\n")
        // An export into a folder the user cannot write, from a database the user owns.
        let own = fancal.directory.appendingPathComponent("nobodys").path
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: false)
        fancal.succeed(["add", "2026-02-02", "mine", "--db", own + "/fancal.db"])
        for path in [own, own + "/fancal.db"] {
            XCTAssertEqual(chown(path, 65534, 65534), 0)
        }
        let exporting = RunningFancal(fancal, ["export", "--out", out, "--db", own + "/fancal.db"], launcher: nobody).wait()
        XCTAssertEqual(exporting.exitCode, 1)
        XCTAssertEqual(exporting.stdout, "")
        XCTAssertEqual(exporting.stderr, "fancal: cannot write \(out): Permission denied\n")
        XCTAssertEqual(DatabaseProbe.bytes(out), exported, "the old export is kept")
        let creating = RunningFancal(fancal, ["add", "2026-01-01", "x", "--db", fancal.directory.path + "/sub/new.db"],
                                     launcher: nobody).wait()
        XCTAssertEqual(creating.exitCode, 1)
        XCTAssertEqual(creating.stderr, "fancal: cannot open \(fancal.directory.path)/sub/new.db: cannot create folder \(fancal.directory.path)/sub: Permission denied\n")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 1)
    }

    func testAFullDiskFailsCleanlyAndKeepsWhatWasThere() throws {
        let disk = try mountTinyDisk(kilobytes: 768)
        defer { unmount(disk) }
        let database = disk + "/fancal.db"
        fancal.succeed(["add", "2026-01-01", "precious", "--db", database])
        let big = try GeneratedCalendar.write(fancal, events: 5_000, uidPrefix: "too-many")
        fancal.fail(["import", big, "--db", database], exitCode: 1,
                    message: "cannot write \(database): the disk is full; nothing was changed — free some space and try again")
        let state = try DatabaseProbe.state(of: database)
        XCTAssertEqual(state.integrity, ["ok"])
        XCTAssertEqual(state.count, 1, "the import was rolled back whole")
        fancal.succeed(["add", "2026-01-02", "small enough", "--db", database])

        // An export that does not fit leaves the previous file and no temporary file behind.
        let out = disk + "/calendar.ics"
        fancal.succeed(["export", "--out", out, "--db", database])
        let previous = try XCTUnwrap(DatabaseProbe.bytes(out))
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: 3_000, uidPrefix: "export")])
        fancal.fail(["export", "--out", out], exitCode: 1,
                    message: "cannot write \(out): No space left on device; the file was left as it was")
        XCTAssertEqual(DatabaseProbe.bytes(out), previous)
        // A backup that does not fit says so and leaves nothing half-written.
        fancal.fail(["backup", disk + "/backup.db"], exitCode: 1, message: "the disk is full")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk).sorted(), ["calendar.ics", "fancal.db"])
    }

    // MARK: - Helpers

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func mountTinyDisk(kilobytes: Int) throws -> String {
        try TinyDisk.mount(at: fancal.directory.appendingPathComponent("tiny-disk").path, kilobytes: kilobytes)
    }

    private func unmount(_ path: String) { TinyDisk.unmount(path) }

}
