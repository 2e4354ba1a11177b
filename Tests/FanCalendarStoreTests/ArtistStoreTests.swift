import FanCalendar
import FanCalendarStore
import FanCalendarZoneInfo
import XCTest

final class ArtistStoreTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func testArtistsRoundTripWithTheirAliasesInOrder() throws {
        let store = try StoreWriter(location: .memory)
        let saved = try store.transaction {
            try store.insert(
                artist: Artist(name: "SEVENTEEN", aliases: ["セブチ", "SVT"], color: RGBColor(hex: "#F7CAC9"),
                       birthday: MonthDay(text: "05-26"), since: CivilDate(iso: "2022-05-26"), debut: CivilDate(iso: "2015-05-26")))
        }
        let member = try store.transaction { try store.insert(artist: Artist(name: "ジョンハン", groupID: saved.id)) }
        XCTAssertEqual(try store.artists(), [member, saved].sorted { $0.name.lowercased() < $1.name.lowercased() })
        XCTAssertEqual(try store.artists().first { $0.id == saved.id }?.aliases, ["セブチ", "SVT"])
    }

    func testASpellingBelongsToOneArtistOnlyAndARefusalChangesNothing() throws {
        let store = try StoreWriter(location: .memory)
        _ = try store.transaction { try store.insert(artist: Artist(name: "SEVENTEEN", aliases: ["SVT"])) }
        XCTAssertThrowsError(try store.transaction { try store.insert(artist: Artist(name: "Other", aliases: ["ＳＶＴ"])) }) { error in
            guard case StoreError.nameTaken(let spelling, let artist) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(spelling, "ＳＶＴ")
            XCTAssertEqual(artist, "SEVENTEEN")
        }
        XCTAssertEqual(try store.artists().map(\.name), ["SEVENTEEN"])
    }

    func testRenamingRepointsEveryGivenSpellingAndRaisesTheSequence() throws {
        let store = try StoreWriter(location: .memory)
        for (index, artist) in ["セブチ", "svt", "AOI"].enumerated() {
            _ = try store.insert(
                Record(uid: "u\(index)", date: CivilDate(iso: "2026-01-0\(index + 1)")!, title: "t", artist: artist,
                       amount: .zero(.jpy)), now: 0)
        }
        XCTAssertEqual(Set(try store.artistSpellings()), ["セブチ", "svt", "AOI"])
        let moved = try store.transaction { try store.renameArtist(spellings: ["セブチ", "svt"], to: "SEVENTEEN", now: 5) }
        XCTAssertEqual(moved, 2)
        let records = try store.records(matching: RecordFilter())
        XCTAssertEqual(records.map(\.artist), ["SEVENTEEN", "SEVENTEEN", "AOI"])
        XCTAssertEqual(records.map(\.sequence), [1, 1, 0])
    }

    func testTheNextLiveRecordSkipsShowsThatHaveEnded() throws {
        let store = try StoreWriter(location: .memory)
        let today = CivilDate(iso: "2026-12-24")!
        var ended = Record(uid: "a", date: today, title: "matinee", category: .live, amount: .zero(.jpy))
        ended.start = ZonedDateTime(instant: 1_798_088_400, zone: "Asia/Tokyo")
        ended.end = ZonedDateTime(instant: 1_798_095_600, zone: "Asia/Tokyo")
        _ = try store.insert(ended, now: 0)
        _ = try store.insert(Record(uid: "b", date: today.adding(days: 3), title: "goods", category: .goods, amount: .zero(.jpy)), now: 0)
        _ = try store.insert(Record(uid: "c", date: today.adding(days: 5), title: "night", category: .live, amount: .zero(.jpy)), now: 0)
        XCTAssertEqual(try store.nextRecord(category: .live, from: today, endedBefore: 1_798_090_000)?.title, "matinee")
        XCTAssertEqual(try store.nextRecord(category: .live, from: today, endedBefore: 1_798_100_000)?.title, "night")
        XCTAssertNil(try store.nextRecord(category: .live, from: today.adding(days: 6), endedBefore: 0))
    }
}
