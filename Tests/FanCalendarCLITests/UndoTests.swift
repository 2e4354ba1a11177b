import FanCalendarStore
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `fancal undo`, `fancal undo import N` and `fancal import --history`, end to end.
final class UndoTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    /// A generated calendar written to `name`; `revision` > 0 gives every event that SEQUENCE
    /// and another title, so importing it updates the records of revision 0.
    func calendar(_ name: String, events: Int, prefix: String, revision: Int = 0) throws -> String {
        var text = GeneratedCalendar.text(events: events, uidPrefix: prefix, title: revision == 0 ? "Show" : "Show v\(revision)")
        if revision > 0 {
            text = text.replacingOccurrences(of: "DTSTAMP:20260101T000000Z\r\n", with: "DTSTAMP:20260101T000000Z\r\nSEQUENCE:\(revision)\r\n")
        }
        let path = fancal.directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func titles() throws -> [String] {
        let records = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["list", "--format", "json"]).utf8)) as? [[String: Any]])
        return records.map { $0["title"] as! String }
    }

    func testUndoImportRemovesWhatItAddedAndPutsBackWhatItUpdated() throws {
        fancal.fail(["undo"], exitCode: 1, message: "nothing to undo")
        XCTAssertEqual(fancal.succeed(["import", "--history"]), "No imports yet.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "asking created no database")
        fancal.succeed(["add", "2026-01-01", "Mine", "-a", "100"])
        let first = try calendar("first.ics", events: 3, prefix: "a")
        fancal.succeed(["import", first])
        let second = try calendar("second.ics", events: 5, prefix: "a", revision: 1)
        XCTAssertEqual(fancal.succeed(["import", second]), "\(second): 2 added, 3 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(try titles().filter { $0.hasPrefix("Show v1") }.count, 5)

        let history = fancal.succeed(["import", "--history"])
        XCTAssertTrue(history.hasPrefix("N  Imported          File"), history)
        XCTAssertTrue(history.contains("\(second)      2        3\n") && history.contains("\(first)       3        0\n"), history)

        XCTAssertEqual(fancal.succeed(["undo", "import", "3"]), "Undid import 3 (\(second)): removed #5 \"Show v1 3 ライブ\", #6 \"Show v1 4 ライブ\"; put back #2 \"Show 0 ライブ\" (title), #3 \"Show 1 ライブ\" (title), #4 \"Show 2 ライブ\" (title)\n")
        XCTAssertEqual(try titles().sorted(), ["Mine", "Show 0 ライブ", "Show 1 ライブ", "Show 2 ライブ"])
        XCTAssertTrue(fancal.succeed(["import", "--history"]).contains("undone"))
        fancal.fail(["undo", "import", "3"], exitCode: 2, message: "there is no import 3 to undo")
        fancal.succeed(["undo", "import", "2"])
        XCTAssertEqual(try titles(), ["Mine"])
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA integrity_check;"), "ok\n")
    }

    func testAnImportEditedSinceIsRefusedUntilTheEditIsUndone() throws {
        let file = try calendar("tour.ics", events: 4, prefix: "t")
        fancal.succeed(["import", file])
        fancal.succeed(["edit", "2", "--amount", "999"])
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        fancal.fail(["undo", "import", "1"], exitCode: 1,
                    message: "change 1 cannot be undone: 1 of its records were changed since (#2); undo the later changes first")
        XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before, "a refused undo changes nothing")
        XCTAssertEqual(fancal.run(["undo", "import", "1", "--locale", "ja"]).stderr,
                       "fancal: 変更 1 は取り消せません: その記録のうち 1 件がその後に変更されています (#2)。先に後の変更を取り消すか、手で直してください。何も変更していません\n")
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid edit of #2 \"Show 1 ライブ\" (amount)\n")
        XCTAssertEqual(fancal.succeed(["undo", "import", "1"]), "Undid import 1 (\(file)): removed #1 \"Show 0 ライブ\", #2 \"Show 1 ライブ\", #3 \"Show 2 ライブ\", #4 \"Show 3 ライブ\"\n")
        XCTAssertEqual(try titles(), [])
    }

    func testUndoTakesBackAddEditDeleteAndCopyInTurn() throws {
        fancal.succeed(["add", "2026-12-24", "Winter live", "-a", "12000"])
        fancal.succeed(["add", "2026-12-25", "Goods", "-a", "3300", "--memo", "keep me"])
        fancal.succeed(["edit", "1", "--title", "Winter live (sold out)", "-a", "15000"])
        fancal.succeed(["delete", "1", "2", "--yes"])
        fancal.succeed(["add", "2026-12-26", "Later"])
        XCTAssertEqual(try titles(), ["Later"])
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid add of #3 \"Later\": removed\n", "a new id, never a deleted record's")
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid delete of #1 \"Winter live (sold out)\", #2 \"Goods\": put back as before\n")
        XCTAssertEqual(try titles(), ["Winter live (sold out)", "Goods"])
        let goods = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(fancal.succeed(["show", "2", "--format", "json"]).utf8)) as? [String: Any])
        XCTAssertEqual(goods["memo"] as? String, "keep me", "a deleted record comes back whole, with its id")
        fancal.succeed(["undo"])
        XCTAssertEqual(try titles(), ["Winter live", "Goods"])
        fancal.succeed(["copy", "1", "--date", "2027-12-24"])
        fancal.succeed(["add", "2027-01-31", "FC", "--repeat", "monthly", "--count", "3"])
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid add of #5 \"FC\", #6 \"FC\", #7 \"FC\": removed\n")
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid copy of #4 \"Winter live\": removed\n")
        fancal.succeed(["undo"])
        fancal.succeed(["undo"])
        XCTAssertEqual(try titles(), [])
        fancal.fail(["undo"], exitCode: 1, message: "nothing to undo")
        fancal.fail(["undo", "everything"], exitCode: 2, message: "undo takes nothing (the last change), import N, or --list alone")
        fancal.fail(["undo", "import", "x"], exitCode: 2, message: "'x' is not an import number")
    }

    /// Regression (issue #32): `undo` right after `artist edit` took back the last *record*
    /// change, deleting an unrelated record. Now it takes back the artist edit.
    func testUndoAfterAnArtistEditTakesBackTheEditNotARecord() throws {
        fancal.succeed(["add", "2026-11-18", "バスラ ペンライト", "-c", "goods", "-a", "3000"])
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "SVT"])
        fancal.succeed(["artist", "edit", "SEVENTEEN", "--aliases", "セブチ", "--color", "#F7CAC9"])
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid artist edit SEVENTEEN: the artists are as before\n")
        XCTAssertEqual(fancal.succeed(["artist", "list"]), "Artist     Also written  Color  Birthday  Following  Group\nSEVENTEEN  SVT\n")
        XCTAssertEqual(try titles(), ["バスラ ペンライト"])
        XCTAssertEqual(
            fancal.succeed(["undo", "--locale", "ja"]), "artist add SEVENTEEN を取り消しました: アーティストを元に戻しました\n")
        XCTAssertEqual(fancal.succeed(["artist", "list"]), "No artists yet. Add one with: fancal artist add NAME --alias X --color '#RRGGBB'\n")
        XCTAssertEqual(fancal.succeed(["undo", "--locale", "de"]), "Hinzufügen von #1 „バスラ ペンライト“ zurückgenommen: entfernt\n")
        XCTAssertEqual(try titles(), [])
    }

    /// A merge re-points records: undoing it brings back both artists and the records as typed.
    func testUndoingAMergeBringsBackBothArtistsAndTheRecordsAsTyped() throws {
        fancal.succeed(["add", "2026-06-01", "fan meeting", "--artist", "Seventeen JP"])
        fancal.succeed(["artist", "add", "SEVENTEEN"])
        fancal.succeed(["artist", "add", "Seventeen JP"])
        fancal.succeed(["artist", "merge", "Seventeen JP", "SEVENTEEN"])
        XCTAssertTrue(fancal.succeed(["list", "--format", "csv"]).contains(",SEVENTEEN,"))
        XCTAssertEqual(
            fancal.succeed(["undo"]),
            "Undid artist merge Seventeen JP SEVENTEEN: the artists are as before; put back #1 \"fan meeting\" (artist)\n")
        XCTAssertTrue(fancal.succeed(["list", "--format", "csv"]).contains(",Seventeen JP,"))
        XCTAssertEqual(
            fancal.succeed(["artist", "list"]),
            "Artist        Also written  Color  Birthday  Following  Group\nSEVENTEEN\nSeventeen JP\n")
    }

    /// Every other change of the store a user can make is in the log: undo refuses at it,
    /// naming it, and never skips to the record added before it.
    func testUndoRefusesAtAChangeItCannotTakeBackNamingItAndDeletesNothing() throws {
        fancal.succeed(["add", "2026-11-18", "バスラ ペンライト", "-c", "goods", "-a", "3000"])
        fancal.succeed(["budget", "set", "30000", "--month"])
        let before = try XCTUnwrap(DatabaseProbe.bytes(fancal.databasePath))
        fancal.fail(["undo"], exitCode: 1, message: "fancal: the latest change, budget set (change 2), cannot be undone, and undo never skips past it to an older one; change it back by hand. Nothing was changed\n")
        fancal.fail(["undo", "--locale", "ja"], exitCode: 1, message: "fancal: 直前の変更 budget set (変更 2) は取り消せません。それを飛ばして前の変更を取り消すこともしません。手で元に戻してください。何も変更していません\n")
        fancal.fail(["undo", "--locale", "de"], exitCode: 1, message: "fancal: die letzte Änderung, budget set (Änderung 2), kann nicht zurückgenommen werden, und undo überspringt sie nicht zugunsten einer älteren; mach sie von Hand rückgängig. Nichts wurde geändert\n")
        XCTAssertEqual(DatabaseProbe.bytes(fancal.databasePath), before, "a refused undo changes nothing")
        XCTAssertEqual(try titles(), ["バスラ ペンライト"])
        // An import is named by its number and still undoable past such a change: its records
        // were not touched since.
        let file = try calendar("tour.ics", events: 2, prefix: "t")
        fancal.succeed(["import", file])
        fancal.succeed(["budget", "rm", "1"])
        XCTAssertEqual(fancal.succeed(["undo", "import", "3"]), "Undid import 3 (\(file)): removed #2 \"Show 0 ライブ\", #3 \"Show 1 ライブ\"\n")
        fancal.fail(["undo"], exitCode: 1, message: "the latest change, budget rm 1 (change 4), cannot be undone")

        let rates = fancal.directory.appendingPathComponent("rates.csv").path
        try "date,currency,rate\n2026-01-02,KRW,0.11\n".write(toFile: rates, atomically: false, encoding: .utf8)
        let changes: [(command: [String], named: String)] = [
            (["trip", "new", "Osaka", "--members", "Rin,Aoi", "--me", "Rin"], "trip new Osaka"),
            (["trip", "add", "Osaka", "Hotel", "20000", "--paid-by", "Rin"], "trip add Osaka"),
            (["trip", "paid", "Osaka", "Aoi", "Rin", "10000"], "trip paid Osaka"),
            (["ticket", "add", "Dome", "--show", "2026-12-24T18:00"], "ticket add Dome"),
            (["ticket", "phase", "1", "FC", "--price", "12000"], "ticket phase 1 FC"),
            (["ticket", "applied", "1"], "ticket applied 1"),
            (["rate", "add", "USD", "150"], "rate add USD 150"),
            (["rate", "import", rates], "rate import \(rates)"),
            (["feed", "add", "tour", "https://example.com/tour.ics"], "feed add tour"),
            (["feed", "rm", "tour"], "feed rm tour"),
        ]
        for (command, named) in changes {
            fancal.succeed(command)
            fancal.fail(["undo"], exitCode: 1, message: "the latest change, \(named) (change ")
        }
        XCTAssertEqual(try titles().first, "バスラ ペンライト")
    }

    func testUndoNamesAtMostFiveRecordsAndCountsTheRest() throws {
        fancal.succeed(["add", "2026-01-01", "FC", "--repeat", "monthly", "--count", "7"])
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid add of #1 \"FC\", #2 \"FC\", #3 \"FC\", #4 \"FC\", #5 \"FC\" and 2 more: removed\n")
        fancal.succeed(["add", "2026-01-01", "FC", "--repeat", "monthly", "--count", "6"])
        XCTAssertEqual(fancal.succeed(["undo", "--locale", "ja"]), "追加を取り消しました: #8「FC」、#9「FC」、#10「FC」、#11「FC」、#12「FC」ほか 1 件を削除\n")
        fancal.succeed(["add", "2026-11-18", "バスラ ペンライト"])
        fancal.succeed(["delete", "14", "--yes"])
        XCTAssertEqual(fancal.succeed(["undo", "--locale", "de"]), "Löschen von #14 „バスラ ペンライト“ zurückgenommen: wie zuvor wiederhergestellt\n")
        XCTAssertEqual(fancal.succeed(["undo", "--locale", "ja"]), "追加を取り消しました: #14「バスラ ペンライト」を削除\n")
    }

    func testUndoTakesBackARestoreWholeAndKeepsTheRestoredDatabase() throws {
        fancal.succeed(["add", "2026-01-01", "backed up", "-a", "100"])
        let backup = fancal.directory.appendingPathComponent("backup.db").path
        fancal.succeed(["backup", backup])
        fancal.succeed(["add", "2026-01-02", "added after the backup", "-a", "200"])
        let replaced = String(fancal.succeed(["restore", backup]).split(separator: "\n")[1])
        XCTAssertEqual(try titles(), ["backed up"])

        let output = fancal.succeed(["undo"])
        let prefix = "Undid restore 2: the database is back from \(replaced); the restored one is kept at "
        XCTAssertTrue(output.hasPrefix(prefix) && output.hasSuffix("\n"), output)
        let kept = String(output.dropFirst(prefix.count).dropLast())
        XCTAssertTrue(kept.hasPrefix(fancal.databasePath + ".before-undo-"), kept)
        XCTAssertEqual(try titles(), ["backed up", "added after the backup"])
        XCTAssertEqual(
            try sqlite3(kept, "SELECT title FROM records; SELECT kind FROM changes ORDER BY id;"), "backed up\nadd\nrestore\n",
            "the restored database, its log naming the restore, is kept")

        XCTAssertEqual(fancal.succeed(["undo"]), "Undid add of #2 \"added after the backup\": removed\n")
        let second = String(fancal.succeed(["restore", kept]).split(separator: "\n")[1])
        try FileManager.default.removeItem(atPath: second)
        fancal.fail(
            ["undo"], exitCode: 1,
            message: "fancal: the restore cannot be undone: the database it replaced was kept at \(second), which is gone; nothing was changed\n")
        XCTAssertEqual(try titles(), ["backed up"])
        fancal.fail(["--locale", "ja", "undo"], exitCode: 1, message: "復元は取り消せません")
    }

    func testUndoPutsBackWhatTheCardCharged() throws {
        fancal.succeed(["add", "2026-04-11", "Seoul live", "-a", "183,500", "--currency", "KRW", "--charged", "19,880"])
        fancal.succeed(["edit", "1", "--charged", "20,100", "--title", "Seoul live (day 1)"])
        fancal.succeed(["delete", "1", "--yes"])
        fancal.succeed(["undo"])
        fancal.succeed(["undo"])
        let record = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["show", "1", "--format", "json"]).utf8)) as? [String: Any])
        XCTAssertEqual(record["title"] as? String, "Seoul live")
        XCTAssertEqual(record["charged_minor"] as? Int, 19_880, "the charge comes back with the record it belongs to")
        XCTAssertEqual(record["charged_currency"] as? String, "JPY")
    }

    /// Killed at seeded random moments, an undo of a large import leaves all of that import's
    /// records or none, never part; the database stays intact.
    func testAKilledUndoIsAllOrNothing() throws {
        let events = 3_000
        var random = SeededRandom(seed: 0x0_0DD0_16)
        var untouched = 0
        var undone = 0
        for round in 1...8 {
            let prefix = "kill\(round)"
            let path = try GeneratedCalendar.write(fancal, events: events, uidPrefix: prefix)
            fancal.succeed(["import", path])
            let number = try XCTUnwrap(fancal.succeed(["import", "--history"]).split(separator: "\n")[1]
                .split(separator: " ").first.map(String.init))
            var completed: RunningFancal.Ending?
            let duration = elapsedSeconds { completed = RunningFancal(fancal, ["undo", "import", number]).wait() }
            XCTAssertEqual(completed?.exitCode, 0, completed?.stderr ?? "")
            fancal.succeed(["import", path])
            let again = try XCTUnwrap(fancal.succeed(["import", "--history"]).split(separator: "\n")[1]
                .split(separator: " ").first.map(String.init))
            let process = RunningFancal(fancal, ["undo", "import", again])
            // Odd rounds kill early (before the commit, most likely: within the first fifth of the
            // first undo's time, which ran cold), even ones anywhere up to after its end, so that
            // both sides of the commit are hit on a loaded machine too.
            let latest = round.isMultiple(of: 2) ? duration * 1.5 : duration * 0.2
            pause(microseconds: UInt64(Double.random(in: 0...latest, using: &random) * 1e6))
            process.kill()
            let ending = process.wait()
            let state = try DatabaseProbe.state(of: fancal.databasePath)
            XCTAssertEqual(state.integrity, ["ok"], "round \(round)")
            let left = state.uids.filter { $0.hasPrefix(prefix + "-") }.count
            XCTAssertTrue(left == 0 || left == events, "round \(round): \(left) of \(events) records left: a partial undo")
            if ending.exitCode == 0 { XCTAssertEqual(left, 0, "round \(round)") }
            if left == 0 { undone += 1 } else {
                untouched += 1
                fancal.succeed(["undo", "import", again])
            }
        }
        // Kills landed on both sides of the commit: the test exercised the interesting moments.
        XCTAssertGreaterThan(untouched, 0)
        XCTAssertGreaterThan(undone, 0)
        XCTAssertEqual(try DatabaseProbe.state(of: fancal.databasePath).count, 0)
        XCTAssertEqual(try sqlite3(fancal.databasePath, "PRAGMA integrity_check;"), "ok\n")
    }
}
