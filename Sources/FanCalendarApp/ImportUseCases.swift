import FanCalendar
import FanCalendarICS
import FanCalendarStore

#if canImport(Glibc)
    import Glibc
#endif

/// The reader stages the events of an import in a temporary database of the store's module.
extension StagingArea: EventStaging {}

/// `fancal import`: an iCalendar input read into the store in one transaction.
package enum ImportUseCases {
    /// Thrown inside the transaction to roll it back on purpose (dry run, strict failure).
    private struct RollBack: Error {}

    /// Reads `source` and stores its events, keyed by (UID, RECURRENCE-ID), newer revisions
    /// replacing older ones (``StoreWriter/store(imported:lastModified:now:)``).
    /// - Parameters:
    ///   - dryRun: read, compare and count, then roll everything back.
    ///   - strict: stop at the first rejected event and roll back: nothing is imported.
    ///   - store: opens the store; called only once the input has been read and holds events
    ///     (then the events are stored in one transaction), so a missing, refused or empty
    ///     input, or a strict import stopped before its events, never creates a database.
    ///   - progress: called after each event is stored.
    /// - Returns: the counts, rejections and warnings. With `strict` and a rejection, nothing
    ///   was written and the report holds the rejection: the caller shows it and fails.
    /// - Throws: `AppError.failure` when the input cannot be read or is refused as a whole
    ///   (nothing is imported), and the store's errors.
    package static func importCalendar(
        from source: ImportSource, options: ICSImportOptions, dryRun: Bool, strict: Bool, now: Int64,
        store openStore: () throws -> StoreWriter, progress: () -> Void = {}
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
        var report = ImportReport()
        var store: StoreWriter?
        var keeper: ObjectKeeper?
        var stored = (added: 0, updated: 0, unchanged: 0)
        var ticketPhases: [ImportedTicketPhase] = []
        var keptRules = Set<String>()
        var tickets = ImportReport.TicketCounts()
        do {
            // The store is opened only once the input has been read and holds events: a refused
            // file, a strict import stopped by a rejection, or a calendar without events creates
            // no database.
            var reader = ICSReader(options: options)
            // Events wait for the end of the input on disk, not in memory (ICSReader.staging).
            reader.staging = { try StagingArea() }
            report = try reader.report(
                reading: source, stopAtRejection: strict,
                aroundEvents: { deliver in
                    let opened = try openStore()
                    store = opened
                    let objects = ObjectKeeper(store: opened)
                    keeper = objects
                    // The whole import is one transaction: a page cache of a fixed size, so that
                    // memory stays flat however large the input (beyond it, pages go to the WAL).
                    try opened.prepareForLargeWrite(cacheKibibytes: 8 << 10)
                    do {
                        try opened.recordingChange(.importFile, file: source.name, now: now) {
                            try deliver()
                            try objects.finish()
                            // fancal's own deadline events bring their tickets back, not records.
                            if !ticketPhases.isEmpty {
                                let counts = try TicketUseCases.restore(ticketPhases, now: now, store: opened)
                                tickets = ImportReport.TicketCounts(
                                    added: counts.added, updated: counts.updated, unchanged: counts.unchanged)
                            }
                            if dryRun { throw RollBack() }
                        }
                    } catch is RollBack {}
                },
                event: { event in
                    if let ticket = event.ticket {
                        ticketPhases.append(ticket)
                        return
                    }
                    let outcome = try store!.store(imported: event.record, lastModified: event.lastModified, now: now)
                    switch outcome {
                    case .added: stored.added += 1
                    case .updated: stored.updated += 1
                    case .unchanged: stored.unchanged += 1
                    }
                    // The rule of the revision that changed the series is the one an export writes.
                    if let rule = event.series, outcome != .unchanged, keptRules.insert(event.record.uid).inserted {
                        try store!.insertSeries(uid: event.record.uid, rule)
                    }
                    progress()
                },
                object: { object in try keeper!.keep(object) })
        } catch let error as ICSError {
            throw AppError.failure(ImportText.refused(error.description))
        }
        (report.added, report.updated, report.unchanged) = stored
        report.tickets = tickets
        return report
    }

}

extension ImportReport {
    /// With `--strict`, a report holding a rejection is a failure (nothing was imported): the
    /// failure naming the input and the count, or nil.
    package func strictRefusal(_ strict: Bool, name: String) -> AppError? {
        strict && rejected > 0 ? AppError.failure(ImportText.strictRefusal(name, rejected: rejected)) : nil
    }
}
