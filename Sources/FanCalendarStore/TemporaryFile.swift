#if canImport(Glibc)
    import Glibc
#endif

/// A temporary file made beside the file it will become or stand for, named
/// `PREFIX` + `PID-XXXXXX`: the pid lets a later run remove what a killed one left, the random
/// part makes the name unguessable, and `mkstemp` creates it 0600 with `O_EXCL` (never through a
/// link planted in a shared folder). The one sweeper of such leftovers: a backup's copy (with
/// SQLite's files beside it) and an `--out` file's stand-in both go through it.
package enum TemporaryFile {
    /// Removes what killed runs left at `prefix`, then creates a new empty file there, open for
    /// writing and closed on exec.
    /// - Parameters:
    ///   - prefix: the path up to the pid (`/dir/.NAME.fancal-`).
    ///   - companions: the suffixes of the files that may have been left beside one
    ///     (`["", "-journal", "-wal", "-shm"]` for a SQLite database; `[""]` for the file alone).
    /// - Returns: its path and descriptor; nil with `errno` set when it cannot be created.
    package static func create(prefix: String, companions: [String]) -> (path: String, descriptor: Int32)? {
        removeAbandoned(prefix: prefix, companions: companions)
        var template = Array((prefix + "\(getpid())-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self), descriptor)
    }

    /// Removes the files at `prefix` whose process is gone (killed before it could rename or
    /// clean up), so leftovers never pile up; a file of a process still running is left alone.
    /// - Parameter companions: the suffixes after `PID-XXXXXX` that are removed too.
    package static func removeAbandoned(prefix: String, companions: [String]) {
        let (folder, namePrefix) = RecordStore.split(prefix)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = owner(of: entryName, namePrefix: namePrefix, companions: companions) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entryName) }
        }
    }

    /// The pid in `name` when it is `namePrefix` + `PID-XXXXXX` + one of `companions`.
    static func owner(of name: String, namePrefix: String, companions: [String]) -> pid_t? {
        guard name.hasPrefix(namePrefix) else { return nil }
        let rest = name.dropFirst(namePrefix.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let afterPID = rest.dropFirst(digits.count)
        guard afterPID.hasPrefix("-"), afterPID.count >= 7, companions.contains(String(afterPID.dropFirst(7))),
            let pid = pid_t(digits), pid > 0
        else { return nil }
        return pid
    }
}
