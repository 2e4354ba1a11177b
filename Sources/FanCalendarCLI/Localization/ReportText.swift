import FanCalendar

/// The words of the summary and chart in each language, and the number formats they share.
enum ReportText {
    static func title(_ report: SummaryReport, _ language: Language) -> String {
        let period = report.period.label(language)
        var parts = [LocalizedText(en: "Spending " + period, ja: period + "の支出", de: "Ausgaben " + period)(language)]
        if let category = report.category { parts.append(category.displayName(language)) }
        if let artist = report.artist { parts.append(artist) }
        parts.append(by(report.grouping)(language))
        return parts.joined(separator: " · ")
    }

    static func by(_ grouping: SummaryGrouping) -> LocalizedText {
        let name = groupingName(grouping)
        return LocalizedText(en: "by " + name.en.lowercased(), ja: name.ja + "別", de: "nach " + name.de)
    }

    /// The column heading of the group labels.
    static func groupingName(_ grouping: SummaryGrouping) -> LocalizedText {
        switch grouping {
        case .category: LocalizedText(en: "Category", ja: "カテゴリ", de: "Kategorie")
        case .sub: LocalizedText(en: "Sub-category", ja: "サブカテゴリ", de: "Unterkategorie")
        case .artist: LocalizedText(en: "Artist", ja: "アーティスト", de: "Künstler")
        case .month: LocalizedText(en: "Month", ja: "月", de: "Monat")
        }
    }

    static let count = LocalizedText(en: "Count", ja: "件数", de: "Anzahl")

    static let amount = LocalizedText(en: "Amount", ja: "金額", de: "Betrag")

    static let share = LocalizedText(en: "Share", ja: "割合", de: "Anteil")

    static let total = LocalizedText(en: "Total", ja: "合計", de: "Gesamt")

    static let byDay = LocalizedText(en: "By day", ja: "日別", de: "Nach Tag")

    /// `Mon 23`, `23日(月)`, `Mo 23.`: a day of a month's or week's bars.
    static func dayLabel(_ date: CivilDate, _ language: Language) -> String {
        let weekday = CalendarNames.weekdayShort(date.weekday, language)
        return LocalizedText(
            en: weekday + " " + String(date.day),
            ja: DisplayWidth.padLeft(String(date.day), to: 2) + "日(" + weekday + ")",
            de: weekday + " " + String(date.day) + ".")(language)
    }

    static let byMonth = LocalizedText(en: "By month", ja: "月別", de: "Nach Monat")

    static let highlights = LocalizedText(en: "Highlights", ja: "ハイライト", de: "Höhepunkte")

    static func empty(_ report: SummaryReport, _ language: Language) -> String {
        let period = report.period.label(language)
        let scope = report.category.map { " (" + $0.displayName(language) + ")" } ?? ""
        return LocalizedText(
            en: "No records for \(period)\(scope).",
            ja: "\(period)\(scope)の記録はありません。",
            de: "Keine Einträge für \(period)\(scope).")(language)
    }

    static func average(_ average: SummaryAverage, _ language: Language) -> String {
        let amount = average.amount.formatted(language)
        let n = average.units
        switch average.unit {
        case .month:
            return LocalizedText(
                en: "Average per month with spending: \(amount) (\(n) \(n == 1 ? "month" : "months"))",
                ja: "支出があった月の平均: \(amount)（\(n)か月）",
                de: "Durchschnitt pro Monat mit Ausgaben: \(amount) (\(n) \(n == 1 ? "Monat" : "Monate"))")(language)
        case .day:
            return LocalizedText(
                en: "Average per day with spending: \(amount) (\(n) \(n == 1 ? "day" : "days"))",
                ja: "支出があった日の平均: \(amount)（\(n)日）",
                de: "Durchschnitt pro Tag mit Ausgaben: \(amount) (\(n) \(n == 1 ? "Tag" : "Tage"))")(language)
        }
    }

    /// The change line, and whether it says more (true), less (false) or neither (nil).
    static func change(
        _ change: SummaryChange, previous: ReportPeriod, _ language: Language
    ) -> (text: String, more: Bool?) {
        let then = previous.comparisonLabel(language)
        let code = change.currency.code
        guard let percent = change.percent else {
            let inEnglish = previous.kind == .week ? then : "in " + then
            let inGerman = previous.kind == .year ? "im Jahr " + then : then
            let text = LocalizedText(
                en: "No \(code) spending \(inEnglish) to compare with",
                ja: "\(then)は\(code)の支出なし（比較できません）",
                de: "Keine Ausgaben in \(code) \(inGerman) zum Vergleich")
            return (text(language), nil)
        }
        let difference = change.difference.minorUnits
        if difference == 0 {
            return (LocalizedText(en: "Same as \(then)", ja: "\(then)と同じ", de: "Gleich wie \(then)")(language), nil)
        }
        let more = difference > 0
        let sign = more ? "+" : "-"
        let magnitude = Money(minorUnits: abs(difference), currency: change.currency).formatted(language)
        let text = LocalizedText(
            en: "\(sign)\(percent.magnitude)% / \(magnitude) \(more ? "more" : "less") than \(then)",
            ja: "\(then)より \(sign)\(percent.magnitude)% / \(magnitude) \(more ? "増" : "減")",
            de: "\(sign)\(percent.magnitude) % / \(magnitude) \(more ? "mehr" : "weniger") als \(then)")
        return (text(language), more)
    }

    static func busiestMonth(_ item: SummaryHighlights.MonthAmount, _ language: Language) -> String {
        let month = MonthNames.full(item.month.month, language)
        let amount = item.amount.formatted(language)
        return LocalizedText(
            en: "Busiest month: \(month) (\(amount))",
            ja: "一番使った月: \(month)（\(amount)）",
            de: "Teuerster Monat: \(month) (\(amount))")(language)
    }

    /// The biggest expense with the amount it counts for; a converted one also shows its own.
    static func biggestExpense(_ record: Record, amount counted: Money, _ language: Language) -> String {
        var amount = counted.formatted(language)
        if counted.currency != record.amount.currency { amount += " ← " + record.amount.formatted(language) }
        let date = dateText(record.date, language)
        return LocalizedText(
            en: "Biggest expense: \(record.title), \(date) (\(amount))",
            ja: "一番大きな支出: \(record.title)、\(date)（\(amount)）",
            de: "Größte Ausgabe: \(record.title), \(date) (\(amount))")(language)
    }

    static func topArtist(_ item: SummaryHighlights.ArtistAmount, _ language: Language) -> String {
        let amount = item.amount.formatted(language)
        return LocalizedText(
            en: "Top artist: \(item.artist) (\(amount))",
            ja: "一番応援したアーティスト: \(item.artist)（\(amount)）",
            de: "Meistunterstützt: \(item.artist) (\(amount))")(language)
    }

    static func liveShows(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Live shows: \(count)",
            ja: "ライブ参戦: \(count)回",
            de: "Live-Shows: \(count)")
    }

    static func alsoSpentIn(_ codes: [String]) -> LocalizedText {
        let list = codes.joined(separator: ", ")
        return LocalizedText(
            en: "Also spent in \(list) (not charted)",
            ja: "\(list)の支出もあります（グラフ外）",
            de: "Auch Ausgaben in \(list) (nicht im Diagramm)")
    }

    /// `Nov 23`, `11月23日`, `23.11.`: a date within the report's year.
    static func dateText(_ date: CivilDate, _ language: Language) -> String {
        MonthNames.day(date.day, of: date.month, language)
    }

    /// A month for a monthly bar: `Jan`, `1月`; with the year when the period spans two.
    static func monthLabel(_ month: YearMonth, spansYears: Bool, _ language: Language) -> String {
        guard spansYears else { return MonthNames.short(month.month, language) }
        let withYear = MonthNames.short(month.month, language) + " " + String(month.year)
        return LocalizedText(en: withYear, ja: "\(month.year)年\(month.month)月", de: withYear)(language)
    }

    /// A share in percent with one decimal (`57.6%`, `57,6 %`), from ten-thousandths.
    static func percent(tenths: Int, _ language: Language) -> String {
        let sign = tenths < 0 ? "-" : ""
        let number = sign + "\(abs(tenths) / 10)" + String(language.decimalMark) + "\(abs(tenths) % 10)"
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
