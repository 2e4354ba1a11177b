#if canImport(Glibc)
    import Glibc
#endif

/// A private file in the temporary folder (TMPDIR, else /tmp) that has no name: created 0600
/// with an unguessable name and unlinked at once, so nothing is left behind however fancal ends.
/// A feed's body is written here and read back, instead of being held in memory.
final class UnlinkedFile {
    let descriptor: Int32

    /// - Throws: `AppError.failure` naming the temporary folder when it cannot be written.
    init() throws {
        let base = UnlinkedFile.folder + "/fancal-body-XXXXXX"
        var template = Array(base.utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw AppError.failure(AppText.temporaryFolderUnusable(base, String(cString: strerror(errno))))
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    deinit { close(descriptor) }

    /// The temporary folder: TMPDIR, else /tmp; the folder SQLite's temporary files (the
    /// import's staging) go to, as it chooses it.
    static var folder: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }
}
