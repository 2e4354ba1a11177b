import Foundation
import TestSupport
import XCTest

/// The import and terminal probes of issue #12, through the real `fancal`: each failed before.
final class TrustImportTests: XCTestCase {
    private let fancal = Fancal()

    private func write(_ name: String, _ body: String) throws -> String {
        let path = fancal.directory.appendingPathComponent(name).path
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + body + "END:VCALENDAR\r\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func event(_ uid: String, _ lines: String) -> String {
        "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\n\(lines)END:VEVENT\r\n"
    }

    private func assertNoTerminalControls(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" || $0 == "\u{9B}" },
                       "\(what): \(text.debugDescription)", file: file, line: line)
    }

    func testEscapeSequencesFromACalendarFileReachNoTerminal() throws {
        // ESC]52 (sets the clipboard), ESC]0; (the title), ESC[2J (clears the screen) in a UID or
        // DESCRIPTION were printed raw by show, edit, list --format csv and import's stderr.
        let evilUID = "evil\u{1B}]52;c;aGk=\u{07}"
        let path = try write("evil.ics", event(
            evilUID,
            "DTSTART:20261201T100000Z\r\nSUMMARY:=HYPERLINK(\"http://x\") \u{202E}gnp.exe\r\n"
                + "DESCRIPTION:clear\u{1B}[2J\u{1B}]0;owned\u{07}\\nsecond line\r\nX-FANCAL-ARTIST:@artist\u{9B}31m\r\n")
            + event("bad\u{1B}[2J", "SUMMARY:no start\r\n"))
        for arguments in [["import", "--dry-run", path], ["import", path]] {
            let result = fancal.run(arguments)
            XCTAssertEqual(result.exitCode, 1)
            assertNoTerminalControls(result.stdout + result.stderr, "import")
            XCTAssertTrue(result.stderr.contains("event bad\\e[2J rejected: no DTSTART"), result.stderr)
        }
        let show = fancal.succeed(["show", "1"])
        assertNoTerminalControls(show, "show")
        XCTAssertTrue(show.contains("UID        evil\\e]52;c;aGk=\\u{7}\n"), show)
        XCTAssertTrue(show.contains("clear\\e[2J\\e]0;owned\\u{7}\n           second line"), show)
        XCTAssertTrue(show.contains("\\u{202E}gnp.exe"), show)
        let edit = fancal.succeed(["edit", "1", "--amount", "100"])
        assertNoTerminalControls(edit, "edit")
        let csv = fancal.succeed(["list", "--format", "csv"])
        assertNoTerminalControls(csv, "csv")
        XCTAssertTrue(csv.contains(",\"'=HYPERLINK(\"\"http://x\"\") \\u{202E}gnp.exe\","), csv)
        XCTAssertTrue(csv.contains(",'@artist 31m,"), csv)
        for arguments in [["list"], ["month", "2026-12"], ["summary", "--year", "2026", "--by", "artist"]] {
            assertNoTerminalControls(fancal.succeed(arguments), arguments.joined(separator: " "))
        }
        // JSON and the store keep the exact text; JSON escapes the control characters.
        let json = fancal.succeed(["list", "--format", "json"])
        XCTAssertTrue(json.contains("\"uid\": \"evil\\u001b]52;c;aGk=\\u0007\""), json)
        XCTAssertTrue(json.contains("\\u202egnp.exe"), json)
        assertNoTerminalControls(json, "json")
        let exported = fancal.succeed(["export"])
        XCTAssertTrue(exported.contains("UID:evil\u{1B}]52;c;aGk=\u{07}\r\n"), "the calendar file keeps the UID as it came")
        XCTAssertTrue(exported.contains("X-FANCAL-AMOUNT:100\r\n"), "the edit is patched into the event as it came")
    }

    func testMessagesNamingAFileAreEscapedToo() {
        fancal.fail(["import", "no\u{1B}]0;x\u{07}such.ics"], exitCode: 1, message: "no\\e]0;x\\u{7}such.ics: no such file")
        let result = fancal.run(["show", "\u{1B}[2J"])
        assertNoTerminalControls(result.stderr, "usage error")
        XCTAssertEqual(result.exitCode, 2)
    }

    func testWarningsOfTheReaderArePrintedWithFileAndLine() throws {
        let path = try write("warn.ics", event("z", "DTSTART;TZID=Nowhere/Zone:20261201T100000\r\nRRULE:FREQ=DAILY;COUNT=3\r\nSUMMARY:x\r\n")
            + event("b", "DTSTART:20261201T100000Z\r\nDTEND:20261201T090000Z\r\nSUMMARY:y\r\n")
            + event("z2", "DTSTART;TZID=Nowhere/Zone:20261202T100000\r\nSUMMARY:x\r\n")
            + event("z3", "DTSTART;TZID=Nowhere/Zone:20261203T100000\r\nSUMMARY:x\r\n"))
        let result = fancal.run(["import", path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            fancal: \(path):4: unknown time zone "Nowhere/Zone" read as Asia/Tokyo (and 2 more event(s))
            fancal: \(path):11: DTEND is before DTSTART; the event is kept as starting at DTSTART, without an end

            """)
        XCTAssertEqual(result.stdout, "\(path): 6 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
    }

    func testADirectoryIsNamedAsOneAndCreatesNothing() throws {
        let folder = fancal.directory.appendingPathComponent("calendars").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        fancal.fail(["import", folder], exitCode: 1, message: "\(folder): this is a folder; name an .ics file in it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath))
    }

    func testOneDateRangeForTheCommandLineImportAndExport() throws {
        fancal.fail(["add", "3001-01-01", "far"], exitCode: 2, message: "DATE: 3001-01-01 is outside the years 2–2999 fancal keeps records for")
        fancal.fail(["add", "0001-01-01", "early"], exitCode: 2, message: "DATE: 0001-01-01 is outside the years 2–2999")
        fancal.fail(["month", "9999-12", "-3"], exitCode: 2, message: "MONTH: 9999-12 is outside the years 2–2999")
        fancal.fail(["add", "tomorrow", "x"], exitCode: 2, message: "FANCAL_TODAY=9999-12-31 is outside the years 2–2999",
                    environment: ["FANCAL_TODAY": "9999-12-31"])
        fancal.fail(["add", "tomorrow", "x"], exitCode: 2, message: "DATE: 3000-01-01 is outside the years 2–2999",
                    environment: ["FANCAL_TODAY": "2999-12-31"])
        fancal.succeed(["add", "2999-12-31", "last night", "--time", "23:00-01:00"])
        fancal.succeed(["add", "0002-01-01", "first day"])
        let exported = fancal.succeed(["export"])
        XCTAssertFalse(exported.contains("00000000"), exported)
        let other = Fancal()
        XCTAssertEqual(other.succeed(["import", "-"], stdin: Data(exported.utf8)),
                       "<stdin>: 2 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        func withoutIDs(_ json: String) -> String {
            json.replacingOccurrences(of: #""id": \d+, "#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(withoutIDs(other.succeed(["list", "--format", "json"])), withoutIDs(fancal.succeed(["list", "--format", "json"])))
    }

    func testAPosixTZIsTheHomeZoneAndAnUnknownOneIsSaidOnce() throws {
        // TZ=JST-9 fell back to the system zone silently: a 20261231T200000Z event was filed on
        // 2026-12-31 instead of 2027-01-01.
        let path = try write("utc.ics", event("u", "DTSTART:20261231T200000Z\r\nSUMMARY:new year\r\n"))
        let posix = fancal.run(["import", path], environment: ["TZ": "JST-9"])
        XCTAssertEqual(posix.exitCode, 0, posix.stderr)
        XCTAssertEqual(posix.stderr, "")
        XCTAssertTrue(fancal.succeed(["list", "--format", "json"]).contains("\"date\": \"2027-01-01\""))
        let result = Fancal().run(["import", path], environment: ["TZ": "Asia/Tokio"])
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: TZ=Asia/Tokio is neither a time zone of the system's tz database nor a POSIX TZ rule; using "), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").count, 2, "one line: \(result.stderr)")
    }

    func testManyRevisionsOfOneEventTakeTheMemoryOfOne() throws {
        // 500,000 copies of one VEVENT peaked at 523 MB to store one record: every revision was
        // held until the end of the input.
        let copies = 100_000
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        text.reserveCapacity(copies * 120)
        for index in 0..<copies {
            text += "BEGIN:VEVENT\r\nUID:same@test\r\nDTSTART;VALUE=DATE:20260301\r\nSUMMARY:copy \(index)\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        let path = fancal.directory.appendingPathComponent("copies.ics").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let ending = RunningFancal(fancal, ["import", path], measuringMemory: true).wait(timeout: 120)
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stdout, "\(path): 1 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertLessThan(ending.maxResidentKiB, 60 * 1024, "peak memory for 100,000 revisions of one event")
        XCTAssertTrue(fancal.succeed(["list", "--format", "json"]).contains("\"title\": \"copy \(copies - 1)\""))
    }

    func testAHugeVTimezoneIsRefusedQuicklyWithAMessage() throws {
        var zone = "BEGIN:VTIMEZONE\r\nTZID:Hostile\r\n"
        for index in 0..<2_000 {
            zone += "BEGIN:STANDARD\r\nDTSTART:00020101T000000\r\nRRULE:FREQ=YEARLY;BYMONTH=\(index % 12 + 1);BYMONTHDAY=\(index % 28 + 1)\r\n"
                + "TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0800\r\nEND:STANDARD\r\n"
        }
        zone += "END:VTIMEZONE\r\n"
        let path = try write("zone.ics", zone + event("e", "DTSTART;TZID=Hostile:20261201T100000\r\nSUMMARY:x\r\n"))
        let ending = RunningFancal(fancal, ["import", path]).wait(timeout: 20)
        XCTAssertNil(ending.signal, "still running after 20 s")
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stderr, """
            fancal: \(path):4: VTIMEZONE "Hostile" has more than 1000 observances; it is not used (its TZID is read as if the file had no VTIMEZONE for it)
            fancal: \(path):12007: unknown time zone "Hostile" read as Asia/Tokyo

            """)
    }

    func testAFileNameThatIsNotUTF8IsFoundAndShownByItsBytes() throws {
        // Such names were not found (U+FFFD stood for the bytes) or were shown rewritten.
        let name = fancal.directory.appendingPathComponent("caf").path
        let body = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:latin1\r\nDTSTART;VALUE=DATE:20261201\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let script = """
            printf '%s' "$2" > "$1$(printf '\\351').ics"
            "$3" import "$1$(printf '\\351').ics"; echo "exit $?"
            "$3" import "$1$(printf '\\351')-missing.ics"; echo "exit $?"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", name, body, Fancal.executable.path]
        process.environment = fancal.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(text, """
            \(name)\\x{E9}.ics: 1 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected
            exit 0
            fancal: \(name)\\x{E9}-missing.ics: no such file
            exit 1

            """)
    }

    func testAStrictImportStoppedByARejectionCreatesNoDatabase() throws {
        // `import --strict` left an empty database file behind when nothing was imported.
        let path = try write("strict.ics", event("bad", "SUMMARY:no start\r\n") + event("good", "DTSTART;VALUE=DATE:20261201\r\nSUMMARY:x\r\n"))
        fancal.fail(["import", "--strict", path], exitCode: 1, message: "\(path): 1 event(s) rejected; --strict: nothing was imported")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath))
        let todos = try write("todos.ics", "BEGIN:VTODO\r\nUID:t\r\nEND:VTODO\r\n")
        XCTAssertEqual(fancal.succeed(["import", todos]), "\(todos): 0 added, 0 updated, 0 unchanged, 1 skipped (1 VTODO), 0 rejected\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "nothing to store, nothing created")
    }
}
