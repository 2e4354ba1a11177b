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
            try! actual.write(to: url, atomically: false, encoding: .utf8)
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

    /// `../shared/corpus/ics` (or `FANCAL_ICS_CORPUS`, for a worktree elsewhere), or nil when
    /// there is none: tests that need it skip.
    public static var icsCorpus: URL? {
        let url = ProcessInfo.processInfo.environment["FANCAL_ICS_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ics")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// Runs the built `fancal` executable as a user would: a fresh process, a controlled
/// environment, a throwaway database.
public struct Fancal {
    public struct Result {
        public let exitCode: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The debug binary beside the test bundle (`swift build --build-tests` builds it).
    public static var executable: URL {
        let candidates = [
            SharedMaterial.projectRoot.appendingPathComponent(".build/debug/fancal"),
            Bundle.main.bundleURL.appendingPathComponent("fancal"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    public let directory: URL
    public var environment: [String: String]

    /// A fresh temporary folder with `fancal.db` inside, `FANCAL_TODAY=2026-11-29`, home zone
    /// Asia/Tokyo, English, no color.
    public init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fancal-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        RunnerFolders.removeAtExit(directory)
        environment = [
            "FANCAL_DB": directory.appendingPathComponent("fancal.db").path,
            "FANCAL_TODAY": "2026-11-29",
            "TZ": "Asia/Tokyo",
            "HOME": directory.path,
            "PATH": "/usr/bin:/bin",
        ]
    }

    /// A runner sharing another's folder but with a different environment.
    public init(environment: [String: String]) {
        let base = Fancal()
        directory = URL(fileURLWithPath: environment["HOME"] ?? base.directory.path)
        self.environment = environment
    }

    public var databasePath: String { environment["FANCAL_DB"] ?? "" }

    /// Runs fancal with arguments (and optional standard input) and waits for it.
    @discardableResult
    public func run(_ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:]) -> Result {
        let process = Process()
        process.executableURL = Fancal.executable
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try! process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs fancal and fails the test unless it exits 0; returns stdout.
    @discardableResult
    public func succeed(
        _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        let result = run(arguments, stdin: stdin, environment: extra)
        XCTAssertEqual(result.exitCode, 0, "fancal \(arguments) failed: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return result.stdout
    }

    /// Runs fancal expecting a failure with the given exit code, nothing on stdout, and one
    /// `fancal: …` message on stderr containing `message`.
    public func fail(
        _ arguments: [String], exitCode: Int32, message: String, stdin: Data? = nil,
        environment extra: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = run(arguments, stdin: stdin, environment: extra)
        XCTAssertEqual(result.exitCode, exitCode, "fancal \(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "stdout must stay empty on errors", file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("fancal: "), "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(message), "expected '\(message)' in: \(result.stderr)", file: file, line: line)
    }
}

extension XCTestCase {
    /// A new, empty folder of the test's own in the temporary folder, removed with everything in
    /// it when the test ends: the databases, backups and files of a test never pile up in /tmp.
    public func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fancal-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}

/// The folders runners made, removed when the test process ends: a test reads its runner's
/// folder for as long as it likes (XCTest keeps test cases, and the runners they hold, until
/// the end), and /tmp is not left with a folder per runner (a day of make test left 9,000).
private enum RunnerFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [URL] = []
    private static let registered: Void = { atexit { RunnerFolders.removeAll() } }()

    static func removeAtExit(_ folder: URL) {
        _ = registered
        lock.withLock { folders.append(folder) }
    }

    private static func removeAll() {
        lock.withLock {
            for folder in folders { try? FileManager.default.removeItem(at: folder) }
            folders.removeAll()
        }
    }
}
