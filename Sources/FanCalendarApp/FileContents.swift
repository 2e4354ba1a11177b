#if canImport(Glibc)
    import Glibc
#endif
import FanCalendar

/// A whole small file read into memory (a rates file, a trip file, the config file), bounded:
/// a file named by mistake (a disk image) is refused at `limit` bytes instead of filling
/// memory, and anything but a regular file (a FIFO, /dev/zero) is refused without waiting.
package enum FileContents {
    /// Why a file could not be read, in the words of `fancal import`'s messages.
    package struct Failure: Error, Equatable {
        package let reason: String
    }

    /// - Parameters:
    ///   - path: opened by its bytes (``FileNameText``), so a name that is not UTF-8 is found.
    ///   - limit: the most bytes accepted.
    package static func read(path: String, limit: Int = 64 << 20) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO waits for a writer, which may never come; it is refused.
        let descriptor = open(FileNameText.cString(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: reason(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "this is a folder; name a file")
        default: throw Failure(reason: "not a regular file (a FIFO, a device or a socket); name a file")
        }
        var contents: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(reason: reason(errno)) }
            if count == 0 { return contents }
            guard contents.count + count <= limit else {
                throw Failure(reason: limit >= 1 << 20 ? "larger than \(limit >> 20) MiB" : "larger than \(limit) bytes")
            }
            contents += block[..<count]
        }
    }

    /// Whether `path` names a regular file (after links): a `file://` feed may name nothing else,
    /// as reading a FIFO could wait for ever.
    package static func isRegularFile(path: String) -> Bool {
        var status = stat()
        return stat(FileNameText.cString(path), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// `path` made absolute, links resolved (`realpath`): a path stored for later use must not
    /// depend on the folder the command ran in. Nil when it does not resolve.
    package static func absolutePath(_ path: String) -> String? {
        guard let resolved = realpath(FileNameText.cString(path), nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether something exists at `path` (a file, a folder, anything `stat` finds).
    package static func exists(path: String) -> Bool {
        var status = stat()
        return stat(FileNameText.cString(path), &status) == 0
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}
