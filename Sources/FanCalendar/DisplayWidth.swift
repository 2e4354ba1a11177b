/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and zero-width joiners none. Independent of the C library's locale
/// (only C.UTF-8 exists on many machines, and `wcwidth` disagrees across systems).
public enum DisplayWidth {
    /// Columns for a string, counted per grapheme cluster so an emoji sequence counts once.
    /// Printable ASCII, most text in tables, is counted from its UTF-8 length without grapheme
    /// breaking or Unicode property look-ups.
    public static func of(_ text: String) -> Int {
        // A String's UTF-8 is contiguous: scanned as bytes, without generic iteration.
        let asciiCount = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let asciiCount, let asciiCount { return asciiCount }
        return widthBeyondASCII(text)
    }

    /// `of(_:)` for substrings and other string views.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return widthBeyondASCII(text)
    }

    /// The width of text that is not all printable ASCII: per scalar when every scalar is simple
    /// (see `simpleWidth(_:)`), else per grapheme cluster.
    private static func widthBeyondASCII(_ text: some StringProtocol) -> Int {
        if let total = simpleWidth(of: text.unicodeScalars) { return total }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isWide(first.value) { return 2 }
        let isSingle = scalars.index(after: scalars.startIndex) == scalars.endIndex
        // A text-style symbol followed by VS16 (U+FE0F) is shown as a two-column emoji.
        if !isSingle && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        // Emoji_Presentation begins at U+231A: nothing below needs the property look-up.
        if first.value >= 0x231A && first.properties.isEmojiPresentation { return 2 }
        if isSingle && isZeroWidth(first) { return 0 }
        return 1
    }

    /// Pads text with spaces on the right to a width (never truncates).
    public static func padRight(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Pads text with spaces on the left to a width (never truncates).
    public static func padLeft(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? String(repeating: " ", count: missing) + text : text
    }

    /// Cuts text to at most `width` columns, ending in `…` when anything was cut.
    public static func truncate(_ text: String, to width: Int) -> String { fit(text, to: width).text }

    /// `truncate(_:to:)` together with the width of its result, measured in the same single
    /// pass: renderers that align thousands of cells need both.
    public static func fit(_ text: String, to width: Int) -> (text: String, width: Int) {
        if text.utf8.count <= width || text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let total = of(text)
            if total <= width { return (text, total) }
        }
        if let simple = simpleFit(text, to: width) { return simple }
        var kept = text.startIndex
        var keptWidth = 0
        var total = 0
        for index in text.indices {
            total += of(text[index])
            if total <= width - 1 {
                kept = text.index(after: index)
                keptWidth = total
            }
            if total > width { return (String(text[..<kept]) + "…", keptWidth + 1) }
        }
        return (text, total)
    }

    /// The width of a scalar that is always a grapheme cluster of its own and whose width is
    /// known without a property look-up: printable ASCII, and the kana, CJK ideographs, CJK
    /// punctuation, Hangul syllables and fullwidth forms of East Asian titles (no combining or
    /// joining scalars among them). nil for any other scalar.
    @inline(__always)
    private static func simpleWidth(_ value: UInt32) -> Int? {
        if value >= 0x20 && value < 0x7F { return 1 }
        switch value {
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x30A1...0x30FF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        default: return nil
        }
    }

    /// The width of text made only of simple scalars (see `simpleWidth(_:)`), counted per scalar
    /// without grapheme breaking; nil when any other scalar appears.
    private static func simpleWidth(of scalars: some Sequence<Unicode.Scalar>) -> Int? {
        var total = 0
        for scalar in scalars {
            guard let width = simpleWidth(scalar.value) else { return nil }
            total += width
        }
        return total
    }

    /// `fit(_:to:)` for text made only of simple scalars; nil when any other scalar appears.
    private static func simpleFit(_ text: String, to width: Int) -> (text: String, width: Int)? {
        let scalars = text.unicodeScalars
        var kept = scalars.startIndex
        var keptWidth = 0
        var total = 0
        for index in scalars.indices {
            guard let scalarWidth = simpleWidth(scalars[index].value) else { return nil }
            total += scalarWidth
            if total <= width - 1 {
                kept = scalars.index(after: index)
                keptWidth = total
            }
            if total > width {
                // Cut where one scalar ends and the next begins, which is a character boundary.
                return (String(scalars[..<kept]) + "…", keptWidth + 1)
            }
        }
        return (text, total)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges from Unicode's EastAsianWidth.txt (15.1).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
            0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
            0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
            0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
            0x2B50, 0x2B55, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFF,
            0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
            0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF, 0x4E00...0xA48C,
            0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
            0x18D00...0x18D08, 0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
            0x1B000...0x1B122, 0x1B132, 0x1B150...0x1B152, 0x1B155, 0x1B164...0x1B167,
            0x1B170...0x1B2FB, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
            0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
            0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
            0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E,
            0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
            0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
            0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
            0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
            0x1F947...0x1F9FF, 0x1FA70...0x1FA7C, 0x1FA80...0x1FA88, 0x1FA90...0x1FABD,
            0x1FABF...0x1FAC5, 0x1FACE...0x1FADB, 0x1FAE0...0x1FAE8, 0x1FAF0...0x1FAF8,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
