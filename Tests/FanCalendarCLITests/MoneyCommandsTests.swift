import Foundation
import TestSupport
import XCTest

/// Conversion, rates and budgets end to end: a fan with ¥ records, a Seoul trip in ₩ (one
/// purchase with what the card charged), merch in $, and a Taipei purchase no rate reaches.
final class MoneyCommandsTests: XCTestCase {
    var fancal: Fancal!
    let rates = SharedMaterial.projectRoot.appendingPathComponent("Resources/eurofxref-hist-sample.csv").path

    override func setUp() {
        fancal = Fancal()
        for arguments in [
            ["add", "2026-03-01", "FC ticket", "-c", "live", "-a", "12000", "--artist", "SEVENTEEN"],
            ["add", "2026-04-12", "Seoul concert", "-c", "live", "-a", "154000", "--currency", "KRW", "--artist", "SEVENTEEN"],
            ["add", "2026-04-13", "Seoul merch", "-c", "goods", "-a", "50,000", "--currency", "KRW", "--artist", "SEVENTEEN",
             "--charged", "5,480"],
            ["add", "2026-06-01", "US web shop", "-c", "goods", "-a", "54.90", "--currency", "USD"],
            ["add", "2026-07-01", "Taipei pop-up", "-c", "goods", "-a", "1500", "--currency", "TWD"],
            ["add", "2026-11-03", "Photocards", "-c", "goods", "-a", "8000", "--artist", "SEVENTEEN"],
            ["add", "2026-11-20", "Fan meeting", "-c", "live", "-a", "15000", "--artist", "SEVENTEEN"],
        ] {
            fancal.succeed(arguments)
        }
    }

    func importRates() {
        XCTAssertEqual(fancal.succeed(["rate", "import", rates]), "Imported 198 rates (ECB, 2026-01-02 – 2026-11-27)\n")
        fancal.succeed(["rate", "add", "USD", "150.25", "--date", "2026-05-01"])
    }

    func testSummaryAddsOneConvertedTotal() throws {
        importRates()
        Golden.assert(fancal.succeed(["summary"]), named: "money-summary-2026-en.txt")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["summary", "--format", "json"]).utf8)) as? [String: Any])
        let converted = try XCTUnwrap(json["converted"] as? [String: Any])
        // ¥12,000 + ¥8,000 + ¥15,000; ₩154,000 through the euro on Apr 12 (Sunday: Friday's
        // 165.32 × 0.989 / 1572.45 × 0.989, i.e. 163.50 / 1555.15); ₩50,000 charged ¥5,480;
        // $54.90 × 150.25 = ¥8,248.725 → ¥8,249.
        let seoul = (154_000 * 16_350 * 2 + 155_515) / (155_515 * 2)
        XCTAssertEqual(converted["amount_minor"] as? Int, 35_000 + seoul + 5_480 + 8_249)
        XCTAssertEqual(converted["count"] as? Int, 6)
        XCTAssertEqual(converted["by_charged"] as? Int, 1)
        XCTAssertEqual(converted["by_rate"] as? Int, 2)
        XCTAssertEqual(converted["by_first_rate"] as? Int, 0)
        let unconverted = try XCTUnwrap(converted["unconverted"] as? [[String: Any]])
        XCTAssertEqual(unconverted.first?["currency"] as? String, "TWD")
        XCTAssertEqual(unconverted.first?["amount_minor"] as? Int, 150_000)
        let groups = try XCTUnwrap(json["groups"] as? [[String: Any]])
        let krwLive = try XCTUnwrap(groups.first { $0["currency"] as? String == "KRW" && $0["key"] as? String == "live" })
        XCTAssertEqual(krwLive["converted_minor"] as? Int, seoul)
        let twd = try XCTUnwrap(groups.first { $0["currency"] as? String == "TWD" })
        XCTAssertTrue(twd["converted_minor"] is NSNull)
        let csv = fancal.succeed(["summary", "--format", "csv"])
        XCTAssertTrue(csv.contains("\r\n2026-01-01,2026-12-31,converted,,Converted (JPY),JPY,\(35_000 + seoul + 13_729),"))
        XCTAssertTrue(csv.contains("\r\n2026-01-01,2026-12-31,unconverted,,Not converted (no rate),TWD,1500.00,150000,1,\r\n"))
    }

    func testWithoutRatesEveryForeignRecordIsListedNotDropped() {
        let text = fancal.succeed(["summary", "--locale", "ja"])
        XCTAssertTrue(text.contains("換算合計 (JPY): ¥40,480 · 4 件（請求額 1 件、レート 0 件）"), text)
        XCTAssertTrue(text.contains("換算できなかった分 (レートなし): ₩154,000 (1 件), NT$1,500.00 (1 件), $54.90 (1 件)"), text)
    }

    func testTheChartDrawsTheSeoulTripConverted() {
        importRates()
        let svg = fancal.succeed(["chart", "--out", "-"])
        XCTAssertTrue(svg.contains("Spending 2026 · by category · JPY, converted</text>"))
        XCTAssertTrue(svg.contains("<title>Apr · Live: ¥16,191</title>"), "the Seoul concert is in April's bar")
        XCTAssertTrue(svg.contains("Not converted (no rate): NT$1,500.00 (1 record)"))
    }

    func testRateList() {
        XCTAssertEqual(
            fancal.succeed(["rate", "list"]),
            "No rates; add one with `fancal rate add USD 150` or import the ECB's file with `fancal rate import eurofxref-hist.csv`.\n")
        importRates()
        fancal.succeed(["rate", "add", "KRW", "0.1085", "--date", "2026-04-01"])
        Golden.assert(fancal.succeed(["rate", "list"]), named: "money-rate-list-en.txt")
        Golden.assert(fancal.succeed(["rate", "list", "--locale", "ja"]), named: "money-rate-list-ja.txt")
        let all = fancal.succeed(["rate", "list", "--all"])
        let lines = all.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("1 EUR = 165.32 JPY ") && $0.hasSuffix(" 2026-06-19  ecb") }, all)
        XCTAssertTrue(lines.contains { $0.hasPrefix("1 KRW = 0.1085 JPY ") && $0.hasSuffix(" 2026-04-01  manual") }, all)
    }

    func budgets() {
        importRates()
        fancal.succeed(["budget", "set", "30000", "--month", "--rollover", "surplus", "--from", "2026-10"])
        fancal.succeed(["budget", "set", "20,000", "--month", "--category", "goods"])
        fancal.succeed(["budget", "set", "9000", "--month", "--artist", "seventeen", "--from", "2026-11"])
        XCTAssertEqual(
            fancal.succeed(["budget", "set", "200000", "--year", "--artist", "SEVENTEEN", "--from", "2026-01"]),
            "Added budget #4: ¥200,000 yearly for SEVENTEEN from 2026-01, rollover none\n")
    }

    func testBudgetTables() {
        budgets()
        for language in ["en", "ja", "de"] {
            Golden.assert(fancal.succeed(["budget", "--locale", language]), named: "money-budget-\(language).txt")
            Golden.assert(
                fancal.succeed(["budget", "--locale", language, "--color", "always"]), named: "money-budget-\(language)-color.txt")
        }
        Golden.assert(fancal.succeed(["budget", "list"]), named: "money-budget-list-en.txt")
        Golden.assert(fancal.succeed(["budget", "--format", "json"]), named: "money-budget-json.txt")
        Golden.assert(fancal.succeed(["budget", "--year", "--format", "csv"]), named: "money-budget-year-csv.txt")
    }

    /// Issue 32: the CSV wrote a budget over its goal as text (`'-14000`): numbers are numbers,
    /// while a text cell a spreadsheet would read as a formula is still guarded.
    func testBudgetCSVWritesNegativeNumbersAsNumbersAndGuardsText() {
        budgets()
        fancal.succeed(["budget", "set", "5000", "--month", "--artist", "=HYPERLINK(\"x\")"])
        fancal.succeed(["budget", "set", "5000", "--month", "--artist", "-SEVENTEEN"])
        let lines = fancal.succeed(["budget", "--format", "csv"]).components(separatedBy: "\r\n")
        XCTAssertEqual(lines[3], "3,month,2026-11,,seventeen,JPY,9000,23000,0,0,,-14000,0,2.5556,over,0")
        XCTAssertFalse(lines.joined().contains("'-1"), "no number is guarded")
        XCTAssertEqual(lines[5], "5,month,2026-11,,\"'=HYPERLINK(\"\"x\"\")\",JPY,5000,0,0,0,,5000,2500,0.0000,ok,0")
        XCTAssertTrue(lines[6].hasPrefix("6,month,2026-11,,'-SEVENTEEN,JPY,5000,"), lines[6])
        let list = fancal.succeed(["list", "--format", "csv", "--month", "2026-11"])
        XCTAssertTrue(list.contains(",Photocards,goods,,SEVENTEEN,,,8000,8000,JPY,\r\n"), list)
        fancal.succeed(["add", "2026-11-21", "@coupon", "-a", "100"])
        XCTAssertTrue(fancal.succeed(["list", "--format", "csv", "--month", "2026-11"]).contains(",'@coupon,other,,,,,100,100,JPY,\r\n"))
        fancal.fail(["budget", "--format", "tsv"], exitCode: 2, message: "tsv")
    }

    /// Issue 29: `Übertrag none`, `繰り越し none`: the rollover mode is named in the user's language;
    /// and within the sentence the budget of all spending is lowercase (`für alle Ausgaben`, not
    /// the table cell's `Alle Ausgaben`).
    func testRolloverIsNamedInEachLanguage() {
        let runs = [
            ("en", "none", "Added budget #1: ¥30,000 monthly for all spending from 2026-11, rollover none\n"),
            ("ja", "surplus", "予算 #2 を追加しました: 全体 に毎月 ¥30,000（2026-11 から、繰り越し 残額）\n"),
            ("de", "both", "Budget #3 hinzugefügt: 30.000 ¥ monatlich für alle Ausgaben ab 2026-11, Übertrag: Rest und Überschreitung\n"),
        ]
        for (language, mode, expected) in runs {
            let result = fancal.run(["budget", "set", "30000", "--month", "--rollover", mode, "--locale", language])
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertEqual(result.stdout, expected)
        }
        let ja = fancal.succeed(["budget", "list", "--locale", "ja"])
        XCTAssertTrue(ja.contains("なし") && ja.contains("残額と超過"), ja)
        XCTAssertFalse(ja.contains("none") || ja.contains("both"), ja)
        let de = fancal.succeed(["budget", "list", "--locale", "de"])
        XCTAssertTrue(de.contains("keiner") && de.contains("Rest und Überschreitung"), de)
        XCTAssertFalse(de.contains("none") || de.contains("surplus"), de)
    }

    func testBudgetCheckExitsOneWhenABudgetIsOver() {
        budgets()
        XCTAssertEqual(fancal.run(["budget", "--check"]).exitCode, 1, "SEVENTEEN: ¥23,000 of ¥9,000 in November")
        XCTAssertEqual(fancal.run(["budget", "--check", "--month", "2026-10"]).exitCode, 0)
        XCTAssertEqual(fancal.succeed(["budget", "rm", "3"]), "Removed budget #3\n")
        XCTAssertEqual(fancal.run(["budget", "--check"]).exitCode, 0)
        fancal.fail(["budget", "rm", "3"], exitCode: 1, message: "no budget with id 3; `fancal budget list` shows the ids")
    }

    func testSummaryAndMonthEndWithOneBudgetLineOnlyWhenBudgetsExist() {
        let month = fancal.succeed(["month"])
        XCTAssertFalse(month.contains("Budgets"))
        budgets()
        let withBudgets = fancal.succeed(["month"])
        XCTAssertTrue(withBudgets.hasPrefix(month), "the month view is unchanged above the line")
        XCTAssertEqual(String(withBudgets.dropFirst(month.count)), "Budgets: 3 ok · 1 over (fancal budget)\n")
        XCTAssertTrue(
            fancal.succeed(["summary", "--locale", "ja"]).hasSuffix("\n\n予算: 1 順調 (fancal budget)\n"))
        XCTAssertFalse(fancal.succeed(["month", "--format", "json"]).contains("Budgets"))
    }

    func testChargedIsStoredShownAndListed() throws {
        let list = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(fancal.succeed(["list", "--month", "2026-04", "--format", "json"]).utf8))
                as? [[String: Any]])
        XCTAssertTrue(list[0]["charged_minor"] is NSNull)
        XCTAssertEqual(list[1]["charged_minor"] as? Int, 5480)
        XCTAssertEqual(list[1]["charged_currency"] as? String, "JPY")
        XCTAssertTrue(fancal.succeed(["edit", "2", "--charged", "16,900"]).contains("Charged   ¥16,900\n"))
        XCTAssertFalse(fancal.succeed(["edit", "2", "--charged", ""]).contains("Charged"))
        XCTAssertFalse(fancal.succeed(["edit", "3", "--currency", "JPY"]).contains("Charged"), "a home-currency record drops it")
    }

    func testBadInputIsRefusedInTheUsersLanguageAndNothingIsWritten() throws {
        let fresh = Fancal()
        fresh.fail(["rate", "add", "XYZ", "150"], exitCode: 2, message: "unknown currency 'XYZ'; use an ISO 4217 code")
        fresh.fail(["rate", "add", "USD", "0"], exitCode: 2, message: "RATE: the rate must be above zero, not '0'")
        fresh.fail(["rate", "add", "USD", "-150"], exitCode: 2, message: "RATE: the rate must be above zero, not '-150'")
        fresh.fail(
            ["rate", "add", "USD", "150,123456789", "--locale", "de"], exitCode: 2,
            message: "RATE: '150,123456789' hat mehr als 10 signifikante Stellen; runde ihn")
        fresh.fail(["rate", "add", "JPY", "1"], exitCode: 2, message: "JPY is the home currency")
        fresh.fail(
            ["budget", "set", "30000", "--locale", "ja"], exitCode: 2,
            message: "budget set: 予算には期間が必要です。--month か --year を付けてください")
        fresh.fail(["budget", "set", "0", "--month"], exitCode: 2, message: "budget set: the goal must be above zero, not '0'")
        fresh.fail(["budget", "set", "300", "--month", "--year"], exitCode: 2, message: "give --month or --year, not both")
        fresh.fail(
            ["add", "2026-11-29", "x", "-a", "100", "--charged", "100"], exitCode: 2,
            message: "--charged: the record is in JPY, the home currency, so there is nothing to convert")
        fresh.fail(
            ["add", "2026-11-29", "x", "-a", "100", "--currency", "USD", "--charged", "1.5"], exitCode: 2,
            message: "--charged: JPY has no decimals; write '1.5' as a whole number")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.databasePath), "no database was created")

        let broken = fancal.directory.appendingPathComponent("broken.csv")
        var lines = try String(contentsOfFile: rates, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[5] = lines[5].replacingOccurrences(of: ",165.", with: ",16x5.")
        try lines.joined(separator: "\n").write(to: broken, atomically: false, encoding: .utf8)
        fancal.fail(
            ["rate", "import", broken.path], exitCode: 2,
            message: "\(broken.path):6: rate: '16x5.")
        fancal.fail(
            ["rate", "import", broken.path, "--locale", "ja"], exitCode: 2, message: "何も取り込んでいません")
        XCTAssertTrue(fancal.succeed(["rate", "list"]).hasPrefix("No rates"), "nothing was imported")
        fancal.fail(
            ["edit", "1", "--charged", "500", "--locale", "de"], exitCode: 2,
            message: "--charged: der Eintrag ist in JPY, der Heimatwährung")
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("Amount    ¥12,000\nUID"), "the record is unchanged")
    }
}
