import FanCalendar
import FanCalendarStore

/// Every message the use cases give a person, in each language: one place to review and
/// translate. The English texts are the ones scripts and goldens have always seen.
enum AppText {
    static func temporaryFolderUnusable(_ path: String, _ reason: String) -> LocalizedText {
        let path = path.escapingControlCharacters
        return LocalizedText(
            en: "cannot write a temporary file \(path) (\(reason)); set TMPDIR to a folder with room",
            ja: "一時ファイル \(path) を書けません (\(reason))。空きのあるフォルダを TMPDIR に設定してください",
            de: "die temporäre Datei \(path) kann nicht geschrieben werden (\(reason)); setze TMPDIR auf einen Ordner mit Platz")
    }

    static let pictureConverterMissing = LocalizedText(
        en: "rsvg-convert is not installed, and it draws the PNG; install librsvg2-bin (Debian: apt-get install librsvg2-bin) or write .svg",
        ja: "PNG を描く rsvg-convert がインストールされていません。librsvg2-bin を入れるか (Debian: apt-get install librsvg2-bin)、.svg で書き出してください",
        de: "rsvg-convert, das die PNG-Datei zeichnet, ist nicht installiert; installiere librsvg2-bin (Debian: apt-get install librsvg2-bin) oder schreibe .svg")

    static let pictureNotDrawn = LocalizedText(
        en: "rsvg-convert could not draw the PNG; write .svg instead",
        ja: "rsvg-convert が PNG を描けませんでした。.svg で書き出してください",
        de: "rsvg-convert konnte die PNG-Datei nicht zeichnen; schreibe stattdessen .svg")

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

    static func notInSeries(_ id: Int64) -> LocalizedText {
        LocalizedText(
            en: "record \(id) is not part of a series; --following changes a repeated record and its later occurrences",
            ja: "記録 \(id) は繰り返しの一部ではありません。--following は繰り返しの記録とそれ以降を変更します",
            de: "Eintrag \(id) gehört zu keiner Serie; --following ändert einen wiederholten Eintrag und seine späteren Termine")
    }

    static func recurrence(_ problem: Recurrence.Problem) -> LocalizedText {
        switch problem {
        case .count(let count):
            LocalizedText(
                en: "--count: \(count) is not a number of occurrences; use 1 to \(Recurrence.maximumCount)",
                ja: "--count: \(count) は回数として使えません。1 から \(Recurrence.maximumCount) までです",
                de: "--count: \(count) ist keine Anzahl von Terminen; nutze 1 bis \(Recurrence.maximumCount)")
        case .untilBeforeStart(let first, let until):
            LocalizedText(
                en: "--until: \(until) is before the first day \(first); give a later day",
                ja: "--until: \(until) が最初の日 \(first) より前です。それ以降の日を指定してください",
                de: "--until: \(until) liegt vor dem ersten Tag \(first); gib einen späteren Tag an")
        case .tooMany(let first, let until):
            LocalizedText(
                en: "--until: \(first) to \(until) has more than \(Recurrence.maximumCount) occurrences; choose an earlier day",
                ja: "--until: \(first) から \(until) までは \(Recurrence.maximumCount) 回を超えます。もっと早い日を指定してください",
                de: "--until: \(first) bis \(until) hat mehr als \(Recurrence.maximumCount) Termine; wähle einen früheren Tag")
        }
    }

    /// An amount refused by `Money.parse`, named by the option it was given with (the core's
    /// `InputError` messages, in every language).
    static func amount(_ error: Money.ParseError, option: String = "--amount") -> LocalizedText {
        InputError.amount(error).message(option)
    }

    static func recordChange(_ error: RecordChangeError) -> AppError {
        switch error {
        case .amount(let inputError): .invalidInput(inputError.message("--amount"))
        case .unknownZone(let zone): .failure(unknownZone(zone))
        case .unknownRecordZone(let zone):
            .invalidInput(LocalizedText(
                en: "--tz: \(zone) is not a time zone; give an IANA name such as Asia/Seoul or Europe/Berlin",
                ja: "--tz: \(zone) はタイムゾーンではありません。Asia/Seoul や Europe/Berlin のような IANA 名を指定してください",
                de: "--tz: \(zone) ist keine Zeitzone; gib einen IANA-Namen wie Asia/Seoul oder Europe/Berlin an"))
        case .zoneWithoutTime:
            .invalidInput(LocalizedText(
                en: "--tz: an all-day record has no time to be in a zone; give --time too",
                ja: "--tz: 終日の記録には時刻がありません。--time も指定してください",
                de: "--tz: ein ganztägiger Eintrag hat keine Uhrzeit in einer Zone; gib auch --time an"))
        case .charged(let inputError): .invalidInput(inputError.message("--charged"))
        case .chargedInHomeCurrency(let home): .invalidInput(MoneyText.chargedInHomeCurrency(home))
        case .spanEndsBeforeStart(let first, let last):
            .invalidInput(LocalizedText(
                en: "--to: \(last) is before the record's day \(first); give a later last day",
                ja: "--to: \(last) が記録の日付 \(first) より前です。それ以降の最終日を指定してください",
                de: "--to: \(last) liegt vor dem Tag des Eintrags \(first); gib einen späteren letzten Tag an"))
        case .spanTooLong(let first, let last):
            .invalidInput(LocalizedText(
                en: "--to: \(first) to \(last) is longer than \(DayTotal.longestSpan) days; split it into several records",
                ja: "--to: \(first) から \(last) は \(DayTotal.longestSpan) 日より長すぎます。いくつかの記録に分けてください",
                de: "--to: \(first) bis \(last) ist länger als \(DayTotal.longestSpan) Tage; teile es in mehrere Einträge"))
        case .spanOfTimedRecord:
            .invalidInput(LocalizedText(
                en: "--to spans whole days; leave out --time, or give an end after midnight such as --time 22:00-01:00",
                ja: "--to は終日の期間です。--time を外すか、--time 22:00-01:00 のように日付をまたぐ終了時刻を指定してください",
                de: "--to umfasst ganze Tage; lass --time weg oder gib ein Ende nach Mitternacht an, etwa --time 22:00-01:00"))
        }
    }
}
