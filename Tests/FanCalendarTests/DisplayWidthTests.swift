import FanCalendar
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testCountsColumns() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("ライブ"), 6)
        XCTAssertEqual(DisplayWidth.of("東京ドーム"), 10)
        XCTAssertEqual(DisplayWidth.of("한국"), 4)
        XCTAssertEqual(DisplayWidth.of("🎤"), 2)
        XCTAssertEqual(DisplayWidth.of("🛍️"), 2)
        XCTAssertEqual(DisplayWidth.of("👩‍🎤"), 2)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("ｶﾀｶﾅ"), 4)
        XCTAssertEqual(DisplayWidth.of("Ｆｕｌｌ"), 8)
    }

    func testPadsAndTruncatesByColumns() {
        XCTAssertEqual(DisplayWidth.padRight("日本", to: 6), "日本  ")
        XCTAssertEqual(DisplayWidth.padLeft("¥1", to: 4), "  ¥1")
        XCTAssertEqual(DisplayWidth.truncate("東京ドーム公演", to: 7), "東京ド…")
        XCTAssertEqual(DisplayWidth.truncate("short", to: 10), "short")
    }

    /// Kana, ideographs and Hangul syllables are counted per scalar without grapheme breaking;
    /// a combining or joining scalar anywhere sends the text through the full per-character
    /// path, which must give what a terminal shows.
    func testTheCJKFastPathAgreesWithPerCharacterCounting() {
        let samples = [
            "か\u{3099}きくけこ", "ハ\u{309A}ン", "가\u{11A8}나다", "東京ドーム 🎤 公演", "AOI のオールナイトラジオ (weekly)",
            "２０２６年 ツアー「きらめき」", "한국 콘서트", "ﾊﾝｶｸ ﾃｽﾄ", "東\u{200B}京",
        ]
        for sample in samples {
            let perCharacter = sample.reduce(0) { $0 + DisplayWidth.of($1) }
            XCTAssertEqual(DisplayWidth.of(sample), perCharacter, sample)
            for width in 1...perCharacter + 1 {
                let (text, measured) = DisplayWidth.fit(sample, to: width)
                XCTAssertEqual(measured, text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(sample) to \(width)")
                XCTAssertLessThanOrEqual(measured, width, "\(sample) to \(width)")
                XCTAssertTrue(text == sample || text.hasSuffix("…"), "\(sample) to \(width)")
            }
        }
        XCTAssertEqual(DisplayWidth.of("か\u{3099}"), 2)
        XCTAssertEqual(DisplayWidth.fit("あいうえおかきくけこ", to: 7).text, "あいう…")
        XCTAssertEqual(DisplayWidth.fit("あいうえおかきくけこ", to: 20).width, 20)
    }
}
