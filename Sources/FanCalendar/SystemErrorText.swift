#if canImport(Glibc)
    import Glibc
#endif

/// The system's reasons for refusing a file operation, translated: every module that reports
/// one (the store opening a database, the command line writing a file) says it the same way.
package enum SystemErrorText {
    /// Why the system refused a file operation (`errno`), in each language: the C library's
    /// messages are English whatever the language (only C.UTF-8 exists on many systems). An
    /// error without a translation keeps the C library's words.
    package static func text(_ code: Int32) -> LocalizedText {
        switch code {
        case ENOENT: return LocalizedText(en: "No such file or directory", ja: "そのファイルやフォルダはありません", de: "Datei oder Verzeichnis nicht gefunden")
        case EACCES, EPERM: return LocalizedText(en: "Permission denied", ja: "アクセスが拒否されました", de: "Keine Berechtigung")
        case EISDIR: return LocalizedText(en: "Is a directory", ja: "フォルダです", de: "Ist ein Verzeichnis")
        case ENOTDIR: return LocalizedText(en: "Not a directory", ja: "フォルダではありません", de: "Ist kein Verzeichnis")
        case ENOSPC: return LocalizedText(en: "No space left on device", ja: "デバイスに空きがありません", de: "Kein Platz mehr auf dem Gerät")
        case EDQUOT: return LocalizedText(en: "Disk quota exceeded", ja: "ディスク容量の制限を超えました", de: "Festplattenkontingent überschritten")
        case EROFS: return LocalizedText(en: "Read-only file system", ja: "読み取り専用のファイルシステムです", de: "Dateisystem ist nur lesbar")
        case EFBIG: return LocalizedText(en: "File too large", ja: "ファイルが大きすぎます", de: "Datei zu groß")
        case ENAMETOOLONG: return LocalizedText(en: "File name too long", ja: "ファイル名が長すぎます", de: "Dateiname zu lang")
        case ELOOP: return LocalizedText(en: "Too many levels of symbolic links", ja: "シンボリックリンクが多すぎます", de: "Zu viele Ebenen symbolischer Links")
        case EIO: return LocalizedText(en: "Input/output error", ja: "入出力エラー", de: "Ein-/Ausgabefehler")
        case EXDEV: return LocalizedText(en: "Invalid cross-device link", ja: "別のデバイスへは移せません", de: "Ungültiger geräteübergreifender Link")
        default:
            let words = String(cString: strerror(code))
            return LocalizedText(en: words, ja: words, de: words)
        }
    }
}
