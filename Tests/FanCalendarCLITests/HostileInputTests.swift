import Foundation
import TestSupport
import XCTest

/// Inputs the fuzzer and the mutation test found troublesome, through the real `fancal import`
/// (fixtures in Tests/FanCalendarICSTests/Fixtures/hostile-*.ics). Each once hung, blew up memory
/// or let libical write on fancal's stderr.
final class HostileInputTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        SharedMaterial.projectRoot.appendingPathComponent("Tests/FanCalendarICSTests/Fixtures/\(name)").path
    }

    func testAVTimezoneChangingEverySecondDoesNotHang() throws {
        // libical expanded the observance from 1919, second by second: hours and gigabytes. The
        // zone is now ignored and its TZID, an Olson name, is converted by the tz database.
        let fancal = Fancal()
        let path = HostileInputTests.fixture("hostile-vtimezone-secondly.ics")
        let ending = RunningFancal(fancal, ["import", path]).wait(timeout: 30)
        XCTAssertNil(ending.signal, "still running after 30 s")
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stdout, "\(path): 1 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(ending.stderr, "")
        let json = fancal.succeed(["list", "--format", "json"])
        XCTAssertTrue(json.contains("\"date\": \"2026-07-16\", \"all_day\": false, \"start\": \"2026-07-15T20:00:00+01:00\""), json)
    }

    func testLinesNamedBeginOrEndThatAreNotBoundariesAreDroppedSilently() throws {
        // libical acted on `END;X-A=1:VALARM`: it closed the event early, lost what followed and
        // printed "Encountered END before BEGIN" on fancal's stderr.
        let fancal = Fancal()
        let path = HostileInputTests.fixture("hostile-malformed-boundaries.ics")
        let result = fancal.run(["import", path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "stderr carries only fancal's own lines")
        XCTAssertEqual(result.stdout, "\(path): 1 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        let json = fancal.succeed(["list", "--format", "json"])
        XCTAssertTrue(json.contains("\"title\": \"Kept after a stray END\""), json)
        XCTAssertTrue(json.contains("\"venue\": \"Budokan\""), json)
    }

    func testTimesAfter2037InAVTimezoneZoneAreQuickAndRight() throws {
        // libical expands a VTIMEZONE only up to 2037 and redid the whole expansion for every
        // later time: a weekday series whose DTEND says 2616 took minutes (found by make fuzz).
        let fancal = Fancal()
        let path = HostileInputTests.fixture("hostile-vtimezone-far-future.ics")
        let ending = RunningFancal(fancal, ["import", path]).wait(timeout: 30)
        XCTAssertNil(ending.signal, "still running after 30 s")
        XCTAssertEqual(ending.exitCode, 0, ending.stderr)
        XCTAssertEqual(ending.stdout, "\(path): 3178 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        XCTAssertEqual(ending.stderr, "")
        let json = fancal.succeed(["list", "--from", "2040-01-01", "--to", "2099-12-31", "--format", "json"])
        XCTAssertTrue(json.contains("\"date\": \"2040-07-16\", \"all_day\": false, \"start\": \"2040-07-15T20:00:00+02:00\", \"end\": \"2040-07-15T22:00:00+02:00\""), json)
        XCTAssertTrue(json.contains("\"date\": \"2099-12-25\", \"all_day\": false, \"start\": \"2099-12-24T18:00:00+01:00\""), json)
    }
}
