import FanCalendar
import TestSupport
import XCTest

final class SummaryReportTests: XCTestCase {
    static let currencies = ["JPY", "JPY", "JPY", "EUR", "KRW", "USD"].map { Currency(code: $0)! }
    static let artists: [String?] = [nil, "ASTERISM", "星街すいせい", "Sakura \"Saku\" Miko", "BTS", nil]
    static let subs: [String?] = [nil, "ticket", "travel", "photocard", "lightstick", "hotel"]

    /// Records over 2024–2027 in several currencies, some at the year boundaries, some without
    /// artist or sub-category, some free.
    static func generatedRecords(count: Int, seed: UInt64) -> [Record] {
        var random = SeededRandom(seed: seed)
        let start = CivilDate(iso: "2024-01-01")!.daysSinceEpoch
        let end = CivilDate(iso: "2027-12-31")!.daysSinceEpoch
        let boundaries = [
            "2024-12-31", "2025-01-01", "2025-12-31", "2026-01-01", "2026-12-31", "2027-01-01",
            "2024-02-29",
        ].map { CivilDate(iso: $0)! }
        return (0..<count).map { index in
            let date =
                Int.random(in: 0..<10, using: &random) == 0
                ? boundaries.randomElement(using: &random)!
                : CivilDate(daysSinceEpoch: Int.random(in: start...end, using: &random))
            let currency = currencies.randomElement(using: &random)!
            let amount: Int64
            switch Int.random(in: 0..<20, using: &random) {
            case 0: amount = 0
            case 1: amount = Int64.random(in: 100_000...400_000, using: &random)
            default: amount = Int64.random(in: 1...30_000, using: &random)
            }
            return Record(
                uid: "gen-\(index)", date: date, title: "Record \(index)",
                category: Category.allCases.randomElement(using: &random)!,
                sub: subs.randomElement(using: &random)!,
                artist: artists.randomElement(using: &random)!,
                amount: Money(minorUnits: amount, currency: currency))
        }
    }

    /// What the store's aggregate query answers: records of the range grouped by month,
    /// category, sub-category, artist and currency.
    static func aggregate(_ records: [Record], from: CivilDate, to: CivilDate) -> [SpendingRow] {
        struct Key: Hashable {
            let year: Int, month: Int, category: Category, sub: String?, artist: String?, currency: Currency
        }
        var shuffler = SeededRandom(seed: UInt64(from.integerValue))
        var sums: [Key: (Int64, Int)] = [:]
        for record in records where from <= record.date && record.date <= to {
            let key = Key(
                year: record.date.year, month: record.date.month, category: record.category, sub: record.sub,
                artist: record.artist, currency: record.amount.currency)
            sums[key, default: (0, 0)].0 += record.amount.minorUnits
            sums[key, default: (0, 0)].1 += 1
        }
        return sums.map { key, sum in
            SpendingRow(
                year: key.year, month: key.month, category: key.category, sub: key.sub, artist: key.artist,
                amount: Money(minorUnits: sum.0, currency: key.currency), count: sum.1)
        }.shuffled(using: &shuffler)  // the store promises no order
    }

    static func key(_ record: Record, _ grouping: SummaryGrouping) -> String? {
        switch grouping {
        case .category: record.category.identifier
        case .sub: record.sub
        case .artist: record.artist
        case .month: pad(record.date.year, 4) + "-" + pad(record.date.month, 2)
        }
    }

    /// Checks every figure of a report against a naive computation over the records.
    func check(
        _ records: [Record], period: ReportPeriod, grouping: SummaryGrouping?, category: Category?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let previous = period.previous!
        let inPeriod = records.filter {
            period.contains($0.date) && (category == nil || $0.category == category)
        }
        let inPrevious = records.filter {
            previous.contains($0.date) && (category == nil || $0.category == category)
        }
        var days: [Currency: Set<CivilDate>] = [:]
        for record in inPeriod where record.amount.minorUnits > 0 {
            days[record.amount.currency, default: []].insert(record.date)
        }
        let report = SummaryReport(
            period: period, rows: Self.aggregate(records, from: period.from, to: period.to),
            previousRows: Self.aggregate(records, from: previous.from, to: previous.to),
            biggestRecords: records.filter { period.contains($0.date) },
            daysWithSpending: days.mapValues(\.count),
            grouping: grouping, category: category)
        let effective = grouping ?? (category == nil ? .category : .sub)
        XCTAssertEqual(report.grouping, effective, file: file, line: line)

        // Totals per currency, never mixed.
        let currencies = Set(inPeriod.map(\.amount.currency))
        XCTAssertEqual(Set(report.totals.map(\.currency)), currencies, file: file, line: line)
        for total in report.totals {
            let mine = inPeriod.filter { $0.amount.currency == total.currency }
            XCTAssertEqual(
                total.amount.minorUnits, mine.reduce(0) { $0 + $1.amount.minorUnits }, file: file, line: line)
            XCTAssertEqual(total.count, mine.count, file: file, line: line)
        }
        XCTAssertEqual(
            report.totals.map(\.count), report.totals.map(\.count).sorted(by: >), file: file, line: line)

        // Groups: sums, counts, shares, order.
        var expectedGroups: [String: (Int64, Int)] = [:]
        for record in inPeriod {
            let id = (Self.key(record, effective) ?? "<nil>") + "|" + record.amount.currency.code
            expectedGroups[id, default: (0, 0)].0 += record.amount.minorUnits
            expectedGroups[id, default: (0, 0)].1 += 1
        }
        XCTAssertEqual(report.groups.count, expectedGroups.count, file: file, line: line)
        for group in report.groups {
            let id = (group.key.identifier ?? "<nil>") + "|" + group.currency.code
            guard let expected = expectedGroups[id] else {
                XCTFail("unexpected group \(id)", file: file, line: line)
                continue
            }
            XCTAssertEqual(group.amount.minorUnits, expected.0, id, file: file, line: line)
            XCTAssertEqual(group.count, expected.1, id, file: file, line: line)
            let total = report.totals.first { $0.currency == group.currency }!.amount.minorUnits
            let exact = total == 0 ? 0 : Double(expected.0) / Double(total)
            XCTAssertEqual(group.share, exact, accuracy: 0.00005 + 1e-12, id, file: file, line: line)
        }
        for currency in currencies {
            let groups = report.groups(in: currency)
            if effective == .month {
                XCTAssertEqual(
                    groups.map { $0.key.identifier! }, groups.map { $0.key.identifier! }.sorted(), file: file,
                    line: line)
            } else {
                XCTAssertEqual(
                    groups.map(\.amount.minorUnits), groups.map(\.amount.minorUnits).sorted(by: >),
                    file: file, line: line)
            }
            // Rounded shares add up to 100 % within half a ten-thousandth per group (0 when
            // everything in the currency was free).
            let shareSum = groups.reduce(0) { $0 + $1.shareTenThousandths }
            let spent = groups.contains { $0.amount.minorUnits > 0 }
            XCTAssertLessThanOrEqual(
                abs(shareSum - (spent ? 10_000 : 0)), groups.count, file: file, line: line)
        }

        // Monthly stacks.
        let stackGrouping: SummaryGrouping = effective == .month ? .category : effective
        var expectedMonths: [String: (Int64, Int)] = [:]
        for record in inPeriod {
            let id =
                pad(record.date.year, 4) + "-" + pad(record.date.month, 2) + "|"
                + (Self.key(record, stackGrouping) ?? "<nil>") + "|" + record.amount.currency.code
            expectedMonths[id, default: (0, 0)].0 += record.amount.minorUnits
            expectedMonths[id, default: (0, 0)].1 += 1
        }
        XCTAssertEqual(report.months.count, expectedMonths.count, file: file, line: line)
        for row in report.months {
            let id = row.month.description + "|" + (row.key.identifier ?? "<nil>") + "|" + row.currency.code
            XCTAssertEqual(expectedMonths[id]?.0, row.amount.minorUnits, id, file: file, line: line)
            XCTAssertEqual(expectedMonths[id]?.1, row.count, id, file: file, line: line)
        }
        XCTAssertEqual(
            report.months.map(\.month), report.months.map(\.month).sorted(), file: file, line: line)

        // Previous totals and the change.
        for total in report.previousTotals {
            let mine = inPrevious.filter { $0.amount.currency == total.currency }
            XCTAssertEqual(
                total.amount.minorUnits, mine.reduce(0) { $0 + $1.amount.minorUnits }, file: file, line: line)
            XCTAssertEqual(total.count, mine.count, file: file, line: line)
        }
        XCTAssertEqual(
            Set(report.previousTotals.map(\.currency)), Set(inPrevious.map(\.amount.currency)), file: file,
            line: line)
        for change in report.changes {
            let now = inPeriod.filter { $0.amount.currency == change.currency }.reduce(Int64(0)) {
                $0 + $1.amount.minorUnits
            }
            let then = inPrevious.filter { $0.amount.currency == change.currency }.reduce(Int64(0)) {
                $0 + $1.amount.minorUnits
            }
            XCTAssertEqual(change.difference.minorUnits, now - then, file: file, line: line)
            if then > 0 {
                XCTAssertEqual(
                    Double(change.percent!), Double(now - then) * 100 / Double(then), accuracy: 0.5 + 1e-9,
                    file: file, line: line)
            } else {
                XCTAssertNil(change.percent, file: file, line: line)
            }
        }

        // Averages over the months or days that had spending.
        for average in report.averages {
            let mine = inPeriod.filter { $0.amount.currency == average.amount.currency }
            let total = mine.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
            let units: Int
            if period.kind == .year {
                var perMonth: [Int: Int64] = [:]
                for record in mine { perMonth[record.date.month, default: 0] += record.amount.minorUnits }
                units = perMonth.values.filter { $0 > 0 }.count
                XCTAssertEqual(average.unit, .month, file: file, line: line)
            } else {
                units = Set(mine.filter { $0.amount.minorUnits > 0 }.map(\.date)).count
                XCTAssertEqual(average.unit, .day, file: file, line: line)
            }
            XCTAssertEqual(average.units, units, file: file, line: line)
            XCTAssertEqual(
                Double(average.amount.minorUnits), Double(total) / Double(units), accuracy: 0.5 + 1e-9,
                file: file, line: line)
        }
        XCTAssertEqual(
            report.averages.count, report.totals.filter { $0.amount.minorUnits > 0 }.count, file: file,
            line: line)

        // Highlights for a year.
        guard period.kind == .year else {
            XCTAssertNil(report.highlights, file: file, line: line)
            return
        }
        let highlights = report.highlights!
        for busiest in highlights.busiestMonths {
            var perMonth: [Int: Int64] = [:]
            for record in inPeriod where record.amount.currency == busiest.amount.currency {
                perMonth[record.date.month, default: 0] += record.amount.minorUnits
            }
            XCTAssertEqual(busiest.amount.minorUnits, perMonth.values.max(), file: file, line: line)
            XCTAssertEqual(perMonth[busiest.month.month], busiest.amount.minorUnits, file: file, line: line)
        }
        for record in highlights.biggestExpenses {
            let largest = inPeriod.filter { $0.amount.currency == record.amount.currency }.map(
                \.amount.minorUnits
            ).max()
            XCTAssertEqual(record.amount.minorUnits, largest, file: file, line: line)
        }
        for top in highlights.topArtists {
            var perArtist: [String: Int64] = [:]
            for record in inPeriod where record.amount.currency == top.amount.currency {
                if let artist = record.artist { perArtist[artist, default: 0] += record.amount.minorUnits }
            }
            XCTAssertEqual(top.amount.minorUnits, perArtist.values.max(), file: file, line: line)
            XCTAssertEqual(perArtist[top.artist], top.amount.minorUnits, file: file, line: line)
        }
        if category == nil || category == .live {
            XCTAssertEqual(
                highlights.liveShows, inPeriod.filter { $0.category == .live }.count, file: file, line: line)
        } else {
            XCTAssertNil(highlights.liveShows, file: file, line: line)
        }
    }

    func testGeneratedYearsAgainstNaiveTotals() {
        let records = Self.generatedRecords(count: 3_000, seed: 2026)
        for year in 2025...2027 {
            for grouping in [nil] + SummaryGrouping.allCases.map(Optional.some) {
                for category: Category? in [nil, .live, .goods] {
                    check(records, period: .year(year)!, grouping: grouping, category: category)
                }
            }
        }
    }

    func testGeneratedMonthsAndWeeksAgainstNaiveTotals() {
        let records = Self.generatedRecords(count: 3_000, seed: 42)
        let months = [(2024, 2), (2025, 1), (2026, 1), (2026, 12), (2027, 3)]
        for (year, month) in months {
            for grouping in SummaryGrouping.allCases {
                check(records, period: .month(year: year, month: month)!, grouping: grouping, category: nil)
            }
        }
        for day in ["2026-12-31", "2027-01-01", "2024-02-29", "2025-06-15"] {
            for first in [Weekday.sunday, .monday] {
                let week = ReportPeriod.week(containing: CivilDate(iso: day)!, firstWeekday: first)
                check(records, period: week, grouping: .artist, category: nil)
                check(records, period: week, grouping: nil, category: .live)
            }
        }
    }

    func testRowsOutsideThePeriodAndOtherCategoriesAreIgnored() {
        let jpy = Currency.jpy
        let rows = [
            SpendingRow(
                year: 2026, month: 1, category: .live, sub: nil, artist: nil,
                amount: Money(minorUnits: 1_000, currency: jpy), count: 1),
            SpendingRow(
                year: 2025, month: 12, category: .live, sub: nil, artist: nil,
                amount: Money(minorUnits: 9_000, currency: jpy), count: 1),
            SpendingRow(
                year: 2026, month: 2, category: .goods, sub: "photocard", artist: nil,
                amount: Money(minorUnits: 3_000, currency: jpy), count: 2),
        ]
        let report = SummaryReport(period: .year(2026)!, rows: rows, previousRows: [], category: .goods)
        XCTAssertEqual(report.grouping, .sub)
        XCTAssertEqual(
            report.totals, [CurrencyTotal(amount: Money(minorUnits: 3_000, currency: jpy), count: 2)])
        XCTAssertEqual(report.groups.map(\.key), [.sub("photocard")])
        XCTAssertEqual(report.groups.first?.shareTenThousandths, 10_000)
        XCTAssertNil(report.highlights?.liveShows)
    }

    func testCurrenciesAreNeverAddedAndSharesArePerCurrency() {
        let eur = Currency(code: "EUR")!
        let rows = [
            SpendingRow(
                year: 2026, month: 3, category: .live, sub: nil, artist: "A",
                amount: Money(minorUnits: 30_000, currency: .jpy), count: 1),
            SpendingRow(
                year: 2026, month: 3, category: .goods, sub: nil, artist: "A",
                amount: Money(minorUnits: 10_000, currency: .jpy), count: 2),
            SpendingRow(
                year: 2026, month: 4, category: .goods, sub: nil, artist: nil,
                amount: Money(minorUnits: 4_990, currency: eur), count: 1),
        ]
        let report = SummaryReport(period: .year(2026)!, rows: rows, previousRows: [])
        XCTAssertEqual(
            report.totals.map(\.amount),
            [Money(minorUnits: 40_000, currency: .jpy), Money(minorUnits: 4_990, currency: eur)])
        XCTAssertEqual(report.groups.map(\.shareTenThousandths), [7_500, 2_500, 10_000])
        XCTAssertEqual(report.primaryCurrency, .jpy)
        XCTAssertEqual(report.changes.map(\.percent), [nil, nil])
        XCTAssertEqual(report.averages.map(\.units), [1, 1])
    }

    func testEmptyPeriod() {
        let report = SummaryReport(period: .year(2026)!, rows: [], previousRows: [])
        XCTAssertTrue(report.isEmpty)
        XCTAssertTrue(report.groups.isEmpty)
        XCTAssertTrue(report.highlights!.isEmpty)
        XCTAssertNil(report.primaryCurrency)
    }
}
