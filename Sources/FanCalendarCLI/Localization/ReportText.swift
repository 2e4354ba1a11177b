import FanCalendar

/// The words of the summary and chart in each language, and the number formats they share.
enum ReportText {
    static func title(_ report: SummaryReport, _ language: Language) -> String {
        let period = report.period.label(language)
        var parts: [String]
        switch language {
        case .en: parts = ["Spending " + period]
        case .ja: parts = [period + "の支出"]
        case .de: parts = ["Ausgaben " + period]
        }
        if let category = report.category { parts.append(category.displayName(language)) }
        if let artist = report.artist { parts.append(artist) }
        parts.append(by(report.grouping, language))
        return parts.joined(separator: " · ")
    }

    static func by(_ grouping: SummaryGrouping, _ language: Language) -> String {
        switch language {
        case .en: return "by " + groupingName(grouping, language).lowercased()
        case .ja: return groupingName(grouping, language) + "別"
        case .de: return "nach " + groupingName(grouping, language)
        }
    }

    /// The column heading of the group labels.
    static func groupingName(_ grouping: SummaryGrouping, _ language: Language) -> String {
        switch (grouping, language) {
        case (.category, .en): "Category"
        case (.category, .ja): "カテゴリ"
        case (.category, .de): "Kategorie"
        case (.sub, .en): "Sub-category"
        case (.sub, .ja): "サブカテゴリ"
        case (.sub, .de): "Unterkategorie"
        case (.artist, .en): "Artist"
        case (.artist, .ja): "アーティスト"
        case (.artist, .de): "Künstler"
        case (.month, .en): "Month"
        case (.month, .ja): "月"
        case (.month, .de): "Monat"
        }
    }

    static func count(_ language: Language) -> String {
        switch language {
        case .en: "Count"
        case .ja: "件数"
        case .de: "Anzahl"
        }
    }

    static func amount(_ language: Language) -> String {
        switch language {
        case .en: "Amount"
        case .ja: "金額"
        case .de: "Betrag"
        }
    }

    static func share(_ language: Language) -> String {
        switch language {
        case .en: "Share"
        case .ja: "割合"
        case .de: "Anteil"
        }
    }

    static func total(_ language: Language) -> String {
        switch language {
        case .en: "Total"
        case .ja: "合計"
        case .de: "Gesamt"
        }
    }

    static func byDay(_ language: Language) -> String {
        switch language {
        case .en: "By day"
        case .ja: "日別"
        case .de: "Nach Tag"
        }
    }

    /// `Mon 23`, `23日(月)`, `Mo 23.`: a day of a month's or week's bars.
    static func dayLabel(_ date: CivilDate, _ language: Language) -> String {
        let weekday = CalendarNames.weekdayShort(date.weekday, language)
        switch language {
        case .en: return weekday + " " + String(date.day)
        case .ja: return DisplayWidth.padLeft(String(date.day), to: 2) + "日(" + weekday + ")"
        case .de: return weekday + " " + String(date.day) + "."
        }
    }

    static func byMonth(_ language: Language) -> String {
        switch language {
        case .en: "By month"
        case .ja: "月別"
        case .de: "Nach Monat"
        }
    }

    static func highlights(_ language: Language) -> String {
        switch language {
        case .en: "Highlights"
        case .ja: "ハイライト"
        case .de: "Höhepunkte"
        }
    }

    static func empty(_ report: SummaryReport, _ language: Language) -> String {
        let period = report.period.label(language)
        let scope = report.category.map { " (" + $0.displayName(language) + ")" } ?? ""
        switch language {
        case .en: return "No records for \(period)\(scope)."
        case .ja: return "\(period)\(scope)の記録はありません。"
        case .de: return "Keine Einträge für \(period)\(scope)."
        }
    }

    static func average(_ average: SummaryAverage, _ language: Language) -> String {
        let amount = average.amount.formatted(language)
        let n = average.units
        switch (average.unit, language) {
        case (.month, .en):
            return "Average per month with spending: \(amount) (\(n) \(n == 1 ? "month" : "months"))"
        case (.day, .en): return "Average per day with spending: \(amount) (\(n) \(n == 1 ? "day" : "days"))"
        case (.month, .ja): return "支出があった月の平均: \(amount)（\(n)か月）"
        case (.day, .ja): return "支出があった日の平均: \(amount)（\(n)日）"
        case (.month, .de):
            return "Durchschnitt pro Monat mit Ausgaben: \(amount) (\(n) \(n == 1 ? "Monat" : "Monate"))"
        case (.day, .de):
            return "Durchschnitt pro Tag mit Ausgaben: \(amount) (\(n) \(n == 1 ? "Tag" : "Tage"))"
        }
    }

    /// The change line, and whether it says more (true), less (false) or neither (nil).
    static func change(
        _ change: SummaryChange, previous: ReportPeriod, _ language: Language
    ) -> (text: String, more: Bool?) {
        let then = previous.comparisonLabel(language)
        let code = change.currency.code
        guard let percent = change.percent else {
            switch language {
            case .en:
                let when = previous.kind == .week ? then : "in " + then
                return ("No \(code) spending \(when) to compare with", nil)
            case .ja:
                return ("\(then)は\(code)の支出なし（比較できません）", nil)
            case .de:
                let when = previous.kind == .year ? "im Jahr " + then : then
                return ("Keine Ausgaben in \(code) \(when) zum Vergleich", nil)
            }
        }
        let difference = change.difference.minorUnits
        if difference == 0 {
            switch language {
            case .en: return ("Same as \(then)", nil)
            case .ja: return ("\(then)と同じ", nil)
            case .de: return ("Gleich wie \(then)", nil)
            }
        }
        let more = difference > 0
        let sign = more ? "+" : "-"
        let magnitude = Money(minorUnits: abs(difference), currency: change.currency).formatted(language)
        switch language {
        case .en:
            return (
                "\(sign)\(percent.magnitude)% / \(magnitude) \(more ? "more" : "less") than \(then)", more
            )
        case .ja:
            return ("\(then)より \(sign)\(percent.magnitude)% / \(magnitude) \(more ? "増" : "減")", more)
        case .de:
            return (
                "\(sign)\(percent.magnitude) % / \(magnitude) \(more ? "mehr" : "weniger") als \(then)", more
            )
        }
    }

    static func busiestMonth(_ item: SummaryHighlights.MonthAmount, _ language: Language) -> String {
        let month = MonthNames.full(item.month.month, language)
        let amount = item.amount.formatted(language)
        switch language {
        case .en: return "Busiest month: \(month) (\(amount))"
        case .ja: return "一番使った月: \(month)（\(amount)）"
        case .de: return "Teuerster Monat: \(month) (\(amount))"
        }
    }

    /// The biggest expense with the amount it counts for; a converted one also shows its own.
    static func biggestExpense(_ record: Record, amount counted: Money, _ language: Language) -> String {
        var amount = counted.formatted(language)
        if counted.currency != record.amount.currency { amount += " ← " + record.amount.formatted(language) }
        let date = dateText(record.date, language)
        switch language {
        case .en: return "Biggest expense: \(record.title), \(date) (\(amount))"
        case .ja: return "一番大きな支出: \(record.title)、\(date)（\(amount)）"
        case .de: return "Größte Ausgabe: \(record.title), \(date) (\(amount))"
        }
    }

    static func topArtist(_ item: SummaryHighlights.ArtistAmount, _ language: Language) -> String {
        let amount = item.amount.formatted(language)
        switch language {
        case .en: return "Top artist: \(item.artist) (\(amount))"
        case .ja: return "一番応援したアーティスト: \(item.artist)（\(amount)）"
        case .de: return "Meistunterstützt: \(item.artist) (\(amount))"
        }
    }

    static func liveShows(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: "Live shows: \(count)"
        case .ja: "ライブ参戦: \(count)回"
        case .de: "Live-Shows: \(count)"
        }
    }

    static func alsoSpentIn(_ codes: [String], _ language: Language) -> String {
        let list = codes.joined(separator: ", ")
        switch language {
        case .en: return "Also spent in \(list) (not charted)"
        case .ja: return "\(list)の支出もあります（グラフ外）"
        case .de: return "Auch Ausgaben in \(list) (nicht im Diagramm)"
        }
    }

    /// `Nov 23`, `11月23日`, `23.11.`: a date within the report's year.
    static func dateText(_ date: CivilDate, _ language: Language) -> String {
        switch language {
        case .en: return "\(MonthNames.short(date.month, .en)) \(date.day)"
        case .ja: return "\(date.month)月\(date.day)日"
        case .de: return "\(pad(date.day, 2)).\(pad(date.month, 2))."
        }
    }

    /// A month for a monthly bar: `Jan`, `1月`; with the year when the period spans two.
    static func monthLabel(_ month: YearMonth, spansYears: Bool, _ language: Language) -> String {
        guard spansYears else { return MonthNames.short(month.month, language) }
        return language == .ja
            ? "\(month.year)年\(month.month)月"
            : MonthNames.short(month.month, language) + " " + String(month.year)
    }

    /// A share in percent with one decimal (`57.6%`, `57,6 %`), from ten-thousandths.
    static func percent(tenths: Int, _ language: Language) -> String {
        let sign = tenths < 0 ? "-" : ""
        let number = sign + "\(abs(tenths) / 10)" + (language == .de ? "," : ".") + "\(abs(tenths) % 10)"
        return language == .de ? number + " %" : number + "%"
    }

    /// A share as four fixed decimals (`0.5762`, `1.0000`), as JSON and CSV write it.
    static func decimalShare(_ tenThousandths: Int) -> String {
        "\(tenThousandths / 10_000).\(pad(tenThousandths % 10_000, 4))"
    }
}

/// How one stack of the monthly bars is drawn: a terminal color, an SVG color and a fill
/// character so bars read without color.
struct StackStyle: Equatable {
    let terminalColor: Int
    let hexColor: String
    let fill: Character

    /// Categories keep their own colors and markers; an artist with a color of their own
    /// (`fancal artist --color`) takes it; other keys (sub-categories, artists) take a palette in
    /// order, and the `null` key is gray.
    static func styles(for keys: [SummaryKey], artistColors: [String: RGBColor] = [:]) -> [SummaryKey: StackStyle] {
        var result: [SummaryKey: StackStyle] = [:]
        var next = 0
        for key in keys {
            if let category = key.category {
                result[key] = StackStyle(
                    terminalColor: category.terminalColor, hexColor: category.hexColor, fill: category.marker)
            } else if case .artist(let name?) = key, let color = artistColors[name] {
                result[key] = StackStyle(terminalColor: color.readable.nearest256, hexColor: color.description, fill: "*")
            } else if key.identifier == nil {
                result[key] = StackStyle(terminalColor: 245, hexColor: "#8a8a8a", fill: ".")
            } else {
                result[key] = palette[next % palette.count]
                next += 1
            }
        }
        return result
    }

    private static let palette: [StackStyle] = [
        StackStyle(terminalColor: 205, hexColor: "#ff5faf", fill: "*"),
        StackStyle(terminalColor: 135, hexColor: "#af5fff", fill: "+"),
        StackStyle(terminalColor: 214, hexColor: "#ffaf00", fill: "#"),
        StackStyle(terminalColor: 39, hexColor: "#00afff", fill: "~"),
        StackStyle(terminalColor: 114, hexColor: "#87d787", fill: "="),
        StackStyle(terminalColor: 168, hexColor: "#d75f87", fill: "%"),
        StackStyle(terminalColor: 75, hexColor: "#5fafff", fill: "@"),
        StackStyle(terminalColor: 222, hexColor: "#ffd787", fill: "o"),
    ]
}
