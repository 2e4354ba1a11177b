import FanCalendar
import XCTest

/// Every form of typed input the parsers accept, with its value, and the forms they refuse, with
/// the message a person reads (`DateInput`, `TimeInput`, `AmountInput`, `CurrencyInput`).
final class InputFormsTests: XCTestCase {
    let today = CivilDate(year: 2026, month: 11, day: 29)!
    let eur = Currency(code: "EUR")!
    let usd = Currency(code: "USD")!
    let krw = Currency(code: "KRW")!
    let gbp = Currency(code: "GBP")!

    /// What one form should give: a value (its description) or a refusal's English message.
    enum Expected {
        case value(String)
        case refused(String)
    }

    func date(_ text: String, _ order: DateOrder = .monthDay) -> Expected {
        do { return .value(try DateInput.parse(text, today: today, order: order).description) } catch {
            return .refused(error.message("DATE").en)
        }
    }

    func time(_ text: String) -> Expected {
        do {
            let range = try TimeInput.parse(text)
            return .value(range.start.shortDescription + (range.end.map { "-" + $0.shortDescription } ?? ""))
        } catch {
            return .refused(error.message("--time").en)
        }
    }

    func amount(_ text: String, _ currency: Currency = .jpy) -> Expected {
        do {
            let money = try AmountInput.parse(text, currency: currency)
            return .value(money.currency.code + " " + money.decimalString)
        } catch {
            return .refused(error.message("--amount").en)
        }
    }

    func currency(_ text: String) -> Expected {
        do { return .value(try CurrencyInput.parse(text).code) } catch { return .refused(error.message("--currency").en) }
    }

    func testEveryFormGivesItsValueOrItsMessage() {
        let notADate = { (text: String) in
            "DATE: '\(text)' is not a date; use YYYY-MM-DD, today or tomorrow (also 2026/12/24, 12/24, 12月24日)"
        }
        let notOnCalendar = { (text: String) in "DATE: \(text) is not a date on the calendar (check the month and the day)" }
        let notATime = { (text: String) in "--time: '\(text)' is not a time; use HH:MM or HH:MM-HH:MM such as 18:00-21:00" }
        let notAnEnd = { (text: String) in "--time: '\(text)' is not a time; use HH:MM-HH:MM such as 18:00-21:00" }
        let notAnAmount = { (text: String) in "--amount: '\(text)' is not an amount; write it like 12000, 12,000 or 49.90" }
        let table: [(String, Expected, Expected)] = [
            // Dates.
            ("2026-12-24", date("2026-12-24"), .value("2026-12-24")),
            ("2026-1-5", date("2026-1-5"), .value("2026-01-05")),
            ("today", date("today"), .value("2026-11-29")),
            ("Tomorrow", date("Tomorrow"), .value("2026-11-30")),
            ("yesterday", date("yesterday"), .value("2026-11-28")),
            ("今日", date("今日"), .value("2026-11-29")),
            ("明日", date("明日"), .value("2026-11-30")),
            ("昨日", date("昨日"), .value("2026-11-28")),
            ("本日", date("本日"), .value("2026-11-29")),
            ("heute", date("heute"), .value("2026-11-29")),
            ("morgen", date("morgen"), .value("2026-11-30")),
            ("2026/12/24", date("2026/12/24"), .value("2026-12-24")),
            ("2026/1/2", date("2026/1/2"), .value("2026-01-02")),
            ("12/24", date("12/24"), .value("2026-12-24")),
            ("1/2 en", date("1/2"), .value("2026-01-02")),
            ("1/2 de", date("1/2", .dayMonth), .value("2026-02-01")),
            ("12/24/2026", date("12/24/2026"), .value("2026-12-24")),
            ("24/12/2026 de", date("24/12/2026", .dayMonth), .value("2026-12-24")),
            ("24.12.", date("24.12."), .value("2026-12-24")),
            ("24.12", date("24.12"), .value("2026-12-24")),
            ("1.2.2027", date("1.2.2027"), .value("2027-02-01")),
            ("12月24日", date("12月24日"), .value("2026-12-24")),
            ("12月24", date("12月24"), .value("2026-12-24")),
            ("2026年12月24日", date("2026年12月24日"), .value("2026-12-24")),
            ("2027年1月3日", date("2027年1月3日"), .value("2027-01-03")),
            ("２０２６－１２－２４", date("２０２６－１２－２４"), .value("2026-12-24")),
            ("２０２６年１２月２４日", date("２０２６年１２月２４日"), .value("2026-12-24")),
            ("１２／２４", date("１２／２４"), .value("2026-12-24")),
            (" 2026-12-24 ", date(" 2026-12-24 "), .value("2026-12-24")),
            ("2026-02-30", date("2026-02-30"), .refused(notOnCalendar("2026-02-30"))),
            ("2026-13-01", date("2026-13-01"), .refused(notOnCalendar("2026-13-01"))),
            ("13/1 en", date("13/1"), .refused(notOnCalendar("13/1"))),
            ("2/30", date("2/30"), .refused(notOnCalendar("2/30"))),
            ("2月30日", date("2月30日"), .refused(notOnCalendar("2月30日"))),
            ("0000-01-01", date("0000-01-01"), .refused(notOnCalendar("0000-01-01"))),
            ("26-1-1", date("26-1-1"), .refused(notADate("26-1-1"))),
            ("2026-12", date("2026-12"), .refused(notADate("2026-12"))),
            ("soon", date("soon"), .refused(notADate("soon"))),
            ("empty", date(""), .refused(notADate(""))),
            ("12/24/26", date("12/24/26"), .refused(notADate("12/24/26"))),
            ("2026/12/24/1", date("2026/12/24/1"), .refused(notADate("2026/12/24/1"))),
            ("26年12月24日", date("26年12月24日"), .refused(notADate("26年12月24日"))),
            ("12月", date("12月"), .refused(notADate("12月"))),
            ("2026-12-xx", date("2026-12-xx"), .refused(notADate("2026-12-xx"))),
            // Times.
            ("18:00", time("18:00"), .value("18:00")),
            ("9:30", time("9:30"), .value("09:30")),
            ("18:00-21:00", time("18:00-21:00"), .value("18:00-21:00")),
            ("18:00〜21:00", time("18:00〜21:00"), .value("18:00-21:00")),
            ("18:00～21:00", time("18:00～21:00"), .value("18:00-21:00")),
            ("18:00~21:00", time("18:00~21:00"), .value("18:00-21:00")),
            ("18:00 - 21:00", time("18:00 - 21:00"), .value("18:00-21:00")),
            ("22:00-01:00", time("22:00-01:00"), .value("22:00-01:00")),
            ("18時", time("18時"), .value("18:00")),
            ("18時30分", time("18時30分"), .value("18:30")),
            ("18時半", time("18時半"), .value("18:30")),
            ("18時〜21時", time("18時〜21時"), .value("18:00-21:00")),
            ("１８：００", time("１８：００"), .value("18:00")),
            ("１８時", time("１８時"), .value("18:00")),
            ("25:00", time("25:00"), .refused(notATime("25:00"))),
            ("18", time("18"), .refused(notATime("18"))),
            ("18:0", time("18:0"), .refused(notATime("18:0"))),
            ("evening", time("evening"), .refused(notATime("evening"))),
            ("18:00-25:00", time("18:00-25:00"), .refused(notAnEnd("25:00"))),
            ("18:00-", time("18:00-"), .refused(notAnEnd(""))),
            ("18:00-19:00-20:00", time("18:00-19:00-20:00"), .refused(notATime("18:00-19:00-20:00"))),
            ("25時", time("25時"), .refused(notATime("25時"))),
            ("18時61分", time("18時61分"), .refused(notATime("18時61分"))),
            // Amounts.
            ("12000", amount("12000"), .value("JPY 12000")),
            ("12,000", amount("12,000"), .value("JPY 12000")),
            ("49.90 EUR", amount("49.90", eur), .value("EUR 49.90")),
            ("¥12,000", amount("¥12,000"), .value("JPY 12000")),
            ("￥12000", amount("￥12000"), .value("JPY 12000")),
            ("12,000円", amount("12,000円"), .value("JPY 12000")),
            ("12000 yen", amount("12000 yen"), .value("JPY 12000")),
            ("1.2万", amount("1.2万"), .value("JPY 12000")),
            ("3万円", amount("3万円"), .value("JPY 30000")),
            ("1.25万", amount("1.25万"), .value("JPY 12500")),
            ("１２０００", amount("１２０００"), .value("JPY 12000")),
            ("３,３００", amount("３,３００"), .value("JPY 3300")),
            ("１２，０００円", amount("１２，０００円"), .value("JPY 12000")),
            ("$49.90", amount("$49.90", usd), .value("USD 49.90")),
            ("€49.90", amount("€49.90", eur), .value("EUR 49.90")),
            ("49.90 EUR", amount("49.90 EUR", eur), .value("EUR 49.90")),
            ("£5", amount("£5", gbp), .value("GBP 5.00")),
            ("₩55,000", amount("₩55,000", krw), .value("KRW 55000")),
            ("55000ウォン", amount("55000ウォン", krw), .value("KRW 55000")),
            ("12,00", amount("12,00"), .refused(notAnAmount("12,00"))),
            ("abc", amount("abc"), .refused(notAnAmount("abc"))),
            ("¥", amount("¥"), .refused(notAnAmount("¥"))),
            ("¥12000円", amount("¥12000円"), .refused(notAnAmount("¥12000円"))),
            ("12000 bananas", amount("12000 bananas"), .refused(notAnAmount("12000 bananas"))),
            ("-5", amount("-5"), .refused("--amount: '-5' is negative; record what you spent as a positive amount")),
            ("100.5", amount("100.5"), .refused("--amount: JPY has no decimals; write '100.5' as a whole number")),
            ("1.23456万", amount("1.23456万"), .refused("--amount: JPY has no decimals; write '1.23456万' as a whole number")),
            ("4.999 EUR", amount("4.999", eur), .refused("--amount: EUR has 2 decimals; '4.999' has more")),
            ("1,2万", amount("1,2万"), .refused(notAnAmount("1,2万"))),
            ("9999999999999999万", amount("9999999999999999万"), .refused("--amount: '9999999999999999万' is too large")),
            ("¥100 in EUR", amount("¥100", eur),
             .refused("--amount: '¥100' is in JPY, the record in EUR; drop the mark or give --currency JPY")),
            // Currencies.
            ("jpy", currency("jpy"), .value("JPY")),
            ("EUR", currency("EUR"), .value("EUR")),
            ("Krw", currency("Krw"), .value("KRW")),
            ("¥", currency("¥"), .value("JPY")),
            ("￥", currency("￥"), .value("JPY")),
            ("₩", currency("₩"), .value("KRW")),
            ("$", currency("$"), .value("USD")),
            ("€", currency("€"), .value("EUR")),
            ("£", currency("£"), .value("GBP")),
            ("yen", currency("yen"), .value("JPY")),
            ("円", currency("円"), .value("JPY")),
            ("won", currency("won"), .value("KRW")),
            ("ウォン", currency("ウォン"), .value("KRW")),
            ("Dollar", currency("Dollar"), .value("USD")),
            ("euro", currency("euro"), .value("EUR")),
            ("ＪＰＹ", currency("ＪＰＹ"), .value("JPY")),
            ("XYZ", currency("XYZ"), .refused(
                "--currency: unknown currency 'XYZ'; use an ISO 4217 code (AUD, BRL, CAD, CHF, CNY, DKK, EUR, GBP, HKD, IDR, INR, JPY, KRW, MXN, MYR, NOK, NZD, PHP, PLN, SEK, SGD, THB, TWD, USD, VND) or ¥ ₩ $ € £")),
        ]
        XCTAssertGreaterThanOrEqual(table.count, 80)
        for (name, actual, expected) in table {
            switch (actual, expected) {
            case (.value(let got), .value(let want)): XCTAssertEqual(got, want, name)
            case (.refused(let got), .refused(let want)): XCTAssertEqual(got, want, name)
            default: XCTFail("\(name): got \(actual), expected \(expected)")
            }
        }
    }

    func testRefusalsAreWrittenInEveryLanguage() {
        let errors: [InputError] = [
            .notADate("x"), .notOnCalendar("2026-02-30"), .notATime("x"), .notAnEndTime("x"), .unknownCurrency("x"),
            .amount(.notANumber("x")), .amount(.negative("-1")), .amount(.tooManyDecimals("1.5", currency: .jpy)),
            .amount(.tooManyDecimals("1.555", currency: eur)), .amount(.tooLarge("x")),
            .amountInOtherCurrency("¥1", written: .jpy, currency: eur),
        ]
        for error in errors {
            let message = error.message("--x")
            XCTAssertNotEqual(message.en, message.ja, "\(error)")
            XCTAssertNotEqual(message.en, message.de, "\(error)")
            XCTAssertTrue(message.ja.hasPrefix("--x: ") && message.de.hasPrefix("--x: "), "\(error)")
        }
    }

    func testTheAmountsMarkNamesItsCurrency() {
        XCTAssertEqual(AmountInput.currency(of: "¥12,000"), .jpy)
        XCTAssertEqual(AmountInput.currency(of: "12,000円"), .jpy)
        XCTAssertEqual(AmountInput.currency(of: "US$5"), usd)
        XCTAssertEqual(AmountInput.currency(of: "49.90 eur"), eur)
        XCTAssertNil(AmountInput.currency(of: "12000"))
    }
}
