#if canImport(Glibc)
    import Glibc
#endif

import FanCalendar

/// The year in review as a picture to share or keep: an SVG card, and a self-contained HTML page
/// (inline CSS, no script, font or image from outside; works offline and prints on one A4 page).
/// Both show the fan's own color exactly as chosen (the 推しカラー), with the text on it dark or
/// white, whichever reads better; every row wraps within the card, in every language.
/// Deterministic for golden files.
enum WrappedPicture {
    static let width = 640
    static let fontFamily = SummaryChart.fontFamily

    /// The card's layout, in SVG units: the label column, the value column after it, and the
    /// sizes their lines are wrapped to.
    private enum Card {
        static let margin = 32
        static let labelWidth = 156
        static let valueX = 200
        static var valueWidth: Int { WrappedPicture.width - margin - valueX }
        static let titleSize = 28
        static let titleLine = 36
        static let labelSize = 15
        static let valueSize = 17
        static let line = 24
        static let rowGap = 10
    }

    /// The fan's color (the artist's, else the top artist's) exactly as chosen, else the live pink.
    static func accent(_ review: YearInReview) -> RGBColor {
        review.artist?.color ?? review.byArtist.first?.color ?? RGBColor(hex: Category.live.hexColor)!
    }

    /// The color of text on `color`: near-black or white, whichever contrasts more (WCAG 2).
    static func textColor(on color: RGBColor) -> String {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        // #111111 has a luminance of about 0.0056.
        let onDark = (luminance + 0.05) / (0.0056 + 0.05)
        let onWhite = 1.05 / (luminance + 0.05)
        return onDark >= onWhite ? "#111111" : "#FFFFFF"
    }

    /// The SVG card, ending in a newline.
    static func svg(_ review: YearInReview, language: Language) -> String {
        let accent = accent(review)
        let titleLines = wrap(WrappedText.title(review)(language), width: width - 2 * Card.margin, size: Card.titleSize, bold: true)
        let headerHeight = 36 + titleLines.count * Card.titleLine + 24
        var parts = [String]()
        var y = headerHeight + 40
        for line in WrappedText.lines(review, language) {
            let labels = wrap(line.label, width: Card.labelWidth, size: Card.labelSize, bold: true)
            let values = wrap(line.value, width: Card.valueWidth, size: Card.valueSize, bold: false)
            parts.append(text(Card.margin, y, labels, size: Card.labelSize, weight: "bold", fill: "#555555"))
            parts.append(text(Card.valueX, y, values, size: Card.valueSize, fill: "#111111"))
            y += max(labels.count, values.count) * Card.line + Card.rowGap
        }
        let height = y + 20
        let header = [
            "<rect width=\"\(width)\" height=\"\(height)\" rx=\"24\" fill=\"#FFFFFF\"/>",
            "<rect width=\"\(width)\" height=\"\(headerHeight)\" rx=\"24\" fill=\"\(accent)\"/>",
            "<rect y=\"\(headerHeight - 24)\" width=\"\(width)\" height=\"24\" fill=\"\(accent)\"/>",
            text(Card.margin, 36 + Card.titleSize, titleLines, size: Card.titleSize, weight: "bold",
                 fill: textColor(on: accent), lineHeight: Card.titleLine),
        ]
        parts.append(
            "<rect x=\"\(Card.margin)\" y=\"\(height - 28)\" width=\"\(width - 2 * Card.margin)\" height=\"6\" rx=\"3\" fill=\"\(accent)\"/>")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(SummaryChart.escape(fontFamily))\">\n"
            + (header + parts).map { "  " + $0 + "\n" }.joined() + "</svg>\n"
    }

    /// The HTML page: the card as HTML (its rows wrap to any width, a phone's included), then
    /// the year's spending as bars by category and by artist (each artist in its color), sized
    /// to print on one A4 page.
    static func html(_ review: YearInReview, language: Language) -> String {
        let title = SummaryChart.escape(WrappedText.title(review)(language))
        let accent = accent(review)
        let categories = review.byCategory.map {
            (label: $0.category.displayName(language), amount: $0.total.amount, color: $0.category.hexColor)
        }
        let artists = review.byArtist.prefix(8).map {
            (label: $0.label, amount: $0.amount, color: $0.color?.description ?? "#888888")
        }
        var rows = ""
        for line in WrappedText.lines(review, language) {
            rows += "<div class=\"row\"><dt>\(SummaryChart.escape(line.label))</dt>"
                + "<dd>\(SummaryChart.escape(line.value))</dd></div>\n"
        }
        var sections = ""
        for (heading, rows) in [
            (WrappedText.labels.byCategory(language), categories), (WrappedText.labels.byArtist(language), Array(artists)),
        ] where !rows.isEmpty {
            let largest = max(rows.map(\.amount.minorUnits).max() ?? 1, 1)
            sections += "<h2>\(SummaryChart.escape(heading))</h2>\n<table>\n"
            for row in rows {
                let percent = row.amount.minorUnits * 100 / largest
                sections += "  <tr><th>\(SummaryChart.escape(row.label))</th>"
                    + "<td class=\"bar\"><span style=\"width: \(percent)%; background: \(row.color)\"></span></td>"
                    + "<td class=\"amount\">\(SummaryChart.escape(row.amount.formatted(language)))</td></tr>\n"
            }
            sections += "</table>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
              @page { size: A4; margin: 15mm; }
              :root { --accent: \(accent); --on-accent: \(textColor(on: accent)); }
              * { box-sizing: border-box; }
              body { font-family: \(fontFamily); margin: 0 auto; padding: 0 4mm; max-width: 180mm; color: #111; background: #fff; overflow-wrap: anywhere; }
              .card { margin-top: 6mm; border-radius: 16px; border: 1px solid #ddd; overflow: hidden; }
              .card h1 { margin: 0; padding: 5mm 6mm; font-size: 20pt; background: var(--accent); color: var(--on-accent); }
              .card dl { margin: 0; padding: 3mm 6mm 2mm; }
              .card .row { display: flex; flex-wrap: wrap; column-gap: 4mm; padding: 1.2mm 0; }
              .card dt { flex: 0 1 11em; min-width: 0; font-weight: bold; color: #555; font-size: 10.5pt; }
              .card dd { flex: 1 1 18em; min-width: 0; margin: 0; font-size: 12pt; }
              .card .rule { height: 6px; margin: 0 6mm 5mm; border-radius: 3px; background: var(--accent); }
              h2 { font-size: 13pt; margin: 6mm 0 2mm; padding-left: 3mm; border-left: 6px solid var(--accent); }
              table { border-collapse: collapse; width: 100%; font-size: 10.5pt; table-layout: fixed; }
              th { text-align: left; font-weight: normal; padding: 1mm 4mm 1mm 0; width: 34%; }
              td.bar { width: 40%; }
              td.bar span { display: block; height: 4mm; border-radius: 1mm; min-width: 1mm; }
              td.amount { text-align: right; padding-left: 4mm; width: 26%; font-variant-numeric: tabular-nums; }
              footer { margin: 6mm 0; color: #666; font-size: 8pt; }
              @media print { body { max-width: none; padding: 0; } }
            </style>
            </head>
            <body>
            <div class="card">
            <h1>\(title)</h1>
            <dl>
            \(rows)</dl>
            <div class="rule"></div>
            </div>
            \(sections)<footer>fancal · \(title)</footer>
            </body>
            </html>

            """
    }

    /// `text` in lines no wider than `width` SVG units at `size`, as a font draws them at most:
    /// broken after spaces and between wide (CJK) characters, a word longer than a line broken
    /// anywhere. Each character's width is a bound, not a measurement, so a line never
    /// overflows in the fonts the card names.
    static func wrap(_ text: String, width: Int, size: Int, bold: Bool) -> [String] {
        let limit = Double(width) / Double(size) / (bold ? 1.08 : 1)
        // Where a line may break: after a run of spaces, and around each wide character; not
        // before a lone sign (`48.800 ¥`, `· `), which stays with what it follows.
        func isWide(_ character: Character) -> Bool { !character.isASCII && em(character) == 1 }
        var units: [String] = []
        for character in text {
            if let last = units.last?.last, !isWide(character),
                character == " " || (last != " " && !isWide(last))
            {
                units[units.count - 1].append(character)
            } else {
                units.append(String(character))
            }
        }
        units = units.reduce(into: []) { joined, unit in
            let sign = unit.allSatisfy { $0 == " " || !($0.isLetter || $0.isNumber || $0 == "(") }
            if sign, !joined.isEmpty { joined[joined.count - 1] += unit } else { joined.append(unit) }
        }
        var lines: [String] = []
        var line = ""
        func measure(_ text: some StringProtocol) -> Double {
            text.reversed().drop(while: { $0 == " " }).reduce(0) { $0 + em($1) }
        }
        for unit in units {
            if !line.isEmpty && measure(line + unit) > limit {
                lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
                line = ""
            }
            for character in line.isEmpty ? unit.drop(while: { $0 == " " }) : Substring(unit) {
                if !line.isEmpty && measure(line + String(character)) > limit {
                    lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
                    line = ""
                }
                line.append(character)
            }
        }
        lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        return lines
    }

    /// An upper bound of a character's width in em in sans-serif fonts (Noto Sans CJK, DejaVu
    /// Sans, Liberation Sans): 1 for wide characters and for ambiguous ones (a CJK font draws
    /// `·` and `…` full width), less for Latin letters and digits.
    private static func em(_ character: Character) -> Double {
        if DisplayWidth.$ambiguousIsWide.withValue(true, operation: { DisplayWidth.of(character) }) == 2 { return 1 }
        if character == " " || "iljt.,:;'!|()[]".contains(character) { return 0.42 }
        if "MWmw@%".contains(character) { return 1 }
        if character.isUppercase || !character.isASCII { return 0.78 }
        return 0.66
    }

    private static func text(
        _ x: Int, _ y: Int, _ lines: [String], size: Int, weight: String? = nil, fill: String, lineHeight: Int = Card.line
    ) -> String {
        let bold = weight.map { " font-weight=\"\($0)\"" } ?? ""
        let spans = lines.enumerated().map { index, line in
            index == 0
                ? SummaryChart.escape(line)
                : "<tspan x=\"\(x)\" dy=\"\(lineHeight)\">\(SummaryChart.escape(line))</tspan>"
        }
        return "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\"\(bold) fill=\"\(fill)\">\(spans.joined())</text>"
    }
}
