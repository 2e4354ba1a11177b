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
            switch language {
            case .en: return "Undid restore \(change.id): the database is back from \(from); the restored one is kept at \(kept)"
            case .ja: return "復元 \(change.id) を取り消しました: データベースを \(from) から戻し、復元したものを \(kept) に残しました"
            case .de: return "Wiederherstellung \(change.id) zurückgenommen: die Datenbank ist aus \(from) zurück; die wiederhergestellte liegt unter \(kept)"
            }
        }
        let (removed, restored) = (undone.removed, undone.restored)
        // A change of records of one kind reads as what it did to them.
        if let single = singleKind(change, removed: removed, restored: restored, language) { return single }
        let removedText = removed.isEmpty ? nil : records(removed, total: change.added, language)
        let restoredText = restored.isEmpty ? nil : records(restored, total: change.updated + change.deleted, language)
        let artists = change.kind == .artist
        let what = title(change, language)
        switch language {
        case .en:
            let done = [
                artists ? "the artists are as before" : nil, removedText.map { "removed \($0)" },
                restoredText.map { "put back \($0)" },
            ].compactMap { $0 }
            return "Undid \(what): " + (done.isEmpty ? "no record to remove or put back" : done.joined(separator: "; "))
        case .ja:
            let done = [
                artists ? "アーティストを元に戻しました" : nil, removedText.map { "\($0)を削除" },
                restoredText.map { "\($0)を元に戻しました" },
            ].compactMap { $0 }
            return "\(what) を取り消しました: " + (done.isEmpty ? "削除・復元する記録はありません" : done.joined(separator: "、"))
        case .de:
            let done = [
                artists ? "die Künstler sind wie zuvor" : nil, removedText.map { "\($0) entfernt" },
                restoredText.map { "\($0) wiederhergestellt" },
            ].compactMap { $0 }
            return "\(what) zurückgenommen: " + (done.isEmpty ? "kein Eintrag zu entfernen oder wiederherzustellen" : done.joined(separator: "; "))
        }
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
        let name = kindName(change.kind, language)
        switch (language, change.kind) {
        case (.en, .edit): return "Undid \(name) of \(items)"
        case (.en, .delete): return "Undid \(name) of \(items): put back as before"
        case (.en, _): return "Undid \(name) of \(items): removed"
        case (.ja, .add), (.ja, .copy): return "\(name)を取り消しました: \(items)を削除"
        case (.ja, _): return "\(name)を取り消しました: \(items)を元に戻しました"
        case (.de, .edit): return "\(name) von \(items) zurückgenommen"
        case (.de, .delete): return "\(name) von \(items) zurückgenommen: wie zuvor wiederhergestellt"
        case (.de, _): return "\(name) von \(items) zurückgenommen: entfernt"
        }
    }

    /// `import 3 (tour.ics)`, `artist edit SEVENTEEN`, `budget set`, `edit`: a change as the
    /// messages name it.
    private static func title(_ change: Change, _ language: Language) -> String {
        if change.kind == .importFile {
            switch language {
            case .en: return "import \(change.id) (\(change.file ?? ""))"
            case .ja: return "取り込み \(change.id) (\(change.file ?? ""))"
            case .de: return "Import \(change.id) (\(change.file ?? ""))"
            }
        }
        if let subject = change.subject { return "\(change.kind.rawValue) \(subject)" }
        return kindName(change.kind, language)
    }

    /// The name of a change of records: add, edit, delete, copy.
    private static func kindName(_ kind: Change.Kind, _ language: Language) -> String {
        switch (kind, language) {
        case (.add, .ja): "追加"
        case (.add, .de): "Hinzufügen"
        case (.edit, .ja): "編集"
        case (.edit, .de): "Bearbeitung"
        case (.delete, .ja): "削除"
        case (.delete, .de): "Löschen"
        case (.copy, .ja): "複製"
        case (.copy, .de): "Kopie"
        default: kind.rawValue
        }
    }

    /// `#19 "バスラ ペンライト", #20 "Tour T-shirt" (amount) and 3 more`: the first records by
    /// id and title, each updated one with the fields changed, and how many more there are.
    /// - Parameter total: how many records there are in all (more than listed, for a long import).
    static func records(_ items: [ChangedRecord], total: Int, _ language: Language) -> String {
        let shown = items.prefix(UndoUseCases.listedRecords).map { record($0, language) }
        let separator = language == .ja ? "、" : ", "
        let list = shown.joined(separator: separator)
        let more = total - shown.count
        guard more > 0 else { return list }
        switch language {
        case .en: return "\(list) and \(more) more"
        case .ja: return "\(list)ほか \(more) 件"
        case .de: return "\(list) und \(more) weitere"
        }
    }

    /// `#12 "Stray Kids dominATE" (amount, venue)`, `#12「…」(金額、会場)`, `#12 „…“ (Betrag, Ort)`.
    private static func record(_ item: ChangedRecord, _ language: Language) -> String {
        var fields = item.fields.map { $0.displayName(language) }
        if item.charged {
            fields.append(LocalizedText(en: "charged", ja: "請求額", de: "abgebucht")(language))
        }
        switch language {
        case .en: return "#\(item.id) \"\(item.title)\"" + (fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))")
        case .ja: return "#\(item.id)「\(item.title)」" + (fields.isEmpty ? "" : "(\(fields.joined(separator: "、")))")
        case .de: return "#\(item.id) „\(item.title)“" + (fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))")
        }
    }

    // MARK: undo --list

    /// `undo --list` before any change.
    static func noChanges(_ language: Language) -> String {
        switch language {
        case .en: "No changes yet."
        case .ja: "まだ変更はありません。"
        case .de: "Noch keine Änderungen."
        }
    }

    static func listHeaders(_ language: Language) -> [String] {
        switch language {
        case .en: ["N", "When", "Change", "Undo"]
        case .ja: ["N", "日時", "変更", "取り消し"]
        case .de: ["N", "Wann", "Änderung", "Rücknahme"]
        }
    }

    /// A change as `undo --list` describes it: `edit #12 "T" (amount, venue)`, `delete #1 "A",
    /// #2 "B"`, `import 3 (tour.ics): added #1 "X" and 118 more; updated #2 "Y" (title)`,
    /// `budget set`, `ticket won 1: added #3 "Winter live"`.
    static func description(_ recent: RecentChange, _ language: Language) -> String {
        let change = recent.change
        if change.kind == .restore {
            switch language {
            case .en: return "restore (the replaced database is at \(change.file ?? ""))"
            case .ja: return "復元 (置き換えたデータベースは \(change.file ?? ""))"
            case .de: return "Wiederherstellung (die ersetzte Datenbank liegt unter \(change.file ?? ""))"
            }
        }
        let groups = [(recent.added, change.added), (recent.updated, change.updated), (recent.deleted, change.deleted)]
        let present = groups.enumerated().filter { !$0.element.0.isEmpty }
        let isRecordKind = [.add, .edit, .delete, .copy].contains(change.kind)
        if isRecordKind && present.count == 1 {
            let (items, total) = present[0].element
            return kindName(change.kind, language) + " " + records(items, total: total, language)
        }
        let verbs: [String] =
            switch language {
            case .en: ["added", "updated", "deleted"]
            case .ja: ["追加", "更新", "削除"]
            case .de: ["neu", "geändert", "gelöscht"]
            }
        let parts = present.map { index, group in "\(verbs[index]) \(records(group.0, total: group.1, language))" }
        let what = title(change, language)
        return parts.isEmpty ? what : what + ": " + parts.joined(separator: "; ")
    }

    /// Whether undo can take a change back now, and if not, why.
    static func status(_ recent: RecentChange, _ language: Language) -> String {
        switch (recent.status, language) {
        case (.next, .en): return "next: fancal undo"
        case (.next, .ja): return "次に取り消し: fancal undo"
        case (.next, .de): return "als Nächstes: fancal undo"
        case (.importNow, _): return "fancal undo import \(recent.change.id)"
        case (.afterNewer, .en): return "after the newer ones"
        case (.afterNewer, .ja): return "新しい変更の後に"
        case (.afterNewer, .de): return "nach den neueren"
        case (.undone, _): return Phrase.undoneMark(language)
        case (.notUndoable, .en): return "cannot: \(recent.change.kind.rawValue) changes cannot be undone"
        case (.notUndoable, .ja): return "不可: \(area(recent.change.kind, language))の変更は取り消せません"
        case (.notUndoable, .de): return "nein: \(area(recent.change.kind, language)) lassen sich nicht zurücknehmen"
        case (.changedSince(let ids), _):
            let shown = ids.prefix(5).map { "#\($0)" }.joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
            switch language {
            case .en: return "cannot: \(shown) changed since"
            case .ja: return "不可: \(shown) がその後に変更されています"
            case .de: return "nein: \(shown) seither geändert"
            }
        case (.blocked(let blocker), _):
            let name = title(blocker, language)
            switch language {
            case .en: return "cannot: the newer change \(blocker.id) (\(name)) cannot be undone"
            case .ja: return "不可: 新しい変更 \(blocker.id) (\(name)) が取り消せません"
            case .de: return "nein: die neuere Änderung \(blocker.id) (\(name)) lässt sich nicht zurücknehmen"
            }
        }
    }

    /// What a change undo cannot take back is about: `チケット`, `Ticketänderungen`.
    private static func area(_ kind: Change.Kind, _ language: Language) -> String {
        switch (kind, language) {
        case (.trip, .ja): "遠征"
        case (.ticket, .ja): "チケット"
        case (.budget, .ja): "予算"
        case (.rate, .ja): "レート"
        case (.feed, .ja): "フィード"
        case (.sync, .ja): "同期"
        case (.trip, .de): "Reiseänderungen"
        case (.ticket, .de): "Ticketänderungen"
        case (.budget, .de): "Budgetänderungen"
        case (.rate, .de): "Kursänderungen"
        case (.feed, .de): "Feedänderungen"
        case (.sync, .de): "Synchronisationen"
        default: kind.rawValue
        }
    }
}
