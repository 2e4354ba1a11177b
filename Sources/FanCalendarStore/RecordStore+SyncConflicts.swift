import FanCalendar

extension RecordStore {
    /// Keeps the conflicts a sync left, in place of the previous sync's: `sync status` lists
    /// them, and the next sync (which decides afresh from both sides) replaces them.
    public func saveSyncConflicts(_ conflicts: [SyncPlan.Conflict]) throws(StoreError) {
        try wrap {
            try database.run("DELETE FROM sync_conflicts")
            try database.run("DELETE FROM sync_conflict_fields")
            for conflict in conflicts {
                try database.run(
                    """
                    INSERT OR REPLACE INTO sync_conflicts (
                        uid, title, deleted_here, deleted_on_server, changed_during_sync, changed_here_during_sync)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                    [.text(conflict.uid), .text(conflict.title), .integer(conflict.deletedHere ? 1 : 0),
                     .integer(conflict.deletedOnServer ? 1 : 0), .integer(conflict.changedDuringSync ? 1 : 0),
                     .integer(conflict.changedHereDuringSync ? 1 : 0)])
                for difference in conflict.differences {
                    try database.run(
                        "INSERT OR REPLACE INTO sync_conflict_fields (uid, field, local, remote) VALUES (?, ?, ?, ?)",
                        [.text(conflict.uid), .text(difference.field.rawValue), .text(difference.local), .text(difference.remote)])
                }
            }
        }
    }

    /// The conflicts the last sync left, by title, each with the id of its first record here.
    public func syncConflicts() throws(StoreError) -> [SyncPlan.Conflict] {
        try wrap {
            var differences: [String: [SyncPlan.Difference]] = [:]
            _ = try database.query("SELECT uid, field, local, remote FROM sync_conflict_fields ORDER BY uid, field") { row in
                if let field = Record.Field(rawValue: row.text(1)) {
                    differences[row.text(0), default: []].append(
                        SyncPlan.Difference(field: field, local: row.text(2), remote: row.text(3)))
                }
            }
            return try database.query(
                """
                SELECT c.uid, c.title, c.deleted_here, c.deleted_on_server, c.changed_during_sync, c.changed_here_during_sync,
                    (SELECT id FROM records WHERE uid = c.uid ORDER BY day, id LIMIT 1)
                FROM sync_conflicts c ORDER BY c.title, c.uid
                """
            ) { row in
                SyncPlan.Conflict(
                    uid: row.text(0), title: row.text(1), recordID: row.optionalInteger(6),
                    differences: (differences[row.text(0)] ?? []).sorted {
                        Record.Field.allCases.firstIndex(of: $0.field)! < Record.Field.allCases.firstIndex(of: $1.field)!
                    },
                    deletedHere: row.integer(2) != 0, deletedOnServer: row.integer(3) != 0,
                    changedDuringSync: row.integer(4) != 0, changedHereDuringSync: row.integer(5) != 0)
            }
        }
    }
}
