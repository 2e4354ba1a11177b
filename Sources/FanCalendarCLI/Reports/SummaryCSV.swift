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
        var text = CSVText.row(columns)
        for group in report.groups {
            text += CSVText.row([
                .text(report.period.from.description), .text(report.period.to.description),
                .text(report.grouping.rawValue), .text(group.key.identifier ?? ""), .text(group.key.label(language)),
                .text(group.currency.code), .decimal(group.amount), .integer(group.amount.minorUnits),
                .integer(Int64(group.count)), .share(group.shareTenThousandths),
            ])
        }
        if let conversion = report.conversion {
            let converted = [("converted", MoneyReportText.converted(conversion.total.currency)(language), conversion.total)]
            let unconverted = conversion.unconverted.map { ("unconverted", MoneyReportText.notConverted(language), $0) }
            for (by, label, total) in converted + unconverted {
                text += CSVText.row([
                    .text(report.period.from.description), .text(report.period.to.description), .text(by), .text(""),
                    .text(label), .text(total.currency.code), .decimal(total.amount), .integer(total.amount.minorUnits),
                    .integer(Int64(total.count)), .empty,
                ])
            }
        }
        return text
    }
}
