import FanCalendar

/// `fancal summary --format csv`: tidy data as hledger lays it out, one row per group and
/// currency, each row complete in itself (period, grouping, key, label, currency, amount as a
/// decimal and in minor units, count, share). RFC 4180: CRLF line ends, fields quoted when they
/// hold a comma, quote, CR or LF, quotes doubled. A `null` key is an empty field. With foreign
/// amounts, a row with `by` = `converted` holds the converted total in the home currency, and
/// one `unconverted` row per currency what no rate reached.
enum SummaryCSV {
    /// The header row's fields, in order.
    static let columns = [
        "from", "to", "by", "key", "label", "currency", "amount", "amount_minor", "count", "share",
    ]

    /// Renders a report as CSV.
    /// - Parameters:
    ///   - report: the report.
    ///   - language: the language of the `label` column.
    /// - Returns: the header and one line per group, each ending in CRLF.
    static func render(_ report: SummaryReport, language: Language) -> String {
        var lines = [columns.map(field).joined(separator: ",")]
        for group in report.groups {
            let fields = [
                report.period.from.description, report.period.to.description, report.grouping.rawValue,
                group.key.identifier ?? "", group.key.label(language), group.currency.code,
                group.amount.decimalString, String(group.amount.minorUnits), String(group.count),
                ReportText.decimalShare(group.shareTenThousandths),
            ]
            lines.append(fields.map(field).joined(separator: ","))
        }
        if let conversion = report.conversion {
            let converted = [("converted", MoneyReportText.converted(conversion.total.currency, language), conversion.total)]
            let unconverted = conversion.unconverted.map { ("unconverted", MoneyReportText.notConverted(language), $0) }
            for (by, label, total) in converted + unconverted {
                let fields = [
                    report.period.from.description, report.period.to.description, by, "", label, total.currency.code,
                    total.amount.decimalString, String(total.amount.minorUnits), String(total.count), "",
                ]
                lines.append(fields.map(field).joined(separator: ","))
            }
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// One field, quoted when RFC 4180 requires it, neutralised and escaped as
    /// ``CSVText/field(_:)`` does.
    static func field(_ text: String) -> String { CSVText.field(text) }
}
