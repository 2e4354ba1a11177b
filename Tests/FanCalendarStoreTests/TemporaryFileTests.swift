@testable import FanCalendarStore
import Foundation
import XCTest

final class TemporaryFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemporaryFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func names() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    func testANameIsOwnedByItsPidOnlyWithTheRandomPartAndAKnownCompanion() {
        let database = ["", "-journal", "-wal", "-shm"]
        XCTAssertEqual(TemporaryFile.owner(of: "db.fancal-tmp-42-Ab12Cd", namePrefix: "db.fancal-tmp-", companions: database), 42)
        XCTAssertEqual(TemporaryFile.owner(of: "db.fancal-tmp-42-Ab12Cd-wal", namePrefix: "db.fancal-tmp-", companions: database), 42)
        XCTAssertNil(TemporaryFile.owner(of: "db.fancal-tmp-42-Ab12Cd-wal", namePrefix: "db.fancal-tmp-", companions: [""]))
        XCTAssertNil(TemporaryFile.owner(of: "db.fancal-tmp-42-Ab12", namePrefix: "db.fancal-tmp-", companions: database))
        XCTAssertNil(TemporaryFile.owner(of: "db.fancal-tmp--Ab12Cd", namePrefix: "db.fancal-tmp-", companions: database))
        XCTAssertNil(TemporaryFile.owner(of: "db.fancal-tmp-0-Ab12Cd", namePrefix: "db.fancal-tmp-", companions: database))
        XCTAssertNil(TemporaryFile.owner(of: "other-42-Ab12Cd", namePrefix: "db.fancal-tmp-", companions: database))
    }

    func testCreatingRemovesTheFilesOfGoneProcessesAndKeepsTheRunningOnesAndOthers() throws {
        let dead = Int32.max - 1
        let kept = [".c.ics.fancal-\(getpid())-Ab12Cd", "c.ics", ".d.ics.fancal-\(dead)-Ab12Cd", ".c.ics.fancal-\(dead)-Ab12Cd-x"]
        for name in kept + [".c.ics.fancal-\(dead)-Ab12Cd"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        let file = try XCTUnwrap(TemporaryFile.create(prefix: folder.path + "/.c.ics.fancal-", companions: [""]))
        close(file.descriptor)
        let made = URL(fileURLWithPath: file.path).lastPathComponent
        XCTAssertTrue(made.hasPrefix(".c.ics.fancal-\(getpid())-"))
        XCTAssertEqual(try names(), Set(kept + [made]))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testAFolderThatCannotBeMadeInIsNilWithTheReason() {
        XCTAssertNil(TemporaryFile.create(prefix: folder.path + "/missing/.c.fancal-", companions: [""]))
        XCTAssertEqual(errno, ENOENT)
    }
}
