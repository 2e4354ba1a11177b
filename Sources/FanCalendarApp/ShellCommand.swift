#if canImport(Glibc)
    import Glibc
#endif

/// A user's command line run by `/bin/sh -c`, for its output (`sync --password-command`).
enum ShellCommand {
    /// What a command printed on standard output, and how it ended.
    struct Result {
        let output: [UInt8]
        /// The exit status; 128 + the signal's number when a signal ended it (as sh reports it);
        /// 127 when it could not be started.
        let status: Int32
    }

    /// Runs `command` with fancal's standard input, standard error and environment, reading its
    /// standard output to the end (at most `limit` bytes are kept).
    static func run(_ command: String, limit: Int = 1 << 20) -> Result {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Result(output: [], status: 127) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, nil, arguments, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard started == 0 else { return Result(output: [], status: 127) }
        var output: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = block.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if output.count < limit { output += block[..<min(count, limit - output.count)] }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return Result(output: output, status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
    }
}
