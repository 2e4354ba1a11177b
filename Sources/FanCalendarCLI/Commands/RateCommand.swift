import FanCalendar
import FanCalendarApp

/// `fancal rate add CUR RATE [--date D]`, `rate list [--all]`, `rate import FILE`: the rates
/// that convert foreign amounts into the home currency.
enum RateCommand: CommandGroup {
    static let pagesLongOutput = true

    static let subcommands: [any Command.Type] = [Add.self, List.self, Import.self]

    static let spec = CommandSpec(
        name: "rate", summary: LocalizedText(
            en: "exchange rates: add, list, import (ECB or date,currency,rate CSV)",
            ja: "為替レート: 追加・一覧・取り込み (ECB または date,currency,rate の CSV)",
            de: "Wechselkurse: hinzufügen, auflisten, importieren (ECB oder CSV date,currency,rate)"),
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
                """),
        subcommands: subcommands.map { $0.spec },
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction("rate", word, use: "add, list or import", suggestion: suggestion)
        })

    /// `rate add CUR RATE [--date D]`.
    enum Add: Command {
        static let date = DateOption("date", short: "d", help: LocalizedText(
            en: "the day the rate applies from (default today)", ja: "レートを適用する最初の日 (既定: 今日)",
            de: "der Tag, ab dem der Kurs gilt (Standard: heute)"))

        static let spec = CommandSpec(
            name: "rate add", summary: LocalizedText(
                en: "add a rate: 1 CUR = RATE in the home currency", ja: "レートを追加 (1 CUR = RATE 自国通貨)",
                de: "einen Kurs hinzufügen (1 CUR = RATE Heimatwährung)"),
            positionals: [
                PositionalSpec("CUR", help: LocalizedText(
                    en: "the foreign currency (ISO 4217 code)", ja: "外貨 (ISO 4217 の通貨コード)",
                    de: "die Fremdwährung (Code nach ISO 4217)")),
                PositionalSpec("RATE", help: LocalizedText(
                    en: "home-currency units for 1 CUR, such as 150.25", ja: "1 CUR あたりの自国通貨の額 (150.25 など)",
                    de: "Einheiten der Heimatwährung für 1 CUR, etwa 150,25")),
            ],
            options: [date.spec], countMessage: .usage(ErrorText.rateAddUsage))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let home = try context.defaultCurrency()
            let currency = try MoneyInput.currency(arguments.positionals[0])
            let date = try arguments[Self.date, context] ?? context.today()
            let rate = try RateUseCases.add(
                currency: currency, rateText: arguments.positionals[1], language: language, date: date, home: home,
                now: context.now, store: { try context.writableStore() })
            context.stdout.write(MoneyReportText.rateAdded(rate, language) + "\n")
            return 0
        }
    }

    /// `rate list [--all]`.
    enum List: Command {
        static let all = Flag("all", help: LocalizedText(
            en: "every rate, not only each pair's latest", ja: "各通貨の最新だけでなくすべてのレート",
            de: "jeden Kurs, nicht nur den neuesten je Paar"))

        static let spec = CommandSpec(
            name: "rate list", summary: LocalizedText(
                en: "each pair's latest rate, or every rate", ja: "各通貨の最新のレート、またはすべてのレート",
                de: "der neueste Kurs je Paar oder jeder Kurs"),
            options: [all.spec])

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let home = try context.defaultCurrency()
            let store = try context.store()
            let style = try context.textStyle()
            let width = context.tableWidth()
            switch try RateUseCases.list(all: arguments[Self.all], store: store) {
            case .all(let rates):
                context.stdout.write(RateListText.all(rates, home: home, language: language, style: style, maxWidth: width))
            case .latest(let pairs):
                context.stdout.write(RateListText.latest(pairs, home: home, language: language, style: style, maxWidth: width))
            }
            return 0
        }
    }

    /// `rate import FILE`.
    enum Import: Command {
        static let spec = CommandSpec(
            name: "rate import", summary: LocalizedText(
                en: "read rates from the ECB's CSV or a date,currency,rate CSV",
                ja: "ECB の CSV または date,currency,rate の CSV からレートを取り込む",
                de: "Kurse aus der CSV der ECB oder einer CSV date,currency,rate einlesen"),
            positionals: [PositionalSpec("FILE", help: LocalizedText(
                en: "eurofxref-hist.csv, or a CSV of date,currency,rate lines",
                ja: "eurofxref-hist.csv、または date,currency,rate の行の CSV",
                de: "eurofxref-hist.csv oder eine CSV mit Zeilen date,currency,rate"))],
            countMessage: .usage(ErrorText.rateImportUsage))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let home = try context.defaultCurrency()
            let result = try RateUseCases.importFile(
                path: arguments.positionals[0], home: home, now: context.now, store: { try context.writableStore() })
            context.stdout.write(
                MoneyReportText.ratesImported(result.count, ecb: result.ecb, from: result.from, to: result.to)(try context.language())
                    + "\n")
            return 0
        }
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
        let note = MoneyReportText.rateListNote(home)(language)
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
