import Foundation
import TestSupport
import XCTest

/// End to end: the built binary on a throwaway database, asserting exit code, stdout and stderr.
final class RecordCommandsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func addSamples() {
        fancal.succeed(["add", "2026-12-24", "冬のライブ 東京ドーム", "--category", "live", "--amount", "12,000",
                        "--artist", "Aoi", "--time", "18:00-21:00", "--sub", "ticket", "--venue", "Tokyo Dome"])
        fancal.succeed(["add", "2026-11-18", "Photocard 🎴 set", "-c", "merch", "-a", "49.90", "--currency", "EUR"])
        fancal.succeed(["add", "2025-08-01", "Summer fanclub", "-c", "other", "-a", "5000", "--memo", "yearly fee"])
    }

    func testAddPrintsTheRecordWithItsID() {
        let output = fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12000", "--time", "18:00"])
        XCTAssertTrue(output.hasPrefix("Added record #1\n"), output)
        XCTAssertTrue(output.contains("Date      2026-12-24 Thu\n"), output)
        XCTAssertTrue(output.contains("Time      18:00\n"), output)
        XCTAssertTrue(output.contains("Amount    ¥12,000\n"), output)
    }

    func testListTableIsAlignedByDisplayWidth() {
        addSamples()
        let output = fancal.succeed(["list"])
        Golden.assert(output, named: "list-en.txt")
        Golden.assert(fancal.succeed(["list", "--locale", "ja"]), named: "list-ja.txt")
        Golden.assert(fancal.succeed(["list", "--locale", "de", "--color", "always"]), named: "list-de-color.txt")
    }

    func testListJSONMatchesTheContract() throws {
        addSamples()
        let output = fancal.succeed(["list", "--year", "2026", "--format", "json"])
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        let live = array[1]
        XCTAssertEqual(live["date"] as? String, "2026-12-24")
        XCTAssertEqual(live["all_day"] as? Bool, false)
        XCTAssertEqual(live["start"] as? String, "2026-12-24T18:00:00+09:00")
        XCTAssertEqual(live["end"] as? String, "2026-12-24T21:00:00+09:00")
        XCTAssertEqual(live["category"] as? String, "live")
        XCTAssertEqual(live["sub"] as? String, "ticket")
        XCTAssertEqual(live["amount_minor"] as? Int, 12000)
        XCTAssertEqual(live["currency"] as? String, "JPY")
        XCTAssertTrue(live["memo"] is NSNull)
        XCTAssertTrue(live["recurrence_id"] is NSNull)
        let goods = array[0]
        XCTAssertEqual(goods["amount_minor"] as? Int, 4990)
        XCTAssertTrue(goods["start"] is NSNull)
        let keys = ["id", "uid", "recurrence_id", "date", "all_day", "start", "end", "title", "category", "sub",
                    "artist", "venue", "memo", "amount_minor", "currency", "charged_minor", "charged_currency", "last_date"]
        XCTAssertEqual(Set(live.keys), Set(keys))
        let firstLine = output.split(separator: "\n")[1]
        XCTAssertTrue(firstLine.hasPrefix("  {\"id\": 2, \"uid\": "), "keys keep the contract's order")
        XCTAssertEqual(fancal.succeed(["list", "--year", "1999", "--format", "json"]), "[]\n")
    }

    func testListCSVQuotesAndFilters() {
        addSamples()
        fancal.succeed(["add", "2026-03-03", "Album \"Blue\", limited", "-c", "cd", "-a", "3,300", "--memo", "two\nlines"])
        let output = fancal.succeed(["list", "--category", "cd_dvd", "--format", "csv"])
        let lines = output.components(separatedBy: "\r\n")
        XCTAssertEqual(lines[0], "id,uid,recurrence_id,date,all_day,start,end,title,category,sub,artist,venue,memo,amount,amount_minor,currency,last_date")
        XCTAssertTrue(lines[1].contains(",2026-03-03,true,,,\"Album \"\"Blue\"\", limited\",cd_dvd,,,,\"two\nlines\",3300,3300,JPY,"), lines[1])
        XCTAssertEqual(lines.count, 3)
    }

    func testListFilters() {
        addSamples()
        XCTAssertTrue(fancal.succeed(["list", "--month", "2026-11"]).contains("Photocard"))
        XCTAssertFalse(fancal.succeed(["list", "--month", "2026-11"]).contains("冬のライブ"))
        XCTAssertTrue(fancal.succeed(["list", "--from", "2026-12-01", "--to", "2026-12-31"]).contains("冬のライブ"))
        XCTAssertTrue(fancal.succeed(["list", "--artist", "aoi"]).contains("冬のライブ"))
        XCTAssertTrue(fancal.succeed(["list", "--search", "fanclub"]).contains("Summer fanclub"))
        XCTAssertEqual(fancal.succeed(["list", "--search", "nothing like this"]), "No records.\n")
        XCTAssertEqual(fancal.succeed(["list", "--locale", "ja", "--year", "2000"]), "記録はありません。\n")
    }

    func testShowEditDelete() {
        addSamples()
        let shown = fancal.succeed(["show", "1"])
        Golden.assert(shown.replacingOccurrences(of: #"[0-9a-f-]{36}@fancal"#, with: "<uid>", options: .regularExpression),
                      named: "show-en.txt")
        let edited = fancal.succeed(["edit", "1", "--title", "Winter live (day 2)", "--date", "2026-12-25", "--artist", ""])
        XCTAssertTrue(edited.hasPrefix("Updated record #1\n"))
        XCTAssertTrue(edited.contains("2026-12-25 Fri"))
        XCTAssertFalse(edited.contains("Aoi"))
        XCTAssertTrue(edited.contains("18:00–21:00"), "moving the date keeps the time: \(edited)")
        let json = fancal.succeed(["show", "1", "--format", "json"])
        XCTAssertTrue(json.contains("\"start\": \"2026-12-25T18:00:00+09:00\""), json)
        fancal.succeed(["edit", "1", "--currency", "EUR"])
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("€12,000.00"))
        fancal.succeed(["edit", "1", "--time", ""])
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("all day"))
        XCTAssertEqual(fancal.succeed(["delete", "1", "2", "--yes"]), "Deleted #1, #2\n")
        fancal.fail(["show", "1"], exitCode: 1, message: "no record with id 1")
    }

    func testEditChangesOnlyWhatWasGiven() throws {
        addSamples()
        fancal.succeed(["edit", "3", "--amount", "6000"])
        let json = fancal.succeed(["list", "--format", "json", "--year", "2025"])
        XCTAssertTrue(json.contains("\"amount_minor\": 6000"))
        XCTAssertTrue(json.contains("\"memo\": \"yearly fee\""))
        XCTAssertTrue(json.contains("\"title\": \"Summer fanclub\""))
        fancal.fail(["edit", "2", "--currency", "JPY"], exitCode: 2, message: "JPY has no decimals")
        XCTAssertTrue(fancal.succeed(["show", "2"]).contains("€49.90"), "a refused edit changes nothing")
    }

    func testBadInputsExitTwoAndWriteNothing() {
        let cases: [([String], String)] = [
            (["add", "2026-02-30", "x"], "2026-02-30 is not a date on the calendar"),
            (["add", "2026-13-01", "x"], "not a date on the calendar"),
            (["add", "26-1-1", "x"], "is not a date; use YYYY-MM-DD"),
            (["add", "2026-01-01", "x", "-a", "-5"], "is negative"),
            (["add", "2026-01-01", "x", "-a", "100.5"], "JPY has no decimals"),
            (["add", "2026-01-01", "x", "-a", "4.999", "--currency", "EUR"], "EUR has 2 decimals"),
            (["add", "2026-01-01", "x", "-a", "12,00"], "is not an amount"),
            (["add", "2026-01-01", "x", "-a", "abc"], "is not an amount"),
            (["add", "2026-01-01", "x", "--currency", "XYZ"], "unknown currency 'XYZ'"),
            (["add", "2026-01-01", "   "], "TITLE must not be blank"),
            (["add", "2026-01-01", "x", "-c", "lunch"], "unknown category 'lunch'"),
            (["add", "2026-01-01", "x", "--time", "25:00"], "is not a time"),
            (["add", "2026-01-01", "x", "--bogus"], "unknown option '--bogus'"),
            (["add", "2026-01-01", "x", "--categroy", "live"], "did you mean '--category'?"),
            (["add", "2026-01-01"], "missing TITLE"),
            (["add", "2026-01-01", "x", "extra"], "unexpected argument 'extra'"),
            (["add", "2026-01-01", "x", "--amount"], "needs a value"),
            (["lst"], "did you mean 'list'?"),
            (["list", "--month", "2026-13"], "there is no month 13"),
            (["list", "--year", "20x6"], "is not a year"),
            (["list", "--year", "2026", "--month", "2026-01"], "use only one of"),
            (["list", "--from", "2026-02-01", "--to", "2026-01-01"], "is after --to"),
            (["list", "--format", "xml"], "--format must be"),
            (["list", "--color", "sometimes"], "--color must be"),
            (["list", "--locale", "fr"], "unknown locale 'fr'"),
            (["show", "abc"], "is not a record id"),
            (["show", "0"], "is not a record id"),
            (["edit", "1"], "nothing to change"),
            (["delete"], "missing ID"),
        ]
        for (arguments, message) in cases { fancal.fail(arguments, exitCode: 2, message: message) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "no database was created")
        fancal.fail(["list"], exitCode: 2, message: "FANCAL_TODAY must be a date", environment: ["FANCAL_TODAY": "soon"])
        fancal.fail(["add", "today", "x"], exitCode: 2, message: "FANCAL_CURRENCY", environment: ["FANCAL_CURRENCY": "ABC"])
    }

    func testFailuresExitOne() throws {
        addSamples()
        fancal.fail(["delete", "1", "99"], exitCode: 1, message: "no record with id 99; nothing was deleted")
        XCTAssertTrue(fancal.succeed(["list"]).contains("冬のライブ"), "delete is all or nothing")
        fancal.fail(["edit", "42", "--title", "x"], exitCode: 1, message: "no record with id 42")

        let notADatabase = fancal.directory.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notADatabase)
        fancal.fail(["--db", notADatabase.path, "list"], exitCode: 1, message: "is not a fancal database")
        fancal.fail(["add", "today", "x", "--db", notADatabase.path], exitCode: 1, message: "is not a fancal database")
        XCTAssertEqual(try String(contentsOf: notADatabase, encoding: .utf8), "my notes\n")
    }

    func testReadOnlyDatabaseIsReportedAndKept() throws {
        addSamples()
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root to drop to an unprivileged user")
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fancal.directory.path)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: fancal.databasePath + suffix) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: fancal.databasePath + suffix)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", Fancal.executable.path,
                             "add", "2026-01-01", "x"]
        process.environment = fancal.environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(message.hasPrefix("fancal: cannot write"), message)
        XCTAssertTrue(message.contains("read-only"), message)
        XCTAssertEqual(fancal.succeed(["list", "--format", "json"]).components(separatedBy: "\"id\"").count - 1, 3)
    }

    func testReadingCommandsDoNotCreateADatabase() {
        XCTAssertEqual(fancal.succeed(["list"]), "No records.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath))
    }

    func testDatabaseLocationFollowsXDG() {
        var environment = fancal.environment
        environment["FANCAL_DB"] = nil
        let xdg = fancal.directory.appendingPathComponent("xdg").path
        let home = Fancal(environment: environment)
        XCTAssertEqual(home.run(["add", "today", "x"], environment: ["XDG_DATA_HOME": xdg]).exitCode, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: xdg + "/fancal/fancal.db"))
        // A relative XDG_DATA_HOME is ignored, as the XDG specification says.
        XCTAssertEqual(home.run(["add", "today", "y"], environment: ["XDG_DATA_HOME": "relative"]).exitCode, 0)
        // (fancal runs in the test's working folder: a relative path would be taken from there.)
        XCTAssertFalse(FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/relative"))
        XCTAssertEqual(home.run(["add", "today", "z"]).exitCode, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fancal.directory.path + "/.local/share/fancal/fancal.db"))
        let listed = home.succeed(["list", "--format", "csv"])
        XCTAssertEqual(listed.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false)[7] }, ["title", "y", "z"],
                       "y and z went under HOME")
    }

    func testGlobalOptionsAnywhereAndHelp() {
        XCTAssertEqual(fancal.succeed(["--version"]), "fancal 0.1.0\n")
        fancal.succeed(["--locale", "de", "add", "2026-01-01", "x"])
        XCTAssertTrue(fancal.succeed(["list", "--locale", "de"]).contains("Datum"))
        Golden.assert(fancal.succeed(["--help"]), named: "help-en.txt")
        Golden.assert(fancal.succeed(["--help", "--locale", "ja"]), named: "help-ja.txt")
        Golden.assert(fancal.succeed(["--help", "--locale", "de"]), named: "help-de.txt")
        Golden.assert(fancal.succeed(["list", "-h"]), named: "help-list-en.txt")
        // `fancal` alone is `fancal month`, as `cal` shows the month; `fancal help` is `--help`.
        XCTAssertEqual(fancal.succeed([]), fancal.succeed(["month"]))
        XCTAssertEqual(fancal.succeed(["--locale", "ja"]), fancal.succeed(["month", "--locale", "ja"]))
        XCTAssertEqual(fancal.succeed(["help"]), fancal.succeed(["--help"]))
        XCTAssertEqual(fancal.succeed(["help", "month", "--locale", "de"]), fancal.succeed(["month", "--help", "--locale", "de"]))
        fancal.fail(["help", "mnth"], exitCode: 2, message: "did you mean 'month'?")
    }

    /// `edit` keeps what is not given: its help shows none of `add`'s defaults.
    func testEditHelpShowsNoDefaults() {
        for language in ["en", "ja", "de"] {
            let edit = fancal.succeed(["edit", "--help", "--locale", language])
            XCTAssertFalse(edit.contains("other)") || edit.contains("(default") || edit.contains("既定: 0")
                || edit.contains("Standard: 0") || edit.contains("JPY"), edit)
            XCTAssertTrue(edit.contains("--category C"), edit)
        }
        // The help wraps lines; the default may fall on the next one.
        let add = fancal.succeed(["add", "--help"]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(add.contains("(default other)"), add)
    }

    func testLocaleComesFromTheEnvironment() {
        fancal.succeed(["add", "2026-01-01", "x"])
        XCTAssertTrue(fancal.run(["list"], environment: ["LANG": "ja_JP.UTF-8"]).stdout.contains("日付"))
        XCTAssertTrue(fancal.run(["list"], environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8"]).stdout.contains("Datum"))
        XCTAssertTrue(fancal.run(["list"], environment: ["LC_MESSAGES": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"]).stdout.contains("Datum"))
        XCTAssertTrue(fancal.run(["list"], environment: ["LANG": "C.UTF-8"]).stdout.contains("Date"))
        XCTAssertFalse(fancal.run(["list", "--color", "auto"]).stdout.contains("\u{1B}["), "no color when not a terminal")
    }
}
