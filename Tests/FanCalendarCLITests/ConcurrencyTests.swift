import Foundation
import TestSupport
import XCTest

/// Several real fancal processes writing one database at once: every one succeeds after
/// waiting its turn (the default busy timeout), and nothing is lost or stored twice.
final class ConcurrencyTests: XCTestCase {
    func testImportsAddsAndEditsAtOnceAllSucceedAndNothingIsLost() throws {
        let fancal = Fancal()
        let base = try GeneratedCalendar.write(fancal, events: 20, uidPrefix: "base")
        fancal.succeed(["import", base])
        let files = try (1...3).map { try GeneratedCalendar.write(fancal, events: 300, uidPrefix: "import\($0)") }

        var processes: [RunningFancal] = []
        for (index, file) in files.enumerated() {
            processes.append(RunningFancal(fancal, ["import", file]))
            for add in 0..<3 {
                processes.append(RunningFancal(fancal, ["add", "2026-07-0\(add + 1)", "added \(index)-\(add)", "-a", "500"]))
            }
            processes.append(RunningFancal(fancal, ["edit", "\(index + 1)", "--title", "edited \(index)", "-a", "777"]))
        }
        for process in processes {
            let ending = process.wait()
            XCTAssertEqual(ending.exitCode, 0, "fancal \(process.arguments): \(ending.stderr)")
            XCTAssertEqual(ending.stderr, "", "fancal \(process.arguments)")
        }
        for (index, file) in files.enumerated() {
            XCTAssertEqual(processes[index * 5].wait().stdout,
                           "\(file): 300 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        }

        let state = try DatabaseProbe.state(of: fancal.databasePath)
        XCTAssertEqual(state.integrity, ["ok"])
        XCTAssertEqual(state.count, 20 + 3 * 300 + 9)
        XCTAssertEqual(Set(state.uids).count, state.count, "a uid stored twice")
        for prefix in ["base", "import1", "import2", "import3"] {
            let expected = prefix == "base" ? 20 : 300
            XCTAssertEqual(Set(state.uids.filter { $0.hasPrefix(prefix + "-") }).count, expected, prefix)
        }
        let json = fancal.succeed(["list", "--format", "json"])
        for index in 0..<3 {
            for add in 0..<3 { XCTAssertEqual(json.components(separatedBy: "\"added \(index)-\(add)\"").count, 2) }
            let edited = fancal.succeed(["show", "\(index + 1)", "--format", "json"])
            XCTAssertTrue(edited.contains("\"title\": \"edited \(index)\""), edited)
            XCTAssertTrue(edited.contains("\"amount_minor\": 777"), edited)
        }
    }

    func testTheSameFileImportedByThreeProcessesIsStoredOnce() throws {
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "first"])
        let file = try GeneratedCalendar.write(fancal, events: 500, uidPrefix: "same")
        let processes = (0..<3).map { _ in RunningFancal(fancal, ["import", file]) }
        var outputs: [String] = []
        for process in processes {
            let ending = process.wait()
            XCTAssertEqual(ending.exitCode, 0, ending.stderr)
            XCTAssertEqual(ending.stderr, "")
            outputs.append(ending.stdout)
        }
        // One process stored the file; the others, running after it, found every event stored.
        XCTAssertEqual(outputs.sorted(), [
            "\(file): 0 added, 0 updated, 500 unchanged, 0 skipped, 0 rejected\n",
            "\(file): 0 added, 0 updated, 500 unchanged, 0 skipped, 0 rejected\n",
            "\(file): 500 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n",
        ])
        let state = try DatabaseProbe.state(of: fancal.databasePath)
        XCTAssertEqual(state.count, 501)
        XCTAssertEqual(Set(state.uids).count, 501)
    }

    func testProcessesCreatingANewDatabaseTogetherAllSucceed() throws {
        // The very first use, from several processes at once: one creates the schema, the
        // others must see it instead of creating it a second time.
        for round in 0..<3 {
            let fancal = Fancal()
            let processes = (0..<6).map { RunningFancal(fancal, ["add", "2026-03-0\($0 + 1)", "first use \($0)"]) }
            for process in processes {
                let ending = process.wait()
                XCTAssertEqual(ending.exitCode, 0, "round \(round): \(ending.stderr)")
                XCTAssertEqual(ending.stderr, "", "round \(round)")
            }
            let state = try DatabaseProbe.state(of: fancal.databasePath)
            XCTAssertEqual(state.integrity, ["ok"])
            XCTAssertEqual(state.count, 6, "round \(round)")
            XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA journal_mode;"), "wal\n")
        }
    }
}
