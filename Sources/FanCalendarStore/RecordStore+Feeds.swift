import FanCalendar

extension RecordStore {
    /// Adds a feed; nil when a feed of that name exists.
    public func insertFeed(_ feed: Feed) throws(StoreError) -> Feed? {
        try wrap { () throws -> Feed? in
            try database.run(
                """
                INSERT INTO feeds (name, url, category, artist, currency, user, password_command)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (name) DO NOTHING
                """,
                [.text(feed.name), .text(feed.url), feed.category.map { .integer(Int64($0.code)) } ?? .null,
                 feed.artist.map { .text($0) } ?? .null, feed.currency.map { .text($0.code) } ?? .null,
                 feed.user.map { .text($0) } ?? .null, feed.passwordCommand.map { .text($0) } ?? .null])
            guard database.changes > 0 else { return nil }
            var saved = feed
            saved.id = database.lastInsertRowID
            return saved
        }
    }

    /// Every feed, by name.
    public func feeds() throws(StoreError) -> [Feed] {
        try wrap {
            try database.query(
                """
                SELECT id, name, url, category, artist, currency, etag, last_modified, refreshed, user, password_command,
                    password_command_confirmed
                FROM feeds ORDER BY name
                """
            ) { row in
                Feed(
                    id: row.integer(0), name: row.text(1), url: row.text(2),
                    category: row.optionalInteger(3).flatMap { Category(code: Int($0)) }, artist: row.optionalText(4),
                    currency: row.optionalText(5).flatMap { Currency(code: $0) }, etag: row.optionalText(6),
                    lastModified: row.optionalText(7), refreshed: row.optionalInteger(8), user: row.optionalText(9),
                    passwordCommand: row.optionalText(10), passwordCommandConfirmed: row.integer(11) != 0)
            }
        }
    }

    /// Gives a feed its user and password command again, confirmed (`feed add` of a feed that
    /// exists, with the same URL).
    public func setFeedCredentials(id: Int64, user: String?, passwordCommand: String?) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE feeds SET user = ?, password_command = ?, password_command_confirmed = 1 WHERE id = ?",
                [user.map { .text($0) } ?? .null, passwordCommand.map { .text($0) } ?? .null, .integer(id)])
        }
    }

    /// What the feed's last 200 answer said, and when it was fetched.
    public func updateFeedFetch(id: Int64, etag: String?, lastModified: String?, refreshed: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "UPDATE feeds SET etag = ?, last_modified = ?, refreshed = ? WHERE id = ?",
                [etag.map { .text($0) } ?? .null, lastModified.map { .text($0) } ?? .null, .integer(refreshed), .integer(id)])
        }
    }

    /// When a feed was fetched and found unchanged (304).
    public func touchFeed(id: Int64, refreshed: Int64) throws(StoreError) {
        try wrap { try database.run("UPDATE feeds SET refreshed = ? WHERE id = ?", [.integer(refreshed), .integer(id)]) }
    }

    /// Each event a feed delivered, one at a time (a large feed's are not all held at once).
    public func forEachFeedItem(feedID: Int64, _ body: (FeedItem) -> Void) throws(StoreError) {
        try wrap {
            _ = try database.query(
                "SELECT \(RecordStore.feedItemColumns) FROM feed_items WHERE feed_id = ?", [.integer(feedID)]
            ) { body(RecordStore.decodeFeedItem($0)) }
        }
    }

    /// One delivered event of a feed, by its key.
    public func feedItem(feedID: Int64, uid: String, recurrenceID: String?) throws(StoreError) -> FeedItem? {
        try wrap {
            try database.query(
                "SELECT \(RecordStore.feedItemColumns) FROM feed_items WHERE feed_id = ? AND uid = ? AND recurrence_id = ?",
                [.integer(feedID), .text(uid), .text(recurrenceID ?? "")], row: RecordStore.decodeFeedItem
            ).first
        }
    }

    private static let feedItemColumns = "uid, recurrence_id, record_id, hash, field_hashes, kept, scheduled"

    private static func decodeFeedItem(_ row: Statement) -> FeedItem {
        let recurrenceID = row.text(1)
        return FeedItem(
            uid: row.text(0), recurrenceID: recurrenceID.isEmpty ? nil : recurrenceID, recordID: row.optionalInteger(2),
            hash: row.text(3), fieldHashes: row.optionalText(4), kept: row.integer(5) != 0, scheduled: row.integer(6) != 0)
    }

    /// The condition that a feed item `fi`'s record `r` is still the one it made: the same id
    /// and key. An item whose record was deleted (its id perhaps taken by another) has none.
    private static let ownRecord = "r.id = fi.record_id AND r.uid = fi.uid AND r.recurrence_id = fi.recurrence_id"

    /// The record a feed item made, nil when the user deleted it.
    public func record(of item: FeedItem) throws(StoreError) -> Record? {
        guard let id = item.recordID, let stored = try record(id: id), stored.uid == item.uid, stored.recurrenceID == item.recurrenceID
        else { return nil }
        return stored
    }

    /// The records a feed delivered that the user has not edited (nor given an amount) since,
    /// by id, with their days: the feed's schedule, not yet the fan's (Docs/reports.md).
    public func scheduledRecords() throws(StoreError) -> [(id: Int64, date: CivilDate)] {
        try wrap {
            try database.query(
                "SELECT r.id, r.day FROM feed_items fi JOIN records r ON \(RecordStore.ownRecord) WHERE fi.scheduled = 1"
            ) { (id: $0.integer(0), date: RecordStore.date($0, 1)) }
        }
    }

    /// Adds or replaces one delivered event of a feed.
    public func saveFeedItem(_ item: FeedItem, feedID: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                """
                INSERT INTO feed_items (feed_id, uid, recurrence_id, record_id, hash, field_hashes, kept, scheduled)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (feed_id, uid, recurrence_id) DO UPDATE SET
                    record_id = excluded.record_id, hash = excluded.hash, field_hashes = excluded.field_hashes,
                    kept = excluded.kept, scheduled = excluded.scheduled
                """,
                [.integer(feedID), .text(item.uid), .text(item.recurrenceID ?? ""), item.recordID.map { .integer($0) } ?? .null,
                 .text(item.hash), item.fieldHashes.map { .text($0) } ?? .null, .integer(item.kept ? 1 : 0),
                 .integer(item.scheduled ? 1 : 0)])
        }
    }

    /// Forgets one delivered event of a feed (the record itself is not touched).
    public func deleteFeedItem(uid: String, recurrenceID: String?, feedID: Int64) throws(StoreError) {
        try wrap {
            try database.run(
                "DELETE FROM feed_items WHERE feed_id = ? AND uid = ? AND recurrence_id = ?",
                [.integer(feedID), .text(uid), .text(recurrenceID ?? "")])
        }
    }

    /// Removes a feed and what it remembers; its records too unless `keepRecords`.
    /// - Returns: how many records were deleted.
    public func deleteFeed(id: Int64, keepRecords: Bool) throws(StoreError) -> Int {
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

    /// How many of each feed's events are in the store (not deleted here), and how many of them
    /// are kept after the feed dropped them.
    public func feedItemCounts() throws(StoreError) -> [Int64: (items: Int, kept: Int)] {
        try wrap {
            var counts: [Int64: (items: Int, kept: Int)] = [:]
            let rows = try database.query(
                "SELECT fi.feed_id, count(*), sum(fi.kept) FROM feed_items fi JOIN records r ON \(RecordStore.ownRecord) GROUP BY fi.feed_id"
            ) {
                ($0.integer(0), Int($0.integer(1)), Int($0.integer(2)))
            }
            for (id, items, kept) in rows { counts[id] = (items, kept) }
            return counts
        }
    }
}
