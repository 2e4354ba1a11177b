import FanCalendar
import XCTest

final class MoneyTests: XCTestCase {
    let eur = Currency(code: "EUR")!
    let krw = Currency(code: "krw")!

    func testParsesAcceptedShapes() throws {
        XCTAssertEqual(try Money.parse("12000", currency: .jpy).minorUnits, 12000)
        XCTAssertEqual(try Money.parse("12,000", currency: .jpy).minorUnits, 12000)
        XCTAssertEqual(try Money.parse("1,234,567", currency: krw).minorUnits, 1_234_567)
        XCTAssertEqual(try Money.parse("49.90", currency: eur).minorUnits, 4990)
        XCTAssertEqual(try Money.parse("49.9", currency: eur).minorUnits, 4990)
        XCTAssertEqual(try Money.parse("0", currency: eur).minorUnits, 0)
        XCTAssertEqual(try Money.parse(" 7 ", currency: .jpy).minorUnits, 7)
    }

    func testRefusesBadShapes() {
        for text in ["", "abc", "12,00", "1,2000", ",000", "12.", ".5", "1.2.3", "12 000", "1e3", "１２", "0x10", "12,000,00"] {
            XCTAssertThrowsError(try Money.parse(text, currency: eur), text) { error in
                XCTAssertEqual(error as? Money.ParseError, .notANumber(text), text)
            }
        }
    }

    func testRefusesNegativeAndDecimalsBeyondTheCurrency() {
        XCTAssertEqual(parseError("-5", .jpy), .negative("-5"))
        XCTAssertEqual(parseError("100.5", .jpy), .tooManyDecimals("100.5", currency: .jpy))
        XCTAssertEqual(parseError("100.0", .jpy), .tooManyDecimals("100.0", currency: .jpy))
        XCTAssertEqual(parseError("4.999", eur), .tooManyDecimals("4.999", currency: eur))
        XCTAssertEqual(parseError("99999999999999999999", .jpy), .tooLarge("99999999999999999999"))
    }

    func testFormatsPerLanguage() {
        let yen = Money(minorUnits: 12000, currency: .jpy)
        let euro = Money(minorUnits: 4990, currency: eur)
        XCTAssertEqual(yen.formatted(.en), "¥12,000")
        XCTAssertEqual(yen.formatted(.ja), "¥12,000")
        XCTAssertEqual(yen.formatted(.de), "12.000 ¥")
        XCTAssertEqual(euro.formatted(.en), "€49.90")
        XCTAssertEqual(euro.formatted(.de), "49,90 €")
        XCTAssertEqual(Money(minorUnits: 123_456_705, currency: eur).formatted(.de), "1.234.567,05 €")
        XCTAssertEqual(Money(minorUnits: 5, currency: eur).formatted(.en), "€0.05")
        XCTAssertEqual(Money(minorUnits: 0, currency: .jpy).formatted(.en), "¥0")
    }

    func testDecimalStringRoundTripsEveryCurrency() throws {
        for currency in Currency.known.values {
            for minor: Int64 in [0, 1, 9, 10, 99, 100, 4990, 1_234_567] {
                let money = Money(minorUnits: minor, currency: currency)
                XCTAssertEqual(try Money.parse(money.decimalString, currency: currency), money)
            }
        }
    }

    func testKnowsTheCurrenciesFansUse() {
        for (code, digits) in [("JPY", 0), ("KRW", 0), ("CNY", 2), ("TWD", 2), ("HKD", 2), ("USD", 2), ("EUR", 2),
                               ("GBP", 2), ("THB", 2), ("SGD", 2), ("AUD", 2), ("CAD", 2)] {
            XCTAssertEqual(Currency(code: code)?.minorDigits, digits, code)
        }
        XCTAssertNil(Currency(code: "XYZ"))
        XCTAssertNil(Currency(code: ""))
    }
}

/// The error parsing `text` throws, or nil when it parses.
private func parseError(_ text: String, _ currency: Currency) -> Money.ParseError? {
    do {
        _ = try Money.parse(text, currency: currency)
        return nil
    } catch {
        return error
    }
}
