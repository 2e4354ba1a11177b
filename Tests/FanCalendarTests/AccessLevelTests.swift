import Foundation
import TestSupport
import XCTest

/// Nothing outside the package uses fancal's modules, so their declarations are `package`, not
/// `public` (issue #30): a module's surface is what the package's other modules need.
final class AccessLevelTests: XCTestCase {
    func testNoPublicDeclarations() throws {
        let declaration = try NSRegularExpression(pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*public\s"#)
        XCTAssertEqual(try SourceTree.lines(matching: declaration), [])
    }
}
