import FanCalendarApp

/// A picture written to a file: the SVG as it is, or its PNG (`PictureUseCases.png`) when the
/// name ends in `.png`. The file is opened first, so a path that cannot be written is refused
/// before anything is drawn.
enum PictureFile {
    static func write(_ svg: String, to path: String) throws {
        let file = try AtomicFile(path: path, for: .shared)
        if path.lowercased().hasSuffix(".png") {
            let png = try PictureUseCases.png(svg)
            png.withUnsafeBytes { file.append(utf8: $0) }
        } else {
            file.append(svg)
        }
        try file.commit()
    }
}
