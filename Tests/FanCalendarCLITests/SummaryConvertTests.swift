import Foundation
import TestSupport
import XCTest

/// `summary --convert` end to end: records in ¥, € and ₩ with a small ECB-style rate file, and a
/// purchase in NT$ no rate reaches. The rates make the sums easy to check by hand: on
/// 2026-03-02 €1 = ¥150, on 2026-04-10 €1 = ¥160 = ₩1,600 (so ₩1 = ¥0.1).
final class SummaryConvertTests: XCTestCase {
    var fancal: Fancal!

    override func setUpWithError() throws {
        fancal = Fancal()
        let rates = fancal.directory.appendingPathComponent("eurofxref-hist.csv")
        try """
            Date,USD,JPY,KRW,
            2026-04-10,1.0800,160.00,1600.00,
            2026-03-02,1.0700,150.00,1500.00,

            """.write(to: rates, atomically: false, encoding: .utf8)
        XCTAssertEqual(
            fancal.succeed(["rate", "import", rates.path]), "Imported 6 rates (ECB, 2026-03-02 – 2026-04-10)\n")
        for arguments in [
            ["add", "2026-03-05", "Hall show", "-c", "live", "-a", "10000", "--artist", "AOI"],
            // €50.00 at ¥150: ¥7,500.
            ["add", "2026-03-10", "Berlin merch", "-c", "goods", "-a", "50.00", "--currency", "EUR", "--artist", "ASTERISM"],
            // ₩200,000 at ¥160 / ₩1,600: ¥20,000.
            ["add", "2026-04-12", "Seoul concert", "-c", "live", "-a", "200000", "--currency", "KRW", "--artist", "ASTERISM"],
            ["add", "2026-04-15", "Photocards", "-c", "goods", "-a", "3000", "--artist", "AOI"],
            ["add", "2026-05-01", "Taipei pop-up", "-c", "goods", "-a", "1500", "--currency", "TWD"],
        ] {
            fancal.succeed(arguments)
        }
    }

    /// Live ¥10,000 + ¥20,000, goods ¥7,500 + ¥3,000: one table in yen, shares of ¥40,500, and
    /// the NT$ purchase listed under it as it is.
    func testConvertedTableInEachLanguage() {
        let english = fancal.succeed(["summary", "--year", "2026", "--convert"])
        XCTAssertTrue(
            english.hasPrefix(
                """
                Spending 2026 · by category · JPY, converted

                Category  Count   Amount   Share
                Live          2  ¥30,000   74.1%  ***************
                Goods         2  ¥10,500   25.9%  +++++
                --------------------------------
                Total         4  ¥40,500  100.0%

                Not converted (no rate): NT$1,500.00 (1 record); add one with `fancal rate add TWD RATE`
                """), english)
        Golden.assert(english, named: "summary-convert-en.txt")
        Golden.assert(fancal.succeed(["summary", "--year", "2026", "-X", "--locale", "ja"]), named: "summary-convert-ja.txt")
        Golden.assert(fancal.succeed(["summary", "--year", "2026", "--convert", "--locale", "de"]), named: "summary-convert-de.txt")
    }

    /// `--convert EUR` converts into euros, the yen through the same rates.
    func testConvertIntoAnotherCurrency() {
        let euros = fancal.succeed(["summary", "--year", "2026", "--convert", "EUR", "--by", "artist"])
        // AOI: ¥10,000 / 150 + ¥3,000 / 160 = €66.67 + €18.75; ASTERISM: €50.00 + ₩200,000 / 1,600.
        XCTAssertTrue(euros.contains("ASTERISM      2  €175.00"), euros)
        XCTAssertTrue(euros.contains("AOI           2   €85.42"), euros)
        XCTAssertTrue(euros.contains("Total         4  €260.42  100.0%"), euros)
    }

    /// JSON keeps every key it had and adds the converted groups inside `converted`.
    func testJSONAddsConvertedGroups() throws {
        let plain = try object(fancal.succeed(["summary", "--year", "2026", "--format", "json"]))
        let json = try object(fancal.succeed(["summary", "--year", "2026", "--format", "json", "--convert"]))
        XCTAssertEqual(Set(json.keys), Set(plain.keys))
        XCTAssertEqual((json["groups"] as? [[String: Any]])?.count, (plain["groups"] as? [[String: Any]])?.count)
        let converted = try XCTUnwrap(json["converted"] as? [String: Any])
        XCTAssertNil((plain["converted"] as? [String: Any])?["groups"])
        XCTAssertEqual(converted["amount_minor"] as? Int, 40_500)
        let groups = try XCTUnwrap(converted["groups"] as? [[String: Any]])
        XCTAssertEqual(groups.map { $0["key"] as? String }, ["live", "goods"])
        XCTAssertEqual(groups.map { $0["amount_minor"] as? Int }, [30_000, 10_500])
        XCTAssertEqual(groups.map { $0["count"] as? Int }, [2, 2])
        XCTAssertEqual(groups.map { $0["share"] as? Double }, [0.7407, 0.2593])
        let unconverted = try XCTUnwrap(converted["unconverted"] as? [[String: Any]])
        XCTAssertEqual(unconverted.map { $0["currency"] as? String }, ["TWD"])
        XCTAssertEqual(unconverted.map { $0["amount_minor"] as? Int }, [150_000])
    }

    /// In yen alone March (¥10,000) beats April (¥3,000) and AOI leads; converted, the Seoul
    /// concert makes April (¥23,000) the busiest month and ASTERISM (¥27,500) the top artist.
    /// `wrapped` and `summary --convert` convert by the same rule and say the same.
    func testWrappedAndSummaryAgree() {
        let summary = fancal.succeed(["summary", "--year", "2026", "--convert"])
        XCTAssertTrue(summary.contains("  Busiest month: April (¥23,000)\n"), summary)
        XCTAssertTrue(summary.contains("  Top artist: ASTERISM (¥27,500)\n"), summary)
        let wrapped = fancal.succeed(["wrapped", "2026"])
        XCTAssertTrue(wrapped.contains("Busiest month  April (¥23,000)\n"), wrapped)
        XCTAssertTrue(wrapped.contains("By artist      ASTERISM ¥27,500 · AOI ¥13,000\n"), wrapped)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
