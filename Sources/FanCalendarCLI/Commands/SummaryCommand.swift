import FanCalendar
import FanCalendarApp

/// The period, category and grouping that `summary` and `chart` share.
enum ReportArguments {
    static let year = Option("year", short: "y", value: "YYYY", help: LocalizedText(
        en: "the year to report (default: this year)", ja: "集計する年 (既定: 今年)",
        de: "das auszuwertende Jahr (Standard: dieses Jahr)")
    ) { text in
        guard let year = ReportPeriod.year(try InputParsing.year(text)) else {
            throw CLIError.invalidInput(ErrorText.yearNotReportable(text))
        }
        return year
    }
    static let category = SharedOptions.category(help: LocalizedText(
        en: "only this category (then grouped by sub-category)", ja: "このカテゴリのみ (サブカテゴリ別に集計)",
        de: "nur diese Kategorie (dann nach Unterkategorie gruppiert)"))
    static let artist = SharedOptions.artist(help: LocalizedText(
        en: "only this artist (any of its spellings, see fancal artist)", ja: "このアーティストのみ (どの表記でも。fancal artist を参照)",
        de: "nur dieser Künstler (jede seiner Schreibweisen, siehe fancal artist)")).line()

    /// The report the period and filters ask for, grouped by `grouping`.
    /// - Parameter periods: `--month` and `--period`, for the command that takes them.
    static func request(
        _ arguments: ParsedArguments, _ context: Context, grouping: SummaryGrouping?,
        periods: (month: Option<String>, period: Option<ReportPeriod.Kind>)? = nil
    ) throws -> SummaryRequest {
        let language = try context.language()
        let today = try context.today()
        var period: ReportPeriod
        if let year = try arguments[year] {
            period = year
        } else if let periods, let text = try arguments[periods.month] {
            let (year, month) = try InputParsing.month(text, today: today)
            guard let month = ReportPeriod.month(year: year, month: month) else {
                throw CLIError.invalidInput(ErrorText.notAMonth("--month", text))
            }
            period = month
        } else if let periods, let kind = try arguments[periods.period] {
            period = ReportPeriod.current(kind, today: today, firstWeekday: try context.configuredFirstWeekday() ?? CalendarNames.defaultFirstWeekday(language))
        } else {
            period = ReportPeriod.year(today.year)!
        }
        let category = try arguments[category]
        let artist = try arguments[artist]
        // `--convert CUR` converts into CUR; without a currency (or without the option) into the
        // home currency.
        let home = try (arguments[SummaryCommand.convert] ?? nil) ?? context.defaultCurrency()
        return SummaryRequest(period: period, category: category, artist: artist, grouping: grouping, home: home)
    }
}

/// `fancal summary`: what a period cost, by category, sub-category, artist or month.
enum SummaryCommand: Command {
    static let pagesLongOutput = true

    static let month = Option("month", short: "m", value: "MONTH", help: LocalizedText(
        en: "one month: 2026-05, or 5 or May (this year)", ja: "1か月: 2026-05、2026年5月、5月 (今年)",
        de: "ein Monat: 2026-05, oder 5 oder Mai (dieses Jahr)"))
    static let period = Option("period", short: "p", value: "P", help: LocalizedText(
        en: "week, month or year: the current one, from today",
        ja: "week, month, year のいずれか: 今日を含む期間",
        de: "week, month oder year: der laufende Zeitraum, von heute aus")
    ) { text throws(CLIError) in
        guard let kind = ReportPeriod.Kind(rawValue: text.lowercased()) else { throw .invalidInput(ErrorText.notAPeriod(text)) }
        return kind
    }
    static let by = Option("by", value: "G", help: LocalizedText(
        en: "category, sub, artist or month", ja: "集計の単位: category, sub, artist, month のいずれか",
        de: "Gruppierung: category, sub, artist oder month")
    ) { text throws(CLIError) in
        guard let grouping = SummaryGrouping(rawValue: text.lowercased()) else { throw .invalidInput(ErrorText.notAGrouping(text)) }
        return grouping
    }
    /// nil when given without a currency: the home currency.
    static let convert = Option("convert", short: "X", value: "CUR", optional: true, help: LocalizedText(
        en: "every table in one currency: CUR, or the home currency",
        ja: "すべての表を1つの通貨で: CUR、省略時は自国通貨",
        de: "alle Tabellen in einer Währung: CUR, sonst die Heimatwährung")
    ) { text throws(CLIError) in text.isEmpty ? nil : try InputParsing.currency(text, option: "--convert") }
    static let format = FormatOption([.table, .json, .csv], help: LocalizedText(
        en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
        de: "table, json oder csv (Standard: table)"))

    static let spec = CommandSpec(
        name: "summary", summary: LocalizedText(
            en: "totals, shares and monthly spending for a year, month or week",
            ja: "年・月・週ごとの合計、割合、月別の出費",
            de: "Summen, Anteile und monatliche Ausgaben eines Jahres, Monats oder einer Woche"),
        options: [
            ReportArguments.year.spec, month.spec, period.spec, ReportArguments.category.spec, ReportArguments.artist.spec,
            by.spec, convert.spec, format.spec,
        ],
        discussion: LocalizedText(
            en: """
                Totals are per currency: yen and euros are never added together. When records in other
                currencies exist, a converted total in the home currency follows, labeled as converted
                (see `fancal rate`), and what no rate reaches is listed; with --convert every table is
                in that one currency. The average counts only the
                days (or months) that had spending. The change compares with the previous period of
                the same length.
                """,
            ja: """
                合計は通貨ごと: 円とユーロを足し合わせることはない。外貨の記録があれば、自国通貨に
                換算した合計を「換算」と明示して続け (`fancal rate` を参照)、レートのない分は一覧に
                する。--convert を付けるとすべての表がその1つの通貨になる。平均は出費のあった日
                (または月) だけで計算する。増減は同じ長さの直前の期間と
                比べる。
                """,
            de: """
                Summen gelten je Währung: Yen und Euro werden nie zusammengezählt. Gibt es Einträge in
                anderen Währungen, folgt eine als umgerechnet bezeichnete Summe in der Heimatwährung
                (siehe `fancal rate`), und was kein Kurs erreicht, wird aufgeführt; mit --convert sind
                alle Tabellen in dieser einen Währung. Der Durchschnitt
                zählt nur die Tage (oder Monate) mit Ausgaben. Die Veränderung vergleicht mit dem
                vorigen Zeitraum gleicher Länge.
                """))

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
        let periods = [ReportArguments.year.spec, month.spec, period.spec].filter(arguments.contains).map(\.name)
        if periods.count > 1 { throw .usage(ErrorText.onePeriodOfAReport("--" + periods.joined(separator: ", --"))) }
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let language = try context.language()
        let style = try context.textStyle()
        let request = try ReportArguments.request(
            arguments, context, grouping: try arguments[Self.by], periods: (Self.month, Self.period))
        let view = try SummaryUseCases.summary(
            request, budgets: format == .table, budgetHome: { try context.defaultCurrency() }, today: try context.today(),
            store: context.store())
        let report = view.report
        let convert = arguments.contains(Self.convert)
        // In one currency: the converted report, or the report itself when nothing needs converting.
        let shown = convert ? report.converted ?? report : report
        switch format {
        case .json: context.stdout.write(SummaryJSON.render(report, language: language, inOneCurrency: convert))
        case .csv: context.stdout.write(SummaryCSV.render(shown, language: language))
        default:
            context.stdout.write(SummaryTable.render(shown, language: language, style: style, maxWidth: context.tableWidth()))
            if !view.budgets.isEmpty {
                context.stdout.write("\n" + MoneyReportText.statusLine(view.budgets, language, style) + "\n")
            }
        }
        return 0
    }
}

/// `fancal chart --out FILE.svg|FILE.png`: the year as a picture.
enum ChartCommand: Command {
    static let by = Option("by", value: "G", help: LocalizedText(
        en: "category or artist: what the bars and the ring are split by (default category)",
        ja: "棒とリングの分け方: category または artist (既定: category)",
        de: "category oder artist: wonach Balken und Ring aufgeteilt werden (Standard: category)")
    ) { text throws(CLIError) in
        guard let grouping = SummaryGrouping(rawValue: text.lowercased()), [.category, .artist].contains(grouping) else {
            throw .invalidInput(ErrorText.notAChartGrouping(text))
        }
        return grouping
    }
    /// SVG or PNG: a .pdf or .jpg name would get something else inside. A name without an
    /// extension (a device such as /dev/stdout, a FIFO) takes the SVG as it is.
    static let out = Option("out", short: "o", value: "FILE", help: LocalizedText(
        en: "where to write the picture: FILE.svg, FILE.png (- for SVG on standard output)",
        ja: "画像の書き出し先: FILE.svg、FILE.png (- で SVG を標準出力へ)",
        de: "wohin das Bild geschrieben wird: FILE.svg, FILE.png (- für SVG auf der Standardausgabe)")
    ) { out throws(CLIError) in
        guard !out.isEmpty else { throw .usage(ErrorText.chartNeedsOut) }
        let name = out.split(separator: "/").last.map(String.init) ?? out
        if out != "-" && name.contains(".") && !name.lowercased().hasSuffix(".svg") && !name.lowercased().hasSuffix(".png") {
            throw .invalidInput(ErrorText.chartSVGOnly(out))
        }
        return out
    }

    static let spec = CommandSpec(
        name: "chart", summary: LocalizedText(
            en: "draw the year's spending as an SVG or PNG picture", ja: "年間の出費を SVG か PNG の画像で描く",
            de: "die Ausgaben des Jahres als SVG- oder PNG-Bild zeichnen"),
        options: [ReportArguments.year.spec, ReportArguments.category.spec, ReportArguments.artist.spec, by.spec, out.spec],
        discussion: LocalizedText(
            en: """
                Twelve monthly bars stacked by category and a ring of the category shares with the
                total in the middle, in the category colors. The SVG opens in any browser; the PNG,
                at twice the size, is drawn by rsvg-convert (Debian: librsvg2-bin).
                """,
            ja: """
                カテゴリ別に積み上げた12か月の棒グラフと、中央に合計を置いたカテゴリの割合の
                リングを、カテゴリの色で描く。SVG はどのブラウザでも開ける。PNG (2倍の大きさ) は
                rsvg-convert (Debian: librsvg2-bin) で描く。
                """,
            de: """
                Zwölf Monatsbalken, nach Kategorie gestapelt, und ein Ring der Kategorieanteile mit
                der Summe in der Mitte, in den Farben der Kategorien. Das SVG öffnet sich in jedem
                Browser; das PNG, doppelt so groß, zeichnet rsvg-convert (Debian: librsvg2-bin).
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        guard let out = try arguments[Self.out] else { throw CLIError.usage(ErrorText.chartNeedsOut) }
        let grouping = try arguments[Self.by]
        let language = try context.language()
        let view = try SummaryUseCases.chart(
            ReportArguments.request(arguments, context, grouping: grouping), store: context.store())
        let svg = SummaryChart.render(view.report, language: language, artistColors: view.artistColors)
        if out == "-" {
            context.stdout.write(svg)
        } else {
            try PictureFile.write(svg, to: out)
        }
        return 0
    }
}
