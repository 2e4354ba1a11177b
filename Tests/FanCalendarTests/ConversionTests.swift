import FanCalendar
import TestSupport
import XCTest

/// The converted total against a straightforward reference: random records and rates, each
/// record converted by a linear search for its rate and a fraction rounded half to even, in
/// integers only.
final class ConversionTests: XCTestCase {
    let eur = Currency(code: "EUR")!
    let usd = Currency(code: "USD")!
    let krw = Currency(code: "KRW")!
    let twd = Currency(code: "TWD")!

    /// A rate as the reference sees it: `coefficient / 10^scale`.
    struct ReferenceRate {
        let date: CivilDate
        let currency: Currency
        let base: Currency
        let coefficient: Int128
        let scale: Int
    }

    func testTheConvertedTotalEqualsTheReference() throws {
        var random = SeededRandom(seed: 13)
        for round in 0..<40 {
            let start = CivilDate(iso: "2026-01-01")!
            // USD has direct rates into JPY; KRW only the ECB's euro legs; TWD none at all.
            var rates: [ReferenceRate] = []
            // Distinct days per pair: one rate a day, as the store keeps them.
            var usdDays = Set<Int>()
            var eurDays = Set<Int>()
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let offset = Int.random(in: 0..<365, using: &random)
                guard usdDays.insert(offset).inserted else { continue }
                rates.append(ReferenceRate(
                    date: start.adding(days: offset), currency: usd, base: .jpy,
                    coefficient: .random(in: 100_00...180_00, using: &random), scale: 2))
            }
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let offset = Int.random(in: 0..<365, using: &random)
                guard eurDays.insert(offset).inserted else { continue }
                let date = start.adding(days: offset)
                rates.append(ReferenceRate(
                    date: date, currency: eur, base: .jpy, coefficient: .random(in: 150_00...175_00, using: &random), scale: 2))
                rates.append(ReferenceRate(
                    date: date, currency: eur, base: krw, coefficient: .random(in: 1400_00...1700_00, using: &random),
                    scale: 2))
            }
            var foreign: [ForeignSpending] = []
            var homeRows: [SpendingRow] = []
            var expected: Int64 = 0
            var expectedCharged = 0
            var expectedRate = 0
            var expectedUnconverted = 0
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let date = start.adding(days: .random(in: 0..<365, using: &random))
                let currency = [Currency.jpy, usd, krw, eur, twd].randomElement(using: &random)!
                let minor = Int64.random(in: 1...5_000_000, using: &random)
                let count = Int.random(in: 1...3, using: &random)
                if currency == .jpy {
                    homeRows.append(SpendingRow(
                        year: date.year, month: date.month, category: .goods, sub: nil, artist: nil,
                        amount: Money(minorUnits: minor, currency: .jpy), count: count))
                    expected += minor
                    continue
                }
                let charged = Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0
                    ? Money(minorUnits: .random(in: 1...900_000, using: &random), currency: .jpy) : nil
                foreign.append(ForeignSpending(
                    date: date, category: .live, sub: nil, artist: nil, amount: Money(minorUnits: minor, currency: currency),
                    charged: charged, count: count))
                if let charged {
                    expected += charged.minorUnits * Int64(count)
                    expectedCharged += count
                } else if let converted = reference(Money(minorUnits: minor, currency: currency), date, rates) {
                    expected += converted * Int64(count)
                    expectedRate += count
                } else {
                    expectedUnconverted += count
                }
            }
            let table = RateTable(rates.map { rate in
                let text = String(rate.coefficient / 100) + "." + pad(Int(rate.coefficient % 100), 2)
                return ExchangeRate(
                    date: rate.date, currency: rate.currency, base: rate.base, rate: try! ExactDecimal.parse(text),
                    source: .manual)
            })
            let report = SummaryReport(
                period: .year(2026)!, rows: homeRows + foreign.map(\.row), previousRows: [],
                conversion: SummaryConversionInput(home: .jpy, foreign: foreign, rates: table))
            guard !foreign.isEmpty else {
                XCTAssertNil(report.conversion, "no foreign amounts, no converted total")
                continue
            }
            let conversion = try XCTUnwrap(report.conversion, "round \(round)")
            XCTAssertEqual(conversion.total.amount.minorUnits, expected, "round \(round)")
            XCTAssertEqual(conversion.byCharged, expectedCharged, "round \(round)")
            XCTAssertEqual(conversion.byRate, expectedRate, "round \(round)")
            XCTAssertEqual(conversion.unconverted.reduce(0) { $0 + $1.count }, expectedUnconverted, "round \(round)")
        }
    }

    /// One record by the rule, written out: the pair's latest rate on or before the day (else
    /// its first), direct for USD, through the euro for EUR and KRW; nil for TWD.
    func reference(_ amount: Money, _ date: CivilDate, _ rates: [ReferenceRate]) -> Int64? {
        func rate(_ currency: Currency, _ base: Currency) -> (Int128, Int128, Bool)? {
            let series = rates.filter { $0.currency == currency && $0.base == base }.sorted { $0.date < $1.date }
            guard let first = series.first else { return nil }
            let found = series.last { $0.date <= date } ?? first
            var scale: Int128 = 1
            for _ in 0..<found.scale { scale *= 10 }
            return (found.coefficient, scale, series.last { $0.date <= date } != nil)
        }
        var numerator: Int128
        var denominator: Int128
        switch amount.currency.code {
        case "USD":
            guard let (n, d, _) = rate(usd, .jpy) else { return nil }
            (numerator, denominator) = (n, d)
        case "EUR":
            guard let (n, d, _) = rate(eur, .jpy) else { return nil }
            (numerator, denominator) = (n, d)
        case "KRW":
            guard let (jn, jd, jOnTime) = rate(eur, .jpy), let (kn, kd, kOnTime) = rate(eur, krw) else { return nil }
            XCTAssertEqual(jOnTime, kOnTime, "the legs share their dates here")
            (numerator, denominator) = (jn * kd, jd * kn)
        default:
            return nil
        }
        numerator *= Int128(amount.minorUnits)
        for _ in 0..<amount.currency.minorDigits { denominator *= 10 }
        var quotient = numerator / denominator
        let remainder = numerator % denominator
        if remainder * 2 > denominator || (remainder * 2 == denominator && quotient % 2 == 1) { quotient += 1 }
        return Int64(quotient)
    }

    func testChargedWinsAndTheHomeCurrencyIsLeftAlone() throws {
        let table = RateTable([
            ExchangeRate(
                date: CivilDate(iso: "2026-01-01")!, currency: usd, base: .jpy, rate: try ExactDecimal.parse("150"),
                source: .manual)
        ])
        let day = CivilDate(iso: "2026-06-01")!
        let charged = Conversion.convert(
            Money(minorUnits: 1000, currency: usd), charged: Money(minorUnits: 1530, currency: .jpy), on: day, to: .jpy,
            rates: table)
        XCTAssertEqual(charged?.amount.minorUnits, 1530)
        XCTAssertEqual(charged?.method, .charged)
        let home = Conversion.convert(Money(minorUnits: 500, currency: .jpy), charged: nil, on: day, to: .jpy, rates: table)
        XCTAssertEqual(home?.method, .home)
        let stale = Conversion.convert(
            Money(minorUnits: 1000, currency: usd), charged: Money(minorUnits: 9, currency: eur), on: day, to: .jpy,
            rates: table)
        XCTAssertEqual(stale?.amount.minorUnits, 1500, "a charge in another home currency than today's falls back to the rate")
        XCTAssertNil(Conversion.convert(Money(minorUnits: 1000, currency: twd), charged: nil, on: day, to: .jpy, rates: table))
    }

    func testARateTableReachesHomeDirectlyInverselyOrThroughAPivotOnly() throws {
        func rate(_ currency: Currency, _ base: Currency) throws -> ExchangeRate {
            ExchangeRate(date: CivilDate(iso: "2026-03-01")!, currency: currency, base: base, rate: try ExactDecimal.parse("2"), source: .ecb)
        }
        let table = RateTable([try rate(usd, .jpy), try rate(eur, usd), try rate(eur, krw)])
        XCTAssertTrue(table.reaches(.jpy, from: .jpy))
        XCTAssertTrue(table.reaches(.jpy, from: usd))
        XCTAssertTrue(table.reaches(usd, from: .jpy), "the inverse of the pair")
        XCTAssertTrue(table.reaches(.jpy, from: eur), "through USD")
        XCTAssertFalse(table.reaches(.jpy, from: krw), "two pivots away")
        XCTAssertFalse(table.reaches(.jpy, from: twd))
        for currency in [krw, twd] {
            XCTAssertNil(table.rate(of: currency, in: .jpy, on: CivilDate(iso: "2020-01-01")!))
            XCTAssertNil(table.rate(of: currency, in: .jpy, on: CivilDate(iso: "2027-01-01")!))
        }
    }

    func testUnconvertibleRowsReportAsTheirRecordsOneByOne() throws {
        let table = RateTable([
            ExchangeRate(
                date: CivilDate(iso: "2026-01-01")!, currency: usd, base: .jpy, rate: try ExactDecimal.parse("150"), source: .manual)
        ])
        let days = ["2026-02-03", "2026-02-20", "2026-05-05"].map { CivilDate(iso: $0)! }
        let twdSpending = days.enumerated().map { index, day in
            ForeignSpending(
                date: day, category: index == 2 ? .goods : .live, sub: nil, artist: index == 0 ? "Aoi" : nil,
                amount: Money(minorUnits: 1000 + Int64(index), currency: twd), charged: nil, count: index + 1)
        }
        let usdSpending = [
            ForeignSpending(
                date: days[0], category: .live, sub: nil, artist: nil, amount: Money(minorUnits: 500, currency: usd), charged: nil,
                count: 1)
        ]
        let home = SpendingRow(
            year: 2026, month: 2, category: .live, sub: nil, artist: nil, amount: Money(minorUnits: 9000, currency: .jpy), count: 1)
        let rows = [home] + (twdSpending + usdSpending).map(\.row)
        for grouping in SummaryGrouping.allCases {
            let oneByOne = SummaryReport(
                period: .year(2026)!, rows: rows, previousRows: [], grouping: grouping,
                conversion: SummaryConversionInput(home: .jpy, foreign: twdSpending + usdSpending, rates: table))
            let summed = SummaryReport(
                period: .year(2026)!, rows: rows, previousRows: [], grouping: grouping,
                conversion: SummaryConversionInput(
                    home: .jpy, foreign: usdSpending, unconvertible: twdSpending.map(\.row), rates: table))
            XCTAssertEqual(summed, oneByOne, "\(grouping)")
            XCTAssertEqual(summed.conversion?.unconverted.map(\.count), [6])
        }
    }

    func testARateAppliesFromItsDateUntilTheNext() throws {
        let rates = try [("2026-03-01", "140"), ("2026-05-01", "150")].map { date, rate in
            ExchangeRate(date: CivilDate(iso: date)!, currency: usd, base: .jpy, rate: try ExactDecimal.parse(rate), source: .manual)
        }
        let table = RateTable(rates)
        func yen(_ date: String) -> (Int64?, ConversionMethod?) {
            let result = Conversion.convert(
                Money(minorUnits: 100, currency: usd), charged: nil, on: CivilDate(iso: date)!, to: .jpy, rates: table)
            return (result?.amount.minorUnits, result?.method)
        }
        XCTAssertTrue(yen("2026-01-15") == (140, .firstRate))
        XCTAssertTrue(yen("2026-03-01") == (140, .rate))
        XCTAssertTrue(yen("2026-04-30") == (140, .rate))
        XCTAssertTrue(yen("2026-05-01") == (150, .rate))
        XCTAssertTrue(yen("2027-01-01") == (150, .rate))
        let inverse = Conversion.convert(
            Money(minorUnits: 15_000, currency: .jpy), charged: nil, on: CivilDate(iso: "2026-06-01")!, to: usd, rates: table)
        XCTAssertEqual(inverse?.amount.minorUnits, 10_000, "¥15,000 is $100.00 through the inverse of the pair")
    }

    /// Among direct, inverse and cross rates, the path whose oldest leg is newest wins; ties go
    /// to the direct rate (issue #32).
    func testTheFreshestRatePathWinsAndTiesGoToTheDirectRate() throws {
        func rate(_ date: String, _ currency: Currency, _ base: Currency, _ value: String) throws -> ExchangeRate {
            ExchangeRate(date: CivilDate(iso: date)!, currency: currency, base: base, rate: try ExactDecimal.parse(value), source: .manual)
        }
        func usdInYen(_ table: RateTable, on date: String) -> String? {
            table.rate(of: usd, in: .jpy, on: CivilDate(iso: date)!).map { "\($0.rate.description)\($0.beforeFirst ? " first" : "")" }
        }
        // A manual rate from January; the ECB's euro legs from June: the euro path is fresher.
        let ecb = try [rate("2026-06-01", eur, usd, "1.25"), rate("2026-06-01", eur, .jpy, "200")]
        let january = try rate("2026-01-10", usd, .jpy, "150")
        XCTAssertEqual(usdInYen(RateTable([january] + ecb), on: "2026-06-15"), "160")
        XCTAssertEqual(usdInYen(RateTable([january] + ecb), on: "2026-05-31"), "150", "before June only the direct rate has a rate")
        // The same day: the direct rate.
        let june = try rate("2026-06-01", usd, .jpy, "155")
        XCTAssertEqual(usdInYen(RateTable([june] + ecb), on: "2026-06-15"), "155")
        // A cross rate is as fresh as its oldest leg: one stale leg loses to the direct rate.
        let staleLeg = try [rate("2026-06-01", eur, usd, "1.25"), rate("2026-01-01", eur, .jpy, "200")]
        XCTAssertEqual(usdInYen(RateTable([try rate("2026-03-01", usd, .jpy, "150")] + staleLeg), on: "2026-06-15"), "150")
        // The inverse pair, when fresher than the direct one; the direct one on a tie.
        let inverse = try rate("2026-06-01", .jpy, usd, "0.008")
        XCTAssertEqual(usdInYen(RateTable([january, inverse]), on: "2026-06-15"), "125")
        XCTAssertEqual(usdInYen(RateTable([try rate("2026-06-01", usd, .jpy, "150"), inverse]), on: "2026-06-15"), "150")
        // A leg of a cross rate takes the fresher of its pair and the inverse pair.
        let legs = try [rate("2026-01-01", usd, eur, "0.5"), rate("2026-06-01", eur, usd, "1.25"), rate("2026-06-01", eur, .jpy, "200")]
        XCTAssertEqual(usdInYen(RateTable([january] + legs), on: "2026-06-15"), "160")
        // Before every rate, the first path in order stands in with its first rate, as before.
        XCTAssertEqual(usdInYen(RateTable([june] + ecb), on: "2025-12-31"), "155 first")
    }
}
