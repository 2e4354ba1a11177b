import FanCalendar
@testable import FanCalendarStore
import Foundation
import TestSupport
import XCTest

/// Record ids are never given again, and the links of feeds, tickets and trips to a record are
/// cleared when it is deleted, and linked again when undo puts it back (issue #28).
final class RecordIdentityStoreTests: XCTestCase {
    private func temporaryPath() -> String {
        temporaryFolder().appendingPathComponent("fancal.db").path
    }

    private func record(_ title: String, uid: String) -> Record {
        Record(uid: uid, date: CivilDate(iso: "2026-12-24")!, title: title, category: .live, amount: Money(minorUnits: 1000, currency: .jpy))
    }

    /// The record each link names: feed event, ticket phase, trip expense (nil: cleared).
    private func links(_ raw: Database) throws -> [Int64?] {
        try ["feed_items", "ticket_phases", "trip_expenses"].map { table in
            try raw.query("SELECT record_id FROM \(table)") { $0.optionalInteger(0) }.first ?? nil
        }
    }

    private func link(_ raw: Database, to id: Int64) throws {
        try raw.execute(
            """
            INSERT INTO feeds (id, name, url) VALUES (1, 'tour', 'https://example.com/tour.ics');
            INSERT INTO feed_items (feed_id, uid, record_id, hash) VALUES (1, 'show', \(id), 'h');
            INSERT INTO tickets (id, uid, title, show_utc, show_has_time, zone, created, updated)
                VALUES (1, 't1', 'Show', 0, 0, 'Asia/Tokyo', 0, 0);
            INSERT INTO ticket_phases (ticket_id, position, name, state, count, fees_minor, currency, record_id)
                VALUES (1, 0, 'FC', 3, 1, 0, 'JPY', \(id));
            INSERT INTO trips (id, uid, name, currency, created, updated) VALUES (1, 'trip', 'Osaka', 'JPY', 0, 0);
            INSERT INTO trip_expenses (id, trip_id, uid, day, title, category, amount_minor, currency, split, record_id)
                VALUES (3, 1, 'e3', 20261224, 'Hotel', 0, 9000, 'JPY', 'equal', \(id));
            """)
    }

    func testADeletedRecordsIdIsNeverGivenAgain() throws {
        let store = try StoreWriter(location: .memory)
        let first = try store.insert(record("One", uid: "u1"), now: 0)
        let second = try store.insert(record("Two", uid: "u2"), now: 0)
        try store.delete(ids: [second.id])
        XCTAssertEqual(try store.insert(record("Three", uid: "u3"), now: 0).id, second.id + 1)
        try store.delete(ids: [first.id, second.id + 1])
        XCTAssertEqual(try store.insert(record("Four", uid: "u4"), now: 0).id, second.id + 2, "not even in an empty store")
    }

    /// An import that finds an event stored already uses up no id: ids stay dense.
    func testAnImportOfStoredEventsUsesUpNoId() throws {
        let store = try StoreWriter(location: .memory)
        for _ in 0..<3 { _ = try store.store(imported: record("Show", uid: "show"), lastModified: nil, now: 0) }
        XCTAssertEqual(try store.insert(record("Next", uid: "next"), now: 0).id, 2)
    }

    /// Deleting a record clears every link to it, whoever deletes (SQL by hand too); the rows
    /// that held the links stay (a feed event deleted here stays deleted). Undo of the deletion
    /// puts the record back with its id and the links with it.
    func testDeletingARecordClearsItsLinksAndUndoLinksItAgain() throws {
        let path = temporaryPath()
        let store = try StoreWriter(location: .file(path))
        let raw = try Database(.file(path))
        let id = try store.insert(record("Show", uid: "show"), now: 0).id
        try link(raw, to: id)
        XCTAssertEqual(try links(raw), [id, id, id])

        try store.recordingChange(.delete, now: 1) { try store.delete(ids: [id]) }
        XCTAssertEqual(try links(raw), [nil, nil, nil])
        XCTAssertEqual(try raw.scalarInteger("SELECT count(*) FROM feed_items"), 1)
        XCTAssertEqual(try store.undo(nil, naming: 5).restored.map(\.id), [id])
        XCTAssertEqual(try links(raw), [id, id, id])

        // Undo of an edit sets the record back in place: its links stay.
        var edited = try XCTUnwrap(try store.record(id: id))
        edited.title = "Show (moved)"
        edited.amount = Money(minorUnits: 2000, currency: .jpy)
        try store.recordingChange(.edit, now: 2) { try store.update(edited, now: 2) }
        XCTAssertEqual(try store.undo(nil, naming: 5).restored.map(\.id), [id])
        XCTAssertEqual(try store.record(id: id)?.title, "Show")
        XCTAssertEqual(try raw.scalarInteger("SELECT amount_minor FROM day_totals"), 1000)
        XCTAssertEqual(try links(raw), [id, id, id])

        try raw.run("DELETE FROM records")
        XCTAssertEqual(try links(raw), [nil, nil, nil])
    }

    /// A store of the version before migrates in place: every record kept with its id, the next
    /// id past every id the store named (in a link or the undo log), links to records gone
    /// cleared, the other links kept, and sync setups told apart from syncs.
    func testTheMigrationKeepsEveryRecordAndIdAndClearsDanglingLinks() throws {
        let before = try XCTUnwrap(Schema.migrations.firstIndex { $0.contains("AUTOINCREMENT") })
        let path = temporaryPath()
        let raw = try Database(.file(path))
        for index in 0..<before { try raw.execute(Schema.migrations[index]) }
        try link(raw, to: 8)
        try raw.execute(
            """
            INSERT INTO records (id, uid, day, title, category, amount_minor, currency, created, updated)
                VALUES (3, 'u3', 20261118, 'live', 0, 12000, 'JPY', 0, 0), (8, 'show', 20261224, 'Show', 5, 900, 'EUR', 0, 0);
            UPDATE ticket_phases SET record_id = 5;
            INSERT INTO changes (id, kind, at, subject, deleted) VALUES (1, 'sync', 0, 'setup https://dav.example/fan/', 0),
                (2, 'delete', 0, NULL, 1), (3, 'sync', 0, NULL, 2);
            INSERT INTO change_records (change_id, record_id, action) VALUES (2, 12, 'deleted');
            PRAGMA application_id=\(Schema.applicationID);
            PRAGMA user_version=\(before);
            """)
        let store = try StoreWriter(location: .file(path))
        XCTAssertEqual(try Schema.objects(of: raw), try Schema.expectedObjects(version: Schema.currentVersion))
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.id), [3, 8])
        XCTAssertEqual(
            try raw.query("SELECT day, category, currency, count FROM day_totals ORDER BY day") { [$0.integer(0), $0.integer(1), $0.integer(3)] },
            [[20_261_118, 0, 1], [20_261_224, 5, 1]])
        XCTAssertEqual(try links(raw), [8, nil, 8], "the ticket's link named a record no longer there")
        XCTAssertEqual(
            try store.changes().map { "\($0.kind.rawValue) \($0.subject ?? "")" }, ["sync ", "delete ", "sync setup https://dav.example/fan/"])
        XCTAssertEqual(try store.insert(record("New", uid: "new"), now: 0).id, 13)
        try store.delete(ids: [8])
        XCTAssertEqual(try links(raw), [nil, nil, nil])
        XCTAssertEqual(try raw.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE sql LIKE '%records_autoincrement%' OR sql LIKE '%feed_items_nullable%'"), 0)
    }
}
