#if canImport(Glibc)
    import Glibc
#endif

import FanCalendar

/// A picture fancal draws as SVG (`chart`, the `wrapped` card) turned into PNG, to post where
/// SVG is not taken. librsvg's `rsvg-convert` (Debian: librsvg2-bin) draws it, with the system's
/// fonts, at twice the SVG's size so that it stays sharp on phones.
package enum PictureUseCases {
    /// How many PNG pixels one SVG unit becomes.
    package static let scale = 2

    /// The PNG of `svg`.
    /// - Throws: `AppError.failure` when `rsvg-convert` is not installed or fails, or the
    ///   temporary SVG cannot be written.
    package static func png(_ svg: String) throws -> [UInt8] {
        var template = Array((UnlinkedFile.folder + "/fancal-picture-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard descriptor >= 0 else {
            throw AppError.failure(AppText.temporaryFolderUnusable(path, String(cString: strerror(errno))))
        }
        defer { unlink(path) }
        let bytes = Array(svg.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let reason = written == bytes.count ? nil : String(cString: strerror(errno))
        close(descriptor)
        if let reason { throw AppError.failure(AppText.temporaryFolderUnusable(path, reason)) }
        // Quoted for sh: TMPDIR may hold any character.
        let quoted = "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        let result = ShellCommand.run(
            "command -v rsvg-convert >/dev/null 2>&1 || exit 127; exec rsvg-convert --zoom \(scale) --format png \(quoted) 2>/dev/null",
            timeoutSeconds: 120, limit: 1 << 28)
        switch result.status {
        case 0? where result.output.starts(with: [0x89, 0x50, 0x4E, 0x47]):
            return result.output
        case 127?:
            throw AppError.failure(AppText.pictureConverterMissing)
        default:
            throw AppError.failure(AppText.pictureNotDrawn)
        }
    }
}
