import FanCalendar
import XCTest

final class CategoryTests: XCTestCase {
    func testIdentifiersAndCodesAreStable() {
        XCTAssertEqual(Category.allCases.map(\.identifier), ["live", "goods", "cd_dvd", "streaming", "other"])
        XCTAssertEqual(Category.allCases.map(\.code), [0, 1, 2, 3, 4])
        for category in Category.allCases { XCTAssertEqual(Category(code: category.code), category) }
        XCTAssertNil(Category(code: 5))
    }

    func testDisplayNames() {
        XCTAssertEqual(Category.allCases.map { $0.displayName(.en) }, ["Live", "Goods", "CD/DVD", "Streaming", "Other"])
        XCTAssertEqual(Category.allCases.map { $0.displayName(.ja) }, ["ライブ", "グッズ", "CD/DVD", "配信", "その他"])
        XCTAssertEqual(Category.allCases.map { $0.displayName(.de) }, ["Live", "Merch", "CD/DVD", "Streaming", "Sonstiges"])
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
        XCTAssertNil(Category(name: ""))
    }

    func testMarkersAreDistinctSoColorIsNotNeeded() {
        XCTAssertEqual(Set(Category.allCases.map(\.marker)).count, Category.allCases.count)
    }
}
