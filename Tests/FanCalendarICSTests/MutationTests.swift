import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// Damaged copies of the fixtures: every one must import, reject events or be refused with an
/// `ICSError`, never crash or hang.
final class MutationTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private static let tokens: [[UInt8]] = [
        "BEGIN:VEVENT\n", "END:VEVENT\n", "END:VCALENDAR\n", "BEGIN:VALARM\n", "\n ", "\r\n\t", ";TZID=",
        ":", ";", ",", "\\", "RRULE:FREQ=SECONDLY\n", "RRULE:FREQ=DAILY;COUNT=999999999\n",
        "EXDATE:99991231T235959Z\n", "DTSTART:00000000T000000\n", "X-FANCAL-AMOUNT:1e9\n", "\u{FEFF}", "\u{1F3A4}",
    ].map { Array($0.utf8) }

    private func mutate(_ input: [UInt8], _ rng: inout SeededRandom) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: bytes[at] = UInt8.random(in: 1...255, using: &rng)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng)))
            case 2: bytes.insert(contentsOf: Self.tokens.randomElement(using: &rng)!, at: at)
            case 3: bytes = Array(bytes[..<at])
            default:
                let end = min(bytes.count, at + Int.random(in: 1...200, using: &rng))
                bytes.insert(contentsOf: bytes[at..<end], at: end)
            }
        }
        return bytes
    }

    func testDamagedFixturesNeverCrash() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)
            .filter { $0.hasSuffix(".ics") && !$0.hasPrefix("broken-") }.sorted()
        var rng = SeededRandom(seed: 5545)
        // A lower cap keeps the many huge series the tokens create quick in a debug build.
        var options = Fixture.tokyoOptions
        options.maximumOccurrencesPerSeries = 300
        var outcomes = [String: Int]()
        for name in names {
            let original = try [UInt8](Data(contentsOf: Fixture.directory.appendingPathComponent(name)))
            for _ in 0..<40 {
                let damaged = mutate(original, &rng)
                do {
                    let items = try ICSReader(options: options).items(bytes: damaged, name: name)
                    outcomes["read", default: 0] += 1
                    for case .event(let event) in items {
                        XCTAssertFalse(event.record.title.isEmpty)
                        XCTAssertGreaterThanOrEqual(event.record.amount.minorUnits, 0)
                    }
                } catch is ICSError {
                    outcomes["refused", default: 0] += 1
                }
            }
        }
        XCTAssertGreaterThan(outcomes["read", default: 0], 0)
        XCTAssertGreaterThan(outcomes["refused", default: 0], 0)
    }
}
