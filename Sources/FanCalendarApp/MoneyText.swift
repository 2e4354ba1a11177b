import FanCalendar

/// The messages of conversion, rates and budgets, in each language, each saying what to do.
package enum MoneyText {
    package static func unknownCurrency(_ code: String) -> LocalizedText {
        let known = Currency.known.keys.sorted().joined(separator: ", ")
        return LocalizedText(
            en: "unknown currency '\(code)'; use an ISO 4217 code: \(known)",
            ja: "通貨 '\(code)' は使えません。ISO 4217 の通貨コードを使ってください: \(known)",
            de: "unbekannte Währung '\(code)'; verwende einen Code nach ISO 4217: \(known)")
    }

    static func chargedInHomeCurrency(_ home: Currency) -> LocalizedText {
        LocalizedText(
            en: "--charged: the record is in \(home.code), the home currency, so there is nothing to convert; give --charged only for a foreign amount",
            ja: "--charged: この記録は自国通貨の \(home.code) なので換算するものがありません。--charged は外貨の記録にだけ指定してください",
            de: "--charged: der Eintrag ist in \(home.code), der Heimatwährung, es gibt nichts umzurechnen; gib --charged nur bei fremder Währung an")
    }

    static func rate(_ error: ExactDecimal.ParseError, option: String) -> LocalizedText {
        switch error {
        case .notANumber(let text):
            LocalizedText(
                en: "\(option): '\(text)' is not a rate; write it like 150 or 0.0068",
                ja: "\(option): '\(text)' はレートではありません。150 や 0.0068 のように書いてください",
                de: "\(option): '\(text)' ist kein Kurs; schreibe ihn wie 150 oder 0,0068")
        case .ambiguous(let text, let english, let here?):
            LocalizedText(
                en: "\(option): '\(text)' reads as \(here.description(in: .de)) in German, where '.' groups thousands; for the decimal write \(english.description(in: .de))",
                ja: "\(option): '\(text)' はドイツ語の書き方では \(here.description(in: .de)) です ('.' は桁区切り)。小数なら \(english.description(in: .de)) と書いてください",
                de: "\(option): '\(text)' ist auf Deutsch \(here.description(in: .de)), der Punkt trennt Tausender; für den Dezimalbruch schreibe \(english.description(in: .de))")
        case .ambiguous(let text, let english, nil):
            LocalizedText(
                en: "\(option): '\(text)' is written with English marks; in German write \(english.description(in: .de))",
                ja: "\(option): '\(text)' は英語の書き方です。ドイツ語の書き方では \(english.description(in: .de)) と書いてください",
                de: "\(option): '\(text)' ist englisch geschrieben; schreibe \(english.description(in: .de))")
        case .notPositive(let text):
            LocalizedText(
                en: "\(option): the rate must be above zero, not '\(text)'",
                ja: "\(option): レートは 0 より大きくしてください ('\(text)')",
                de: "\(option): der Kurs muss größer als null sein, nicht '\(text)'")
        case .tooManyDigits(let text):
            LocalizedText(
                en: "\(option): '\(text)' has more than \(ExactDecimal.maximumSignificantDigits) significant digits; round it",
                ja: "\(option): '\(text)' は有効数字が \(ExactDecimal.maximumSignificantDigits) 桁を超えています。丸めてください",
                de: "\(option): '\(text)' hat mehr als \(ExactDecimal.maximumSignificantDigits) signifikante Stellen; runde ihn")
        }
    }

    static func rateOfHomeCurrency(_ home: Currency) -> LocalizedText {
        LocalizedText(
            en: "\(home.code) is the home currency: its rate is always 1; add rates of the other currencies",
            ja: "\(home.code) は自国通貨なのでレートは常に 1 です。他の通貨のレートを追加してください",
            de: "\(home.code) ist die Heimatwährung, ihr Kurs ist immer 1; füge Kurse der anderen Währungen hinzu")
    }

    static func rateFile(_ path: String, _ error: RateFileError) -> LocalizedText {
        let reason: LocalizedText
        switch error.reason {
        case .empty:
            reason = LocalizedText(en: "no rates in it", ja: "レートがありません", de: "keine Kurse darin")
        case .fieldCount(let expected, let found):
            reason = LocalizedText(
                en: "\(found) fields where the header has \(expected)",
                ja: "ヘッダーは \(expected) 項目なのに \(found) 項目あります",
                de: "\(found) Felder, die Kopfzeile hat \(expected)")
        case .badDate(let text):
            reason = LocalizedText(
                en: "'\(text)' is not a date as YYYY-MM-DD", ja: "'\(text)' は YYYY-MM-DD の日付ではありません",
                de: "'\(text)' ist kein Datum als YYYY-MM-DD")
        case .unknownCurrency(let code):
            reason = unknownCurrency(code)
        case .sameCurrency(let code):
            reason = LocalizedText(
                en: "a rate of \(code) in itself", ja: "\(code) の自分自身へのレートです", de: "ein Kurs von \(code) in sich selbst")
        case .rate(let rateError):
            reason = rate(rateError, option: "rate")
        }
        return LocalizedText(
            en: "\(path):\(error.line): \(reason.en); nothing was imported",
            ja: "\(path):\(error.line): \(reason.ja)。何も取り込んでいません",
            de: "\(path):\(error.line): \(reason.de); nichts wurde importiert")
    }

    static func cannotRead(_ path: String, _ reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot read \(path): \(reason)", ja: "\(path) を読めません: \(reason)",
            de: "\(path) kann nicht gelesen werden: \(reason)")
    }

    static let budgetWithoutPeriod = LocalizedText(
        en: "budget set: a budget needs a period; add --month or --year",
        ja: "budget set: 予算には期間が必要です。--month か --year を付けてください",
        de: "budget set: ein Budget braucht einen Zeitraum; gib --month oder --year an")

    static let budgetTwoPeriods = LocalizedText(
        en: "budget set: give --month or --year, not both",
        ja: "budget set: --month と --year はどちらか一方だけにしてください",
        de: "budget set: gib --month oder --year an, nicht beides")

    static let budgetTwoScopes = LocalizedText(
        en: "budget set: a budget is for a category or an artist, not both; give --category or --artist",
        ja: "budget set: 予算はカテゴリかアーティストのどちらか一方です。--category か --artist を指定してください",
        de: "budget set: ein Budget gilt für eine Kategorie oder einen Künstler, nicht beides; gib --category oder --artist an")

    static func budgetGoal(_ text: String) -> LocalizedText {
        LocalizedText(
            en: "budget set: the goal must be above zero, not '\(text)'",
            ja: "budget set: 予算額は 0 より大きくしてください ('\(text)')",
            de: "budget set: das Ziel muss größer als null sein, nicht '\(text)'")
    }

    static func budgetInOtherCurrency(_ text: String, written: Currency, home: Currency) -> LocalizedText {
        LocalizedText(
            en: "budget set: '\(text)' is in \(written.code), budgets in \(home.code), the home currency; drop the mark or give the goal in \(home.code)",
            ja: "budget set: '\(text)' は \(written.code) ですが、予算は自国通貨の \(home.code) です。記号を外すか \(home.code) で指定してください",
            de: "budget set: '\(text)' ist in \(written.code), Budgets in \(home.code), der Heimatwährung; lass das Zeichen weg oder gib das Ziel in \(home.code) an")
    }

    static func noSuchBudget(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "no budget with id \(id); `fancal budget list` shows the ids",
            ja: "ID \(id) の予算はありません。ID は `fancal budget list` で確認できます",
            de: "kein Budget mit der ID \(id); `fancal budget list` zeigt die IDs")
    }
}
