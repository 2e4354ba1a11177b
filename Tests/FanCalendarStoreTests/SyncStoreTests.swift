import FanCalendar
@testable import FanCalendarStore
import Foundation
import XCTest

/// How a sync applies a server item here: compare-and-set against the snapshot it planned from,
/// all of the item or nothing.
final class SyncStoreTests: XCTestCase {
    func record(_ date: String, _ title: String, uid: String, amount: Int64 = 1000) -> Record {
        var record = Record(
            uid: uid, date: CivilDate(iso: date)!, title: title, category: .live, amount: Money(minorUnits: amount, currency: .jpy))
        record.recurrenceID = date + "T20:00:00"
        return record
    }

    /// A weekly series of three occurrences under one UID.
    func series(_ title: String, uid: String = "stream@fancal") -> [Record] {
        ["2026-12-01", "2026-12-08", "2026-12-15"].map { record($0, title, uid: uid) }
    }

    func stored(_ store: StoreWriter, uid: String) throws -> [Stored<Record>] {
        try store.recordsByUID()[uid] ?? []
    }

    func testAnEditMadeWhileTheSyncRanIsNeverOverwritten() throws {
        let store = try StoreWriter(location: .memory)
        for record in series("FC stream") { try store.insert(record, now: 0) }
        let planned = CalendarObject.hash(of: try stored(store, uid: "stream@fancal").map(\.value))

        // The user edits one occurrence after the sync planned, before it applies.
        var edited = try XCTUnwrap(try stored(store, uid: "stream@fancal").first)
        edited.title = "FC stream (moved)"
        try store.update(edited, now: 1)

        let server = series("FC stream (server)")
        XCTAssertFalse(try store.transaction {
            try store.replaceSynced([.init(uid: "stream@fancal", records: server, planned: planned)], now: 2)
        })
        XCTAssertFalse(try store.transaction {
            try store.replaceSynced([.init(uid: "stream@fancal", records: nil, planned: planned)], now: 2)
        })
        XCTAssertEqual(try stored(store, uid: "stream@fancal").map(\.title).sorted(), ["FC stream", "FC stream", "FC stream (moved)"])

        // A record made meanwhile under a UID the sync saw as new here is not replaced either.
        try store.insert(record("2026-12-24", "Xmas live", uid: "xmas@phone"), now: 1)
        XCTAssertFalse(try store.transaction {
            try store.replaceSynced([.init(uid: "xmas@phone", records: [record("2026-12-24", "Xmas", uid: "xmas@phone")], planned: nil)], now: 2)
        })
        XCTAssertEqual(try stored(store, uid: "xmas@phone").map(\.title), ["Xmas live"])

        // Planned from what is there now, the server's version is taken whole.
        let current = CalendarObject.hash(of: try stored(store, uid: "stream@fancal").map(\.value))
        XCTAssertTrue(try store.transaction {
            try store.replaceSynced([.init(uid: "stream@fancal", records: server, planned: current)], now: 2)
        })
        XCTAssertEqual(try stored(store, uid: "stream@fancal").map(\.title), Array(repeating: "FC stream (server)", count: 3))
        XCTAssertTrue(try store.transaction {
            try store.replaceSynced([.init(uid: "xmas@phone", records: nil, planned: CalendarObject.hash(of: try stored(store, uid: "xmas@phone").map(\.value)))], now: 2)
        })
        XCTAssertEqual(try store.recordsByUID().keys.sorted(), ["stream@fancal"])
    }

    /// One item whose amounts would pass the store's maximum is refused alone: the items before
    /// it in the same transaction stay.
    func testAnItemPassingTheMaximumTotalIsRefusedAloneAndTheRestStays() throws {
        let store = try StoreWriter(location: .memory)
        let half = RecordLimits.maximumTotal / 2 + RecordLimits.maximumTotal / 1000
        try store.insert(record("2026-11-01", "Big", uid: "big@fancal", amount: half), now: 0)
        var refused: StoreError?
        try store.transaction {
            XCTAssertTrue(try store.replaceSynced([.init(uid: "stream@fancal", records: series("FC stream"), planned: nil)], now: 1))
            do {
                _ = try store.replaceSynced(
                    [.init(uid: "huge@phone", records: [record("2026-12-24", "Huge", uid: "huge@phone", amount: half)], planned: nil)], now: 1)
            } catch {
                refused = error as? StoreError
            }
        }
        guard case .totalTooLarge(_, "JPY")? = refused else { return XCTFail("\(String(describing: refused))") }
        XCTAssertEqual(try store.recordsByUID().keys.sorted(), ["big@fancal", "stream@fancal"])
        XCTAssertEqual(try stored(store, uid: "stream@fancal").count, 3)
    }

    /// A server item changes its records in place: an occurrence still there keeps its id (and
    /// its creation time), one the server added gets a new id, one it dropped is deleted, and no
    /// id is ever given again.
    func testAServerItemChangesItsRecordsInPlace() throws {
        let store = try StoreWriter(location: .memory)
        for record in series("FC stream") { try store.insert(record, now: 0) }
        let before = try stored(store, uid: "stream@fancal")
        var server = Array(series("FC stream (server)").dropFirst())
        server.append(record("2026-12-22", "FC stream (server)", uid: "stream@fancal"))
        XCTAssertTrue(try store.transaction {
            try store.replaceSynced([.init(uid: "stream@fancal", records: server, planned: CalendarObject.hash(of: before.map(\.value)))], now: 5)
        })
        let after = try stored(store, uid: "stream@fancal").sorted { $0.id < $1.id }
        XCTAssertEqual(after.map(\.id), [before[1].id, before[2].id, before[2].id + 1])
        XCTAssertEqual(after.map(\.title), Array(repeating: "FC stream (server)", count: 3))
        XCTAssertEqual(after.map(\.created), [0, 0, 5])
        XCTAssertEqual(after.map(\.updated), [5, 5, 5])
        XCTAssertNil(try store.record(id: before[0].id))
    }
}
