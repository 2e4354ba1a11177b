import FanCalendar
import FanCalendarStore

/// `fancal undo` and `fancal import --history`.
public enum UndoUseCases {
    /// Takes back the latest change (add, edit, delete, copy or import) not yet taken back.
    public static func undoLast(store: RecordStore) throws -> Change {
        try undo(nil, store: store)
    }

    /// Takes back import `number` (see `imports`): removes what it added, puts back what it
    /// updated.
    public static func undoImport(_ number: Int64, store: RecordStore) throws -> Change {
        guard try store.changes(kind: .importFile).contains(where: { $0.id == number && !$0.undone }) else {
            throw AppError.invalidInput(UndoText.noSuchImport(number))
        }
        return try undo(number, store: store)
    }

    /// Every import, newest first.
    public static func imports(store: RecordStore) throws(StoreError) -> [Change] {
        try store.changes(kind: .importFile)
    }

    private static func undo(_ id: Int64?, store: RecordStore) throws -> Change {
        do {
            return try store.undo(id)
        } catch let refusal as UndoRefusal {
            switch refusal {
            case .nothingToUndo: throw AppError.failure(UndoText.nothingToUndo)
            case .noSuchChange(let id): throw AppError.invalidInput(UndoText.noSuchImport(id))
            case .changedSince(let id, let records): throw AppError.failure(UndoText.changedSince(id, records))
            }
        }
    }
}
