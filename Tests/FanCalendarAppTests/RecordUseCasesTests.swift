import FanCalendar
import FanCalendarApp
import FanCalendarStore
import FanCalendarZoneInfo
import XCTest

final class RecordUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testAddThenEditMovesATimedRecordAndKeepsItsWallTimes() throws {
        let store = try StoreWriter(location: .memory)
        var changes = RecordChanges()
        changes.date = CivilDate(iso: "2026-12-24")
        changes.title = "Winter live"
        changes.amountText = "12,000"
        changes.time = .some((CivilTime(hour: 18, minute: 0)!, CivilTime(hour: 21, minute: 0)!))
        let added = try RecordUseCases.add(changes, home: .jpy, homeZone: "Asia/Tokyo", now: 1, store: { store })
        XCTAssertEqual(added.amount, Money(minorUnits: 12_000, currency: .jpy))
        XCTAssertTrue(added.uid.hasSuffix("@fancal"))

        var move = RecordChanges()
        move.date = CivilDate(iso: "2026-12-25")
        let edited = try RecordUseCases.edit(id: added.id, move, homeZone: "UTC", home: .jpy, store: store, now: 2)
        XCTAssertEqual(edited.start?.iso8601, "2026-12-25T18:00:00+09:00")
        XCTAssertEqual(edited.end?.iso8601, "2026-12-25T21:00:00+09:00")
        XCTAssertEqual(edited.sequence, 1)
    }

    /// `add` and `edit` are one use case each: `--repeat` and `--following` choose a series.
    func testAddAndEditSaveOneRecordOrASeries() throws {
        let store = try StoreWriter(location: .memory)
        var changes = RecordChanges()
        changes.date = CivilDate(iso: "2026-01-31")
        changes.title = "FC fee"
        let monthly = Recurrence(frequency: .monthly, end: .count(3))
        guard case .series(let series) = try RecordUseCases.add(
            changes, repeating: monthly, home: .jpy, homeZone: "UTC", now: 1, store: { store })
        else { return XCTFail("a series") }
        XCTAssertEqual(series.count, 3)
        guard case .one(let one) = try RecordUseCases.add(
            changes, repeating: nil, home: .jpy, homeZone: "UTC", now: 1, store: { store })
        else { return XCTFail("one record") }
        var retitle = RecordChanges()
        retitle.title = "FC monthly fee"
        guard case .series(let following) = try RecordUseCases.edit(
            id: series[1].id, retitle, following: true, homeZone: "UTC", home: .jpy, store: store, now: 2)
        else { return XCTFail("the rest of the series") }
        XCTAssertEqual(following.map(\.id), series.dropFirst().map(\.id))
        guard case .one(let edited) = try RecordUseCases.edit(
            id: one.id, retitle, following: false, homeZone: "UTC", home: .jpy, store: store, now: 3)
        else { return XCTFail("one record") }
        XCTAssertEqual(edited.title, "FC monthly fee")
        XCTAssertEqual(try RecordUseCases.show(id: series[0].id, store: store).record.title, "FC fee")
    }

    /// `delete` shows the records to its confirmation first; a refusal there deletes nothing.
    func testADeleteAsksBeforeDeletingAndARefusalKeepsEverything() throws {
        let store = try StoreWriter(location: .memory)
        var changes = RecordChanges()
        changes.date = CivilDate(iso: "2026-05-10")
        changes.title = "Dome"
        let ids = try (0..<2).map { _ in try RecordUseCases.add(changes, home: .jpy, homeZone: "UTC", now: 1, store: { store }).id }
        struct Declined: Error {}
        var shown: [Int64] = []
        XCTAssertThrowsError(
            try RecordUseCases.delete(ids: ids, confirm: { shown = $0.map(\.id); throw Declined() }, store: store, now: 2)
        ) { XCTAssertTrue($0 is Declined) }
        XCTAssertEqual(shown, ids)
        XCTAssertEqual(try store.records(ids: ids).count, 2)
        XCTAssertThrowsError(
            try RecordUseCases.delete(ids: ids + [999], confirm: { _ in XCTFail("asked about a missing record") }, store: store, now: 2))
        try RecordUseCases.delete(ids: ids, confirm: { _ in }, store: store, now: 3)
        XCTAssertEqual(try store.records(ids: ids).count, 0)
    }

    func testABadAmountIsInvalidInputAndChangesNothing() throws {
        let store = try StoreWriter(location: .memory)
        var changes = RecordChanges()
        changes.date = CivilDate(iso: "2026-12-24")
        changes.title = "Goods"
        let added = try RecordUseCases.add(changes, home: .jpy, homeZone: "UTC", now: 1, store: { store })
        var bad = RecordChanges()
        bad.amountText = "12.5"
        XCTAssertThrowsError(try RecordUseCases.edit(id: added.id, bad, homeZone: "UTC", home: .jpy, store: store, now: 2)) {
            guard case AppError.invalidInput(let message) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(message.en, "--amount: JPY has no decimals; write '12.5' as a whole number")
        }
        XCTAssertEqual(try store.record(id: added.id)?.sequence, 0)
    }

    func testNewUIDsAreVersion4UUIDsWithFancalsDomain() {
        let uid = Record.newUID(0, 0)
        XCTAssertEqual(uid, "00000000-0000-4000-8000-000000000000@fancal")
        XCTAssertNotEqual(Record.newUID(1, 2), Record.newUID(1, 3))
    }
}
