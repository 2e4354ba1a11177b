import Foundation
import XCTest

/// The package's `Sources` tree, read by the tests that keep rules about how the code is
/// written (`TranslationCatalogueTests`, `AccessLevelTests`).
enum SourceTree {
    /// Each Swift source as its path under `Sources` and its text, in the order of the paths.
    static func files() throws -> [(name: String, text: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let names = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty, "no sources under \(sources.path)")
        return try names.map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `Sources/<path>:<line>: <text>` for each line of a Swift source matching `pattern`.
    static func lines(matching pattern: NSRegularExpression, exempting exempt: [String] = []) throws -> [String] {
        var found: [String] = []
        for (file, text) in try files() where !exempt.contains(where: { file.hasPrefix($0) }) {
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
