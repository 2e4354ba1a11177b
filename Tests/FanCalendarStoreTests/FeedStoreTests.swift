import FanCalendar
@testable import FanCalendarStore
import XCTest

/// What the store keeps of a feed's events: which records are still the feed's schedule (the
/// trigger clears it when what a record says changes), and that an item whose record was
/// deleted (its id perhaps taken by another record since) claims no record.
final class FeedStoreTests: XCTestCase {
    func record(_ title: String, uid: String) -> Record {
        Record(
            uid: uid, date: CivilDate(iso: "2026-12-10")!, title: title, category: .live,
            amount: Money(minorUnits: 0, currency: .jpy))
    }

    func feedWithTwoEvents(_ store: StoreWriter) throws -> (feed: Int64, osaka: Stored<Record>, tokyo: Stored<Record>) {
        let feed = try XCTUnwrap(try store.insertFeed(Feed(name: "tour", url: "file:///tour.ics"))?.id)
        let osaka = try store.insert(record("Osaka", uid: "osaka"), now: 1)
        let tokyo = try store.insert(record("Tokyo", uid: "tokyo"), now: 1)
        for saved in [osaka, tokyo] {
            try store.saveFeedItem(
                FeedItem(
                    uid: saved.uid, recurrenceID: nil, recordID: saved.id, hash: saved.contentHash,
                    fieldHashes: saved.fieldHashes, scheduled: true),
                feedID: feed)
        }
        return (feed, osaka, tokyo)
    }

    func testAChangeOfWhatARecordSaysAdoptsItAndBookkeepingDoesNot() throws {
        let store = try StoreWriter(location: .memory)
        let (_, osaka, tokyo) = try feedWithTwoEvents(store)
        XCTAssertEqual(Set(try store.scheduledRecords().map(\.id)), [osaka.id, tokyo.id])
        XCTAssertEqual(try store.scheduledRecords().first?.date, CivilDate(iso: "2026-12-10"))

        var bumped = osaka
        bumped.sequence += 1
        try store.update(bumped, now: 2)
        XCTAssertEqual(Set(try store.scheduledRecords().map(\.id)), [osaka.id, tokyo.id], "a new SEQUENCE is not an edit")

        var paid = osaka
        paid.amount = Money(minorUnits: 12000, currency: .jpy)
        try store.update(paid, now: 3)
        XCTAssertEqual(try store.scheduledRecords().map(\.id), [tokyo.id])
        XCTAssertEqual(try store.feedItem(feedID: 1, uid: "osaka", recurrenceID: nil)?.scheduled, false)
        XCTAssertEqual(try store.feedItem(feedID: 1, uid: "osaka", recurrenceID: nil)?.fieldHashes, osaka.fieldHashes)
    }

    func testAnItemWhoseRecordWasDeletedClaimsNoRecordEvenOneWithItsID() throws {
        let store = try StoreWriter(location: .memory)
        let (feed, osaka, tokyo) = try feedWithTwoEvents(store)
        XCTAssertTrue(try store.deleteRecord(id: tokyo.id))
        // A record of the user's, which may be given the deleted record's id.
        let mine = try store.insert(record("Mine", uid: "mine"), now: 2)
        XCTAssertNil(try store.record(of: try XCTUnwrap(try store.feedItem(feedID: feed, uid: "tokyo", recurrenceID: nil))))
        XCTAssertEqual(try store.record(of: try XCTUnwrap(try store.feedItem(feedID: feed, uid: "osaka", recurrenceID: nil)))?.id, osaka.id)
        XCTAssertEqual(try store.scheduledRecords().map(\.id), [osaka.id])
        XCTAssertEqual(try store.feedItemCounts()[feed]?.items, 1, "the deleted event is not counted")

        XCTAssertEqual(try store.deleteFeed(id: feed, keepRecords: false), 1)
        XCTAssertNotNil(try store.record(id: mine.id), "rm takes the feed's records only")
    }

    /// A refresh counts what it delivers in the store: a key delivered twice is said so, the
    /// items not delivered are what the feed no longer has, and a new refresh starts afresh.
    func testARefreshCountsItsDeliveriesInTheStore() throws {
        let store = try StoreWriter(location: .memory)
        let (feed, _, _) = try feedWithTwoEvents(store)
        try store.beginDeliveries()
        XCTAssertTrue(try store.markDelivered(uid: "tokyo", recurrenceID: nil))
        XCTAssertFalse(try store.markDelivered(uid: "tokyo", recurrenceID: nil), "delivered twice")
        XCTAssertTrue(try store.markDelivered(uid: "tokyo", recurrenceID: "20261210"), "another occurrence")
        var undelivered: [String] = []
        try store.forEachUndeliveredFeedItem(feedID: feed) { undelivered.append($0.uid) }
        XCTAssertEqual(undelivered, ["osaka"])
        try store.beginDeliveries()
        undelivered = []
        try store.forEachUndeliveredFeedItem(feedID: feed) { undelivered.append($0.uid) }
        XCTAssertEqual(undelivered.sorted(), ["osaka", "tokyo"])
        XCTAssertTrue(try store.markDelivered(uid: "tokyo", recurrenceID: nil))
    }
}
