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
    func testSpacesAreAsManyAsAskedAndNoneBelowOne() {
        XCTAssertEqual(DisplayWidth.spaces(-3), "")
        XCTAssertEqual(DisplayWidth.spaces(0), "")
        XCTAssertEqual(DisplayWidth.spaces(5), "     ")
        for count in [1, 63, 64, 65, 200] {
            let spaces = DisplayWidth.spaces(count)
            XCTAssertEqual(spaces.utf8.count, count)
            XCTAssertTrue(spaces.utf8.allSatisfy { $0 == 0x20 })
        }
    }

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
        XCTAssertEqual(DisplayWidth.of("Café\u{301} ☆ €1 ♪"), 11, "a combining accent takes no column")
        XCTAssertEqual(DisplayWidth.fit("あいうえおかきくけこ", to: 7).text, "あいう…")
        XCTAssertEqual(DisplayWidth.fit("あいうえおかきくけこ", to: 20).width, 20)
    }

    /// Latin letters, punctuation, currency signs, symbols and emoji are counted per scalar too: each
    /// must measure, with ambiguous characters narrow and wide, what the per-character path
    /// gives, alone and beside its neighbours.
    func testTheLatinAndSymbolFastPathAgreesWithPerCharacterCounting() {
        let ranges: [ClosedRange<UInt32>] = [
            0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2190...0x21FF, 0x2460...0x27BF,
            0x1F1E6...0x1FAFF,
        ]
        let scalars = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
        for ambiguousIsWide in [false, true] {
            DisplayWidth.$ambiguousIsWide.withValue(ambiguousIsWide) {
                for (index, scalar) in scalars.enumerated() {
                    let sample = "a" + String(scalar) + String(scalars[(index + 1) % scalars.count]) + "東"
                    let perCharacter = sample.reduce(0) { $0 + DisplayWidth.of($1) }
                    XCTAssertEqual(DisplayWidth.of(sample), perCharacter, "U+\(String(scalar.value, radix: 16)), wide: \(ambiguousIsWide)")
                    let cut = DisplayWidth.fit(sample, to: 3)
                    XCTAssertEqual(cut.width, cut.text.reduce(0) { $0 + DisplayWidth.of($1) }, "U+\(String(scalar.value, radix: 16)) cut")
                }
                XCTAssertEqual(DisplayWidth.of("¥19,200 €72.87"), ambiguousIsWide ? 15 : 14)
                XCTAssertEqual(DisplayWidth.of("公演 🎤✨ 👋🏽 🛍️ 🇯🇵"), 18, "a skin tone, a variation selector and a flag join")
            }
        }
    }
}
