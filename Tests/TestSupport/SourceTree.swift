import Foundation
import XCTest

/// The package's `Sources` tree, read by the tests that keep rules about how the code is
/// written (`TranslationCatalogueTests`, `AccessLevelTests`, `StoredColumnsTests`).
public enum SourceTree {
    /// Each Swift source as its path under `Sources` and its text, in the order of the paths.
    /// - Parameter folder: only the sources under `Sources/<folder>` (every source when empty).
    public static func files(under folder: String = "") throws -> [(name: String, text: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let names = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") && $0.hasPrefix(folder) }.sorted()
        XCTAssertFalse(names.isEmpty, "no sources under \(sources.appendingPathComponent(folder).path)")
        return try names.map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `Sources/<path>:<line>: <text>` for each line of a Swift source matching `pattern`.
    /// - Parameters:
    ///   - folder: only the sources under `Sources/<folder>` (every source when empty).
    ///   - exempt: paths under `Sources` (or their beginnings) left out.
    public static func lines(
        matching pattern: NSRegularExpression, under folder: String = "", exempting exempt: [String] = []
    ) throws -> [String] {
        var found: [String] = []
        for (file, text) in try files(under: folder) where !exempt.contains(where: { file.hasPrefix($0) }) {
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
