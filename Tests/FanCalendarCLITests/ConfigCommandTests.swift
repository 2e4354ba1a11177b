import Foundation
import TestSupport
import XCTest

/// `fancal config` and the order settings apply in: flag, environment, config file, default.
final class ConfigCommandTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    var configPath: String { fancal.directory.appendingPathComponent(".config/fancal/config").path }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (configPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
    }

    func testSetGetListUnset() throws {
        fancal.succeed(["config", "set", "locale", "ja_JP.UTF-8"])
        fancal.succeed(["config", "set", "first_weekday", "Monday"])
        fancal.succeed(["config", "set", "currency", "¥"])
        XCTAssertEqual(fancal.succeed(["config", "get", "locale"]), "ja\n")
        XCTAssertEqual(fancal.succeed(["config", "list"]), "locale = ja\nfirst_weekday = mon\ncurrency = JPY\n")
        XCTAssertEqual(try String(contentsOfFile: configPath, encoding: .utf8), "locale = ja\nfirst_weekday = mon\ncurrency = JPY\n")
        fancal.succeed(["config", "unset", "locale"])
        let unset = fancal.run(["config", "get", "locale"])
        XCTAssertEqual(unset.exitCode, 1)
        XCTAssertEqual(unset.stdout + unset.stderr, "")
        fancal.fail(["config", "set", "first_weekday", "someday"], exitCode: 2,
                    message: "config: first_weekday cannot be 'someday'; use sun, mon, tue, wed, thu, fri, sat")
        fancal.fail(["config", "get", "colour"], exitCode: 2,
                    message: "config: unknown key 'colour'; the keys are locale, first_weekday, holidays, currency, color")
        fancal.fail(["config", "set", "color"], exitCode: 2, message: "config set: give KEY VALUE")
        fancal.fail(["config", "remove", "color"], exitCode: 2, message: "config: 'remove' is not an action")
        XCTAssertEqual(fancal.succeed(["config", "list"]), "first_weekday = mon\ncurrency = JPY\n")
    }

    func testXDGConfigHomeIsWhereTheFileLives() throws {
        let xdg = fancal.directory.appendingPathComponent("xdg").path
        let result = fancal.run(["config", "set", "color", "never"], environment: ["XDG_CONFIG_HOME": xdg])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try String(contentsOfFile: xdg + "/fancal/config", encoding: .utf8), "color = never\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: configPath))
    }

    /// Missing folders are made one by one, 0700 as the XDG spec asks; one that cannot be made
    /// is named.
    func testMissingFoldersAreMadePrivateAndAFailureIsNamed() throws {
        let xdg = fancal.directory.appendingPathComponent("deep/er").path
        fancal.succeed(["config", "set", "color", "never"], environment: ["XDG_CONFIG_HOME": xdg])
        XCTAssertEqual(try String(contentsOfFile: xdg + "/fancal/config", encoding: .utf8), "color = never\n")
        for folder in [fancal.directory.appendingPathComponent("deep").path, xdg, xdg + "/fancal"] {
            let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o700, folder)
        }
        let file = fancal.directory.appendingPathComponent("plain-file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let result = fancal.run(["config", "set", "color", "never"], environment: ["XDG_CONFIG_HOME": file + "/xdg"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr, "fancal: cannot write \(file)/xdg/fancal/config: \(file)/xdg/fancal cannot be created\n")
    }

    func testABadLineIsAnErrorNamingFileAndLine() throws {
        try write("locale = ja\n# fine\ncolour = always\n")
        fancal.fail(["list"], exitCode: 2, message: "fancal: \(configPath):3: unknown key 'colour'; the keys are")
        fancal.fail(["config", "list"], exitCode: 2, message: "\(configPath):3: unknown key 'colour'")
        fancal.succeed(["config", "unset", "locale"])
        XCTAssertEqual(try String(contentsOfFile: configPath, encoding: .utf8), "# fine\ncolour = always\n",
                       "set and unset still work on a file with a bad line, so it can be mended")
    }

    /// A FIFO at the config path would make every command wait for a writer; a huge file is a
    /// mistake. Both are refused at once, saying why.
    func testAConfigThatIsAFIFOOrHugeIsRefusedAtOnce() throws {
        try write("")
        try FileManager.default.removeItem(atPath: configPath)
        XCTAssertEqual(mkfifo(configPath, 0o600), 0)
        let start = Date()
        let result = fancal.run(["list"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stderr, "fancal: cannot read \(configPath) (not a regular file (a FIFO, a device or a socket); name a file); fix it, or remove it and use `fancal config set`\n")
        try FileManager.default.removeItem(atPath: configPath)
        try write("# " + String(repeating: "x", count: 2 << 20) + "\n")
        fancal.fail(["list"], exitCode: 1, message: "fancal: cannot read \(configPath) (larger than 1 MiB); fix it")
    }

    func testLanguageFlagBeatsEnvironmentBeatsConfig() throws {
        try write("locale = ja\n")
        let message = { (result: Fancal.Result) in result.stderr }
        XCTAssertEqual(message(fancal.run(["show", "abc"])),
                       "fancal: 'abc' は記録の ID ではありません。ID は正の整数です (`fancal list` を参照)\n")
        XCTAssertTrue(message(fancal.run(["show", "abc"], environment: ["LANG": "de_DE.UTF-8"])).contains("keine Eintrags-ID"))
        XCTAssertTrue(message(fancal.run(["show", "abc"], environment: ["LANG": "C.UTF-8"])).contains("記録の ID"),
                      "an environment naming none of fancal's languages leaves the config's")
        XCTAssertTrue(message(fancal.run(["show", "abc", "--locale", "en"], environment: ["LANG": "de_DE.UTF-8"]))
            .contains("is not a record id"))
        XCTAssertTrue(fancal.succeed(["month", "2026-12"]).contains("2026年12月"))
    }

    func testWeekdayHolidaysCurrencyAndColorFromTheConfig() throws {
        try write("first_weekday = mon\nholidays = none\ncurrency = EUR\ncolor = always\n")
        let month = fancal.succeed(["month", "2026-12", "--locale", "en"])
        let plain = month.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertTrue(plain.contains("Mo   Tu   We   Th   Fr   Sa   Su"), plain)
        XCTAssertTrue(month.contains("\u{1B}["), "color = always colors output")
        XCTAssertTrue(fancal.succeed(["month", "2026-12", "--first-weekday", "sun", "--color", "never"])
            .contains("Su   Mo   Tu   We   Th   Fr   Sa"), "a flag beats the config")
        XCTAssertFalse(fancal.run(["month", "2026-12"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["),
                       "NO_COLOR beats the config")
        fancal.succeed(["add", "2026-12-24", "Tour shirt", "-a", "35"])
        XCTAssertEqual(fancal.run(["add", "2026-12-25", "Yen shirt", "-a", "3500"], environment: ["FANCAL_CURRENCY": "JPY"]).exitCode, 0)
        let list = fancal.succeed(["list", "--format", "csv"])
        XCTAssertTrue(list.contains("35.00,3500,EUR"), list)
        XCTAssertTrue(list.contains("3500,3500,JPY"), "FANCAL_CURRENCY beats the config: \(list)")
    }

    func testIconsAndAmbiguousWidthFromTheConfig() throws {
        fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12000"])
        XCTAssertTrue(fancal.succeed(["month", "2026-12"]).contains("🎤"), "icons by default")
        try write("icons = off\nambiguous_width = 2\n")
        let month = fancal.succeed(["month", "2026-12"])
        XCTAssertFalse(month.contains("🎤"), month)
        XCTAssertTrue(month.contains("* Winter live"), month)
        XCTAssertTrue(fancal.succeed(["month", "2026-12"], environment: ["FANCAL_ICONS": "on"]).contains("🎤"),
                      "the environment beats the config")
        try write("icons = maybe\n")
        fancal.fail(["month", "2026-12"], exitCode: 2, message: "icons")
        try write("ambiguous_width = 3\n")
        fancal.fail(["month", "2026-12"], exitCode: 2, message: "ambiguous_width")
    }
}
