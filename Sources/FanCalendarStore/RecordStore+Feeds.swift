import FanCalendar

extension RecordStore {

    /// Every feed, by name.
    package func feeds() throws(StoreError) -> [Stored<Feed>] {
        try wrap {
            try database.query(
                """
                SELECT id, name, url, category, artist, currency, etag, last_modified, refreshed, user, password_command,
                    password_command_confirmed
                FROM feeds ORDER BY name
                """
            ) { row in
                Stored(
                    id: row.integer("id"),
                    Feed(
                        name: row.text("name"), url: row.text("url"),
                        category: row.optionalInteger("category").flatMap { Category(code: Int($0)) },
                        artist: row.optionalText("artist"), currency: row.optionalText("currency").flatMap { Currency(code: $0) },
                        etag: row.optionalText("etag"), lastModified: row.optionalText("last_modified"),
                        refreshed: row.optionalInteger("refreshed"), user: row.optionalText("user"),
                        passwordCommand: row.optionalText("password_command"),
                        passwordCommandConfirmed: row.integer("password_command_confirmed") != 0))
            }
        }
    }

    /// Each event a feed delivered that its refresh has not delivered again
    /// (``markDelivered(uid:recurrenceID:)``): what the feed no longer has.
    package func forEachUndeliveredFeedItem(feedID: Int64, _ body: (FeedItem) -> Void) throws(StoreError) {
        try wrap {
            _ = try database.query(
                """
                SELECT \(RecordStore.feedItemColumns) FROM feed_items fi WHERE fi.feed_id = ? AND NOT EXISTS (
                    SELECT 1 FROM temp.feed_delivered d WHERE d.uid = fi.uid AND d.recurrence_id = fi.recurrence_id)
                """, [.integer(feedID)]
            ) { body(RecordStore.decodeFeedItem($0)) }
        }
    }

    /// One delivered event of a feed, by its key.
    package func feedItem(feedID: Int64, uid: String, recurrenceID: String?) throws(StoreError) -> FeedItem? {
        try wrap {
            try database.query(
                """
                SELECT \(RecordStore.feedItemColumns) FROM feed_items
                WHERE feed_id = :feed_id AND uid = :uid AND recurrence_id = :recurrence_id
                """,
                named: ["feed_id": .integer(feedID), "uid": .text(uid), "recurrence_id": .text(recurrenceID ?? "")],
                row: RecordStore.decodeFeedItem
            ).first
        }
    }

    private static let feedItemColumns = "uid, recurrence_id, record_id, hash, field_hashes, kept, scheduled"

    private static func decodeFeedItem(_ row: Statement) -> FeedItem {
        let recurrenceID = row.text("recurrence_id")
        return FeedItem(
            uid: row.text("uid"), recurrenceID: recurrenceID.isEmpty ? nil : recurrenceID, recordID: row.optionalInteger("record_id"),
            hash: row.text("hash"), fieldHashes: row.optionalText("field_hashes"), kept: row.integer("kept") != 0,
            scheduled: row.integer("scheduled") != 0)
    }

    /// The condition that a feed item `fi`'s record `r` is still the one it made: the same id
    /// and key. An item whose record was deleted (its id perhaps taken by another) has none.
    fileprivate static let ownRecord = "r.id = fi.record_id AND r.uid = fi.uid AND r.recurrence_id = fi.recurrence_id"

    /// The record a feed item made, nil when the user deleted it.
    package func record(of item: FeedItem) throws(StoreError) -> Stored<Record>? {
        guard let id = item.recordID, let stored = try record(id: id), stored.uid == item.uid, stored.recurrenceID == item.recurrenceID
        else { return nil }
        return stored
    }

    /// The records a feed delivered that the user has not edited (nor given an amount) since,
    /// by id, with their days: the feed's schedule, not yet the fan's (Docs/reports.md).
    package func scheduledRecords() throws(StoreError) -> [(id: Int64, date: CivilDate)] {
        try wrap {
            try database.query(
                "SELECT r.id AS id, r.day AS day FROM feed_items fi JOIN records r ON \(RecordStore.ownRecord) WHERE fi.scheduled = 1"
            ) { (id: $0.integer("id"), date: RecordStore.date($0, "day")) }
        }
    }

    /// How many of each feed's events are in the store (not deleted here), and how many of them
    /// are kept after the feed dropped them.
    package func feedItemCounts() throws(StoreError) -> [Int64: (items: Int, kept: Int)] {
        try wrap {
            var counts: [Int64: (items: Int, kept: Int)] = [:]
            let rows = try database.query(
                """
                SELECT fi.feed_id AS feed_id, count(*) AS items, sum(fi.kept) AS kept
                FROM feed_items fi JOIN records r ON \(RecordStore.ownRecord) GROUP BY fi.feed_id
                """
            ) {
                ($0.integer("feed_id"), Int($0.integer("items")), Int($0.integer("kept")))
            }
            for (id, items, kept) in rows { counts[id] = (items, kept) }
            return counts
        }
    }
}

extension StoreWriter {
    /// Starts a refresh's count of what it delivers, in a temporary table of this connection
    /// (in SQLite's temporary file beyond its page cache, so the refresh does not ready the
    /// store with ``prepareForLargeWrite(cacheKibibytes:)``, which keeps temporary tables in
    /// memory): the keys of a feed of a million events are not held in memory, as a set of them
    /// was (a third of a refresh's memory).
    package func beginDeliveries() throws(StoreError) {
        try wrap {
            try database.execute(
                """
                CREATE TEMP TABLE IF NOT EXISTS feed_delivered (
                    uid TEXT NOT NULL, recurrence_id TEXT NOT NULL, PRIMARY KEY (uid, recurrence_id)) WITHOUT ROWID;
                DELETE FROM temp.feed_delivered;
                """)
        }
    }

    /// Notes that the refresh begun with ``beginDeliveries()`` delivered this key.
    /// - Returns: false when it had delivered it already (a feed repeating an event).
    package func markDelivered(uid: String, recurrenceID: String?) throws(StoreError) -> Bool {
        try wrap {
            try database.run(
                "INSERT INTO temp.feed_delivered (uid, recurrence_id) VALUES (:uid, :recurrence_id) ON CONFLICT DO NOTHING",
                named: ["uid": .text(uid), "recurrence_id": .text(recurrenceID ?? "")])
            return database.changes == 1
        }
    }

    /// Adds a feed; nil when a feed of that name exists.
    package func insertFeed(_ feed: Feed) throws(StoreError) -> Stored<Feed>? {
        try wrap { () throws -> Stored<Feed>? in
            try database.run(
                """
                INSERT INTO feeds (name, url, category, artist, currency, user, password_command)
                VALUES (:name, :url, :category, :artist, :currency, :user, :password_command)
                ON CONFLICT (name) DO NOTHING
                """,
                named: [
                    "name": .text(feed.name), "url": .text(feed.url),
                    "category": feed.category.map { .integer(Int64($0.code)) } ?? .null,
                    "artist": feed.artist.map { .text($0) } ?? .null, "currency": feed.currency.map { .text($0.code) } ?? .null,
                    "user": feed.user.map { .text($0) } ?? .null,
                    "password_command": feed.passwordCommand.map { .text($0) } ?? .null,
                ])
            guard database.changes > 0 else { return nil }
            return Stored(id: database.lastInsertRowID, feed)
        }
    }

    /// Gives a feed its user and password command again, confirmed (`feed add` of a feed that
    /// exists, with the same URL).
    package func setFeedCredentials(id: Int64, user: String?, passwordCommand: String?) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE feeds SET user = :user, password_command = :password_command, password_command_confirmed = 1 WHERE id = :id",
                named: [
                    "user": user.map { .text($0) } ?? .null, "password_command": passwordCommand.map { .text($0) } ?? .null,
                    "id": .integer(id),
                ])
        }
    }

    /// What the feed's last 200 answer said, and when it was fetched.
    package func updateFeedFetch(id: Int64, etag: String?, lastModified: String?, refreshed: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE feeds SET etag = :etag, last_modified = :last_modified, refreshed = :refreshed WHERE id = :id",
                named: [
                    "etag": etag.map { .text($0) } ?? .null, "last_modified": lastModified.map { .text($0) } ?? .null,
                    "refreshed": .integer(refreshed), "id": .integer(id),
                ])
        }
    }

    /// When a feed was fetched and found unchanged (304).
    package func touchFeed(id: Int64, refreshed: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE feeds SET refreshed = :refreshed WHERE id = :id", named: ["refreshed": .integer(refreshed), "id": .integer(id)])
        }
    }

    /// Adds or replaces one delivered event of a feed.
    package func saveFeedItem(_ item: FeedItem, feedID: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                """
                INSERT INTO feed_items (feed_id, uid, recurrence_id, record_id, hash, field_hashes, kept, scheduled)
                VALUES (:feed_id, :uid, :recurrence_id, :record_id, :hash, :field_hashes, :kept, :scheduled)
                ON CONFLICT (feed_id, uid, recurrence_id) DO UPDATE SET
                    record_id = excluded.record_id, hash = excluded.hash, field_hashes = excluded.field_hashes,
                    kept = excluded.kept, scheduled = excluded.scheduled
                """,
                named: [
                    "feed_id": .integer(feedID), "uid": .text(item.uid), "recurrence_id": .text(item.recurrenceID ?? ""),
                    "record_id": item.recordID.map { .integer($0) } ?? .null, "hash": .text(item.hash),
                    "field_hashes": item.fieldHashes.map { .text($0) } ?? .null, "kept": .integer(item.kept ? 1 : 0),
                    "scheduled": .integer(item.scheduled ? 1 : 0),
                ])
        }
    }

    /// Forgets one delivered event of a feed (the record itself is not touched).
    package func deleteFeedItem(uid: String, recurrenceID: String?, feedID: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "DELETE FROM feed_items WHERE feed_id = :feed_id AND uid = :uid AND recurrence_id = :recurrence_id",
                named: ["feed_id": .integer(feedID), "uid": .text(uid), "recurrence_id": .text(recurrenceID ?? "")])
        }
    }

    /// Removes a feed and what it remembers; its records too unless `keepRecords`.
    /// - Returns: how many records were deleted.
    package func deleteFeed(id: Int64, keepRecords: Bool) throws(StoreError) -> Int {
        try wrap {
            var deleted = 0
            if !keepRecords {
                try database.run(
                    """
                    DELETE FROM records WHERE id IN (
                        SELECT r.id FROM feed_items fi JOIN records r ON \(RecordStore.ownRecord) WHERE fi.feed_id = ?)
                    """, [.integer(id)])
                deleted = database.changes
            }
            try database.run("DELETE FROM feed_items WHERE feed_id = ?", [.integer(id)])
            try database.run("DELETE FROM feeds WHERE id = ?", [.integer(id)])
            return deleted
        }
    }
}
