#if canImport(Glibc)
    import Glibc
#endif

/// Long output on a terminal goes through a pager, as git's does: a view taller than the
/// terminal (`year`, a busy `month`, a long `list`) would otherwise scroll its first lines out of
/// sight. Output into a pipe or a file is never paged.
enum Pager {
    /// What pages when nothing else is set: `-F` quits at once when the text fits a screen after
    /// all, `-R` shows colors, `-X` leaves the text on the screen after quitting.
    static let defaultCommand = "less -FRX"

    /// The pager command, or nil for none: `--no-pager` turns it off; else `FANCAL_PAGER` (empty,
    /// `cat` or `off` turn it off), else the config file's `pager` (`off` or `cat` turn it off,
    /// `on` leaves the choice to what follows), else `PAGER` (`cat` turns it off), else
    /// `less -FRX`. Whether stdout is a terminal is decided elsewhere (`Context`).
    static func command(environment: [String: String], configured: String?, noPager: Bool) -> String? {
        if noPager { return nil }
        if let chosen = environment["FANCAL_PAGER"] { return enabled(chosen) }
        if let configured, configured != "on" { return enabled(configured) }
        if let chosen = environment["PAGER"], !chosen.trimmingWhitespace().isEmpty { return enabled(chosen) }
        return defaultCommand
    }

    /// `command`, or nil when it asks for no pager.
    private static func enabled(_ command: String) -> String? {
        let trimmed = command.trimmingWhitespace()
        return ["", "cat", "off"].contains(trimmed.lowercased()) ? nil : trimmed
    }

    /// Whether `lines` lines of output need the pager on a terminal of `rows` rows: they do when
    /// they leave no row for the shell's prompt after them.
    static func pages(lines: Int, rows: Int) -> Bool { lines >= rows }

    /// The program a pager command runs: its first word after any `NAME=value` assignments,
    /// found as a path or in `PATH`; nil when there is none, so the text is printed instead.
    static func program(of command: String, path: String?) -> String? {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let word = words.first(where: { !$0.contains("=") }).map(String.init) else { return nil }
        if word.contains("/") { return access(word, X_OK) == 0 ? word : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = folder + "/" + word
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}

/// Stdout on a terminal, holding the output while it fits the terminal's rows: printed as it is
/// when the command ends within them, piped into the pager once it outgrows them (the held
/// lines first, then the rest as it comes). A pager that cannot be started leaves the output
/// printed as it would have been.
final class PagingSink: OutputSink {
    private let destination: OutputSink
    private let rows: Int
    private let command: String
    private let environment: [String: String]
    private var held = ""
    private var heldLines = 0
    private var pager: PagerProcess?
    /// The pager could not be started: everything goes to `destination`.
    private var printing = false

    init(destination: OutputSink, rows: Int, command: String, environment: [String: String]) {
        self.destination = destination
        self.rows = rows
        self.command = command
        self.environment = environment
    }

    func write(_ text: String) {
        if let pager { return pager.write(text) }
        if printing { return destination.write(text) }
        held += text
        heldLines += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        guard Pager.pages(lines: heldLines, rows: rows) else { return }
        if let started = PagerProcess.start(command, environment: environment) {
            pager = started
            started.write(held)
        } else {
            printing = true
            destination.write(held)
        }
        held = ""
    }

    /// Prints what is held, or ends the pager's input and waits until the person quits it.
    func finish() {
        if let pager {
            pager.finish()
            self.pager = nil
        } else if !held.isEmpty {
            destination.write(held)
        }
        held = ""
    }
}

/// A pager run by `/bin/sh -c` on the terminal fancal writes to, reading its standard input
/// from a pipe. While it runs fancal ignores the terminal's interrupt and quit keys (the pager
/// answers them), as `system` does; the pager gets their default handling and SIGPIPE's.
final class PagerProcess {
    private let child: pid_t
    private var input: Int32
    private var interrupt = sigaction()
    private var quit = sigaction()

    private init(child: pid_t, input: Int32) {
        self.child = child
        self.input = input
    }

    /// Starts `command` with `environment` (plus `LESS=FRX` and `LV=-c` when unset, as git
    /// sets them, so a plain `PAGER=less` shows colors); nil when its program cannot be found
    /// or it cannot be started.
    static func start(_ command: String, environment: [String: String]) -> PagerProcess? {
        guard Pager.program(of: command, path: environment["PATH"]) != nil else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LV"] == nil { variables["LV"] = "-c" }
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) } + [nil]
        let entries: [UnsafeMutablePointer<CChar>?] = variables.map { entry in strdup(entry.key + "=" + entry.value) } + [nil]
        defer { for pointer in arguments + entries { free(pointer) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, entries)
        close(pipeEnds[0])
        guard started == 0 else {
            close(pipeEnds[1])
            return nil
        }
        let process = PagerProcess(child: child, input: pipeEnds[1])
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGINT, &ignore, &process.interrupt)
        sigaction(SIGQUIT, &ignore, &process.quit)
        return process
    }

    /// Writes to the pager; what it no longer reads (the person quit it) is dropped.
    func write(_ text: String) {
        guard input >= 0 else { return }
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                close(input)
                input = -1
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Ends the pager's input, waits for it to end and gives the keys back to fancal.
    func finish() {
        if input >= 0 { close(input) }
        input = -1
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        sigaction(SIGINT, &interrupt, nil)
        sigaction(SIGQUIT, &quit, nil)
    }
}
