import FanCalendar
@testable import FanCalendarStore
import XCTest

/// Trips stored and read back whole; removal leaves no rows behind.
final class TripStoreTests: XCTestCase {
    func testATripReadsBackAsStoredAndItsRemovalLeavesNothing() throws {
        let store = try StoreWriter(location: .memory)
        let day = CivilDate(iso: "2026-12-24")!
        let won = Currency(code: "KRW")!
        var trip = Trip(
            uid: "t1", name: "Seoul", members: ["Aoi", "Mei"].map { TripMember(name: $0) }, me: "Mei", currency: .jpy, artist: "AOI")
        let id = try store.insertTrip(trip, now: 1)
        let dinner = try TripExpense(
            uid: "e1", date: day, title: "Dinner", category: .live, sub: "food", amount: Money(minorUnits: 100_001, currency: won),
            charged: Money(minorUnits: 11_000, currency: .jpy), payers: [("Mei", 1), ("Aoi", nil)], splitKind: .shares,
            split: [TripPart("Mei", 2), TripPart("Aoi", 1)], members: ["Aoi", "Mei"])
        let dinnerID = try store.insertExpense(dinner, tripID: id)
        let transfer = TripTransfer(uid: "x1", date: day, from: "Aoi", to: "Mei", amount: Money(minorUnits: 500, currency: won))
        let transferID = try store.insertTransfer(transfer, tripID: id)
        trip.expenses = [Stored(id: dinnerID, dinner)]
        trip.transfers = [Stored(id: transferID, transfer)]
        XCTAssertEqual(try store.trip(id: id), Stored(id: id, trip))
        XCTAssertEqual(try store.tripID(named: "SEOUL"), id, "names match ignoring case")
        XCTAssertEqual(try store.tripID(named: String(id)), id)
        XCTAssertEqual(try store.tripID(uid: "t1"), id)

        try store.deleteTrip(id: id)
        XCTAssertNil(try store.trip(id: id))
        for table in ["trips", "trip_members", "trip_expenses", "trip_payers", "trip_shares", "trip_transfers"] {
            XCTAssertEqual(try store.database.scalarInteger("SELECT count(*) FROM \(table)"), 0, table)
        }
    }
}
