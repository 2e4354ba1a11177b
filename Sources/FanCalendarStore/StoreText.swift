import FanCalendar

/// The store's failures in every language: what happened and what to do. The store translates
/// its own errors, so the edges print them without knowing its cases.
extension StoreError: TranslatedError {
    package var message: LocalizedText {
        switch self {
        case .notADatabase(let path):
            LocalizedText(
                en: "\(path) is not a fancal database (not SQLite, or damaged); check --db / FANCAL_DB, or restore a backup",
                ja: "\(path) は fancal のデータベースではありません (SQLite でないか壊れています)。--db / FANCAL_DB を確かめるか、バックアップから restore してください",
                de: "\(path) ist keine fancal-Datenbank (kein SQLite oder beschädigt); prüfe --db / FANCAL_DB oder stelle eine Sicherung wieder her")
        case .unexpectedSchema(let path):
            LocalizedText(
                en: "\(path) is not a database of this fancal: it holds tables, triggers or views fancal did not create; nothing was changed",
                ja: "\(path) はこの fancal のデータベースではありません: fancal が作っていないテーブル、トリガー、ビューがあります。何も変更していません",
                de: "\(path) ist keine Datenbank dieses fancal: sie enthält Tabellen, Trigger oder Views, die fancal nicht angelegt hat; nichts wurde geändert")
        case .notARegularFile(let path):
            LocalizedText(
                en: "\(path) is not a regular file (a device, FIFO or folder); point --db / FANCAL_DB at a database file",
                ja: "\(path) は通常のファイルではありません (デバイス、FIFO、フォルダ)。--db / FANCAL_DB でデータベースファイルを指定してください",
                de: "\(path) ist keine normale Datei (ein Gerät, FIFO oder Ordner); richte --db / FANCAL_DB auf eine Datenbankdatei")
        case .totalTooLarge(let path, let currency):
            LocalizedText(
                en: "cannot write \(path): the \(currency) amounts would add up to more than fancal can total (10^18 minor units); nothing was changed",
                ja: "\(path) に書き込めません: \(currency) の金額の合計が fancal で扱える上限 (最小単位で 10^18) を超えます。何も変更していません",
                de: "\(path) kann nicht geschrieben werden: die \(currency)-Beträge ergäben mehr, als fancal summieren kann (10^18 kleinste Einheiten); nichts wurde geändert")
        case .totalBeyondReach(let path, let currency):
            LocalizedText(
                en: "the \(currency) amounts in \(path) add up to more than fancal can total (10^18 minor units); `fancal list` shows the records: correct or delete the largest",
                ja: "\(path) の \(currency) の金額の合計が fancal で扱える上限 (最小単位で 10^18) を超えています。`fancal list` で記録を確かめ、最も大きいものを直すか削除してください",
                de: "die \(currency)-Beträge in \(path) ergeben mehr, als fancal summieren kann (10^18 kleinste Einheiten); `fancal list` zeigt die Einträge: korrigiere oder lösche die größten")
        case .nameTaken(let spelling, let artist):
            LocalizedText(
                en: "'\(spelling)' already means the artist \(artist); remove it there first (fancal artist edit) or merge the two (fancal artist merge)",
                ja: "'\(spelling)' はすでにアーティスト \(artist) の表記です。先にそちらから外す (fancal artist edit) か、2人を統合してください (fancal artist merge)",
                de: "'\(spelling)' steht bereits für den Künstler \(artist); entferne es dort zuerst (fancal artist edit) oder führe beide zusammen (fancal artist merge)")
        case .foreignDatabase(let path):
            LocalizedText(
                en: "\(path) is an SQLite database of another program; point --db / FANCAL_DB at a fancal database",
                ja: "\(path) はほかのプログラムの SQLite データベースです。--db / FANCAL_DB で fancal のデータベースを指定してください",
                de: "\(path) ist eine SQLite-Datenbank eines anderen Programms; richte --db / FANCAL_DB auf eine fancal-Datenbank")
        case .foreignBackup(let path):
            LocalizedText(
                en: "\(path) is an SQLite database of another program, not a fancal backup; name a file `fancal backup` wrote; nothing was changed",
                ja: "\(path) はほかのプログラムの SQLite データベースで、fancal のバックアップではありません。`fancal backup` で書いたファイルを指定してください。何も変更していません",
                de: "\(path) ist eine SQLite-Datenbank eines anderen Programms, keine fancal-Sicherung; gib eine Datei an, die `fancal backup` schrieb; nichts wurde geändert")
        case .newerSchema(let path, let found, let supported):
            LocalizedText(
                en: "\(path) was written by a newer fancal (schema \(found), this one knows up to \(supported)); upgrade fancal — the file was not changed",
                ja: "\(path) は新しい fancal で書かれています (スキーマ \(found)、このバージョンは \(supported) まで)。fancal を更新してください — ファイルは変更していません",
                de: "\(path) stammt von einem neueren fancal (Schema \(found), dieses kennt bis \(supported)); aktualisiere fancal — die Datei blieb unverändert")
        case .readOnly(let path):
            LocalizedText(
                en: "cannot write \(path): the database or its folder is read-only; check permissions or use --db",
                ja: "\(path) に書き込めません: データベースかそのフォルダが読み取り専用です。権限を確かめるか --db を使ってください",
                de: "\(path) kann nicht geschrieben werden: Datenbank oder Ordner sind schreibgeschützt; prüfe die Rechte oder nutze --db")
        case .busy(let path):
            LocalizedText(
                en: "\(path) is locked by another program for too long; try again when it has finished",
                ja: "\(path) がほかのプログラムに長くロックされています。終わってからもう一度試してください",
                de: "\(path) ist zu lange von einem anderen Programm gesperrt; versuche es erneut, wenn es fertig ist")
        case .diskFull(let path):
            LocalizedText(
                en: "cannot write \(path): the disk is full; nothing was changed — free some space and try again",
                ja: "\(path) に書き込めません: ディスクがいっぱいです。何も変更していません — 空きを作ってもう一度試してください",
                de: "\(path) kann nicht geschrieben werden: die Platte ist voll; nichts wurde geändert — schaffe Platz und versuche es erneut")
        case .cannotOpen(let path, let reason):
            LocalizedText(en: "cannot open \(path): \(reason)", ja: "\(path) を開けません: \(reason)", de: "\(path) kann nicht geöffnet werden: \(reason)")
        case .systemRefused(let path, nil, let code):
            LocalizedText(
                en: "cannot open \(path): \(SystemErrorText.text(code).en)", ja: "\(path) を開けません: \(SystemErrorText.text(code).ja)",
                de: "\(path) kann nicht geöffnet werden: \(SystemErrorText.text(code).de)")
        case .systemRefused(let path, let folder?, let code):
            LocalizedText(
                en: "cannot open \(path): cannot create folder \(folder): \(SystemErrorText.text(code).en)",
                ja: "\(path) を開けません: フォルダ \(folder) を作れません: \(SystemErrorText.text(code).ja)",
                de: "\(path) kann nicht geöffnet werden: der Ordner \(folder) kann nicht angelegt werden: \(SystemErrorText.text(code).de)")
        case .noSuchRecord(let id):
            LocalizedText(
                en: "no record with id \(id); `fancal list` shows the ids",
                ja: "ID \(id) の記録はありません。ID は `fancal list` で確認できます",
                de: "kein Eintrag mit der ID \(id); `fancal list` zeigt die IDs")
        case .sqlite(let path, let sqliteError):
            LocalizedText(
                en: "database error in \(path): \(sqliteError)",
                ja: "\(path) でデータベースのエラー: \(sqliteError)",
                de: "Datenbankfehler in \(path): \(sqliteError)")
        }
    }

    /// Every store failure is the work not done (exit 1): what the user typed was checked before.
    package var exitCode: Int32 { 1 }
}
