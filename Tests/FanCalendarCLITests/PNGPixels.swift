import Foundation

/// What a PNG shows, measured pixel by pixel: decoded by python3's zlib with the row filters
/// undone (8-bit RGB or RGBA, not interlaced: what rsvg-convert and Chromium write), so a test
/// can tell a picture from a blank or a broken one without an image library.
struct PNGPixels {
    let width: Int
    let height: Int
    /// How many distinct pixel values the picture has (anti-aliased text gives dozens).
    let colors: Int
    /// The share of pixels, in per mille, that differ from the most common value (the background).
    let coveredPerMille: Int
    /// Opaque pixels darker than #606060 in every channel: text.
    let darkPixels: Int
    /// Opaque pixels of each color asked for (`#RRGGBB`), exactly.
    let exact: [String: Int]

    /// - Parameters:
    ///   - png: the file.
    ///   - colors: `#RRGGBB` colors to count exactly.
    /// - Throws: when python3 cannot be run or does not read the file as a PNG.
    init(_ png: URL, counting colors: [String] = []) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, png.path] + colors
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 5 + colors.count else {
            throw Unreadable(reason: "python3 did not read \(png.path) as a PNG: \(problem)\(text)")
        }
        width = numbers[0]
        height = numbers[1]
        self.colors = numbers[2]
        coveredPerMille = numbers[3]
        darkPixels = numbers[4]
        exact = Dictionary(uniqueKeysWithValues: zip(colors, numbers[5...]))
    }

    struct Unreadable: Error {
        let reason: String
    }

    /// Prints `width height colors coveredPerMille darkPixels` and the count of each color asked.
    private static let script = #"""
        import sys, zlib, struct, collections
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
                assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
            if kind == b'IDAT': idat += body
            pos += 12 + length
        raw = zlib.decompress(idat)
        channels = 4 if color == 6 else 3
        stride = width * channels
        counts, previous, offset = collections.Counter(), bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            if kind == 1:
                for i in range(channels, stride): line[i] = (line[i] + line[i - channels]) & 255
            elif kind == 2:
                line = bytearray((a + b) & 255 for a, b in zip(line, previous))
            elif kind == 3:
                for i in range(stride):
                    line[i] = (line[i] + ((line[i - channels] if i >= channels else 0) + previous[i]) // 2) & 255
            elif kind == 4:
                for i in range(stride):
                    left = line[i - channels] if i >= channels else 0
                    up, corner = previous[i], previous[i - channels] if i >= channels else 0
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
            if channels == 4: counts.update(memoryview(bytes(line)).cast('I'))
            else: counts.update(bytes(line[i:i + 3]) + b'\xff' for i in range(0, stride, 3))
            previous = line
        pixels = {(key.to_bytes(4, 'little') if isinstance(key, int) else key): n for key, n in counts.items()}
        total = width * height
        dark = sum(n for key, n in pixels.items() if key[3] == 255 and max(key[:3]) < 0x60)
        asked = [pixels.get(bytes.fromhex(hex.lstrip('#')) + b'\xff', 0) for hex in sys.argv[2:]]
        print(width, height, len(pixels), (total - max(pixels.values())) * 1000 // total, dark, *asked)
        """#
}
