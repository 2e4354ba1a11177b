#if canImport(Glibc)
    import Glibc
#endif

/// A user's command line run by `/bin/sh -c`, for its output (`sync --password-command`).
enum ShellCommand {
    /// What a command printed on standard output, and how it ended.
    struct Result {
        let output: [UInt8]
        /// The exit status; 128 + the signal's number when a signal ended it (as sh reports it);
        /// 127 when it could not be started; nil when it did not finish in time.
        let status: Int32?
    }

    /// Runs `command` in a process group of its own, with fancal's standard input, standard
    /// error and environment, reading its standard output (at most `limit` bytes are kept).
    ///
    /// It is given `timeoutSeconds`: a command still running then, or one that ended but left a
    /// process holding its output open (`cmd &`), has its whole group killed, so nothing it
    /// started outlives fancal and nothing waits for ever.
    static func run(_ command: String, timeoutSeconds: Int, limit: Int = 1 << 20) -> Result {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Result(output: [], status: 127) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard started == 0 else { return Result(output: [], status: 127) }

        let deadline = monotonicMilliseconds() + Int64(timeoutSeconds) * 1000
        var output: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        var status: Int32?
        // Once sh has ended, what still holds its output open gets a tenth of a second, not
        // the whole time-out.
        var readUntil = deadline
        while true {
            if status == nil, let ended = reap(child, blocking: false) {
                status = ended
                readUntil = min(deadline, monotonicMilliseconds() + 100)
            }
            let wait = readUntil - monotonicMilliseconds()
            guard wait > 0 else { break }
            var poller = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(wait, 50)))
            if ready <= 0 { continue }
            let count = block.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if output.count < limit { output += block[..<min(count, limit - output.count)] }
        }
        // The output closed: sh may still be running (it closed its output early).
        while status == nil && monotonicMilliseconds() < deadline {
            status = reap(child, blocking: false)
            if status == nil { usleep(10_000) }
        }
        // Whatever of the group is left (the command itself after the time-out, or what it left
        // running) is killed and, for the command, reaped.
        kill(-child, SIGKILL)
        if status == nil {
            _ = reap(child, blocking: true)
            return Result(output: output, status: nil)
        }
        return Result(output: output, status: status)
    }

    /// The exit status of `child` as sh reports it, or nil when it is still running.
    private static func reap(_ child: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(child, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == child else { return nil }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
