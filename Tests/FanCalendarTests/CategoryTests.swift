import FanCalendar
import XCTest

final class CategoryTests: XCTestCase {
    func testIdentifiersAndCodesAreStable() {
        XCTAssertEqual(Category.allCases.map(\.identifier), ["live", "goods", "cd_dvd", "streaming", "travel", "other"])
        // Travel came sixth: it takes the next code, and the codes stored before it keep theirs.
        XCTAssertEqual(Category.allCases.map(\.code), [0, 1, 2, 3, 5, 4])
        for category in Category.allCases { XCTAssertEqual(Category(code: category.code), category) }
        XCTAssertNil(Category(code: 6))
        XCTAssertNil(Category(code: -1))
    }

    func testCategoriesSortInTheirDeclaredOrderNotByCode() {
        XCTAssertEqual(Category.allCases.shuffled().sorted(), Category.allCases)
        XCTAssertLessThan(Category.travel, Category.other)
        XCTAssertLessThan(Category.streaming, Category.travel)
    }

    func testDisplayNames() {
        XCTAssertEqual(Category.allCases.map { $0.displayName(.en) }, ["Live", "Goods", "CD/DVD", "Streaming", "Travel", "Other"])
        XCTAssertEqual(Category.allCases.map { $0.displayName(.ja) }, ["ライブ", "グッズ", "CD/DVD", "配信", "遠征", "その他"])
        XCTAssertEqual(Category.allCases.map { $0.displayName(.de) }, ["Live", "Merch", "CD/DVD", "Streaming", "Reise", "Sonstiges"])
    }

    func testNamesAndSynonymsInAnyLanguage() {
        let cases: [(String, Category)] = [
            ("live", .live), ("LIVE", .live), ("Concert", .live), ("ライブ", .live), ("merch", .goods),
            ("グッズ", .goods), ("Merch", .goods), ("CD", .cdDVD), ("dvd", .cdDVD), ("Blu-ray", .cdDVD),
            ("cd_dvd", .cdDVD), ("配信", .streaming), ("stream", .streaming), ("Sonstiges", .other),
            ("その他", .other), (" live ", .live),
        ]
        for (name, expected) in cases { XCTAssertEqual(Category(name: name), expected, name) }
        XCTAssertNil(Category(name: "lunch"))
        XCTAssertNil(Category(name: "tour bus"), "only whole words name a category")
        XCTAssertNil(Category(name: ""))
    }

    func testTravelByItsNamesAndSynonymsInEveryLanguage() {
        let words = [
            "travel", "Travel", "TRAVEL", "遠征", "Reise", "遠征費", "trip", "Hotel", "train", "flight", "ホテル", "新幹線",
            "交通費", "宿泊", "Zug", "Flug", "Reisekosten", " 遠征 ",
        ]
        for word in words { XCTAssertEqual(Category(name: word), .travel, word) }
        XCTAssertEqual(Category(name: "ticket"), .live)
        XCTAssertEqual(Category(name: "チケット"), .live)
        XCTAssertEqual(Category(name: "Photocards"), .goods)
    }

    func testMarkersAreDistinctSoColorIsNotNeeded() {
        XCTAssertEqual(Set(Category.allCases.map(\.marker)).count, Category.allCases.count)
    }

    /// A marker stands beside a day's number: it must not be a mark any language writes in
    /// dates, numbers or times (`,` `.` `'` `/` `:`; other's `.` made `20.21.22` a German date in
    /// the compact grid), and travel's and other's are not punctuation at all.
    func testTravelHasItsOwnLookAndAMarkerThatIsNotPunctuation() {
        XCTAssertEqual(Category.travel.marker, "=")
        XCTAssertEqual(Category.other.marker, "✦")
        XCTAssertFalse(Category.travel.marker.isPunctuation)
        XCTAssertFalse(Category.other.marker.isPunctuation)
        XCTAssertEqual(DisplayWidth.of(String(Category.other.marker)), 1)
        for category in Category.allCases {
            XCTAssertFalse([",", ".", "'", "/", ":", "-"].contains(category.marker), "\(category)")
        }
        XCTAssertEqual(Set(Category.allCases.map(\.terminalColor)).count, Category.allCases.count)
        XCTAssertEqual(Set(Category.allCases.map(\.hexColor)).count, Category.allCases.count)
        XCTAssertEqual(Set(Category.allCases.map(\.icon)).count, Category.allCases.count)
        XCTAssertEqual(Category.travel.icon.unicodeScalars.count, 1, "one wide scalar, no variation selector")
    }
}
