#if canImport(Glibc)
    import Glibc
#endif

/// A file written beside its final path and renamed over it only when complete and flushed to
/// disk, so an interrupted write never leaves half a file where a good one was.
final class AtomicFile {
    let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: String?

    /// Creates the temporary file (mode 0666 less the umask, as any new file).
    init(path: String) throws(CLIError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        temporaryPath = (folder.isEmpty ? "" : folder + "/") + ".\(name).fancal-\(getpid()).tmp"
        AtomicFile.removeLeftovers(folder: folder.isEmpty ? "/" : folder, name: name)
        descriptor = open(temporaryPath, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .failure(ErrorText.cannotWrite(path, reason: String(cString: strerror(errno))))
        }
    }

    /// Removes the temporary files of earlier writes of the same file whose process is gone
    /// (killed before it could rename or clean up), so leftovers never pile up. A temporary file
    /// of a process still running is left alone.
    private static func removeLeftovers(folder: String, name: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = ".\(name).fancal-"
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp"),
                let pid = pid_t(entryName.dropFirst(prefix.count).dropLast(4)), pid > 0
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entryName) }
        }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and renames into place; on any failure removes the temporary file and
    /// leaves `path` as it was.
    func commit() throws(CLIError) {
        flush()
        if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        descriptor = -1
        if failure == nil && rename(temporaryPath, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporaryPath)
            throw .failure(ErrorText.cannotWriteLeftAsItWas(path, reason: failure))
        }
    }
}

/// A `TextOutputStream` over an `AtomicFile` or an `OutputSink`, buffered.
struct TextSink: TextOutputStream {
    private let file: AtomicFile?
    private let sink: OutputSink?
    private var pending = ""

    init(file: AtomicFile) {
        self.file = file
        self.sink = nil
    }

    init(sink: OutputSink) {
        self.file = nil
        self.sink = sink
    }

    mutating func write(_ string: String) {
        if let file { return file.append(string) }
        pending += string
        if pending.utf8.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        sink?.write(pending)
        pending = ""
    }
}
