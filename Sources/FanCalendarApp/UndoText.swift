import FanCalendar

/// The messages of `undo` and `import --history`, in each language.
enum UndoText {
    static let nothingToUndo = LocalizedText(
        en: "nothing to undo: every change was taken back already, or none was made",
        ja: "取り消せる変更はありません。すべて取り消し済みか、まだ変更がありません",
        de: "nichts rückgängig zu machen: jede Änderung wurde schon zurückgenommen, oder es gab keine")

    static func noSuchImport(_ number: Int64) -> LocalizedText {
        LocalizedText(
            en: "there is no import \(number) to undo; `fancal import --history` lists them",
            ja: "取り消せる取り込み \(number) はありません。`fancal import --history` で一覧を確認できます",
            de: "es gibt keinen Import \(number) zum Rückgängigmachen; `fancal import --history` listet sie")
    }

    static func changedSince(_ change: Int64, _ records: [Int64]) -> LocalizedText {
        let shown = records.prefix(5).map { "#\($0)" }.joined(separator: ", ") + (records.count > 5 ? ", …" : "")
        return LocalizedText(
            en: "change \(change) cannot be undone: \(records.count) of its records were changed since (\(shown)); undo the later changes first, or edit them by hand. Nothing was changed",
            ja: "変更 \(change) は取り消せません: その記録のうち \(records.count) 件がその後に変更されています (\(shown))。先に後の変更を取り消すか、手で直してください。何も変更していません",
            de: "Änderung \(change) kann nicht zurückgenommen werden: \(records.count) ihrer Einträge wurden seither geändert (\(shown)); nimm zuerst die späteren Änderungen zurück oder bearbeite sie von Hand. Nichts wurde geändert")
    }

    static func notUndoable(_ change: Change) -> LocalizedText {
        let what = ([change.kind.rawValue] + (change.subject.map { [$0] } ?? [])).joined(separator: " ")
        return LocalizedText(
            en: "the latest change, \(what) (change \(change.id)), cannot be undone, and undo never skips past it to an older one; change it back by hand. Nothing was changed",
            ja: "直前の変更 \(what) (変更 \(change.id)) は取り消せません。それを飛ばして前の変更を取り消すこともしません。手で元に戻してください。何も変更していません",
            de: "die letzte Änderung, \(what) (Änderung \(change.id)), kann nicht zurückgenommen werden, und undo überspringt sie nicht zugunsten einer älteren; mach sie von Hand rückgängig. Nichts wurde geändert")
    }

    static func restoreAsideGone(_ path: String) -> LocalizedText {
        LocalizedText(
            en: "the restore cannot be undone: the database it replaced was kept at \(path), which is gone; nothing was changed",
            ja: "復元は取り消せません: 置き換えたデータベースを残した \(path) がありません。何も変更していません",
            de: "die Wiederherstellung kann nicht zurückgenommen werden: die ersetzte Datenbank lag unter \(path), die fehlt; nichts wurde geändert")
    }
}
