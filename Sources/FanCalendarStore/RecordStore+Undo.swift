import FanCalendar

/// Why a change could not be taken back.
public enum UndoRefusal: Error, Sendable, Equatable {
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

/// What an undo did, record by record.
public struct UndoneChange: Sendable, Equatable {
    /// One record an undo removed or put back: its id and title.
    public struct Item: Sendable, Equatable {
        public let id: Int64
        public let title: String
    }

    public let change: Change
    /// The records the change had added, now removed.
    public let removed: [Item]
    /// The records the change had updated or deleted, back as they were before it.
    public let restored: [Item]
}

extension RecordStore {
    /// Runs `body` as one transaction noted as a change of `kind` (what it adds, updates and
    /// deletes is logged by triggers, with before-images), so `undo` can take it back, or, for
    /// a kind it cannot take back, refuse naming it (`subject`).
    public func recordingChange<T>(
        _ kind: Change.Kind, file: String? = nil, subject: String? = nil, now: Int64, _ body: () throws -> T
    ) throws -> T {
        try transaction {
            try database.run(
                "INSERT INTO changes (kind, at, file, subject) VALUES (?, ?, ?, ?)",
                [.text(kind.rawValue), .integer(now), file.map { .text($0) } ?? .null, subject.map { .text($0) } ?? .null])
            let id = database.lastInsertRowID
            try database.run("INSERT INTO change_current VALUES (?)", [.integer(id)])
            if kind == .artist {
                try database.run("INSERT INTO change_artists SELECT ?, * FROM artists", [.integer(id)])
                try database.run("INSERT INTO change_artist_names SELECT ?, * FROM artist_names", [.integer(id)])
            }
            let result = try body()
            try database.execute(
                """
                UPDATE changes SET
                    added = (SELECT count(*) FROM change_records WHERE change_id = changes.id AND action = 'added'),
                    updated = (SELECT count(*) FROM change_records WHERE change_id = changes.id AND action = 'updated'),
                    deleted = (SELECT count(*) FROM change_records WHERE change_id = changes.id AND action = 'deleted')
                WHERE id = (SELECT id FROM change_current);
                DELETE FROM change_current;
                """)
            return result
        }
    }

    /// Changes, newest first; only imports with `kind`.
    public func changes(kind: Change.Kind? = nil) throws(StoreError) -> [Change] {
        let clause = kind == nil ? "" : " WHERE kind = ?"
        return try wrap {
            try database.query(
                "SELECT id, kind, at, file, subject, added, updated, deleted, undone FROM changes\(clause) ORDER BY id DESC",
                kind.map { [.text($0.rawValue)] } ?? []
            ) { row in
                Change(
                    id: row.integer(0), kind: Change.Kind(rawValue: row.text(1)) ?? .edit, at: row.integer(2),
                    file: row.optionalText(3), subject: row.optionalText(4), added: Int(row.integer(5)),
                    updated: Int(row.integer(6)), deleted: Int(row.integer(7)), undone: row.integer(8) != 0)
            }
        }
    }

    /// Takes change `id` back in one transaction: deletes what it added, puts back what it
    /// updated or deleted as it was before (with the links of feeds, tickets and trips that its
    /// deletions cleared), and for an artist change the artists as they were.
    /// Refused, with nothing changed, when one of those records was changed since, or when the
    /// change is of a kind undo cannot take back.
    /// - Parameter id: nil for the latest change not yet taken back.
    /// - Returns: the change as it was, and the records it removed and put back.
    public func undo(_ id: Int64?) throws -> UndoneChange {
        try transaction { () throws -> UndoneChange in
            let open = try changes().filter { !$0.undone }
            guard let change = id.map({ id in open.first { $0.id == id } }) ?? open.first else {
                if let id { throw UndoRefusal.noSuchChange(id) }
                throw UndoRefusal.nothingToUndo
            }
            guard change.kind.isUndoable else { throw UndoRefusal.notUndoable(change) }
            let changedSince = try database.query(
                """
                SELECT c.record_id FROM change_records c LEFT JOIN records r ON r.id = c.record_id
                WHERE c.change_id = ?1 AND (
                    (c.action IN ('added', 'updated') AND (r.id IS NULL OR r.sequence IS NOT c.after_sequence
                        OR r.updated IS NOT c.after_updated OR r.last_modified IS NOT c.after_modified))
                    OR (c.action = 'deleted' AND (r.id IS NOT NULL OR EXISTS (
                        SELECT 1 FROM records o JOIN change_before b ON b.change_id = ?1 AND b.id = c.record_id
                        WHERE o.uid = b.uid AND o.recurrence_id = b.recurrence_id))))
                ORDER BY c.record_id
                """, [.integer(change.id)]
            ) { $0.integer(0) }
            guard changedSince.isEmpty else { throw UndoRefusal.changedSince(change.id, changedSince) }
            let item = { (row: Statement) in UndoneChange.Item(id: row.integer(0), title: row.text(1)) }
            let removed = try database.query(
                """
                SELECT r.id, r.title FROM change_records c JOIN records r ON r.id = c.record_id
                WHERE c.change_id = ? AND c.action = 'added' ORDER BY r.id
                """, [.integer(change.id)], row: item)
            let restored = try database.query(
                """
                SELECT b.id, b.title FROM change_records c JOIN change_before b ON b.change_id = c.change_id AND b.id = c.record_id
                WHERE c.change_id = ? AND c.action IN ('updated', 'deleted') ORDER BY b.id
                """, [.integer(change.id)], row: item)
            // What it added goes, what it updated is set back in place (a delete would clear the
            // links of feeds, tickets and trips to it), what it deleted comes back with its id.
            try database.run(
                """
                DELETE FROM records WHERE id IN
                    (SELECT record_id FROM change_records WHERE change_id = ? AND action = 'added')
                """, [.integer(change.id)])
            try database.run(
                """
                UPDATE records SET \(Self.allColumns.split(separator: ", ").dropFirst().map { "\($0) = b.\($0)" }.joined(separator: ", "))
                FROM change_before b JOIN change_records c ON c.change_id = b.change_id AND c.record_id = b.id
                WHERE b.change_id = ? AND c.action = 'updated' AND records.id = b.id
                """, [.integer(change.id)])
            try database.run(
                """
                INSERT INTO records (\(Self.allColumns))
                    SELECT \(Self.allColumns) FROM change_before b WHERE b.change_id = ?1 AND b.id IN
                        (SELECT record_id FROM change_records WHERE change_id = ?1 AND action = 'deleted')
                """, [.integer(change.id)])
            // The links the change's deletions cleared point at their records again, now back.
            for (table, link, match) in [
                ("feed_items", "feed", "feed_items.feed_id = l.owner AND feed_items.uid = l.uid AND feed_items.recurrence_id = l.recurrence_id"),
                ("ticket_phases", "ticket", "ticket_phases.id = l.owner"), ("trip_expenses", "trip", "trip_expenses.id = l.owner"),
            ] {
                try database.run(
                    """
                    UPDATE \(table) SET record_id = l.record_id FROM change_links l
                    WHERE l.change_id = ? AND l.link = '\(link)' AND \(match) AND \(table).record_id IS NULL
                        AND l.record_id IN (SELECT id FROM records)
                    """, [.integer(change.id)])
            }
            if change.kind == .artist {
                try database.run("DELETE FROM artists")
                try database.run("INSERT INTO artists SELECT id, name, color, birthday, since_day, debut_day, group_id FROM change_artists WHERE change_id = ?", [.integer(change.id)])
                try database.run("DELETE FROM artist_names")
                try database.run("INSERT INTO artist_names SELECT key, artist_id, spelling, position FROM change_artist_names WHERE change_id = ?", [.integer(change.id)])
            }
            try database.run("UPDATE changes SET undone = 1 WHERE id = ?", [.integer(change.id)])
            return UndoneChange(change: change, removed: removed, restored: restored)
        }
    }

    /// Every column of `records`, in the order of `change_before` after its `change_id`.
    private static let allColumns = """
        id, uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, artist, \
        venue, memo, amount_minor, currency, sequence, last_modified, created, updated, charged_minor, charged_currency
        """
}
