import FanCalendar

/// `fancal summary` as text: the groups with count, total, share and a bar, a total row per
/// currency, the months (of a year) or the days (of a month or week) as bars stacked by
/// category (months also by sub-category or artist), the average per
/// month or day with spending, the change against the previous period, and a year's highlights.
/// Columns are aligned by display width, so Japanese labels line up.
enum SummaryTable {
    /// Columns of the share bar in the group table.
    static let shareBarWidth = 20
    /// Columns of the longest monthly bar.
    static let monthBarWidth = 40

    /// Renders a report as text.
    /// - Parameters:
    ///   - report: the report.
    ///   - language: the language of headings, labels and number formats.
    ///   - style: ANSI styling; `.plain` gives text without escapes that still reads (bars
    ///     then use each category's marker character).
    ///   - maxWidth: the terminal's width, which the prose lines (the converted total, what no
    ///     rate reached, the averages and changes) are wrapped to; nil (a pipe or a file): whole.
    /// - Returns: the text, ending in a newline; for an empty period a single line saying so.
    static func render(_ report: SummaryReport, language: Language, style: TextStyle, maxWidth: Int? = nil) -> String {
        let wrap = { (text: String) -> [String] in maxWidth.map { TextWrap.lines(text, width: $0) } ?? [text] }
        // A highlight: indented by two, its later lines by four.
        let item = { (text: String) -> String in
            guard let maxWidth else { return "  " + text }
            return TextWrap.lines(text, width: maxWidth - 4).enumerated().map { ($0 == 0 ? "  " : "    ") + $1 }
                .joined(separator: "\n")
        }
        if report.isEmpty { return ReportText.empty(report, language) + "\n" }
        var title = ReportText.title(report, language)
        if report.isInOneCurrency, let conversion = report.conversion {
            title += " · " + MoneyReportText.convertedChart(conversion.total.currency)(language)
        }
        var sections = [style.bold(title) + "\n\n" + groupTable(report, language, style)]
        if report.isInOneCurrency, let conversion = report.conversion {
            // The table is the converted one: only what no rate reached is left to say.
            if !conversion.unconverted.isEmpty {
                sections.append(wrap(MoneyReportText.unconverted(conversion.unconverted, language)).joined(separator: "\n"))
            }
        } else if let conversion = report.conversion {
            var lines = wrap(MoneyReportText.convertedTotal(conversion, language)).map(style.bold)
            if !conversion.unconverted.isEmpty { lines += wrap(MoneyReportText.unconverted(conversion.unconverted, language)) }
            sections.append(lines.joined(separator: "\n"))
        }
        // A year in months; a month or a week in the days that had spending.
        let byDay = report.period.kind != .year
        // The days are counted per currency: the report in one currency has months only.
        for (index, total) in report.totals.enumerated() where !(byDay && report.isInOneCurrency) {
            let multi = report.totals.count > 1
            let heading = (byDay ? ReportText.byDay(language) : ReportText.byMonth(language))
                + (multi ? " (\(total.currency.code))" : "")
            let bars = byDay
                ? dayBars(report, total.currency, language, style)
                : monthBars(report, total.currency, everyMonth: index == 0, language, style)
            sections.append(style.bold(heading) + "\n" + bars)
        }
        var notes: [String] = report.averages.flatMap { wrap(ReportText.average($0, language)) }
        if let previous = report.previousPeriod {
            for change in report.changes {
                let (text, more) = ReportText.change(change, previous: previous, language)
                switch more {
                case true?: notes += wrap(text).map(style.red)
                case false?: notes += wrap(text).map(style.green)
                case nil: notes += wrap(text)
                }
            }
        }
        if !notes.isEmpty { sections.append(notes.joined(separator: "\n")) }
        if let highlights = report.highlights, !highlights.isEmpty {
            let heading =
                highlights.converted
                ? MoneyReportText.highlightsConverted(report.conversion!.total.currency)(language)
                : ReportText.highlights(language)
            var lines = [style.bold(heading)]
            lines += highlights.busiestMonths.map { item(ReportText.busiestMonth($0, language)) }
            // Titles and artists come from the records: made safe for a terminal (TerminalText).
            lines += zip(highlights.biggestExpenses, highlights.biggestAmounts).map {
                item(TerminalText.safe(ReportText.biggestExpense($0, amount: $1, language)))
            }
            lines += highlights.topArtists.map { item(TerminalText.safe(ReportText.topArtist($0, language))) }
            if let live = highlights.liveShows, live > 0 {
                lines.append(item(ReportText.liveShows(live)(language)))
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The group table with one total row per currency.
    private static func groupTable(_ report: SummaryReport, _ language: Language, _ style: TextStyle)
        -> String
    {
        struct Line {
            let label: String
            let count: String
            let amount: String
            let share: String
            let barColumns: Int
            let stackStyle: StackStyle?
            let kind: Kind
        }
        enum Kind { case header, group, total, gap }
        var lines: [Line] = []
        let multi = report.totals.count > 1
        for (index, total) in report.totals.enumerated() {
            if index > 0 {
                lines.append(
                    Line(label: "", count: "", amount: "", share: "", barColumns: 0, stackStyle: nil, kind: .gap))
            }
            let groups = report.groups(in: total.currency)
            let styles = StackStyle.styles(for: groups.map(\.key))
            // Groups that cost nothing have no share to show; the total still counts them.
            for group in groups where group.amount.minorUnits != 0 {
                lines.append(
                    Line(
                        label: TerminalText.safe(group.key.label(language)), count: String(group.count),
                        amount: group.amount.formatted(language),
                        share: group.shownShareTenths.map { ReportText.percent(tenths: $0, language) } ?? "",
                        barColumns: shareBarColumns(tenths: group.shownShareTenths ?? 0), stackStyle: styles[group.key],
                        kind: .group))
            }
            lines.append(
                Line(
                    label: ReportText.total(language) + (multi ? " (\(total.currency.code))" : ""),
                    count: String(total.count),
                    amount: total.amount.formatted(language),
                    share: total.amount.minorUnits > 0 ? ReportText.percent(tenths: 1000, language) : "",
                    barColumns: 0, stackStyle: nil, kind: .total))
        }
        let header = Line(
            label: ReportText.groupingName(report.grouping)(language), count: ReportText.count(language),
            amount: ReportText.amount(language), share: ReportText.share(language), barColumns: 0, stackStyle: nil,
            kind: .header)
        let all = [header] + lines
        let labelWidth = all.map { DisplayWidth.of($0.label) }.max() ?? 0
        let countWidth = all.map { DisplayWidth.of($0.count) }.max() ?? 0
        let amountWidth = all.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let shareWidth = all.map { DisplayWidth.of($0.share) }.max() ?? 0
        let ruleWidth = labelWidth + countWidth + amountWidth + shareWidth + 6

        func cells(_ line: Line) -> String {
            var text = DisplayWidth.padRight(line.label, to: labelWidth) + "  "
                + DisplayWidth.padLeft(line.count, to: countWidth) + "  "
                + DisplayWidth.padLeft(line.amount, to: amountWidth) + "  "
                + DisplayWidth.padLeft(line.share, to: shareWidth)
            // A total without a share (nothing was spent) ends at its amount.
            while text.last == " " { text.removeLast() }
            return text
        }
        var output = [style.bold(cells(header))]
        for line in lines {
            switch line.kind {
            case .total:
                output.append(style.dim(String(repeating: "-", count: ruleWidth)))
                output.append(style.bold(cells(line)))
            case .gap:
                output.append("")
            case .header, .group:
                let bar = line.stackStyle.map { Self.bar(columns: line.barColumns, $0, style) } ?? ""
                output.append(cells(line) + (bar.isEmpty ? "" : "  " + bar))
            }
        }
        return output.joined(separator: "\n")
    }

    /// The columns of a share's bar (a share in tenths of a percent), rounded to whole columns:
    /// `shareBarWidth` for 100%.
    static func shareBarColumns(tenths: Int) -> Int {
        (max(tenths, 0) * shareBarWidth + 500) / 1000
    }

    /// The months of the period as bars stacked by key, scaled to the busiest month, with the
    /// month's total and a legend. The main currency lists every month; the others only the
    /// months they were spent in, so a single euro purchase does not add eleven empty lines.
    private static func monthBars(
        _ report: SummaryReport, _ currency: Currency, everyMonth: Bool, _ language: Language,
        _ style: TextStyle
    ) -> String {
        let rows = report.months(in: currency)
        let keys = report.stackKeys(in: currency)
        let styles = StackStyle.styles(for: keys)
        var byMonth: [YearMonth: [SummaryMonthRow]] = [:]
        for row in rows { byMonth[row.month, default: []].append(row) }
        let allMonths = report.period.months
        let spansYears = allMonths.first?.year != allMonths.last?.year
        let periodMonths = everyMonth ? allMonths : allMonths.filter { byMonth[$0] != nil }
        let monthTotals = periodMonths.map { month in
            (byMonth[month] ?? []).reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        }
        let largest = monthTotals.max() ?? 0
        let labels = periodMonths.map { ReportText.monthLabel($0, spansYears: spansYears, language) }
        let amounts = zip(periodMonths, monthTotals).map { month, total in
            byMonth[month] == nil ? "-" : Money(minorUnits: total, currency: currency).formatted(language)
        }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let amountWidth = amounts.map { DisplayWidth.of($0) }.max() ?? 0

        var lines: [String] = []
        for (index, month) in periodMonths.enumerated() {
            let stacks = (byMonth[month] ?? []).sorted { a, b in
                (keys.firstIndex(of: a.key) ?? Int.max) < (keys.firstIndex(of: b.key) ?? Int.max)
            }
            let bar = stackedBar(stacks.map { ($0.key, $0.amount.minorUnits) }, largest: largest, styles, style)
            let line =
                DisplayWidth.padRight(labels[index], to: labelWidth) + "  "
                + DisplayWidth.padLeft(amounts[index], to: amountWidth)
                + (bar.isEmpty ? "" : "  " + bar)
            lines.append(line)
        }
        lines.append(legend(keys, styles, language, style))
        return lines.joined(separator: "\n")
    }

    /// The days of a month or week with spending in one currency (free records left out), as bars
    /// stacked by category,
    /// scaled to the busiest day, with the day's total and a legend.
    private static func dayBars(
        _ report: SummaryReport, _ currency: Currency, _ language: Language, _ style: TextStyle
    ) -> String {
        let totals = report.days.filter { $0.amount.currency == currency && $0.amount.minorUnits != 0 }
        var byDay: [(date: CivilDate, stacks: [(key: SummaryKey, amount: Int64)])] = []
        for total in totals {
            if byDay.last?.date != total.date { byDay.append((total.date, [])) }
            byDay[byDay.count - 1].stacks.append((.category(total.category), total.amount.minorUnits))
        }
        let keys = Array(Set(totals.map { SummaryKey.category($0.category) })).sorted()
        let styles = StackStyle.styles(for: keys)
        let dayTotals = byDay.map { $0.stacks.reduce(Int64(0)) { $0 + $1.amount } }
        let largest = dayTotals.max() ?? 0
        let labels = byDay.map { ReportText.dayLabel($0.date, language) }
        let amounts = dayTotals.map { Money(minorUnits: $0, currency: currency).formatted(language) }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let amountWidth = amounts.map { DisplayWidth.of($0) }.max() ?? 0
        var lines = byDay.indices.map { index in
            let bar = stackedBar(byDay[index].stacks, largest: largest, styles, style)
            return DisplayWidth.padRight(labels[index], to: labelWidth) + "  "
                + DisplayWidth.padLeft(amounts[index], to: amountWidth) + (bar.isEmpty ? "" : "  " + bar)
        }
        lines.append(legend(keys, styles, language, style))
        return lines.joined(separator: "\n")
    }

    /// One bar of stacks in drawing order, `monthBarWidth` columns for `largest`: the stacks'
    /// colors, or their fill characters without color.
    private static func stackedBar(
        _ stacks: [(key: SummaryKey, amount: Int64)], largest: Int64, _ styles: [SummaryKey: StackStyle],
        _ style: TextStyle
    ) -> String {
        var bar = ""
        var drawn = 0
        var cumulative: Int64 = 0
        for stack in stacks {
            cumulative += stack.amount
            let end =
                largest > 0
                ? Int((Int128(cumulative) * Int128(monthBarWidth) * 2 + Int128(largest)) / (Int128(largest) * 2)) : 0
            let width = end - drawn
            guard width > 0, let stackStyle = styles[stack.key] else { continue }
            bar += Self.bar(columns: width, stackStyle, style)
            drawn = end
        }
        return bar
    }

    /// A bar of `columns` columns in a key's style: spaces on the key's color, or its fill
    /// character without color. Neither is East Asian Ambiguous (block characters such as `█`
    /// are, and CJK fonts draw even the narrow ones two columns wide), so a bar takes its
    /// columns whatever the terminal's ambiguous width.
    private static func bar(columns: Int, _ stackStyle: StackStyle, _ style: TextStyle) -> String {
        style.enabled
            ? style.background(stackStyle.terminalColor, String(repeating: " ", count: columns))
            : String(repeating: stackStyle.fill, count: columns)
    }

    /// The keys' swatches and labels on one line.
    private static func legend(
        _ keys: [SummaryKey], _ styles: [SummaryKey: StackStyle], _ language: Language, _ style: TextStyle
    ) -> String {
        keys.compactMap { key -> String? in
            guard let stackStyle = styles[key] else { return nil }
            return bar(columns: 1, stackStyle, style) + " " + TerminalText.safe(key.label(language))
        }.joined(separator: "  ")
    }
}
