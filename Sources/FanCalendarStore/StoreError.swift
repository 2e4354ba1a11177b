#if canImport(Glibc)
    import Glibc
#endif

/// Why the record store could not do what was asked. Messages say what happened and what to do.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database (or is damaged).
    case notADatabase(path: String)
    /// An SQLite database of some other program: fancal will not touch it.
    case foreignDatabase(path: String)
    /// A backup to restore that is another program's SQLite database.
    case foreignBackup(path: String)
    /// An SQLite file marked as fancal's whose tables, indexes, triggers or views are not exactly
    /// the ones fancal creates for its version: never restored, never opened by its triggers.
    case unexpectedSchema(path: String)
    /// A device, FIFO or folder where a database file was expected.
    case notARegularFile(path: String)
    /// A change would make the amounts of one currency add up to more than
    /// ``RecordStore/maximumTotal``; nothing was changed.
    case totalTooLarge(path: String, currency: String)
    /// The amounts of one currency already add up to more than ``RecordStore/maximumTotal``
    /// (an older fancal let them in): reports cannot total them.
    case totalBeyondReach(path: String, currency: String)
    /// Made by a newer fancal; this one refuses to read or change it.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The database or its folder cannot be written.
    case readOnly(path: String)
    /// Another process held the database longer than the busy timeout.
    case busy(path: String)
    /// The disk (or a quota) is full; nothing was written.
    case diskFull(path: String)
    /// The database could not be opened for a reason SQLite gives.
    case cannotOpen(path: String, reason: String)
    /// The system refused to open or write the file (`errno`), or to make `folder` for it.
    case systemRefused(path: String, folder: String? = nil, code: Int32)
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
        case .foreignBackup(let path):
            "\(path) is an SQLite database of another program, not a fancal backup; name a file `fancal backup` wrote; nothing was changed"
        case .unexpectedSchema(let path):
            "\(path) is not a database of this fancal: it holds tables, triggers or views fancal did not create; nothing was changed"
        case .notARegularFile(let path):
            "\(path) is not a regular file (a device, FIFO or folder); point --db / FANCAL_DB at a database file"
        case .totalTooLarge(let path, let currency):
            "cannot write \(path): the \(currency) amounts would add up to more than fancal can total (10^18 minor units); nothing was changed"
        case .totalBeyondReach(let path, let currency):
            "the \(currency) amounts in \(path) add up to more than fancal can total (10^18 minor units); `fancal list` shows the records: correct or delete the largest"
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
        case .systemRefused(let path, nil, let code):
            "cannot open \(path): \(String(cString: strerror(code)))"
        case .systemRefused(let path, let folder?, let code):
            "cannot open \(path): cannot create folder \(folder): \(String(cString: strerror(code)))"
        case .noSuchRecord(let id):
            "no record with id \(id); `fancal list` shows the ids"
        case .nameTaken(let spelling, let artist):
            "'\(spelling)' already means the artist \(artist); remove it there first (fancal artist edit) or merge the two (fancal artist merge)"
        case .sqlite(let path, let error):
            "database error in \(path): \(error)"
        }
    }
}
