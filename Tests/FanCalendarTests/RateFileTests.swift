import FanCalendar
import Foundation
import TestSupport
import XCTest

final class RateFileTests: XCTestCase {
    let eur = Currency(code: "EUR")!
    let usd = Currency(code: "USD")!
    let krw = Currency(code: "KRW")!

    /// The bundled sample in the ECB's own format: its header (with the currencies it no longer
    /// quotes), `N/A` cells, newest first, a trailing comma on every line.
    var sample: String {
        get throws {
            try String(
                contentsOf: SharedMaterial.projectRoot.appendingPathComponent("Resources/eurofxref-hist-sample.csv"),
                encoding: .utf8)
        }
    }

    func testReadsTheECBFileAsPublished() throws {
        let rates = try RateFile.parse(try sample, home: .jpy)
        XCTAssertTrue(rates.allSatisfy { $0.currency == eur && $0.source == .ecb })
        let known = Set(rates.map(\.base.code))
        XCTAssertTrue(known.isSuperset(of: ["USD", "JPY", "KRW", "GBP", "CNY"]))
        XCTAssertFalse(known.contains("ISK"), "a column fancal has no currency for is skipped")
        XCTAssertFalse(known.contains("EUR"))
        let june19 = rates.filter { $0.date == CivilDate(iso: "2026-06-19") }
        XCTAssertEqual(june19.first { $0.base == .jpy }?.rate, try ExactDecimal.parse("165.32"))
        XCTAssertEqual(june19.first { $0.base == usd }?.rate, try ExactDecimal.parse("1.1412"))
        XCTAssertEqual(Set(rates.map(\.date)).count, 9)
    }

    func testAWeekendTakesTheFridayAndCrossRatesGoThroughTheEuro() throws {
        let table = RateTable(try RateFile.parse(try sample, home: .jpy))
        let saturday = CivilDate(iso: "2026-06-20")!
        let berlin = Conversion.convert(
            Money(minorUnits: 8990, currency: eur), charged: nil, on: saturday, to: .jpy, rates: table)
        XCTAssertEqual(berlin?.amount, Money(minorUnits: 14_862, currency: .jpy), "€89.90 × 165.32 = ¥14,862.268")
        XCTAssertEqual(berlin?.method, .rate)
        let seoul = Conversion.convert(
            Money(minorUnits: 154_000, currency: krw), charged: nil, on: saturday, to: .jpy, rates: table)
        XCTAssertEqual(seoul?.amount, Money(minorUnits: 16_191, currency: .jpy), "154000 × 165.32 / 1572.45")
        let early = Conversion.convert(
            Money(minorUnits: 1000, currency: usd), charged: nil, on: CivilDate(iso: "2025-12-01")!, to: .jpy, rates: table)
        XCTAssertEqual(early?.method, .firstRate, "before 2026-01-02, the first rate")
        let inEuros = Conversion.convert(
            Money(minorUnits: 10_000, currency: usd), charged: nil, on: saturday, to: eur, rates: table)
        XCTAssertEqual(inEuros?.amount, Money(minorUnits: 8763, currency: eur), "$100 / 1.1412 = €87.627…")
    }

    func testABrokenLineRejectsTheFileWithItsNumber() throws {
        var lines = try sample.split(separator: "\n").map(String.init)
        lines[4] = lines[4].replacingOccurrences(of: ",165.32,", with: ",165,32,")
        XCTAssertThrowsError(try RateFile.parse(lines.joined(separator: "\n"), home: .jpy)) { error in
            XCTAssertEqual((error as? RateFileError)?.line, 5)
        }
        lines = try sample.split(separator: "\n").map(String.init)
        lines[2] = lines[2].replacingOccurrences(of: ",167.14,", with: ",abc,")
        XCTAssertThrowsError(try RateFile.parse(lines.joined(separator: "\n"), home: .jpy)) { error in
            XCTAssertEqual(error as? RateFileError, RateFileError(line: 3, reason: .rate(.notANumber("abc"))))
        }
        lines = try sample.split(separator: "\n").map(String.init)
        lines[7] = "2026-02-30" + lines[7].dropFirst(10)
        XCTAssertThrowsError(try RateFile.parse(lines.joined(separator: "\n"), home: .jpy)) { error in
            XCTAssertEqual(error as? RateFileError, RateFileError(line: 8, reason: .badDate("2026-02-30")))
        }
        lines = try sample.split(separator: "\n").map(String.init)
        lines[1] = lines[1].replacingOccurrences(of: ",167.30,", with: ",0,")
        XCTAssertThrowsError(try RateFile.parse(lines.joined(separator: "\n"), home: .jpy)) { error in
            XCTAssertEqual(error as? RateFileError, RateFileError(line: 2, reason: .rate(.notPositive("0"))))
        }
    }

    func testReadsAPlainFileInTheHomeCurrency() throws {
        let text = "date,currency,rate\r\n2026-04-01,USD,150.25\r\n\r\n2026-04-13,krw,0.1085\r\n"
        let rates = try RateFile.parse(text, home: .jpy)
        XCTAssertEqual(rates.map(\.currency), [usd, krw])
        XCTAssertTrue(rates.allSatisfy { $0.base == .jpy && $0.source == .csv })
        XCTAssertEqual(try RateFile.parse("2026-04-01,USD,150", home: .jpy).count, 1, "the header is optional")
        for (bad, expected) in [
            ("2026-04-01,USD", RateFileError(line: 1, reason: .fieldCount(expected: 3, found: 2))),
            ("2026-04-01,USD,150\n2026-04-02,XXX,1", RateFileError(line: 2, reason: .unknownCurrency("XXX"))),
            ("2026-04-01,JPY,1", RateFileError(line: 1, reason: .sameCurrency("JPY"))),
            ("2026-04-01,USD,-150", RateFileError(line: 1, reason: .rate(.notPositive("-150")))),
            ("2026-04-01,USD,150.123456789", RateFileError(line: 1, reason: .rate(.tooManyDigits("150.123456789")))),
            ("\n\n", RateFileError(line: 1, reason: .empty)),
        ] {
            XCTAssertThrowsError(try RateFile.parse(bad, home: .jpy), bad) { error in
                XCTAssertEqual(error as? RateFileError, expected, bad)
            }
        }
    }
}
