import FanCalendar

/// `fancal summary --format json`: one object in the DESIGN.md shape and key order (`from`,
/// `to`, `by`, `totals`, `groups`, `months`, `previous`), on one line with a final newline.
enum SummaryJSON {
    /// Renders a report as JSON.
    /// - Parameters:
    ///   - report: the report.
    ///   - language: the language of the `label` fields (keys stay language-independent).
    /// - Returns: the JSON text, ending in a newline.
    static func render(_ report: SummaryReport, language: Language) -> String {
        let groups = report.groups.map { group in
            JSONText.object([
                ("key", JSONText.string(group.key.identifier)),
                ("label", JSONText.string(group.key.label(language))),
                ("currency", JSONText.string(group.currency.code)),
                ("amount_minor", String(group.amount.minorUnits)),
                ("count", String(group.count)),
                ("share", ReportText.decimalShare(group.shareTenThousandths)),
            ])
        }
        let months = report.months.map { row in
            JSONText.object([
                ("month", JSONText.string(row.month.description)),
                ("key", JSONText.string(row.key.identifier)),
                ("currency", JSONText.string(row.currency.code)),
                ("amount_minor", String(row.amount.minorUnits)),
                ("count", String(row.count)),
            ])
        }
        let previous = report.previousPeriod.map { period in
            JSONText.object([
                ("from", JSONText.string(period.from.description)),
                ("to", JSONText.string(period.to.description)),
                ("totals", totals(report.previousTotals)),
            ])
        }
        return JSONText.object([
            ("from", JSONText.string(report.period.from.description)),
            ("to", JSONText.string(report.period.to.description)),
            ("by", JSONText.string(report.grouping.rawValue)),
            ("totals", totals(report.totals)),
            ("groups", JSONText.array(groups)),
            ("months", JSONText.array(months)),
            ("previous", previous ?? JSONText.null),
        ]) + "\n"
    }

    private static func totals(_ totals: [CurrencyTotal]) -> String {
        JSONText.array(
            totals.map { total in
                JSONText.object([
                    ("currency", JSONText.string(total.currency.code)),
                    ("amount_minor", String(total.amount.minorUnits)),
                    ("count", String(total.count)),
                ])
            })
    }
}
