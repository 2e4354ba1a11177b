/// What fancal says when typed input is refused, in each language, prefixed by the option or
/// argument the text was given with (`--amount: …`, `DATE: …`). The English texts are the ones
/// scripts have always seen.
extension InputError {
    package func message(_ option: String) -> LocalizedText {
        let text = body
        return LocalizedText(en: option + ": " + text.en, ja: option + ": " + text.ja, de: option + ": " + text.de)
    }

    private var body: LocalizedText {
        switch self {
        case .notADate(let text):
            LocalizedText(
                en: "'\(text)' is not a date; use YYYY-MM-DD, today or tomorrow (also 2026/12/24, 12/24, 12月24日)",
                ja: "'\(text)' は日付ではありません。YYYY-MM-DD、today、今日、2026/12/24、12/24、12月24日 のように書いてください",
                de: "'\(text)' ist kein Datum; schreibe YYYY-MM-DD, today, heute, 24.12. oder 24.12.2026")
        case .notOnCalendar(let text):
            LocalizedText(
                en: "\(text) is not a date on the calendar (check the month and the day)",
                ja: "\(text) という日はカレンダーにありません (月と日を確かめてください)",
                de: "\(text) gibt es im Kalender nicht (prüfe Monat und Tag)")
        case .notATime(let text):
            LocalizedText(
                en: "'\(text)' is not a time; use HH:MM or HH:MM-HH:MM such as 18:00-21:00",
                ja: "'\(text)' は時刻ではありません。18:00、18:00-21:00、18時30分 のように書いてください",
                de: "'\(text)' ist keine Uhrzeit; schreibe HH:MM oder HH:MM-HH:MM, etwa 18:00-21:00")
        case .notAnEndTime(let text):
            LocalizedText(
                en: "'\(text)' is not a time; use HH:MM-HH:MM such as 18:00-21:00",
                ja: "'\(text)' は終了時刻になりません。18:00-21:00 のように書いてください",
                de: "'\(text)' ist keine Uhrzeit; schreibe HH:MM-HH:MM, etwa 18:00-21:00")
        case .unknownCurrency(let text):
            LocalizedText(
                en: "unknown currency '\(text)'; use an ISO 4217 code (\(CurrencyInput.codeList)) or ¥ ₩ $ € £",
                ja: "'\(text)' という通貨は分かりません。ISO 4217 のコード (\(CurrencyInput.codeList)) か ¥ ₩ $ € £ を使ってください",
                de: "unbekannte Währung '\(text)'; nutze einen ISO-4217-Code (\(CurrencyInput.codeList)) oder ¥ ₩ $ € £")
        case .amount(.notANumber(let text)):
            LocalizedText(
                en: "'\(text)' is not an amount; write it like 12000, 12,000 or 49.90",
                ja: "'\(text)' は金額ではありません。12000、12,000、¥12,000、12,000円、1.2万 のように書いてください",
                de: "'\(text)' ist kein Betrag; schreibe ihn wie 12000, 12.000 oder 49,90")
        case .amount(.negative(let text)):
            LocalizedText(
                en: "'\(text)' is negative; record what you spent as a positive amount",
                ja: "'\(text)' は負の値です。使った金額を正の数で記録してください",
                de: "'\(text)' ist negativ; erfasse Ausgaben als positiven Betrag")
        case .amount(.tooManyDecimals(let text, let currency)) where currency.minorDigits == 0:
            LocalizedText(
                en: "\(currency.code) has no decimals; write '\(text)' as a whole number",
                ja: "\(currency.code) に小数はありません。'\(text)' を整数で書いてください",
                de: "\(currency.code) hat keine Nachkommastellen; schreibe '\(text)' als ganze Zahl")
        case .amount(.tooManyDecimals(let text, let currency)):
            LocalizedText(
                en: "\(currency.code) has \(currency.minorDigits) decimals; '\(text)' has more",
                ja: "\(currency.code) の小数は \(currency.minorDigits) 桁までです。'\(text)' は多すぎます",
                de: "\(currency.code) hat \(currency.minorDigits) Nachkommastellen; '\(text)' hat mehr")
        case .amount(.tooLarge(let text)):
            LocalizedText(
                en: "'\(text)' is too large",
                ja: "'\(text)' は大きすぎます",
                de: "'\(text)' ist zu groß")
        case .ambiguousAmount(let text, let english, let here?):
            LocalizedText(
                en: "'\(text)' reads as \(here.formatted(.de)) in German, where '.' groups thousands; write \(english.formattedNumber(.de)) for \(english.formatted(.de))",
                ja: "'\(text)' はドイツ語の書き方では \(here.formatted(.de)) です ('.' は桁区切り)。\(english.formatted(.de)) なら \(english.formattedNumber(.de)) と書いてください",
                de: "'\(text)' ist auf Deutsch \(here.formatted(.de)), der Punkt trennt Tausender; schreibe \(english.formattedNumber(.de)) für \(english.formatted(.de))")
        case .ambiguousAmount(let text, let english, nil):
            LocalizedText(
                en: "'\(text)' is written with English marks; in German write \(english.formattedNumber(.de)) for \(english.formatted(.de))",
                ja: "'\(text)' は英語の書き方です。ドイツ語の書き方では \(english.formatted(.de)) を \(english.formattedNumber(.de)) と書いてください",
                de: "'\(text)' ist englisch geschrieben; schreibe \(english.formattedNumber(.de)) für \(english.formatted(.de))")
        case .amountInOtherCurrency(let text, let written, let currency):
            LocalizedText(
                en: "'\(text)' is in \(written.code), the record in \(currency.code); drop the mark or give --currency \(written.code)",
                ja: "'\(text)' は \(written.code) ですが、記録の通貨は \(currency.code) です。記号を外すか --currency \(written.code) を付けてください",
                de: "'\(text)' ist in \(written.code), der Eintrag in \(currency.code); lass das Zeichen weg oder gib --currency \(written.code) an")
        }
    }
}

extension CurrencyInput {
    /// The codes fancal knows, sorted, for messages.
    static var codeList: String { Currency.known.keys.sorted().joined(separator: ", ") }
}
