/// Why the record store could not do what was asked. Messages say what happened and what to do.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database (or is damaged).
    case notADatabase(path: String)
    /// An SQLite database of some other program: fancal will not touch it.
    case foreignDatabase(path: String)
    /// Made by a newer fancal; this one refuses to read or change it.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database or its folder cannot be written.
    case readOnly(path: String)
    /// Another process held the database longer than the busy timeout.
    case busy(path: String)
    /// The disk (or a quota) is full; nothing was written.
    case diskFull(path: String)
    /// The database folder could not be created or the file could not be opened.
    case cannotOpen(path: String, reason: String)
    /// No record has this id.
    case noSuchRecord(id: Int64)
    /// A spelling of an artist already means another artist.
    case nameTaken(spelling: String, artist: String)
    /// Any other SQLite failure.
    case sqlite(path: String, SQLiteError)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a fancal database (not SQLite, or damaged); check --db / FANCAL_DB, or restore a backup"
        case .foreignDatabase(let path):
            "\(path) is an SQLite database of another program; point --db / FANCAL_DB at a fancal database"
        case .newerSchema(let path, let found, let supported):
            "\(path) was written by a newer fancal (schema \(found), this one knows up to \(supported)); upgrade fancal — the file was not changed"
        case .readOnly(let path):
            "cannot write \(path): the database or its folder is read-only; check permissions or use --db"
        case .busy(let path):
            "\(path) is locked by another program for too long; try again when it has finished"
        case .diskFull(let path):
            "cannot write \(path): the disk is full; nothing was changed — free some space and try again"
        case .cannotOpen(let path, let reason):
            "cannot open \(path): \(reason)"
        case .noSuchRecord(let id):
            "no record with id \(id); `fancal list` shows the ids"
        case .nameTaken(let spelling, let artist):
            "'\(spelling)' already means the artist \(artist); remove it there first (fancal artist edit) or merge the two (fancal artist merge)"
        case .sqlite(let path, let error):
            "database error in \(path): \(error)"
        }
    }
}
