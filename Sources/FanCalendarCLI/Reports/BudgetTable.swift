import FanCalendar
import FanCalendarApp

/// `fancal budget` as a table (statuses colored on a terminal), JSON or CSV, and `budget list`.
enum BudgetTable {
    /// The report: one line per budget, then notes on proration, rollover and unconverted records.
    /// - Parameter maxWidth: the terminal's width: the budget's name gives way (down to 8 columns;
    ///   the amounts never); when the figures alone still do not fit beside it (German amounts,
    ///   `12.345 ¥ [41 % von 30.000 ¥]`), each budget's name goes whole on a line of its own
    ///   above its figures, as `ticket list` stacks on a narrow terminal, and its period too when
    ///   the figures still do not fit (`-43.700 ¥ [246 % von 30.000 ¥]`). The notes wrap.
    static func render(
        _ lines: [BudgetLine], selection: BudgetSelection, language: Language, style: TextStyle, maxWidth: Int? = nil
    ) -> String {
        let title = style.bold(MoneyReportText.budgetTitle(selection, language))
        guard !lines.isEmpty else { return title + "\n" + MoneyReportText.noBudgets(language) + "\n" }
        var rows = lines.map { line in
            [
                "#\(line.budget.id ?? 0)", MoneyReportText.scope(line.budget.scope, language), periodText(line),
                MoneyReportText.actualOfGoal(line, language), line.committed.formatted(language),
                line.left.formatted(language), line.leftPerDay?.formatted(language) ?? "-",
            ]
        }
        let columns = MoneyReportText.budgetColumns(language)
        let rightAligned: Set<Int> = [0, 4, 5, 6]
        var widths = columns.dropLast().map { DisplayWidth.of($0) }
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        let statusWidth = max(
            DisplayWidth.of(columns.last!), lines.map { DisplayWidth.of(MoneyReportText.status($0.status)(language)) }.max() ?? 0)
        // Stacked, the name column (and then the period's) is left out of the table's lines:
        // each budget's name, with its period, has a line of its own.
        var ownLine: [Int] = []
        if let maxWidth {
            var overflow = widths.reduce(0, +) + 2 * widths.count + statusWidth - maxWidth
            let floor = max(TextTable.minimumShrunkWidth, DisplayWidth.of(columns[1]))
            if overflow > widths[1] - floor {
                ownLine = [1]
                overflow -= widths[1] + 2
                if overflow > 0 { ownLine.append(2) }
            } else {
                widths[1] -= max(overflow, 0)
                for index in rows.indices { rows[index][1] = DisplayWidth.truncate(rows[index][1], to: widths[1]) }
            }
        }
        let shown = widths.indices.filter { !ownLine.contains($0) }
        func cells(_ row: [String]) -> String {
            shown.map { index in
                rightAligned.contains(index)
                    ? DisplayWidth.padLeft(row[index], to: widths[index]) : DisplayWidth.padRight(row[index], to: widths[index])
            }.joined(separator: "  ")
        }
        var output = [title, style.bold(cells(Array(columns.dropLast())) + "  " + columns.last!)]
        for (row, line) in zip(rows, lines) {
            if !ownLine.isEmpty { output.append(([row[0], style.bold(row[1])] + ownLine.dropFirst().map { row[$0] }).joined(separator: "  ")) }
            let figures = cells(ownLine.isEmpty ? row : [""] + row.dropFirst())
            output.append(figures + "  " + colored(line.status, MoneyReportText.status(line.status)(language), style))
        }
        var notes: [String] = []
        for line in lines {
            if let proration = line.prorated { notes.append(MoneyReportText.prorated(line, proration, language)) }
            if line.rollover.minorUnits != 0 { notes.append(MoneyReportText.rolledOver(line, language)) }
            if line.unconverted > 0 { notes.append(MoneyReportText.budgetUnconverted(line)(language)) }
        }
        if let maxWidth { notes = notes.flatMap { TextWrap.lines($0, width: maxWidth) } }
        if !notes.isEmpty { output.append("\n" + notes.joined(separator: "\n")) }
        return output.joined(separator: "\n") + "\n"
    }

    /// A status word in its traffic-light color: green, yellow, red.
    static func colored(_ status: BudgetStatus, _ text: String, _ style: TextStyle) -> String {
        switch status {
        case .ok: style.green(text)
        case .near: style.apply("33", text)
        case .over: style.red(text)
        }
    }

    /// `2026-11` or `2026`.
    static func periodText(_ line: BudgetLine) -> String {
        line.budget.kind == .month ? YearMonth(year: line.period.from.year, month: line.period.from.month).description
            : String(line.period.from.year)
    }

    /// The DESIGN.md array, one budget per line.
    static func json(_ lines: [BudgetLine]) -> String {
        guard !lines.isEmpty else { return "[]\n" }
        let objects = lines.map { line in
            var category: String?
            var artist: String?
            switch line.budget.scope {
            case .all: break
            case .category(let chosen): category = chosen.identifier
            case .artist(let name): artist = name
            }
            return JSONText.object([
                ("id", JSONText.number(line.budget.id ?? 0)),
                ("kind", JSONText.string(line.budget.kind.rawValue)),
                ("period", JSONText.string(periodText(line))),
                ("scope", JSONText.object([("category", JSONText.string(category)), ("artist", JSONText.string(artist))])),
                ("goal_minor", JSONText.number(line.budget.goal.minorUnits)),
                ("actual_minor", JSONText.number(line.actual.minorUnits)),
                ("committed_minor", JSONText.number(line.committed.minorUnits)),
                ("rollover_minor", JSONText.number(line.rollover.minorUnits)),
                ("goal_to_date_minor", line.prorated == nil ? JSONText.null : JSONText.number(line.measuredGoal.minorUnits)),
                ("left_minor", JSONText.number(line.left.minorUnits)),
                ("currency", JSONText.string(line.actual.currency.code)),
                ("share", ReportText.decimalShare(line.shareTenThousandths)),
                ("left_per_day_minor", line.leftPerDay.map { JSONText.number($0.minorUnits) } ?? JSONText.null),
                ("status", JSONText.string(line.status.rawValue)),
                ("unconverted_count", JSONText.number(Int64(line.unconverted))),
            ])
        }
        return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    static let csvHeader = [
        "id", "kind", "period", "category", "artist", "currency", "goal_minor", "actual_minor", "committed_minor",
        "rollover_minor", "goal_to_date_minor", "left_minor", "left_per_day_minor", "share", "status", "unconverted_count",
    ]

    static func csv(_ lines: [BudgetLine]) -> String {
        CSVText.row(csvHeader)
            + lines.map { line in
                var category = ""
                var artist = ""
                switch line.budget.scope {
                case .all: break
                case .category(let chosen): category = chosen.identifier
                case .artist(let name): artist = name
                }
                return CSVText.row([
                    .integer(line.budget.id ?? 0), .text(line.budget.kind.rawValue), .text(periodText(line)),
                    .text(category), .text(artist), .text(line.actual.currency.code), .integer(line.budget.goal.minorUnits),
                    .integer(line.actual.minorUnits), .integer(line.committed.minorUnits),
                    .integer(line.rollover.minorUnits), .integer(line.prorated == nil ? nil : line.measuredGoal.minorUnits),
                    .integer(line.left.minorUnits), .integer(line.leftPerDay?.minorUnits),
                    .share(line.shareTenThousandths), .text(line.status.rawValue), .integer(Int64(line.unconverted)),
                ])
            }.joined()
    }

    /// `budget list`: every budget as set.
    static func list(_ budgets: [Budget], language: Language, style: TextStyle) -> String {
        guard !budgets.isEmpty else { return MoneyReportText.noBudgets(language) + "\n" }
        let headers = MoneyReportText.budgetListColumns(language)
        var table = TextTable(columns: headers.enumerated().map { index, header in
            .init(header: header, alignment: index == 0 || index == 2 ? .right : .left)
        })
        for budget in budgets {
            table.append([
                "#\(budget.id ?? 0)", MoneyReportText.scope(budget.scope, language), budget.goal.formatted(language),
                MoneyReportText.kind(budget.kind)(language), budget.from.description, budget.rollover.displayName(language),
            ])
        }
        return table.render(style: style)
    }
}
