import FanCalendar
import FanCalendarApp

/// What `undo` says it took back and what `undo --list` shows, naming records by id and title
/// (`#12 "Stray Kids dominATE" (amount, venue)`), in each language.
enum UndoPhrase {
    /// What `undo` took back: `Undid edit of #12 "Stray Kids dominATE" (amount, venue)`,
    /// `Undid import 3 (tour.ics): removed #5 "Show", …; put back #2 "Show 0" (title)`; for a
    /// restore, where the database came back from and where the restored one was kept.
    static func undone(_ undone: UndoUseCases.Undone, _ language: Language) -> String {
        let change = undone.change
        if change.kind == .restore {
            let from = change.file ?? ""
            let kept = undone.aside ?? ""
            return LocalizedText(
                en: "Undid restore \(change.id): the database is back from \(from); the restored one is kept at \(kept)",
                ja: "復元 \(change.id) を取り消しました: データベースを \(from) から戻し、復元したものを \(kept) に残しました",
                de: "Wiederherstellung \(change.id) zurückgenommen: die Datenbank ist aus \(from) zurück; die wiederhergestellte liegt unter \(kept)")(language)
        }
        let (removed, restored) = (undone.removed, undone.restored)
        // A change of records of one kind reads as what it did to them.
        if let single = singleKind(change, removed: removed, restored: restored, language) { return single }
        let removedText = removed.isEmpty ? nil : records(removed, total: change.added, language)
        let restoredText = restored.isEmpty ? nil : records(restored, total: change.updated + change.deleted, language)
        let artists = change.kind == .artist
        let what = title(change)(language)
        let done = [
            artists ? LocalizedText(en: "the artists are as before", ja: "アーティストを元に戻しました", de: "die Künstler sind wie zuvor") : nil,
            removedText.map { LocalizedText(en: "removed \($0)", ja: "\($0)を削除", de: "\($0) entfernt") },
            restoredText.map { LocalizedText(en: "put back \($0)", ja: "\($0)を元に戻しました", de: "\($0) wiederhergestellt") },
        ].compactMap { $0 }.map { $0(language) }
        let list = done.joined(separator: LocalizedText(en: "; ", ja: "、", de: "; ")(language))
        return LocalizedText(
            en: "Undid \(what): " + (done.isEmpty ? "no record to remove or put back" : list),
            ja: "\(what) を取り消しました: " + (done.isEmpty ? "削除・復元する記録はありません" : list),
            de: "\(what) zurückgenommen: " + (done.isEmpty ? "kein Eintrag zu entfernen oder wiederherzustellen" : list))(language)
    }

    /// `Undid add of #5 "Later": removed`, `Undid edit of #12 "T" (amount, venue)`: an add, copy,
    /// edit or delete that only removed or only put back records; nil otherwise.
    private static func singleKind(
        _ change: Change, removed: [ChangedRecord], restored: [ChangedRecord], _ language: Language
    ) -> String? {
        let removes = change.kind == .add || change.kind == .copy
        let restores = change.kind == .edit || change.kind == .delete
        guard (removes && restored.isEmpty && !removed.isEmpty) || (restores && removed.isEmpty && !restored.isEmpty) else {
            return nil
        }
        let items = records(
            removes ? removed : restored, total: removes ? change.added : change.updated + change.deleted, language)
        let name = kindName(change.kind)(language)
        let text = switch change.kind {
        case .edit:
            LocalizedText(
                en: "Undid \(name) of \(items)",
                ja: "\(name)を取り消しました: \(items)を元に戻しました",
                de: "\(name) von \(items) zurückgenommen")
        case .delete:
            LocalizedText(
                en: "Undid \(name) of \(items): put back as before",
                ja: "\(name)を取り消しました: \(items)を元に戻しました",
                de: "\(name) von \(items) zurückgenommen: wie zuvor wiederhergestellt")
        default:
            LocalizedText(
                en: "Undid \(name) of \(items): removed",
                ja: "\(name)を取り消しました: \(items)を削除",
                de: "\(name) von \(items) zurückgenommen: entfernt")
        }
        return text(language)
    }

    /// `import 3 (tour.ics)`, `artist edit SEVENTEEN`, `budget set`, `edit`: a change as the
    /// messages name it.
    private static func title(_ change: Change) -> LocalizedText {
        if change.kind == .importFile {
            return LocalizedText(
                en: "import \(change.id) (\(change.file ?? ""))",
                ja: "取り込み \(change.id) (\(change.file ?? ""))",
                de: "Import \(change.id) (\(change.file ?? ""))")
        }
        if let subject = change.subject {
            let command = "\(change.kind.rawValue) \(subject)"
            return LocalizedText(en: command, ja: command, de: command)
        }
        return kindName(change.kind)
    }

    /// The name of a change of records: add, edit, delete, copy.
    private static func kindName(_ kind: Change.Kind) -> LocalizedText {
        switch kind {
        case .add: LocalizedText(en: kind.rawValue, ja: "追加", de: "Hinzufügen")
        case .edit: LocalizedText(en: kind.rawValue, ja: "編集", de: "Bearbeitung")
        case .delete: LocalizedText(en: kind.rawValue, ja: "削除", de: "Löschen")
        case .copy: LocalizedText(en: kind.rawValue, ja: "複製", de: "Kopie")
        default: LocalizedText(en: kind.rawValue, ja: kind.rawValue, de: kind.rawValue)
        }
    }

    /// `#19 "バスラ ペンライト", #20 "Tour T-shirt" (amount) and 3 more`: the first records by
    /// id and title, each updated one with the fields changed, and how many more there are.
    /// - Parameter total: how many records there are in all (more than listed, for a long import).
    static func records(_ items: [ChangedRecord], total: Int, _ language: Language) -> String {
        let shown = items.prefix(UndoUseCases.listedRecords).map { record($0, language) }
        let separator = LocalizedText(en: ", ", ja: "、", de: ", ")(language)
        let list = shown.joined(separator: separator)
        let more = total - shown.count
        guard more > 0 else { return list }
        return LocalizedText(
            en: "\(list) and \(more) more",
            ja: "\(list)ほか \(more) 件",
            de: "\(list) und \(more) weitere")(language)
    }

    /// `#12 "Stray Kids dominATE" (amount, venue)`, `#12「…」(金額、会場)`, `#12 „…“ (Betrag, Ort)`.
    private static func record(_ item: ChangedRecord, _ language: Language) -> String {
        var fields = item.fields.map { $0.displayName(language) }
        if item.charged {
            fields.append(LocalizedText(en: "charged", ja: "請求額", de: "abgebucht")(language))
        }
        return LocalizedText(
            en: "#\(item.id) \"\(item.title)\"" + (fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))"),
            ja: "#\(item.id)「\(item.title)」" + (fields.isEmpty ? "" : "(\(fields.joined(separator: "、")))"),
            de: "#\(item.id) „\(item.title)“" + (fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))"))(language)
    }

    // MARK: undo --list

    /// `undo --list` before any change.
    static let noChanges = LocalizedText(en: "No changes yet.", ja: "まだ変更はありません。", de: "Noch keine Änderungen.")

    static func listHeaders(_ language: Language) -> [String] {
        [
            LocalizedText(en: "N", ja: "N", de: "N"),
            LocalizedText(en: "When", ja: "日時", de: "Wann"),
            LocalizedText(en: "Change", ja: "変更", de: "Änderung"),
            LocalizedText(en: "Undo", ja: "取り消し", de: "Rücknahme"),
        ].map { $0(language) }
    }

    /// A change as `undo --list` describes it: `edit #12 "T" (amount, venue)`, `delete #1 "A",
    /// #2 "B"`, `import 3 (tour.ics): added #1 "X" and 118 more; updated #2 "Y" (title)`,
    /// `budget set`, `ticket won 1: added #3 "Winter live"`.
    static func description(_ recent: RecentChange, _ language: Language) -> String {
        let change = recent.change
        if change.kind == .restore {
            return LocalizedText(
                en: "restore (the replaced database is at \(change.file ?? ""))",
                ja: "復元 (置き換えたデータベースは \(change.file ?? ""))",
                de: "Wiederherstellung (die ersetzte Datenbank liegt unter \(change.file ?? ""))")(language)
        }
        let groups = [(recent.added, change.added), (recent.updated, change.updated), (recent.deleted, change.deleted)]
        let present = groups.enumerated().filter { !$0.element.0.isEmpty }
        let isRecordKind = [.add, .edit, .delete, .copy].contains(change.kind)
        if isRecordKind && present.count == 1 {
            let (items, total) = present[0].element
            return kindName(change.kind)(language) + " " + records(items, total: total, language)
        }
        let verbs: [String] =
            [
                LocalizedText(en: "added", ja: "追加", de: "neu"),
                LocalizedText(en: "updated", ja: "更新", de: "geändert"),
                LocalizedText(en: "deleted", ja: "削除", de: "gelöscht"),
            ].map { $0(language) }
        let parts = present.map { index, group in "\(verbs[index]) \(records(group.0, total: group.1, language))" }
        let what = title(change)(language)
        return parts.isEmpty ? what : what + ": " + parts.joined(separator: "; ")
    }

    /// Whether undo can take a change back now, and if not, why.
    static func status(_ recent: RecentChange) -> LocalizedText {
        switch recent.status {
        case .next: return LocalizedText(en: "next: fancal undo", ja: "次に取り消し: fancal undo", de: "als Nächstes: fancal undo")
        case .importNow:
            let command = "fancal undo import \(recent.change.id)"
            return LocalizedText(en: command, ja: command, de: command)
        case .afterNewer: return LocalizedText(en: "after the newer ones", ja: "新しい変更の後に", de: "nach den neueren")
        case .undone: return Phrase.undoneMark
        case .notUndoable:
            let kind = recent.change.kind
            return LocalizedText(
                en: "cannot: \(kind.rawValue) changes cannot be undone",
                ja: "不可: \(area(kind).ja)の変更は取り消せません",
                de: "nein: \(area(kind).de) lassen sich nicht zurücknehmen")
        case .changedSince(let ids):
            let shown = ids.prefix(5).map { "#\($0)" }.joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            return LocalizedText(
                en: "cannot: \(shown) changed since",
                ja: "不可: \(shown) がその後に変更されています",
                de: "nein: \(shown) seither geändert")
        case .blocked(let blocker):
            let name = title(blocker)
            return LocalizedText(
                en: "cannot: the newer change \(blocker.id) (\(name.en)) cannot be undone",
                ja: "不可: 新しい変更 \(blocker.id) (\(name.ja)) が取り消せません",
                de: "nein: die neuere Änderung \(blocker.id) (\(name.de)) lässt sich nicht zurücknehmen")
        }
    }

    /// What a change undo cannot take back is about: `チケット`, `Ticketänderungen`.
    private static func area(_ kind: Change.Kind) -> LocalizedText {
        switch kind {
        case .trip: LocalizedText(en: kind.rawValue, ja: "遠征", de: "Reiseänderungen")
        case .ticket: LocalizedText(en: kind.rawValue, ja: "チケット", de: "Ticketänderungen")
        case .budget: LocalizedText(en: kind.rawValue, ja: "予算", de: "Budgetänderungen")
        case .rate: LocalizedText(en: kind.rawValue, ja: "レート", de: "Kursänderungen")
        case .feed: LocalizedText(en: kind.rawValue, ja: "フィード", de: "Feedänderungen")
        case .sync: LocalizedText(en: kind.rawValue, ja: "同期", de: "Synchronisationen")
        default: LocalizedText(en: kind.rawValue, ja: kind.rawValue, de: kind.rawValue)
        }
    }
}
