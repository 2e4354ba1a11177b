import FanCalendar
@testable import FanCalendarStore
import FanCalendarZoneInfo
import XCTest

/// An import's objects kept with their texts packed on another thread: the store ends as if
/// each had been kept in turn.
final class ObjectKeeperTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private func object(_ uid: String, sequence: Int, zone: String) -> CalendarObject {
        CalendarObject(
            uid: uid,
            events: Array("BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART;TZID=\(zone):20261212T180000\r\nSUMMARY:\(uid)\r\nEND:VEVENT\r\n".utf8),
            zones: Array("BEGIN:VTIMEZONE\r\nTZID:\(zone)\r\nEND:VTIMEZONE\r\n".utf8), tzids: [zone], sequence: sequence,
            lastModified: nil, floatingZone: nil, derivedOn: CivilDate(year: 2026, month: 12, day: 1)!, defaultCategory: .live,
            defaultCurrency: .jpy, derivedHash: Int64(sequence))
    }

    /// Several batches and a remainder, one UID kept before with a newer revision (left as it is)
    /// and one with an older (replaced): the same rows, in the same order, as keeping one by one.
    func testTheStoreEndsAsIfEachObjectWasKeptInTurn() throws {
        let count = ObjectKeeper.batchObjects * (ObjectKeeper.batchesInFlight + 3) + 17
        let zones = ["Asia/Tokyo", "Asia/Seoul", "Europe/Berlin"]
        let objects = (0..<count).map { object("kept-\($0)", sequence: 1, zone: zones[$0 % 3]) }
        var rows: [[CalendarObject]] = []
        for parallel in [false, true] {
            let store = try RecordStore.empty()
            try store.keep(object("kept-5", sequence: 3, zone: "UTC"))
            try store.keep(object("kept-300", sequence: 0, zone: "UTC"))
            if parallel {
                let keeper = ObjectKeeper(store: store)
                for object in objects { try keeper.keep(object) }
                try keeper.finish()
            } else {
                for object in objects { try store.keep(object) }
            }
            let uids = try store.database.query("SELECT uid FROM calendar_objects ORDER BY id") { $0.text("uid") }
            rows.append(try uids.map { try XCTUnwrap(try store.calendarObject(uid: $0)) })
        }
        XCTAssertEqual(rows[1].count, count)
        XCTAssertEqual(rows[1], rows[0])
        XCTAssertEqual(rows[1].first { $0.uid == "kept-5" }?.sequence, 3, "a newer revision stays")
        XCTAssertEqual(rows[1].first { $0.uid == "kept-300" }?.sequence, 1, "an older one is replaced")
    }
}
