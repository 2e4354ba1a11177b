import FanCalendar
import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class SummaryChartTests: XCTestCase {
    private func assertWellFormed(_ svg: String, file: StaticString = #filePath, line: UInt = #line) {
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(
            parser.parse(), "not well-formed: \(String(describing: parser.parserError))", file: file,
            line: line)
    }

    func testYearChartGolden() {
        for language in Language.allCases {
            let svg = SummaryChart.render(ReportFixture.year(), language: language)
            Golden.assert(svg, named: "chart-2026-\(language.rawValue).svg")
            assertWellFormed(svg)
            for month in 1...12 {
                let label = MonthNames.short(month, language)
                XCTAssertTrue(svg.contains(">\(label)</text>"), "\(language): month label \(label)")
            }
        }
    }

    func testOneCategoryChartStacksBySubCategory() {
        let svg = SummaryChart.render(ReportFixture.yenYear(category: .live), language: .ja)
        Golden.assert(svg, named: "chart-2026-live-ja.svg")
        assertWellFormed(svg)
        XCTAssertTrue(svg.contains(">travel<"))
    }

    func testChartNamesTheCurrencyAndTheOthers() {
        let svg = SummaryChart.render(ReportFixture.year(), language: .en)
        XCTAssertTrue(svg.contains("Spending 2026 · by category · JPY</text>"))
        XCTAssertTrue(svg.contains("Also spent in EUR (not charted)"))
        XCTAssertTrue(svg.contains("Noto Sans CJK JP"))
        XCTAssertEqual(svg, SummaryChart.render(ReportFixture.year(), language: .en))
    }

    func testEmptyChartAndEscaping() {
        let empty = SummaryChart.render(
            SummaryReport(period: .year(2030)!, rows: [], previousRows: []), language: .en)
        assertWellFormed(empty)
        XCTAssertTrue(empty.contains("No records for 2030."))
        let row = ReportFixture.row(2026, 5, .goods, nil, "<A&B> \"x\" 'y'", 1_000, 1)
        let svg = SummaryChart.render(
            SummaryReport(period: .year(2026)!, rows: [row], previousRows: [], grouping: .artist),
            language: .en)
        assertWellFormed(svg)
        XCTAssertTrue(svg.contains("&lt;A&amp;B&gt; &quot;x&quot; &apos;y&apos;"))
    }
}
