import Foundation
import XCTest

/// Nothing outside the package uses fancal's modules, so their declarations are `package`, not
/// `public` (issue #30): a module's surface is what the package's other modules need.
final class AccessLevelTests: XCTestCase {
    func testNoPublicDeclarations() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty, "no sources under \(sources.path)")
        let declaration = try NSRegularExpression(pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*public\s"#)
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where declaration.firstMatch(in: String(line), range: NSRange(line.startIndex..., in: line)) != nil {
                found.append("Sources/\(file):\(number + 1)")
            }
        }
        XCTAssertEqual(found, [])
    }
}
