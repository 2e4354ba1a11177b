/// What the undo log tells about its changes: why one cannot be taken back, the records each
/// touched and what an undo did. Plain values, read by the store and shown by the edges.

/// Why a change could not be taken back.
package enum UndoRefusal: Error, Sendable, Equatable {
    /// Records the change added or updated were changed since (by a later edit or import), or
    /// records it deleted are back: their ids.
    case changedSince(Int64, [Int64])
    /// No such change, or it was taken back already.
    case noSuchChange(Int64)
    /// Nothing left to take back.
    case nothingToUndo
    /// The latest change is one undo cannot take back (`Change.Kind.isUndoable`); undo never
    /// skips past it to an older one.
    case notUndoable(Change)
}

/// One record a change touched, as people name it: its id, its title and, for one the change
/// updated, the fields in which the change made it differ.
package struct ChangedRecord: Sendable, Equatable {
    package let id: Int64
    package let title: String
    /// The fields the change altered, in `Record.Field` order (empty for a record it added or
    /// deleted, or once it is undone).
    package let fields: [Record.Field]
    /// Whether it altered what the card charged, which `Record.Field` leaves out.
    package let charged: Bool

    package init(id: Int64, title: String, fields: [Record.Field] = [], charged: Bool = false) {
        (self.id, self.title, self.fields, self.charged) = (id, title, fields, charged)
    }

    /// The record as it was before a change (`before`) and as it is now (`after`, nil when
    /// gone), with the fields in which they differ.
    /// - Parameters:
    ///   - namedBefore: named by its title before the change (as an undo puts it back), else by
    ///     its title now.
    ///   - lastTitle: the title of a record the change added and a later change deleted.
    package init(id: Int64, before: Record?, after: Record?, namedBefore: Bool, lastTitle: String?) {
        let named = namedBefore ? before ?? after : after ?? before
        let differs = before != nil && after != nil
        self.init(
            id: id, title: named?.title ?? lastTitle ?? "",
            fields: differs ? after!.differences(from: before!) : [],
            charged: differs && after!.charged != before!.charged)
    }
}

/// What an undo did, record by record: the first records of each kind, by id (a message names
/// a few; the change's counts say how many there were in all).
package struct UndoneChange: Sendable, Equatable {
    package let change: Change
    /// The first records the change had added, now removed (of `change.added`).
    package let removed: [ChangedRecord]
    /// The first records the change had updated or deleted, back as they were before it (of
    /// `change.updated + change.deleted`); an updated one names the fields put back.
    package let restored: [ChangedRecord]

    package init(change: Change, removed: [ChangedRecord], restored: [ChangedRecord]) {
        (self.change, self.removed, self.restored) = (change, removed, restored)
    }
}

/// A recent change as `undo --list` shows it: the change, the records it touched (the first few
/// of each kind) and whether undo can take it back now.
package struct RecentChange: Sendable, Equatable {
    /// Whether, and how, a change can be taken back.
    package enum Status: Sendable, Equatable {
        /// `fancal undo` takes it back next.
        case next
        /// An import `fancal undo import N` takes back now, though it is not the latest.
        case importNow
        /// Undoable once the newer changes are taken back.
        case afterNewer
        /// Taken back already.
        case undone
        /// Of a kind undo cannot take back (`Change.Kind.isUndoable`).
        case notUndoable
        /// Records it touched were changed since: their ids.
        case changedSince([Int64])
        /// A newer change not taken back cannot be undone, so undo never reaches this one.
        case blocked(by: Change)
    }

    package let change: Change
    package let added: [ChangedRecord]
    package let updated: [ChangedRecord]
    package let deleted: [ChangedRecord]
    package let status: Status

    package init(change: Change, added: [ChangedRecord], updated: [ChangedRecord], deleted: [ChangedRecord], status: Status) {
        (self.change, self.added, self.updated, self.deleted, self.status) = (change, added, updated, deleted, status)
    }
}
