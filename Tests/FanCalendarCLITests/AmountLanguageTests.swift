import Foundation
import TestSupport
import XCTest

/// End to end (issue 32): every command that reads an amount or a rate reads it with the marks
/// of the user's language, accepts back what fancal printed, and refuses a German amount typed
/// the English way naming both readings.
final class AmountLanguageTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func records() throws -> [[String: Any]] {
        let output = fancal.succeed(["list", "--format", "json"])
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    func tripExpenses(_ trip: String) throws -> [[String: Any]] {
        let output = fancal.succeed(["trip", "export", trip])
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try XCTUnwrap(file["expenses"] as? [[String: Any]])
    }

    func testAddAndEditReadGermanAmounts() throws {
        let added = fancal.succeed(["add", "2026-11-01", "Photocards", "-a", "89,90", "--currency", "EUR", "--locale", "de"])
        XCTAssertTrue(added.hasPrefix("Eintrag hinzugefügt #1\n"), added)
        XCTAssertTrue(added.contains("Betrag     89,90 €\n"), added)
        fancal.succeed(["add", "2026-11-02", "Tour", "-a", "1.628,48 €", "--locale", "de"])
        fancal.succeed(["add", "2026-11-03", "Seoul", "-a", "89.000 ₩", "--locale", "de"])
        fancal.succeed(["add", "2026-11-04", "Copied", "-a", "1.628,48\u{A0}€"], environment: ["LANG": "de_DE.UTF-8"])
        let edited = fancal.succeed(["edit", "1", "-a", "99,50", "--charged", "12.000", "--locale", "de"])
        XCTAssertTrue(edited.contains("Betrag     99,50 €\nAbgebucht  12.000 ¥\n"), edited)
        let seen = try records().map { "\($0["title"]!) \($0["amount_minor"]!) \($0["currency"]!)" }
        XCTAssertEqual(seen, ["Photocards 9950 EUR", "Tour 162848 EUR", "Seoul 89000 KRW", "Copied 162848 EUR"])
        XCTAssertEqual(try records()[0]["charged_minor"] as? Int, 12000)
    }

    func testWhatATableShowsReadsBackInEachLanguage() throws {
        fancal.succeed(["add", "2026-11-01", "Goods", "-a", "123456.78", "--currency", "EUR"])
        fancal.succeed(["add", "2026-11-02", "Seoul", "-a", "1234567", "--currency", "KRW"])
        for (language, euros, won) in [("en", "€123,456.78", "₩1,234,567"), ("ja", "€123,456.78", "₩1,234,567"),
                                        ("de", "123.456,78 €", "1.234.567 ₩")] {
            let table = fancal.succeed(["list", "--locale", language])
            XCTAssertTrue(table.contains(euros) && table.contains(won), table)
            fancal.succeed(["edit", "1", "-a", euros, "--locale", language])
            fancal.succeed(["edit", "2", "-a", won, "--locale", language])
            XCTAssertEqual(try records().map { $0["amount_minor"] as? Int }, [12_345_678, 1_234_567], language)
        }
    }

    func testTripsTicketsBudgetsAndRatesReadTheSameForms() throws {
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei", "--me", "Aoi"])
        for (language, amounts) in [("en", ["¥2,400", "2,400円"]), ("ja", ["¥2,400", "2,400円"]), ("de", ["2.400 ¥", "2.400円"])] {
            for amount in amounts {
                fancal.succeed(["trip", "add", "Osaka", "Taxi", amount, "--paid-by", "Mei", "--locale", language])
            }
        }
        XCTAssertEqual(try tripExpenses("Osaka").map { $0["amount_minor"] as? Int }, Array(repeating: 2400, count: 6))
        fancal.succeed(["trip", "new", "Berlin", "--members", "Aoi,Mei", "--currency", "EUR"])
        let added = fancal.succeed(
            ["trip", "add", "Berlin", "Dinner", "89,90 €", "--paid-by", "Aoi=50,00,Mei=39,90", "--exact", "Aoi=44,95,Mei=44,95",
             "--locale", "de"])
        XCTAssertTrue(added.contains("89,90 €"), added)
        let dinner = try XCTUnwrap(try tripExpenses("Berlin").first)
        XCTAssertEqual(dinner["amount_minor"] as? Int, 8990)
        XCTAssertEqual((dinner["paid_by"] as? [[String: Any]])?.compactMap { $0["amount_minor"] as? Int }, [5000, 3990])
        fancal.succeed(["trip", "edit", "Berlin", "7", "--title", "Late dinner", "--locale", "de"])
        let edited = try XCTUnwrap(try tripExpenses("Berlin").first)
        XCTAssertEqual(edited["title"] as? String, "Late dinner", "the kept payers and parts read back in German")
        XCTAssertEqual((edited["paid_by"] as? [[String: Any]])?.compactMap { $0["amount_minor"] as? Int }, [5000, 3990])
        fancal.succeed(["trip", "paid", "Berlin", "Mei", "Aoi", "5,05", "--locale", "de"])

        fancal.succeed(["ticket", "add", "Winter live", "--show", "2026-12-24T18:00"])
        fancal.succeed(["ticket", "phase", "1", "FC", "--price", "¥9,800", "--fee", "2,400円"])
        fancal.succeed(["ticket", "phase", "1", "General", "--price", "9.800 ¥", "--fee", "1.200", "--locale", "de"])
        let tickets = fancal.succeed(["ticket", "list", "--format", "json"])
        XCTAssertEqual(tickets.components(separatedBy: "\"price_minor\": 9800, ").count, 3, tickets)
        XCTAssertTrue(tickets.contains("\"fees_minor\": 2400") && tickets.contains("\"fees_minor\": 1200"), tickets)

        let budget = fancal.succeed(["budget", "set", "150 €", "--month", "--locale", "de"], environment: ["FANCAL_CURRENCY": "EUR"])
        XCTAssertTrue(budget.hasPrefix("Budget #1 hinzugefügt: 150,00 € monatlich"), budget)
        let rate = fancal.succeed(["rate", "add", "USD", "0,92", "--locale", "de"], environment: ["FANCAL_CURRENCY": "EUR"])
        XCTAssertEqual(rate, "Kurs hinzugefügt: 1 USD = 0,92 EUR ab 2026-11-29\n")
        let list = fancal.succeed(["rate", "list", "--locale", "de"], environment: ["FANCAL_CURRENCY": "EUR"])
        XCTAssertTrue(list.contains("1 USD = 0,92 EUR"), list)
        XCTAssertEqual(
            fancal.succeed(["rate", "add", "USD", "0.92", "--locale", "en"], environment: ["FANCAL_CURRENCY": "EUR"]),
            "Added rate 1 USD = 0.92 EUR from 2026-11-29\n")
    }

    func testFormsTheLanguageDoesNotWriteAreRefused() {
        fancal.fail(
            ["add", "today", "x", "-a", "89.90", "--currency", "EUR", "--locale", "de"], exitCode: 2,
            message: "--amount: '89.90' ist auf Deutsch 8.990,00 €, der Punkt trennt Tausender; schreibe 89,90 für 89,90 €\n")
        fancal.fail(
            ["add", "today", "x", "-a", "89,9,0", "--currency", "EUR", "--locale", "de"], exitCode: 2,
            message: "--amount: '89,9,0' ist kein Betrag; schreibe ihn wie 12000, 12.000 oder 49,90\n")
        fancal.fail(
            ["add", "today", "x", "-a", "1,234.50", "--currency", "EUR", "--locale", "de"], exitCode: 2,
            message: "--amount: '1,234.50' ist englisch geschrieben; schreibe 1.234,50 für 1.234,50 €\n")
        fancal.fail(
            ["add", "today", "x", "-a", "89,90", "--currency", "EUR"], exitCode: 2,
            message: "--amount: '89,90' is not an amount; write it like 12000, 12,000 or 49.90\n")
        fancal.fail(
            ["add", "today", "x", "-a", "89,90", "--currency", "EUR", "--locale", "ja"], exitCode: 2,
            message: "--amount: '89,90' は金額ではありません。12000、12,000、¥12,000、12,000円、1.2万 のように書いてください\n")
        fancal.fail(
            ["add", "today", "x", "-a", "1.2.3", "--locale", "en"], exitCode: 2,
            message: "--amount: '1.2.3' is not an amount; write it like 12000, 12,000 or 49.90\n")
        fancal.fail(
            ["rate", "add", "USD", "0.92", "--locale", "de"], exitCode: 2,
            message: "RATE: '0.92' ist auf Deutsch 92, der Punkt trennt Tausender; für den Dezimalbruch schreibe 0,92\n",
            environment: ["FANCAL_CURRENCY": "EUR"])
        fancal.fail(
            ["rate", "add", "USD", "0,92", "--locale", "en"], exitCode: 2,
            message: "RATE: '0,92' is not a rate; write it like 150 or 0.0068\n", environment: ["FANCAL_CURRENCY": "EUR"])
        fancal.fail(
            ["budget", "set", "¥150", "--month", "--locale", "de"], exitCode: 2,
            message: "budget set: '¥150' ist in JPY, Budgets in EUR, der Heimatwährung; lass das Zeichen weg oder gib das Ziel in EUR an\n",
            environment: ["FANCAL_CURRENCY": "EUR"])
        fancal.fail(
            ["budget", "set", "150.50", "--month", "--locale", "de"], exitCode: 2,
            message: "AMOUNT: '150.50' ist auf Deutsch 15.050,00 €, der Punkt trennt Tausender; schreibe 150,50 für 150,50 €\n",
            environment: ["FANCAL_CURRENCY": "EUR"])
        fancal.succeed(["trip", "new", "Osaka", "--members", "Aoi,Mei"])
        fancal.fail(
            ["trip", "add", "Osaka", "Taxi", "2,400", "--paid-by", "Mei", "--locale", "de"], exitCode: 2,
            message: "AMOUNT: '2,400' ist englisch geschrieben; schreibe 2.400 für 2.400 ¥\n")
        fancal.fail(
            ["trip", "add", "Osaka", "Taxi", "24,00", "--paid-by", "Mei"], exitCode: 2,
            message: "AMOUNT: '24,00' is not an amount; write it like 12000, 12,000 or 49.90\n")
        XCTAssertEqual(fancal.succeed(["list", "--format", "json"]), "[]\n", "nothing refused was written")
    }
}
