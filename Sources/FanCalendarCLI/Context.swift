import FanCalendar
import FanCalendarStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's text goes. Tests capture it; the executable writes to the file descriptors.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
}

/// Writes to a file descriptor, unbuffered by Swift (one `write` per call).
public final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }
}

/// Collects text in memory.
public final class StringSink: OutputSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// Everything a command may read from the world, resolved lazily so that a command pays only
/// for what it uses (the database is opened only by commands that need it).
final class Context {
    let environment: [String: String]
    let stdout: OutputSink
    let stderr: OutputSink
    let globals: ParsedArguments
    /// Whether stdout is a terminal (for `--color auto`).
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool

    init(
        environment: [String: String], stdout: OutputSink, stderr: OutputSink, globals: ParsedArguments,
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.globals = globals
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// The language from `--locale`, else `LC_ALL`, `LC_MESSAGES`, `LANG`, else English.
    func language() throws(CLIError) -> Language {
        if let requested = globals.value("locale") {
            guard let language = Language(posixLocale: requested) else {
                throw .invalidInput("unknown locale '\(requested)'; use en, ja or de")
            }
            return language
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return Language(posixLocale: value) ?? .en
        }
        return .en
    }

    /// The language for a message when the command line could not be parsed or the command
    /// failed: `--locale` if it can be found and named a language, else the environment's.
    static func language(arguments: [String], environment: [String: String]) -> Language {
        if let index = arguments.firstIndex(of: "--locale"), index + 1 < arguments.count,
            let language = Language(posixLocale: arguments[index + 1])
        {
            return language
        }
        if let given = arguments.first(where: { $0.hasPrefix("--locale=") }),
            let language = Language(posixLocale: String(given.dropFirst("--locale=".count)))
        {
            return language
        }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return Language(posixLocale: value) ?? .en
        }
        return .en
    }

    /// Colors on or off, from `--color` and the terminal.
    func textStyle() throws(CLIError) -> TextStyle {
        switch globals.value("color") ?? "auto" {
        case "always": return TextStyle(enabled: true, depth: .of(environment))
        case "never": return .plain
        case "auto":
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return TextStyle(enabled: stdoutIsTerminal && !noColor, depth: .of(environment))
        case let other:
            throw .usage("--color must be auto, always or never, not '\(other)'")
        }
    }

    /// The user's home time zone: `TZ`, else the system's (`/etc/localtime`), else UTC.
    lazy var homeZone: String = Context.resolveHomeZone(environment)

    static func resolveHomeZone(_ environment: [String: String]) -> String {
        if var zone = environment["TZ"], !zone.isEmpty {
            if zone.hasPrefix(":") { zone.removeFirst() }
            if let range = zone.range(of: "zoneinfo/") { zone = String(zone[range.upperBound...]) }
            if ZonedDateTime.isKnownZone(zone) { return zone }
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
            let range = target.range(of: "zoneinfo/")
        {
            let zone = String(target[range.upperBound...])
            if ZonedDateTime.isKnownZone(zone) { return zone }
        }
        if let contents = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8) {
            let zone = contents.trimmingWhitespace()
            if ZonedDateTime.isKnownZone(zone) { return zone }
        }
        return "UTC"
    }

    /// The current moment, in seconds since the epoch.
    var now: Int64 { Int64(Date().timeIntervalSince1970) }

    /// Today in the home zone, or `FANCAL_TODAY` (YYYY-MM-DD) so output is reproducible.
    func today() throws(CLIError) -> CivilDate {
        if let fixed = environment["FANCAL_TODAY"], !fixed.isEmpty {
            guard let date = CivilDate(iso: fixed) else {
                throw .invalidInput("FANCAL_TODAY must be a date as YYYY-MM-DD, not '\(fixed)'")
            }
            return date
        }
        return ZonedDateTime(instant: now, zone: homeZone).local().date
    }

    /// The default currency: `FANCAL_CURRENCY`, else JPY.
    func defaultCurrency() throws(CLIError) -> Currency {
        guard let code = environment["FANCAL_CURRENCY"], !code.isEmpty else { return .jpy }
        guard let currency = Currency(code: code) else {
            throw .invalidInput("FANCAL_CURRENCY: unknown currency '\(code)'; use an ISO 4217 code such as JPY, KRW, USD or EUR")
        }
        return currency
    }

    /// The database path: `--db`, `FANCAL_DB`, `$XDG_DATA_HOME/fancal/fancal.db`,
    /// `~/.local/share/fancal/fancal.db`.
    func databasePath() throws(CLIError) -> String {
        if let path = globals.value("db") {
            guard !path.isEmpty else { throw .usage("--db needs a file path") }
            return path
        }
        if let path = environment["FANCAL_DB"], !path.isEmpty { return path }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/fancal/fancal.db"
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .failure("cannot find a place for the database: set HOME, FANCAL_DB or --db")
        }
        return home + "/.local/share/fancal/fancal.db"
    }

    /// How long a change waits for another process's lock: `FANCAL_BUSY_TIMEOUT_MS`, else 10 s.
    func busyTimeout() throws(CLIError) -> Int32 {
        guard let text = environment["FANCAL_BUSY_TIMEOUT_MS"], !text.isEmpty else { return 10_000 }
        guard let milliseconds = Int32(text), milliseconds >= 0 else {
            throw .invalidInput("FANCAL_BUSY_TIMEOUT_MS must be a number of milliseconds, not '\(text)'")
        }
        return milliseconds
    }

    private var openedStore: RecordStore?
    /// Whether `openedStore` is the empty in-memory stand-in for a database that does not exist.
    private var openedStoreIsStandIn = false

    /// The record store, opened on first use.
    /// - Parameter forWriting: when false and no database exists yet, an empty in-memory store
    ///   is used so that reading commands never create files. A writer always gets the real
    ///   database, even after a read was answered by the stand-in.
    func store(forWriting: Bool) throws(CLIError) -> RecordStore {
        if let openedStore, !(forWriting && openedStoreIsStandIn) { return openedStore }
        let path = try databasePath()
        let busyTimeout = try busyTimeout()
        let store: RecordStore
        let standIn = !forWriting && !FileManager.default.fileExists(atPath: path)
        do {
            if standIn {
                store = try RecordStore.empty()
            } else {
                store = try RecordStore(location: .file(path), busyTimeoutMilliseconds: busyTimeout)
            }
        } catch {
            throw .failure(error.description)
        }
        openedStore = store
        openedStoreIsStandIn = standIn
        return store
    }
}
