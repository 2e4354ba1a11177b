import FanCalendar
import FanCalendarICS
import FanCalendarStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `fancal import`: an iCalendar input read into the store in one transaction.
public enum ImportUseCases {
    /// Thrown inside the transaction to roll it back on purpose (dry run, strict failure).
    private struct RollBack: Error {}

    /// Reads `source` and stores its events, keyed by (UID, RECURRENCE-ID), newer revisions
    /// replacing older ones (``RecordStore/store(imported:lastModified:now:)``).
    /// - Parameters:
    ///   - dryRun: read, compare and count, then roll everything back.
    ///   - strict: stop at the first rejected event and roll back: nothing is imported.
    ///   - store: opens the store; called only once the input has been found, so a missing
    ///     file never creates a database.
    ///   - progress: called after each event is stored.
    /// - Returns: the counts, rejections and warnings. With `strict` and a rejection, nothing
    ///   was written and the report holds the rejection: the caller shows it and fails.
    /// - Throws: `AppError.failure` when the input cannot be read or is refused as a whole
    ///   (nothing is imported), and the store's errors.
    public static func importCalendar(
        from source: ICSReader.Source, options: ICSImportOptions, dryRun: Bool, strict: Bool, now: Int64,
        store openStore: () throws -> RecordStore, progress: () -> Void = {}
    ) throws -> ImportReport {
        if case .file(let path) = source {
            // By the name's bytes (FileNameText), as the reader opens it.
            var status = stat()
            if stat(FileNameText.cString(path), &status) != 0 {
                // Other failures (permissions) are the reader's to name.
                if errno == ENOENT { throw AppError.failure(ImportText.noSuchFile(path)) }
            } else if (status.st_mode & S_IFMT) == S_IFDIR {
                throw AppError.failure(ImportText.isFolder(path))
            }
        }
        let store = try openStore()
        // The whole import is one transaction: room for its pages (up to ~200,000 events) keeps
        // SQLite from writing them to the WAL early and reading them back.
        try store.setPageCacheLimit(kibibytes: 64 << 10)
        var report = ImportReport()
        do {
            try store.transaction {
                var stored = (added: 0, updated: 0, unchanged: 0)
                report = try ICSReader(options: options).report(reading: source, stopAtRejection: strict) { event in
                    switch try store.store(imported: event.record, lastModified: event.lastModified, now: now) {
                    case .added: stored.added += 1
                    case .updated: stored.updated += 1
                    case .unchanged: stored.unchanged += 1
                    }
                    progress()
                }
                (report.added, report.updated, report.unchanged) = stored
                if dryRun || (strict && report.rejected > 0) { throw RollBack() }
            }
        } catch is RollBack {
        } catch let error as ICSError {
            throw AppError.failure(ImportText.refused(error.description))
        }
        return report
    }

    /// With `--strict`, a report holding a rejection is a failure (nothing was imported).
    /// - Throws: `AppError.failure` naming the input and the count.
    public static func refuseUnlessComplete(_ report: ImportReport, strict: Bool, name: String) throws {
        if strict && report.rejected > 0 {
            throw AppError.failure(ImportText.strictRefusal(name, rejected: report.rejected))
        }
    }
}
