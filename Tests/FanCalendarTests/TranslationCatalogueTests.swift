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

    /// A catalogue: a file of texts (`…Text.swift`, `…Phrase.swift`, `…Names.swift`, or one under
    /// `Localization/`).
    private static let catalogue = try! NSRegularExpression(pattern: #"(Text|Phrase|Names)\.swift$|/Localization/"#)

    /// A function taking a `Language` and returning `String`: its name, the parameter's name,
    /// and (from the brace that ends the match) its body.
    private static let resolvingFunction = try! NSRegularExpression(
        pattern: #"func\s+(\w+)\s*(?:<[^>{]*>)?\([^{]*?\b(\w+)\s*:\s*Language\b[^{]*?\)\s*(?:throws(?:\([^)]*\))?\s*)?->\s*String\s*\{"#)

    func testNoLanguageSwitchOutsideTheMechanism() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.languageSwitch, exempting: Self.exceptions), [])
    }

    func testEveryEntryHasEnglishJapaneseAndGerman() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.emptyEntry, exempting: []), [])
    }

    /// A catalogue entry returns its `LocalizedText` and the caller picks the language
    /// (`ErrorText.optionTakesNoValue(name)(language)`): a function that takes a `Language` only
    /// to resolve its own texts (`LocalizedText(…)(language)`, every use of the language) is a
    /// second form. One that uses the language for more (formats an amount or a date, resolves
    /// another entry to style or measure it) composes formatted values and stays.
    func testCatalogueEntriesReturnTheirText() throws {
        var resolving: [String] = []
        for (name, text) in try SourceTree.files()
        where Self.catalogue.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil {
            let utf16 = Array(text.utf16)
            for match in Self.resolvingFunction.matches(in: text, range: NSRange(location: 0, length: utf16.count)) {
                let language = String(decoding: utf16[Range(match.range(at: 2))!], as: UTF16.self)
                let body = Self.body(of: utf16, from: match.range.upperBound)
                let uses = body.matches(of: try Regex(#"\b"# + language + #"\b"#))
                let picks = body.matches(of: try Regex(#"\)\("# + language + #"\)"#))
                guard uses.count == picks.count,
                    picks.allSatisfy({ Self.closesALiteral(body, at: $0.range.lowerBound) })
                else { continue }
                let line = utf16[..<match.range.location].filter { $0 == 10 }.count + 1
                let function = String(decoding: utf16[Range(match.range(at: 1))!], as: UTF16.self)
                resolving.append("Sources/\(name):\(line): \(function)")
            }
        }
        XCTAssertEqual(resolving, [], "return the LocalizedText; the caller resolves it")
    }

    /// The text from `start` (just after an opening brace) to the brace that closes it.
    private static func body(of utf16: [UInt16], from start: Int) -> String {
        var depth = 1
        var end = start
        while end < utf16.count && depth > 0 {
            if utf16[end] == 0x7B { depth += 1 }
            if utf16[end] == 0x7D { depth -= 1 }
            end += 1
        }
        return String(decoding: utf16[start..<max(start, end - 1)], as: UTF16.self)
    }

    /// Whether the parenthesis at `close` ends a `LocalizedText(…)` written there, rather than
    /// another function's call.
    private static func closesALiteral(_ body: String, at close: String.Index) -> Bool {
        var depth = 0
        var index = close
        while index > body.startIndex {
            if body[index] == ")" { depth += 1 }
            if body[index] == "(" { depth -= 1 }
            if depth == 0 { return body[..<index].hasSuffix("LocalizedText") }
            index = body.index(before: index)
        }
        return false
    }

    func testNoSecondWayToWriteATranslation() throws {
        XCTAssertEqual(try SourceTree.lines(matching: Self.secondForm, exempting: Self.exceptions), [])
    }
}
