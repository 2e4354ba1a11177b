import FanCalendar
import TestSupport
import XCTest

final class RoundingTests: XCTestCase {
    func testHalfEvenSendsTiesToTheEvenNeighbourOnBothSidesOfZero() {
        let cases: [(Int128, Int128, Int128)] = [
            (5, 2, 2), (7, 2, 4), (3, 2, 2), (1, 2, 0), (-1, 2, 0), (-5, 2, -2), (-7, 2, -4),
            (10, 3, 3), (11, 3, 4), (-11, 3, -4), (5, -2, -2), (-5, -2, 2), (0, 7, 0), (1_999, 1_000, 2),
        ]
        for (numerator, denominator, expected) in cases {
            XCTAssertEqual(Rounding.halfEven.quotient(numerator, denominator), expected, "\(numerator)/\(denominator)")
        }
    }

    func testHalfAwayFromZeroSendsTiesAwayFromZeroOnBothSidesOfZero() {
        let cases: [(Int128, Int128, Int128)] = [
            (5, 2, 3), (7, 2, 4), (1, 2, 1), (-1, 2, -1), (-5, 2, -3), (-7, 2, -4),
            (10, 3, 3), (11, 3, 4), (-11, 3, -4), (5, -2, -3), (-5, -2, 3), (0, 7, 0), (1_499, 1_000, 1),
        ]
        for (numerator, denominator, expected) in cases {
            XCTAssertEqual(Rounding.halfAwayFromZero.quotient(numerator, denominator), expected, "\(numerator)/\(denominator)")
        }
    }

    /// The two rules agree everywhere but on exact halves, and each lands within a half of the
    /// exact quotient.
    func testTheRulesDifferOnlyOnTiesAndStayWithinAHalf() {
        var random = SeededRandom(seed: 30)
        for _ in 0..<5_000 {
            let numerator = Int128(Int64.random(in: -1_000_000...1_000_000, using: &random))
            let denominator = Int128(Int64.random(in: 1...1_000, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
            let even = Rounding.halfEven.quotient(numerator, denominator)
            let away = Rounding.halfAwayFromZero.quotient(numerator, denominator)
            let isTie = (numerator * 2) % denominator == 0 && numerator % denominator != 0
            if isTie {
                XCTAssertEqual(even % 2, 0, "\(numerator)/\(denominator)")
                XCTAssertEqual(
                    away.magnitude * denominator.magnitude * 2, numerator.magnitude * 2 + denominator.magnitude,
                    "\(numerator)/\(denominator): the neighbour farther from zero")
            } else {
                XCTAssertEqual(even, away, "\(numerator)/\(denominator)")
            }
            for rounded in [even, away] {
                XCTAssertLessThanOrEqual((rounded * denominator - numerator).magnitude * 2, denominator.magnitude)
            }
        }
    }

    func testAMultipleOfAUnitRoundsHalfUp() {
        XCTAssertEqual(Rounding.halfAwayFromZero.multiple(1_234, of: 100), 1_200)
        XCTAssertEqual(Rounding.halfAwayFromZero.multiple(1_250, of: 100), 1_300)
        XCTAssertEqual(Rounding.halfAwayFromZero.multiple(1_249, of: 10), 1_250)
        XCTAssertEqual(Rounding.halfAwayFromZero.multiple(49, of: 100), 0, "a transfer that rounds to nothing")
        XCTAssertEqual(Rounding.halfAwayFromZero.multiple(7, of: 1), 7)
        XCTAssertEqual(Rounding.halfEven.multiple(1_250, of: 100), 1_200)
    }

    func testLargestRemainderGivesTheLeftoverToTheLargestRemaindersThenTheEarlierPart() {
        XCTAssertEqual(Rounding.largestRemainder(100, weights: [1, 1, 1]), [34, 33, 33])
        XCTAssertEqual(Rounding.largestRemainder(101, weights: [1, 1, 1]), [34, 34, 33])
        XCTAssertEqual(Rounding.largestRemainder(3000, weights: Array(repeating: 1, count: 7)), [429, 429, 429, 429, 428, 428, 428])
        XCTAssertEqual(Rounding.largestRemainder(3000, weights: Array(repeating: 1, count: 7)).reduce(0, +), 3000,
                       "€30 among 7 adds up to €30.00, not €30.03")
        XCTAssertEqual(Rounding.largestRemainder(10, weights: [1, 2]), [3, 7], "10×1/3 = 3.33, 10×2/3 = 6.67: the larger remainder gets it")
        XCTAssertEqual(Rounding.largestRemainder(10, weights: [2, 1]), [7, 3], "the order of the parts does not move the leftover")
        XCTAssertEqual(Rounding.largestRemainder(0, weights: [1, 5]), [0, 0])
        XCTAssertEqual(Rounding.largestRemainder(5, weights: []), [])
        XCTAssertEqual(Rounding.largestRemainder(1000, weights: [3, -1]), [1500, -500], "a negative weight (a refund) floors too")
        XCTAssertEqual(Rounding.largestRemainder(10, weights: [5, -1, -1]), [17, -3, -4], "equal remainders: the earlier parts")
        let huge = Money.maximumMinorUnits
        XCTAssertEqual(Rounding.largestRemainder(huge, weights: [999_999, 1]).reduce(0, +), huge, "no overflow in total × weight")
    }

    /// 97.548 % is shown as 97.5 %, not rounded to 97.55 and then to 97.6.
    func testRoundsOnceFromTheExactAmounts() {
        XCTAssertEqual(Rounding.tenthsOfPercent([97_548, 2_452]), [975, 25])
        XCTAssertEqual(Rounding.tenthsOfPercent([1, 1, 1]), [334, 333, 333])
        XCTAssertEqual(Rounding.tenthsOfPercent([5, 0]), [1000, 0])
        XCTAssertNil(Rounding.tenthsOfPercent([0, 0]))
        XCTAssertNil(Rounding.tenthsOfPercent([]))
        // A refund: shares beyond 100 % and below 0 still add up.
        XCTAssertEqual(Rounding.tenthsOfPercent([1_500, -500]), [1500, -500])
    }

    func testSharesAddUpAndStayWithinATenthOverRandomAmounts() {
        var random = SeededRandom(seed: 17)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...12, using: &random)
            let amounts = (0..<count).map { _ in
                Int.random(in: 0..<5, using: &random) == 0
                    ? Int64.random(in: 0...3, using: &random) : Int64.random(in: 0...50_000_000, using: &random)
            }
            guard let shares = Rounding.tenthsOfPercent(amounts) else {
                XCTAssertEqual(amounts.reduce(0, +), 0)
                continue
            }
            XCTAssertEqual(shares.reduce(0, +), 1000, "\(amounts)")
            let total = Double(amounts.reduce(0, +))
            for (amount, share) in zip(amounts, shares) {
                XCTAssertLessThan(abs(Double(share) - Double(amount) * 1000 / total), 1, "\(amounts)")
            }
        }
    }

    /// Every currency's shown shares in a report add up to 100.0 %, whatever the records.
    func testReportSharesAddUpPerCurrency() {
        let records = SummaryReportTests.generatedRecords(count: 3_000, seed: 7)
        let period = ReportPeriod.year(2026)!
        let rows = SummaryReportTests.aggregate(records, from: period.from, to: period.to)
        for grouping in [SummaryGrouping.category, .sub, .artist, .month] {
            let report = SummaryReport(period: period, rows: rows, previousRows: [], grouping: grouping)
            for total in report.totals where total.amount.minorUnits > 0 {
                let shares = report.groups(in: total.currency).map { $0.shownShareTenths ?? -1 }
                XCTAssertEqual(shares.reduce(0, +), 1000, "\(grouping) \(total.currency)")
            }
        }
    }
}
