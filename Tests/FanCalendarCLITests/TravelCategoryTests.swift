import Foundation
import TestSupport
import XCTest

/// End to end: travel (遠征, Reise), the sixth category, wherever categories show.
final class TravelCategoryTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func testATravelRecordShowsInListMonthSummaryAndExport() throws {
        let added = fancal.succeed(["add", "2026-11-20", "新幹線 東京→大阪", "-c", "遠征", "-a", "14,720"])
        XCTAssertTrue(added.contains("Category  🧳 Travel\n"), added)
        fancal.succeed(["add", "2026-11-21", "Osaka live", "-c", "live", "-a", "12000"])

        let list = fancal.run(["list", "--category", "travel", "--format", "csv"])
        XCTAssertEqual(list.exitCode, 0)
        XCTAssertEqual(list.stdout.split(whereSeparator: \.isNewline).count, 2, list.stdout)
        XCTAssertTrue(list.stdout.contains(",新幹線 東京→大阪,travel,"), list.stdout)

        let month = fancal.run(["month", "2026-11", "--color", "never"])
        XCTAssertEqual(month.exitCode, 0)
        XCTAssertTrue(month.stdout.contains("20=  21* "), month.stdout)
        XCTAssertTrue(month.stdout.contains("* Live  = Travel\n"), month.stdout)
        let german = fancal.succeed(["month", "2026-11", "--color", "never", "--locale", "de"])
        XCTAssertTrue(german.contains("* Live  = Reise\n"), german)
        let japanese = fancal.succeed(["month", "2026-11", "--color", "never", "--locale", "ja"])
        XCTAssertTrue(japanese.contains("= 遠征"), japanese)

        let summary = fancal.run(["summary", "--year", "2026", "--color", "never"])
        XCTAssertEqual(summary.exitCode, 0)
        XCTAssertTrue(summary.stdout.contains("Travel        1  ¥14,720   55.1%"), summary.stdout)
        XCTAssertTrue(summary.stdout.contains("= Travel  * Live\n"), summary.stdout)
        let json = fancal.succeed(["summary", "--year", "2026", "--format", "json"])
        let groups = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.first?["key"] as? String, "travel")
        XCTAssertEqual(groups.first?["label"] as? String, "Travel")

        let export = fancal.run(["export", "--category", "travel"])
        XCTAssertEqual(export.exitCode, 0)
        XCTAssertTrue(export.stdout.contains("CATEGORIES:Travel\r\n"), export.stdout)
        XCTAssertTrue(export.stdout.contains("X-FANCAL-CATEGORY:travel\r\n"), export.stdout)
        XCTAssertFalse(export.stdout.contains("Osaka live"), export.stdout)

        // The export comes back as travel in another store.
        let other = Fancal()
        let file = other.directory.appendingPathComponent("travel.ics")
        try export.stdout.write(to: file, atomically: false, encoding: .utf8)
        other.succeed(["import", file.path])
        XCTAssertTrue(other.succeed(["list", "--format", "csv"]).contains(",新幹線 東京→大阪,travel,"))
    }

    func testImportReadsTravelWordsInCategories() throws {
        let file = fancal.directory.appendingPathComponent("trips.ics")
        let events = [("f", "Flight", "Flight"), ("h", "Hotel", "ホテル"), ("r", "Zug", "Reise")].map { uid, title, category in
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART;VALUE=DATE:20261110\r\nSUMMARY:\(title)\r\nCATEGORIES:\(category)\r\nEND:VEVENT\r\n"
        }
        try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\n" + events.joined() + "END:VCALENDAR\r\n")
            .write(to: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(
            fancal.succeed(["import", file.path]), "\(file.path): 3 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\n")
        let csv = fancal.succeed(["list", "--category", "Reise", "--format", "csv"])
        XCTAssertEqual(csv.split(whereSeparator: \.isNewline).count, 4, csv)
    }

    func testTripExpensesAreTravelUnlessTicketsOrGoods() {
        fancal.succeed(["trip", "new", "Osaka", "--members", "Rin,Aoi", "--me", "Rin"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "20000", "--paid-by", "Rin", "--date", "2026-11-20"])
        fancal.succeed(["trip", "add", "Osaka", "Dome", "18000", "--paid-by", "Rin", "--sub", "ticket", "--date", "2026-11-21"])
        fancal.succeed(["trip", "add", "Osaka", "グッズ", "6000", "--paid-by", "Rin", "--date", "2026-11-21"])
        let csv = fancal.succeed(["list", "--format", "csv"])
        XCTAssertTrue(csv.contains(",Hotel (Osaka),travel,,"), csv)
        XCTAssertTrue(csv.contains(",Dome (Osaka),live,ticket,"), csv)
        XCTAssertTrue(csv.contains(",グッズ (Osaka),goods,,"), csv)
    }
}
