import Foundation
import TestSupport
import XCTest

/// A fan's spending is private: the database, its backups and the copy kept aside by a restore
/// are 0600 in 0700 folders whatever the umask; user text never becomes SQL; and the database
/// is one self-contained file between commands (nothing left in a -wal file beside it).
final class PrivacyTests: XCTestCase {
    /// Runs fancal under `umask 000`, the most permissive a user could have.
    private let openUmask = ["/bin/sh", "-c", "umask 000 && exec \"$0\" \"$@\""]

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func testFilesAreCreatedPrivateWhateverTheUmask() throws {
        let fancal = Fancal()
        let database = fancal.directory.appendingPathComponent("new/folders/fancal.db").path
        let added = RunningFancal(fancal, ["add", "2026-01-01", "secret", "-a", "9000", "--db", database],
                                  launcher: openUmask).wait()
        XCTAssertEqual(added.exitCode, 0, added.stderr)
        XCTAssertEqual(try mode(database), 0o600)
        XCTAssertEqual(try mode(fancal.directory.appendingPathComponent("new/folders").path), 0o700)
        XCTAssertEqual(try mode(fancal.directory.appendingPathComponent("new").path), 0o700)

        let backup = fancal.directory.appendingPathComponent("backup.db").path
        let backedUp = RunningFancal(fancal, ["backup", backup, "--db", database], launcher: openUmask).wait()
        XCTAssertEqual(backedUp.exitCode, 0, backedUp.stderr)
        XCTAssertEqual(try mode(backup), 0o600)

        let restored = RunningFancal(fancal, ["restore", backup, "--db", database], launcher: openUmask).wait()
        XCTAssertEqual(restored.exitCode, 0, restored.stderr)
        let aside = try XCTUnwrap(restored.stdout.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(aside.hasPrefix(database + ".before-restore-"), aside)
        XCTAssertEqual(try mode(aside), 0o600)
        XCTAssertEqual(try mode(database), 0o600)
    }

    func testTheDatabaseIsOneSelfContainedFileBetweenCommands() throws {
        // The connection is closed at exit, which checkpoints the write-ahead log into the file:
        // copying fancal.db alone (as people do) copies everything.
        let fancal = Fancal()
        fancal.succeed(["add", "2026-01-01", "first"])
        fancal.succeed(["import", try GeneratedCalendar.write(fancal, events: 50, uidPrefix: "whole")])
        fancal.succeed(["edit", "1", "--title", "first, edited"])
        let files = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path)
            .filter { $0.hasPrefix("fancal.db") }
        XCTAssertEqual(files, ["fancal.db"])
        let copy = fancal.directory.appendingPathComponent("copied-alone.db").path
        try FileManager.default.copyItem(atPath: fancal.databasePath, toPath: copy)
        let state = try DatabaseProbe.state(of: copy)
        XCTAssertEqual(state.integrity, ["ok"])
        XCTAssertEqual(state.count, 51)
        XCTAssertTrue(fancal.succeed(["show", "1", "--db", copy]).contains("first, edited"))
    }

    func testUserTextIsNeverSQL() throws {
        // Every value is bound to a prepared statement; these would break or empty the table if
        // any were spliced into SQL text.
        let fancal = Fancal()
        let hostile = [
            "x'); DROP TABLE records; --", "\" OR 1=1 --", "'; PRAGMA user_version=99; --", "100% _real_ \\ fan",
        ]
        for (index, text) in hostile.enumerated() {
            fancal.succeed(["add", "2026-01-0\(index + 1)", text, "--artist", text, "--memo", text, "--venue", text])
        }
        let json = fancal.succeed(["list", "--format", "json"])
        for text in hostile {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            XCTAssertTrue(json.contains("\"title\": \"\(escaped)\""), text)
        }
        XCTAssertEqual(fancal.succeed(["list", "--search", "' OR '1'='1", "--format", "csv"]).split(separator: "\r\n").count, 1,
                       "only the header: no record contains that text")
        XCTAssertTrue(fancal.succeed(["list", "--search", "%", "--format", "json"]).contains("100% _real_"))
        XCTAssertEqual(fancal.succeed(["list", "--search", "%", "--format", "json"]).components(separatedBy: "\"id\"").count - 1, 1,
                       "% is a literal character in a search, not a wildcard")
        XCTAssertEqual(fancal.succeed(["list", "--search", "_", "--format", "json"]).components(separatedBy: "\"id\"").count - 1, 2,
                       "_ is literal too: only \"_real_\" and \"user_version\" contain one")
        XCTAssertTrue(fancal.succeed(["list", "--artist", "x'); DROP TABLE records; --"]).contains("DROP TABLE"))
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT count(*) FROM records;"), "4\n")
        XCTAssertEqual(try sqlite3(fancal.databasePath, "SELECT count(*) FROM sqlite_schema WHERE name = 'records';"), "1\n")
    }
}
