import FanCalendar

/// The year in review as a picture to share or keep: an SVG card, and a self-contained HTML page
/// (inline CSS and the same SVG, no script, font or image from outside; works offline and prints
/// on one A4 page). Both in the artist's color, deterministic for golden files.
enum WrappedPicture {
    static let width = 640
    static let lineHeight = 34
    static let fontFamily = SummaryChart.fontFamily

    /// The card's accent: the artist's color (or the top artist's), else the live pink.
    static func accent(_ review: YearInReview) -> String {
        (review.artist?.color ?? review.byArtist.first?.color)?.description ?? Category.live.hexColor
    }

    /// The SVG card, ending in a newline.
    static func svg(_ review: YearInReview, language: Language) -> String {
        let lines = WrappedText.lines(review, language)
        let accent = accent(review)
        let height = 120 + lines.count * lineHeight + 40
        var parts = [
            "<rect width=\"\(width)\" height=\"\(height)\" rx=\"24\" fill=\"#FFFFFF\"/>",
            "<rect width=\"\(width)\" height=\"96\" rx=\"24\" fill=\"\(accent)\"/>",
            "<rect y=\"72\" width=\"\(width)\" height=\"24\" fill=\"\(accent)\"/>",
            text(32, 60, WrappedText.title(review, language), size: 28, weight: "bold", fill: "#FFFFFF"),
        ]
        for (index, line) in lines.enumerated() {
            let y = 140 + index * lineHeight
            parts.append(text(32, y, line.label, size: 15, weight: "bold", fill: "#555555"))
            parts.append(text(200, y, line.value, size: 17, fill: "#111111"))
        }
        parts.append(
            "<rect x=\"32\" y=\"\(height - 28)\" width=\"\(width - 64)\" height=\"6\" rx=\"3\" fill=\"\(accent)\"/>")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(SummaryChart.escape(fontFamily))\">\n"
            + parts.map { "  " + $0 + "\n" }.joined() + "</svg>\n"
    }

    /// The HTML page: the card, then every line as text (so it can be read, searched and copied),
    /// sized to print on one A4 page.
    static func html(_ review: YearInReview, language: Language) -> String {
        let title = SummaryChart.escape(WrappedText.title(review, language))
        let rows = WrappedText.lines(review, language).map {
            "      <tr><th>\(SummaryChart.escape($0.label))</th><td>\(SummaryChart.escape($0.value))</td></tr>\n"
        }.joined()
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
              @page { size: A4; margin: 15mm; }
              :root { --accent: \(accent(review)); }
              body { font-family: \(fontFamily); margin: 0 auto; max-width: 180mm; color: #111; background: #fff; }
              h1 { color: var(--accent); font-size: 26pt; margin: 8mm 0 4mm; }
              .card svg { width: 100%; height: auto; }
              table { border-collapse: collapse; width: 100%; margin-top: 4mm; font-size: 11pt; }
              th { text-align: left; color: #555; padding: 1.5mm 4mm 1.5mm 0; white-space: nowrap; vertical-align: top; }
              td { padding: 1.5mm 0; border-bottom: 0.3mm solid var(--accent); }
              footer { margin-top: 6mm; color: #777; font-size: 9pt; }
              @media print { body { max-width: none; } .card svg { max-height: 150mm; } }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <div class="card">
            \(svg(review, language: language))</div>
            <table>
            \(rows)    </table>
            <footer>fancal</footer>
            </body>
            </html>

            """
    }

    private static func text(
        _ x: Int, _ y: Int, _ content: String, size: Int, weight: String? = nil, fill: String
    ) -> String {
        let bold = weight.map { " font-weight=\"\($0)\"" } ?? ""
        return "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\"\(bold) fill=\"\(fill)\">\(SummaryChart.escape(content))</text>"
    }
}
