import Foundation
import TestSupport
import XCTest

/// Translated text is written one way, `LocalizedText(en:ja:de:)`, with every language filled
/// in: these checks read the whole `Sources` tree, so a second way cannot creep back.
final class TranslationCatalogueTests: XCTestCase {
    /// Where a language may be switched on: the mechanism itself.
    private static let exceptions = ["FanCalendar/LocalizedText.swift"]

    /// `switch language {`, `switch lang {`, `switch (kind, language) {`.
    private static let languageSwitch = try! NSRegularExpression(
        pattern: #"switch\s+(language|lang)\b|switch\s*\([^)]*\b(language|lang)\b[^)]*\)"#)

    /// `en: ""`, `ja: ""`, `de: ""`: an entry with a language left out.
    private static let emptyEntry = try! NSRegularExpression(pattern: #"\b(en|ja|de):\s*""\s*[,)]"#)

    /// `(_ en: String, _ ja: String, _ de: String)`, `(String, String, String)`: a helper or a
    /// tuple that translates beside `LocalizedText`.
    private static let secondForm = try! NSRegularExpression(
        pattern: #"_ en: String, _ ja: String|\(String, String, String\)"#)

    func testNoLanguageSwitchOutsideTheMechanism() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.languageSwitch, exempting: Self.exceptions), [])
    }

    func testEveryEntryHasEnglishJapaneseAndGerman() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.emptyEntry, exempting: []), [])
    }

    func testNoSecondWayToWriteATranslation() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.secondForm, exempting: Self.exceptions), [])
    }
}
