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

    /// An imported year of free events: no share of a zero total, and no 0.0 % lines.
    func testGroupsThatCostNothingShowNoShare() {
        let rows = [
            ReportFixture.row(2010, 5, .live, nil, nil, 0, 33, ReportFixture.eur),
            ReportFixture.row(2010, 6, .goods, nil, nil, 0, 2, ReportFixture.eur),
        ]
        let free = SummaryTable.render(
            SummaryReport(period: .year(2010)!, rows: rows, previousRows: []), language: .en, style: .plain)
        XCTAssertFalse(free.contains("%"), free)
        XCTAssertTrue(free.contains("\nTotal        35   €0.00\n"), free)
        let mixed = SummaryTable.render(
            SummaryReport(
                period: .year(2010)!, rows: rows + [ReportFixture.row(2010, 7, .other, nil, nil, 1_000, 1, ReportFixture.eur)],
                previousRows: []),
            language: .en, style: .plain)
        XCTAssertFalse(mixed.contains("\nLive "), mixed)
        XCTAssertTrue(mixed.contains("\nOther         1  €10.00  100.0%"), mixed)
        XCTAssertTrue(mixed.contains("\nTotal        36  €10.00  100.0%\n"), mixed)
    }

    /// Where the terminal draws ambiguous characters (€, ·) two columns wide, the table keeps
    /// its columns: every line of the group table ends by the rule's width or starts a bar there.
    func testTablesKeepTheirColumnsWhereAmbiguousCharactersAreWide() {
        DisplayWidth.$ambiguousIsWide.withValue(true) {
            let output = SummaryTable.render(ReportFixture.year(), language: .ja, style: .plain)
            let table = output.components(separatedBy: "\n\n")[1].split(separator: "\n")
            let rule = table.first { $0.hasPrefix("-") }!
            let ruleWidth = DisplayWidth.of(rule)
            for line in table where !line.hasPrefix("-") {
                let cells = line.range(of: "%  ").map { String(line[..<$0.lowerBound]) + "%" } ?? String(line)
                XCTAssertLessThanOrEqual(abs(DisplayWidth.of(cells) - ruleWidth), 1, "[\(line)] against a rule of \(ruleWidth)")
                XCTAssertLessThanOrEqual(DisplayWidth.of(line) - DisplayWidth.of(cells), 2 + SummaryTableTests.shareBarColumns)
            }
        }
    }

    static let shareBarColumns = 20

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
        let week = ReportPeriod.current(.week, today: today, firstWeekday: CalendarNames.defaultFirstWeekday(.de))
        let rows = [
            ReportFixture.row(2026, 11, .live, "ticket", "ASTERISM", 11_000, 1),
            ReportFixture.row(2026, 11, .goods, "photocard", "ASTERISM", 2_400, 2),
        ]
        let report = SummaryReport(
            period: week, rows: rows, previousRows: [ReportFixture.row(2026, 11, .goods, nil, nil, 1_200, 1)],
            daysWithSpending: [.jpy: 2],
            days: [
                ReportFixture.day("2026-11-24", .goods, 2_400, 2), ReportFixture.day("2026-11-28", .live, 11_000, 1),
                // Outside the week: left out.
                ReportFixture.day("2026-11-30", .live, 9_000, 1),
            ])
        let output = SummaryTable.render(report, language: .de, style: .plain)
        Golden.assert(output, named: "summary-week-de-plain.txt")
        XCTAssertTrue(output.hasPrefix("Ausgaben Woche ab 23.11.2026 · nach Kategorie\n"))
        XCTAssertTrue(output.contains("Durchschnitt pro Tag mit Ausgaben: 6.700 ¥ (2 Tage)"))
        XCTAssertTrue(output.contains("+1017 % / 12.200 ¥ mehr als in der Vorwoche"))
        XCTAssertTrue(output.contains("Nach Tag\nDi 24.   2.400 ¥  "), output)
        XCTAssertFalse(output.contains("Nach Monat"), output)
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
