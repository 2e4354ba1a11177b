import FanCalendar

extension RecordStore {

    /// The conflicts the last sync left, by title, each with the id of its first record here.
    package func syncConflicts() throws(StoreError) -> [SyncPlan.Conflict] {
        try wrap {
            var differences: [String: [SyncPlan.Difference]] = [:]
            _ = try database.query("SELECT uid, field, local, remote FROM sync_conflict_fields ORDER BY uid, field") { row in
                if let field = Record.Field(rawValue: row.text("field")) {
                    differences[row.text("uid"), default: []].append(
                        SyncPlan.Difference(field: field, local: row.text("local"), remote: row.text("remote")))
                }
            }
            return try database.query(
                """
                SELECT c.uid AS uid, c.title AS title, c.deleted_here AS deleted_here, c.deleted_on_server AS deleted_on_server,
                    c.changed_during_sync AS changed_during_sync, c.changed_here_during_sync AS changed_here_during_sync,
                    (SELECT id FROM records WHERE uid = c.uid ORDER BY day, id LIMIT 1) AS record_id
                FROM sync_conflicts c ORDER BY c.title, c.uid
                """
            ) { row in
                SyncPlan.Conflict(
                    uid: row.text("uid"), title: row.text("title"), recordID: row.optionalInteger("record_id"),
                    differences: (differences[row.text("uid")] ?? []).sorted {
                        Record.Field.allCases.firstIndex(of: $0.field)! < Record.Field.allCases.firstIndex(of: $1.field)!
                    },
                    deletedHere: row.integer("deleted_here") != 0, deletedOnServer: row.integer("deleted_on_server") != 0,
                    changedDuringSync: row.integer("changed_during_sync") != 0,
                    changedHereDuringSync: row.integer("changed_here_during_sync") != 0)
            }
        }
    }
}

extension StoreWriter {
    /// Keeps the conflicts a sync left, in place of the previous sync's: `sync status` lists
    /// them, and the next sync (which decides afresh from both sides) replaces them.
    package func saveSyncConflicts(_ conflicts: [SyncPlan.Conflict]) throws(StoreError) {
        try wrap {
            try database.run("DELETE FROM sync_conflicts")
            try database.run("DELETE FROM sync_conflict_fields")
            for conflict in conflicts {
                try database.run(
                    """
                    INSERT OR REPLACE INTO sync_conflicts (
                        uid, title, deleted_here, deleted_on_server, changed_during_sync, changed_here_during_sync)
                    VALUES (:uid, :title, :deleted_here, :deleted_on_server, :changed_during_sync, :changed_here_during_sync)
                    """,
                    named: [
                        "uid": .text(conflict.uid), "title": .text(conflict.title),
                        "deleted_here": .integer(conflict.deletedHere ? 1 : 0),
                        "deleted_on_server": .integer(conflict.deletedOnServer ? 1 : 0),
                        "changed_during_sync": .integer(conflict.changedDuringSync ? 1 : 0),
                        "changed_here_during_sync": .integer(conflict.changedHereDuringSync ? 1 : 0),
                    ])
                for difference in conflict.differences {
                    try database.run(
                        "INSERT OR REPLACE INTO sync_conflict_fields (uid, field, local, remote) VALUES (:uid, :field, :local, :remote)",
                        named: [
                            "uid": .text(conflict.uid), "field": .text(difference.field.rawValue),
                            "local": .text(difference.local), "remote": .text(difference.remote),
                        ])
                }
            }
        }
    }
}
