import FanCalendar
import FanCalendarApp
import FanCalendarStore
import FanCalendarZoneInfo
import XCTest

final class RecordUseCasesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testAddThenEditMovesATimedRecordAndKeepsItsWallTimes() throws {
        let store = try RecordStore(location: .memory)
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
        let edited = try RecordUseCases.edit(id: added.id!, move, homeZone: "UTC", home: .jpy, store: store, now: 2)
        XCTAssertEqual(edited.start?.iso8601, "2026-12-25T18:00:00+09:00")
        XCTAssertEqual(edited.end?.iso8601, "2026-12-25T21:00:00+09:00")
        XCTAssertEqual(edited.sequence, 1)
    }

    func testABadAmountIsInvalidInputAndChangesNothing() throws {
        let store = try RecordStore(location: .memory)
        var changes = RecordChanges()
        changes.date = CivilDate(iso: "2026-12-24")
        changes.title = "Goods"
        let added = try RecordUseCases.add(changes, home: .jpy, homeZone: "UTC", now: 1, store: { store })
        var bad = RecordChanges()
        bad.amountText = "12.5"
        XCTAssertThrowsError(try RecordUseCases.edit(id: added.id!, bad, homeZone: "UTC", home: .jpy, store: store, now: 2)) {
            guard case AppError.invalidInput(let message) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(message.en, "--amount: JPY has no decimals; write '12.5' as a whole number")
        }
        XCTAssertEqual(try store.record(id: added.id!)?.sequence, 0)
    }

    func testNewUIDsAreVersion4UUIDsWithFancalsDomain() {
        let uid = Record.newUID(0, 0)
        XCTAssertEqual(uid, "00000000-0000-4000-8000-000000000000@fancal")
        XCTAssertNotEqual(Record.newUID(1, 2), Record.newUID(1, 3))
    }
}
