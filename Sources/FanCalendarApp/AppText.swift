import FanCalendar
import FanCalendarStore

/// Every message the use cases give a person, in each language: one place to review and
/// translate. The English texts are the ones scripts and goldens have always seen.
enum AppText {
    static func noSuchRecord(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "no record with id \(id); `fancal list` shows the ids",
            ja: "ID \(id) の記録はありません。ID は `fancal list` で確認できます",
            de: "kein Eintrag mit der ID \(id); `fancal list` zeigt die IDs")
    }

    static func noSuchRecordNothingDeleted(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "no record with id \(id); nothing was deleted (`fancal list` shows the ids)",
            ja: "ID \(id) の記録はありません。何も削除していません (ID は `fancal list` で確認できます)",
            de: "kein Eintrag mit der ID \(id); nichts wurde gelöscht (`fancal list` zeigt die IDs)")
    }

    static func unknownZone(_ zone: String) -> LocalizedText {
        LocalizedText(
            en: "time zone \(zone) is not in the system's tz database; install tzdata or set TZ",
            ja: "タイムゾーン \(zone) がシステムの tz データベースにありません。tzdata を入れるか TZ を設定してください",
            de: "die Zeitzone \(zone) fehlt in der tz-Datenbank des Systems; installiere tzdata oder setze TZ")
    }

    /// An amount refused by `Money.parse`, named by the option it was given with.
    static func amount(_ error: Money.ParseError, option: String = "--amount") -> LocalizedText {
        switch error {
        case .notANumber(let text):
            LocalizedText(
                en: "\(option): '\(text)' is not an amount; write it like 12000, 12,000 or 49.90",
                ja: "\(option): '\(text)' は金額ではありません。12000、12,000、49.90 のように書いてください",
                de: "\(option): '\(text)' ist kein Betrag; schreibe ihn wie 12000, 12,000 oder 49.90")
        case .negative(let text):
            LocalizedText(
                en: "\(option): '\(text)' is negative; record what you spent as a positive amount",
                ja: "\(option): '\(text)' は負の値です。使った金額を正の数で記録してください",
                de: "\(option): '\(text)' ist negativ; erfasse Ausgaben als positiven Betrag")
        case .tooManyDecimals(let text, let currency) where currency.minorDigits == 0:
            LocalizedText(
                en: "\(option): \(currency.code) has no decimals; write '\(text)' as a whole number",
                ja: "\(option): \(currency.code) に小数はありません。'\(text)' を整数で書いてください",
                de: "\(option): \(currency.code) hat keine Nachkommastellen; schreibe '\(text)' als ganze Zahl")
        case .tooManyDecimals(let text, let currency):
            LocalizedText(
                en: "\(option): \(currency.code) has \(currency.minorDigits) decimals; '\(text)' has more",
                ja: "\(option): \(currency.code) の小数は \(currency.minorDigits) 桁までです。'\(text)' は多すぎます",
                de: "\(option): \(currency.code) hat \(currency.minorDigits) Nachkommastellen; '\(text)' hat mehr")
        case .tooLarge(let text):
            LocalizedText(
                en: "\(option): '\(text)' is too large",
                ja: "\(option): '\(text)' は大きすぎます",
                de: "\(option): '\(text)' ist zu groß")
        }
    }

    static func recordChange(_ error: RecordChangeError) -> AppError {
        switch error {
        case .amount(let parseError): .invalidInput(amount(parseError))
        case .unknownZone(let zone): .failure(unknownZone(zone))
        case .charged(let parseError): .invalidInput(amount(parseError, option: "--charged"))
        case .chargedInHomeCurrency(let home): .invalidInput(MoneyText.chargedInHomeCurrency(home))
        }
    }
}
