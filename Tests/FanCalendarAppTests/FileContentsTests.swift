import FanCalendar
import FanCalendarApp
import Foundation
import XCTest

final class FileContentsTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testReadsAWholeFileBeyondOneBlock() throws {
        let path = try folder().appendingPathComponent("rates.csv").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try FileContents.read(path: path), bytes)
        XCTAssertTrue(FileContents.exists(path: path))
    }

    func testRefusesWhatItCannotOrMustNotRead() throws {
        let base = try folder()
        let missing = base.appendingPathComponent("missing.csv").path
        XCTAssertFalse(FileContents.exists(path: missing))
        XCTAssertThrowsError(try FileContents.read(path: missing)) {
            XCTAssertEqual(($0 as? FileContents.Failure)?.reason, "no such file")
        }
        XCTAssertThrowsError(try FileContents.read(path: base.path)) {
            XCTAssertEqual(($0 as? FileContents.Failure)?.reason, "this is a folder; name a file")
        }
        let big = base.appendingPathComponent("big").path
        try Data(count: (1 << 20) + 1).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(try FileContents.read(path: big, limit: 2 << 20).count, (1 << 20) + 1)
        XCTAssertThrowsError(try FileContents.read(path: big, limit: 1 << 20)) {
            XCTAssertEqual(($0 as? FileContents.Failure)?.reason, "larger than 1 MiB")
        }
        XCTAssertThrowsError(try FileContents.read(path: big, limit: 4096)) {
            XCTAssertEqual(($0 as? FileContents.Failure)?.reason, "larger than 4096 bytes")
        }
        // A device that never ends stops at the limit instead of filling memory.
        XCTAssertThrowsError(try FileContents.read(path: "/dev/zero", limit: 1 << 20))
    }

    func testFindsANameThatIsNotUTF8() throws {
        let base = try folder()
        let bytes = Array(base.path.utf8) + Array("/caf\u{E9}".utf8.prefix(4)) + [0xE9]
        let descriptor = open(bytes.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(write(descriptor, "ok", 2), 2)
        close(descriptor)
        XCTAssertEqual(try FileContents.read(path: FanCalendar.FileNameText.decode(bytes)), Array("ok".utf8))
    }
}
