/// Text made safe to show on a terminal: what a calendar file or a command line put in a field
/// must not drive the terminal (set its title or clipboard, clear it, move the cursor, reorder a
/// line with bidi overrides).
///
/// Every control character (C0 U+0000–001F, DEL, C1 U+0080–009F) and every bidi embedding,
/// override and isolate (U+202A–202E, U+2066–2069) is shown escaped: `\e` for ESC, `\t`, `\r`,
/// `\n` (unless newlines are kept), and `\u{XX}` (hex, upper case, as Swift writes it) for the
/// rest, e.g. `\u{7}` for BEL, `\u{202E}` for RIGHT-TO-LEFT OVERRIDE. A byte of a file name that
/// is not UTF-8 (``FileNameText``) is shown as `\x{FF}`. A backslash is left as it
/// is: the escaped form is for reading, not for parsing back. Stored text and JSON keep the exact
/// characters; only what a terminal shows is escaped.
package enum TerminalText {
    /// `text` with its unsafe characters escaped; the text itself when it has none (the usual
    /// case, found by one scan of its UTF-8 bytes).
    /// - Parameter keepingNewlines: whether LF stays a line break (a memo shown on its lines).
    package static func safe(_ text: String, keepingNewlines: Bool = false) -> String {
        guard needsEscaping(text, keepingNewlines: keepingNewlines) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" || !isUnsafe(scalar) {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\n": result += "\\n"
            case _ where FileNameText.keptByte(scalar) != nil:
                result += "\\x{" + String(FileNameText.keptByte(scalar)!, radix: 16, uppercase: true) + "}"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether a scalar is escaped by ``safe(_:keepingNewlines:)``.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, FileNameText.firstKeptByte...0x10FFFF: true
        default: false
        }
    }

    /// A byte scan for the UTF-8 forms of the unsafe scalars: `00–1F`, `7F`, `C2 80–9F`,
    /// `E2 80 AA–AE`, `E2 81 A6–A9`, and `F4 8F BE–BF` (kept file-name bytes).
    private static func needsEscaping(_ text: String, keepingNewlines: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && !(keepingNewlines && byte == 0x0A) || byte == 0x7F { return true }
            if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            if beforePrevious == 0xF4 && previous == 0x8F && byte >= 0xBE { return true }
            if beforePrevious == 0xE2
                && (previous == 0x80 && (0xAA...0xAE).contains(byte) || previous == 0x81 && (0xA6...0xA9).contains(byte))
            {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
