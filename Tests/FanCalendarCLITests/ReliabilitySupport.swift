import FanCalendarStore
import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A fancal process started without waiting for it, so a test can run several at once or kill
/// one at a chosen moment. Its stdout and stderr go to files in the runner's folder (no pipes to
/// drain, so nothing can deadlock), and `wait()` reports how it ended and its peak memory.
final class RunningFancal {
    struct Ending {
        /// The exit code, or nil when a signal ended the process.
        let exitCode: Int32?
        /// The signal that ended the process, if one did.
        let signal: Int32?
        let stdout: String
        let stderr: String
        /// Peak resident memory of fancal in KiB, when started with `measuringMemory` (else -1).
        let maxResidentKiB: Int
    }

    let pid: pid_t
    let arguments: [String]
    private let stdoutPath: String
    private let stderrPath: String
    private let memoryPath: String?
    private var ending: Ending?

    /// Starts `fancal arguments` with the runner's environment plus `extra`, standard input from
    /// `stdinPath` (else /dev/null). `launcher` runs in front of fancal (e.g. `setpriv …`).
    /// - Parameter measuringMemory: run under GNU time to learn fancal's peak memory. (`wait4`'s
    ///   `ru_maxrss` cannot be used: after `posix_spawn`'s vfork it starts from the test
    ///   process's own peak.) The pid is then time's, so do not combine with `kill()`.
    init(
        _ fancal: Fancal, _ arguments: [String], environment extra: [String: String] = [:],
        stdinPath: String = "/dev/null", launcher: [String] = [], measuringMemory: Bool = false
    ) {
        self.arguments = arguments
        let stem = fancal.directory.appendingPathComponent("proc-\(UUID().uuidString)").path
        stdoutPath = stem + ".out"
        stderrPath = stem + ".err"
        memoryPath = measuringMemory ? stem + ".mem" : nil
        let timing = memoryPath.map { ["/usr/bin/time", "-f", "%M", "-o", $0] } ?? []
        let argv = launcher + timing + [Fancal.executable.path] + arguments
        let environment = fancal.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, argv[0], &actions, nil, cArguments, cEnvironment)
        precondition(result == 0, "cannot start \(argv[0]): \(String(cString: strerror(result)))")
        pid = child
    }

    /// Sends SIGKILL: the process gets no chance to clean up, as with a power cut or the OOM killer.
    func kill() { _ = Glibc.kill(pid, SIGKILL) }

    /// Waits for the process to end (once; later calls return the same ending). With a
    /// `timeout` in seconds, a process still running then is killed: its ending shows SIGKILL.
    @discardableResult
    func wait(timeout: Double? = nil) -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        var usage = rusage()
        if let timeout {
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
            while wait4(pid, &status, WNOHANG, &usage) == 0 {
                if DispatchTime.now().uptimeNanoseconds > deadline {
                    kill()
                    break
                }
                usleep(20_000)
            }
        }
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        let result = Ending(
            exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "",
            maxResidentKiB: memoryPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .flatMap { $0.split(separator: "\n").last.flatMap { Int($0) } } ?? -1)
        unlink(stdoutPath)
        unlink(stderrPath)
        if let memoryPath { unlink(memoryPath) }
        ending = result
        return result
    }
}

/// Calendars generated for the tests: every event all-day, in fancal's own X- properties, with
/// UIDs `<prefix>-<n>@test` so a test can tell which file a stored record came from.
enum GeneratedCalendar {
    static func text(events count: Int, uidPrefix: String, title: String = "Generated show") -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fancal tests//EN\r\n"
        text.reserveCapacity(count * 220)
        for index in 0..<count {
            let month = index % 12 + 1
            let day = index % 28 + 1
            let date = "2026" + (month < 10 ? "0" : "") + "\(month)" + (day < 10 ? "0" : "") + "\(day)"
            text += "BEGIN:VEVENT\r\nUID:\(uidPrefix)-\(index)@test\r\nDTSTAMP:20260101T000000Z\r\n"
            text += "DTSTART;VALUE=DATE:\(date)\r\nSUMMARY:\(title) \(index) ライブ\r\n"
            text += "X-FANCAL-CATEGORY:live\r\nX-FANCAL-AMOUNT:\(index * 10)\r\nX-FANCAL-CURRENCY:JPY\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }

    /// Writes a generated calendar into the runner's folder and returns its path.
    static func write(_ fancal: Fancal, events count: Int, uidPrefix: String) throws -> String {
        let path = fancal.directory.appendingPathComponent("\(uidPrefix).ics").path
        try text(events: count, uidPrefix: uidPrefix).write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }
}

/// Looks into a database file from outside fancal, through the store module's SQLite wrapper.
enum DatabaseProbe {
    struct State {
        let integrity: [String]
        let uids: [String]
        var count: Int { uids.count }
    }

    /// Opens the file as another process would (recovering a WAL left by a killed writer) and
    /// reads `PRAGMA integrity_check` and every record's uid.
    static func state(of path: String) throws -> State {
        let database = try Database(.file(path), create: false)
        let integrity = try database.query("PRAGMA integrity_check") { $0.text(0) }
        let uids = try database.query("SELECT uid FROM records ORDER BY id") { $0.text(0) }
        return State(integrity: integrity, uids: uids)
    }

    /// The file's bytes, to prove a refused command left it untouched.
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}

extension XCTestCase {
    /// Sleeps for a number of microseconds (kill moments).
    func pause(microseconds: UInt64) { usleep(UInt32(min(microseconds, UInt64(UInt32.max)))) }

    /// Seconds elapsed while running `body`.
    func elapsedSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// A tmpfs of a given size, for full-disk tests (root only; skipped elsewhere).
enum TinyDisk {
    /// Mounts a tmpfs of `kilobytes` at `path` (created if needed).
    /// - Throws: `XCTSkip` where mounting is not allowed.
    static func mount(at path: String, kilobytes: Int) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard getuid() == 0, run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path]) == 0
        else { throw XCTSkip("cannot mount a small tmpfs here (needs root and mount permission)") }
        return path
    }

    static func unmount(_ path: String) { _ = run("/bin/umount", [path]) }

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
