@testable import FanCalendarStore
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Real fancal processes killed with SIGKILL at seeded random moments: the database stays
/// intact and holds a file's records all or not at all; an exported file is the old one or the
/// complete new one.
final class KillTests: XCTestCase {
    static let eventsPerFile = 3_000
    static let kills = 20

    func testKilledImportsLeaveTheDatabaseBeforeOrAfterNeverHalf() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "written before any import", "-a", "100"])
        let events = KillTests.eventsPerFile

        // One complete import under the same load tells how long an import takes here.
        let first = try GeneratedCalendar.write(fancal, events: events, uidPrefix: "file0")
        var completed: RunningFancal.Ending?
        let duration = elapsedSeconds { completed = RunningFancal(fancal, ["import", first]).wait() }
        XCTAssertEqual(completed?.exitCode, 0, completed?.stderr ?? "")
        XCTAssertEqual(completed?.stdout, "\(first): \(events) added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        var expected = 1 + events

        var random = SeededRandom(seed: 0xFA2C_A1_0007)
        var killedBefore = 0
        var finishedOrKilledAfter = 0
        for round in 1...KillTests.kills {
            let prefix = "file\(round)"
            let path = try GeneratedCalendar.write(fancal, events: events, uidPrefix: prefix)
            let process = RunningFancal(fancal, ["import", path])
            // Anywhere from start-up to a little past the measured end of an import.
            pause(microseconds: killMoment(round, duration, &random))
            process.kill()
            let ending = process.wait()

            let state = try DatabaseProbe.state(of: fancal.databasePath)
            XCTAssertEqual(state.integrity, ["ok"], "round \(round)")
            let fromThisFile = state.uids.filter { $0.hasPrefix(prefix + "-") }.count
            XCTAssertTrue(
                fromThisFile == 0 || fromThisFile == events,
                "round \(round): \(fromThisFile) of \(events) records stored: a partial import")
            XCTAssertTrue(state.count == expected || state.count == expected + events,
                          "round \(round): \(state.count) records, expected \(expected) or \(expected + events)")
            if ending.exitCode == 0 {
                XCTAssertEqual(fromThisFile, events, "round \(round): exit 0 but records missing")
            } else {
                XCTAssertEqual(ending.signal, SIGKILL, "round \(round): \(ending.stderr)")
            }
            if fromThisFile == 0 { killedBefore += 1 } else { finishedOrKilledAfter += 1 }
            expected = state.count
        }
        // Kills landed on both sides of the commit: the test exercised the interesting moments.
        XCTAssertGreaterThan(killedBefore, 0)
        XCTAssertGreaterThan(finishedOrKilledAfter, 0)

        // The database is still fully usable, and no kill left a write lock behind.
        let last = try GeneratedCalendar.write(fancal, events: 10, uidPrefix: "after")
        XCTAssertEqual(fancal.succeed(["import", last]), "\(last): 10 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, expected + 10)
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA integrity_check;"), "ok\n")
    }

    func testKilledExportsLeaveTheOldFileOrTheCompleteNewOne() throws {
        let fancal = Fancal()
        let events = KillTests.eventsPerFile
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: events, uidPrefix: "export")])
        let out = fancal.directory.appendingPathComponent("calendar.ics").path
        fancal.succeed(["export", "--out", out])
        let old = try XCTUnwrap(DatabaseProbe.bytes(out))
        XCTAssertEqual(occurrences(of: "BEGIN:VEVENT", in: old), events)
        fancal.succeed(["add", "2026-05-05", "one more, so the new export differs"])

        let probe = fancal.directory.appendingPathComponent("probe.ics").path
        let exportDuration = medianSeconds { RunningFancal(fancal, ["export", "--out", probe]).wait() }
        var random = SeededRandom(seed: 0xE4_90_27)
        var good = old
        var stored = events + 1
        var keptOld = 0
        var wroteNew = 0
        for round in 1...KillTests.kills {
            let process = RunningFancal(fancal, ["export", "--out", out])
            pause(microseconds: killMoment(round, exportDuration, &random))
            process.kill()
            let ending = process.wait()
            let now = try XCTUnwrap(DatabaseProbe.bytes(out), "round \(round): the file vanished")
            if now == good {
                keptOld += 1
                XCTAssertEqual(ending.signal, SIGKILL, "round \(round): exited without replacing the file")
                continue
            }
            wroteNew += 1
            XCTAssertEqual(occurrences(of: "BEGIN:VEVENT", in: now), stored, "round \(round): not the new file")
            XCTAssertTrue(now.suffix(15) == Data("END:VCALENDAR\r\n".utf8), "round \(round): a partial file")
            // The new file is now the good one; one more record makes the next export differ again.
            good = now
            fancal.succeed(["add", "2026-06-\(10 + round % 18)", "added in round \(round)"])
            stored += 1
        }
        XCTAssertGreaterThan(keptOld, 0, "no kill landed before the rename")

        // A later export replaces the file and sweeps up what killed exports left behind.
        fancal.succeed(["export", "--out", out])
        let final = try XCTUnwrap(DatabaseProbe.bytes(out))
        XCTAssertEqual(occurrences(of: "BEGIN:VEVENT", in: final), stored)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path)
            .filter { $0.hasPrefix(".calendar.ics.fancal-") }
        XCTAssertEqual(leftovers, [], "temporary files of killed exports")
        XCTAssertGreaterThan(wroteNew, 0, "no export ever completed")
    }

    func testKilledBackupsLeaveTheOldBackupOrACompleteNewOne() throws {
        let fancal = Fancal()
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: KillTests.eventsPerFile, uidPrefix: "backup")])
        let target = fancal.directory.appendingPathComponent("fancal-backup.db").path
        fancal.succeed(["backup", target])
        var good = try XCTUnwrap(DatabaseProbe.bytes(target))
        var stored = KillTests.eventsPerFile
        fancal.succeed(["add", "2026-05-05", "after the first backup"])
        stored += 1
        let duration = medianSeconds { RunningFancal(fancal, ["backup", target + ".probe"]).wait() }
        var random = SeededRandom(seed: 0xBAC_C0B)
        var keptOld = 0
        for round in 1...KillTests.kills / 2 {
            let process = RunningFancal(fancal, ["backup", target])
            pause(microseconds: killMoment(round, duration, &random))
            process.kill()
            process.wait()
            let now = try XCTUnwrap(DatabaseProbe.bytes(target), "round \(round): the backup vanished")
            if now == good {
                keptOld += 1
                continue
            }
            // Replaced: it must be the complete new snapshot, valid for restore.
            XCTAssertEqual(try RecordStore.validateBackup(at: target), stored, "round \(round)")
            good = now
            fancal.succeed(["add", "2026-06-0\(round % 9 + 1)", "added in round \(round)"])
            stored += 1
        }
        XCTAssertGreaterThan(keptOld, 0, "no kill landed before the rename")
        // The next backup sweeps up the temporary copies the killed ones left.
        fancal.succeed(["backup", target])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path)
            .filter { $0.hasPrefix("fancal-backup.db.fancal-tmp-") }
        XCTAssertEqual(leftovers, [])
        let other = Fancal()
        XCTAssertTrue(other.succeed(["restore", target]).contains(" records ← \(target)\n"))
    }

    func testKilledRestoresLeaveTheOldDatabaseOrTheRestoredOne() throws {
        // Two backups of different sizes; each round restores the one the database is not.
        let fancal = Fancal()
        let large = fancal.directory.appendingPathComponent("large.db").path
        let small = fancal.directory.appendingPathComponent("small.db").path
        fancal.succeed(["add", "2026-01-01", "small"])
        fancal.succeed(["backup", small])
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: KillTests.eventsPerFile, uidPrefix: "restore")])
        fancal.succeed(["backup", large])
        let sizes = [small: 1, large: 1 + KillTests.eventsPerFile]
        let duration = medianSeconds { fancal.succeed(["restore", small]) }
        var current = small
        var random = SeededRandom(seed: 0x8E5_708E)
        var outcomes = Set<String>()
        for round in 1...KillTests.kills / 2 {
            let source = current == small ? large : small
            let process = RunningFancal(fancal, ["restore", source])
            pause(microseconds: killMoment(round, duration, &random))
            process.kill()
            process.wait()
            let state = try DatabaseProbe.state(of: fancal.databasePath)
            XCTAssertEqual(state.integrity, ["ok"], "round \(round)")
            XCTAssertTrue(state.count == sizes[current] || state.count == sizes[source],
                          "round \(round): \(state.count) records, neither \(sizes[current]!) nor \(sizes[source]!)")
            if state.count == sizes[source] { current = source }
            outcomes.insert(state.count == sizes[source] ? "restored" : "kept")
        }
        XCTAssertTrue(outcomes.contains("kept"), "no kill landed before the restore completed")
    }

    func testATemporaryFileOfARunningExportIsLeftAlone() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-05-05", "x"])
        let out = fancal.directory.appendingPathComponent("c.ics").path
        // A live process (this test) and a dead one: only the dead one's file may go.
        let live = fancal.directory.appendingPathComponent(".c.ics.fancal-\(getpid())-Ab12Cd").path
        let dead = fancal.directory.appendingPathComponent(".c.ics.fancal-\(Int32.max - 1)-Ab12Cd").path
        try Data("in progress".utf8).write(to: URL(fileURLWithPath: live))
        try Data("abandoned".utf8).write(to: URL(fileURLWithPath: dead))
        fancal.succeed(["export", "--out", out])
        XCTAssertTrue(FileManager.default.fileExists(atPath: live))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dead))
    }

    /// A seeded moment to kill at, in microseconds: even rounds in the first half of a run
    /// (start-up, reading, writing), odd rounds around and after its end (commit, rename), so
    /// that both sides are hit even when the machine's load changes between timing and killing.
    private func killMoment(_ round: Int, _ duration: Double, _ random: inout SeededRandom) -> UInt64 {
        // Late kills reach to 2.5× the probe's time: under load a run can take twice as long as
        // the probe did, and some rounds must see the command finish.
        let range = round % 2 == 0 ? 0.0...0.65 : 0.65...2.5
        return UInt64(Double.random(in: range, using: &random) * duration * 1e6)
    }

    /// The median of three timings of `body`, in seconds (one spike of load does not count).
    private func medianSeconds(_ body: () -> Void) -> Double {
        (0..<3).map { _ in elapsedSeconds(body) }.sorted()[1]
    }

    private func occurrences(of needle: String, in data: Data) -> Int {
        String(decoding: data, as: UTF8.self).components(separatedBy: needle).count - 1
    }
}

/// Runs the sqlite3 shell (which `make test` installs) on a database: an independent reader.
func sqlite3(_ database: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
