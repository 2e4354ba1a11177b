import FanCalendar

/// The messages of `backup` and `restore`, in each language.
enum BackupText {
    static func noDatabase(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "there is no database at \(path) to back up",
            ja: "\(path) にバックアップするデータベースがありません",
            de: "unter \(path) gibt es keine Datenbank zum Sichern")
    }

    static let targetIsTheDatabase = LocalizedText(
        en: "backup: FILE is the database itself; choose another path",
        ja: "backup: FILE はデータベースそのものです。別のパスを指定してください",
        de: "backup: FILE ist die Datenbank selbst; wähle einen anderen Pfad")

    static func notARegularFile(_ path: String) -> LocalizedText {
        let path = path.escapingControlCharacters
        return LocalizedText(
            en: "backup: \(path) is not a regular file (a device, FIFO or folder, or a link to one or to nothing); choose a file path",
            ja: "backup: \(path) は通常のファイルではありません (デバイス、FIFO、フォルダ、それらへのリンク、行き先のないリンク)。ファイルのパスを指定してください",
            de: "backup: \(path) ist keine normale Datei (ein Gerät, FIFO oder Ordner, ein Link darauf oder ins Leere); wähle einen Dateipfad")
    }
}
