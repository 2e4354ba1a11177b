import FanCalendar
import XCTest

final class TextWrapTests: XCTestCase {
    func testEnglishBreaksBetweenWordsWithinTheWidth() {
        XCTAssertEqual(
            TextWrap.lines("auto, always or never (auto: only on a terminal, and not when NO_COLOR is set)", width: 40),
            ["auto, always or never (auto: only on a", "terminal, and not when NO_COLOR is set)"])
        XCTAssertEqual(TextWrap.lines("short", width: 40), ["short"])
        XCTAssertEqual(TextWrap.lines("", width: 40), [""])
    }

    func testAWordWiderThanTheLineStandsAlone() {
        XCTAssertEqual(
            TextWrap.lines("else $XDG_DATA_HOME/fancal/fancal.db)", width: 20), ["else", "$XDG_DATA_HOME/fancal/fancal.db)"])
    }

    func testJapaneseBreaksBetweenWideCharactersCountingTwoColumnsEach() {
        let lines = TextWrap.lines("実績は予算の対象と期間の支出を自国通貨に換算したもの", width: 20)
        XCTAssertEqual(lines, ["実績は予算の対象と期", "間の支出を自国通貨に", "換算したもの"])
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    func testNoLineBeginsWithClosingPunctuationOrEndsWithOpening() {
        XCTAssertEqual(TextWrap.lines("あいうえお、かきくけこ", width: 10), ["あいうえ", "お、かきく", "けこ"])
        XCTAssertEqual(TextWrap.lines("あいうえ「かき」", width: 10), ["あいうえ", "「かき」"])
        XCTAssertEqual(TextWrap.lines("あいう (既定: 今月)", width: 13), ["あいう (既定:", "今月)"])
    }

    func testMixedTextKeepsItsSpaces() {
        XCTAssertEqual(
            TextWrap.lines("ECB の eurofxref-hist.csv (1 ユーロあたり)", width: 25),
            ["ECB の eurofxref-hist.csv", "(1 ユーロあたり)"])
    }

    func testUnwrapJoinsLinesWithASpaceBetweenWordsOnly() {
        XCTAssertEqual(TextWrap.unwrap("one two\nthree"), "one two three")
        XCTAssertEqual(TextWrap.unwrap("実績は予算の\n対象と期間"), "実績は予算の対象と期間")
        XCTAssertEqual(TextWrap.unwrap("fancal rate を参照)。\nSEVENTEEN"), "fancal rate を参照)。 SEVENTEEN")
    }
}
