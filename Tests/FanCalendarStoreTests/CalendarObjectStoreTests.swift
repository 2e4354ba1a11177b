import FanCalendar
@testable import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// Calendar objects kept whole (`calendar_objects`): newer replaces older, a server's object
/// replaces always, an export reads each object with every record of its UID.
final class CalendarObjectStoreTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private func object(_ uid: String, sequence: Int, text: String) -> CalendarObject {
        CalendarObject(
            uid: uid, events: Array("BEGIN:VEVENT\r\nUID:\(uid)\r\n\(text)\r\nEND:VEVENT\r\n".utf8), zones: [],
            tzids: ["Asia/Seoul", "Europe/Berlin"], sequence: sequence, lastModified: nil, floatingZone: "Asia/Tokyo",
            derivedOn: CivilDate(year: 2026, month: 12, day: 1)!, defaultCategory: .goods,
            defaultCurrency: Currency(code: "KRW")!, derivedHash: 0x0123_4567_89ab_cdef)
    }

    private func record(_ uid: String, _ day: String, key: String?) -> Record {
        Record(uid: uid, recurrenceID: key, date: CivilDate(iso: day)!, title: "Weekly", amount: .zero(.jpy))
    }

    func testAnObjectIsKeptWholeAndOnlyANewerOneReplacesIt() throws {
        let store = try RecordStore.empty()
        let first = object("a@test", sequence: 2, text: "X-UNKNOWN;P=\"x, y\":z")
        XCTAssertTrue(try store.keep(first))
        XCTAssertEqual(try store.calendarObject(uid: "a@test"), first, "every field as it was kept")
        XCTAssertFalse(try store.keep(object("a@test", sequence: 1, text: "older")), "an older file changes nothing")
        XCTAssertEqual(try store.calendarObject(uid: "a@test")?.sequence, 2)
        XCTAssertTrue(try store.keep(object("a@test", sequence: 2, text: "same revision again")))
        XCTAssertTrue(try store.keep(object("a@test", sequence: 0, text: "the server's"), replacing: true))
        XCTAssertEqual(try store.calendarObject(uid: "a@test")?.sequence, 0)
        try store.forgetObject(uid: "a@test")
        XCTAssertNil(try store.calendarObject(uid: "a@test"))
    }

    func testAnExportReadsEachObjectWithEveryRecordOfItsUID() throws {
        let store = try RecordStore.empty()
        try store.keep(object("series@test", sequence: 0, text: "RRULE:FREQ=WEEKLY"))
        for (day, key) in [("2026-12-01", "2026-12-01"), ("2027-01-05", "2027-01-05"), ("2026-12-08", "2026-12-08")] {
            _ = try store.insert(record("series@test", day, key: key), now: 0)
        }
        _ = try store.insert(record("plain@test", "2026-12-02", key: nil), now: 0)
        var seen: [(String, [String?])] = []
        try store.forEachObject(matching: RecordFilter(from: CivilDate(iso: "2027-01-01"), to: CivilDate(iso: "2027-12-31"))) {
            seen.append(($0.uid, $2.map(\.recurrenceID)))
        }
        XCTAssertEqual(seen.map(\.0), ["series@test"])
        XCTAssertEqual(seen.first?.1, ["2026-12-01", "2026-12-08", "2027-01-05"], "the whole series, in key order")
        var plain: [String] = []
        try store.forEachRecord(matching: RecordFilter(), withoutObjects: true) { plain.append($0.uid) }
        XCTAssertEqual(plain, ["plain@test"], "records with an object are written from it")
    }
}

/// Kept texts are packed in the store; rows kept before packing read as they were written.
final class CalendarObjectPackingStoreTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private func object(_ uid: String) -> CalendarObject {
        let zone = "BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0900\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
        return CalendarObject(
            uid: uid, events: Array("BEGIN:VEVENT\r\nUID:\(uid)\r\nSUMMARY:東京ドーム 🎤\r\nEND:VEVENT\r\n".utf8),
            zones: Array(zone.utf8), tzids: ["Asia/Tokyo"], sequence: 1, lastModified: 1_700_000_000,
            floatingZone: nil, derivedOn: CivilDate(year: 2026, month: 12, day: 1)!, defaultCategory: .live,
            defaultCurrency: .jpy, derivedHash: 0x0123_4567_89ab_cdef)
    }

    func testKeptTextIsPackedAndReadBackWhole() throws {
        let path = temporaryFolder().appendingPathComponent("packed.db").path
        let store = try StoreWriter(location: .file(path))
        let kept = object("packed@test")
        try store.keep(kept)
        let raw = try Database(.file(path))
        XCTAssertEqual(try raw.scalarInteger("SELECT packed FROM calendar_objects"), 1)
        XCTAssertLessThan(
            try XCTUnwrap(raw.scalarInteger("SELECT length(events) + length(zones) FROM calendar_objects")),
            Int64(kept.events.count + kept.zones.count))
        XCTAssertEqual(try store.calendarObject(uid: "packed@test"), kept)
        _ = try store.insert(
            Record(uid: "packed@test", date: CivilDate(iso: "2026-12-01")!, title: "x", category: .live,
                   amount: Money(minorUnits: 0, currency: .jpy)), now: 0)
        var handed: [CalendarObject] = []
        try store.forEachObject(matching: RecordFilter()) { object, events, _ in
            XCTAssertEqual(object.events, [], "the text is handed on packed")
            var whole = object
            whole.events = try events()
            handed.append(whole)
        }
        XCTAssertEqual(handed, [kept], "and unpacks to what was kept")
        try store.keep(object("packed@test"), replacing: true)
        XCTAssertEqual(try store.calendarObject(uid: "packed@test"), kept, "an update packs as an insert")
    }

    func testAnObjectKeptBeforePackingReadsAsWritten() throws {
        let path = temporaryFolder().appendingPathComponent("unpacked.db").path
        let store = try StoreWriter(location: .file(path))
        let kept = object("old@test")
        try store.keep(kept)
        let raw = try Database(.file(path))
        try raw.run("UPDATE calendar_objects SET events = ?, zones = ?, packed = 0") { statement throws(SQLiteError) in
            try statement.bind(blob: kept.events, at: 1)
            try statement.bind(blob: kept.zones, at: 2)
        }
        XCTAssertEqual(try store.calendarObject(uid: "old@test"), kept)
        _ = try store.insert(
            Record(uid: "old@test", date: CivilDate(iso: "2026-12-01")!, title: "x", category: .live,
                   amount: Money(minorUnits: 0, currency: .jpy)), now: 0)
        try raw.run("UPDATE calendar_objects SET events = x'0102', packed = 1")
        XCTAssertThrowsError(try store.calendarObject(uid: "old@test")) { error in
            guard case .notADatabase = error as? StoreError else { return XCTFail("\(error)") }
        }
        // An export is handed the packed text, and unpacks it where it patches the object.
        try store.keep(kept, replacing: true)
        try raw.run("UPDATE calendar_objects SET events = x'0102'")
        var handed = 0
        try store.forEachObject(matching: RecordFilter()) { object, events, records in
            handed += 1
            XCTAssertEqual(object.uid, "old@test")
            XCTAssertEqual(records.count, 1)
            XCTAssertThrowsError(try events()) { error in
                guard case .notADatabase = error as? StoreError else { return XCTFail("\(error)") }
            }
        }
        XCTAssertEqual(handed, 1)
    }
}
