import FanCalendar
import FanCalendarApp

/// `fancal rate add CUR RATE [--date D]`, `rate list [--all]`, `rate import FILE`: the rates
/// that convert foreign amounts into the home currency.
enum RateCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "rate", summary: LocalizedText(
            en: "exchange rates: add, list, import (ECB or date,currency,rate CSV)",
            ja: "為替レート: 追加・一覧・取り込み (ECB または date,currency,rate の CSV)",
            de: "Wechselkurse: hinzufügen, auflisten, importieren (ECB oder CSV date,currency,rate)"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "add, list or import", ja: "add, list, import のいずれか", de: "add, list oder import")),
            PositionalSpec("ARGS", help: LocalizedText(
                en: "add: CUR RATE (1 CUR = RATE home units); import: FILE",
                ja: "add: CUR RATE (1 CUR = RATE 自国通貨); import: FILE",
                de: "add: CUR RATE (1 CUR = RATE Heimatwährung); import: FILE"), optional: true, variadic: true),
        ],
        options: [
            OptionSpec("date", short: "d", value: "DATE", help: LocalizedText(
                en: "add: the day the rate applies from (default today)", ja: "add: レートを適用する最初の日 (既定: 今日)",
                de: "add: der Tag, ab dem der Kurs gilt (Standard: heute)")),
            OptionSpec("all", help: LocalizedText(
                en: "list: every rate, not only each pair's latest", ja: "list: 各通貨の最新だけでなくすべてのレート",
                de: "list: jeden Kurs, nicht nur den neuesten je Paar")),
        ],
        discussion: LocalizedText(
            en: """
                A rate applies from its date until the pair's next one; a record dated before a pair's
                first rate takes that first rate and is counted as such. The ECB's eurofxref-hist.csv
                (rates per euro) converts to any home currency through the euro; a weekend or holiday
                takes the previous business day. Conversions are exact and rounded once per record,
                halves to even. A broken line rejects the whole file.
                  fancal rate add USD 150.25 --date 2026-04-01
                  fancal rate import eurofxref-hist.csv
                """,
            ja: """
                レートはその日付から次のレートまで適用する。最初のレートより前の記録にはその最初の
                レートを使い、その旨を数える。ECB の eurofxref-hist.csv (1 ユーロあたりのレート) は
                ユーロ経由でどの自国通貨にも換算でき、週末や休日は直前の営業日のレートを使う。
                換算は正確に行い、記録ごとに一度だけ偶数丸めする。壊れた行があればファイル全体を
                取り込まない。
                  fancal rate add USD 150.25 --date 2026-04-01
                  fancal rate import eurofxref-hist.csv
                """,
            de: """
                Ein Kurs gilt ab seinem Datum bis zum nächsten des Paares; ein Eintrag vor dem ersten
                Kurs nimmt diesen ersten Kurs und wird so gezählt. Die Datei eurofxref-hist.csv der ECB
                (Kurse je Euro) rechnet über den Euro in jede Heimatwährung um; Wochenenden und
                Feiertage nehmen den vorigen Geschäftstag. Umrechnungen sind exakt und werden je
                Eintrag einmal gerundet, Hälften zur geraden Zahl. Eine kaputte Zeile lehnt die ganze
                Datei ab.
                  fancal rate add USD 150,25 --date 2026-04-01
                  fancal rate import eurofxref-hist.csv
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let home = try context.defaultCurrency()
        let action = arguments.positionals[0]
        let rest = Array(arguments.positionals.dropFirst())
        switch action {
        case "add":
            guard rest.count == 2 else { throw CLIError.usage(ErrorText.rateAddUsage) }
            let currency = try MoneyInput.currency(rest[0])
            let date = try arguments.value("date").map { (text: String) throws(CLIError) in
                try InputParsing.date(text, today: try context.today(), order: DateOrder(try context.language()), option: "--date")
            } ?? context.today()
            let rate = try RateUseCases.add(
                currency: currency, rateText: rest[1], language: language, date: date, home: home, now: context.now,
                store: { try context.store(forWriting: true) })
            context.stdout.write(MoneyReportText.rateAdded(rate, language) + "\n")
        case "import":
            guard rest.count == 1 else { throw CLIError.usage(ErrorText.rateImportUsage) }
            let result = try RateUseCases.importFile(path: rest[0], home: home, now: context.now, store: { try context.store(forWriting: true) })
            context.stdout.write(
                MoneyReportText.ratesImported(result.count, ecb: result.ecb, from: result.from, to: result.to, language) + "\n")
        case "list":
            guard rest.isEmpty else { throw CLIError.usage(ErrorText.unexpectedArgument("rate list", rest[0])) }
            let store = try context.store(forWriting: false)
            let text = arguments.has("all")
                ? RateListText.all(
                    try RateUseCases.all(store: store), home: home, language: language, style: try context.textStyle(),
                    maxWidth: context.tableWidth())
                : RateListText.latest(
                    try RateUseCases.latest(store: store), home: home, language: language, style: try context.textStyle(),
                    maxWidth: context.tableWidth())
            context.stdout.write(text)
        default:
            throw CLIError.usage(ErrorText.unknownAction("rate", action, use: "add, list or import", suggestion: nil))
        }
        return 0
    }
}

/// `rate list` as a table.
enum RateListText {
    /// Each pair's latest rate, with its first day and count, then how rates apply.
    /// - Parameter maxWidth: the terminal's width, which that note wraps to; nil (a pipe or a
    ///   file): one line.
    static func latest(
        _ pairs: [(latest: ExchangeRate, first: CivilDate, count: Int)], home: Currency, language: Language, style: TextStyle,
        maxWidth: Int? = nil
    ) -> String {
        guard !pairs.isEmpty else { return MoneyReportText.noRates(language) + "\n" }
        let headers = MoneyReportText.rateColumns(language)
        var table = TextTable(columns: [
            .init(header: headers[0], alignment: .left), .init(header: headers[1], alignment: .left),
            .init(header: headers[2], alignment: .right), .init(header: headers[3], alignment: .left),
            .init(header: headers[4], alignment: .left),
        ])
        for pair in pairs {
            table.append([
                "1 \(pair.latest.currency.code) = \(pair.latest.rate.description(in: language)) \(pair.latest.base.code)", pair.latest.date.description,
                String(pair.count), pair.first.description, pair.latest.source.displayName(language),
            ])
        }
        return table.render(style: style) + note(home, language, maxWidth: maxWidth)
    }

    /// Every rate, by pair and date, then how rates apply (wrapped to `maxWidth` as `latest`'s).
    static func all(_ rates: [ExchangeRate], home: Currency, language: Language, style: TextStyle, maxWidth: Int? = nil) -> String {
        guard !rates.isEmpty else { return MoneyReportText.noRates(language) + "\n" }
        let headers = MoneyReportText.rateColumns(language)
        var table = TextTable(columns: [
            .init(header: headers[0], alignment: .left), .init(header: headers[1], alignment: .left),
            .init(header: headers[4], alignment: .left),
        ])
        for rate in rates {
            table.append(["1 \(rate.currency.code) = \(rate.rate.description(in: language)) \(rate.base.code)", rate.date.description, rate.source.displayName(language)])
        }
        return table.render(style: style) + note(home, language, maxWidth: maxWidth)
    }

    /// How rates apply, ending in a newline: one line, or wrapped to the terminal's width.
    private static func note(_ home: Currency, _ language: Language, maxWidth: Int?) -> String {
        let note = MoneyReportText.rateListNote(home, language)
        return (maxWidth.map { TextWrap.lines(note, width: $0) } ?? [note]).joined(separator: "\n") + "\n"
    }
}

/// Money values typed on the command line, refused in the user's language.
enum MoneyInput {
    static func currency(_ text: String) throws(AppError) -> Currency {
        guard let currency = Currency(code: text) else { throw .invalidInput(MoneyText.unknownCurrency(text)) }
        return currency
    }
}
