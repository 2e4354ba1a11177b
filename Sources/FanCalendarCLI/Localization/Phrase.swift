import FanCalendar
import FanCalendarApp

/// Every fixed piece of text fancal's renderers show a person, in each language. One place to
/// review and translate; renderers ask for `Phrase.x.text(language)` and never hold their own
/// strings. The other catalogues of this module sit beside it in `Localization/`: `ReportText`
/// (summary and chart), `ErrorText` (every `fancal:` message); a command's `--help` texts are
/// `LocalizedText`s in its spec. Weekday and month names are the core's `CalendarNames`.
enum Phrase: CaseIterable {
    case id, date, time, category, title, artist, venue, memo, amount, charged, countsOn, sub, uid, recurrence, zone, homeTime
    case noRecords, total, allDay
    case added, updated, deleted, copied, addedSeries, updatedSeries
    case usage, arguments, options, commands, globalOptions, help, examples

    /// The text in every language; `text(language)` picks one.
    var text: LocalizedText {
        switch self {
        case .id: LocalizedText(en: "ID", ja: "ID", de: "ID")
        case .date: LocalizedText(en: "Date", ja: "日付", de: "Datum")
        case .time: LocalizedText(en: "Time", ja: "時刻", de: "Zeit")
        case .category: LocalizedText(en: "Category", ja: "カテゴリ", de: "Kategorie")
        case .title: LocalizedText(en: "Title", ja: "タイトル", de: "Titel")
        case .artist: LocalizedText(en: "Artist", ja: "アーティスト", de: "Künstler")
        case .venue: LocalizedText(en: "Venue", ja: "会場", de: "Ort")
        case .memo: LocalizedText(en: "Memo", ja: "メモ", de: "Notiz")
        case .amount: LocalizedText(en: "Amount", ja: "金額", de: "Betrag")
        case .charged: LocalizedText(en: "Charged", ja: "請求額", de: "Abgebucht")
        case .countsOn: LocalizedText(en: "Counts on", ja: "計上日", de: "Gebucht am")
        case .sub: LocalizedText(en: "Sub-category", ja: "サブカテゴリ", de: "Unterkategorie")
        case .uid: LocalizedText(en: "UID", ja: "UID", de: "UID")
        case .recurrence: LocalizedText(en: "Occurrence", ja: "繰り返し", de: "Wiederholung")
        case .zone: LocalizedText(en: "Time zone", ja: "タイムゾーン", de: "Zeitzone")
        case .noRecords: LocalizedText(en: "No records.", ja: "記録はありません。", de: "Keine Einträge.")
        case .total: LocalizedText(en: "Total", ja: "合計", de: "Summe")
        case .allDay: LocalizedText(en: "all day", ja: "終日", de: "ganztägig")
        case .homeTime: LocalizedText(en: "Home time", ja: "自分の時刻", de: "Heimatzeit")
        case .added: LocalizedText(en: "Added record", ja: "記録を追加しました", de: "Eintrag hinzugefügt")
        case .updated: LocalizedText(en: "Updated record", ja: "記録を更新しました", de: "Eintrag geändert")
        case .deleted: LocalizedText(en: "Deleted", ja: "削除しました", de: "Gelöscht")
        case .copied: LocalizedText(en: "Copied to record", ja: "記録を複製しました", de: "Kopiert als Eintrag")
        case .addedSeries: LocalizedText(en: "Added records", ja: "繰り返しの記録を追加しました", de: "Einträge hinzugefügt")
        case .updatedSeries: LocalizedText(en: "Updated records", ja: "繰り返しの記録を更新しました", de: "Einträge geändert")
        case .usage: LocalizedText(en: "Usage", ja: "使い方", de: "Aufruf")
        case .arguments: LocalizedText(en: "Arguments", ja: "引数", de: "Argumente")
        case .options: LocalizedText(en: "Options", ja: "オプション", de: "Optionen")
        case .commands: LocalizedText(en: "Commands", ja: "コマンド", de: "Befehle")
        case .globalOptions: LocalizedText(en: "Global options", ja: "共通オプション", de: "Globale Optionen")
        case .help:
            LocalizedText(
                en: "Run `fancal COMMAND --help` for a command's options.",
                ja: "各コマンドのオプションは `fancal COMMAND --help` で表示します。",
                de: "`fancal COMMAND --help` zeigt die Optionen eines Befehls.")
        case .examples: LocalizedText(en: "Examples", ja: "例", de: "Beispiele")
        }
    }

    /// "1 record", "3 records", "3 件", "3 Einträge".
    static func count(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: count == 1 ? "1 record" : "\(count) records",
            ja: "\(count) 件",
            de: count == 1 ? "1 Eintrag" : "\(count) Einträge")
    }

    /// `import --history` when nothing was imported yet.
    static let noImports = LocalizedText(en: "No imports yet.", ja: "まだ取り込みはありません。", de: "Noch keine Importe.")

    /// The columns of `import --history`.
    static func importHistoryHeaders(_ language: Language) -> [String] {
        [
            LocalizedText(en: "N", ja: "N", de: "N"),
            LocalizedText(en: "Imported", ja: "取り込み日時", de: "Importiert"),
            LocalizedText(en: "File", ja: "ファイル", de: "Datei"),
            LocalizedText(en: "Added", ja: "追加", de: "Neu"),
            LocalizedText(en: "Updated", ja: "更新", de: "Geändert"),
        ].map { $0(language) } + [""]
    }

    /// Marks an import already taken back in `import --history`.
    static let undoneMark = LocalizedText(en: "undone", ja: "取り消し済み", de: "zurückgenommen")

    /// The question `delete` asks before removing several records (on stderr, after the list).
    static func confirmDelete(_ count: Int) -> LocalizedText {
        LocalizedText(
            en: "Delete these \(count) records? [y/N] ",
            ja: "この \(count) 件を削除しますか? [y/N] ",
            de: "Diese \(count) Einträge löschen? [y/N] ")
    }

    /// `… 219 more (fancal list --from 2026-11-18 --to 2026-11-18)`: how many records of a day
    /// an agenda left out, and the command that lists them all.
    static func moreRecords(_ count: Int, command: String) -> LocalizedText {
        LocalizedText(
            en: "… \(count) more (\(command))",
            ja: "… ほか \(count) 件 (\(command))",
            de: "… \(count) weitere (\(command))")
    }

    /// What an import did with a file's events; `detail` says what was skipped (` (2 VTODO)`).
    static func importCounts(
        name: String, added: Int, updated: Int, unchanged: Int, skipped: Int, detail: String, rejected: Int
    ) -> LocalizedText {
        LocalizedText(
            en: "\(name): \(added) added, \(updated) updated, \(unchanged) unchanged, \(skipped) skipped\(detail), \(rejected) rejected",
            ja: "\(name): 追加 \(added)、更新 \(updated)、変更なし \(unchanged)、スキップ \(skipped)\(detail)、拒否 \(rejected)",
            de: "\(name): \(added) hinzugefügt, \(updated) geändert, \(unchanged) unverändert, \(skipped) übersprungen\(detail), \(rejected) abgelehnt")
    }

    /// Added to the import's line after `--dry-run`.
    static let dryRun = LocalizedText(
        en: " (dry run: nothing was written)",
        ja: "（ドライラン: 何も書き込んでいません）",
        de: " (Probelauf: nichts wurde geschrieben)")
}
