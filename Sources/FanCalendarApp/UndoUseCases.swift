import FanCalendar
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// `fancal undo` and `fancal import --history`.
package enum UndoUseCases {
    /// What an undo took back.
    package struct Undone: Sendable, Equatable {
        package let change: Change
        /// The first records taken back (`listedRecords` of each kind; none for a restore, which
        /// brings the whole database back); `change` counts them all.
        package let removed: [ChangedRecord]
        package let restored: [ChangedRecord]
        /// For a restore taken back: where the database it had restored was kept.
        package let aside: String?

        init(_ undone: UndoneChange) {
            (change, removed, restored, aside) = (undone.change, undone.removed, undone.restored, nil)
        }

        init(restore change: Change, aside: String) {
            (self.change, removed, restored, self.aside) = (change, [], [], aside)
        }
    }

    /// Takes back the latest change (add, edit, delete, copy, import, restore, artist, sync) not yet taken
    /// back; refuses, naming it, when the latest is a change it cannot take back. A restore is taken back whole: the database it replaced, kept aside, comes back the
    /// way `restore` brings a backup (checked first, all or nothing), and what was restored is
    /// kept aside in turn as `DB.before-undo-YYYYMMDDTHHMMSS`, so nothing is lost.
    package static func undoLast(store: StoreWriter, databasePath: String, now: Int64) throws -> Undone {
        guard let latest = try store.changes().first(where: { !$0.undone }), latest.kind == .restore else {
            return Undone(try undo(nil, store: store))
        }
        let kept = latest.file ?? ""
        guard access(kept, F_OK) == 0 else { throw AppError.failure(UndoText.restoreAsideGone(kept)) }
        let candidate = try RecordStore.openBackup(at: kept, copyingBeside: databasePath)
        let aside = try store.restore(
            from: candidate, keepingCurrentAt: BackupUseCases.asideName(databasePath, "before-undo", now), noting: nil)
        return Undone(restore: latest, aside: aside)
    }

    /// Takes back import `number` (see `imports`): removes what it added, puts back what it
    /// updated.
    package static func undoImport(_ number: Int64, store: StoreWriter) throws -> Undone {
        guard try store.changes(kind: .importFile).contains(where: { $0.id == number && !$0.undone }) else {
            throw AppError.invalidInput(UndoText.noSuchImport(number))
        }
        return Undone(try undo(number, store: store))
    }

    /// How many changes `undo --list` shows, and how many records of each kind per change.
    package static let listedChanges = 20
    package static let listedRecords = 5

    /// `undo --list`: the latest changes, newest first, with the records each touched and
    /// whether undo can take it back now.
    package static func recent(store: RecordStore) throws -> [RecentChange] {
        try store.recentChanges(limit: listedChanges, records: listedRecords)
    }

    /// Every import, newest first.
    package static func imports(store: RecordStore) throws(StoreError) -> [Change] {
        try store.changes(kind: .importFile)
    }

    private static func undo(_ id: Int64?, store: StoreWriter) throws -> UndoneChange {
        do {
            return try store.undo(id, naming: listedRecords)
        } catch let refusal as UndoRefusal {
            switch refusal {
            case .nothingToUndo: throw AppError.failure(UndoText.nothingToUndo)
            case .noSuchChange(let id): throw AppError.invalidInput(UndoText.noSuchImport(id))
            case .changedSince(let id, let records): throw AppError.failure(UndoText.changedSince(id, records))
            case .notUndoable(let change): throw AppError.failure(UndoText.notUndoable(change))
            }
        }
    }
}
