import FanCalendar
import FanCalendarZoneInfo
import XCTest

/// Records of several days: all-day spans (`--to`), timed records crossing midnight, copies.
final class RecordSpanTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    let day = CivilDate(year: 2026, month: 8, day: 1)!

    func record() -> Record {
        Record(uid: "a@fancal", date: day, title: "Festival", category: .live, amount: Money(minorUnits: 25000, currency: .jpy))
    }

    func timed(_ range: String) throws -> Record {
        var changes = RecordChanges()
        changes.time = .some(try TimeInput.parse(range))
        var record = record()
        try record.apply(changes, homeZone: "Asia/Tokyo", home: .jpy)
        return record
    }

    func testTheLastDayShown() throws {
        XCTAssertNil(record().lastDayShown)
        XCTAssertEqual(try timed("22:00-01:00").lastDayShown, day.adding(days: 1))
        XCTAssertNil(try timed("22:00-00:00").lastDayShown, "an end at midnight does not reach the next day")
        XCTAssertNil(try timed("18:00-21:00").lastDayShown)
        XCTAssertNil(try timed("18:00").lastDayShown)
        var span = record()
        var changes = RecordChanges()
        changes.lastDate = day.adding(days: 2)
        try span.apply(changes, homeZone: "Asia/Tokyo", home: .jpy)
        XCTAssertEqual(span.lastDate, day.adding(days: 2))
        XCTAssertEqual(span.lastDayShown, day.adding(days: 2))
    }

    func testAShowCrossingMidnightMarksTheNextDay() throws {
        let entry = CalendarEntry(try timed("22:00-01:00"), key: 0)
        XCTAssertEqual(entry.lastDate, day.adding(days: 1))
        let totals = DayTotal.laterDays(of: [entry], within: day...day.adding(days: 30))
        XCTAssertEqual(totals.map(\.date), [day.adding(days: 1)])
        XCTAssertEqual(DayMark.marks(for: totals)[day.adding(days: 1)], DayMark(count: 1, category: .live))
    }

    func testSpansAreCheckedBeforeAnythingChanges() throws {
        let cases: [(CivilDate, RecordChangeError)] = [
            (day.adding(days: -1), .spanEndsBeforeStart(first: day, last: day.adding(days: -1))),
            (day.adding(days: 367), .spanTooLong(first: day, last: day.adding(days: 367))),
        ]
        for (last, expected) in cases {
            var record = record()
            var changes = RecordChanges()
            changes.lastDate = last
            changes.title = "changed"
            XCTAssertThrowsError(try record.apply(changes, homeZone: "Asia/Tokyo", home: .jpy)) { XCTAssertEqual($0 as? RecordChangeError, expected) }
            XCTAssertEqual(record, self.record())
        }
        var changes = RecordChanges()
        changes.lastDate = day.adding(days: 1)
        var timedRecord = try timed("18:00")
        XCTAssertThrowsError(try timedRecord.apply(changes, homeZone: "Asia/Tokyo", home: .jpy)) {
            XCTAssertEqual($0 as? RecordChangeError, .spanOfTimedRecord)
        }
        changes.lastDate = day
        var oneDay = record()
        XCTAssertNoThrow(try oneDay.apply(changes, homeZone: "Asia/Tokyo", home: .jpy))
        XCTAssertNil(oneDay.lastDate, "a last day equal to the first makes a record of one day")
    }

    func testACopyIsANewRecordWithTheChanges() throws {
        var source = try timed("22:00-01:00")
        source.sequence = 4
        source.recurrenceID = "2026-08-01"
        var changes = RecordChanges()
        changes.date = day.adding(days: 7)
        let copy = try source.copied(uid: "b@fancal", changes, homeZone: "Asia/Tokyo", home: .jpy)
        XCTAssertEqual(copy.uid, "b@fancal")
        XCTAssertNil(copy.recurrenceID)
        XCTAssertEqual(copy.sequence, 0)
        XCTAssertEqual(copy.date, day.adding(days: 7))
        XCTAssertEqual(copy.start?.local().time.shortDescription, "22:00")
        XCTAssertEqual(copy.lastDayShown, day.adding(days: 8))
        XCTAssertEqual(copy.amount, source.amount)
    }
}
