import FanCalendar
@testable import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

/// `fancal undo --list` and the records undo names (issue #32): the recent changes, newest
/// first, by #id and title, each with whether undo can take it back or why not.
final class UndoListTests: XCTestCase {
    /// Two records, an artist, an edit, a budget (which undo cannot take back) and a delete.
    func sixChanges(_ fancal: InProcessFancal) {
        fancal.succeed(["add", "2026-11-21", "Stray Kids dominATE", "-c", "live", "-a", "12000", "--artist", "Stray Kids"])
        fancal.succeed(["add", "2026-11-22", "Photocards", "-c", "goods", "-a", "3000"])
        fancal.succeed(["artist", "add", "Stray Kids", "--alias", "SKZ"])
        fancal.succeed(["edit", "1", "-a", "15000", "--venue", "KSPO Dome"])
        fancal.succeed(["budget", "set", "30000", "--month"])
        fancal.succeed(["delete", "2", "--yes"])
    }

    func testTheListNamesRecordsAndSaysWhatUndoCanTakeBack() {
        let fancal = InProcessFancal()
        sixChanges(fancal)
        var golden = ""
        for language in ["en", "ja", "de"] {
            golden += fancal.succeed(["undo", "--list", "--locale", language]) + "\n"
        }
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid delete of #2 \"Photocards\": put back as before\n")
        golden += fancal.succeed(["undo", "--list"])
        // Changes are stamped with the clock, not FANCAL_TODAY.
        let stamp = try! NSRegularExpression(pattern: #"\d{4}-\d\d-\d\d \d\d:\d\d"#)
        golden = stamp.stringByReplacingMatches(
            in: golden, range: NSRange(golden.startIndex..., in: golden), withTemplate: "YYYY-MM-DD hh:mm")
        Golden.assert(golden, named: "undo-list.txt")
        fancal.fail(["undo"], exitCode: 1, message: "the latest change, budget set (change 5), cannot be undone")
        fancal.fail(["undo", "--list", "extra"], exitCode: 2, message: "undo takes nothing (the last change), import N, or --list alone")
        fancal.fail(["undo", "--list", "import", "3"], exitCode: 2, message: "--list alone")
        fancal.fail(["undo", "--list", "--locale", "ja", "x"], exitCode: 2, message: "--list だけを付けてください")
    }

    /// On a terminal the list fits its width (the change's text, then the reason, cut with `…`);
    /// piped, every cell is whole.
    func testTheListFitsATerminalAndIsWholeWhenPiped() {
        let fancal = InProcessFancal()
        sixChanges(fancal)
        for columns in [60, 80] {
            let stdout = StringSink()
            let stderr = StringSink()
            let code = FanCalendarCLI.run(
                arguments: ["undo", "--list", "--locale", "de"],
                environment: fancal.environment.merging(["COLUMNS": String(columns)]) { $1 }, stdout: stdout,
                stderr: stderr, stdoutIsTerminal: true)
            XCTAssertEqual(code, 0, stderr.text)
            let lines = stdout.text.split(separator: "\n")
            XCTAssertEqual(lines.count, 7)
            XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= columns }, stdout.text)
            XCTAssertTrue(stdout.text.contains("…"), stdout.text)
        }
        XCTAssertTrue(
            fancal.succeed(["undo", "--list", "--locale", "de"]).contains(
                "Bearbeitung #1 „Stray Kids dominATE“ (Ort, Betrag)  nein: die neuere Änderung 5 (budget set) lässt sich nicht zurücknehmen"))
    }

    func testWithoutChangesTheListSaysSoAndCreatesNoDatabase() {
        let fancal = InProcessFancal()
        XCTAssertEqual(fancal.succeed(["undo", "--list"]), "No changes yet.\n")
        XCTAssertEqual(fancal.succeed(["undo", "--list", "--locale", "ja"]), "まだ変更はありません。\n")
        XCTAssertEqual(fancal.succeed(["undo", "--list", "--locale", "de"]), "Noch keine Änderungen.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "asking created no database")
    }

    /// An edit names the record and the fields it puts back, in each language.
    func testUndoingAnEditNamesTheRecordAndItsFields() {
        let fancal = InProcessFancal()
        fancal.succeed(["add", "2026-11-21", "Stray Kids dominATE", "-c", "live", "-a", "12000"])
        let expected = [
            ("en", "Undid edit of #1 \"Stray Kids dominATE\" (venue, amount)\n"),
            ("ja", "編集を取り消しました: #1「Stray Kids dominATE」(会場、金額)を元に戻しました\n"),
            ("de", "Bearbeitung von #1 „Stray Kids dominATE“ (Ort, Betrag) zurückgenommen\n"),
        ]
        for (language, message) in expected {
            fancal.succeed(["edit", "1", "-a", "15000", "--venue", "KSPO Dome"])
            XCTAssertEqual(fancal.succeed(["undo", "--locale", language]), message)
        }
        fancal.succeed(["edit", "1", "--title", "Stray Kids dominATE (day 2)"])
        XCTAssertEqual(
            fancal.succeed(["undo"]), "Undid edit of #1 \"Stray Kids dominATE\" (title)\n", "named as it is back")
        fancal.succeed(["edit", "1", "--currency", "USD", "--charged", "18000"])
        XCTAssertEqual(fancal.succeed(["undo"]), "Undid edit of #1 \"Stray Kids dominATE\" (amount, charged)\n")
    }

    /// An import undo can take back by number though it is not the latest; once one of its
    /// records is edited, it waits for that edit, and behind a budget change it cannot.
    func testAnImportIsNamedByItsNumberAndItsRecordsChangedSince() throws {
        let fancal = Fancal()
        let path = fancal.directory.appendingPathComponent("tour.ics").path
        try GeneratedCalendar.text(events: 7, uidPrefix: "t", title: "Show").write(toFile: path, atomically: false, encoding: .utf8)
        fancal.succeed(["import", path])
        fancal.succeed(["add", "2026-11-21", "Goods", "-a", "500"])
        var list = fancal.succeed(["undo", "--list"]).split(separator: "\n").map(String.init)
        XCTAssertEqual(list.count, 3, list.joined(separator: "\n"))
        XCTAssertTrue(list[1].contains("add #8 \"Goods\"") && list[1].hasSuffix("next: fancal undo"), list[1])
        XCTAssertTrue(
            list[2].contains("import 1 (\(path)): added #1 \"Show 0 ライブ\", #2 \"Show 1 ライブ\", #3 \"Show 2 ライブ\", #4 \"Show 3 ライブ\", #5 \"Show 4 ライブ\" and 2 more")
                && list[2].hasSuffix("fancal undo import 1"), list[2])
        fancal.succeed(["edit", "2", "--memo", "front row"])
        list = fancal.succeed(["undo", "--list"]).split(separator: "\n").map(String.init)
        XCTAssertTrue(list[1].contains("edit #2 \"Show 1 ライブ\" (memo)") && list[1].hasSuffix("next: fancal undo"), list[1])
        XCTAssertTrue(list[3].hasSuffix("after the newer ones"), list[3])
        fancal.succeed(["rate", "add", "USD", "150"])
        list = fancal.succeed(["undo", "--list"]).split(separator: "\n").map(String.init)
        XCTAssertTrue(list[1].hasSuffix("cannot: rate changes cannot be undone"), list[1])
        XCTAssertTrue(list[2].hasSuffix("cannot: the newer change 4 (rate add USD 150) cannot be undone"), list[2])
        XCTAssertTrue(list[4].hasSuffix("cannot: #2 changed since"), list[4])
        fancal.fail(["undo", "import", "1"], exitCode: 1, message: "change 1 cannot be undone: 1 of its records were changed since (#2)")
    }
}
