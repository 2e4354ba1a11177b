import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Real servers for the feed and sync tests, started per test on 127.0.0.1 and stopped
/// afterwards: python scripts in `Servers/` and Radicale.
enum NetworkServers {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Servers")

    /// Whether python3 can import `module`.
    static func pythonHas(_ module: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import \(module)"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A port nothing listens on right now.
    static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts a server's process, output discarded, and waits until it accepts connections.
    /// - Throws: `XCTSkip` when it does not within `seconds`.
    static func launch(_ process: Process, listeningOn port: Int, name: String, seconds: Int) throws -> Process {
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<(seconds * 20) {
            if accepts(port) { return process }
            usleep(50_000)
        }
        process.terminate()
        throw XCTSkip("\(name) did not start on port \(port)")
    }

    /// Whether something accepts connections on the port.
    static func accepts(_ port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

/// A python script that prints its port on its first line and serves until terminated.
final class ScriptServer {
    let process = Process()
    let port: Int

    init(_ script: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", NetworkServers.scripts.appendingPathComponent(script).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line += byte
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw XCTSkip("\(script) did not start")
        }
        self.port = port
    }

    var url: String { "http://127.0.0.1:\(port)" }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    deinit { if process.isRunning { stop() } }
}

/// Radicale with a throwaway storage folder and one user (`alice`, password `secret`).
final class Radicale {
    static let user = "alice"
    static let password = "secret"

    let folder: URL
    let port: Int
    private var process: Process?

    /// Skips the test when Radicale is not installed (`make deps-test` installs it).
    init(folder: URL) throws {
        guard NetworkServers.pythonHas("radicale") else {
            throw XCTSkip("radicale is not installed (python3 -m pip install radicale, or make deps-test): CalDAV tests skipped")
        }
        self.folder = folder
        port = NetworkServers.freePort()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("config"))
        try Data("\(Radicale.user):\(Radicale.password)\n".utf8).write(to: folder.appendingPathComponent("users"))
        try start()
    }

    var url: String { "http://127.0.0.1:\(port)" }
    /// The calendar `makeCalendar()` creates.
    var calendarURL: String { "\(url)/\(Radicale.user)/fancal/" }

    func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "radicale", "--config", folder.appendingPathComponent("config").path,
            "--server-hosts", "127.0.0.1:\(port)", "--storage-filesystem-folder", folder.appendingPathComponent("storage").path,
            "--auth-type", "htpasswd", "--auth-htpasswd-filename", folder.appendingPathComponent("users").path,
            "--auth-htpasswd-encryption", "plain",
        ]
        self.process = try NetworkServers.launch(process, listeningOn: port, name: "radicale", seconds: 5)
    }

    func stop() {
        process?.terminate()
        process?.waitUntilExit()
        process = nil
    }

    /// MKCALENDAR `/alice/fancal/`, as a phone's calendar app would.
    func makeCalendar() throws {
        let result = try PythonClient.run([
            "-c",
            """
            import urllib.request, base64
            request = urllib.request.Request("\(calendarURL)", method="MKCALENDAR")
            request.add_header("Authorization", "Basic " + base64.b64encode(b"\(Radicale.user):\(Radicale.password)").decode())
            print(urllib.request.urlopen(request).status)
            """,
        ])
        XCTAssertEqual(result, "201\n")
    }

    deinit { stop() }
}

/// The second CalDAV client: python `caldav` through `Servers/caldav_client.py`.
enum PythonClient {
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "python", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "python3 \(arguments.prefix(2)) failed"])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `caldav_client.py` against the calendar.
    static func caldav(_ calendarURL: String, _ arguments: [String]) throws -> String {
        try run([NetworkServers.scripts.appendingPathComponent("caldav_client.py").path, calendarURL, Radicale.user, Radicale.password] + arguments)
    }

    struct Event: Decodable, Equatable {
        var uid: String
        var summary: String
        var location: String?
        var amount: String?
        var category: String?
    }

    static func events(_ calendarURL: String) throws -> [Event] {
        try JSONDecoder().decode([Event].self, from: Data(caldav(calendarURL, ["list"]).utf8))
    }
}

/// A CalDAV server the sync tests run against: Radicale or Xandikos, on 127.0.0.1.
protocol CalDAVServer: AnyObject {
    /// What `sync setup` is given.
    var setupURL: String { get }
    /// The calendar's own URL, as `sync setup` finds it.
    var calendarURL: String { get }
    func stop()
}

extension Radicale: CalDAVServer {
    var setupURL: String { url + "/" }
}

/// Xandikos (PyPI `xandikos`, a git-backed CalDAV server) with a throwaway folder and its default
/// calendar `/alice/calendars/calendar/`. It asks for no password: fancal's credentials go to it
/// all the same.
final class Xandikos: CalDAVServer {
    let port: Int
    private var process: Process?

    /// Skips the test when Xandikos is not installed (`make deps-test` installs it).
    init(folder: URL) throws {
        guard NetworkServers.pythonHas("xandikos") else {
            throw XCTSkip("xandikos is not installed (python3 -m pip install xandikos, or make deps-test): CalDAV tests skipped")
        }
        port = NetworkServers.freePort()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "xandikos.web", "-d", folder.appendingPathComponent("data").path, "--defaults",
            "-l", "127.0.0.1", "-p", "\(port)", "--current-user-principal", "/\(Radicale.user)/",
            "--state-dir", folder.appendingPathComponent("state").path, "--no-detect-systemd",
        ]
        self.process = try NetworkServers.launch(process, listeningOn: port, name: "xandikos", seconds: 10)
    }

    var url: String { "http://127.0.0.1:\(port)" }
    var setupURL: String { calendarURL }
    var calendarURL: String { "\(url)/\(Radicale.user)/calendars/calendar/" }

    func stop() {
        process?.terminate()
        process?.waitUntilExit()
        process = nil
    }

    deinit { stop() }
}

/// A test case against a real CalDAV server, started per test on 127.0.0.1: Radicale here, and
/// Xandikos in a subclass that overrides ``makeServer(_:)``; `~/.netrc` holds the test user's
/// password, and python `caldav` (the phone) must be installed.
class CalDAVServerTestCase: XCTestCase {
    var fancal: Fancal!
    var server: CalDAVServer!

    /// The server this class runs against.
    func makeServer(_ folder: URL) throws -> CalDAVServer {
        let radicale = try Radicale(folder: folder)
        try radicale.makeCalendar()
        return radicale
    }

    override func setUpWithError() throws {
        fancal = Fancal()
        guard NetworkServers.pythonHas("caldav") else {
            throw XCTSkip("python caldav is not installed (python3 -m pip install caldav, or make deps-test)")
        }
        server = try makeServer(fancal.directory.appendingPathComponent("server"))
        try Data("machine 127.0.0.1\nlogin alice\npassword secret\n".utf8)
            .write(to: fancal.directory.appendingPathComponent(".netrc"))
    }

    override func tearDown() {
        server?.stop()
    }
}
