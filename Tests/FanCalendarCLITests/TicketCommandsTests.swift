import FanCalendar
import Foundation
import TestSupport
import XCTest

/// End to end: tickets, phases, `due`, the calendar's deadlines and the export's deadline events.
final class TicketCommandsTests: XCTestCase {
    var fancal: Fancal!

    override func setUp() { fancal = Fancal() }

    func testWinningPrintsTheSpendingRecordItAdded() {
        fancal.addThreeTickets()
        let records = fancal.succeed(["list", "--format", "json"])
        let array = try? JSONSerialization.jsonObject(with: Data(records.utf8)) as? [[String: Any]]
        XCTAssertEqual(array?.count, 2)
        XCTAssertEqual(array?.map { $0["amount_minor"] as? Int }, [8800, 9350], "by date: the spring tour first")
        XCTAssertEqual(array?.map { $0["sub"] as? String }, ["ticket", "ticket"])
        XCTAssertEqual(array?[1]["start"] as? String, "2026-12-24T18:00:00+09:00")
        let paid = fancal.succeed(["ticket", "paid", "1"])
        XCTAssertEqual(paid, "#1 Winter live 冬のライブ (FC先行): paid\n")
        let cancelled = fancal.succeed(["ticket", "cancel", "1", "FC先行", "--locale", "ja"])
        XCTAssertTrue(cancelled.contains("支出の記録 #1 は残しました"), cancelled)
    }

    func testTicketListAndShowGoldens() {
        fancal.addThreeTickets()
        Golden.assert(fancal.succeed(["ticket", "list"]), named: "ticket-list-en.txt")
        Golden.assert(fancal.succeed(["ticket", "list", "--locale", "ja", "--color", "always"]), named: "ticket-list-ja-color.txt")
        Golden.assert(fancal.succeed(["ticket", "list", "--locale", "de"]), named: "ticket-list-de.txt")
        // The UID is random: the goldens hold a placeholder.
        func show(_ locale: String) -> String {
            fancal.succeed(["ticket", "show", "1", "--locale", locale])
                .replacingOccurrences(of: #"[0-9a-f-]{36}@fancal"#, with: "<uid>", options: .regularExpression)
        }
        Golden.assert(show("en"), named: "ticket-show-en.txt")
        Golden.assert(show("ja"), named: "ticket-show-ja.txt")
        Golden.assert(show("de"), named: "ticket-show-de.txt")
    }

    func testDueGoldensAndCheck() {
        fancal.addThreeTickets()
        Golden.assert(fancal.run(["due"]).stdout, named: "due-en.txt")
        Golden.assert(fancal.run(["due", "--color", "always"]).stdout, named: "due-en-color.txt")
        Golden.assert(fancal.run(["due", "--locale", "ja"]).stdout, named: "due-ja.txt")
        Golden.assert(fancal.run(["due", "--locale", "de", "--color", "always", "--within", "14"]).stdout,
                      named: "due-de-color-14.txt")
        let check = fancal.run(["due", "--check"])
        XCTAssertEqual(check.exitCode, 1, "an overdue payment")
        XCTAssertEqual(check.stderr, "")
        XCTAssertEqual(fancal.run(["due"]).exitCode, 0, "without --check, due only lists")
        let calm = Fancal()
        calm.succeed(["ticket", "add", "Later", "--show", "2027-02-01"])
        calm.succeed(["ticket", "phase", "1", "FC", "--apply", "..12/20", "--price", "5000"])
        XCTAssertEqual(calm.run(["due", "--check"]).exitCode, 0)
        XCTAssertEqual(calm.succeed(["due"]), "Nothing due.\n")
        XCTAssertEqual(calm.run(["due", "--check", "--within", "30"]).exitCode, 0, "three weeks away is not urgent")
    }

    /// Issue 29: a payment method typed in Latin letters (`konbini`, `card`, `bank`) is named in
    /// the user's language wherever it is shown; any other method stays as typed.
    func testPaymentMethodsAreNamedInEachLanguage() {
        fancal.addThreeTickets()
        fancal.succeed(["ticket", "add", "Autumn live", "--show", "2026-12-20"])
        fancal.succeed(["ticket", "phase", "4", "FC", "--apply", "11/1..11/20", "--pay-by", "12/2", "--price", "5000",
                        "--method", "PayPay"])
        for step in [["applied", "4"], ["won", "4"]] { fancal.succeed(["ticket"] + step) }
        let runs = [
            ("en", ["pay ¥9,350 by konbini", "pay ¥8,800 by bank", "pay ¥5,000 by PayPay"], "Method  card"),
            ("ja", ["¥9,350 を入金（コンビニ）", "¥8,800 を入金（銀行振込）", "¥5,000 を入金（PayPay）"], "支払方法  カード"),
            ("de", ["9.350 ¥ per Konbini zahlen", "8.800 ¥ per Überweisung zahlen", "5.000 ¥ per PayPay zahlen"], "Zahlart     Karte"),
        ]
        for (language, actions, method) in runs {
            let due = fancal.run(["due", "--locale", language])
            XCTAssertEqual(due.exitCode, 0, due.stderr)
            for action in actions { XCTAssertTrue(due.stdout.contains(action), "\(action) in \(due.stdout)") }
            let show = fancal.run(["ticket", "show", "1", "--locale", language])
            XCTAssertEqual(show.exitCode, 0, show.stderr)
            XCTAssertTrue(show.stdout.contains(method), "\(method) in \(show.stdout)")
        }
    }

    func testDueJSONMatchesTheContract() throws {
        fancal.addThreeTickets()
        let output = fancal.succeed(["due", "--format", "json"])
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.map { $0["kind"] as? String }, ["pay_by", "apply_close", "result", "pay_by", "show"])
        XCTAssertEqual(items[0]["at"] as? String, "2026-11-28T23:59:00+09:00")
        XCTAssertEqual(items[0]["overdue"] as? Bool, true)
        XCTAssertEqual(items[0]["ticket"] as? Int, 2)
        XCTAssertEqual(items[0]["phase"] as? String, "FC")
        XCTAssertEqual(items[0]["action"] as? String, "pay ¥8,800 by bank")
        XCTAssertEqual(items[3]["action"] as? String, "pay ¥9,350 by konbini")
        XCTAssertTrue(items[4]["action"] is NSNull, "a show asks for nothing")
        XCTAssertEqual(items[1]["overdue"] as? Bool, false)
        XCTAssertEqual(Set(items[0].keys), ["at", "kind", "ticket", "phase", "title", "overdue", "action"])
        let ats = items.compactMap { $0["at"] as? String }
        XCTAssertEqual(ats, ats.sorted(), "soonest first")
        XCTAssertEqual(Fancal().succeed(["due", "--format", "json"]), "[]\n")
    }

    func testBadInputIsRefusedInTheUsersLanguageAndWritesNothing() {
        fancal.addThreeTickets()
        let before = fancal.succeed(["ticket", "list", "--all", "--format", "json"])
        fancal.fail(["ticket", "phase", "1", "B", "--result", "12/2 12:00", "--pay-by", "12/1"], exitCode: 2,
                    message: "--pay-by 2026-12-01 23:59 is before --result 2026-12-02 12:00")
        fancal.fail(["ticket", "phase", "1", "B", "--apply", "12/5..12/8", "--result", "12/7", "--locale", "ja"],
                    exitCode: 2, message: "当落発表は申込締切の後にしてください")
        fancal.fail(["ticket", "phase", "1", "B", "--pay-by", "12/26"], exitCode: 2,
                    message: "is after the show's day (2026-12-24)")
        fancal.fail(["ticket", "paid", "1", "一般"], exitCode: 2,
                    message: "phase 一般 is planned; it cannot become paid from there (next: applied, cancelled)")
        fancal.fail(["ticket", "won", "3", "--locale", "de"], exitCode: 2, message: "keine Phase des Tickets kann jetzt gewonnen werden")
        fancal.fail(["ticket", "phase", "1", "一般"], exitCode: 2, message: "already has a phase named 一般")
        fancal.fail(["ticket", "phase", "1", "B", "--count", "0", "--locale", "ja"], exitCode: 2, message: "--count: 0 枚です")
        fancal.fail(["ticket", "phase", "1", "B", "--price", "12.5"], exitCode: 2, message: "--price: JPY has no decimals")
        fancal.fail(["ticket", "phase", "1", "B", "--pay-by", "12/3 25:00"], exitCode: 2, message: "has no valid time")
        fancal.fail(["ticket", "edit", "1"], exitCode: 2, message: "nothing to change")
        fancal.fail(["ticket", "show", "9"], exitCode: 1, message: "no ticket with id 9")
        fancal.fail(["ticket", "bogus"], exitCode: 2, message: "ticket: unknown action 'bogus'")
        XCTAssertEqual(fancal.succeed(["ticket", "list", "--all", "--format", "json"]), before)

        let fresh = Fancal()
        fresh.fail(["ticket", "add", "X", "--show", "2026-13-01"], exitCode: 2, message: "--show")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.databasePath), "bad input creates no database")
        let past = fresh.run(["ticket", "add", "Old show", "--show", "2026-01-10"])
        XCTAssertEqual(past.exitCode, 0)
        XCTAssertEqual(past.stderr, "fancal: warning: the show (2026-01-10) is in the past; the ticket was added anyway\n")
    }

    func testEditingAPhaseUpdatesItsRecordAndRmKeepsIt() {
        fancal.addThreeTickets()
        let edited = fancal.succeed(["ticket", "edit", "1", "FC先行", "--count", "2", "--name", "FC"])
        XCTAssertTrue(edited.contains("spending record #1 updated"), edited)
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("¥18,350"))
        let removed = fancal.succeed(["ticket", "rm", "1"])
        XCTAssertEqual(removed, "Deleted #1 Winter live 冬のライブ\nspending records kept: #1 (`fancal delete` removes them)\n")
        XCTAssertTrue(fancal.succeed(["show", "1"]).contains("¥18,350"))
    }

    func testTheCalendarMarksDeadlineDaysAndListsThemWithTheirTime() throws {
        fancal.addThreeTickets()
        Golden.assert(fancal.succeed(["month", "2026-12"]), named: "cli-month-deadlines-en.txt")
        Golden.assert(fancal.succeed(["month", "2026-12", "--locale", "ja", "--color", "always"]),
                      named: "cli-month-deadlines-ja-color.txt")
        let json = fancal.succeed(["month", "2026-11", "--format", "json"])
        XCTAssertTrue(json.contains("\"deadlines\": {\"2026-11-28\": 1, \"2026-11-29\": 1}, \"today\""), json)
        XCTAssertFalse(Fancal().succeed(["month", "2026-11", "--format", "json"]).contains("deadlines"))
    }

    /// Issue 29: a deadline's agenda line ran to 123 columns at 80 (a long title and a long
    /// phase name). The phase gives way first, then the title; the step to take stays whole.
    func testTheAgendasDeadlineLinesFitEightyColumns() throws {
        fancal.succeed(["ticket", "add", "Snow Man Dome Tour 2026 Snow Mania 東京ドーム公演", "--show", "2027-06-20T18:00"])
        fancal.succeed(["ticket", "phase", "1", "ファンクラブ最速先行抽選受付", "--apply", "2027-05-10..2027-05-25",
                        "--result", "2027-05-28 18:00", "--pay-by", "2027-06-01 23:59", "--price", "9800", "--method", "konbini"])
        fancal.succeed(["ticket", "phase", "1", "一般", "--apply", "2027-05-15..2027-05-19", "--price", "9800"])
        for (language, action) in ["en": "apply", "ja": "申し込む", "de": "bewerben"] {
            let text = fancal.succeed(["month", "2027-05", "--locale", language], environment: ["COLUMNS": "80"])
            Golden.assert(text, named: "cli-month-deadlines-80-\(language).txt")
            let deadlines = text.split(separator: "\n").filter { $0.contains("  ! ") }
            guard deadlines.count == 2 else { return XCTFail("two deadline lines: \(text)") }
            for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "[\(line)]") }
            for line in deadlines { XCTAssertTrue(line.hasSuffix(": " + action), "[\(line)]") }
            XCTAssertTrue(deadlines[1].contains("Snow Man Dome Tour 2026"), "the title keeps more than the phase: \(deadlines[1])")
            XCTAssertTrue(deadlines[0].contains("(一般)"), "a short phase stays whole: \(deadlines[0])")
        }
        let whole = fancal.succeed(["month", "2027-05"], environment: ["COLUMNS": "200"])
        XCTAssertTrue(whole.contains("Snow Man Dome Tour 2026 Snow Mania 東京ドーム公演 (ファンクラブ最速先行抽選受付): apply"), whole)
    }

    func testExportWritesOneEventPerDeadlineWithAlarmsAndImportRestoresTheTickets() throws {
        fancal.addThreeTickets()
        let ics = fancal.succeed(["export"])
        let events = ics.components(separatedBy: "BEGIN:VEVENT").dropFirst()
        let deadlines = events.filter { $0.contains("X-FANCAL-TICKET:") }
        XCTAssertEqual(deadlines.count, 14, "every dated deadline of every phase, but a card's payment deadline")
        XCTAssertFalse(ics.contains("-一般-pay_by\r\n"), "一般 of ticket 1 is paid by card: nothing to pay by a deadline")
        XCTAssertFalse(ics.contains("VTODO"))
        XCTAssertTrue(ics.contains("-FC先行-pay_by\r\n"), "UID <ticket uid>-<phase>-<kind>")
        let pay = try XCTUnwrap(deadlines.first { $0.contains("-FC先行-pay_by\r\n") })
        XCTAssertTrue(pay.contains("DTSTART;TZID=Asia/Tokyo:20261201T235900\r\n"), pay)
        XCTAssertEqual(pay.components(separatedBy: "BEGIN:VALARM").count - 1, 2)
        XCTAssertTrue(pay.contains("TRIGGER:-P1D\r\n") && pay.contains("TRIGGER:-PT3H\r\n"), pay)
        XCTAssertTrue(pay.contains("ACTION:DISPLAY\r\n"))
        let lost = try XCTUnwrap(deadlines.first { $0.contains("-オフィシャル-apply_close\r\n") })
        XCTAssertFalse(lost.contains("VALARM"), "a lost phase's deadlines carry no alarm")
        let custom = fancal.succeed(["export", "--alarm", "2d,30m"])
        XCTAssertTrue(custom.contains("TRIGGER:-P2D\r\n") && custom.contains("TRIGGER:-PT30M\r\n"))
        XCTAssertFalse(fancal.succeed(["export", "--no-alarms"]).contains("VALARM"))
        fancal.fail(["export", "--alarm", "2x"], exitCode: 2, message: "--alarm: '2x' is not a lead time")

        let file = fancal.directory.appendingPathComponent("out.ics")
        try ics.write(to: file, atomically: false, encoding: .utf8)
        var other = Fancal()
        other.environment["FANCAL_DB"] = other.directory.appendingPathComponent("other.db").path
        let imported = other.succeed(["import", file.path])
        XCTAssertEqual(imported, "\(file.path): 2 added, 0 updated, 0 unchanged, 0 skipped, 0 rejected\ntickets: 3 added, 0 updated, 0 unchanged\n")
        // Ticket ids follow the order of the file; everything else comes back as it was.
        func withoutIDs(_ json: String) -> String {
            json.replacingOccurrences(of: #"\{"id": \d+, "#, with: "{", options: .regularExpression)
                .replacingOccurrences(of: #""tickets": \[[0-9, ]*\]"#, with: "", options: .regularExpression)
        }
        let restored = other.succeed(["ticket", "list", "--all", "--format", "json"])
        XCTAssertEqual(withoutIDs(restored), withoutIDs(fancal.succeed(["ticket", "list", "--all", "--format", "json"])))
        XCTAssertTrue(restored.contains("\"record\": 1}"), "the won phase links to its restored record")
        XCTAssertTrue(other.succeed(["import", file.path]).hasSuffix("tickets: 0 added, 0 updated, 3 unchanged\n"))
    }

    /// Issue 32: a lost or cancelled lottery pays nothing, and a card charges itself: their
    /// payment deadlines stay out of the calendar, while the phases still travel whole (their
    /// other events carry the deadline).
    func testExportPutsAPaymentDeadlineOnlyWhereTheFanPays() throws {
        let fancal = InProcessFancal()
        fancal.succeed(["ticket", "add", "Arena", "--show", "2026-12-20T18:00"])
        for (name, method) in [("lost", "konbini"), ("cancelled", "bank"), ("card", "CARD"), ("due", "konbini")] {
            fancal.succeed([
                "ticket", "phase", "1", name, "--apply", "12/1..12/3", "--result", "12/5 18:00", "--pay-by", "12/8",
                "--price", "9000", "--method", method,
            ])
        }
        for step in [["applied", "1", "lost"], ["lost", "1", "lost"], ["applied", "1", "cancelled"], ["cancel", "1", "cancelled"],
                     ["applied", "1", "card"], ["won", "1", "card"], ["applied", "1", "due"], ["won", "1", "due"]] {
            fancal.succeed(["ticket"] + step)
        }
        let ics = fancal.succeed(["export"])
        let payments = ics.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") && $0.hasSuffix("-pay_by") }
        XCTAssertEqual(payments.count, 1, ics)
        XCTAssertTrue(payments[0].hasSuffix("-due-pay_by"), payments[0])
        XCTAssertEqual(ics.components(separatedBy: "-result\r\n").count - 1, 4, "every phase's other deadlines are there")
        let file = fancal.directory.appendingPathComponent("arena.ics")
        try ics.write(to: file, atomically: false, encoding: .utf8)
        let other = InProcessFancal()
        other.succeed(["import", file.path])
        XCTAssertEqual(
            other.succeed(["ticket", "list", "--format", "json"]).components(separatedBy: #""pay_by": "2026-12-08T23:59:00+09:00""#).count - 1,
            4, "each phase keeps its payment deadline through export and import")
        fancal.fail(["export", "--alarm", "-1h"], exitCode: 2, message: "--alarm")
    }

    /// Issue 32: `If every pending application wins` counted applications for shows already
    /// over; only shows from today on count (`--all` lists the past ones, without counting them).
    func testThePendingTotalCountsOnlyShowsAhead() {
        let fancal = InProcessFancal()
        let past = fancal.run(["ticket", "add", "Autumn live", "--show", "2026-11-20T18:00"])
        XCTAssertEqual(past.exitCode, 0)
        XCTAssertEqual(past.stderr, "fancal: warning: the show (2026-11-20) is in the past; the ticket was added anyway\n")
        fancal.succeed(["ticket", "phase", "1", "FC", "--apply", "11/1..11/5", "--result", "11/10 18:00", "--price", "7000"])
        fancal.succeed(["ticket", "applied", "1"])
        fancal.succeed(["ticket", "add", "Winter live", "--show", "2026-11-29T18:00"])
        fancal.succeed(["ticket", "phase", "2", "FC", "--apply", "11/1..11/5", "--result", "11/28 18:00", "--price", "9000"])
        fancal.succeed(["ticket", "applied", "2"])
        for arguments in [["ticket", "list"], ["ticket", "list", "--all"]] {
            let list = fancal.succeed(arguments)
            XCTAssertTrue(list.hasSuffix("If every pending application wins: ¥9,000\n"), list)
        }
        XCTAssertTrue(fancal.succeed(["ticket", "list", "--all"]).contains("Autumn live"))
        XCTAssertTrue(
            fancal.succeed(["ticket", "list", "--format", "json"]).contains(#""exposure": [{"currency": "JPY", "amount_minor": 9000}]"#))
        XCTAssertTrue(fancal.succeed(["ticket", "list", "--locale", "de"]).contains("9.000 ¥"))
        fancal.fail(["ticket", "list", "--all", "extra"], exitCode: 2, message: "usage: fancal ticket list [--all]")
    }

    func testARenamedWonPhaseKeepsItsRecordThroughExportAndImport() throws {
        fancal.addThreeTickets()
        fancal.succeed(["ticket", "edit", "1", "FC先行", "--name", "FC"])
        let file = fancal.directory.appendingPathComponent("renamed.ics")
        try fancal.succeed(["export"]).write(to: file, atomically: false, encoding: .utf8)
        var other = Fancal()
        other.environment["FANCAL_DB"] = other.directory.appendingPathComponent("other.db").path
        other.succeed(["import", file.path])
        let restored = other.succeed(["ticket", "list", "--all", "--format", "json"])
        XCTAssertTrue(restored.contains(#"{"name": "FC", "state": "won""#), restored)
        let winter = try XCTUnwrap(restored.split(separator: "\n").first { $0.contains("Winter live") })
        XCTAssertTrue(winter.contains(#""record": 1}"#), "the record keeps its first UID; the event names it")
    }
}
