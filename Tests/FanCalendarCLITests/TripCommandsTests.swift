import Foundation
import TestSupport
import XCTest

/// `fancal trip …` end to end: the built binary on a throwaway database.
final class TripCommandsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    /// A trip to Osaka and a dinner in Seoul: one payer, several payers, weights, an exact split,
    /// a foreign expense with its charged amount, and one transfer already made.
    func makeOsaka() {
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei,Rin", "--me", "Aoi", "--artist", "AOI"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30,000", "--paid-by", "Aoi", "--sub", "hotel", "--date", "2026-12-24"])
        fancal.succeed(["trip", "add", "Osaka", "Shinkansen", "42,000", "--paid-by", "Mei=28,000,Rin=14,000",
                        "--shares", "Aoi=1,Mei=1,Rin=2", "--sub", "travel", "--date", "2026-12-24"])
        fancal.succeed(["trip", "add", "Osaka", "Tickets", "24,000", "--paid-by", "Mei", "--exact", "Aoi=12,000,Rin=12,000",
                        "--sub", "ticket", "--date", "2026-12-25"])
        fancal.succeed(["trip", "add", "Osaka", "Photocards", "10000", "--paid-by", "Rin", "--category", "goods",
                        "--date", "2026-12-25"])
        fancal.succeed(["trip", "add", "Osaka", "Dinner in Seoul", "90000", "--currency", "KRW", "--charged", "9,900",
                        "--paid-by", "Rin", "--for", "Aoi,Rin", "--date", "2026-12-26"])
        fancal.succeed(["trip", "paid", "Osaka", "Aoi", "Mei", "5,000", "--date", "2026-12-27"])
    }

    func testShowInEveryLanguage() {
        makeOsaka()
        for language in ["en", "ja", "de"] {
            Golden.assert(fancal.succeed(["trip", "show", "Osaka", "--locale", language]), named: "trip-show-\(language).txt")
        }
    }

    func testSettleAsTextLineAndJSONInEveryLanguage() throws {
        makeOsaka()
        let json = fancal.succeed(["trip", "settle", "Osaka", "--format", "json"])
        Golden.assert(json, named: "trip-settle.json")
        for language in ["en", "ja", "de"] {
            Golden.assert(fancal.succeed(["trip", "settle", "Osaka", "--locale", language]), named: "trip-settle-\(language).txt")
            Golden.assert(fancal.succeed(["trip", "settle", "Osaka", "--format", "line", "--locale", language]),
                          named: "trip-settle-line-\(language).txt")
            XCTAssertEqual(fancal.succeed(["trip", "settle", "Osaka", "--format", "json", "--locale", language]), json,
                           "JSON is the same in every language")
        }
        Golden.assert(fancal.succeed(["trip", "settle", "Osaka", "--round", "100", "--convert", "JPY", "--locale", "ja"]),
                      named: "trip-settle-round-convert-ja.txt")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["trip"] as? String, "Osaka")
        XCTAssertEqual(object["currency"] as? String, "JPY")
        let members = try XCTUnwrap(object["members"] as? [[String: Any]])
        for currency in ["JPY", "KRW"] {
            XCTAssertEqual(members.filter { $0["currency"] as? String == currency }.compactMap { $0["balance_minor"] as? Int }.reduce(0, +), 0)
        }
        let transfers = try XCTUnwrap(object["transfers"] as? [[String: Any]])
        XCTAssertTrue(transfers.allSatisfy { Set($0.keys).isSuperset(of: ["from", "to", "amount_minor", "currency"]) })
    }

    /// The seed app's first case: one person pays for everything.
    func testOnePaysEverything() {
        fancal.succeed(["trip", "new", "Nagoya", "--members", "A,B,C,D", "--me", "B"])
        fancal.succeed(["trip", "add", "Nagoya", "Hotel", "40000", "--paid-by", "A"])
        fancal.succeed(["trip", "add", "Nagoya", "Train", "20000", "--paid-by", "A"])
        fancal.succeed(["trip", "add", "Nagoya", "Dinner", "12001", "--paid-by", "A"])
        XCTAssertEqual(
            fancal.succeed(["trip", "settle", "Nagoya", "--format", "line", "--locale", "ja"]),
            "【Nagoya】精算\nBさん → Aさん ¥18,000\nCさん → Aさん ¥18,000\nDさん → Aさん ¥18,000\n",
            "A keeps the leftover yen of the dinner: the first member in order")
        XCTAssertEqual(
            fancal.succeed(["trip", "settle", "Nagoya", "--format", "line", "--round", "100"]),
            "Nagoya — settle up\nB → A ¥18,000\nC → A ¥18,000\nD → A ¥18,000\nRounded to ¥100 units; nothing changed.\n")
        XCTAssertTrue(fancal.succeed(["list"]).contains("¥18,000"), "B's own share is B's spending")
    }

    /// The seed app's second case: several people pay parts; settled step by step.
    func testSeveralPayPartsAndSettleStepByStep() {
        fancal.succeed(["trip", "new", "Fukuoka", "--members", "A,B,C,D"])
        fancal.succeed(["trip", "add", "Fukuoka", "Hotel", "30000", "--paid-by", "A"])
        fancal.succeed(["trip", "add", "Fukuoka", "Train", "24000", "--paid-by", "B"])
        fancal.succeed(["trip", "add", "Fukuoka", "Dinner", "9000", "--paid-by", "C"])
        XCTAssertEqual(
            fancal.succeed(["trip", "settle", "Fukuoka", "--format", "line"]),
            "Fukuoka — settle up\nD → A ¥14,250\nC → B ¥6,750\nD → B ¥1,500\n")
        fancal.succeed(["trip", "paid", "Fukuoka", "D", "A", "14250"])
        XCTAssertEqual(
            fancal.succeed(["trip", "settle", "Fukuoka", "--format", "line"]),
            "Fukuoka — settle up\nC → B ¥6,750\nD → B ¥1,500\n", "the paid line is gone, the others stay")
        fancal.succeed(["trip", "paid", "Fukuoka", "C", "B", "6,750"])
        XCTAssertEqual(fancal.succeed(["trip", "paid", "Fukuoka", "D", "B", "1500"]), "Recorded transfer T3 in Fukuoka: D → B ¥1,500\n")
        XCTAssertEqual(fancal.succeed(["trip", "settle", "Fukuoka", "--format", "line", "--locale", "de"]),
                       "Fukuoka – Ausgleich\nAlles ist ausgeglichen.\n")
        XCTAssertEqual(fancal.succeed(["list"]), "No records.\n", "no --me: nothing becomes spending")
    }

    /// Walica's way: settle in ¥100 units, pay what the plan says, and nothing is left.
    func testPayingTheRoundedPlanSettlesInHundreds() {
        fancal.succeed(["trip", "new", "Sendai", "--members", "A,B,C"])
        fancal.succeed(["trip", "add", "Sendai", "Hotel", "20000", "--paid-by", "A"])
        XCTAssertEqual(fancal.succeed(["trip", "settle", "Sendai", "--round", "100", "--format", "line"]),
                       "Sendai — settle up\nB → A ¥6,700\nC → A ¥6,700\nRounded to ¥100 units: A gains ¥67, B absorbs ¥33, C absorbs ¥34.\n")
        fancal.succeed(["trip", "paid", "Sendai", "B", "A", "6,700"])
        fancal.fail(["trip", "paid", "Sendai", "C", "A", "6,800"], exitCode: 2, message: "¥6,800 from C to A is more than is owed (at most ¥6,633)")
        fancal.succeed(["trip", "paid", "Sendai", "C", "A", "6,700"])
        XCTAssertEqual(fancal.succeed(["trip", "settle", "Sendai", "--round", "100", "--format", "line", "--locale", "ja"]),
                       "【Sendai】精算\n精算済みです。\n¥100 単位に丸めました: A が ¥67 得、B が ¥33 負担、C が ¥34 負担。\n")
        XCTAssertEqual(fancal.succeed(["trip", "settle", "Sendai", "--format", "line"]),
                       "Sendai — settle up\nA → B ¥33\nA → C ¥34\n", "exactly, A still owes the yen the rounding moved")
    }

    func testSummaryCountsTheSharedHotelOnceAtTheFansShare() {
        fancal.succeed(["add", "2026-12-24", "Winter live", "--category", "live", "--amount", "12000"])
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei,Rin", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30000", "--paid-by", "Mei", "--sub", "hotel", "--date", "2026-12-24"])
        let summary = fancal.succeed(["summary", "--year", "2026", "--format", "json"])
        XCTAssertTrue(summary.contains("\"totals\": [{\"currency\": \"JPY\", \"amount_minor\": 22000, \"count\": 2}]"), summary)
        fancal.succeed(["trip", "edit", "Osaka", "1", "--amount", "36000"])
        XCTAssertTrue(fancal.succeed(["summary", "--year", "2026", "--format", "json"]).contains("\"amount_minor\": 24000, \"count\": 2}]"))
        XCTAssertEqual(fancal.succeed(["trip", "rm", "Osaka", "1"]), "Removed #1 from Osaka\n")
        XCTAssertTrue(fancal.succeed(["summary", "--year", "2026", "--format", "json"]).contains("\"amount_minor\": 12000, \"count\": 1}]"))
    }

    func testBadInputIsOneLineInTheUsersLanguageExitTwoAndWritesNothing() throws {
        fancal.fail(["trip", "new", "Empty"], exitCode: 2, message: "a trip needs members; give them with --members A,B,C")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath), "refused before a database was made")
        fancal.fail(["trip", "show", "Nowhere"], exitCode: 1, message: "no trip named 'Nowhere'")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fancal.databasePath))
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei,Rin", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30000", "--paid-by", "Aoi"])
        let before = fancal.succeed(["trip", "show", "Osaka"])
        let cases: [([String], String)] = [
            (["trip", "add", "Osaka", "Train", "30000", "--paid-by", "Aoi=20000,Mei=5000"],
             "--paid-by の合計は ¥25,000 ですが、支出は ¥30,000 です"),
            (["trip", "add", "Osaka", "Train", "30000", "--paid-by", "Aoi", "--shares", "Aoi=1,Yuki=2"],
             "Yuki はこの遠征のメンバーではありません"),
            (["trip", "add", "Osaka", "Train", "30000", "--paid-by", "Aoi", "--exact", "Aoi=10,000,Mei=10,000"],
             "--exact の合計は ¥20,000 ですが、支出は ¥30,000 です"),
            (["trip", "members", "Osaka", "--remove", "Mei"], "Mei にはまだ -¥10,000 の残高があります"),
            (["trip", "paid", "Osaka", "Mei", "Aoi", "12000"], "Mei から Aoi への ¥12,000 は未精算額 (最大 ¥10,000) を超えています"),
            (["trip", "add", "Osaka", "Train", "30000"], "支払った人を --paid-by A"),
            (["trip", "add", "Osaka", "Train", "30000", "--paid-by", "Aoi", "--for", "Aoi", "--exact", "Aoi=1"], "どれか1つだけ"),
            (["trip", "settle", "Osaka", "--round", "50"], "--round: '50' は 1、10、100 のいずれでもありません"),
            (["trip", "new", "Osaka", "--members", "X"], "'Osaka' という遠征はすでにあります"),
            (["trip", "new", "Kyoto", "--members", "A,a"], "a はすでにメンバーです"),
        ]
        for (arguments, message) in cases {
            fancal.fail(arguments + ["--locale", "ja"], exitCode: 2, message: message)
        }
        fancal.fail(["trip", "paid", "Osaka", "Mei", "Aoi", "12000"], exitCode: 2,
                    message: "¥12,000 from Mei to Aoi is more than is owed (at most ¥10,000)")
        fancal.fail(["trip", "paid", "Osaka", "Mei", "Aoi", "12000", "--locale", "de"], exitCode: 2,
                    message: "12.000 ¥ von Mei an Aoi ist mehr als geschuldet (höchstens 10.000 ¥)")
        fancal.fail(["trip", "edit", "Osaka", "9"], exitCode: 2, message: "trip edit: nothing to change")
        fancal.fail(["trip", "edit", "Osaka", "9", "--amount", "1"], exitCode: 1, message: "trip 'Osaka' has no expense #9")
        XCTAssertEqual(fancal.succeed(["trip", "show", "Osaka"]), before, "nothing was written")
        XCTAssertEqual(fancal.succeed(["trip", "list"]).split(separator: "\n").count, 2)
    }

    func testExportAndImportHandATripToAFriendOnce() throws {
        makeOsaka()
        let file = fancal.directory.appendingPathComponent("osaka.json").path
        XCTAssertEqual(fancal.succeed(["trip", "export", "Osaka", "--out", file]), "")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), fancal.succeed(["trip", "export", "Osaka"]))
        let friend = Fancal()
        XCTAssertEqual(
            friend.succeed(["trip", "import", file, "--me", "Rin"]),
            "\(file): trip Osaka added: 0 members added, 5 expenses added, 0 updated, 0 unchanged, 1 transfers added\n")
        XCTAssertEqual(
            friend.succeed(["trip", "import", file, "--locale", "ja"]),
            "\(file): 遠征 Osaka を更新しました: メンバー追加 0、支出 追加 0・更新 0・変更なし 5、送金 追加 0\n")
        XCTAssertEqual(friend.succeed(["trip", "settle", "Osaka", "--format", "json"]), fancal.succeed(["trip", "settle", "Osaka", "--format", "json"]))
        XCTAssertEqual(friend.succeed(["trip", "list"]).split(separator: "\n").count, 2, "imported twice, there once")
        XCTAssertTrue(friend.succeed(["list"]).contains("Dinner in Seoul (Osaka)"), "the friend's own shares became their records")

        let newer = fancal.directory.appendingPathComponent("newer.json").path
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
            .write(toFile: newer, atomically: false, encoding: .utf8)
        let other = Fancal()
        other.fail(["trip", "import", newer], exitCode: 1, message: "is a fancal trip file of version 2; this fancal reads version 1")
        other.fail(["trip", "import", fancal.directory.appendingPathComponent("missing.json").path], exitCode: 1, message: "cannot read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: other.databasePath), "a bad file creates no database")
    }

    /// A friend's trip file is outside text: its names reach no terminal raw (import, show,
    /// settle in each format), its bidi controls stay escaped in JSON, and what breaks a limit
    /// is refused naming the field, the value and the limit.
    func testAHostileTripFileIsEscapedAndBoundedByTheRecordLimits() throws {
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei", "--me", "Aoi", "--artist", "AOI"])
        fancal.succeed(["trip", "add", "Osaka", "Hotel", "30000", "--paid-by", "Mei", "--date", "2026-12-24"])
        let original = fancal.succeed(["trip", "export", "Osaka"])
        // The command line refuses control characters; a file can carry them.
        let hostile = original
            .replacingOccurrences(of: #""name" : "Osaka""#, with: #""name" : "\u001b]0;pwned\u0007Osaka\u202e""#)
            .replacingOccurrences(of: #""artist" : "AOI""#, with: #""artist" : "AOI\u001b[2J""#)
            .replacingOccurrences(of: #""title" : "Hotel""#, with: #""title" : "Hotel\u001b[31m""#)
        XCTAssertNotEqual(hostile, original)
        let file = fancal.directory.appendingPathComponent("hostile.json").path
        try hostile.write(toFile: file, atomically: false, encoding: .utf8)

        let friend = Fancal()
        var outputs = [friend.succeed(["trip", "import", file, "--me", "Aoi"])]
        for arguments in [["trip", "show", "1"], ["trip", "settle", "1"], ["trip", "settle", "1", "--format", "line"], ["trip", "list"]] {
            outputs.append(friend.succeed(arguments))
        }
        for output in outputs {
            XCTAssertFalse(output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 || $0.value == 0x202E }, output)
        }
        XCTAssertTrue(outputs[1].hasPrefix("\\e]0;pwned\\u{7}Osaka\\u{202E} (#1)\n"), outputs[1])
        XCTAssertTrue(outputs[1].contains("AOI\\e[2J"), outputs[1])
        XCTAssertTrue(outputs[1].contains("Hotel\\e[31m"), outputs[1])
        let json = friend.succeed(["trip", "export", "1"])
        XCTAssertTrue(json.contains(#""name" : "\u001b]0;pwned\u0007Osaka\u202e""#), json)
        XCTAssertFalse(json.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })

        // Each limit, with the field named.
        let cases: [(String, String, String)] = [
            ("\"date\" : \"2026-12-24\"", "\"date\" : \"0001-01-01\"", "0001-01-01 is outside the years 2–2999"),
            ("\"amount_minor\" : 30000", "\"amount_minor\" : 1000000000000000001", "paid_by 1000000000000000001 is outside 0–1000000000000000"),
            ("\"amount_minor\" : 30000", "\"amount_minor\" : 9223372036854775808", "not JSON, or a number out of range"),
            ("\"amount_minor\" : 30000", "\"amount_minor\" : NaN", "not JSON, or a number out of range"),
            ("\"title\" : \"Hotel", "\"title\" : \"" + String(repeating: "x", count: 5000), "title is 5000 bytes, over the limit of 4096"),
        ]
        for (index, (from, to, message)) in cases.enumerated() {
            XCTAssertTrue(original.contains(from), from)
            let broken = fancal.directory.appendingPathComponent("broken\(index).json").path
            try original.replacingOccurrences(of: from, with: to).write(toFile: broken, atomically: false, encoding: .utf8)
            let other = Fancal()
            let result = other.run(["trip", "import", broken])
            XCTAssertEqual(result.exitCode, 1, message)
            XCTAssertTrue(result.stderr.hasPrefix("fancal: \(broken) is not a fancal trip file ("), result.stderr)
            XCTAssertTrue(result.stderr.contains(message), "expected '\(message)' in \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: other.databasePath), "a bad file creates no database")
        }
    }

    func testConvertUsesTheRatesTableWhenNoChargeIsKnown() throws {
        fancal.succeed(["trip", "new", "Seoul", "--members", "Aoi,Mei", "--me", "Aoi"])
        fancal.succeed(["trip", "add", "Seoul", "Hotel", "200,000", "--currency", "KRW", "--paid-by", "Mei", "--date", "2026-04-11"])
        fancal.fail(["trip", "settle", "Seoul", "--convert", "JPY"], exitCode: 2, message: "fancal rate add KRW RATE")
        fancal.succeed(["rate", "add", "KRW", "0.1085", "--date", "2026-04-01"])
        let json = fancal.succeed(["trip", "settle", "Seoul", "--convert", "JPY", "--format", "json"])
        // ₩200,000 × 0.1085 = ¥21,700; Aoi owes Mei half.
        XCTAssertTrue(json.contains("\"amount_minor\": 10850"), json)
        XCTAssertTrue(json.contains("\"currency\": \"JPY\""), json)
    }
}
