import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Thousands of damaged calendars through the reader, in process, seeded: the quick, deterministic
/// cousin of `make fuzz` that runs in every `make test`. Every input must either be read (items,
/// possibly none) or be refused with an `ICSError`; never a crash, another error type, a
/// malformed item, or a line from libical on stderr (fancal's stderr carries only its own lines).
final class ImporterMutationTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    static let inputs = 5_000
    static let seed: UInt64 = 0x1C5_F022

    /// The fixtures and the shared corpus (when it is beside the checkout): the material to damage.
    static func seeds() throws -> [(name: String, bytes: [UInt8])] {
        var folders = [Fixture.directory]
        if let corpus = SharedMaterial.icsCorpus { folders.append(corpus) }
        var seeds: [(String, [UInt8])] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".ics") }.sorted()
            for name in names {
                seeds.append((name, Array(try Data(contentsOf: folder.appendingPathComponent(name)))))
            }
        }
        return seeds
    }

    /// Lines that make parsers stumble: boundaries in odd shapes, impossible values, endless rules.
    static let tokens: [String] = [
        "BEGIN:VEVENT", "END:VEVENT", "BEGIN:VCALENDAR", "END:VCALENDAR", "BEGIN:VALARM", "END:VALARM",
        "BEGIN:VTIMEZONE", "END:VTIMEZONE", "BEGIN:STANDARD", "END:DAYLIGHT", "END;X-A=1:VALARM",
        "BEGIN;X=1:VEVENT", "END:VEVENT X", "end:vevent", "BEGIN:", "END:", "begin:VTODO",
        "DTSTART:20261345T250000Z", "DTSTART;VALUE=DATE:20260230", "DTSTART;TZID=Nowhere/Zone:20260101T100000",
        "DTSTART;TZID=Tokyo Standard Time:20260101T100000", "DTEND:19000101T000000Z", "DTSTART:99991231T235959Z",
        "RRULE:FREQ=SECONDLY;INTERVAL=1", "RRULE:FREQ=DAILY;COUNT=999999999", "RRULE:FREQ=YEARLY;BYDAY=-53MO",
        "RRULE:FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=99991231", "EXDATE:garbage", "RDATE;VALUE=PERIOD:20260101T000000Z/PT1H",
        "RECURRENCE-ID;RANGE=THISANDFUTURE:20260101T100000Z", "SEQUENCE:-99999999999999999999", "SEQUENCE:2147483648",
        "LAST-MODIFIED:00000000T000000Z", "X-FANCAL-AMOUNT:99999999999999999999999", "X-FANCAL-AMOUNT:-0.5",
        "X-FANCAL-AMOUNT:1e308", "X-FANCAL-CURRENCY:", "X-FANCAL-CATEGORY:\u{0}", "CATEGORIES:,,,;;;",
        "SUMMARY:" + String(repeating: "\\", count: 301), "DESCRIPTION:\\n\\,\\;\\", "UID:", "UID;X=\"unterminated:",
        "TZOFFSETFROM:+9999", "TZOFFSETTO:-2400", "DURATION:P99999999W", "DURATION:-PT", ":", ";;;:::", " ", "\t",
        "X-WR-TIMEZONE:Mars/Olympus", "\u{FEFF}BEGIN:VCALENDAR",
    ]

    struct Mutator {
        var random: SeededRandom
        let seeds: [[UInt8]]

        mutating func lines(_ bytes: [UInt8]) -> [[UInt8]] {
            bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        }

        mutating func anySeed() -> [UInt8] { seeds[Int.random(in: 0..<seeds.count, using: &random)] }

        /// One damaged input: a seed, then one to four damages.
        mutating func next() -> (bytes: [UInt8], steps: [String]) {
            var bytes = anySeed()
            var steps: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let kind = Int.random(in: 0..<8, using: &random)
                steps.append(["flip", "delete line", "duplicate line", "truncate", "splice", "insert token",
                              "swap lines", "fold"][kind])
                var split = lines(bytes)
                let line = split.isEmpty ? 0 : Int.random(in: 0..<split.count, using: &random)
                switch kind {
                case 0:
                    for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 1...255, using: &random)
                    }
                    continue
                case 1: if !split.isEmpty { split.remove(at: line) }
                case 2: if !split.isEmpty { split.insert(split[line], at: line) }
                case 3:
                    bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
                    continue
                case 4:
                    let other = lines(anySeed())
                    let cut = Int.random(in: 0...other.count, using: &random)
                    split = Array(split.prefix(line)) + Array(other.suffix(from: cut))
                case 5:
                    let token = ImporterMutationTests.tokens[Int.random(in: 0..<ImporterMutationTests.tokens.count, using: &random)]
                    split.insert(Array((token + "\r").utf8), at: line)
                case 6:
                    if split.count > 1 { split.swapAt(line, Int.random(in: 0..<split.count, using: &random)) }
                default:
                    // Fold a line at a random byte, possibly inside a UTF-8 sequence.
                    if !split.isEmpty, split[line].count > 2 {
                        let at = Int.random(in: 1..<split[line].count, using: &random)
                        split[line].insert(contentsOf: Array("\r\n ".utf8), at: at)
                    }
                }
                bytes = Array(split.joined(separator: [UInt8(ascii: "\n")]))
            }
            return (bytes, steps)
        }
    }

    func testDamagedCalendarsAreReadOrRefusedNeverCrash() throws {
        let seeds = try ImporterMutationTests.seeds()
        XCTAssertGreaterThanOrEqual(seeds.count, 20)
        var mutator = Mutator(random: SeededRandom(seed: ImporterMutationTests.seed), seeds: seeds.map(\.bytes))
        // Short recurrence limits keep it quick: expanding a series is the slow part in a debug
        // build, and the reader's limits themselves are what is under test here, not their size.
        var options = Fixture.tokyoOptions
        options.maximumOccurrencesPerSeries = 100
        options.recurrenceYearsBack = 1
        options.recurrenceYearsAhead = 1
        let reader = ICSReader(options: options)
        var read = 0
        var refused = 0
        var events = 0
        let chatter = try StderrCapture()
        for index in 0..<ImporterMutationTests.inputs {
            let (bytes, steps) = mutator.next()
            do {
                try reader.read(bytes: bytes, name: "mutant") { item in
                    try ImporterMutationTests.check(item)
                    if case .event = item { events += 1 }
                }
                read += 1
            } catch is ICSError {
                refused += 1
            } catch {
                XCTFail("input \(index) (\(steps)): \(error); saved as \(ImporterMutationTests.save(bytes, index))")
            }
            let printed = chatter.take()
            if !printed.isEmpty {
                XCTFail("input \(index) (\(steps)) printed on stderr: \(printed); saved as \(ImporterMutationTests.save(bytes, index))")
            }
        }
        chatter.stop()
        // Both outcomes occur in quantity: the damage is neither too mild nor too brutal.
        XCTAssertGreaterThan(read, ImporterMutationTests.inputs / 10, "read \(read), refused \(refused)")
        XCTAssertGreaterThan(refused, ImporterMutationTests.inputs / 10, "read \(read), refused \(refused)")
        XCTAssertGreaterThan(events, ImporterMutationTests.inputs)
    }

    /// What every item must satisfy, however damaged the input.
    static func check(_ item: ICSImportItem) throws {
        struct Malformed: Error, CustomStringConvertible { let description: String }
        switch item {
        case .event(let event):
            let record = event.record
            guard !record.uid.isEmpty else { throw Malformed(description: "an event without uid") }
            guard CivilDate(year: record.date.year, month: record.date.month, day: record.date.day) != nil else {
                throw Malformed(description: "an impossible date \(record.date)")
            }
            guard record.amount.minorUnits >= 0 else { throw Malformed(description: "a negative amount") }
            if let last = record.lastDate, last < record.date {
                throw Malformed(description: "ends \(last) before it starts \(record.date)")
            }
        case .rejected(_, _, let reason):
            guard !reason.isEmpty else { throw Malformed(description: "a rejection without reason") }
        case .skipped(let kind):
            guard !kind.isEmpty else { throw Malformed(description: "a skipped component without kind") }
        case .warning(_, let message):
            guard !message.isEmpty else { throw Malformed(description: "a warning without text") }
        case .object(let object):
            guard !object.uid.isEmpty, !object.events.isEmpty else { throw Malformed(description: "an empty calendar object") }
        }
    }

    /// Keeps a failing input for `fancal import` or the fuzzer, and says where.
    static func save(_ bytes: [UInt8], _ index: Int) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-mutant-\(index).ics").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}

/// Sends this process's stderr (fd 2) to a file while reading, so a line libical prints is seen.
final class StderrCapture {
    private let saved: Int32
    private let path: String
    private let descriptor: Int32
    private var offset: off_t = 0

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-stderr-\(getpid())").path
        descriptor = open(path, O_CREAT | O_TRUNC | O_RDWR | O_CLOEXEC, 0o600)
        saved = dup(2)
        guard descriptor >= 0, saved >= 0 else { throw CocoaError(.fileWriteUnknown) }
        fflush(nil)
        dup2(descriptor, 2)
    }

    /// What was printed since the last call.
    func take() -> String {
        fflush(nil)
        let end = lseek(descriptor, 0, SEEK_END)
        guard end > offset else { return "" }
        var buffer = [UInt8](repeating: 0, count: Int(end - offset))
        _ = pread(descriptor, &buffer, buffer.count, offset)
        offset = end
        return String(decoding: buffer, as: UTF8.self)
    }

    func stop() {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(descriptor)
        unlink(path)
    }
}
