/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and zero-width joiners none. Independent of the C library's locale
/// (only C.UTF-8 exists on many machines, and `wcwidth` disagrees across systems).
package enum DisplayWidth {
    /// Whether East Asian Ambiguous characters (`…`, `–`, `€`, `·`, `ü`, Greek and Cyrillic
    /// letters…) take two columns, as terminals set to "ambiguous = wide" (common in Japan) draw
    /// them. Set for the whole of a command's rendering with `$ambiguousIsWide.withValue(true) { … }`,
    /// so every measurement of that rendering agrees with the terminal.
    @TaskLocal package static var ambiguousIsWide = false

    /// The columns of the `…` that ends cut text.
    package static var ellipsisWidth: Int { ambiguousIsWide ? 2 : 1 }

    /// Columns for a string, counted per grapheme cluster so an emoji sequence counts once.
    /// Printable ASCII, most text in tables, is counted from its UTF-8 length without grapheme
    /// breaking or Unicode property look-ups.
    package static func of(_ text: String) -> Int {
        // A String's UTF-8 is contiguous: scanned as bytes, without generic iteration.
        let asciiCount = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let asciiCount, let asciiCount { return asciiCount }
        return widthBeyondASCII(text)
    }

    /// `of(_:)` for substrings and other string views.
    package static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return widthBeyondASCII(text)
    }

    /// The width of text that is not all printable ASCII: per scalar when every scalar is simple
    /// (see `simpleWidth(_:ambiguousIsWide:)`), else per grapheme cluster.
    private static func widthBeyondASCII(_ text: some StringProtocol) -> Int {
        if let total = simpleWidth(of: text.unicodeScalars) { return total }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    package static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isWide(first.value) { return 2 }
        if ambiguousIsWide && isAmbiguous(first.value) { return 2 }
        let isSingle = scalars.index(after: scalars.startIndex) == scalars.endIndex
        // A text-style symbol followed by VS16 (U+FE0F) is shown as a two-column emoji.
        if !isSingle && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        // Emoji_Presentation begins at U+231A: nothing below needs the property look-up.
        if first.value >= 0x231A && first.properties.isEmojiPresentation { return 2 }
        if isSingle && isZeroWidth(first) { return 0 }
        return 1
    }

    /// Pads text with spaces on the right to a width (never truncates).
    package static func padRight(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + spaces(missing) : text
    }

    /// Pads text with spaces on the left to a width (never truncates).
    package static func padLeft(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? spaces(missing) + text : text
    }

    /// `count` spaces; none for a count below one. Views pad thousands of cells: the runs up to
    /// 64 are made once, each from the bytes of the longest (`String(repeating:count:)` costs
    /// thousands of instructions a call).
    package static func spaces(_ count: Int) -> String {
        count < spaceRuns.count ? spaceRuns[max(count, 0)] : String(repeating: " ", count: count)
    }

    private static let spaceRuns: [String] = {
        let longest = [UInt8](repeating: 0x20, count: 64)
        return (0...64).map { String(decoding: longest[..<$0], as: UTF8.self) }
    }()

    /// Cuts text to at most `width` columns, ending in `…` when anything was cut.
    package static func truncate(_ text: String, to width: Int) -> String { fit(text, to: width).text }

    /// `truncate(_:to:)` together with the width of its result, measured in the same single
    /// pass: renderers that align thousands of cells need both.
    package static func fit(_ text: String, to width: Int) -> (text: String, width: Int) {
        if text.utf8.count <= width || text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let total = of(text)
            if total <= width { return (text, total) }
        }
        let ellipsis = ellipsisWidth
        if let simple = simpleFit(text, to: width, ellipsis: ellipsis) { return simple }
        var kept = text.startIndex
        var keptWidth = 0
        var total = 0
        for index in text.indices {
            total += of(text[index])
            if total <= width - ellipsis {
                kept = text.index(after: index)
                keptWidth = total
            }
            if total > width { return (String(text[..<kept]) + "…", keptWidth + ellipsis) }
        }
        return (text, total)
    }

    /// The width of a scalar that is always a grapheme cluster of its own and whose width is
    /// known without a property look-up: printable ASCII, the kana, CJK ideographs, CJK
    /// punctuation, Hangul syllables and fullwidth forms of East Asian titles, and the Latin
    /// letters, punctuation, currency signs (`¥`, `€`), symbols (`☆`, `♪`, `→`) and wide emoji
    /// of names, titles and amounts. None of them combines or joins with a neighbour, none is a
    /// format character, and every emoji among them (`Emoji_Presentation`) is East Asian Wide.
    /// nil for any other scalar.
    @inline(__always)
    private static func simpleWidth(_ value: UInt32, ambiguousIsWide: Bool) -> Int? {
        if value >= 0x20 && value < 0x7F { return 1 }
        switch value {
        case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x30A1...0x30FF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        case 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2190...0x21FF,
            0x2460...0x27BF:
            return isWide(value) || (ambiguousIsWide && isAmbiguous(value)) ? 2 : 1
        case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            // Emoji drawn wide (🎤, 💿), without the skin tones between, which join the emoji
            // before them; a variation selector or joiner after one is not simple either.
            return isWide(value) ? 2 : nil
        default: return nil
        }
    }

    /// The width of text made only of simple scalars (see `simpleWidth(_:ambiguousIsWide:)`),
    /// counted per scalar without grapheme breaking; nil when any other scalar appears.
    private static func simpleWidth(of scalars: some Sequence<Unicode.Scalar>) -> Int? {
        let ambiguousIsWide = ambiguousIsWide
        var total = 0
        for scalar in scalars {
            guard let width = simpleWidth(scalar.value, ambiguousIsWide: ambiguousIsWide) else { return nil }
            total += width
        }
        return total
    }

    /// `fit(_:to:)` for text made only of simple scalars; nil when any other scalar appears.
    private static func simpleFit(_ text: String, to width: Int, ellipsis: Int) -> (text: String, width: Int)? {
        let scalars = text.unicodeScalars
        let ambiguousIsWide = ambiguousIsWide
        var kept = scalars.startIndex
        var keptWidth = 0
        var total = 0
        for index in scalars.indices {
            guard let scalarWidth = simpleWidth(scalars[index].value, ambiguousIsWide: ambiguousIsWide) else { return nil }
            total += scalarWidth
            if total <= width - ellipsis {
                kept = scalars.index(after: index)
                keptWidth = total
            }
            if total > width {
                // Cut where one scalar ends and the next begins, which is a character boundary.
                return (String(scalars[..<kept]) + "…", keptWidth + ellipsis)
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

    /// East Asian Ambiguous (A) ranges from Unicode's EastAsianWidth.txt (Python's
    /// `unicodedata.east_asian_width`, Unicode 14), without combining marks, variation selectors
    /// and private use, which never take a column of their own.
    private static func isAmbiguous(_ value: UInt32) -> Bool {
        guard value >= 0xA1 else { return false }
        switch value {
        case 0xA1, 0xA4, 0xA7...0xA8, 0xAA, 0xAE, 0xB0...0xB4, 0xB6...0xBA, 0xBC...0xBF, 0xC6, 0xD0,
            0xD7...0xD8, 0xDE...0xE1, 0xE6, 0xE8...0xEA, 0xEC...0xED, 0xF0, 0xF2...0xF3, 0xF7...0xFA,
            0xFC, 0xFE, 0x101, 0x111, 0x113, 0x11B, 0x126...0x127, 0x12B, 0x131...0x133, 0x138,
            0x13F...0x142, 0x144, 0x148...0x14B, 0x14D, 0x152...0x153, 0x166...0x167, 0x16B, 0x1CE,
            0x1D0, 0x1D2, 0x1D4, 0x1D6, 0x1D8, 0x1DA, 0x1DC, 0x251, 0x261, 0x2C4, 0x2C7, 0x2C9...0x2CB,
            0x2CD, 0x2D0, 0x2D8...0x2DB, 0x2DD, 0x2DF, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C1,
            0x3C3...0x3C9, 0x401, 0x410...0x44F, 0x451, 0x2010, 0x2013...0x2016, 0x2018...0x2019,
            0x201C...0x201D, 0x2020...0x2022, 0x2024...0x2027, 0x2030, 0x2032...0x2033, 0x2035, 0x203B,
            0x203E, 0x2074, 0x207F, 0x2081...0x2084, 0x20AC, 0x2103, 0x2105, 0x2109, 0x2113, 0x2116,
            0x2121...0x2122, 0x2126, 0x212B, 0x2153...0x2154, 0x215B...0x215E, 0x2160...0x216B,
            0x2170...0x2179, 0x2189, 0x2190...0x2199, 0x21B8...0x21B9, 0x21D2, 0x21D4, 0x21E7, 0x2200,
            0x2202...0x2203, 0x2207...0x2208, 0x220B, 0x220F, 0x2211, 0x2215, 0x221A, 0x221D...0x2220,
            0x2223, 0x2225, 0x2227...0x222C, 0x222E, 0x2234...0x2237, 0x223C...0x223D, 0x2248, 0x224C,
            0x2252, 0x2260...0x2261, 0x2264...0x2267, 0x226A...0x226B, 0x226E...0x226F,
            0x2282...0x2283, 0x2286...0x2287, 0x2295, 0x2299, 0x22A5, 0x22BF, 0x2312, 0x2460...0x24E9,
            0x24EB...0x254B, 0x2550...0x2573, 0x2580...0x258F, 0x2592...0x2595, 0x25A0...0x25A1,
            0x25A3...0x25A9, 0x25B2...0x25B3, 0x25B6...0x25B7, 0x25BC...0x25BD, 0x25C0...0x25C1,
            0x25C6...0x25C8, 0x25CB, 0x25CE...0x25D1, 0x25E2...0x25E5, 0x25EF, 0x2605...0x2606, 0x2609,
            0x260E...0x260F, 0x261C, 0x261E, 0x2640, 0x2642, 0x2660...0x2661, 0x2663...0x2665,
            0x2667...0x266A, 0x266C...0x266D, 0x266F, 0x269E...0x269F, 0x26BF, 0x26C6...0x26CD,
            0x26CF...0x26D3, 0x26D5...0x26E1, 0x26E3, 0x26E8...0x26E9, 0x26EB...0x26F1, 0x26F4,
            0x26F6...0x26F9, 0x26FB...0x26FC, 0x26FE...0x26FF, 0x273D, 0x2776...0x277F,
            0x2B56...0x2B59, 0x3248...0x324F, 0xFFFD, 0x1F100...0x1F10A, 0x1F110...0x1F12D,
            0x1F130...0x1F169, 0x1F170...0x1F18D, 0x1F18F...0x1F190, 0x1F19B...0x1F1AC:
            return true
        default:
            return false
        }
    }
}
