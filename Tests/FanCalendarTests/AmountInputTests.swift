import FanCalendar
import TestSupport
import XCTest

/// Amounts typed with each language's marks (issue 32): German reads `89,90` and `1.628,48 €`,
/// English and Japanese keep `12,000` and `49.90`, a form only the other marks read is refused
/// naming its readings, and whatever fancal prints in a table reads back.
final class AmountInputTests: XCTestCase {
    let eur = Currency(code: "EUR")!
    let krw = Currency(code: "KRW")!
    let twd = Currency(code: "TWD")!
    let sek = Currency(code: "SEK")!

    func read(_ text: String, _ currency: Currency, _ language: Language) throws -> Int64 {
        try AmountInput.parse(text, currency: currency, language: language).minorUnits
    }

    /// The refusal of `text`, as the person reads it in `language`.
    func refusal(_ text: String, _ currency: Currency, _ language: Language) -> String? {
        do {
            _ = try AmountInput.parse(text, currency: currency, language: language)
            return nil
        } catch {
            return error.message("--amount")(language)
        }
    }

    func testGermanReadsTheCommaAsTheDecimalMarkAndTheDotAsTheGroupMark() throws {
        XCTAssertEqual(try read("89,90", eur, .de), 8990)
        XCTAssertEqual(try read("89,9", eur, .de), 8990)
        XCTAssertEqual(try read("1.628,48 €", eur, .de), 162_848)
        XCTAssertEqual(try read("1.628,48\u{A0}€", eur, .de), 162_848, "a no-break space, as pages print it")
        XCTAssertEqual(try read("1.628,48\u{202F}€", eur, .de), 162_848)
        XCTAssertEqual(try read("89.000 ₩", krw, .de), 89000)
        XCTAssertEqual(try read("1.234", eur, .de), 123_400, "a dot before three digits groups: no currency has three decimals")
        XCTAssertEqual(try read("1.234.567,05", eur, .de), 123_456_705)
        XCTAssertEqual(try read("12000", .jpy, .de), 12000)
        XCTAssertEqual(try read("€89,90", eur, .de), 8990)
        XCTAssertEqual(try read("１２．０００円", .jpy, .de), 12000, "full-width as half-width")
        XCTAssertEqual(try read("1,2万", .jpy, .de), 12000)
        XCTAssertEqual(try read("1.234,5万円", .jpy, .de), 12_345_000)
        XCTAssertEqual(AmountInput.currency(of: "89,90 €"), eur)
    }

    func testEnglishAndJapaneseKeepTheirMarks() throws {
        for language in [Language.en, .ja] {
            XCTAssertEqual(try read("12,000", .jpy, language), 12000)
            XCTAssertEqual(try read("49.90", eur, language), 4990)
            XCTAssertEqual(try read("¥2,400", .jpy, language), 2400)
            XCTAssertEqual(try read("2,400円", .jpy, language), 2400)
            XCTAssertEqual(try read("1.2万", .jpy, language), 12000)
            XCTAssertEqual(refusal("89,90", eur, language), InputError.amount(.notANumber("89,90")).message("--amount")(language))
            XCTAssertEqual(
                refusal("1.234", eur, language),
                InputError.amount(.tooManyDecimals("1.234", currency: eur)).message("--amount")(language))
        }
    }

    func testAFormOnlyTheEnglishMarksReadIsRefusedInGermanNamingBothReadings() {
        XCTAssertThrowsError(try AmountInput.parse("89.90", currency: eur, language: .de)) { error in
            XCTAssertEqual(
                error as? InputError,
                .ambiguousAmount("89.90", english: Money(minorUnits: 8990, currency: eur), here: Money(minorUnits: 899_000, currency: eur)))
        }
        XCTAssertEqual(
            refusal("89.90", eur, .de),
            "--amount: '89.90' ist auf Deutsch 8.990,00 €, der Punkt trennt Tausender; schreibe 89,90 für 89,90 €")
        XCTAssertEqual(
            refusal("€89.90", eur, .de),
            "--amount: '€89.90' ist auf Deutsch 8.990,00 €, der Punkt trennt Tausender; schreibe 89,90 für 89,90 €")
        XCTAssertEqual(
            refusal("1.2万", .jpy, .de),
            "--amount: '1.2万' ist auf Deutsch 120.000 ¥, der Punkt trennt Tausender; schreibe 12.000 für 12.000 ¥")
        XCTAssertEqual(
            refusal("1,234.50", eur, .de),
            "--amount: '1,234.50' ist englisch geschrieben; schreibe 1.234,50 für 1.234,50 €")
        XCTAssertEqual(
            refusal("¥2,400", .jpy, .de),
            "--amount: '¥2,400' ist englisch geschrieben; schreibe 2.400 für 2.400 ¥")
        XCTAssertNil(refusal("89.90", eur, .en), "English reads its own form")
        let english = InputError.ambiguousAmount("89.90", english: Money(minorUnits: 8990, currency: eur), here: Money(minorUnits: 899_000, currency: eur))
            .message("--amount")
        XCTAssertEqual(english.en, "--amount: '89.90' reads as 8.990,00 € in German, where '.' groups thousands; write 89,90 for 89,90 €")
        XCTAssertEqual(english.ja, "--amount: '89.90' はドイツ語の書き方では 8.990,00 € です ('.' は桁区切り)。89,90 € なら 89,90 と書いてください")
    }

    func testBadFormsAreRefusedInEachLanguage() {
        let german = { (text: String) in "--amount: '\(text)' ist kein Betrag; schreibe ihn wie 12000, 12.000 oder 49,90" }
        let english = { (text: String) in "--amount: '\(text)' is not an amount; write it like 12000, 12,000 or 49.90" }
        for text in ["89,9,0", "1.234,5,6", "1,234,5", "12.34.5", "89,90.5", ",5", "89,"] {
            XCTAssertEqual(refusal(text, eur, .de), german(text), text)
        }
        for text in ["89.9.0", "1,2,3", "12.5.3", "89,90", "1.234,50"] {
            XCTAssertEqual(refusal(text, eur, .en), english(text), text)
        }
        XCTAssertEqual(refusal("4,9999", eur, .de), "--amount: EUR hat 2 Nachkommastellen; '4,9999' hat mehr")
        XCTAssertEqual(
            refusal("4,999", eur, .de), "--amount: '4,999' ist englisch geschrieben; schreibe 4.999,00 für 4.999,00 €",
            "three decimals on EUR: the English thousands, not guessed")
        XCTAssertEqual(refusal("12,5", .jpy, .de), "--amount: JPY hat keine Nachkommastellen; schreibe '12,5' als ganze Zahl")
        XCTAssertEqual(refusal("-89,90", eur, .de), "--amount: '-89,90' ist negativ; erfasse Ausgaben als positiven Betrag")
    }

    func testEverySymbolFancalPrintsIsAMark() throws {
        XCTAssertEqual(try read("NT$1,500.00", twd, .en), 150_000)
        XCTAssertEqual(AmountInput.currency(of: "NT$1,500.00"), twd)
        XCTAssertEqual(try read("1.500,00 kr", sek, .de), 150_000)
        XCTAssertNil(AmountInput.currency(of: "1.500,00 kr"), "kr is the Swedish, Norwegian and Danish krone")
        XCTAssertEqual(refusal("100 kr", .jpy, .en), "--amount: '100 kr' is not an amount; write it like 12000, 12,000 or 49.90")
        XCTAssertEqual(
            refusal("NT$100", .jpy, .en),
            "--amount: 'NT$100' is in TWD, the record in JPY; drop the mark or give --currency TWD")
    }

    /// Seeded random amounts in every currency, as tables print them in each language, read
    /// back with that language's marks to the same minor units.
    func testWhatFancalPrintsItReadsBack() throws {
        var random = SeededRandom(seed: 32)
        for currency in Currency.known.values.sorted() {
            for language in Language.allCases {
                for _ in 0..<200 {
                    let digits = Int.random(in: 1...16, using: &random)
                    let bound = min(Money.maximumMinorUnits, Int64(pow(10, Double(digits))))
                    let money = Money(minorUnits: Int64.random(in: 0...bound, using: &random), currency: currency)
                    let printed = money.formatted(language)
                    XCTAssertEqual(try AmountInput.parse(printed, currency: currency, language: language), money, "\(printed) in \(language)")
                    let copied = printed.replacingOccurrences(of: " ", with: "\u{A0}")
                    XCTAssertEqual(try AmountInput.parse(copied, currency: currency, language: language), money, "\(copied) in \(language)")
                    XCTAssertEqual(
                        try AmountInput.parse(money.decimalString(in: language), currency: currency, language: language), money)
                }
            }
        }
    }
}
