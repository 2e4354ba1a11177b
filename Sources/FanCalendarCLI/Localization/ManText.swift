import FanCalendar

/// The words of the manual page fancal(1) that are not the commands' own help: its section
/// names (as man-pages in each language name them) and its prose, in each language.
enum ManText {
    static let manual = LocalizedText(en: "User Commands", ja: "ユーザーコマンド", de: "Benutzerbefehle")
    static let name = LocalizedText(en: "NAME", ja: "名前", de: "BEZEICHNUNG")
    static let synopsis = LocalizedText(en: "SYNOPSIS", ja: "書式", de: "ÜBERSICHT")
    static let description = LocalizedText(en: "DESCRIPTION", ja: "説明", de: "BESCHREIBUNG")
    static let commands = LocalizedText(en: "COMMANDS", ja: "コマンド", de: "BEFEHLE")
    static let globalOptions = LocalizedText(en: "GLOBAL OPTIONS", ja: "共通オプション", de: "GLOBALE OPTIONEN")
    static let environment = LocalizedText(en: "ENVIRONMENT", ja: "環境変数", de: "UMGEBUNGSVARIABLEN")
    static let files = LocalizedText(en: "FILES", ja: "ファイル", de: "DATEIEN")
    static let exitStatus = LocalizedText(en: "EXIT STATUS", ja: "終了ステータス", de: "EXIT-STATUS")
    static let seeAlso = LocalizedText(en: "SEE ALSO", ja: "関連項目", de: "SIEHE AUCH")
    static let command = LocalizedText(en: "command", ja: "コマンド", de: "Befehl")
    static let arguments = LocalizedText(en: "arguments", ja: "引数", de: "Argumente")
    static let options = LocalizedText(en: "options", ja: "オプション", de: "Optionen")

    static let about = LocalizedText(
        en: """
            fancal records what a fan does for the artists they support (live shows, goods,
            CD/DVD, streaming, travel and other) with the date, a title and what it cost, prints month
            and year calendars with those days marked, sums up the spending, and moves records
            in and out of calendar apps as iCalendar files. Without a command it shows this
            month, as cal(1) does.
            """,
        ja: """
            fancal は推し活 (ライブ、グッズ、CD/DVD、配信、遠征、その他) を日付、タイトル、
            金額とともに記録し、記録のある日に印を付けた月と年のカレンダーを表示し、出費を集計し、
            iCalendar ファイルでカレンダーアプリと記録をやり取りする。コマンドなしでは cal(1) と
            同じく今月を表示する。
            """,
        de: """
            fancal erfasst, was ein Fan für seine Künstler tut (Auftritte, Merch, CD/DVD, Streaming,
            Reisen und Sonstiges), mit Datum, Titel und Kosten, zeigt Monats- und Jahreskalender mit
            markierten Tagen, fasst die Ausgaben zusammen und tauscht Einträge als iCalendar-Dateien
            mit Kalender-Apps aus. Ohne Befehl zeigt es wie cal(1) den aktuellen Monat.
            """)

    static let everyCommand = LocalizedText(
        en: "Every command accepts these, before or after its name.",
        ja: "どのコマンドでも、コマンド名の前でも後でも使える。",
        de: "Jeder Befehl nimmt sie an, vor oder nach seinem Namen.")

    static let variables: [(String, LocalizedText)] = [
        ("FANCAL_DB", LocalizedText(
            en: "the database file", ja: "データベースファイル", de: "die Datenbankdatei")),
        ("FANCAL_CURRENCY", LocalizedText(
            en: "the home currency: of new records, converted totals and budgets (else the config file's currency, else JPY)",
            ja: "自国通貨: 新しい記録、換算した合計、予算の通貨 (なければ設定ファイルの currency、それもなければ JPY)",
            de: "die Heimatwährung: neuer Einträge, umgerechneter Summen und der Budgets (sonst currency der Konfigurationsdatei, sonst JPY)")),
        ("FANCAL_TODAY", LocalizedText(
            en: "today as YYYY-MM-DD, for reproducible output", ja: "今日の日付 (YYYY-MM-DD)。出力を再現するため",
            de: "heute als YYYY-MM-DD, für reproduzierbare Ausgaben")),
        ("FANCAL_ICONS", LocalizedText(
            en: "off shows category markers instead of emoji icons", ja: "off で絵文字の代わりにカテゴリの記号を表示",
            de: "off zeigt Kategoriezeichen statt Emoji")),
        ("FANCAL_AMBIGUOUS_WIDTH", LocalizedText(
            en: "2 where the terminal draws East Asian Ambiguous characters two columns wide (default 1, in every language)",
            ja: "端末が East Asian Ambiguous の文字を2桁幅で描くなら 2 (既定はどの言語でも 1)",
            de: "2, wo das Terminal East-Asian-Ambiguous-Zeichen zwei Spalten breit zeichnet (Standard 1, in jeder Sprache)")),
        ("FANCAL_PAGER, PAGER", LocalizedText(
            en: "the pager for views taller than the terminal (default less -FRX); FANCAL_PAGER=cat turns it off",
            ja: "端末より長い表示に使うページャ (既定 less -FRX)。FANCAL_PAGER=cat で使わない",
            de: "der Pager für Ansichten, die höher als das Terminal sind (Standard less -FRX); FANCAL_PAGER=cat schaltet ihn ab")),
        ("COLUMNS", LocalizedText(
            en: "the terminal's width; calendars fit it, and tables shorten their longest texts to it on a terminal",
            ja: "端末の幅。カレンダーはこの幅に収まり、表は端末上では長い文字列を省略して収める",
            de: "die Breite des Terminals; Kalender passen hinein, Tabellen kürzen auf dem Terminal ihre längsten Texte")),
        ("LINES", LocalizedText(
            en: "the terminal's height; a view taller than it goes through the pager",
            ja: "端末の高さ。これより長い表示はページャを通す",
            de: "die Höhe des Terminals; eine höhere Ansicht geht durch den Pager")),
        ("LC_ALL, LC_MESSAGES, LANG", LocalizedText(
            en: "the language: en, ja or de", ja: "言語: en、ja、de", de: "die Sprache: en, ja oder de")),
        ("NO_COLOR", LocalizedText(
            en: "no color with --color auto", ja: "--color auto のとき色を付けない", de: "keine Farben bei --color auto")),
        ("TZ", LocalizedText(en: "the home time zone", ja: "自分のタイムゾーン", de: "die Heimat-Zeitzone")),
    ]

    static let database = LocalizedText(
        en: "the database (else ~/.local/share/fancal/fancal.db), unless --db or FANCAL_DB names another",
        ja: "データベース (なければ ~/.local/share/fancal/fancal.db)。--db か FANCAL_DB で別のものを指定できる",
        de: "die Datenbank (sonst ~/.local/share/fancal/fancal.db), außer --db oder FANCAL_DB nennt eine andere")

    static let config = LocalizedText(
        en: "your defaults (else ~/.config/fancal/config): fancal config set KEY VALUE",
        ja: "既定の設定 (なければ ~/.config/fancal/config): fancal config set KEY VALUE",
        de: "deine Voreinstellungen (sonst ~/.config/fancal/config): fancal config set KEY VALUE")

    static let exitCodes = LocalizedText(
        en: "0 on success, 1 when the work failed (a file or the database could not be used), 2 for a usage or input error.",
        ja: "成功なら 0、処理に失敗したら 1 (ファイルやデータベースを使えなかった)、使い方や入力の誤りなら 2。",
        de: "0 bei Erfolg, 1, wenn die Arbeit scheiterte (eine Datei oder die Datenbank war nicht nutzbar), 2 bei einem Aufruf- oder Eingabefehler.")
}
