import FanCalendar

/// `fancal summary --format json`: one object in the DESIGN.md shape and key order (`from`,
/// `to`, `by`, `totals`, `groups`, `months`, `previous`, and `converted` with each group's
/// `converted_minor` when there are foreign amounts), on one line with a final newline.
enum SummaryJSON {
    /// Renders a report as JSON.
    /// - Parameters:
    ///   - report: the report.
    ///   - language: the language of the `label` fields (keys stay language-independent).
    ///   - inOneCurrency: `--convert`: `converted` also holds the converted groups.
    /// - Returns: the JSON text, ending in a newline.
    static func render(_ report: SummaryReport, language: Language, inOneCurrency: Bool = false) -> String {
        let groups = report.groups.map { group in
            var members = [
                ("key", JSONText.string(group.key.identifier)),
                ("label", JSONText.string(group.key.label(language))),
                ("currency", JSONText.string(group.currency.code)),
                ("amount_minor", String(group.amount.minorUnits)),
                ("count", String(group.count)),
                ("share", ReportText.decimalShare(group.shareTenThousandths)),
            ]
            if let conversion = report.conversion {
                members.append(("converted_minor", conversion.convertedMinor(of: group).map { String($0) } ?? JSONText.null))
            }
            return JSONText.object(members)
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
        var members = [
            ("from", JSONText.string(report.period.from.description)),
            ("to", JSONText.string(report.period.to.description)),
            ("by", JSONText.string(report.grouping.rawValue)),
            ("totals", totals(report.totals)),
            ("groups", JSONText.array(groups)),
            ("months", JSONText.array(months)),
            ("previous", previous ?? JSONText.null),
        ]
        if let conversion = report.conversion {
            members.append(("converted", converted(conversion, groups: inOneCurrency, language)))
        }
        return JSONText.object(members) + "\n"
    }

    /// The converted total: `{"currency", "amount_minor", "count", "by_charged", "by_rate",
    /// "by_first_rate", "unconverted": [{"currency", "amount_minor", "count"}]}`, and with `groups`
    /// `"groups": [{"key", "label", "amount_minor", "count", "share"}]` in the converted currency.
    private static func converted(_ conversion: SummaryConversion, groups: Bool, _ language: Language) -> String {
        var members = [
            ("currency", JSONText.string(conversion.total.currency.code)),
            ("amount_minor", String(conversion.total.amount.minorUnits)),
            ("count", String(conversion.total.count)),
            ("by_charged", String(conversion.byCharged)),
            ("by_rate", String(conversion.byRate)),
            ("by_first_rate", String(conversion.byFirstRate)),
            ("unconverted", totals(conversion.unconverted)),
        ]
        if groups {
            let converted = conversion.groups.map { group in
                JSONText.object([
                    ("key", JSONText.string(group.key.identifier)),
                    ("label", JSONText.string(group.key.label(language))),
                    ("amount_minor", String(group.amount.minorUnits)),
                    ("count", String(group.count)),
                    ("share", ReportText.decimalShare(group.shareTenThousandths)),
                ])
            }
            members.append(("groups", JSONText.array(converted)))
        }
        return JSONText.object(members)
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
