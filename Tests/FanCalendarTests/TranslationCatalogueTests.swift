import Foundation
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
        XCTAssertEqual(try violations(of: Self.languageSwitch, exempting: Self.exceptions), [])
    }

    func testEveryEntryHasEnglishJapaneseAndGerman() throws {
        XCTAssertEqual(try violations(of: Self.emptyEntry, exempting: []), [])
    }

    func testNoSecondWayToWriteATranslation() throws {
        XCTAssertEqual(try violations(of: Self.secondForm, exempting: Self.exceptions), [])
    }

    /// `Sources/<path>:<line>: <text>` for each line of a Swift source matching `pattern`.
    private func violations(of pattern: NSRegularExpression, exempting exempt: [String]) throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty, "no sources under \(sources.path)")
        var found: [String] = []
        for file in files where !exempt.contains(where: { file.hasPrefix($0) }) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }
}
