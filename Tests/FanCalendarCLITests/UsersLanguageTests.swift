import TestSupport
import XCTest

/// Issue 29: English left in German and Japanese output. The system's reason for a refused file
/// came from the C library, in English whatever the language; a rate was written with a decimal
/// point in German.
final class UsersLanguageTests: XCTestCase {
    func testTheSystemsReasonIsInTheUsersLanguage() {
        let fancal = InProcessFancal()
        fancal.succeed(["add", "2026-05-10", "Dome tour", "-c", "live", "-a", "13200"])
        let expected = [
            ("en", "fancal: cannot write /nonexistent-folder/x.ics: No such file or directory\n"),
            ("ja", "fancal: /nonexistent-folder/x.ics に書き込めません: そのファイルやフォルダはありません\n"),
            ("de", "fancal: /nonexistent-folder/x.ics kann nicht geschrieben werden: Datei oder Verzeichnis nicht gefunden\n"),
        ]
        for (locale, message) in expected {
            fancal.fail(["export", "--out", "/nonexistent-folder/x.ics", "--locale", locale], exitCode: 1, message: message)
        }
        fancal.fail(["chart", "--out", fancal.directory.path, "--locale", "de"], exitCode: 1,
                    message: "kann nicht geschrieben werden: Ist ein Verzeichnis\n")
        fancal.fail(["wrapped", "2026", "--out", "/nonexistent-folder/card.svg", "--locale", "ja"], exitCode: 1,
                    message: "に書き込めません: そのファイルやフォルダはありません\n")
    }

    func testADatabaseTheSystemRefusesIsExplainedInTheUsersLanguage() throws {
        let fancal = InProcessFancal()
        let file = fancal.directory.appendingPathComponent("plain-file").path
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        let database = file + "/sub/fancal.db"
        fancal.fail(["list", "--db", database, "--locale", "de"], exitCode: 1,
                    message: "fancal: \(database) kann nicht geöffnet werden: Ist kein Verzeichnis\n")
        fancal.fail(["add", "today", "x", "--db", database, "--locale", "de"], exitCode: 1,
                    message: "fancal: \(database) kann nicht geöffnet werden: der Ordner \(file)/sub kann nicht angelegt werden: Ist kein Verzeichnis\n")
        fancal.fail(["add", "today", "x", "--db", database, "--locale", "ja"], exitCode: 1,
                    message: "fancal: \(database) を開けません: フォルダ \(file)/sub を作れません: フォルダではありません\n")
        fancal.fail(["add", "today", "x", "--db", database], exitCode: 1,
                    message: "fancal: cannot open \(database): cannot create folder \(file)/sub: Not a directory\n")
    }

    func testARateIsWrittenWithTheLanguagesDecimalMark() {
        let fancal = InProcessFancal()
        let environment = ["FANCAL_CURRENCY": "EUR"]
        XCTAssertEqual(fancal.succeed(["rate", "add", "USD", "0,92", "--locale", "de"], environment: environment),
                       "Kurs hinzugefügt: 1 USD = 0,92 EUR ab 2026-11-29\n")
        XCTAssertTrue(fancal.succeed(["rate", "list", "--locale", "de"], environment: environment).contains("1 USD = 0,92 EUR"))
        XCTAssertTrue(fancal.succeed(["rate", "list", "--locale", "en"], environment: environment).contains("1 USD = 0.92 EUR"))
    }

    /// Issue 29: `rate list` named the source `manual` in German and Japanese (`Quelle manual`).
    func testARatesSourceIsNamedInTheLanguage() {
        let fancal = InProcessFancal()
        let environment = ["FANCAL_CURRENCY": "EUR"]
        fancal.succeed(["rate", "add", "USD", "0.92"], environment: environment)
        for (language, name) in [("en", "manual"), ("ja", "手入力"), ("de", "manuell")] {
            for arguments in [["rate", "list"], ["rate", "list", "--all"]] {
                let table = fancal.succeed(arguments + ["--locale", language, "--color", "never"], environment: environment)
                let row = table.split(separator: "\n").first { $0.hasPrefix("1 USD") }
                XCTAssertEqual(row.map { String($0.split(separator: " ").last!) }, name, "\(arguments) \(language): \(table)")
            }
        }
    }
}
