import FanCalendar
@testable import FanCalendarICS
import XCTest

final class ICSDescriptionTests: XCTestCase {
    private let record = Record(
        uid: "u", date: CivilDate(iso: "2026-12-05")!, title: "Tour final", category: .live, sub: "ticket",
        artist: "AOI", memo: "Gate 3\n\nseat B-12", amount: Money(minorUnits: 12_000, currency: .jpy))

    func testTheLineInEachLanguage() {
        XCTAssertEqual(ICSDescription.line(for: record, language: .en), "¥12,000 · AOI · ticket")
        XCTAssertEqual(ICSDescription.line(for: record, language: .de), "12.000 ¥ · AOI · ticket")
        var bare = record
        (bare.artist, bare.sub, bare.memo) = (nil, nil, nil)
        XCTAssertEqual(ICSDescription.text(for: bare, language: .ja), "¥12,000")
        XCTAssertNil(ICSDescription.text(for: bare, language: nil))
        XCTAssertEqual(ICSDescription.text(for: record, language: nil), "Gate 3\n\nseat B-12")
    }

    func testTheLineComesOffInAnyLanguageAndNothingElseDoes() {
        for language in Language.allCases {
            let text = ICSDescription.text(for: record, language: language)!
            XCTAssertEqual(
                ICSDescription.memo(in: text, amount: record.amount, artist: "AOI", sub: "ticket"), "Gate 3\n\nseat B-12")
            XCTAssertNil(
                ICSDescription.memo(
                    in: ICSDescription.line(for: record, language: language), amount: record.amount, artist: "AOI",
                    sub: "ticket"))
        }
        // Another amount, a memo that only looks like a line, a plain memo: kept as written.
        for kept in ["¥13,000 · AOI · ticket\n\nGate 3", "¥12,000 · AOI · ticket\nGate 3", "Gate 3"] {
            XCTAssertEqual(ICSDescription.memo(in: kept, amount: record.amount, artist: "AOI", sub: "ticket"), kept)
        }
    }
}
