/// One change of the records that `fancal undo` can take back: an add, edit, delete, copy,
/// import or restore, with what it did.
public struct Change: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case add, edit, delete, copy
        case importFile = "import"
        /// A `restore`: noted in the restored database, `file` naming where the database it
        /// replaced was kept, which is what undoing it brings back.
        case restore
    }

    /// The change's number (`fancal undo import N` names an import by it).
    public var id: Int64
    public var kind: Kind
    /// When it was made, seconds since the epoch.
    public var at: Int64
    /// The file an import read (`<stdin>` for standard input); for a restore, the copy of the
    /// database it replaced.
    public var file: String?
    public var added: Int
    public var updated: Int
    public var deleted: Int
    /// Whether `fancal undo` has taken it back.
    public var undone: Bool

    public init(
        id: Int64, kind: Kind, at: Int64, file: String? = nil, added: Int = 0, updated: Int = 0, deleted: Int = 0,
        undone: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.at = at
        self.file = file
        self.added = added
        self.updated = updated
        self.deleted = deleted
        self.undone = undone
    }
}
