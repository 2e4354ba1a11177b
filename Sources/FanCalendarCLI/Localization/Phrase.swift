import FanCalendar

/// Every fixed piece of text fancal's renderers show a person, in each language. One place to
/// review and translate; renderers ask for `Phrase.x.text(language)` and never hold their own
/// strings. A command's `--help` texts are the exception: they are `LocalizedText`s in its spec.
enum Phrase: CaseIterable {
    case id, date, time, category, title, artist, venue, memo, amount, charged, sub, uid, recurrence, zone
    case noRecords, total, allDay
    case added, updated, deleted
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
        case .sub: ("Sub-category", "サブカテゴリ", "Unterkategorie")
        case .uid: ("UID", "UID", "UID")
        case .recurrence: ("Occurrence", "繰り返し", "Wiederholung")
        case .zone: ("Time zone", "タイムゾーン", "Zeitzone")
        case .noRecords: ("No records.", "記録はありません。", "Keine Einträge.")
        case .total: ("Total", "合計", "Summe")
        case .allDay: ("all day", "終日", "ganztägig")
        case .added: ("Added record", "記録を追加しました", "Eintrag hinzugefügt")
        case .updated: ("Updated record", "記録を更新しました", "Eintrag geändert")
        case .deleted: ("Deleted", "削除しました", "Gelöscht")
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

    /// Short weekday names for record lists (Sun…Sat; 日…土; So…Sa).
    static func weekday(_ weekday: Weekday, _ language: Language) -> String {
        switch language {
        case .en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday.rawValue]
        case .ja: ["日", "月", "火", "水", "木", "金", "土"][weekday.rawValue]
        case .de: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"][weekday.rawValue]
        }
    }
}
