import FanCalendar

/// What storing one imported event did.
public enum ImportOutcome: Sendable, Equatable {
    case added
    case updated
    case unchanged
}

extension RecordStore {
    /// Stores an event read from a calendar, keyed by (UID, RECURRENCE-ID): added when new;
    /// updated in place when its SEQUENCE is higher than the stored one, or equal with a newer
    /// LAST-MODIFIED, and it says something different; otherwise left alone. Re-importing a file
    /// therefore never duplicates and never rolls back a newer revision.
    public func store(imported record: Record, lastModified: Int64?, now: Int64) throws(StoreError) -> ImportOutcome {
        guard let (existing, existingLastModified) = try self.record(uid: record.uid, recurrenceID: record.recurrenceID)
        else {
            try insert(record, lastModified: lastModified, now: now)
            return .added
        }
        let newer: Bool
        if record.sequence != existing.sequence {
            newer = record.sequence > existing.sequence
        } else if let lastModified, let existingLastModified {
            newer = lastModified > existingLastModified
        } else {
            newer = false
        }
        guard newer, !record.hasSameContent(as: existing) else { return .unchanged }
        var replacement = record
        replacement.id = existing.id
        try update(replacement, lastModified: lastModified, now: now)
        return .updated
    }
}
