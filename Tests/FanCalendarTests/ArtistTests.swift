import FanCalendar
import XCTest

final class ArtistTests: XCTestCase {
    func testSpellingsThatDifferInCaseWidthOrSpacingShareAKey() {
        let same = [
            "SEVENTEEN", "seventeen", "ＳＥＶＥＮＴＥＥＮ", "ｓｅｖｅｎｔｅｅｎ", "  Seventeen ", "SeVeNtEeN",
        ]
        XCTAssertEqual(Set(same.map(ArtistName.key)), ["seventeen"])
        XCTAssertEqual(ArtistName.key("ｾﾌﾞﾁ"), ArtistName.key("セブチ"))
        XCTAssertEqual(ArtistName.key("ﾊﾟﾗﾀﾞｲｽ"), ArtistName.key("パラダイス"))
        XCTAssertEqual(ArtistName.key("ｳﾞｨ"), ArtistName.key("ヴィ"))
        XCTAssertEqual(ArtistName.key("Stray　Kids"), ArtistName.key("stray  kids"))
        XCTAssertNotEqual(ArtistName.key("SEVENTEEN"), ArtistName.key("SEVENTEEN2"))
        XCTAssertNotEqual(ArtistName.key("セブチ"), ArtistName.key("せぶち"), "hiragana and katakana stay apart")
    }

    func testTheDirectoryFindsAnArtistByAnySpellingAndGroupsIncludeTheirMembersOnlyWhenAsked() {
        let group = Stored(id: 1, Artist(name: "SEVENTEEN", aliases: ["セブチ", "SVT"]))
        let member = Stored(id: 2, Artist(name: "ジョンハン", aliases: ["Jeonghan"], groupID: 1))
        let directory = ArtistDirectory([group, member])
        XCTAssertEqual(directory.artist(spelled: "ｓｖｔ")?.id, 1)
        XCTAssertEqual(directory.artist(spelled: "JEONGHAN")?.id, 2)
        XCTAssertNil(directory.artist(spelled: "AOI"))
        XCTAssertEqual(directory.reportName("ＳＥＶＥＮＴＥＥＮ"), "SEVENTEEN")
        XCTAssertEqual(directory.reportName("AOI"), "AOI")
        XCTAssertEqual(directory.lineage(of: member, includingGroups: false).map(\.id), [2])
        XCTAssertEqual(directory.lineage(of: member, includingGroups: true).map(\.id), [2, 1])
        XCTAssertEqual(
            directory.spellings(["svt", "AOI", "Jeonghan", "セブチ"], meaning: [group]), ["svt", "セブチ"])
    }

    /// Reports group an artist nobody set up by the key filters match by: case, width and
    /// half-width kana fold, and the group takes the spelling that sorts first, whatever the order.
    func testReportNamesFoldUnknownSpellingsByKeyAndKnownOnesToTheArtist() {
        let directory = ArtistDirectory([Stored(id: 1, Artist(name: "SEVENTEEN", aliases: ["セブチ"]))])
        let texts = ["stray kids", "ＳＴＲＡＹ ＫＩＤＳ", "Stray Kids", "ｽｷｽﾞ", "スキズ", "すきず", "ｓｅｖｅｎｔｅｅｎ", "セブチ", "IVE"]
        let expected = [
            "stray kids": "Stray Kids", "ＳＴＲＡＹ ＫＩＤＳ": "Stray Kids", "Stray Kids": "Stray Kids", "ｽｷｽﾞ": "スキズ",
            "スキズ": "スキズ", "すきず": "すきず", "ｓｅｖｅｎｔｅｅｎ": "SEVENTEEN", "セブチ": "SEVENTEEN", "IVE": "IVE",
        ]
        XCTAssertEqual(directory.reportNames(for: texts), expected)
        XCTAssertEqual(directory.reportNames(for: texts.reversed()), expected, "the same in any order")
        XCTAssertEqual(ArtistDirectory([]).reportNames(for: ["aoi", "AOI"]), ["aoi": "AOI", "AOI": "AOI"])
    }

    func testColorsParseAsHashRRGGBBAndMapToTheTerminalsPalettes() {
        XCTAssertEqual(RGBColor(hex: "#f7cac9")?.description, "#F7CAC9")
        for bad in ["F7CAC9", "#F7CAC", "#F7CAC9A", "#GGGGGG", "red", "", "#-12345"] {
            XCTAssertNil(RGBColor(hex: bad), bad)
        }
        XCTAssertEqual(RGBColor(hex: "#FF0000")?.nearest256, 196)
        XCTAssertEqual(RGBColor(hex: "#000000")?.nearest256, 16)
        XCTAssertEqual(RGBColor(hex: "#808080")?.nearest256, 244)
        XCTAssertEqual(RGBColor(hex: "#FF0000")?.nearest16, 91)
        XCTAssertEqual(RGBColor(hex: "#0000EE")?.nearest16, 34)
        // A pastel is deepened and a near-black lifted, keeping the hue; a mid color stays.
        let pastel = RGBColor(hex: "#C9E4F7")!.readable
        XCTAssertLessThan(Int(pastel.red), Int(pastel.blue))
        XCTAssertLessThan(Int(pastel.blue), 230)
        XCTAssertGreaterThan(Int(RGBColor(hex: "#000010")!.readable.blue), 60)
        XCTAssertEqual(RGBColor(hex: "#C2185B")!.readable, RGBColor(hex: "#C2185B")!)
    }

    func testBirthdaysAreDaysOfTheYearThatExist() {
        XCTAssertEqual(MonthDay(text: "10-04")?.description, "10-04")
        XCTAssertEqual(MonthDay(text: "2-29")?.description, "02-29")
        for bad in ["02-30", "13-01", "00-10", "10-32", "1004", "10/04", "a-b", "", "-1-01"] {
            XCTAssertNil(MonthDay(text: bad), bad)
        }
        XCTAssertEqual(MonthDay(text: "02-29")?.date(in: 2027), CivilDate(iso: "2027-02-28"))
        XCTAssertEqual(MonthDay(text: "02-29")?.date(in: 2028), CivilDate(iso: "2028-02-29"))
    }

    func testAnniversariesCountTheFirstDayAsDayOneAndRepeatEveryYear() {
        let artist = Stored(
            id: 1,
            Artist(
                name: "AOI", birthday: MonthDay(text: "12-24"), since: CivilDate(iso: "2024-01-01"),
                debut: CivilDate(iso: "2020-03-15")))
        let days = Anniversary.all(of: [artist], from: CivilDate(iso: "2024-01-01")!, to: CivilDate(iso: "2025-01-10")!)
        let described = days.map { "\($0.date) \($0.label(.en))" }
        XCTAssertTrue(described.contains("2024-04-09 day 100 of following AOI"), "\(described)")
        XCTAssertTrue(described.contains("2024-07-18 day 200 of following AOI"))
        XCTAssertTrue(described.contains("2025-01-01 1 year of following AOI"))
        XCTAssertTrue(described.contains("2024-12-24 AOI's birthday"))
        XCTAssertTrue(described.contains("2024-03-15 AOI: 4 years since debut"))
        XCTAssertFalse(described.contains { $0.contains("day 0") || $0.contains("0 years") })
        XCTAssertEqual(days.map(\.date), days.map(\.date).sorted())
        XCTAssertEqual(days.filter { $0.kind == .birthday }.count, 1)
        XCTAssertEqual(Anniversary(date: days[0].date, kind: .followingDay(1210), artist: "AOI").label(.ja), "AOI 推し始めて1210日目")
    }

    func testTheNextThingIsTheSoonestAndATimedShowComesFirstOnItsDay() {
        let day = CivilDate(iso: "2026-12-24")!
        let birthday = NextUp(kind: .birthday, date: day, days: 3, title: "AOI")
        let show = NextUp(kind: .show, date: day, at: ZonedDateTime(instant: 1_798_102_800, zone: "Asia/Tokyo"), days: 3, title: "Live")
        let later = NextUp(kind: .show, date: day.adding(days: 1), days: 4, title: "Later")
        XCTAssertEqual(NextUp.soonest([later, birthday, show])?.title, "Live")
        XCTAssertEqual(NextUp.soonest([later, birthday])?.kind, .birthday)
        XCTAssertNil(NextUp.soonest([]))
        XCTAssertEqual(NextUp(kind: .show, date: day, days: 0, title: "x").countdown, "D-DAY")
        XCTAssertEqual(later.countdown, "D-4")
    }

    func testTheYearInReviewCountsShowDaysAndGroupsSpendingByTheArtist() {
        let group = Stored(id: 1, Artist(name: "SEVENTEEN", aliases: ["セブチ"], since: CivilDate(iso: "2026-01-01")))
        func record(_ date: String, _ title: String, _ category: Category, _ amount: Int64, artist: String?, venue: String? = nil)
            -> Record
        {
            Record(uid: title, date: CivilDate(iso: date)!, title: title, category: category, artist: artist, venue: venue,
                   amount: Money(minorUnits: amount, currency: .jpy))
        }
        var trip = record("2026-05-09", "Osaka trip", .live, 30_000, artist: "セブチ")
        trip.lastDate = CivilDate(iso: "2026-05-11")
        let records = [
            record("2026-05-10", "Osaka show", .live, 13_200, artist: "ＳＥＶＥＮＴＥＥＮ", venue: "京セラドーム"),
            record("2026-05-10", "Shinkansen", .live, 28_400, artist: "セブチ"),
            trip,
            record("2026-08-01", "Tokyo show", .live, 13_200, artist: "AOI", venue: "東京ドーム"),
            record("2026-08-01", "Goods", .goods, 5_000, artist: "AOI"),
            record("2025-12-31", "Last year", .live, 99_999, artist: "AOI"),
        ].enumerated().map { Stored(id: Int64($0.offset + 1), $0.element) }
        let review = YearInReview(
            year: 2026, records: records, directory: ArtistDirectory([group]), artist: nil, today: CivilDate(iso: "2026-12-01")!)
        XCTAssertEqual(review.shows, 3, "May 9 (trip start), May 10, Aug 1")
        XCTAssertEqual(review.totals.map(\.amount.minorUnits), [89_800])
        XCTAssertEqual(review.byArtist.map(\.label), ["SEVENTEEN", "AOI"])
        XCTAssertEqual(review.byArtist.first?.amount.minorUnits, 71_600)
        XCTAssertEqual(review.busiestMonth?.month, 5)
        XCTAssertEqual(review.longestTrip?.days, 3)
        XCTAssertEqual(review.firstShow?.title, "Osaka trip")
        XCTAssertEqual(review.lastShow?.date, CivilDate(iso: "2026-08-01"))
        XCTAssertEqual(review.following.first?.days, 335, "Jan 1 to Dec 1 is day 335")
        XCTAssertTrue(YearInReview(year: 2019, records: records, directory: ArtistDirectory([]), artist: nil,
                                   today: CivilDate(iso: "2026-12-01")!).isEmpty)
    }

    /// The review converts by `Conversion.convert` when a foreign record converts (₩ here), as
    /// `summary --convert` does, and leaves out what no rate reaches (NT$); with no rate for any
    /// foreign record it stays in the main currency.
    func testTheYearInReviewConvertsLikeTheSummary() throws {
        let krw = Currency(code: "KRW")!
        let twd = Currency(code: "TWD")!
        func record(_ date: String, _ title: String, _ amount: Int64, _ currency: Currency, artist: String) -> Record {
            Record(uid: title, date: CivilDate(iso: date)!, title: title, category: .live, artist: artist,
                   amount: Money(minorUnits: amount, currency: currency))
        }
        let records = [
            record("2026-03-05", "Hall", 10_000, .jpy, artist: "AOI"),
            record("2026-03-06", "Hall 2", 5_000, .jpy, artist: "AOI"),
            record("2026-04-12", "Seoul", 200_000, krw, artist: "ASTERISM"),
            record("2026-05-01", "Taipei", 900_000, twd, artist: "ASTERISM"),
        ].enumerated().map { Stored(id: Int64($0.offset + 1), $0.element) }
        let rates = RateTable([
            ExchangeRate(
                date: CivilDate(iso: "2026-01-01")!, currency: krw, base: .jpy, rate: try ExactDecimal.parse("0.1"),
                source: .manual)
        ])
        let today = CivilDate(iso: "2026-12-01")!
        let converted = YearInReview(
            year: 2026, records: records, directory: ArtistDirectory([]), artist: nil, today: today,
            converting: (.jpy, rates))
        XCTAssertEqual(converted.currency, .jpy)
        XCTAssertEqual(converted.byArtist.map(\.label), ["ASTERISM", "AOI"])
        XCTAssertEqual(converted.byArtist.map(\.amount.minorUnits), [20_000, 15_000])
        XCTAssertEqual(converted.busiestMonth?.month, 4)
        XCTAssertEqual(converted.busiestMonth?.total.amount, Money(minorUnits: 20_000, currency: .jpy))
        let unconverted = YearInReview(
            year: 2026, records: records, directory: ArtistDirectory([]), artist: nil, today: today,
            converting: (.jpy, RateTable([])))
        XCTAssertEqual(unconverted.byArtist.map(\.label), ["AOI"])
        XCTAssertEqual(unconverted.busiestMonth?.month, 3)
    }
}
