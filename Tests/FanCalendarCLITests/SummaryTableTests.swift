import FanCalendar
@testable import FanCalendarCLI
import TestSupport
import XCTest

final class SummaryTableTests: XCTestCase {
    func testYearInEveryLanguageWithAndWithoutColor() {
        for language in Language.allCases {
            for color in [true, false] {
                let output = SummaryTable.render(
                    ReportFixture.year(), language: language, style: TextStyle(enabled: color))
                Golden.assert(
                    output, named: "summary-2026-\(language.rawValue)-\(color ? "color" : "plain").txt")
                if !color { XCTAssertFalse(output.contains("\u{1B}")) }
            }
        }
    }

    func testOneCategoryBreaksDownBySubCategory() {
        let report = ReportFixture.yenYear(category: .live)
        Golden.assert(
            SummaryTable.render(report, language: .ja, style: .plain), named: "summary-2026-live-ja-plain.txt"
        )
        Golden.assert(
            SummaryTable.render(report, language: .en, style: .plain), named: "summary-2026-live-en-plain.txt"
        )
    }

    func testByArtistAndByMonth() {
        Golden.assert(
            SummaryTable.render(ReportFixture.yenYear(grouping: .artist), language: .ja, style: .plain),
            named: "summary-2026-artist-ja-plain.txt")
        Golden.assert(
            SummaryTable.render(ReportFixture.yenYear(grouping: .month), language: .de, style: .plain),
            named: "summary-2026-month-de-plain.txt")
    }

    func testMonthAveragesPerDayWithSpending() {
        let output = SummaryTable.render(ReportFixture.march(), language: .en, style: .plain)
        Golden.assert(output, named: "summary-2026-03-en-plain.txt")
        XCTAssertTrue(output.contains("Average per day with spending: ¥21,900 (3 days)"))
        XCTAssertTrue(output.contains("more than February 2026"))
    }

    func testWeekStartsOnMondayInGerman() {
        let today = CivilDate(iso: "2026-11-29")!
        let week = ReportPeriod.current(.week, today: today, firstWeekday: Weekday.firstWeekday(for: .de))
        let rows = [
            ReportFixture.row(2026, 11, .live, "ticket", "ASTERISM", 11_000, 1),
            ReportFixture.row(2026, 11, .goods, "photocard", "ASTERISM", 2_400, 2),
        ]
        let report = SummaryReport(
            period: week, rows: rows, previousRows: [ReportFixture.row(2026, 11, .goods, nil, nil, 1_200, 1)],
            daysWithSpending: [.jpy: 2])
        let output = SummaryTable.render(report, language: .de, style: .plain)
        Golden.assert(output, named: "summary-week-de-plain.txt")
        XCTAssertTrue(output.hasPrefix("Ausgaben Woche ab 23.11.2026 · nach Kategorie\n"))
        XCTAssertTrue(output.contains("Durchschnitt pro Tag mit Ausgaben: 6.700 ¥ (2 Tage)"))
        XCTAssertTrue(output.contains("+1017 % / 12.200 ¥ mehr als in der Vorwoche"))
        XCTAssertNil(report.highlights)
    }

    func testSmallChangeStillShowsItsDirection() {
        let report = SummaryReport(
            period: .year(2026)!, rows: [ReportFixture.row(2026, 1, .live, nil, nil, 100_100, 1)],
            previousRows: [ReportFixture.row(2025, 1, .live, nil, nil, 100_000, 1)])
        XCTAssertTrue(
            SummaryTable.render(report, language: .en, style: .plain).contains("+0% / ¥100 more than 2025"))
    }

    func testChangeIsRedWhenMoreAndGreenWhenLess() {
        let style = TextStyle(enabled: true)
        let more = SummaryTable.render(ReportFixture.yenYear(), language: .en, style: style)
        XCTAssertTrue(more.contains(style.red("+35% / ¥34,000 more than 2025")), more)
        let less = SummaryReport(
            period: .year(2026)!, rows: [ReportFixture.row(2026, 1, .live, nil, nil, 1_000, 1)],
            previousRows: ReportFixture.rows2025)
        XCTAssertTrue(
            SummaryTable.render(less, language: .en, style: style).contains(
                style.green("-99% / ¥95,000 less than 2025")))
    }

    func testEmptyPeriodSaysSoPlainly() {
        let report = SummaryReport(period: .year(2030)!, rows: [], previousRows: [])
        XCTAssertEqual(SummaryTable.render(report, language: .en, style: .plain), "No records for 2030.\n")
        XCTAssertEqual(SummaryTable.render(report, language: .ja, style: .plain), "2030年の記録はありません。\n")
        XCTAssertEqual(
            SummaryTable.render(report, language: .de, style: .plain), "Keine Einträge für 2030.\n")
    }

    func testColumnsAlignByDisplayWidth() {
        let output = SummaryTable.render(
            ReportFixture.yenYear(grouping: .artist), language: .ja, style: .plain)
        let tableLines = output.split(separator: "\n").dropFirst().prefix(4).map(String.init)
        // Header and rows end their share column at the same display column.
        let shareEnds = tableLines.map { line -> Int in
            let upToShare = line.components(separatedBy: "%").first ?? line
            return DisplayWidth.of(upToShare)
        }
        XCTAssertEqual(Set(shareEnds.dropFirst()).count, 1, tableLines.joined(separator: "\n"))
    }
}
