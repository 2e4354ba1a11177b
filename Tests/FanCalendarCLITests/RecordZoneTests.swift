import Foundation
import TestSupport
import XCTest

/// `--tz`: a record's times in a zone of its own, shown with the home time, placed on the home
/// day, exported with that TZID; wrong uses refused with exit 2.
final class RecordZoneTests: XCTestCase {
    func testABerlinShowTypedInTokyoKeepsBerlinsTime() throws {
        let fancal = Fancal()
        let added = fancal.succeed(["add", "2027-01-10", "Berlin show", "--time", "19:00-22:00", "--tz", "Europe/Berlin", "-c", "live"])
        XCTAssertTrue(added.contains("""
            Date       2027-01-11 Mon
            Time       19:00–22:00
            Time zone  Europe/Berlin
            Home time  03:00–06:00 Asia/Tokyo

            """), added)
        XCTAssertTrue(fancal.succeed(["list", "--month", "2027-01"]).contains("2027-01-11 Mon  03:00–06:00"))
        let exported = fancal.succeed(["export"])
        XCTAssertTrue(exported.contains("DTSTART;TZID=Europe/Berlin:20270110T190000\r\n"), exported)
        XCTAssertTrue(exported.contains("DTEND;TZID=Europe/Berlin:20270110T220000\r\n"), exported)
        XCTAssertTrue(exported.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"), exported)

        // The 19:00 typed was Seoul's after all: the wall time stays, the zone and the day move.
        let edited = fancal.succeed(["edit", "1", "--tz", "Asia/Seoul"])
        XCTAssertTrue(edited.contains("Date       2027-01-10 Sun\nTime       19:00–22:00\nTime zone  Asia/Seoul\n"), edited)
        XCTAssertFalse(edited.contains("Home time"), "Seoul and Tokyo share their clocks: \(edited)")
        // A new time is read in the record's own zone.
        let moved = fancal.succeed(["edit", "1", "--time", "20:00"])
        XCTAssertTrue(moved.contains("Time       20:00\nTime zone  Asia/Seoul\n"), moved)
    }

    func testWrongZonesAreRefusedAndChangeNothing() {
        let fancal = Fancal()
        fancal.fail(["add", "2027-01-10", "x", "--time", "19:00", "--tz", "Mars/Base"], exitCode: 2,
                    message: "--tz: Mars/Base is not a time zone; give an IANA name such as Asia/Seoul or Europe/Berlin")
        fancal.fail(["add", "2027-01-10", "x", "--tz", "Asia/Seoul"], exitCode: 2,
                    message: "--tz: an all-day record has no time to be in a zone; give --time too")
        fancal.fail(["add", "2027-01-10", "x", "--time", "19:00", "--tz", "Mars/Base", "--locale", "ja"], exitCode: 2,
                    message: "--tz: Mars/Base はタイムゾーンではありません")
        XCTAssertEqual(fancal.succeed(["list", "--format", "csv"]).split(whereSeparator: \.isNewline).count, 1, "nothing was added")
        XCTAssertTrue(fancal.succeed(["completions", "zones"]).split(separator: "\n").contains("Asia/Seoul"))
    }
}
