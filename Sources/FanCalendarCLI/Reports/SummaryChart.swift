import FanCalendar

/// `fancal chart`: the period as a self-contained SVG picture — monthly bars stacked by
/// category (by sub-category when one category is chosen) on a value axis with round ticks, a
/// legend, and a ring of the shares with the total in the middle. One currency is drawn: the
/// home currency, converted, when records in other currencies convert (what does not is named
/// below the title); else the one with the most records, the others mentioned below it.
/// Deterministic: coordinates are written with two fixed decimals and nothing depends on the
/// clock, so the output can be compared with a golden file.
enum SummaryChart {
    static let width = 920
    static let plotLeft = 96.0
    static let plotRight = 560.0
    static let plotTop = 110.0
    static let plotBottom = 400.0
    static let ringCenterX = 750.0
    static let ringCenterY = 210.0
    static let ringRadius = 100.0
    static let ringThickness = 40.0
    static let fontFamily =
        "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic', 'Meiryo', sans-serif"

    /// Renders a report as an SVG document.
    /// - Parameters:
    ///   - report: the report (usually a year).
    ///   - language: the language of the title, axis, legend and number formats.
    /// - Returns: the SVG text, ending in a newline.
    /// - Parameter artistColors: the artists' own colors by name, for a chart by artist.
    static func render(_ report: SummaryReport, language: Language, artistColors: [String: RGBColor] = [:]) -> String {
        let title = ReportText.title(report, language)
        guard let view = ChartView(report) else {
            return document(
                height: 160,
                [
                    text(32, 44, title, size: 20, weight: "bold"),
                    text(32, 96, ReportText.empty(report, language), size: 15, fill: "#555555"),
                ])
        }
        let heading = view.converted ? MoneyReportText.convertedChart(view.currency)(language) : view.currency.code
        var parts: [String] = [text(32, 44, title + " · " + heading, size: 20, weight: "bold")]
        if let unconverted = view.unconverted {
            parts.append(text(32, 68, MoneyReportText.unconverted(unconverted, language), size: 13, fill: "#666666"))
        } else if !view.others.isEmpty {
            parts.append(text(32, 68, ReportText.alsoSpentIn(view.others)(language), size: 13, fill: "#666666"))
        }
        let styles = StackStyle.styles(for: view.keys, artistColors: artistColors)
        parts += bars(report, view.rows, view.currency, view.keys, styles, language)
        let ring = ringSegments(view.rows, view.currency, view.keys)
        parts += ringParts(ring, view.total, styles, language)
        let legendTop = ringCenterY + ringRadius + ringThickness / 2 + 36
        parts += legend(ring, styles, top: legendTop, language)
        let height = max(Int(plotBottom) + 60, Int(legendTop) + ring.count * 22 + 16)
        return document(height: height, parts)
    }

    /// What the chart draws: the converted amounts in the home currency when any foreign record
    /// converts (with what did not convert named), else the currency with the most records.
    struct ChartView {
        let currency: Currency
        let rows: [SummaryMonthRow]
        let keys: [SummaryKey]
        let total: CurrencyTotal
        let converted: Bool
        /// Currencies not drawn (per-currency chart).
        let others: [String]
        /// What could not be converted (converted chart), nil when everything was.
        let unconverted: [CurrencyTotal]?

        init?(_ report: SummaryReport) {
            if let conversion = report.conversion, conversion.convertsForeign {
                currency = conversion.total.currency
                rows = conversion.months
                keys = conversion.stackKeys
                total = conversion.total
                converted = true
                others = []
                unconverted = conversion.unconverted.isEmpty ? nil : conversion.unconverted
                return
            }
            guard let primary = report.primaryCurrency, let first = report.totals.first else { return nil }
            currency = primary
            rows = report.months(in: primary)
            keys = report.stackKeys(in: primary)
            total = first
            converted = false
            others = report.totals.dropFirst().map(\.currency.code)
            unconverted = nil
        }
    }

    /// The monthly bars, the value axis with its ticks and grid, and the month labels.
    private static func bars(
        _ report: SummaryReport, _ rows: [SummaryMonthRow], _ currency: Currency, _ keys: [SummaryKey],
        _ styles: [SummaryKey: StackStyle],
        _ language: Language
    ) -> [String] {
        let months = report.period.months
        let spansYears = months.first?.year != months.last?.year
        var byMonth: [YearMonth: [SummaryMonthRow]] = [:]
        for row in rows { byMonth[row.month, default: []].append(row) }
        let largest =
            months.map { (byMonth[$0] ?? []).reduce(Int64(0)) { $0 + $1.amount.minorUnits } }.max() ?? 0
        let (step, ticks) = niceAxis(largest, currency)
        let axisMax = Double(step) * Double(ticks)
        let plotHeight = plotBottom - plotTop
        func y(_ minor: Int64) -> Double { plotBottom - Double(minor) / axisMax * plotHeight }

        var parts: [String] = []
        for tick in 0...ticks {
            let value = step * Int64(tick)
            let ty = y(value)
            parts.append(
                element(
                    "line",
                    [
                        ("x1", fixed(plotLeft)), ("y1", fixed(ty)), ("x2", fixed(plotRight)),
                        ("y2", fixed(ty)),
                        ("stroke", tick == 0 ? "#999999" : "#e6e6e6"), ("stroke-width", "1"),
                    ])
            )
            parts.append(
                text(
                    plotLeft - 8, ty + 4, axisLabel(value, currency, language), size: 11, fill: "#666666",
                    anchor: "end"))
        }
        let slot = (plotRight - plotLeft) / Double(max(months.count, 1))
        let barWidth = min(slot * 0.62, 48)
        for (index, month) in months.enumerated() {
            let center = plotLeft + slot * (Double(index) + 0.5)
            let x = center - barWidth / 2
            var cumulative: Int64 = 0
            let stacks = (byMonth[month] ?? []).sorted { a, b in
                (keys.firstIndex(of: a.key) ?? Int.max) < (keys.firstIndex(of: b.key) ?? Int.max)
            }
            for stack in stacks where stack.amount.minorUnits > 0 {
                let bottom = y(cumulative)
                cumulative += stack.amount.minorUnits
                let top = y(cumulative)
                let color = styles[stack.key]?.hexColor ?? "#8a8a8a"
                let tip =
                    ReportText.monthLabel(month, spansYears: spansYears, language) + " · "
                    + stack.key.label(language)
                    + ": " + stack.amount.formatted(language)
                parts.append(
                    element(
                        "rect",
                        [
                            ("x", fixed(x)), ("y", fixed(top)), ("width", fixed(barWidth)),
                            ("height", fixed(bottom - top)), ("fill", color), ("stroke", "#ffffff"),
                            ("stroke-width", "1"),
                        ], title: tip)
                )
            }
            parts.append(
                text(
                    center, plotBottom + 20, ReportText.monthLabel(month, spansYears: spansYears, language),
                    size: 12, fill: "#444444", anchor: "middle"))
        }
        return parts
    }

    /// One ring segment: a key, its amount and its share in tenths of a percent.
    struct Segment {
        let key: SummaryKey
        let amount: Money
        let tenths: Int
    }

    /// The ring's segments in drawing order: the stacks' keys summed over the period.
    private static func ringSegments(_ rows: [SummaryMonthRow], _ currency: Currency, _ keys: [SummaryKey])
        -> [Segment]
    {
        var sums: [SummaryKey: Int64] = [:]
        for row in rows { sums[row.key, default: 0] += row.amount.minorUnits }
        let drawn = keys.filter { (sums[$0] ?? 0) > 0 }
        guard let shares = Rounding.tenthsOfPercent(drawn.map { sums[$0]! }) else { return [] }
        return zip(drawn, shares).map { key, share in
            Segment(key: key, amount: Money(minorUnits: sums[key]!, currency: currency), tenths: share)
        }
    }

    /// The ring, drawn as dashed circles (no trigonometry, so the numbers stay exact), and the
    /// total in its middle.
    private static func ringParts(
        _ segments: [Segment], _ total: CurrencyTotal, _ styles: [SummaryKey: StackStyle],
        _ language: Language
    ) -> [String] {
        let circumference = 2 * Double.pi * ringRadius
        var parts = [
            element(
                "circle",
                [
                    ("cx", fixed(ringCenterX)), ("cy", fixed(ringCenterY)), ("r", fixed(ringRadius)),
                    ("fill", "none"), ("stroke", "#eeeeee"), ("stroke-width", fixed(ringThickness)),
                ])
        ]
        let sum = segments.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        var start: Int64 = 0
        for segment in segments {
            let offset = Double(start) / Double(sum) * circumference
            let length = Double(segment.amount.minorUnits) / Double(sum) * circumference
            start += segment.amount.minorUnits
            let color = styles[segment.key]?.hexColor ?? "#8a8a8a"
            let tip =
                segment.key.label(language) + ": " + segment.amount.formatted(language) + " ("
                + ReportText.percent(tenths: segment.tenths, language) + ")"
            parts.append(
                element(
                    "circle",
                    [
                        ("cx", fixed(ringCenterX)), ("cy", fixed(ringCenterY)), ("r", fixed(ringRadius)),
                        ("fill", "none"), ("stroke", color), ("stroke-width", fixed(ringThickness)),
                        ("stroke-dasharray", fixed(length) + " " + fixed(circumference - length)),
                        ("stroke-dashoffset", fixed(-offset)),
                        ("transform", "rotate(-90 \(fixed(ringCenterX)) \(fixed(ringCenterY)))"),
                    ], title: tip)
            )
        }
        parts.append(
            text(
                ringCenterX, ringCenterY - 6, ReportText.total(language), size: 13, fill: "#666666",
                anchor: "middle"))
        parts.append(
            text(
                ringCenterX, ringCenterY + 18, total.amount.formatted(language), size: 20, weight: "bold",
                anchor: "middle"))
        return parts
    }

    /// Swatches with labels, amounts and shares below the ring.
    private static func legend(
        _ segments: [Segment], _ styles: [SummaryKey: StackStyle], top: Double, _ language: Language
    ) -> [String] {
        let left = ringCenterX - ringRadius - ringThickness / 2
        let right = ringCenterX + ringRadius + ringThickness / 2
        var parts: [String] = []
        for (index, segment) in segments.enumerated() {
            let y = top + Double(index) * 22
            let color = styles[segment.key]?.hexColor ?? "#8a8a8a"
            parts.append(
                element(
                    "rect",
                    [
                        ("x", fixed(left)), ("y", fixed(y - 11)), ("width", "12"), ("height", "12"),
                        ("rx", "2"),
                        ("fill", color),
                    ])
            )
            parts.append(text(left + 20, y, segment.key.label(language), size: 13, fill: "#222222"))
            parts.append(
                text(
                    right - 64, y, segment.amount.formatted(language), size: 13, fill: "#444444",
                    anchor: "end"))
            parts.append(
                text(
                    right, y, ReportText.percent(tenths: segment.tenths, language), size: 13, fill: "#666666",
                    anchor: "end"))
        }
        return parts
    }

    /// A step of 1, 2 or 5 times a power of ten (at least one major unit) and how many steps
    /// reach `largest`: at most five, so the axis reads at a glance.
    static func niceAxis(_ largest: Int64, _ currency: Currency) -> (step: Int64, ticks: Int) {
        var power: Int64 = 1
        for _ in 0..<currency.minorDigits { power *= 10 }
        while true {
            for multiple: Int64 in [1, 2, 5] {
                let step = multiple * power
                let ticks = Int((largest + step - 1) / step)
                if ticks <= 5 { return (step, max(ticks, 1)) }
            }
            power *= 10
        }
    }

    /// A tick value without decimals when it is a whole amount (`€500`, `500 €`, `¥20,000`).
    static func axisLabel(_ minor: Int64, _ currency: Currency, _ language: Language) -> String {
        let formatted = Money(minorUnits: minor, currency: currency).formatted(language)
        guard currency.minorDigits > 0 else { return formatted }
        let zeros = String(language.decimalMark) + String(repeating: "0", count: currency.minorDigits)
        let symbol = language.symbolFollowsAmount ? " " + currency.symbol : ""
        guard formatted.hasSuffix(zeros + symbol) else { return formatted }
        return String(formatted.dropLast(zeros.count + symbol.count)) + symbol
    }

    private static func document(height: Int, _ parts: [String]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
                + " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(escape(fontFamily))\">",
            element(
                "rect",
                [("x", "0"), ("y", "0"), ("width", "\(width)"), ("height", "\(height)"), ("fill", "#ffffff")]),
        ]
        lines += parts
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func text(
        _ x: Double, _ y: Double, _ content: String, size: Int, weight: String? = nil,
        fill: String = "#222222",
        anchor: String? = nil
    ) -> String {
        var attributes = "x=\"\(fixed(x))\" y=\"\(fixed(y))\" font-size=\"\(size)\" fill=\"\(fill)\""
        if let weight { attributes += " font-weight=\"\(weight)\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        return "<text \(attributes)>\(escape(content))</text>"
    }

    /// One element with its attributes in the given order (values escaped), empty or holding a
    /// `<title>` (a browser shows it on hover).
    private static func element(_ name: String, _ attributes: [(String, String)], title: String? = nil)
        -> String
    {
        let head = "<" + name + attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
        guard let title else { return head + "/>" }
        return head + "><title>" + escape(title) + "</title></" + name + ">"
    }

    /// A coordinate with exactly two decimals (`12.50`, `-3.00`), rounded half away from zero.
    static func fixed(_ value: Double) -> String {
        let hundredths = Int64((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        return sign + String(magnitude / 100) + "." + pad(Int(magnitude % 100), 2)
    }

    /// Text made safe for XML character data and attribute values; control characters, which
    /// XML 1.0 forbids, are escaped as a terminal shows them (``TerminalText``).
    static func escape(_ text: String) -> String {
        var result = ""
        for character in TerminalText.safe(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20 && scalar != "\t" && scalar != "\n"
                {
                    result += " "
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
