import FanCalendar
@testable import FanCalendarStore
import Foundation
import XCTest

/// The schema's migrations and what a fancal file holds.
final class SchemaTests: XCTestCase {
    private func temporaryPath() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-schema-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("fancal.db").path
    }

    func testTheApplicationIDSpellsFANC() {
        XCTAssertEqual(Schema.applicationID, 1_178_684_995)
        let bytes = withUnsafeBytes(of: UInt32(Schema.applicationID).bigEndian) { Array($0) }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "FANC")
    }

    func testEveryMigrationAddsToTheSchema() throws {
        XCTAssertEqual(Schema.currentVersion, Schema.migrations.count)
        XCTAssertEqual(try Schema.expectedObjects(version: 0), [])
        var previous: [Schema.Object] = []
        for version in 1...Schema.currentVersion {
            let objects = try Schema.expectedObjects(version: version)
            XCTAssertNotEqual(objects, previous, "migration \(version) changes nothing")
            previous = objects
        }
    }

    func testTheFirstVersionsHoldTheRecordsAndThenTheDayTotals() throws {
        let first = try Schema.expectedObjects(version: 1).map(\.name)
        XCTAssertEqual(first, ["records_by_day_totals", "sqlite_autoindex_records_1", "records"])
        let second = Set(try Schema.expectedObjects(version: 2).map(\.name))
        XCTAssertTrue(
            ["day_totals", "records_by_day", "records_spanning", "records_add_to_day_totals",
             "records_remove_from_day_totals", "records_move_in_day_totals"].allSatisfy(second.contains), "\(second)")
        XCTAssertFalse(second.contains("records_by_day_totals"), "version 2 drops the first index")
    }

    /// A file of every earlier version, with a record in it from version 1 on, migrates to the
    /// current schema: the same objects as a new file, the same SQL, the record kept and counted.
    func testMigrationsInOrderBringEveryVersionToTheCurrentOne() throws {
        let current = try Schema.expectedObjects(version: Schema.currentVersion)
        for version in 0..<Schema.currentVersion {
            let path = temporaryPath()
            let raw = try Database(.file(path))
            for index in 0..<version { try raw.execute(Schema.migrations[index]) }
            if version >= 1 {
                try raw.run(
                    """
                    INSERT INTO records (uid, day, title, category, amount_minor, currency, created, updated)
                        VALUES ('u1', 20261118, 'live', 0, 12000, 'JPY', 0, 0)
                    """)
                try raw.execute("PRAGMA application_id=\(Schema.applicationID); PRAGMA user_version=\(version)")
            }
            let store = try RecordStore(location: .file(path))
            XCTAssertEqual(try Schema.objects(of: raw), current, "from version \(version)")
            XCTAssertEqual(try raw.scalarInteger("PRAGMA user_version"), Int64(Schema.currentVersion))
            XCTAssertEqual(try raw.scalarInteger("PRAGMA application_id"), Schema.applicationID)
            XCTAssertEqual(try store.count(), version >= 1 ? 1 : 0, "from version \(version)")
            if version >= 1 {
                XCTAssertEqual(
                    try raw.query("SELECT day, category, currency, amount_minor, count FROM day_totals") {
                        [$0.integer(0), $0.integer(1), $0.integer(4), $0.integer(3)]
                    }, [[20_261_118, 0, 1, 12_000]], "from version \(version): the day totals hold the old record")
            }
        }
    }

    func testMigrateSetsTheVersionAndTheApplicationID() throws {
        let database = try Database(.memory)
        try database.inTransaction { try Schema.migrate(database, from: 0) }
        XCTAssertEqual(try database.scalarInteger("PRAGMA user_version"), Int64(Schema.currentVersion))
        XCTAssertEqual(try database.scalarInteger("PRAGMA application_id"), Schema.applicationID)
        XCTAssertEqual(try Schema.objects(of: database), try Schema.expectedObjects(version: Schema.currentVersion))
    }

    func testExpectedObjectsAreWhatAFreshFileHolds() throws {
        let path = temporaryPath()
        _ = try RecordStore(location: .file(path))
        let raw = try Database(.file(path), readOnly: true)
        let objects = try Schema.objects(of: raw)
        XCTAssertEqual(objects, try Schema.expectedObjects(version: Schema.currentVersion))
        XCTAssertTrue(objects.contains { $0.type == "table" && $0.name == "records" && $0.sql?.contains("UNIQUE (uid, recurrence_id)") == true })
        XCTAssertEqual(try raw.scalarInteger("PRAGMA user_version"), Int64(Schema.currentVersion))
        XCTAssertEqual(try raw.scalarInteger("PRAGMA application_id"), Schema.applicationID)
    }

    func testObjectsAreListedSortedByTypeThenName() throws {
        let objects = try Schema.expectedObjects(version: Schema.currentVersion)
        let keys = objects.map { [$0.type, $0.name] }
        XCTAssertEqual(keys, keys.sorted { $0.lexicographicallyPrecedes($1) })
        XCTAssertEqual(Set(objects.map(\.type)), ["index", "table", "trigger"])
        // SQLite's own indexes have no SQL; every object fancal made has its text.
        XCTAssertTrue(objects.allSatisfy { ($0.sql == nil) == $0.name.hasPrefix("sqlite_autoindex_") }, "\(objects)")
    }
}
