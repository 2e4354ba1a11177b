/// One change the user made to the store, with what it did: an add, edit, delete, copy, import,
/// restore, artist change or sync, which `fancal undo` can take back, or a change of trips,
/// tickets, budgets, rates, feeds or the sync's setup, which it cannot. Those are logged too, so that undo sees
/// them as the latest change and refuses, naming them, instead of skipping past them to an
/// older change of records.
package struct Change: Sendable, Hashable {
    package enum Kind: String, Sendable, CaseIterable {
        case add = "add"
        case edit = "edit"
        case delete = "delete"
        case copy = "copy"
        case importFile = "import"
        /// A `restore`: noted in the restored database, `file` naming where the database it
        /// replaced was kept, which is what undoing it brings back.
        case restore = "restore"
        case artist = "artist"
        case trip = "trip"
        case ticket = "ticket"
        case budget = "budget"
        case rate = "rate"
        case feed = "feed"
        /// A sync that changed records here (what it downloaded, what it deleted here); undo
        /// takes it back here, and the next sync carries that to the server like any change.
        case sync = "sync"
        /// `sync setup`: which calendar, user and password command.
        case syncSetup = "sync setup"

        /// Whether `fancal undo` can take a change of this kind back.
        package var isUndoable: Bool {
            switch self {
            case .add, .edit, .delete, .copy, .importFile, .restore, .artist, .sync: true
            case .trip, .ticket, .budget, .rate, .feed, .syncSetup: false
            }
        }
    }

    /// The change's number (`fancal undo import N` names an import by it).
    package var id: Int64
    package var kind: Kind
    /// When it was made, seconds since the epoch.
    package var at: Int64
    /// The file an import read (`<stdin>` for standard input); for a restore, the copy of the
    /// database it replaced.
    package var file: String?
    /// For a change of something other than records, what it did in the command's words after
    /// the kind (`edit SEVENTEEN` of an `artist` change), so undo can name it.
    package var subject: String?
    package var added: Int
    package var updated: Int
    package var deleted: Int
    /// Whether `fancal undo` has taken it back.
    package var undone: Bool

    package init(
        id: Int64, kind: Kind, at: Int64, file: String? = nil, subject: String? = nil, added: Int = 0, updated: Int = 0,
        deleted: Int = 0, undone: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.at = at
        self.file = file
        self.subject = subject
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.undone = undone
    }
}
