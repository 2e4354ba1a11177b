import FanCalendar
import XCTest

/// The values the database (and exported files) keep for each enum, written out here case by
/// case: reordering or renaming a case must not change what a stored row means.
final class StoredCodesTests: XCTestCase {
    func testPhaseStatesKeepTheirCodes() {
        let codes: [PhaseState: Int] = [.planned: 0, .applied: 1, .won: 2, .lost: 3, .paid: 4, .issued: 5, .cancelled: 6]
        XCTAssertEqual(Set(codes.keys), Set(PhaseState.allCases), "every state has a pinned code")
        for (state, code) in codes {
            XCTAssertEqual(state.code, code, "\(state)")
            XCTAssertEqual(PhaseState(code: code), state)
        }
        XCTAssertNil(PhaseState(code: 7))
        XCTAssertNil(PhaseState(code: -1))
    }

    func testCategoriesKeepTheirCodes() {
        let codes: [Category: Int] = [.live: 0, .goods: 1, .cdDVD: 2, .streaming: 3, .other: 4, .travel: 5]
        XCTAssertEqual(Set(codes.keys), Set(Category.allCases))
        for (category, code) in codes { XCTAssertEqual(category.code, code, "\(category)") }
    }

    func testStoredNamesStayTheSame() {
        pin(PhaseState.self, ["planned", "applied", "won", "lost", "paid", "issued", "cancelled"])
        pin(Change.Kind.self, [
            "add", "edit", "delete", "copy", "import", "restore", "artist", "trip", "ticket", "budget", "rate", "feed",
            "sync", "sync setup",
        ])
        pin(Budget.Kind.self, ["month", "year"])
        pin(BudgetRollover.self, ["none", "surplus", "both"])
        pin(ExchangeRate.Source.self, ["manual", "ecb", "csv"])
        pin(Recurrence.Frequency.self, ["weekly", "monthly", "yearly"])
        pin(Record.Field.self, ["date", "time", "title", "category", "sub", "artist", "venue", "memo", "amount"])
        pin(TripSplitKind.self, ["equal", "shares", "exact"])
        pin(Category.self, ["live", "goods", "cd_dvd", "streaming", "travel", "other"])
    }

    /// Every case of `type` reads back from its stored name, and the names are exactly `names`.
    private func pin<T: RawRepresentable & CaseIterable & Equatable>(
        _ type: T.Type, _ names: Set<String>, file: StaticString = #filePath, line: UInt = #line
    ) where T.RawValue == String {
        XCTAssertEqual(Set(T.allCases.map(\.rawValue)), names, "\(T.self)", file: file, line: line)
        for name in names { XCTAssertNotNil(T(rawValue: name), "\(T.self) \(name)", file: file, line: line) }
    }
}
