import FanCalendar

extension RecordStore {

    /// Changes, newest first; only imports with `kind`.
    package func changes(kind: Change.Kind? = nil) throws(StoreError) -> [Change] {
        let clause = kind == nil ? "" : " WHERE kind = ?"
        return try wrap {
            try database.query(
                "SELECT id, kind, at, file, subject, added, updated, deleted, undone FROM changes\(clause) ORDER BY id DESC",
                kind.map { [.text($0.rawValue)] } ?? []
            ) { row in
                Change(
                    id: row.integer("id"), kind: Change.Kind(rawValue: row.text("kind")) ?? .edit, at: row.integer("at"),
                    file: row.optionalText("file"), subject: row.optionalText("subject"), added: Int(row.integer("added")),
                    updated: Int(row.integer("updated")), deleted: Int(row.integer("deleted")),
                    undone: row.integer("undone") != 0)
            }
        }
    }

    /// The records of change `id` that were changed since it (edited, imported over, deleted) or,
    /// deleted by it, are back: undo would overwrite a later change, so it refuses.
    fileprivate func recordsChangedSince(_ id: Int64) throws -> [Int64] {
        try database.query(
            """
            SELECT c.record_id AS record_id FROM change_records c LEFT JOIN records r ON r.id = c.record_id
            WHERE c.change_id = :change AND (
                (c.action IN ('added', 'updated') AND (r.id IS NULL OR r.sequence IS NOT c.after_sequence
                    OR r.updated IS NOT c.after_updated OR r.last_modified IS NOT c.after_modified))
                OR (c.action = 'deleted' AND (r.id IS NOT NULL OR EXISTS (
                    SELECT 1 FROM records o JOIN change_before b ON b.change_id = :change AND b.id = c.record_id
                    WHERE o.uid = b.uid AND o.recurrence_id = b.recurrence_id))))
            ORDER BY c.record_id
            """, named: ["change": .integer(id)]
        ) { $0.integer("record_id") }
    }

    /// Up to `limit` records change `id` touched with `action` (`added`, `updated`, `deleted`),
    /// by id: each as it was before the change and as it is now. A record gone since is named by
    /// the title the next change that touched its id saw (that id was its until then).
    /// - Parameter namedBefore: name each by its title before the change rather than now.
    fileprivate func changedRecords(
        _ id: Int64, _ action: String, limit: Int, namedBefore: Bool = false
    ) throws -> [ChangedRecord] {
        try database.query(
            """
            SELECT c.record_id AS record_id, b.id IS NOT NULL AS had_before, r.id IS NOT NULL AS has_after,
                \(Self.columns(of: "b", prefix: "b_")), \(Self.columns(of: "r", prefix: "r_")),
                (SELECT x.title FROM change_before x WHERE x.id = c.record_id AND x.change_id > c.change_id
                 ORDER BY x.change_id LIMIT 1) AS last_title
            FROM change_records c
            LEFT JOIN change_before b ON b.change_id = c.change_id AND b.id = c.record_id
            LEFT JOIN records r ON r.id = c.record_id
            WHERE c.change_id = ? AND c.action = ? ORDER BY c.record_id LIMIT ?
            """, [.integer(id), .text(action), .integer(Int64(limit))],
            columns: { (before: RecordColumns($0, prefix: "b_"), after: RecordColumns($0, prefix: "r_")) }
        ) { row, columns in
            ChangedRecord(
                id: row.integer("record_id"),
                before: row.integer("had_before") != 0 ? Self.decode(row, columns.before).value : nil,
                after: row.integer("has_after") != 0 ? Self.decode(row, columns.after).value : nil, namedBefore: namedBefore,
                lastTitle: row.optionalText("last_title"))
        }
    }

    /// The latest `limit` changes, newest first, each with the first `records` records it added,
    /// updated and deleted and whether undo can take it back now (see `RecentChange.Status`):
    /// the latest change not yet taken back is checked as `undo` checks it; an older one waits
    /// for the newer ones, or is blocked by a newer one undo cannot take back (an import,
    /// which `undo import N` names, only by its records changed since).
    package func recentChanges(limit: Int, records: Int) throws -> [RecentChange] {
        var latestOpen = true
        // The newest change not taken back that undo refuses at: it stops undo short of older ones.
        var blocker: Change?
        return try changes().prefix(limit).map { change throws -> RecentChange in
            let status: RecentChange.Status
            if change.undone {
                status = .undone
            } else if !change.kind.isUndoable {
                status = .notUndoable
                blocker = blocker ?? change
            } else {
                let changedSince = try recordsChangedSince(change.id)
                if latestOpen {
                    status = changedSince.isEmpty ? .next : .changedSince(changedSince)
                    if !changedSince.isEmpty { blocker = change }
                } else if change.kind == .importFile {
                    status = changedSince.isEmpty ? .importNow : blocker == nil ? .afterNewer : .changedSince(changedSince)
                } else {
                    status = blocker.map { .blocked(by: $0) } ?? .afterNewer
                }
            }
            if !change.undone { latestOpen = false }
            return RecentChange(
                change: change, added: try changedRecords(change.id, "added", limit: records),
                updated: try changedRecords(change.id, "updated", limit: records),
                deleted: try changedRecords(change.id, "deleted", limit: records), status: status)
        }
    }

    /// Every column of `records`, in the order of `change_before` after its `change_id`.
    fileprivate static let allColumns = """
        id, uid, recurrence_id, day, last_day, start_utc, end_utc, zone, title, category, sub, artist, \
        venue, memo, amount_minor, currency, sequence, last_modified, created, updated, charged_minor, charged_currency, \
        money_day
        """
}

extension StoreWriter {
    /// Runs `body` as one transaction noted as a change of `kind` (what it adds, updates and
    /// deletes is logged by triggers, with before-images), so `undo` can take it back, or, for
    /// a kind it cannot take back, refuse naming it (`subject`).
    package func recordingChange<T>(
        _ kind: Change.Kind, file: String? = nil, subject: String? = nil, now: Int64, _ body: () throws -> T
    ) throws -> T {
        try transaction {
            try database.run(
                "INSERT INTO changes (kind, at, file, subject) VALUES (:kind, :at, :file, :subject)",
                named: [
                    "kind": .text(kind.rawValue), "at": .integer(now), "file": file.map { .text($0) } ?? .null,
                    "subject": subject.map { .text($0) } ?? .null,
                ])
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

    /// Takes change `id` back in one transaction: deletes what it added, puts back what it
    /// updated or deleted as it was before (with the links of feeds, tickets and trips that its
    /// deletions cleared), and for an artist change the artists as they were.
    /// Refused, with nothing changed, when one of those records was changed since, or when the
    /// change is of a kind undo cannot take back.
    /// - Parameters:
    ///   - id: nil for the latest change not yet taken back.
    ///   - naming: how many of the records it removed, and of those it put back, to return.
    /// - Returns: the change as it was, and the first records it removed and put back.
    package func undo(_ id: Int64?, naming: Int) throws -> UndoneChange {
        try transaction { () throws -> UndoneChange in
            let open = try changes().filter { !$0.undone }
            guard let change = id.map({ id in open.first { $0.id == id } }) ?? open.first else {
                if let id { throw UndoRefusal.noSuchChange(id) }
                throw UndoRefusal.nothingToUndo
            }
            guard change.kind.isUndoable else { throw UndoRefusal.notUndoable(change) }
            let changedSince = try recordsChangedSince(change.id)
            guard changedSince.isEmpty else { throw UndoRefusal.changedSince(change.id, changedSince) }
            let removed = try changedRecords(change.id, "added", limit: naming)
            // The first `naming` ids of both kinds are among the first `naming` of each.
            let restored = try (changedRecords(change.id, "updated", limit: naming, namedBefore: true)
                + changedRecords(change.id, "deleted", limit: naming, namedBefore: true)).sorted { $0.id < $1.id }.prefix(naming)
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
                    SELECT \(Self.allColumns) FROM change_before b WHERE b.change_id = :change AND b.id IN
                        (SELECT record_id FROM change_records WHERE change_id = :change AND action = 'deleted')
                """, named: ["change": .integer(change.id)])
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
            return UndoneChange(change: change, removed: removed, restored: Array(restored))
        }
    }
}
