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

    static func recordChange(_ error: RecordChangeError) -> AppError {
        switch error {
        case .amount(let inputError): .invalidInput(inputError.message("--amount"))
        case .unknownZone(let zone): .failure(unknownZone(zone))
        }
    }
}
