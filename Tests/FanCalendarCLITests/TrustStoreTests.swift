import FanCalendarCLI
@testable import FanCalendarStore
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The store, backup/restore and file-writing probes of issue #12, each as it was reproduced:
/// every one failed before the fix. Docs/reliability.md lists them.
final class TrustStoreTests: XCTestCase {
    private let fancal = Fancal()

    // MARK: - Restore accepts only fancal's own schema, checked on a copy

    func testRestoreRefusesABackupCarryingItsOwnTriggerOrViewAndChangesNothing() throws {
        fancal.succeed(["add", "2026-01-01", "precious"])
        fancal.succeed(["add", "2026-01-02", "also precious"])
        let good = path("good.db")
        fancal.succeed(["backup", good])
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        let hostile = [
            "CREATE TRIGGER zz AFTER INSERT ON records BEGIN DELETE FROM records WHERE id <> NEW.id; END;",
            "CREATE VIEW v AS SELECT * FROM records;",
            "CREATE TABLE extra (x);",
            "CREATE INDEX extra_index ON records (title);",
            "DROP TRIGGER records_add_to_day_totals;",
        ]
        for (index, sql) in hostile.enumerated() {
            let evil = path("evil-\(index).bak")
            try FileManager.default.copyItem(atPath: good, toPath: evil)
            XCTAssertEqual(try sqlite3(evil, sql), "", sql)
            fancal.fail(["restore", evil], exitCode: 1, message: "holds tables, triggers or views fancal did not create")
            XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before, sql)
        }
        XCTAssertEqual(try asideCopies(), [], "nothing set aside when nothing was restored")
        // The probe of the issue: with the trigger restored, one add deleted every other record.
        fancal.succeed(["add", "2026-01-03", "third"])
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 3)
    }

    func testAFailedRestoreLeavesTheDatabaseByteIdentical() throws {
        fancal.succeed(["add", "2026-01-01", "precious"])
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        // fancal's mark on a `records` table of the wrong shape, at each schema version.
        for version in 0...2 {
            let wrong = path("wrong-\(version).db")
            XCTAssertEqual(
                try sqlite3(wrong, """
                    CREATE TABLE records (id INTEGER PRIMARY KEY, title TEXT);
                    PRAGMA application_id=\(Schema.applicationID); PRAGMA user_version=\(version);
                    """), "")
            fancal.fail(["restore", wrong], exitCode: 1, message: "is not a database of this fancal")
            XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before, "version \(version)")
        }
        // A version 1 backup of exactly fancal's schema whose migration fails (the amounts
        // overflow the new day_totals): found on the copy, never on the database.
        let old = path("old.db")
        let raw = try Database(.file(old))
        try raw.execute(Schema.migrations[0])
        try raw.execute(
            """
            INSERT INTO records (uid, day, title, category, amount_minor, currency, created, updated) VALUES
                ('a', 20260101, 'a', 0, 6000000000000000000, 'JPY', 0, 0),
                ('b', 20260101, 'b', 0, 6000000000000000000, 'JPY', 0, 0);
            PRAGMA application_id=\(Schema.applicationID); PRAGMA user_version=1;
            """)
        fancal.fail(["restore", old], exitCode: 1, message: "integer overflow")
        XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before)
        XCTAssertEqual(try asideCopies(), [])
        XCTAssertTrue(fancal.succeed(["list"]).contains("precious"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path)
            .filter { $0.contains("fancal-tmp") }
        XCTAssertEqual(leftovers, [], "the copy restore worked on is removed")
    }

    func testRestoreOfAnEmptyFileOrADeviceSaysItIsNotAFancalDatabase() throws {
        fancal.succeed(["add", "2026-01-01", "precious"])
        let empty = path("empty.db")
        XCTAssertTrue(FileManager.default.createFile(atPath: empty, contents: Data()))
        for source in [try device("zero", minor: 5), try device("null", minor: 3), empty] {
            let result = fancal.run(["restore", source])
            XCTAssertEqual(result.exitCode, 1, source)
            XCTAssertEqual(result.stderr, "fancal: \(source) is not a fancal database (not SQLite, or damaged); check --db / FANCAL_DB, or restore a backup\n")
        }
    }

    // MARK: - backup never writes onto the database

    func testBackupOntoTheDatabaseUnderAnotherSpellingIsRefused() throws {
        fancal.succeed(["add", "2026-01-01", "precious"])
        let folder = fancal.directory.path
        let link = path("link.db")
        XCTAssertEqual(symlink(fancal.databasePath, link), 0)
        let spellings = [
            folder + "/./fancal.db", folder + "/../" + fancal.directory.lastPathComponent + "/fancal.db",
            folder + "//fancal.db", link, fancal.databasePath + "-wal", fancal.databasePath + "-journal",
        ]
        for target in spellings {
            fancal.fail(["backup", target], exitCode: 2, message: "backup: FILE is the database itself; choose another path")
        }
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA journal_mode;"), "wal\n")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath + "-journal"))
    }

    func testBackupRefusesADeviceOrFIFO() throws {
        fancal.succeed(["add", "2026-01-01", "x"])
        let fifo = path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let null = try device("null", minor: 3)
        for target in [null, fifo] {
            fancal.fail(["backup", target], exitCode: 2, message: "is not a regular file")
        }
        XCTAssertEqual(try fileType(fifo), S_IFIFO)
        XCTAssertEqual(try fileType(null), S_IFCHR)
    }

    /// A link is followed to a regular file, which is replaced while the link stays; a link to
    /// `/proc/self/fd/1` (what `/dev/stdout` is), to a device or to nothing is refused.
    func testBackupThroughALinkWritesItsFileAndNeverReplacesTheLink() throws {
        fancal.succeed(["add", "2026-01-01", "x"])
        let real = path("real.db")
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        let link = path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        fancal.succeed(["backup", link])
        XCTAssertEqual(try fileType(link, following: false), S_IFLNK)
        XCTAssertEqual(try sqlite3(real, "SELECT count(*) FROM records;"), "1\n")

        let null = try device("null", minor: 3)
        for (name, destination) in [("stdout", "/proc/self/fd/1"), ("dev", null), ("dangling", path("nowhere.db"))] {
            let link = path("\(name).link")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
            let result = fancal.run(["backup", link])
            XCTAssertEqual(result.exitCode, 2, name)
            XCTAssertEqual(result.stderr, "fancal: backup: \(link) is not a regular file (a device, FIFO or folder, or a link to one or to nothing); choose a file path\n")
            XCTAssertEqual(try fileType(link, following: false), S_IFLNK, name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("nowhere.db")))
    }

    /// A calendar is never written onto a terminal (it carries feeds' and servers' bytes as they
    /// came); a pipe or file gets it as before.
    func testExportRefusesATerminal() throws {
        fancal.succeed(["add", "2026-01-01", "x"])
        let stdout = StringSink()
        let stderr = StringSink()
        let code = FanCalendarCLI.run(
            arguments: ["export"], environment: fancal.environment, stdout: stdout, stderr: stderr, stdoutIsTerminal: true)
        XCTAssertEqual(code, 2)
        XCTAssertEqual(stdout.text, "")
        XCTAssertEqual(stderr.text, "fancal: export writes a calendar file, not text for a terminal; give --out FILE, or redirect it (fancal export > calendar.ics)\n")
        XCTAssertTrue(fancal.succeed(["export"]).hasPrefix("BEGIN:VCALENDAR"))
    }

    // MARK: - --out: special files in place, unguessable temporary files, private modes

    func testOutWritesDevicesInPlaceAndNeverReplacesThem() throws {
        fancal.succeed(["add", "2026-01-01", "x", "-a", "100"])
        // Devices of the test's own, like /dev/null and /dev/full: the fancal that failed this
        // test replaced them with regular files.
        let null = try device("null", minor: 3)
        let full = try device("full", minor: 7)
        fancal.succeed(["export", "--out", null])
        fancal.succeed(["chart", "--year", "2026", "--out", null])
        XCTAssertEqual(try fileType(null), S_IFCHR)
        let result = fancal.run(["export", "--out", full])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "fancal: cannot write \(full): No space left on device\n")
        XCTAssertEqual(try fileType(full), S_IFCHR)
    }

    func testOutThroughALinkToAnOpenFileWritesThatFile() throws {
        fancal.succeed(["add", "2026-01-01", "through the link"])
        // A link of our own like /dev/stdout (→ /proc/self/fd/1): replacing it would lose the output.
        let link = path("stdout-link")
        XCTAssertEqual(symlink("/proc/self/fd/1", link), 0)
        let ending = RunningFancal(fancal, ["export", "--out", link]).wait()
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertTrue(ending.stdout.contains("SUMMARY:through the link"), ending.stdout)
        XCTAssertEqual(try fileType(link, following: false), S_IFLNK, "the link is left in place")
    }

    func testOutIntoAFIFOWritesItInPlace() throws {
        fancal.succeed(["add", "2026-01-01", "piped"])
        let fifo = path("calendar.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Opened without waiting for a writer, read until the writer has come and gone (or 20 s).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let writer = RunningFancal(fancal, ["export", "--out", fifo])
        var read: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(reader, $0.baseAddress, $0.count) }
            if count > 0 {
                read += buffer[..<count]
            } else if count == 0 && !read.isEmpty {
                break
            } else {
                usleep(10_000)
            }
        }
        XCTAssertEqual(writer.wait(timeout: 30).exitCode, 0)
        XCTAssertTrue(String(decoding: read, as: UTF8.self).contains("SUMMARY:piped"))
        XCTAssertEqual(try fileType(fifo), S_IFIFO)
    }

    func testOutNeverWritesThroughALinkPlantedAtATemporaryName() throws {
        fancal.succeed(["add", "2026-01-01", "x"])
        let victim = path("victim")
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: victim))
        // The old name was `.NAME.fancal-PID.tmp`: plant links at the next few hundred pids.
        let lastPID = Int(try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        for pid in lastPID + 1...lastPID + 400 {
            _ = symlink(victim, path(".out.ics.fancal-\(pid).tmp"))
        }
        fancal.succeed(["export", "--out", path("out.ics")])
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep me\n")
        XCTAssertTrue(try String(contentsOfFile: path("out.ics"), encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    /// Issue 29: every file fancal wrote was 0600 whatever the umask, so an .ics to serve or a
    /// page to share needed chmod. Files made to share follow the umask, as `cp` and a shell's
    /// `>` do (0644 under 022, 0600 under 077); backups and the database stay 0600
    /// (`PrivacyTests`); a replaced file keeps its mode.
    func testSharedFilesFollowTheUmaskAndAReplacedFileKeepsItsMode() throws {
        fancal.succeed(["add", "2026-01-01", "x", "-a", "100", "--artist", "AOI"])
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei", "--me", "Aoi"])
        for (mask, expected) in [(mode_t(0o022), 0o644), (mode_t(0o077), 0o600), (mode_t(0o002), 0o664)] {
            let previous = umask(mask)
            defer { umask(previous) }
            let files = [
                ("export", ["export", "--out"], "ics"), ("chart", ["chart", "--year", "2026", "--out"], "svg"),
                ("wrapped", ["wrapped", "2026", "--out"], "html"), ("trip", ["trip", "export", "Osaka", "--out"], "json"),
            ]
            for (name, command, ending) in files {
                let file = path("\(name)-\(mask).\(ending)")
                fancal.succeed(command + [file])
                XCTAssertEqual(try mode(file), expected, "\(command) under umask \(String(mask, radix: 8))")
            }
            let backup = path("backup-\(mask).db")
            fancal.succeed(["backup", backup])
            XCTAssertEqual(try mode(backup), 0o600, "a backup stays private")
        }
        let out = path("replaced.ics")
        fancal.succeed(["export", "--out", out])
        XCTAssertEqual(chmod(out, 0o640), 0)
        fancal.succeed(["export", "--out", out])
        XCTAssertEqual(try mode(out), 0o640, "re-exporting keeps the file's mode")
    }

    // MARK: - Reading: an error, never an empty answer; works on a full disk

    func testADatabaseInAFolderTheUserCannotSearchIsAnErrorNotAnEmptyResult() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root to drop to an unprivileged user")
        }
        let locked = path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        fancal.succeed(["add", "2026-01-01", "hidden", "--db", locked + "/fancal.db"])
        XCTAssertEqual(chmod(fancal.directory.path, 0o755), 0)
        XCTAssertEqual(chmod(locked, 0o700), 0)
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        for command in [["list"], ["export"], ["summary", "--year", "2026"]] {
            let ending = RunningFancal(fancal, command + ["--db", locked + "/fancal.db"], launcher: nobody).wait()
            XCTAssertEqual(ending.exitCode, 1, "\(command)")
            XCTAssertEqual(ending.stdout, "")
            XCTAssertEqual(ending.stderr, "fancal: cannot open \(locked)/fancal.db: Permission denied\n")
        }
    }

    func testReadingWorksOnAFullDiskAndABackupThatDoesNotFitLeavesNothing() throws {
        let disk = try mountTinyDisk(kilobytes: 512)
        defer { unmount(disk) }
        let database = disk + "/fancal.db"
        fancal.succeed(["add", "2026-01-01", "get me out", "--db", database])
        fill(disk)
        XCTAssertTrue(fancal.succeed(["list", "--db", database]).contains("get me out"))
        XCTAssertTrue(fancal.succeed(["export", "--db", database]).contains("SUMMARY:get me out"))
        fancal.succeed(["month", "2026-01", "--db", database])
        fancal.fail(["backup", disk + "/backup.db", "--db", database], exitCode: 1, message: "the disk is full")
        let left = try FileManager.default.contentsOfDirectory(atPath: disk).filter { $0.hasPrefix("backup") }
        XCTAssertEqual(left, [], "no copy, no -wal or -shm of one")
        // The backup that fits elsewhere is whole.
        let elsewhere = path("backup.db")
        fancal.succeed(["backup", elsewhere, "--db", database])
        XCTAssertEqual(try DatabaseProbe.state(of: elsewhere).count, 1)
    }

    // MARK: - First use, odd paths, messages

    func testThreeProcessesOpeningANewDatabaseAtOnceAllSucceed() throws {
        for round in 0..<25 {
            let database = path("new-\(round)/fancal.db")
            let runs = (0..<3).map { index in
                RunningFancal(fancal, ["add", "2026-01-0\(index + 1)", "first use \(index)", "--db", database])
            }
            for run in runs {
                let ending = run.wait(timeout: 60)
                XCTAssertEqual(ending.exitCode, 0, "round \(round): \(ending.stderr)")
                XCTAssertEqual(ending.stderr, "")
            }
            XCTAssertEqual(try DatabaseProbe.state(of: database).count, 3, "round \(round)")
        }
    }

    func testTheSetUpLockIsWaitedForOnlyAsLongAsTheBusyTimeout() throws {
        let folder = path("locked-setup")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let held = open(folder, O_RDONLY | O_DIRECTORY)
        XCTAssertEqual(flock(held, LOCK_EX), 0)
        fancal.fail(["add", "2026-01-01", "x", "--db", folder + "/fancal.db"], exitCode: 1,
                    message: "is locked by another program for too long", environment: ["FANCAL_BUSY_TIMEOUT_MS": "300"])
        close(held)
        fancal.succeed(["add", "2026-01-01", "x", "--db", folder + "/fancal.db"])
        XCTAssertEqual(try DatabaseProbe.state(of: folder + "/fancal.db").count, 1)
    }

    func testADeviceAsTheDatabaseIsRefusedAndNothingIsCreatedBesideIt() throws {
        let null = try device("null", minor: 3)
        for command in [["list"], ["add", "2026-01-01", "x"], ["export"]] {
            let result = fancal.run(command + ["--db", null])
            XCTAssertEqual(result.exitCode, 1, "\(command)")
            XCTAssertEqual(result.stderr, "fancal: \(null) is not a regular file (a device, FIFO or folder); point --db / FANCAL_DB at a database file\n")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path), ["null"],
                       "no -journal or -wal beside the device")
        XCTAssertEqual(try fileType(null), S_IFCHR)
    }

    func testAnSQLiteErrorIsOneLineWithoutTheStatement() throws {
        // fancal's marks on tables of another shape: the multi-line INSERT fails to prepare.
        XCTAssertEqual(
            try sqlite3(fancal.databasePath, """
                CREATE TABLE records (id INTEGER PRIMARY KEY, uid TEXT);
                PRAGMA application_id=\(Schema.applicationID); PRAGMA user_version=\(Schema.currentVersion);
                """), "")
        let result = fancal.run(["add", "2026-01-01", "x"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: database error in \(fancal.databasePath): "), result.stderr)
        XCTAssertFalse(result.stderr.contains("INSERT"), result.stderr)
    }

    // MARK: - Totals never overflow

    func testAnImportWhoseAmountsWouldOverflowTheTotalsIsRefusedWhole() throws {
        fancal.succeed(["add", "2026-01-01", "kept", "-a", "100"])
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        for index in 0..<10_000 {
            text += "BEGIN:VEVENT\r\nUID:huge-\(index)\r\nDTSTART;VALUE=DATE:20260102\r\nSUMMARY:huge\r\n"
            text += "X-FANCAL-AMOUNT:1000000000000000\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        let file = path("huge.ics")
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        fancal.fail(["import", file], exitCode: 1,
                    message: "the JPY amounts would add up to more than fancal can total (10^18 minor units); nothing was changed")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 1)
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT typeof(amount_minor), amount_minor FROM day_totals;"), "integer|100\n")
        for command in [["list"], ["summary", "--year", "2026"], ["month", "2026-01"]] {
            fancal.succeed(command)
        }
    }

    func testAStoreThatAlreadyHoldsHugeAmountsStillOpensAndLists() throws {
        fancal.succeed(["add", "2026-01-01", "small", "-a", "100"])
        // As an older fancal let them in: ten records of 10^18 on one day.
        var sql = ""
        for index in 0..<10 {
            sql += "INSERT INTO records (uid, day, title, category, amount_minor, currency, created, updated) "
            sql += "VALUES ('huge-\(index)', 20260102, 'huge', 0, 1000000000000000000, 'JPY', 0, 0);"
        }
        XCTAssertEqual(try sqlite3(fancal.databasePath, sql), "")
        let list = fancal.succeed(["list"])
        XCTAssertEqual(list.components(separatedBy: "huge").count - 1, 10, list)
        fancal.succeed(["list", "--format", "json"])
        fancal.succeed(["month", "2026-01"])
        fancal.succeed(["export"])
        for command in [["summary", "--year", "2026"], ["chart", "--year", "2026", "--out", "-"]] {
            fancal.fail(command, exitCode: 1, message: "the JPY amounts in \(fancal.databasePath) add up to more than fancal can total")
        }
        // Deleting the records brings the store back within its bounds.
        let ids = (2...11).map(String.init)
        fancal.succeed(["delete", "--yes"] + ids)
        XCTAssertTrue(fancal.succeed(["summary", "--year", "2026"]).contains("100"))
    }

    // MARK: - Helpers

    private func path(_ name: String) -> String { fancal.directory.appendingPathComponent(name).path }

    /// A character device of the memory driver (major 1: 3 is null, 7 full, 5 zero) in the
    /// test's folder: a fancal that replaced its target never touches the system's own.
    private func device(_ name: String, minor: UInt32) throws -> String {
        let node = path(name)
        // Linux's dev_t for a major and minor below 256 (glibc's makedev is a macro).
        guard mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
            throw XCTSkip("cannot make a device node here (needs root)")
        }
        return node
    }

    private func asideCopies() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path).filter { $0.contains("before-restore") }
    }

    private func fileType(_ path: String, following: Bool = true) throws -> mode_t {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        return status.st_mode & S_IFMT
    }

    private func mode(_ path: String) throws -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return Int(status.st_mode & 0o7777)
    }

    private func mountTinyDisk(kilobytes: Int) throws -> String {
        try TinyDisk.mount(at: path("tiny-disk"), kilobytes: kilobytes)
    }

    private func unmount(_ path: String) { TinyDisk.unmount(path) }

    /// Writes `disk/filler` until the disk is full.
    private func fill(_ disk: String) {
        let descriptor = open(disk + "/filler", O_CREAT | O_WRONLY, 0o600)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

}
