import FanCalendar
@testable import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

/// The schema's migrations and what a fancal file holds.
final class SchemaTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    private func temporaryPath() -> String {
        temporaryFolder().appendingPathComponent("fancal.db").path
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
            let store = try StoreWriter(location: .file(path))
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

    /// A store from before travel (issue #32) migrates in place: every row of the rebuilt tables
    /// kept with its id, travel's code 5 accepted where a category is stored, and the triggers
    /// made again, so day totals and the change log keep counting.
    func testTheTravelMigrationWidensEveryCategoryCheckAndKeepsTheRows() throws {
        // The version before the migration that made travel (later migrations follow it).
        let before = try XCTUnwrap(Schema.migrations.firstIndex { $0.contains("records_with_travel") })
        let path = temporaryPath()
        let raw = try Database(.file(path))
        for index in 0..<before { try raw.execute(Schema.migrations[index]) }
        try raw.execute(
            """
            INSERT INTO records (id, uid, day, title, category, amount_minor, currency, created, updated, charged_minor, charged_currency)
                VALUES (7, 'u7', 20261118, 'live', 0, 12000, 'JPY', 0, 0, NULL, NULL),
                       (9, 'u9', 20261119, 'goods', 1, 4990, 'EUR', 0, 0, 800000, 'JPY');
            INSERT INTO trips (id, uid, name, currency, created, updated) VALUES (1, 't1', 'Osaka', 'JPY', 0, 0);
            INSERT INTO trip_members (id, trip_id, position, name) VALUES (1, 1, 0, 'Rin');
            INSERT INTO trip_expenses (id, trip_id, uid, day, title, category, amount_minor, currency, split, record_id)
                VALUES (3, 1, 'e3', 20261118, 'Hotel', 0, 9000, 'JPY', 'equal', 7);
            INSERT INTO trip_payers VALUES (3, 1, 9000);
            INSERT INTO feeds (id, name, url, category) VALUES (2, 'tour', 'https://example.com/tour.ics', 0);
            INSERT INTO calendar_objects (id, uid, events, zones, tzids, sequence, derived_on, default_category,
                default_currency, derived_hash) VALUES (4, 'o4', x'00', x'', '', 0, 20261118, 4, 'JPY', 'h');
            PRAGMA application_id=\(Schema.applicationID);
            PRAGMA user_version=\(before);
            """)
        let tables = ["records": "category", "trip_expenses": "category", "feeds": "category", "calendar_objects": "default_category"]
        for (table, column) in tables {
            XCTAssertThrowsError(try raw.run("UPDATE \(table) SET \(column) = 5"), "\(table) refuses 5 before")
        }
        let store = try StoreWriter(location: .file(path))
        XCTAssertEqual(try Schema.objects(of: raw), try Schema.expectedObjects(version: Schema.currentVersion))
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.id), [7, 9])
        XCTAssertEqual(try store.records(matching: RecordFilter()).last?.charged, Money(minorUnits: 800_000, currency: .jpy))
        XCTAssertEqual(try raw.scalarInteger("SELECT record_id FROM trip_expenses WHERE id = 3"), 7)
        XCTAssertEqual(try raw.scalarInteger("SELECT count(*) FROM trip_payers WHERE expense_id = 3"), 1)
        XCTAssertEqual(try raw.scalarInteger("SELECT id FROM feeds WHERE name = 'tour'"), 2)
        XCTAssertEqual(try raw.scalarInteger("SELECT default_category FROM calendar_objects WHERE uid = 'o4'"), 4)
        XCTAssertEqual(
            try raw.scalarInteger("SELECT derived_hash IS NULL FROM calendar_objects WHERE uid = 'o4'"), 1,
            "a text hash kept before schema 20 is no fingerprint: NULL, compared field by field")
        // The other tables still refer to the rebuilt ones by their own names.
        XCTAssertEqual(
            try raw.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE sql LIKE '%with_travel%'"), 0)
        for (table, column) in tables { try raw.run("UPDATE \(table) SET \(column) = 5") }
        XCTAssertThrowsError(try raw.run("UPDATE records SET category = 6"))
        XCTAssertEqual(
            try raw.query("SELECT day, category, count FROM day_totals ORDER BY day") { [$0.integer(0), $0.integer(1), $0.integer(2)] },
            [[20_261_118, 5, 1], [20_261_119, 5, 1]], "the day totals follow the records through the new triggers")
        XCTAssertEqual(Set(try store.records(matching: RecordFilter()).map(\.category)), [.travel])
    }

    /// A store from before money days (issue #32) with won tickets migrates: each spending
    /// record counts on its phase's money day in the ticket's zone (a konbini phase on its
    /// payment deadline, a card on its result, one without either on the day its record was
    /// written), in every money total, while the record stays on the show's day.
    func testTheMoneyDayMigrationCountsWonTicketsOnTheirPaymentDays() throws {
        let path = temporaryPath()
        let raw = try Database(.file(path))
        for index in 0..<(Schema.moneyDayVersion - 1) { try raw.execute(Schema.migrations[index]) }
        // 2026-12-03 23:59 in Los Angeles is 2026-12-04 07:59 UTC; 2026-11-28 18:00 there is
        // 2026-11-29 02:00 UTC; the third record was written 2026-11-20 20:00 there.
        let payBy: Int64 = 1_796_371_140
        let result: Int64 = 1_795_917_600
        let written: Int64 = 1_795_233_600
        try raw.execute(
            """
            INSERT INTO records (id, uid, day, title, category, sub, amount_minor, currency, created, updated)
                VALUES (7, 'u7', 20270120, 'Tour', 0, 'ticket', 9350, 'JPY', \(written), 0),
                       (8, 'u8', 20270120, 'Tour', 0, 'ticket', 8000, 'JPY', \(written), 0),
                       (9, 'u9', 20270120, 'Tour', 0, 'ticket', 7000, 'JPY', \(written), 0),
                       (10, 'u10', 20270120, 'Goods', 1, NULL, 3000, 'JPY', \(written), 0);
            INSERT INTO tickets (id, uid, title, show_utc, show_has_time, zone, created, updated)
                VALUES (1, 't1', 'Tour', 1800432000, 0, 'America/Los_Angeles', 0, 0);
            INSERT INTO ticket_phases (ticket_id, position, name, state, result_utc, pay_by_utc, method, price_minor,
                count, fees_minor, currency, record_id)
                VALUES (1, 0, 'FC', 4, \(result), \(payBy), 'konbini', 9000, 1, 350, 'JPY', 7),
                       (1, 1, 'Card', 2, \(result), \(payBy), 'Card', 8000, 1, 0, 'JPY', 8),
                       (1, 2, 'Bank', 2, NULL, NULL, 'bank', 7000, 1, 0, 'JPY', 9);
            PRAGMA application_id=\(Schema.applicationID);
            PRAGMA user_version=\(Schema.moneyDayVersion - 1);
            """)
        let store = try StoreWriter(location: .file(path))
        XCTAssertEqual(try Schema.objects(of: raw), try Schema.expectedObjects(version: Schema.currentVersion))
        XCTAssertEqual(
            try [7, 8, 9, 10].map { try store.moneyDay(recordID: $0) },
            [CivilDate(iso: "2026-12-03"), CivilDate(iso: "2026-11-28"), CivilDate(iso: "2026-11-20"), nil])
        XCTAssertEqual(try raw.scalarInteger("SELECT won_utc FROM ticket_phases WHERE name = 'FC'"), written)
        func total(_ from: String, _ to: String) throws -> Int64 {
            try store.total(
                matching: RecordFilter(from: CivilDate(iso: from)!, to: CivilDate(iso: to)!), currency: .jpy
            ).amount.minorUnits
        }
        XCTAssertEqual(try total("2026-12-01", "2026-12-31"), 9350)
        XCTAssertEqual(try total("2026-11-01", "2026-11-30"), 15000)
        XCTAssertEqual(try total("2027-01-01", "2027-01-31"), 3000, "only the goods count on the show's day")
        let months = try store.spendingTotals(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2027-12-31")!)
        XCTAssertEqual(months.map { [$0.year, $0.month, Int($0.amount.minorUnits)] }, [[2026, 11, 15000], [2026, 12, 9350], [2027, 1, 3000]])
        XCTAssertEqual(
            try store.spendingByDay(from: CivilDate(iso: "2026-12-01")!, to: CivilDate(iso: "2026-12-31")!).map(\.date),
            [CivilDate(iso: "2026-12-03")!])
        XCTAssertEqual(
            try store.records(matching: RecordFilter(from: CivilDate(iso: "2027-01-20")!, to: CivilDate(iso: "2027-01-20")!)).count, 4,
            "the records stay on the show's day")
        XCTAssertEqual(
            try store.startingTotals(from: CivilDate(iso: "2027-01-20")!, to: CivilDate(iso: "2027-01-20")!).map(\.count).reduce(0, +), 4,
            "and so do the calendar's marks")
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
        _ = try StoreWriter(location: .file(path))
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
