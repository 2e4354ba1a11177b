import FanCalendar
import XCTest

final class ExactDecimalTests: XCTestCase {
    func testParsesDecimalsExactly() throws {
        let rate = try ExactDecimal.parse("162.45")
        XCTAssertEqual(rate.numerator, 3249)
        XCTAssertEqual(rate.denominator, 20)
        XCTAssertEqual(rate.description, "162.45")
        XCTAssertEqual(try ExactDecimal.parse("0.006800").description, "0.0068")
        XCTAssertEqual(try ExactDecimal.parse("1,456.78").description, "1456.78")
        XCTAssertEqual(try ExactDecimal.parse("150").description, "150")
        XCTAssertEqual(try ExactDecimal.parse("10000000000").description, "10000000000", "one significant digit")
        XCTAssertEqual(try ExactDecimal.parse("1234567890").description, "1234567890")
        XCTAssertEqual(try ExactDecimal.parse("0.1234567890").description, "0.123456789")
    }

    func testRefusesWhatIsNotAPositiveRateOfTenDigits() {
        func reason(_ text: String) -> ExactDecimal.ParseError? {
            do {
                _ = try ExactDecimal.parse(text)
                return nil
            } catch { return error }
        }
        XCTAssertEqual(reason("0"), .notPositive("0"))
        XCTAssertEqual(reason("0.000"), .notPositive("0.000"))
        XCTAssertEqual(reason("-1.5"), .notPositive("-1.5"))
        XCTAssertEqual(reason("12345678901"), .tooManyDigits("12345678901"))
        XCTAssertEqual(reason("1.2345678901"), .tooManyDigits("1.2345678901"))
        for text in ["", ".", "1.2.3", "abc", "1e5", "N/A", "１", "1,4", "1,4567", "1.234,5", ",123"] {
            XCTAssertEqual(reason(text), .notANumber(text), text)
        }
    }

    func testRoundsOnceHalfToEven() throws {
        let half = ExactDecimal(numerator: 1, denominator: 2)!
        XCTAssertEqual(half.applied(to: 5, shift: 0), 2, "2.5 → 2")
        XCTAssertEqual(half.applied(to: 7, shift: 0), 4, "3.5 → 4")
        XCTAssertEqual(half.applied(to: 3, shift: 0), 2, "1.5 → 2")
        let rate = try ExactDecimal.parse("150.25")
        XCTAssertEqual(rate.applied(to: 5490, shift: -2), 8249, "$54.90 × 150.25 = ¥8,248.725")
        XCTAssertEqual(rate.applied(to: 2, shift: -2), 3, "$0.02 × 150.25 = ¥3.005")
        XCTAssertEqual(try ExactDecimal.parse("0.005").applied(to: 100, shift: 2), 50, "¥100 → €0.50")
        XCTAssertEqual(try ExactDecimal.parse("0.00625").applied(to: 100, shift: 2), 62, "62.5 cents → 62")
        XCTAssertEqual(try ExactDecimal.parse("0.00635").applied(to: 100, shift: 2), 64, "63.5 cents → 64")
    }

    func testCrossRatesStayExact() throws {
        let jpy = try ExactDecimal.parse("165.32")
        let krw = try ExactDecimal.parse("1572.45")
        let cross = try XCTUnwrap(jpy.multiplied(by: krw.reciprocal))
        XCTAssertEqual(cross.numerator * 157_245, cross.denominator * 16_532)
        XCTAssertEqual(cross.applied(to: 154_000, shift: 0), 16_191, "₩154,000 × 165.32 / 1572.45 = ¥16,190.9…")
        XCTAssertTrue(cross.description.hasPrefix("≈0.10513"))
        XCTAssertLessThan(cross, jpy)
    }

    func testHugeProductsDoNotOverflowSilently() throws {
        let rate = try ExactDecimal.parse("9999999999")
        XCTAssertNil(rate.applied(to: Money.maximumMinorUnits, shift: 2))
    }
}

/// Rates typed with each language's marks (issue 32): `rate add USD 0,92` in German.
final class GermanRateTests: XCTestCase {
    func testGermanReadsTheCommaAsTheDecimalMark() throws {
        XCTAssertEqual(try ExactDecimal.parse("0,92", language: .de), try ExactDecimal.parse("0.92"))
        XCTAssertEqual(try ExactDecimal.parse("1.456,78", language: .de), try ExactDecimal.parse("1456.78"))
        XCTAssertEqual(try ExactDecimal.parse("150", language: .de), try ExactDecimal.parse("150"))
        XCTAssertEqual(try ExactDecimal.parse("1.234", language: .de), try ExactDecimal.parse("1234"), "the dot groups, by German rules")
    }

    func testAFormOnlyTheEnglishMarksReadIsRefusedInGerman() throws {
        XCTAssertThrowsError(try ExactDecimal.parse("0.92", language: .de)) { error in
            XCTAssertEqual(
                error as? ExactDecimal.ParseError,
                .ambiguous("0.92", english: try! ExactDecimal.parse("0.92"), here: try! ExactDecimal.parse("92")))
        }
        XCTAssertThrowsError(try ExactDecimal.parse("1,456.78", language: .de)) { error in
            XCTAssertEqual(error as? ExactDecimal.ParseError, .ambiguous("1,456.78", english: try! ExactDecimal.parse("1456.78"), here: try! ExactDecimal.parse("1.45678")))
        }
        XCTAssertThrowsError(try ExactDecimal.parse("1,234,567.89", language: .de)) { error in
            XCTAssertEqual(
                error as? ExactDecimal.ParseError, .ambiguous("1,234,567.89", english: try! ExactDecimal.parse("1234567.89"), here: nil),
                "two commas are no German rate")
        }
        for text in ["0,9,2", "0,92.5", "x"] {
            XCTAssertThrowsError(try ExactDecimal.parse(text, language: .de)) { error in
                XCTAssertEqual(error as? ExactDecimal.ParseError, .notANumber(text), text)
            }
        }
    }

    func testEnglishAndJapaneseKeepTheirMarks() throws {
        XCTAssertEqual(try ExactDecimal.parse("0.92", language: .ja), try ExactDecimal.parse("0.92"))
        XCTAssertThrowsError(try ExactDecimal.parse("0,92", language: .en)) { error in
            XCTAssertEqual(error as? ExactDecimal.ParseError, .notANumber("0,92"))
        }
    }
}
