import FanCalendar

/// What storing one imported event did.
package enum ImportOutcome: Sendable, Equatable {
    case added
    case updated
    case unchanged
}

extension StoreWriter {
    /// Readies this connection for a large write in one transaction (an import): up to
    /// `kibibytes` of database pages in memory (SQLite's default is 2 MiB, with which an import
    /// spilled dirty pages to the WAL and read them back for every key look-up), and statement
    /// journals in memory. Every INSERT of an import runs triggers, so SQLite keeps a statement
    /// journal of the pages it changes, to undo that one statement on failure; in a file, that
    /// was 12 writes per record (1.2 million system calls for 100,000 events, a third of the
    /// import's CPU time). A statement journal lives only until its statement ends. Memory is
    /// taken only as pages are touched, and given back when the store closes.
    package func prepareForLargeWrite(cacheKibibytes kibibytes: Int) throws(StoreError) {
        try wrap { try database.execute("PRAGMA cache_size=-\(max(kibibytes, 0)); PRAGMA temp_store=MEMORY") }
    }

    /// Stores an event read from a calendar, keyed by (UID, RECURRENCE-ID): added when new;
    /// updated in place when it is newer (``RecordLimits/isNewer(sequence:lastModified:than:lastModified:)``:
    /// a higher SEQUENCE, or the same with a later LAST-MODIFIED) and says something different;
    /// otherwise, a tie included, left alone. Re-importing a file
    /// therefore never duplicates and never rolls back a newer revision.
    ///
    /// The common case, a new key, costs one INSERT: the insert is tried first and skipped by
    /// SQLite when the key exists (`INSERT … SELECT … WHERE NOT EXISTS`, which, unlike `ON
    /// CONFLICT … DO NOTHING`, uses up no record id when it skips; other constraint failures
    /// still throw), and only then is the stored record read and compared.
    package func store(imported record: Record, lastModified: Int64?, now: Int64) throws(StoreError) -> ImportOutcome {
        try changing { () throws(StoreError) -> ImportOutcome in try storeUnchecked(imported: record, lastModified: lastModified, now: now) }
    }

    private func storeUnchecked(imported record: Record, lastModified: Int64?, now: Int64) throws(StoreError) -> ImportOutcome {
        if try insertUnlessKeyExists(record, lastModified: lastModified, now: now) { return .added }
        guard let (existing, existingLastModified) = try self.record(uid: record.uid, recurrenceID: record.recurrenceID)
        else {
            try insert(record, lastModified: lastModified, now: now)
            return .added
        }
        let newer = RecordLimits.isNewer(
            sequence: record.sequence, lastModified: lastModified, than: existing.sequence,
            lastModified: existingLastModified)
        guard newer, !record.hasSameContent(as: existing.value) else { return .unchanged }
        var replacement = Stored(id: existing.id, record)
        // A calendar file carries no charged amount: keep the one recorded here while the
        // amount it was charged for stays in the same currency.
        if replacement.charged == nil && replacement.amount.currency == existing.amount.currency {
            replacement.charged = existing.charged
        }
        try update(replacement, lastModified: lastModified, now: now)
        return .updated
    }

    /// Inserts a record unless its (uid, recurrence id) is already stored.
    /// - Returns: whether a row was added.
    private func insertUnlessKeyExists(_ record: Record, lastModified: Int64?, now: Int64) throws(StoreError) -> Bool {
        try wrap { () throws -> Bool in
            let insert: (statement: Statement, parameters: RecordParameters)
            if let importInsert {
                insert = importInsert
            } else {
                let statement = try database.prepare(
                    """
                    INSERT INTO records (\(StoreWriter.insertedColumns.columns))
                    SELECT \(StoreWriter.insertedColumns.values)
                    WHERE NOT EXISTS (SELECT 1 FROM records WHERE uid = :uid AND recurrence_id = :recurrence_id)
                    """)
                insert = (statement, RecordParameters(statement))
                importInsert = insert
            }
            try database.run(insert.statement) { statement throws(SQLiteError) in
                try insert.parameters.bind(record, lastModified: lastModified, now: now, to: statement)
            }
            return database.changes > 0
        }
    }
}
