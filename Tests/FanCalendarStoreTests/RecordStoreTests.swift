import FanCalendar
@testable import FanCalendarStore
import FanCalendarZoneInfo
import Foundation
import TestSupport
import XCTest

final class RecordStoreTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func record(_ date: String, _ title: String, _ category: Category = .live, amount: Int64 = 1000,
                currency: Currency = .jpy, uid: String? = nil, artist: String? = nil, sub: String? = nil) -> Record {
        Record(uid: uid ?? UUID().uuidString, date: CivilDate(iso: date)!, title: title, category: category,
               sub: sub, artist: artist, amount: Money(minorUnits: amount, currency: currency))
    }

    func temporaryPath() -> String {
        temporaryFolder().appendingPathComponent("nested/fancal.db").path
    }

    func testInsertReadUpdateDeleteRoundTripEveryField() throws {
        let store = try StoreWriter(location: .memory)
        var original = record("2026-12-24", "冬のライブ 🎄", artist: "Aoi", sub: "ticket")
        original.start = ZonedDateTime(date: original.date, time: CivilTime(hour: 18, minute: 0)!, zone: "Asia/Tokyo")
        original.end = ZonedDateTime(date: original.date, time: CivilTime(hour: 21, minute: 0)!, zone: "Asia/Tokyo")
        original.venue = "Tokyo Dome"
        original.memo = "line 1\nline 2"
        original.recurrenceID = "2026-12-24T18:00:00"
        original.sequence = 3
        let saved = try store.insert(original, now: 1_000)
        let read = try XCTUnwrap(try store.record(id: saved.id))
        XCTAssertEqual(read, saved)
        XCTAssertTrue(read.value.hasSameContent(as: original))

        var changed = read
        changed.title = "changed"
        changed.amount = Money(minorUnits: 4990, currency: Currency(code: "EUR")!)
        try store.update(changed, now: 2_000)
        XCTAssertEqual(try store.record(id: saved.id)?.title, "changed")
        XCTAssertEqual(try store.record(id: saved.id)?.updated, 2_000)
        XCTAssertEqual(try store.record(id: saved.id)?.created, 1_000)

        try store.delete(ids: [saved.id])
        XCTAssertNil(try store.record(id: saved.id))
    }

    func testUIDAndRecurrenceIDAreUnique() throws {
        let store = try StoreWriter(location: .memory)
        try store.insert(record("2026-01-01", "a", uid: "same"), now: 0)
        XCTAssertThrowsError(try store.insert(record("2026-01-02", "b", uid: "same"), now: 0))
        var occurrence = record("2026-01-08", "c", uid: "same")
        occurrence.recurrenceID = "2026-01-08"
        XCTAssertNoThrow(try store.insert(occurrence, now: 0))
        XCTAssertThrowsError(try store.insert(occurrence, now: 0))
        XCTAssertEqual(try store.record(uid: "same", recurrenceID: "2026-01-08")?.record.title, "c")
        XCTAssertEqual(try store.record(uid: "same", recurrenceID: nil)?.record.title, "a")
        XCTAssertEqual(try store.count(), 2)
    }

    func testTransactionsRollBackOnError() throws {
        let store = try StoreWriter(location: .memory)
        struct Boom: Error {}
        XCTAssertThrowsError(try store.transaction {
            try store.insert(self.record("2026-01-01", "a"), now: 0)
            try store.insert(self.record("2026-01-02", "b"), now: 0)
            throw Boom()
        })
        XCTAssertEqual(try store.count(), 0)
    }

    func testDeleteIsAllOrNothing() throws {
        let store = try StoreWriter(location: .memory)
        let saved = try store.insert(record("2026-01-01", "a"), now: 0)
        XCTAssertThrowsError(try store.delete(ids: [saved.id, 999]))
        XCTAssertEqual(try store.count(), 1)
    }

    func testFiltersByRangeCategoryArtistAndText() throws {
        let store = try StoreWriter(location: .memory)
        try store.insert(record("2025-12-31", "old year", .goods, artist: "Aoi"), now: 0)
        try store.insert(record("2026-01-01", "new year live", .live, artist: "aoi"), now: 0)
        try store.insert(record("2026-06-15", "50% off_sale", .goods, artist: "Ren"), now: 0)
        try store.insert(record("2026-12-31", "配信ライブ", .streaming), now: 0)
        let year = RecordFilter.year(2026)!
        XCTAssertEqual(try store.records(matching: RecordFilter(from: year.from, to: year.to)).map(\.title),
                       ["new year live", "50% off_sale", "配信ライブ"])
        XCTAssertEqual(try store.records(matching: RecordFilter(category: .goods)).map(\.title), ["old year", "50% off_sale"])
        XCTAssertEqual(try store.records(matching: RecordFilter(artists: ["AOI"])).map(\.title), ["old year", "new year live"])
        XCTAssertEqual(try store.records(matching: RecordFilter(search: "ライブ")).map(\.title), ["配信ライブ"])
        XCTAssertEqual(try store.records(matching: RecordFilter(search: "%")).map(\.title), ["50% off_sale"])
        XCTAssertEqual(try store.records(matching: RecordFilter(search: "_")).map(\.title), ["50% off_sale"])
        XCTAssertEqual(try store.records(matching: RecordFilter(search: "LIVE")).map(\.title), ["new year live"])
        XCTAssertEqual(try store.records(matching: RecordFilter(search: "' OR 1=1 --")).count, 0)
    }

    func testSpendingGroupsWithoutMixingCurrencies() throws {
        let store = try StoreWriter(location: .memory)
        let eur = Currency(code: "EUR")!
        try store.insert(record("2026-01-05", "a", .live, amount: 1000, artist: "Aoi"), now: 0)
        try store.insert(record("2026-01-20", "b", .live, amount: 2000, artist: "Aoi"), now: 0)
        try store.insert(record("2026-01-21", "c", .live, amount: 4990, currency: eur, artist: "Aoi"), now: 0)
        try store.insert(record("2026-02-01", "d", .goods, amount: 500), now: 0)
        try store.insert(record("2027-01-01", "next year", .goods, amount: 7), now: 0)
        let rows = try store.spending(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2026-12-31")!)
        let summary = Set(rows.map { "\($0.year)-\($0.month) \($0.category) \($0.artist ?? "-") \($0.amount.minorUnits) \($0.amount.currency.code) \($0.count)" })
        XCTAssertEqual(summary, ["2026-1 live Aoi 3000 JPY 2", "2026-1 live Aoi 4990 EUR 1", "2026-2 goods - 500 JPY 1"])
        let largest = try store.largestRecords(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2026-12-31")!)
        XCTAssertEqual(largest.map(\.title), ["c", "b"])
        let both = try store.spendingAndLargest(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2026-12-31")!)
        XCTAssertEqual(both.rows, rows)
        XCTAssertEqual(both.largest, largest)
        let totals = try store.spendingTotals(from: CivilDate(iso: "2026-01-01")!, to: CivilDate(iso: "2026-12-31")!)
        XCTAssertEqual(Set(totals.map { "\($0.month) \($0.category) \($0.sub ?? "-") \($0.amount.minorUnits) \($0.amount.currency.code) \($0.count)" }),
                       ["1 live - 3000 JPY 2", "1 live - 4990 EUR 1", "2 goods - 500 JPY 1"])
    }

    func testRecordsByIDComeInTheOrderAskedAcrossStatements() throws {
        let store = try StoreWriter(location: .memory)
        var ids: [Int64] = []
        for index in 0..<450 {
            ids.append(try store.insert(record("2026-01-01", "r\(index)"), now: 0).id)
        }
        // More than one statement's worth, backwards, with a repeat and an id not stored.
        let asked = ids.reversed() + [ids[7], 999_999]
        XCTAssertEqual(try store.records(ids: Array(asked)).map(\.title), ids.indices.reversed().map { "r\($0)" } + ["r7"])
        XCTAssertEqual(try store.records(ids: []), [])
    }

    func testTotalsFromDayTotalsEqualTheRecordsSummed() throws {
        let store = try StoreWriter(location: .memory)
        let eur = Currency(code: "EUR")!
        for (index, (day, category, amount, currency)) in [
            ("2026-01-05", Category.live, 1000, Currency.jpy), ("2026-01-05", .live, 2000, .jpy), ("2026-01-20", .goods, 300, .jpy),
            ("2026-01-20", .goods, 499, eur), ("2026-03-01", .live, 7, .jpy), ("2027-01-01", .live, 5, .jpy),
        ].enumerated() {
            try store.insert(record(day, "t\(index)", category, amount: Int64(amount), currency: currency, artist: "Aoi"), now: 0)
        }
        let (from, to) = (CivilDate(iso: "2026-01-01")!, CivilDate(iso: "2026-12-31")!)
        let fromTotals = try store.spendingTotals(from: from, to: to)
        // An artist filter reads the records themselves.
        let fromRecords = try store.spendingTotals(from: from, to: to, artists: ["Aoi"])
        XCTAssertEqual(fromTotals, fromRecords)
        XCTAssertEqual(fromTotals.map { "\($0.month) \($0.category) \($0.amount) \($0.count)" }.count, 4)
        XCTAssertEqual(try store.spendingTotals(from: from, to: to, category: .goods).map(\.count), [1, 1])
    }

    func testCreatesPrivateFilesAndFoldersAndReopens() throws {
        let path = temporaryPath()
        do {
            let store = try StoreWriter(location: .file(path))
            try store.insert(record("2026-01-01", "kept"), now: 0)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folder = (path as NSString).deletingLastPathComponent
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder)
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        let reopened = try StoreWriter(location: .file(path))
        XCTAssertEqual(try reopened.count(), 1)
    }

    func testRefusesFilesThatAreNotFancalDatabases() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("this is a text file, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try StoreWriter(location: .file(path))) { error in
            guard case .notADatabase = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "this is a text file, not a database\n")

        let foreign = temporaryPath() + ".other"
        try FileManager.default.createDirectory(
            atPath: (foreign as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let other = try Database(.file(foreign))
        try other.execute("CREATE TABLE notes (body TEXT)")
        XCTAssertThrowsError(try StoreWriter(location: .file(foreign))) { error in
            guard case .foreignDatabase = error as? StoreError else { return XCTFail("\(error)") }
        }
    }

    func testRefusesANewerSchemaWithoutChangingIt() throws {
        let path = temporaryPath()
        _ = try StoreWriter(location: .file(path))
        let raw = try Database(.file(path))
        try raw.execute("PRAGMA user_version=99")
        XCTAssertThrowsError(try StoreWriter(location: .file(path))) { error in
            guard case .newerSchema(_, 99, Schema.currentVersion) = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try raw.scalarInteger("PRAGMA user_version"), 99)
    }

    func testUsesWriteAheadLogging() throws {
        let path = temporaryPath()
        _ = try StoreWriter(location: .file(path))
        let raw = try Database(.file(path))
        XCTAssertEqual(try raw.query("PRAGMA journal_mode") { $0.text(0) }, ["wal"])
    }

    // MARK: - Calendars

    /// `day_totals` is kept by triggers: after any mix of inserts, edits, imports and deletes it
    /// must equal the sums over the records themselves, empty groups removed, as must the sums
    /// of one artist's records, which are read from the records.
    func testDayTotalsFollowEveryChange() throws {
        let store = try StoreWriter(location: .memory)
        var random = SeededRandom(seed: 2026_11_29)
        let currencies = [Currency.jpy, Currency(code: "EUR")!, Currency(code: "KRW")!]
        var saved: [Stored<Record>] = []
        for step in 0..<400 {
            switch saved.isEmpty ? 0 : Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let day = String(format: "2026-11-%02d", Int.random(in: 1...5, using: &random))
                saved.append(try store.insert(
                    record(day, "r\(step)", Category.allCases.randomElement(using: &random)!,
                           amount: Int64.random(in: 0...5_000, using: &random),
                           currency: currencies.randomElement(using: &random)!,
                           artist: ["LUNA", "luna", "BTS", nil].randomElement(using: &random)!), now: 0))
            case 5..<8:
                let index = Int.random(in: saved.indices, using: &random)
                saved[index].date = CivilDate(iso: String(format: "2026-11-%02d", Int.random(in: 1...5, using: &random)))!
                saved[index].amount = Money(minorUnits: Int64.random(in: 0...5_000, using: &random), currency: saved[index].amount.currency)
                saved[index].category = Category.allCases.randomElement(using: &random)!
                try store.update(saved[index], now: 0)
            default:
                let index = Int.random(in: saved.indices, using: &random)
                try store.delete(ids: [saved.remove(at: index).id])
            }
        }
        let november = (from: CivilDate(iso: "2026-11-01")!, to: CivilDate(iso: "2026-11-30")!)
        XCTAssertEqual(Set(try store.startingTotals(from: november.from, to: november.to)), sums(of: saved))
        XCTAssertEqual(try store.spans(from: november.from, to: november.to), [])
        XCTAssertEqual(
            Set(try store.startingTotals(from: november.from, to: november.to, artists: ["Luna"])),
            sums(of: saved.filter { $0.artist?.lowercased() == "luna" }))
    }

    /// The totals per day, category and currency of records, each counted on its day.
    private func sums(of records: [Stored<Record>]) -> Set<DayTotal> {
        var expected: [String: DayTotal] = [:]
        for record in records {
            let key = "\(record.date) \(record.category) \(record.amount.currency.code)"
            var total = expected[key] ?? DayTotal(
                date: record.date, category: record.category, amount: .zero(record.amount.currency), count: 0)
            total.amount = Money(minorUnits: total.amount.minorUnits + record.amount.minorUnits, currency: record.amount.currency)
            total.count += 1
            expected[key] = total
        }
        return Set(expected.values)
    }

    func testSpanningRecordsMarkTheirLaterDaysInsideTheRange() throws {
        let store = try StoreWriter(location: .memory)
        var festival = record("2026-10-30", "festival", .live, amount: 9000)
        festival.lastDate = CivilDate(iso: "2026-11-02")
        _ = try store.insert(festival, now: 0)
        _ = try store.insert(record("2026-11-01", "goods", .goods, amount: 500), now: 0)
        let november = CivilDate(iso: "2026-11-01")!...CivilDate(iso: "2026-11-30")!
        let starting = try store.startingTotals(from: november.lowerBound, to: november.upperBound)
        XCTAssertEqual(starting.map(\.date), [CivilDate(iso: "2026-11-01")!])
        XCTAssertEqual(starting.map(\.amount.minorUnits), [500], "the festival's amount counts on its first day, in October")
        let spans = try store.spans(from: november.lowerBound, to: november.upperBound)
        XCTAssertEqual(spans.map(\.lastDate), [CivilDate(iso: "2026-11-02")!])
        let laterDays = DayTotal.laterDays(of: spans, within: november)
        XCTAssertEqual(laterDays.map(\.date.description), ["2026-11-01", "2026-11-02"])
        XCTAssertEqual(Set(laterDays.map(\.count)), [1])
    }

    /// Spans of every length class (a day to several years, across month and year ends), and
    /// ranges anywhere: the later days found through `records_spanning`'s windows are exactly
    /// those of every record with `day <= to AND last_day >= from`, as a scan finds them.
    func testSpanningRecordsOfEveryLengthAreFoundForAnyRange() throws {
        let store = try StoreWriter(location: .memory)
        var random = SeededRandom(seed: 2026_12_01)
        let origin = CivilDate(iso: "2020-01-01")!
        var saved: [Stored<Record>] = []
        for step in 0..<600 {
            var spanning = record(
                origin.adding(days: Int.random(in: 0...2_500, using: &random)).description, "s\(step)",
                amount: Int64.random(in: 0...9_000, using: &random))
            let length = [1, 3, 12, 40, 200, 500, 1_500].randomElement(using: &random)!
            spanning.lastDate = spanning.date.adding(days: Int.random(in: 1...length, using: &random))
            saved.append(try store.insert(spanning, now: 0))
        }
        for index in stride(from: 0, to: saved.count, by: 7) {
            saved[index].lastDate = saved[index].date.adding(days: Int.random(in: 1...90, using: &random))
            try store.update(saved[index], now: 0)
        }
        let deleted = Set(saved.indices.filter { $0 % 11 == 0 }.map { saved[$0].id })
        try store.delete(ids: Array(deleted))
        saved.removeAll { deleted.contains($0.id) }
        for _ in 0..<40 {
            let from = origin.adding(days: Int.random(in: -30...2_800, using: &random))
            let to = from.adding(days: Int.random(in: 0...400, using: &random))
            let expected = saved.filter { $0.date <= to && $0.lastDate! >= from }.map { CalendarEntry($0.value, key: $0.id) }
            let found = try store.spans(from: from, to: to)
            XCTAssertEqual(found.count, expected.count, "\(from)...\(to)")
            XCTAssertEqual(Set(found), Set(expected), "\(from)...\(to)")
        }
    }

    /// A store of schema 4 (`records_spanning` on `(day, last_day)`) gets the index by length
    /// class when it opens, built from the spans it already holds.
    func testSpansOfAStoreBeforeTheLengthClassIndexAreFoundAfterTheMigration() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let raw = try Database(.file(path))
        for migration in Schema.migrations.prefix(4) { try raw.execute(migration) }
        try raw.execute(
            """
            INSERT INTO records (uid, day, last_day, title, category, amount_minor, currency, created, updated)
                VALUES ('tour', 20260110, 20261231, 'tour', 0, 5000, 'JPY', 0, 0),
                       ('pass', 20261120, 20261202, 'pass', 3, 700, 'EUR', 0, 0);
            PRAGMA application_id=1178684995;
            PRAGMA user_version=4;
            """)
        let store = try StoreWriter(location: .file(path))
        let november = try store.spans(from: CivilDate(iso: "2026-11-01")!, to: CivilDate(iso: "2026-11-30")!)
        XCTAssertEqual(november.map(\.date.description).sorted(), ["2026-01-10", "2026-11-20"])
        // The look-up seeks by length class, then by day, as `RecordStore.spans` words it.
        let plan = try store.database.query(
            """
            EXPLAIN QUERY PLAN
            SELECT id, day, last_day, category, currency, amount_minor FROM records INDEXED BY records_spanning
            WHERE last_day > day AND length(last_day - day) = ?1 AND day BETWEEN ?2 AND ?3 AND last_day >= ?4
            """) { $0.text(3) }
        XCTAssertEqual(plan.count, 1)
        XCTAssertTrue(plan[0].contains("COVERING INDEX records_spanning (<expr>=?"), plan[0])
    }

    func testAgendaIDsAreADaysFirstRecordsAllDayFirstThenByStartFromTheIndex() throws {
        let path = temporaryPath()
        let store = try StoreWriter(location: .file(path))
        var late = record("2026-11-18", "late")
        late.start = ZonedDateTime(instant: 1_795_050_000, zone: "Asia/Tokyo")
        var early = record("2026-11-18", "early")
        early.start = ZonedDateTime(instant: 1_795_000_000, zone: "Asia/Tokyo")
        var timedGoods = record("2026-11-18", "signing", .goods)
        timedGoods.start = ZonedDateTime(instant: 1_794_990_000, zone: "Asia/Tokyo")
        let saved = try [
            late, record("2026-11-18", "all day"), early, record("2026-11-19", "next day"),
            record("2026-11-18", "cheap", .goods, amount: 500), timedGoods, record("2026-11-18", "dear", .cdDVD, amount: 9_000),
            record("2026-11-18", "tie", .goods, amount: 500),
        ].map { try store.insert($0, now: 0) }
        let day = CivilDate(iso: "2026-11-18")!
        XCTAssertEqual(try store.agendaIDs(on: day, limit: 2), [saved[1].id, saved[2].id])
        // Live by start (all day first), timed by start, then by amount, largest first, ties by id.
        XCTAssertEqual(
            try store.agendaIDs(on: day, limit: 9), [1, 2, 0, 5, 6, 4, 7].map { saved[$0].id })
        XCTAssertEqual(try store.agendaIDs(on: day, limit: 5), [1, 2, 0, 5, 6].map { saved[$0].id })
        let entries = saved.filter { $0.date == day }.map { CalendarEntry($0.value, key: $0.id) }
        XCTAssertEqual(
            try store.agendaIDs(on: day, limit: 9), entries.sorted(by: AgendaSelection.isChosen).map(\.key),
            "the order AgendaSelection chooses in")
        // The first two ranks are read in the index's order; only the untimed records are sorted.
        let database = try Database(.file(path))
        for (rank, sql) in RecordStore.agendaRanks.enumerated() {
            let plan = try database.query("EXPLAIN QUERY PLAN " + sql, [.integer(20261118), .integer(9)]) { $0.text(3) }
            XCTAssertTrue(plan[0].hasPrefix("SEARCH records USING COVERING INDEX records_by_day (day=?"), "\(rank): \(plan)")
            XCTAssertEqual(plan.contains { $0.contains("TEMP B-TREE") }, rank == 2, "\(rank): \(plan)")
        }
    }

    func testRecordsByIdKeepTheOrderGivenAndSkipUnknownIds() throws {
        let store = try StoreWriter(location: .memory)
        let saved = try ["2026-01-01", "2026-01-02", "2026-01-03"].map { try store.insert(record($0, $0), now: 0) }
        let ids = [saved[2].id, 999, saved[0].id]
        XCTAssertEqual(try store.records(ids: ids).map(\.title), ["2026-01-03", "2026-01-01"])
    }

    func testVersionOneDatabasesGainTheDayTotalsAndKeepTheirRecords() throws {
        let path = temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let raw = try Database(.file(path))
        try raw.execute(
            """
            CREATE TABLE records (
                id INTEGER PRIMARY KEY, uid TEXT NOT NULL, recurrence_id TEXT NOT NULL DEFAULT '',
                day INTEGER NOT NULL, last_day INTEGER, start_utc INTEGER, end_utc INTEGER, zone TEXT,
                title TEXT NOT NULL, category INTEGER NOT NULL CHECK (category BETWEEN 0 AND 4), sub TEXT,
                artist TEXT, venue TEXT, memo TEXT,
                amount_minor INTEGER NOT NULL DEFAULT 0 CHECK (amount_minor >= 0), currency TEXT NOT NULL,
                sequence INTEGER NOT NULL DEFAULT 0, last_modified INTEGER, created INTEGER NOT NULL,
                updated INTEGER NOT NULL, UNIQUE (uid, recurrence_id));
            CREATE INDEX records_by_day_totals ON records (day, category, currency, amount_minor, sub, artist);
            INSERT INTO records (uid, day, title, category, amount_minor, currency, created, updated)
                VALUES ('u1', 20261118, 'live', 0, 12000, 'JPY', 0, 0);
            PRAGMA application_id=1178684995;
            PRAGMA user_version=1;
            """)
        let store = try StoreWriter(location: .file(path))
        XCTAssertEqual(try store.records(matching: RecordFilter()).map(\.title), ["live"])
        XCTAssertEqual(try raw.scalarInteger("PRAGMA user_version"), Int64(Schema.currentVersion))
        XCTAssertEqual(
            try raw.query("SELECT name FROM sqlite_schema WHERE type = 'index' AND name LIKE 'records_%' ORDER BY name") {
                $0.text(0)
            },
            ["records_by_day", "records_by_money_day", "records_charged", "records_spanning"])
        XCTAssertEqual(
            try store.startingTotals(from: CivilDate(iso: "2026-11-01")!, to: CivilDate(iso: "2026-11-30")!),
            [DayTotal(date: CivilDate(iso: "2026-11-18")!, category: .live, amount: Money(minorUnits: 12000, currency: .jpy), count: 1)])
    }
}
