import FanCalendar
@testable import FanCalendarCLI
import Foundation
import TestSupport
import XCTest

final class SummaryFormatTests: XCTestCase {
    func testJSONHasTheDesignShapeAndKeyOrder() throws {
        let text = SummaryJSON.render(ReportFixture.year(), language: .ja)
        Golden.assert(text, named: "summary-2026-ja.json")
        XCTAssertTrue(
            text.hasPrefix(
                "{\"from\": \"2026-01-01\", \"to\": \"2026-12-31\", \"by\": \"category\", \"totals\": ["))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["from", "to", "by", "totals", "groups", "months", "previous"])
        let totals = try XCTUnwrap(object["totals"] as? [[String: Any]])
        XCTAssertEqual(totals.count, 2)
        XCTAssertEqual(totals[0]["currency"] as? String, "JPY")
        XCTAssertEqual(totals[0]["amount_minor"] as? Int, 130_000)
        XCTAssertEqual(totals[0]["count"] as? Int, 21)
        let groups = try XCTUnwrap(object["groups"] as? [[String: Any]])
        XCTAssertEqual(Set(groups[0].keys), ["key", "label", "currency", "amount_minor", "count", "share"])
        XCTAssertEqual(groups[0]["key"] as? String, "live")
        XCTAssertEqual(groups[0]["label"] as? String, "ライブ")
        XCTAssertEqual(groups[0]["share"] as? Double, 0.74)
        let months = try XCTUnwrap(object["months"] as? [[String: Any]])
        XCTAssertEqual(Set(months[0].keys), ["month", "key", "currency", "amount_minor", "count"])
        XCTAssertEqual(months[0]["month"] as? String, "2026-01")
        let previous = try XCTUnwrap(object["previous"] as? [String: Any])
        XCTAssertEqual(previous["from"] as? String, "2025-01-01")
        XCTAssertEqual(previous["to"] as? String, "2025-12-31")
        XCTAssertEqual((previous["totals"] as? [[String: Any]])?.first?["amount_minor"] as? Int, 96_000)
    }

    func testJSONNullKeyForRecordsWithoutArtist() throws {
        let text = SummaryJSON.render(ReportFixture.yenYear(grouping: .artist), language: .en)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let groups = try XCTUnwrap(object["groups"] as? [[String: Any]])
        let none = try XCTUnwrap(groups.first { $0["key"] is NSNull })
        XCTAssertEqual(none["label"] as? String, "(none)")
        XCTAssertEqual(none["amount_minor"] as? Int, 18_000)
        XCTAssertTrue(text.contains("{\"key\": null, \"label\": \"(none)\""))
    }

    func testEmptyPeriodStillHasTheShape() throws {
        let report = SummaryReport(period: .year(2030)!, rows: [], previousRows: [])
        XCTAssertEqual(
            SummaryJSON.render(report, language: .en),
            "{\"from\": \"2030-01-01\", \"to\": \"2030-12-31\", \"by\": \"category\", \"totals\": [], "
                + "\"groups\": [], \"months\": [], \"previous\": {\"from\": \"2029-01-01\", "
                + "\"to\": \"2029-12-31\", \"totals\": []}}\n")
        XCTAssertEqual(
            SummaryCSV.render(report, language: .en), "from,to,by,key,label,currency,amount,amount_minor,count,share\r\n")
    }

    func testJSONTextEscapes() throws {
        XCTAssertEqual(
            JSONText.string("a\"b\\c\nd\te\u{01}f\u{1F}"), "\"a\\\"b\\\\c\\nd\\te\\u0001f\\u001f\"")
        XCTAssertEqual(JSONText.string("星街すいせい 🎤"), "\"星街すいせい 🎤\"")
        XCTAssertEqual(JSONText.string(nil as String?), "null")
        XCTAssertEqual(
            JSONText.object([("b", "1"), ("a", JSONText.array(["2", "3"]))]), "{\"b\": 1, \"a\": [2, 3]}")
        let tricky = "quote\" back\\ nl\n cr\r bell\u{07} del\u{7F} ls\u{2028} ü 日本"
        let parsed =
            try JSONSerialization.jsonObject(
                with: Data(JSONText.array([JSONText.string(tricky)]).utf8)) as? [String]
        XCTAssertEqual(parsed, [tricky])
    }

    func testCSVIsTidyOneRowPerGroupAndCurrency() {
        let text = SummaryCSV.render(ReportFixture.year(grouping: .artist), language: .ja)
        Golden.assert(text, named: "summary-2026-artist-ja.csv")
        let lines = text.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "from,to,by,key,label,currency,amount,amount_minor,count,share")
        XCTAssertEqual(lines.last, "")
        XCTAssertEqual(lines.count - 2, ReportFixture.year(grouping: .artist).groups.count)
        XCTAssertTrue(lines.contains("2026-01-01,2026-12-31,artist,,(なし),JPY,18000,18000,2,0.1385"))
        XCTAssertTrue(
            lines.contains("2026-01-01,2026-12-31,artist,ASTERISM,ASTERISM,EUR,49.90,4990,1,1.0000"))
    }

    func testCSVQuotesPerRFC4180() {
        let row = ReportFixture.row(2026, 1, .live, nil, "Sakura \"Saku\", Miko", 1_000, 1)
        let report = SummaryReport(period: .year(2026)!, rows: [row], previousRows: [], grouping: .artist)
        let text = SummaryCSV.render(report, language: .en)
        XCTAssertTrue(
            text.contains(",\"Sakura \"\"Saku\"\", Miko\",\"Sakura \"\"Saku\"\", Miko\",JPY,"), text)
    }
}
