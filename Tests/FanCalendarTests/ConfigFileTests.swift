import FanCalendar
import XCTest

final class ConfigFileTests: XCTestCase {
    func testReadsSettingsCommentsAndBlankLines() throws {
        let file = ConfigFile(text: """
            # my defaults
            locale = ja_JP.UTF-8

            first_weekday=Monday   # weeks start on Monday
            holidays = JP
            currency = ¥
            color = never
            currency = eur
            """)
        let settings = try file.settings()
        XCTAssertEqual(settings, [.locale: "ja", .firstWeekday: "mon", .holidays: "jp", .currency: "EUR", .color: "never"])
    }

    func testRefusalsNameTheLine() {
        let cases: [(String, ConfigError)] = [
            ("locale = en\ncolour = auto\n", .unknownKey(line: 2, key: "colour")),
            ("\n\nfirst_weekday = someday\n", .badValue(line: 3, key: .firstWeekday, value: "someday")),
            ("locale\n", .notASetting(line: 1, text: "locale")),
            ("# ok\n = ja\n", .notASetting(line: 2, text: "= ja")),
            ("currency = doubloons\n", .badValue(line: 1, key: .currency, value: "doubloons")),
            ("locale = fr\n", .badValue(line: 1, key: .locale, value: "fr")),
            ("color = sometimes\n", .badValue(line: 1, key: .color, value: "sometimes")),
            ("holidays = us\n", .badValue(line: 1, key: .holidays, value: "us")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try ConfigFile(text: text).settings(), text) { XCTAssertEqual($0 as? ConfigError, expected, text) }
        }
    }

    func testSetRewritesOneLineAndKeepsTheRest() throws {
        var file = ConfigFile(text: "# mine\nlocale = en\ncolor = auto # for now\nlocale = de\n")
        try file.set(.locale, "ja")
        XCTAssertEqual(file.text, "# mine\ncolor = auto # for now\nlocale = ja\n")
        try file.set(.currency, "yen")
        XCTAssertEqual(file.text, "# mine\ncolor = auto # for now\nlocale = ja\ncurrency = JPY\n")
        file.unset(.color)
        XCTAssertEqual(file.text, "# mine\nlocale = ja\ncurrency = JPY\n")
        XCTAssertThrowsError(try file.set(.firstWeekday, "someday")) {
            XCTAssertEqual($0 as? ConfigError, .badValue(line: nil, key: .firstWeekday, value: "someday"))
        }
        XCTAssertEqual(file.text, "# mine\nlocale = ja\ncurrency = JPY\n", "a refused value changes nothing")
        var empty = ConfigFile(text: "")
        try empty.set(.color, "ALWAYS")
        XCTAssertEqual(empty.text, "color = always\n")
    }
}
