#if canImport(Glibc)
    import Glibc
#endif

import FanCalendar
import FanCalendarICS
import FanCalendarStore

/// A file written beside its final path and renamed over it only when complete and flushed to
/// disk, so an interrupted write never leaves half a file where a good one was.
///
/// Only a regular file (or a new one) is replaced that way. A device, FIFO or socket, and any
/// path reached through `/proc` (`/dev/stdout`, `/dev/fd/N`), is written in place: replacing
/// `/dev/full` with a regular file, or the file behind a shell's `>` with a new inode, would be
/// wrong. A link to a regular file is followed, so the link stays and its target is replaced.
final class AtomicFile {
    let path: String
    /// The file renamed into place at the end; nil when writing in place.
    private let temporaryPath: String?
    /// Where the temporary file goes: `path`, or the regular file a link at `path` leads to.
    private let finalPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The `errno` of the first write that failed.
    private var failure: Int32?

    /// Who a new file is for.
    enum Audience {
        /// The user alone (the config file): 0600 whatever the umask.
        case owner
        /// Others too (an export to serve, a chart or page to post, a trip to hand to a friend):
        /// 0666 less the umask, as `cp` or a shell's `>` would make it (0644 under umask 022).
        case shared
    }

    /// Makes the folder `path` is to be written in, and every missing folder above it (0700);
    /// one already there is left as it is.
    static func makeFolder(of path: String) throws(CLIError) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard !folder.isEmpty else { return }
        do throws(Folders.Failure) { try Folders.make(folder) } catch {
            throw .failure(ErrorText.cannotWrite(path, reason: ErrorText.folderNotCreated(folder)))
        }
    }

    /// Creates the temporary file (its mode from `audience`, or the mode of the file it will
    /// replace), with an unpredictable name and `O_EXCL` (never through a link planted in a
    /// shared folder), in the target's folder; or opens a special file for writing in place.
    init(path: String, for audience: Audience) throws(CLIError) {
        self.path = path
        let resolved = AtomicFile.resolve(path)
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && status.st_mode & S_IFMT == S_IFDIR {
            throw .failure(ErrorText.cannotWrite(path, reason: SystemErrorText.text(EISDIR)))
        }
        if resolved.throughProc || (exists && status.st_mode & S_IFMT != S_IFREG) {
            temporaryPath = nil
            finalPath = path
            descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw .failure(ErrorText.cannotWrite(path, reason: SystemErrorText.text(errno)))
            }
            return
        }
        let finalPath = resolved.path
        self.finalPath = finalPath
        let slash = finalPath.lastIndex(of: "/")
        let folder = slash.map { String(finalPath[...$0]) } ?? "./"
        let name = slash.map { String(finalPath[finalPath.index(after: $0)...]) } ?? finalPath
        // `.NAME.fancal-PID-XXXXXX` (`TemporaryFile`), after removing what killed writes left.
        guard let file = TemporaryFile.create(prefix: folder + ".\(name).fancal-", companions: [""]) else {
            throw .failure(ErrorText.cannotWrite(path, reason: SystemErrorText.text(errno)))
        }
        temporaryPath = file.path
        descriptor = file.descriptor
        if exists {
            // A replaced file keeps its mode (a private 0600 export stays private) and owner.
            _ = fchmod(descriptor, status.st_mode & 0o7777)
            _ = fchown(descriptor, status.st_uid, status.st_gid)
        } else if audience == .shared {
            // mkstemp made it 0600; the umask is read by setting it, and set back at once.
            let mask = umask(0o077)
            umask(mask)
            _ = fchmod(descriptor, 0o666 & ~mask)
        }
    }

    /// Follows the symbolic links at `path` (at most 40, as the kernel does) to the last path
    /// that is not a link; `throughProc` when one of them leads into `/proc`, where a link
    /// stands for an open file (`/dev/stdout` → `/proc/self/fd/1`), not a place to replace.
    private static func resolve(_ path: String) -> (path: String, throughProc: Bool) {
        var current = path
        for _ in 0..<40 {
            if current.hasPrefix("/proc/") { return (current, true) }
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return (current, false) }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &target, target.count - 1)
            guard length > 0 else { return (current, false) }
            let link = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else {
                let slash = current.lastIndex(of: "/")
                current = (slash.map { String(current[...$0]) } ?? "") + link
            }
        }
        return (current, false)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            if let temporaryPath { unlink(temporaryPath) }
        }
    }

    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends UTF-8 bytes as they are.
    func append(utf8 text: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: text)
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
                failure = errno
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and renames into place; on any failure removes the temporary file and
    /// leaves `path` as it was. A special file written in place is only flushed.
    func commit() throws(CLIError) {
        flush()
        guard let temporaryPath else {
            close(descriptor)
            descriptor = -1
            if let failure { throw .failure(ErrorText.cannotWrite(path, reason: SystemErrorText.text(failure))) }
            return
        }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        descriptor = -1
        if failure == nil && rename(temporaryPath, finalPath) != 0 { failure = errno }
        if let failure {
            unlink(temporaryPath)
            throw .failure(ErrorText.cannotWriteLeftAsItWas(path, reason: SystemErrorText.text(failure)))
        }
    }
}

/// A `TextOutputStream` over an `AtomicFile` or an `OutputSink`, buffered; an export's UTF-8
/// goes into the file's buffer as it is.
struct TextSink: ICSOutputStream {
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

    mutating func write(utf8 text: UnsafeRawBufferPointer) {
        guard let file else { return write(String(decoding: text, as: UTF8.self)) }
        file.append(utf8: text)
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        sink?.write(pending)
        pending = ""
    }
}
