import FanCalendar
import FanCalendarApp
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's text goes. Tests capture it; the executable writes to the file descriptors.
package protocol OutputSink: AnyObject {
    func write(_ text: String)
}

/// Writes to a file descriptor, unbuffered by Swift (one `write` per call).
package final class FileDescriptorSink: OutputSink {
    let descriptor: Int32

    package init(descriptor: Int32) { self.descriptor = descriptor }

    package func write(_ text: String) {
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
package final class StringSink: OutputSink {
    package private(set) var text = ""
    package init() {}
    package func write(_ text: String) { self.text += text }
}

/// Everything a command may read from the world, resolved lazily so that a command pays only
/// for what it uses (the database is opened only by commands that need it).
final class Context {
    let environment: [String: String]
    /// Where the command's output goes: the given sink, or a `PagingSink` in front of it when
    /// long output is paged (`pageLongOutput`).
    private(set) var stdout: OutputSink
    let stderr: OutputSink
    let globals: ParsedArguments
    /// Whether stdout is a terminal (for `--color auto`).
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    /// Whether a person can answer a question on stdin (`delete` of several records asks).
    let stdinIsTerminal: Bool
    /// Reads one answer from stdin; nil at its end.
    let readAnswer: () -> String?

    init(
        environment: [String: String], stdout: OutputSink, stderr: OutputSink, globals: ParsedArguments,
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, stdinIsTerminal: Bool = false,
        readAnswer: @escaping () -> String? = { nil }
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.globals = globals
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
        self.readAnswer = readAnswer
    }

    /// The language from `--locale`, else `LC_ALL`, `LC_MESSAGES`, `LANG` (the first one set,
    /// when it names one of fancal's languages), else the config file's `locale`, else English.
    func language() throws(CLIError) -> Language {
        if let requested = globals.text(GlobalOptions.locale) {
            guard let language = Language(posixLocale: requested) else {
                throw .invalidInput(ErrorText.unknownLocale(requested))
            }
            return language
        }
        if let language = Context.environmentLanguage(environment) { return language }
        return try config()[.locale].flatMap(Language.init(rawValue:)) ?? .en
    }

    /// The language the environment names: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is
    /// set; nil when none is, or it names none of ours (`C`, `POSIX`, `fr_FR`).
    private static func environmentLanguage(_ environment: [String: String]) -> Language? {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return Language(posixLocale: value)
        }
        return nil
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
        if let language = environmentLanguage(environment) { return language }
        let configured = configPath(environment).flatMap { try? readConfig(at: $0)[.locale] }
        return configured.flatMap(Language.init(rawValue:)) ?? .en
    }

    /// Colors on or off: `--color`, else none when `NO_COLOR` is set, else the config file's
    /// `color`, else auto (on a terminal).
    func textStyle() throws(CLIError) -> TextStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        if globals.text(GlobalOptions.color) == nil && noColor { return .plain }
        let configured = globals.text(GlobalOptions.color) == nil ? try config()[.color] : nil
        switch globals.text(GlobalOptions.color) ?? configured ?? "auto" {
        case "always": return TextStyle(enabled: true, depth: .of(environment))
        case "never": return .plain
        case "auto":
            return TextStyle(enabled: stdoutIsTerminal && !noColor, depth: .of(environment))
        case let other:
            throw .usage(ErrorText.badColor(other))
        }
    }

    /// The terminal's width in columns: `COLUMNS`, else the size of the terminal on stdout, else
    /// nil (output goes to a file or a pipe).
    func terminalColumns() -> Int? {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The terminal's height in rows: `LINES`, else the size of the terminal on stdout, else nil
    /// (output goes to a file or a pipe, or the size is unknown).
    func terminalRows() -> Int? {
        if let text = environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Puts a pager in front of stdout when stdout is a terminal of known height and a pager is
    /// wanted (`Pager.command`); returns the sink to finish when the command ends, or nil.
    /// A broken config file is reported by what reads it for the command, not here.
    func pageLongOutput() -> PagingSink? {
        guard stdoutIsTerminal, let rows = terminalRows(),
            let command = Pager.command(
                environment: environment, configured: (try? config())?[.pager], noPager: globals[GlobalOptions.noPager])
        else { return nil }
        let paging = PagingSink(destination: stdout, rows: rows, command: command, environment: environment)
        stdout = paging
        return paging
    }

    /// The width tables are cut to (their longest texts shortened with `…`): the terminal's on
    /// a terminal; nil for a pipe or a file, which gets every cell whole.
    func tableWidth() -> Int? { stdoutIsTerminal ? terminalColumns() : nil }

    /// The width calendars lay themselves out in: the terminal's, else 80 columns.
    func layoutWidth() -> Int { terminalColumns() ?? 80 }

    /// Whether views show category icons (emoji): `FANCAL_ICONS` (`on` or `off`), else the
    /// config's `icons`, else on.
    func icons() throws(CLIError) -> Bool {
        guard let text = environment["FANCAL_ICONS"], !text.isEmpty else { return try config()[.icons] != "off" }
        switch text.lowercased() {
        case "on": return true
        case "off": return false
        default: throw .invalidInput(ErrorText.badIcons(text))
        }
    }

    /// Whether East Asian Ambiguous characters take two columns in the user's terminal:
    /// `FANCAL_AMBIGUOUS_WIDTH` (1 or 2), else the config's `ambiguous_width`, else 1 whatever
    /// the language: GNOME Terminal, iTerm2, Windows Terminal and tmux draw them narrow unless
    /// set otherwise, also for Japanese users.
    func ambiguousIsWide() throws(CLIError) -> Bool {
        guard let text = environment["FANCAL_AMBIGUOUS_WIDTH"], !text.isEmpty else {
            // Asked for before every command, `config` too: a broken file is reported by what reads
            // it for the command, so that `config set` and `unset` can still mend it.
            return (try? config())?[.ambiguousWidth] == "2"
        }
        switch text {
        case "1": return false
        case "2": return true
        default: throw .invalidInput(ErrorText.badAmbiguousWidth(text))
        }
    }

    /// The user's home time zone: `TZ` (an Olson name or a POSIX TZ rule such as `JST-9`), else
    /// the system's (`/etc/localtime`), else UTC. A `TZ` that names neither is said once on
    /// stderr, the first time a command needs the zone, rather than silently replaced.
    lazy var homeZone: String = {
        let (zone, warning) = Context.resolveHomeZone(environment)
        if let warning { stderr.write(FanCalendarCLI.errorLine(warning)) }
        return zone
    }()

    /// The home zone, and a warning when `TZ` was set but could not be used.
    static func resolveHomeZone(_ environment: [String: String]) -> (zone: String, warning: String?) {
        var unusable: String?
        if let value = environment["TZ"], !value.isEmpty {
            var zone = value
            if zone.hasPrefix(":") { zone.removeFirst() }
            if let range = zone.firstRange(of: "zoneinfo/") { zone = String(zone[range.upperBound...]) }
            if ZonedDateTime.isKnownZone(zone) { return (zone, nil) }
            unusable = value
        }
        let system = systemZone()
        guard let unusable else { return (system, nil) }
        return (system, "TZ=\(unusable) is neither a time zone of the system's tz database nor a POSIX TZ rule; "
            + "using \(system) (check the spelling, e.g. Asia/Tokyo)")
    }

    /// The system's zone: `/etc/localtime`'s target, else `/etc/timezone`, else UTC.
    private static func systemZone() -> String {
        if let target = symbolicLinkTarget("/etc/localtime"), let range = target.firstRange(of: "zoneinfo/") {
            let zone = String(target[range.upperBound...])
            if ZonedDateTime.isKnownZone(zone) { return zone }
        }
        if let contents = try? FileContents.read(path: "/etc/timezone", limit: 4096) {
            let zone = String(decoding: contents, as: UTF8.self).trimmingWhitespace()
            if ZonedDateTime.isKnownZone(zone) { return zone }
        }
        return "UTC"
    }

    private static func symbolicLinkTarget(_ path: String) -> String? {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The current moment, in seconds since the epoch.
    var now: Int64 { Int64(time(nil)) }

    /// The moment views judge deadlines by (`due`, `ticket list`): now, or with `FANCAL_TODAY`
    /// set, 00:00 of that day in the home zone, so the output does not depend on the hour a
    /// test runs.
    func momentShown() throws(CLIError) -> Int64 {
        guard let fixed = environment["FANCAL_TODAY"], !fixed.isEmpty else { return now }
        let today = try today()
        return ZonedDateTime.startOfDay(today, zone: homeZone) ?? Int64(today.daysSinceEpoch) * 86_400
    }

    /// Today in the home zone, or `FANCAL_TODAY` (YYYY-MM-DD) so output is reproducible.
    func today() throws(CLIError) -> CivilDate {
        if let fixed = environment["FANCAL_TODAY"], !fixed.isEmpty {
            guard let date = CivilDate(iso: fixed) else {
                throw .invalidInput(ErrorText.badFixedToday(fixed))
            }
            try InputParsing.checkYear(date.year, "FANCAL_TODAY=\(fixed)")
            return date
        }
        return ZonedDateTime(instant: now, zone: homeZone).local().date
    }

    /// The default currency: `FANCAL_CURRENCY`, else the config file's `currency`, else JPY.
    func defaultCurrency() throws(CLIError) -> Currency {
        guard let code = environment["FANCAL_CURRENCY"], !code.isEmpty else {
            return try config()[.currency].flatMap(Currency.init(code:)) ?? .jpy
        }
        return try InputParsing.currency(code, option: "FANCAL_CURRENCY")
    }

    /// The config file's `first_weekday`, for commands given no `--first-weekday`.
    func configuredFirstWeekday() throws(CLIError) -> Weekday? {
        try config()[.firstWeekday].flatMap(Weekday.init(identifier:))
    }

    /// The config file's `holidays`, for commands given no `--holidays`.
    func configuredHolidays() throws(CLIError) -> HolidayCalendar? {
        try config()[.holidays].flatMap(HolidayCalendar.init(rawValue:))
    }

    /// The config file: `$XDG_CONFIG_HOME/fancal/config` (an absolute XDG_CONFIG_HOME), else
    /// `~/.config/fancal/config`; nil without a HOME.
    static func configPath(_ environment: [String: String]) -> String? {
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return configHome + "/fancal/config"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/fancal/config"
    }

    /// The config file as written (empty when there is none), for `fancal config`.
    /// - Throws: `CLIError.failure` when it exists but cannot be read.
    static func configFile(at path: String) throws(CLIError) -> ConfigFile {
        guard FileContents.exists(path: path) else { return ConfigFile(text: "") }
        let contents: [UInt8]
        do { contents = try FileContents.read(path: path, limit: ConfigFile.maximumBytes) } catch {
            throw .failure(ErrorText.cannotReadConfig(path, reason: error.reason))
        }
        return ConfigFile(text: String(decoding: contents, as: UTF8.self))
    }

    /// The config file's settings, checked.
    /// - Throws: `CLIError.invalidInput` naming the file and line of a bad setting.
    static func readConfig(at path: String) throws(CLIError) -> [ConfigKey: String] {
        let file = try configFile(at: path)
        do throws(ConfigError) { return try file.settings() } catch { throw .invalidInput(ErrorText.config(error, path: path)) }
    }

    private var loadedConfig: [ConfigKey: String]?

    /// The config file's settings, read on first use; none without a HOME.
    func config() throws(CLIError) -> [ConfigKey: String] {
        if let loadedConfig { return loadedConfig }
        let settings = try Context.configPath(environment).map { (path: String) throws(CLIError) in
            try Context.readConfig(at: path)
        } ?? [:]
        loadedConfig = settings
        return settings
    }

    /// The database path: `--db`, `FANCAL_DB`, `$XDG_DATA_HOME/fancal/fancal.db`,
    /// `~/.local/share/fancal/fancal.db`.
    func databasePath() throws(CLIError) -> String {
        if let path = globals.text(GlobalOptions.db) {
            guard !path.isEmpty else { throw .usage(ErrorText.databaseNeedsPath) }
            return path
        }
        if let path = environment["FANCAL_DB"], !path.isEmpty { return path }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/fancal/fancal.db"
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .failure(ErrorText.noPlaceForDatabase)
        }
        return home + "/.local/share/fancal/fancal.db"
    }

    /// How long a change waits for another process's lock: `FANCAL_BUSY_TIMEOUT_MS`, else 10 s.
    func busyTimeout() throws(CLIError) -> Int32 {
        guard let text = environment["FANCAL_BUSY_TIMEOUT_MS"], !text.isEmpty else { return 10_000 }
        guard let milliseconds = Int32(text), milliseconds >= 0 else {
            throw .invalidInput(ErrorText.badBusyTimeout(text))
        }
        return milliseconds
    }

    /// Every store this context opens is a writer, so that a command that reads and then writes
    /// uses one connection; a reading command sees it as a ``RecordStore``, which has no writes.
    private var openedStore: StoreWriter?
    /// Whether `openedStore` is the empty in-memory stand-in for a database that does not exist.
    private var openedStoreIsStandIn = false

    /// The record store for a command that only reads, opened on first use: when no database
    /// exists yet, an empty in-memory store, so that reading commands never create files.
    func store() throws(CLIError) -> RecordStore { try open(forWriting: false) }

    /// The record store for a command that changes it: always the real database, even after a
    /// read was answered by the stand-in.
    func writableStore() throws(CLIError) -> StoreWriter { try open(forWriting: true) }

    /// The record store opened as for reading, so that it creates no files, yet typed for
    /// writing: for a dry run, which writes and rolls everything back, for undo, which has
    /// nothing to take back when no database exists, and for a change to something that must
    /// exist already (a trip's expenses, members, payments), which fails with its own message
    /// and leaves no database behind.
    func writerCreatingNothing() throws(CLIError) -> StoreWriter { try open(forWriting: false) }

    private func open(forWriting: Bool) throws(CLIError) -> StoreWriter {
        if let openedStore, !(forWriting && openedStoreIsStandIn) { return openedStore }
        let path = try databasePath()
        let busyTimeout = try busyTimeout()
        let store: StoreWriter
        do {
            store = forWriting
                ? try StoreWriter(location: .file(path), busyTimeoutMilliseconds: busyTimeout)
                : try RecordStore.writerCreatingNothing(at: path, busyTimeoutMilliseconds: busyTimeout)
        } catch {
            throw .failure(error.message)
        }
        openedStore = store
        openedStoreIsStandIn = store.path == ":memory:"
        return store
    }
}
