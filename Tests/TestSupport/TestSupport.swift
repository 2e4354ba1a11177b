import Foundation
import XCTest

/// Golden-file assertions: the expected text lives in a file beside the test, named by the case.
/// Set `FANCAL_RECORD_GOLDEN=1` to (re)write the files from the current output, then review the
/// diff before committing it.
public enum Golden {
    /// Compares `actual` with `<directory of the calling test>/Golden/<name>`.
    public static func assert(
        _ actual: String, named name: String, filePath: StaticString = #filePath,
        line: UInt = #line
    ) {
        let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appendingPathComponent("Golden")
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FANCAL_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try! actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(url.path); run with FANCAL_RECORD_GOLDEN=1", file: filePath, line: line)
            return
        }
        if expected != actual {
            XCTFail(
                "output differs from \(name):\n--- expected\n\(expected)\n--- actual\n\(actual)",
                file: filePath, line: line)
        }
    }
}

/// Where the shared, read-only material lives: `../shared` beside the project checkout.
public enum SharedMaterial {
    /// The project root, found from this source file's location.
    public static var projectRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `../shared/corpus/ics`, or nil when the checkout has no shared folder beside it.
    public static var icsCorpus: URL? {
        let url = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ics")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
