import FanCalendar
import FanCalendarICS
import Foundation
import XCTest

/// A measurement, not a check: reads the file named by `FANCAL_ICS_LARGE_FILE` (see
/// `Scripts/generate-large-ics.py`) so that `/usr/bin/time -v` can report peak memory and time.
/// Skipped when the variable is unset.
final class LargeInputTests: XCTestCase {
    func testReadingALargeFile() throws {
        guard let path = ProcessInfo.processInfo.environment["FANCAL_ICS_LARGE_FILE"] else {
            throw XCTSkip("set FANCAL_ICS_LARGE_FILE to measure")
        }
        var events = 0
        var other = 0
        let started = Date()
        try ICSReader(options: Fixture.tokyoOptions).read(path: path) { item in
            if case .event = item { events += 1 } else { other += 1 }
        }
        print("read \(events) events, \(other) other items in \(Date().timeIntervalSince(started)) s")
        XCTAssertEqual(other, 0)
    }
}
