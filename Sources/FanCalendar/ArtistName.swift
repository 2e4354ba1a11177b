/// How fans write one artist many ways — `SEVENTEEN`, `seventeen`, `ＳＥＶＥＮＴＥＥＮ`, `ｾﾌﾞﾁ` and
/// `セブチ` — reduced to one key, so an alias matches every spelling that differs only in case,
/// width or spacing. Pure and table-driven: the core has no Foundation (NFKC), and only these
/// foldings are wanted (NFKC would also turn `①` into `1` and `™` into `TM`).
package enum ArtistName {
    /// The key of a spelling: full-width ASCII and the ideographic space to ASCII, half-width
    /// katakana to full-width (with their voicing marks joined), lower case, runs of spaces as one,
    /// trimmed.
    package static func key(_ text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0xFF01...0xFF5E:
                scalars.append(Unicode.Scalar(value - 0xFEE0)!)
            case 0x3000:
                scalars.append(" ")
            case 0xFF9E, 0xFF9F:
                // A half-width voicing mark joins the kana before it (ｶﾞ → ガ, ﾊﾟ → パ).
                let mark = value == 0xFF9E ? 1 : 2
                if let last = scalars.last, let voiced = voiced(last, mark: mark) {
                    scalars[scalars.count - 1] = voiced
                } else {
                    scalars.append(Unicode.Scalar(value == 0xFF9E ? 0x309B : 0x309C)!)
                }
            case 0xFF61...0xFF9D:
                scalars.append(Unicode.Scalar(halfWidthKana[Int(value - 0xFF61)])!)
            default:
                scalars.append(scalar)
            }
        }
        var folded = ""
        var pendingSpace = false
        for character in String(String.UnicodeScalarView(scalars)).lowercased() {
            if character.isWhitespace {
                pendingSpace = !folded.isEmpty
                continue
            }
            if pendingSpace { folded.append(" ") }
            pendingSpace = false
            folded.append(character)
        }
        return folded
    }

    /// U+FF61–FF9D in order: punctuation, small kana, ｰ, then ｱ–ﾝ as full-width katakana.
    private static let halfWidthKana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2,
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC,
        0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8,
        0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
        0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8,
        0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3,
    ]

    /// The voiced (mark 1, ゛) or semi-voiced (mark 2, ゜) form of a full-width katakana.
    private static func voiced(_ kana: Unicode.Scalar, mark: Int) -> Unicode.Scalar? {
        let value = kana.value
        if mark == 1 {
            if value == 0x30A6 { return "\u{30F4}" }
            let voiceable = (0x30AB...0x30C1).contains(value) && value % 2 == 1
                || (0x30C4...0x30C8).contains(value) && value % 2 == 0
                || [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB].contains(value)
            return voiceable ? Unicode.Scalar(value + 1) : nil
        }
        return [0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB].contains(value) ? Unicode.Scalar(value + 2) : nil
    }
}
