/// Why the record store could not do what was asked. Messages say what happened and what to do.
package enum StoreError: Error, Sendable, CustomStringConvertible {
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
    /// ``RecordLimits/maximumTotal``; nothing was changed.
    case totalTooLarge(path: String, currency: String)
    /// The amounts of one currency already add up to more than ``RecordLimits/maximumTotal``
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

    /// The English message, for logs and debugging (`message` has every language).
    package var description: String { message.en }
}
