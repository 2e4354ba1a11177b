import FanCalendar
import TestSupport
import XCTest

final class ShareRoundingTests: XCTestCase {
    /// 97.548 % is shown as 97.5 %, not rounded to 97.55 and then to 97.6.
    func testRoundsOnceFromTheExactAmounts() {
        XCTAssertEqual(ShareRounding.tenthsOfPercent([97_548, 2_452]), [975, 25])
        XCTAssertEqual(ShareRounding.tenthsOfPercent([1, 1, 1]), [334, 333, 333])
        XCTAssertEqual(ShareRounding.tenthsOfPercent([5, 0]), [1000, 0])
        XCTAssertNil(ShareRounding.tenthsOfPercent([0, 0]))
        XCTAssertNil(ShareRounding.tenthsOfPercent([]))
        // A refund: shares beyond 100 % and below 0 still add up.
        XCTAssertEqual(ShareRounding.tenthsOfPercent([1_500, -500]), [1500, -500])
    }

    func testSharesAddUpAndStayWithinATenthOverRandomAmounts() {
        var random = SeededRandom(seed: 17)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...12, using: &random)
            let amounts = (0..<count).map { _ in
                Int.random(in: 0..<5, using: &random) == 0
                    ? Int64.random(in: 0...3, using: &random) : Int64.random(in: 0...50_000_000, using: &random)
            }
            guard let shares = ShareRounding.tenthsOfPercent(amounts) else {
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
