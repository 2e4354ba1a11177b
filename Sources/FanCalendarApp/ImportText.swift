import FanCalendar

/// The messages of `fancal import`, in each language. A file's own problem (``ICSError``) is
/// described in English by the reader and framed here.
enum ImportText {
    static func noSuchFile(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "\(path): no such file",
            ja: "\(path): ファイルがありません",
            de: "\(path): Datei nicht gefunden")
    }

    static func isFolder(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "\(path): this is a folder; name an .ics file in it",
            ja: "\(path): フォルダです。中の .ics ファイルを指定してください",
            de: "\(path): das ist ein Ordner; gib eine .ics-Datei darin an")
    }

    static func refused(_ description: String) -> LocalizedText {
        LocalizedText(
            en: "\(description); nothing was imported",
            ja: "\(description)。何も取り込んでいません",
            de: "\(description); nichts wurde importiert")
    }

    static func strictRefusal(_ name: String, rejected: Int) -> LocalizedText {
        LocalizedText(
            en: "\(name): \(rejected) event(s) rejected; --strict: nothing was imported",
            ja: "\(name): \(rejected) 件のイベントを拒否しました。--strict のため何も取り込んでいません",
            de: "\(name): \(rejected) Ereignis(se) abgelehnt; --strict: nichts wurde importiert")
    }
}
