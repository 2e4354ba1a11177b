/// Text broken into lines no wider than a number of terminal columns (`DisplayWidth`): between
/// words, and between East Asian wide characters, which need no space to break (Japanese has
/// none), never before closing punctuation (`、。）」`) or after opening (`（「`).
package enum TextWrap {
    /// The lines of `text`, each at most `width` columns unless one word alone is wider.
    package static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for (piece, spaceBefore) in pieces(of: text) {
            let pieceWidth = DisplayWidth.of(piece)
            let gap = line.isEmpty || !spaceBefore ? 0 : 1
            if !line.isEmpty && lineWidth + gap + pieceWidth > width {
                lines.append(line)
                line = piece
                lineWidth = pieceWidth
            } else {
                line += (gap == 1 ? " " : "") + piece
                lineWidth += gap + pieceWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Paragraphs written across several lines (as `--help`'s discussions are) joined into one
    /// line each: a line break becomes a space between words, nothing between wide characters.
    package static func unwrap(_ text: String) -> String {
        var joined = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.trimmingPrefix(" ")
            if let last = joined.last, let first = line.first, !(isWide(last) && isWide(first)) { joined += " " }
            joined += line
        }
        return joined
    }

    /// The unbreakable pieces of `text`, each with whether a space came before it.
    private static func pieces(of text: String) -> [(String, Bool)] {
        var pieces: [(String, Bool)] = []
        var current = ""
        var spaceBefore = false
        var spaceBeforeCurrent = false
        for character in text {
            if character == " " {
                if !current.isEmpty { pieces.append((current, spaceBeforeCurrent)) }
                current = ""
                spaceBefore = true
                continue
            }
            let breaks = !current.isEmpty && !closing.contains(character) && !opening.contains(current.last!)
                && (isWide(character) || isWide(current.last!))
            if breaks {
                pieces.append((current, spaceBeforeCurrent))
                current = ""
            }
            if current.isEmpty {
                spaceBeforeCurrent = spaceBefore
                spaceBefore = false
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append((current, spaceBeforeCurrent)) }
        return pieces
    }

    private static func isWide(_ character: Character) -> Bool { DisplayWidth.of(character) == 2 }

    /// Characters a line may not begin with (kinsoku): closing brackets and punctuation.
    private static let closing: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "・", "ー", "ッ", "ャ", "ュ", "ョ", ")", ":", ",", "."]
    /// Characters a line may not end with.
    private static let opening: Set<Character> = ["（", "「", "『", "【", "("]
}
