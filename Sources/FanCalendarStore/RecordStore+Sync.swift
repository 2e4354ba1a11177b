import FanCalendar

extension RecordStore {
    /// The CalDAV calendar set up with `fancal sync setup`, if any.
    package func syncAccount() throws(StoreError) -> SyncAccount? {
        try wrap {
            try database.query(
                """
                SELECT calendar_url, user, password_command, insecure, sync_token, synced, password_command_confirmed, ca_file
                FROM sync_account WHERE id = 1
                """
            ) { row in
                SyncAccount(
                    calendarURL: row.text("calendar_url"), user: row.text("user"), passwordCommand: row.optionalText("password_command"),
                    passwordCommandConfirmed: row.integer("password_command_confirmed") != 0,
                    insecure: row.integer("insecure") != 0, caFile: row.optionalText("ca_file"),
                    syncToken: row.optionalText("sync_token"), synced: row.optionalInteger("synced"))
            }.first
        }
    }

    /// What the last sync agreed on, item by item.
    package func syncItems() throws(StoreError) -> [SyncPlan.State] {
        try wrap {
            try database.query("SELECT href, uid, etag, hash FROM sync_items ORDER BY href") {
                SyncPlan.State(href: $0.text("href"), uid: $0.text("uid"), etag: $0.text("etag"), hash: $0.text("hash"))
            }
        }
    }

    /// Every record, grouped by UID (a recurring event's occurrences are one item).
    package func recordsByUID() throws(StoreError) -> [String: [Stored<Record>]] {
        var groups: [String: [Stored<Record>]] = [:]
        try forEachRecord(matching: RecordFilter(), inStorageOrder: true) { groups[$0.uid, default: []].append($0) }
        return groups
    }

    /// One UID's records as a sync takes them from the server: the records to store (nil: the
    /// UID's records are deleted, with its kept object), and the hash its records had in the
    /// snapshot the sync planned from (``CalendarObject/hash(of:)``; nil: it had none).
    package struct SyncedRecords: Sendable {
        package var uid: String
        package var records: [Record]?
        package var planned: String?

        package init(uid: String, records: [Record]?, planned: String?) {
            self.uid = uid
            self.records = records
            self.planned = planned
        }
    }
}

extension StoreWriter {
    /// Sets the calendar to sync with. A different calendar starts from nothing: the state of
    /// the previous one is dropped, so its items are never compared with another server's.
    package func saveSyncAccount(_ account: SyncAccount) throws(StoreError) {
        try wrap {
            let previous = try database.query("SELECT calendar_url FROM sync_account WHERE id = 1") { $0.text("calendar_url") }.first
            if previous != account.calendarURL { try database.run("DELETE FROM sync_items") }
            try database.run(
                """
                INSERT INTO sync_account (
                    id, calendar_url, user, password_command, insecure, sync_token, synced, password_command_confirmed, ca_file)
                VALUES (
                    1, :calendar_url, :user, :password_command, :insecure, :sync_token, :synced, :password_command_confirmed,
                    :ca_file)
                ON CONFLICT (id) DO UPDATE SET calendar_url = excluded.calendar_url, user = excluded.user,
                    password_command = excluded.password_command, insecure = excluded.insecure,
                    sync_token = excluded.sync_token, synced = excluded.synced,
                    password_command_confirmed = excluded.password_command_confirmed, ca_file = excluded.ca_file
                """,
                named: [
                    "calendar_url": .text(account.calendarURL), "user": .text(account.user),
                    "password_command": account.passwordCommand.map { .text($0) } ?? .null,
                    "insecure": .integer(account.insecure ? 1 : 0), "sync_token": account.syncToken.map { .text($0) } ?? .null,
                    "synced": account.synced.map { .integer($0) } ?? .null,
                    "password_command_confirmed": .integer(account.passwordCommandConfirmed ? 1 : 0),
                    "ca_file": account.caFile.map { .text($0) } ?? .null,
                ])
        }
    }

    /// Remembers one item (replacing what was known of its href or UID).
    package func saveSyncItem(_ item: SyncPlan.State) throws(StoreError) {
        try wrap {
            try database.run(
                "DELETE FROM sync_items WHERE href = :href OR uid = :uid", named: ["href": .text(item.href), "uid": .text(item.uid)])
            try database.run(
                "INSERT INTO sync_items (href, uid, etag, hash) VALUES (:href, :uid, :etag, :hash)",
                named: ["href": .text(item.href), "uid": .text(item.uid), "etag": .text(item.etag), "hash": .text(item.hash)])
        }
    }

    package func deleteSyncItem(href: String) throws(StoreError) {
        try wrap { try database.run("DELETE FROM sync_items WHERE href = ?", [.text(href)]) }
    }

    /// Applies one server item to the records, compare-and-set: every UID's records are replaced
    /// only when they still hash as they did when the sync planned, so an edit made here while
    /// the sync ran is never overwritten. All of the item or nothing, in a savepoint of the
    /// caller's transaction, whose other items stay. A record is changed in place: the one with
    /// the same RECURRENCE-ID keeps its id (and so the links of trips, tickets and feeds to it),
    /// one the server no longer has is deleted, and one it added gets a new id.
    /// - Returns: false, with nothing written, when a UID's records changed since the plan.
    /// - Throws: ``StoreError/totalTooLarge(path:currency:)`` when the item's amounts would make a
    ///   currency's total pass ``RecordLimits/maximumTotal``; nothing of the item is written.
    package func replaceSynced(_ changes: [SyncedRecords], now: Int64) throws(StoreError) -> Bool {
        try wrap {
            var current: [[Stored<Record>]] = []
            for change in changes {
                let records = try database.query(
                    "SELECT \(RecordStore.columns) FROM records WHERE uid = ?", [.text(change.uid)],
                    columns: { RecordColumns($0) }, row: RecordStore.decode)
                if (records.isEmpty ? nil : CalendarObject.hash(of: records.lazy.map(\.value))) != change.planned { return false }
                current.append(records)
            }
            try database.inSavepoint {
                for (change, stored) in zip(changes, current) {
                    var byKey = Dictionary(uniqueKeysWithValues: stored.map { ($0.recurrenceID ?? "", $0.id) })
                    for record in change.records ?? [] {
                        guard let id = byKey.removeValue(forKey: record.recurrenceID ?? "") else {
                            try insert(record, now: now)
                            continue
                        }
                        try update(Stored(id: id, record), now: now)
                    }
                    for id in byKey.values { try database.run("DELETE FROM records WHERE id = ?", [.integer(id)]) }
                    if change.records == nil { try forgetObject(uid: change.uid) }
                }
                try checkTotals()
            }
            return true
        }
    }
}
