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

    func text(_ language: Language) -> String {
        let (en, ja, de) = translations
        switch language {
        case .en: return en
        case .ja: return ja
        case .de: return de
        }
    }

    private var translations: (String, String, String) {
        switch self {
        case .id: ("ID", "ID", "ID")
        case .date: ("Date", "日付", "Datum")
        case .time: ("Time", "時刻", "Zeit")
        case .category: ("Category", "カテゴリ", "Kategorie")
        case .title: ("Title", "タイトル", "Titel")
        case .artist: ("Artist", "アーティスト", "Künstler")
        case .venue: ("Venue", "会場", "Ort")
        case .memo: ("Memo", "メモ", "Notiz")
        case .amount: ("Amount", "金額", "Betrag")
        case .charged: ("Charged", "請求額", "Abgebucht")
        case .countsOn: ("Counts on", "計上日", "Gebucht am")
        case .sub: ("Sub-category", "サブカテゴリ", "Unterkategorie")
        case .uid: ("UID", "UID", "UID")
        case .recurrence: ("Occurrence", "繰り返し", "Wiederholung")
        case .zone: ("Time zone", "タイムゾーン", "Zeitzone")
        case .noRecords: ("No records.", "記録はありません。", "Keine Einträge.")
        case .total: ("Total", "合計", "Summe")
        case .allDay: ("all day", "終日", "ganztägig")
        case .homeTime: ("Home time", "自分の時刻", "Heimatzeit")
        case .added: ("Added record", "記録を追加しました", "Eintrag hinzugefügt")
        case .updated: ("Updated record", "記録を更新しました", "Eintrag geändert")
        case .deleted: ("Deleted", "削除しました", "Gelöscht")
        case .copied: ("Copied to record", "記録を複製しました", "Kopiert als Eintrag")
        case .addedSeries: ("Added records", "繰り返しの記録を追加しました", "Einträge hinzugefügt")
        case .updatedSeries: ("Updated records", "繰り返しの記録を更新しました", "Einträge geändert")
        case .usage: ("Usage", "使い方", "Aufruf")
        case .arguments: ("Arguments", "引数", "Argumente")
        case .options: ("Options", "オプション", "Optionen")
        case .commands: ("Commands", "コマンド", "Befehle")
        case .globalOptions: ("Global options", "共通オプション", "Globale Optionen")
        case .help: ("Run `fancal COMMAND --help` for a command's options.",
                     "各コマンドのオプションは `fancal COMMAND --help` で表示します。",
                     "`fancal COMMAND --help` zeigt die Optionen eines Befehls.")
        case .examples: ("Examples", "例", "Beispiele")
        }
    }

    /// "1 record", "3 records", "3 件", "3 Einträge".
    static func count(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: count == 1 ? "1 record" : "\(count) records"
        case .ja: "\(count) 件"
        case .de: count == 1 ? "1 Eintrag" : "\(count) Einträge"
        }
    }

    /// `import --history` when nothing was imported yet.
    static func noImports(_ language: Language) -> String {
        switch language {
        case .en: "No imports yet."
        case .ja: "まだ取り込みはありません。"
        case .de: "Noch keine Importe."
        }
    }

    /// The columns of `import --history`.
    static func importHistoryHeaders(_ language: Language) -> [String] {
        switch language {
        case .en: ["N", "Imported", "File", "Added", "Updated", ""]
        case .ja: ["N", "取り込み日時", "ファイル", "追加", "更新", ""]
        case .de: ["N", "Importiert", "Datei", "Neu", "Geändert", ""]
        }
    }

    /// Marks an import already taken back in `import --history`.
    static func undoneMark(_ language: Language) -> String {
        switch language {
        case .en: "undone"
        case .ja: "取り消し済み"
        case .de: "zurückgenommen"
        }
    }

    /// The question `delete` asks before removing several records (on stderr, after the list).
    static func confirmDelete(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: "Delete these \(count) records? [y/N] "
        case .ja: "この \(count) 件を削除しますか? [y/N] "
        case .de: "Diese \(count) Einträge löschen? [y/N] "
        }
    }

    /// `… 219 more (fancal list --from 2026-11-18 --to 2026-11-18)`: how many records of a day
    /// an agenda left out, and the command that lists them all.
    static func moreRecords(_ count: Int, command: String, _ language: Language) -> String {
        switch language {
        case .en: "… \(count) more (\(command))"
        case .ja: "… ほか \(count) 件 (\(command))"
        case .de: "… \(count) weitere (\(command))"
        }
    }

    /// What an import did with a file's events; `detail` says what was skipped (` (2 VTODO)`).
    static func importCounts(
        name: String, added: Int, updated: Int, unchanged: Int, skipped: Int, detail: String, rejected: Int,
        _ language: Language
    ) -> String {
        switch language {
        case .en:
            "\(name): \(added) added, \(updated) updated, \(unchanged) unchanged, \(skipped) skipped\(detail), \(rejected) rejected"
        case .ja:
            "\(name): 追加 \(added)、更新 \(updated)、変更なし \(unchanged)、スキップ \(skipped)\(detail)、拒否 \(rejected)"
        case .de:
            "\(name): \(added) hinzugefügt, \(updated) geändert, \(unchanged) unverändert, \(skipped) übersprungen\(detail), \(rejected) abgelehnt"
        }
    }

    /// Added to the import's line after `--dry-run`.
    static func dryRun(_ language: Language) -> String {
        switch language {
        case .en: " (dry run: nothing was written)"
        case .ja: "（ドライラン: 何も書き込んでいません）"
        case .de: " (Probelauf: nichts wurde geschrieben)"
        }
    }
}
