import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import XCTest

/// `summary` and `chart` end to end, on the bundled sample calendar.
final class SummaryCommandsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() {
        fancal = Fancal()
        fancal.succeed(["import", SharedMaterial.projectRoot.appendingPathComponent("Resources/sample.ics").path])
    }

    func testSummaryTables() {
        Golden.assert(fancal.succeed(["summary"]), named: "cli-summary-2026-en.txt")
        Golden.assert(fancal.succeed(["summary", "--category", "live", "--locale", "ja"]), named: "cli-summary-2026-live-ja.txt")
        Golden.assert(fancal.succeed(["summary", "--by", "artist", "--locale", "de", "--color", "always"]),
                      named: "cli-summary-2026-artist-de-color.txt")
    }

    /// `--artist` narrows summary, chart, month and year to one artist's records, any case.
    func testReportsFilterByArtist() throws {
        let all = fancal.succeed(["summary", "--format", "json"])
        let aoi = fancal.succeed(["summary", "--artist", "aoi", "--format", "json"])
        XCTAssertNotEqual(all, aoi)
        let listed = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(fancal.succeed(["list", "--year", "2026", "--artist", "AOI", "--format", "json"]).utf8))
                as? [[String: Any]])
        let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(aoi.utf8)) as? [String: Any])
        let counted = (summary["totals"] as? [[String: Any]] ?? []).reduce(0) { $0 + ($1["count"] as? Int ?? 0) }
        XCTAssertEqual(counted, listed.count)
        XCTAssertTrue(fancal.succeed(["summary", "--artist", "AOI"]).hasPrefix("Spending 2026 · AOI"))
        let stellar = fancal.succeed(["month", "2026-03", "--artist", "Stellar☆Nine"])
        XCTAssertFalse(stellar.contains("AOI"), stellar)
        XCTAssertNotEqual(fancal.succeed(["year", "--artist", "nobody"]), fancal.succeed(["year"]))
        let chart = fancal.succeed(["chart", "--artist", "AOI", "--by", "artist", "--out", "-"])
        XCTAssertTrue(chart.contains("AOI"), chart)
        XCTAssertFalse(chart.contains("Stellar"), chart)
    }

    func testChartRefusesWhatItCannotWrite() {
        let pdf = fancal.directory.appendingPathComponent("chart.pdf").path
        fancal.fail(["chart", "--out", pdf], exitCode: 2, message: "chart writes SVG or PNG")
        XCTAssertFalse(FileManager.default.fileExists(atPath: pdf))
        fancal.fail(["chart", "--by", "sub", "--out", "-"], exitCode: 2, message: "use category or artist")
        fancal.succeed(["chart", "--by", "category", "--out", fancal.directory.appendingPathComponent("c.SVG").path])
    }

    /// A month's or week's summary draws its days, not its one month.
    func testPeriodsShorterThanAYearShowDays() {
        let week = fancal.succeed(["summary", "--period", "month", "--locale", "ja"])
        XCTAssertTrue(week.contains("日別"), week)
        XCTAssertFalse(week.contains("月別"), week)
        XCTAssertTrue(week.contains("18日(水)"), week)
    }

    func testSummaryJSONTotalsAgreeWithTheRecordList() throws {
        let summary = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["summary", "--year", "2026", "--format", "json"]).utf8))
                as? [String: Any])
        let records = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["list", "--year", "2026", "--format", "json"]).utf8))
                as? [[String: Any]])
        var expected: [String: (amount: Int, count: Int)] = [:]
        for record in records {
            let currency = record["currency"] as! String
            expected[currency, default: (0, 0)].amount += record["amount_minor"] as! Int
            expected[currency, default: (0, 0)].count += 1
        }
        let totals = try XCTUnwrap(summary["totals"] as? [[String: Any]])
        XCTAssertEqual(totals.count, expected.count)
        for total in totals {
            let currency = total["currency"] as! String
            XCTAssertEqual(total["amount_minor"] as? Int, expected[currency]?.amount, currency)
            XCTAssertEqual(total["count"] as? Int, expected[currency]?.count, currency)
        }
        XCTAssertEqual(summary["from"] as? String, "2026-01-01")
        XCTAssertEqual(summary["by"] as? String, "category")
        let previous = try XCTUnwrap(summary["previous"] as? [String: Any])
        XCTAssertEqual(previous["from"] as? String, "2025-01-01")
    }

    func testSummaryOfAnEmptyPeriodSaysSo() {
        let output = fancal.succeed(["summary", "--year", "2019"])
        XCTAssertTrue(output.contains("2019"), output)
        XCTAssertEqual(fancal.run(["summary", "--year", "2019"]).exitCode, 0)
    }

    func testPeriodsAndCSV() {
        let csv = fancal.succeed(["summary", "--period", "month", "--format", "csv"])
        XCTAssertTrue(csv.hasPrefix("from,to,by,key,label,currency,amount,amount_minor,count,share\r\n2026-11-01,2026-11-30,"), csv)
        XCTAssertTrue(fancal.succeed(["summary", "--period", "week", "--format", "json"]).contains("\"from\": \"2026-11-29\""))
    }

    func testChartWritesAnSVGFile() throws {
        let path = fancal.directory.appendingPathComponent("2026.svg").path
        XCTAssertEqual(fancal.succeed(["chart", "--year", "2026", "--out", path]), "")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), String(svg.prefix(80)))
        XCTAssertTrue(svg.contains("</svg>"))
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
    }

    func testBadReportInputExitsTwo() {
        fancal.fail(["summary", "--period", "fortnight"], exitCode: 2, message: "'fortnight' is not a period")
        fancal.fail(["summary", "--by", "colour"], exitCode: 2, message: "'colour' is not a grouping")
        fancal.fail(["summary", "--year", "20x6"], exitCode: 2, message: "is not a year")
        fancal.fail(["summary", "--year", "2026", "--period", "month"], exitCode: 2,
                    message: "use only one of --year, --month and --period (got --year, --period)")
        fancal.fail(["summary", "--category", "food"], exitCode: 2, message: "unknown category 'food'")
        fancal.fail(["chart", "--year", "2026"], exitCode: 2, message: "--out FILE.svg or FILE.png is required")
        fancal.fail(["chart", "--out", "/nonexistent-folder/x.svg"], exitCode: 1, message: "cannot write /nonexistent-folder/x.svg")
    }
}
