import FanCalendar
import FanCalendarZoneInfo
import XCTest

final class RecurrenceTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    func dates(_ frequency: Recurrence.Frequency, _ end: Recurrence.End, from first: String) throws -> [String] {
        try Recurrence(frequency: frequency, end: end).dates(from: day(first)).map(\.description)
    }

    func testWeeklyMonthlyYearly() throws {
        XCTAssertEqual(try dates(.weekly, .count(3), from: "2026-12-24"), ["2026-12-24", "2026-12-31", "2027-01-07"])
        XCTAssertEqual(try dates(.monthly, .count(3), from: "2026-11-15"), ["2026-11-15", "2026-12-15", "2027-01-15"])
        XCTAssertEqual(try dates(.yearly, .until(day("2028-06-30")), from: "2026-06-30"), ["2026-06-30", "2027-06-30", "2028-06-30"])
        XCTAssertEqual(try dates(.weekly, .until(day("2026-12-30")), from: "2026-12-24"), ["2026-12-24"])
    }

    func testTheLastDayOfShorterMonths() throws {
        XCTAssertEqual(
            try dates(.monthly, .count(6), from: "2026-01-31"),
            ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"])
        XCTAssertEqual(try dates(.monthly, .count(3), from: "2027-12-30"), ["2027-12-30", "2028-01-30", "2028-02-29"])
        XCTAssertEqual(try dates(.yearly, .count(5), from: "2028-02-29"), ["2028-02-29", "2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"])
    }

    func testRefusals() {
        let cases: [(Recurrence, Recurrence.Problem)] = [
            (Recurrence(frequency: .weekly, end: .count(0)), .count(0)),
            (Recurrence(frequency: .weekly, end: .count(521)), .count(521)),
            (Recurrence(frequency: .monthly, end: .until(day("2026-01-01"))), .untilBeforeStart(first: day("2026-02-01"), until: day("2026-01-01"))),
            (Recurrence(frequency: .weekly, end: .until(day("2040-01-01"))), .tooMany(first: day("2026-02-01"), until: day("2040-01-01"))),
        ]
        for (recurrence, problem) in cases {
            XCTAssertThrowsError(try recurrence.dates(from: day("2026-02-01"))) { XCTAssertEqual($0 as? Recurrence.Problem, problem) }
        }
        XCTAssertEqual(try Recurrence(frequency: .weekly, end: .count(520)).dates(from: day("2026-02-01")).count, 520)
    }

    func testOccurrencesShareTheUIDAndAreKeyedByTheirStart() throws {
        var record = Record(uid: "s@fancal", date: day("2026-12-24"), title: "Weekly stream", amount: .zero(.jpy))
        var changes = RecordChanges()
        changes.time = .some(try TimeInput.parse("21:00-22:00"))
        try record.apply(changes, homeZone: "Asia/Tokyo", home: .jpy)
        let timed = try record.occurrences(of: Recurrence(frequency: .weekly, end: .count(2)))
        XCTAssertEqual(timed.map(\.uid), ["s@fancal", "s@fancal"])
        XCTAssertEqual(timed.map(\.recurrenceID), ["2026-12-24T21:00:00", "2026-12-31T21:00:00"])
        XCTAssertEqual(timed[1].start?.local().time.shortDescription, "21:00")
        XCTAssertEqual(timed[1].end?.local().time.shortDescription, "22:00")
        let allDay = try Record(uid: "f@fancal", date: day("2026-01-31"), title: "FC", amount: .zero(.jpy))
            .occurrences(of: Recurrence(frequency: .monthly, end: .count(2)))
        XCTAssertEqual(allDay.map(\.recurrenceID), ["2026-01-31", "2026-02-28"])
    }
}

final class SeriesRuleTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testRRULEsGiveTheSameDays() {
        let cases: [(Recurrence.Frequency, String, String)] = [
            (.weekly, "2026-12-24T21:00:00", "FREQ=WEEKLY;COUNT=5"),
            (.monthly, "2026-01-15", "FREQ=MONTHLY;COUNT=5"),
            (.monthly, "2026-01-28", "FREQ=MONTHLY;COUNT=5"),
            (.monthly, "2026-01-29", "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1;COUNT=5"),
            (.monthly, "2026-01-30", "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1;COUNT=5"),
            (.monthly, "2026-01-31", "FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=5"),
            (.yearly, "2028-02-29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1;COUNT=5"),
            (.yearly, "2026-06-30", "FREQ=YEARLY;COUNT=5"),
        ]
        for (frequency, key, rrule) in cases {
            XCTAssertEqual(SeriesRule(frequency: frequency, count: 5, firstKey: key).rrule, rrule, key)
        }
        XCTAssertEqual(
            SeriesRule(frequency: .weekly, count: 3, firstKey: "2026-12-24T21:00:00").keys,
            ["2026-12-24T21:00:00", "2026-12-31T21:00:00", "2027-01-07T21:00:00"])
    }

    func testThePlanNamesDeletedAndChangedOccurrences() throws {
        let first = Record(uid: "f@fancal", date: CivilDate(iso: "2026-01-31")!, title: "FC", amount: Money(minorUnits: 550, currency: .jpy))
        var occurrences = try first.occurrences(of: Recurrence(frequency: .monthly, end: .count(4)))
        occurrences[1].amount.minorUnits = 660
        occurrences[1].sequence = 1
        occurrences[3] = try occurrences[3].moved(to: CivilDate(iso: "2026-05-01")!)
        occurrences.remove(at: 2)
        let rule = SeriesRule(frequency: .monthly, count: 4, firstKey: "2026-01-31")
        let plan = try XCTUnwrap(rule.plan(occurrences))
        XCTAssertEqual(plan.master.date.description, "2026-01-31")
        XCTAssertNil(plan.master.recurrenceID)
        XCTAssertEqual(plan.exceptions, ["2026-03-31"])
        XCTAssertEqual(plan.overrides.map(\.recurrenceID), ["2026-02-28", "2026-04-30"])
        XCTAssertEqual(plan.overrides.map(\.date.description), ["2026-02-28", "2026-05-01"])
        XCTAssertNil(rule.plan([occurrences[2]]), "no occurrence where the rule puts it: no master to model on")
    }
    func testAnImportedRuleKeepsItsKeysAndNamesTheMissingOnes() throws {
        let keys = ["2026-10-01T20:00:00", "2026-10-08T20:00:00", "2026-10-15T20:00:00", "2026-10-22T20:00:00"]
        let rule = SeriesRule(importedRule: "FREQ=WEEKLY;UNTIL=20261025T000000Z", keys: keys, firstKey: keys[0])
        XCTAssertEqual(rule.origin, .imported)
        XCTAssertEqual(rule.rrule, "FREQ=WEEKLY;UNTIL=20261025T000000Z")
        XCTAssertEqual(rule.keys, keys, "kept, not recomputed")
        // A Berlin evening is the next morning in Tokyo: the records' days are Tokyo's, the keys Berlin's.
        var occurrences = try keys.map { key in
            var record = Record(
                uid: "radio@example.com", recurrenceID: key, date: CivilDate(iso: key.prefix(10))!,
                title: "Radio", amount: Money(minorUnits: 0, currency: .jpy))
            try record.setTime((CivilTime(hour: 20, minute: 0)!, CivilTime(hour: 21, minute: 0)!), zone: "Europe/Berlin")
            record.date = CivilDate(iso: key.prefix(10))!.adding(days: 1)
            return record
        }
        occurrences[3].amount.minorUnits = 500
        occurrences.remove(at: 2)
        let plan = try XCTUnwrap(rule.plan(occurrences))
        XCTAssertEqual(plan.master.start?.iso8601, "2026-10-01T20:00:00+02:00")
        XCTAssertEqual(plan.exceptions, ["2026-10-15T20:00:00"])
        XCTAssertEqual(plan.overrides.map(\.recurrenceID), ["2026-10-22T20:00:00"], "only the changed one: a day apart in Tokyo is no change")
    }

    /// An imported rule's keys come from the database: a key that is not a date, matching a
    /// stored occurrence's (a tampered backup), makes no plan instead of stopping the export.
    func testAStoredKeyThatIsNotADatePlansNothing() {
        let keys = ["2026-12-01", "garbage", "2026-12-15"]
        let rule = SeriesRule(importedRule: "FREQ=WEEKLY;COUNT=3", keys: keys, firstKey: keys[0])
        let occurrences = zip(keys, [1, 8, 15]).map { key, day in
            Record(
                uid: "weekly@example.com", recurrenceID: key, date: CivilDate(year: 2026, month: 12, day: day)!,
                title: "Weekly", amount: Money(minorUnits: 0, currency: .jpy))
        }
        XCTAssertNil(rule.plan(occurrences))
        XCTAssertNotNil(rule.plan([occurrences[0], occurrences[2]]), "the same rule with that occurrence gone plans")
    }
}
