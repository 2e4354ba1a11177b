import FanCalendar

/// The year in review as a picture to share or keep: an SVG card, and a self-contained HTML page
/// (inline CSS and the same SVG, no script, font or image from outside; works offline and prints
/// on one A4 page). Both in the artist's color, deterministic for golden files.
enum WrappedPicture {
    static let width = 640
    static let lineHeight = 34
    static let fontFamily = SummaryChart.fontFamily

    /// The card's accent: the artist's color (or the top artist's) at a lightness white text
    /// reads well on, else the live pink.
    static func accent(_ review: YearInReview) -> String {
        (review.artist?.color ?? review.byArtist.first?.color)?.readable.description ?? Category.live.hexColor
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

    /// The HTML page: the card, then the year's spending as bars by category and by artist
    /// (each artist in its color), sized to print on one A4 page.
    static func html(_ review: YearInReview, language: Language) -> String {
        let title = SummaryChart.escape(WrappedText.title(review, language))
        let categories = review.byCategory.map {
            (label: $0.category.displayName(language), amount: $0.total.amount, color: $0.category.hexColor)
        }
        let artists = review.byArtist.prefix(8).map {
            (label: $0.label, amount: $0.amount, color: $0.color?.readable.description ?? "#888888")
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
              :root { --accent: \(accent(review)); }
              body { font-family: \(fontFamily); margin: 0 auto; max-width: 180mm; color: #111; background: #fff; }
              .card svg { display: block; width: 100%; height: auto; margin-top: 8mm; }
              h2 { font-size: 13pt; color: var(--accent); margin: 6mm 0 2mm; }
              table { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
              th { text-align: left; font-weight: normal; padding: 1mm 4mm 1mm 0; white-space: nowrap; width: 30%; }
              td.bar { width: 50%; }
              td.bar span { display: block; height: 4mm; border-radius: 1mm; min-width: 1mm; }
              td.amount { text-align: right; padding-left: 4mm; white-space: nowrap; font-variant-numeric: tabular-nums; }
              footer { margin-top: 6mm; color: #777; font-size: 8pt; }
              @media print { body { max-width: none; } .card svg { max-height: 140mm; width: auto; margin: 0 auto; } }
            </style>
            </head>
            <body>
            <div class="card">
            \(svg(review, language: language))</div>
            \(sections)<footer>fancal · \(title)</footer>
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
