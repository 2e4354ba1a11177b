import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import TestSupport
import XCTest

/// Export then import gives the same records, over thousands of generated ones.
final class RoundTripTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private static let pieces = [
        "推し", "ライブ", "東京ドーム", "グッズ", "配信", "🎤", "💜", "👩‍👩‍👧", "✨", "Tour", "live", "d'amour",
        "a, b", "x;y", "back\\slash", "line\nbreak", "Ünïcödé", "한국어", "🇯🇵", "\"quoted\"", ":", "123",
    ]
    private static let zones = ["Asia/Tokyo", "Europe/Berlin", "America/Los_Angeles", "UTC", "Asia/Seoul", "Australia/Sydney"]
    private static let currencies = ["JPY", "USD", "EUR", "KRW", "GBP"].map { Currency(code: $0)! }

    /// Only a memo may hold line breaks: title, sub, artist and venue are one line in any record
    /// fancal holds (`add` requires it, import makes them one line).
    private func text(_ rng: inout SeededRandom, maxPieces: Int, multiLine: Bool = false) -> String {
        let count = Int.random(in: 1...maxPieces, using: &rng)
        let pieces = multiLine ? Self.pieces : Self.pieces.filter { !$0.contains("\n") }
        let joined = (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined(separator: " ")
        return joined.trimmingWhitespace()
    }

    private func optionalText(_ rng: inout SeededRandom, multiLine: Bool = false) -> String? {
        Bool.random(using: &rng) ? text(&rng, maxPieces: 12, multiLine: multiLine) : nil
    }

    private func randomRecord(_ index: Int, _ rng: inout SeededRandom, home: String) -> Record {
        let day = CivilDate(year: 2020, month: 1, day: 1)!.adding(days: Int.random(in: 0..<3650, using: &rng))
        let currency = Self.currencies.randomElement(using: &rng)!
        var scale: Int64 = 1
        for _ in 0..<currency.minorDigits { scale *= 10 }
        var record = Record(
            uid: "gen-\(index)-\(UInt32.random(in: 0...UInt32.max, using: &rng))@fancal.test", date: day,
            title: text(&rng, maxPieces: 30), category: Category.allCases.randomElement(using: &rng)!,
            sub: optionalText(&rng), artist: optionalText(&rng), venue: optionalText(&rng), memo: optionalText(&rng, multiLine: true),
            amount: Money(minorUnits: Int64.random(in: 0...1_000_000, using: &rng) * (Bool.random(using: &rng) ? 1 : scale),
                          currency: currency),
            sequence: Int.random(in: 0...5, using: &rng))
        let isSeriesOccurrence = Int.random(in: 0..<4, using: &rng) == 0
        if Bool.random(using: &rng) {
            let zone = Self.zones.randomElement(using: &rng)!
            let time = CivilTime(hour: Int.random(in: 0...23, using: &rng), minute: Int.random(in: 0...59, using: &rng))!
            // ZonedDateTime takes the first pass through a repeated hour, as the reader does.
            let start = ZonedDateTime(date: day, time: time, zone: zone)!
            record.start = start
            record.date = start.local(in: home).date
            if Bool.random(using: &rng) {
                let endZone = Int.random(in: 0..<10, using: &rng) == 0 ? Self.zones.randomElement(using: &rng)! : zone
                let end = ZonedDateTime(instant: start.instant + Int64.random(in: 0...(3 * 86_400), using: &rng), zone: endZone)
                // The second pass through a repeated hour is written in UTC (ICSWriterTests).
                let (endDate, endTime) = end.local()
                if ZonedDateTime(date: endDate, time: endTime, zone: endZone)?.instant == end.instant { record.end = end }
            }
            if isSeriesOccurrence {
                let (wallDate, wallTime) = start.local()
                record.recurrenceID = "\(wallDate)T\(wallTime)"
            }
        } else {
            if Bool.random(using: &rng) { record.lastDate = day.adding(days: Int.random(in: 1...5, using: &rng)) }
            if isSeriesOccurrence { record.recurrenceID = day.adding(days: Int.random(in: -3...3, using: &rng)).description }
        }
        return record
    }

    func testThousandsOfRandomRecordsSurviveExportAndImport() throws {
        var rng = SeededRandom(seed: 20_261_129)
        let options = Fixture.tokyoOptions
        let records = (0..<3000).map { randomRecord($0, &rng, home: options.homeZone) }
        var writer = ICSWriter(output: "", calendarName: "round trip", zones: timeZonesUsed(by: records), now: 0)
        writer.writeHeader()
        for record in records { writer.write(record) }
        writer.writeFooter()
        XCTAssertTrue(writer.output.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        var back: [Record] = []
        try ICSReader(options: options).read(bytes: Array(writer.output.utf8), name: "round-trip.ics") { item in
            guard case .event(let event) = item else { return XCTFail("unexpected \(item)") }
            back.append(event.record)
        }
        XCTAssertEqual(back.count, records.count)
        for (original, read) in zip(records, back).filter({ $0 != $1 }).prefix(5) {
            XCTFail("differs:\n\(original)\n\(read)")
        }
    }
}
