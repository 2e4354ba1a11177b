/// File names as the system gives them: bytes, not always UTF-8. A name with bytes that are not
/// UTF-8 (a file copied from an old Windows or a Shift_JIS archive) must still be found, and be
/// shown without U+FFFD hiding which bytes it has.
///
/// Each byte of an invalid sequence is kept in a String as one scalar of a private-use block,
/// U+10FF80 + (byte − 0x80) for bytes 80–FF (no valid UTF-8 sequence is a lone byte below 80),
/// so the exact bytes come back when the file is opened, and ``TerminalText`` shows the byte as
/// `\x{FF}`.
package enum FileNameText {
    static let firstKeptByte: UInt32 = 0x10FF80

    /// The text of a name's bytes: UTF-8 where they are, kept bytes elsewhere.
    package static func decode(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            if length > 0, index + length <= bytes.count,
                let piece = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                scalars.append(contentsOf: piece.unicodeScalars)
                index += length
            } else {
                scalars.append(Unicode.Scalar(firstKeptByte + UInt32(lead) - 0x80)!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a name was decoded from (UTF-8 for text that never held kept bytes).
    package static func bytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if let byte = keptByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// The byte a kept scalar stands for, or nil for any other scalar.
    package static func keptByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= firstKeptByte ? UInt8(scalar.value - firstKeptByte + 0x80) : nil
    }

    /// The NUL-terminated bytes of a name, for the system's file calls (`open`, `stat`).
    package static func cString(_ text: String) -> [CChar] {
        bytes(text).map { CChar(bitPattern: $0) } + [0]
    }
}
