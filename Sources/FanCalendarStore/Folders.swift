#if canImport(Glibc)
    import Glibc
#endif

/// Folders as fancal makes them: each missing one on the way, 0700 whatever the umask (the
/// store's folder, the config file's; the XDG base directory spec asks the same).
package enum Folders {
    /// A folder that could not be made, and the system's reason (`errno`).
    package struct Failure: Error, Equatable {
        package let folder: String
        package let code: Int32
    }

    /// Makes `folder` and every missing folder above it; one already there is left as it is.
    package static func make(_ folder: String) throws(Failure) {
        var status = stat()
        if stat(folder, &status) == 0 { return }
        let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !parent.isEmpty { try make(parent) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw Failure(folder: folder, code: errno)
        }
    }
}
