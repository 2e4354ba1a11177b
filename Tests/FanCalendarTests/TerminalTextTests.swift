import FanCalendar
import XCTest

final class TerminalTextTests: XCTestCase {
    func testControlCharactersAndBidiControlsAreShownEscaped() {
        XCTAssertEqual(TerminalText.safe("\u{1B}]52;c;aGk=\u{07}x"), "\\e]52;c;aGk=\\u{7}x")
        XCTAssertEqual(TerminalText.safe("a\u{1B}[2Jb\tc\rd\ne"), "a\\e[2Jb\\tc\\rd\\ne")
        XCTAssertEqual(TerminalText.safe("\u{7F}\u{85}\u{9B}"), "\\u{7F}\\u{85}\\u{9B}")
        XCTAssertEqual(TerminalText.safe("abc\u{202E}txt.exe\u{2066}\u{2069}\u{202A}"), "abc\\u{202E}txt.exe\\u{2066}\\u{2069}\\u{202A}")
        XCTAssertEqual(TerminalText.safe("line\none\u{1B}", keepingNewlines: true), "line\none\\e")
    }

    func testOrdinaryTextIsLeftAlone() {
        for text in ["", "推しのライブ 🎤", "Ünïcödé — “quotes”", "back\\slash", "\u{2028}"] {
            XCTAssertEqual(TerminalText.safe(text), text)
        }
        XCTAssertEqual(TerminalText.safe("é\u{2065}"), "é\u{2065}", "U+2065 is not a bidi control")
    }

    func testTheOneDateRangeAndFieldLimits() {
        XCTAssertEqual(RecordLimits.years, 2...2999)
        XCTAssertTrue(RecordLimits.datesFit(Record(uid: "u", date: CivilDate(year: 2999, month: 12, day: 31)!, title: "t", amount: .zero(.jpy))))
        XCTAssertFalse(RecordLimits.datesFit(Record(uid: "u", date: CivilDate(year: 3000, month: 1, day: 1)!, title: "t", amount: .zero(.jpy))))
        XCTAssertFalse(RecordLimits.datesFit(Record(uid: "u", date: CivilDate(year: 1, month: 12, day: 31)!, title: "t", amount: .zero(.jpy))))
        XCTAssertEqual(RecordLimits.lineBytes, 4096)
    }

    func testFileNameBytesThatAreNotUTF8SurviveAndShowAsBytes() {
        let bytes: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x2E, 0xE3, 0x81, 0x82, 0xFF, 0xC3]
        let text = FileNameText.decode(bytes)
        XCTAssertEqual(FileNameText.bytes(text), bytes)
        XCTAssertEqual(TerminalText.safe(text), "caf\\x{E9}.あ\\x{FF}\\x{C3}")
        XCTAssertEqual(FileNameText.decode(Array("ライブ.ics".utf8)), "ライブ.ics")
    }
}
