import FanCalendar
import XCTest

final class CurrencyTests: XCTestCase {
    func testACodeIsFoundInAnyCaseAndAnUnknownOneIsNot() {
        XCTAssertEqual(Currency(code: "JPY"), .jpy)
        XCTAssertEqual(Currency(code: "jpy"), .jpy)
        XCTAssertEqual(Currency(code: "eUr")?.code, "EUR")
        XCTAssertNil(Currency(code: "XXX"))
        XCTAssertNil(Currency(code: ""))
    }
}
