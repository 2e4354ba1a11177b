/// Where an import keeps the events it has read until its input ends (the reader's
/// `EventStaging`, which FanCalendarApp declares this class to be): a private SQLite database
/// in the temporary folder, deleted when the area is released. Its pages stay in a small cache
/// and go to disk beyond it, so an import's memory does not grow with its input.
///
/// Its pages are SQLite's largest, 64 KiB: the cache spills and is read back a page per system
/// call, and with 4 KiB pages the staging of 100,000 events took 100,000 calls (59,000 writes,
/// 41,000 reads, 400 MB) where it now takes 2,400 (150 MB), which cut the import's system time
/// by two thirds (Docs/benchmarks.md).
///
/// Everything happens in one transaction that is never committed (a statement on its own would
/// commit, and end a transaction, each time); the file goes away with the connection.
///
/// Two tables: the group of each UID, and what is kept per (group, key), numbered by a slot in
/// the order added. Both are keyed for their look-ups (no other index to keep up to date); the
/// kept events are read back in key order, which is group order, and put in slot order within
/// each group.
package final class StagingArea {
    private let database: Database
    private var slotCount = 0
    /// The statements run once or twice per event, prepared once: `Database.prepare` finds a
    /// cached one by hashing its SQL text, which cost more than binding the event's values.
    private let insertUID: Statement
    private let insertKept: Statement
    /// The indexes of their parameters, found by name once.
    private let uidParameters: (uid: Int32, group: Int32)
    private let keptParameters: (group: Int32, key: Int32, slot: Int32, sequence: Int32, lastModified: Int32, payload: Int32)

    /// How the area is named in errors (a full disk is the usual one).
    private static let label = "the temporary folder (TMPDIR)"

    /// - Parameter cacheKibibytes: the pages kept in memory; beyond them SQLite writes to its
    ///   temporary file.
    /// - Throws: `StoreError` when the database cannot be made.
    package init(cacheKibibytes: Int = 4 << 10) throws(StoreError) {
        do {
            database = try Database(.temporary)
            try database.execute(
                """
                PRAGMA page_size=65536;
                PRAGMA journal_mode=OFF;
                PRAGMA synchronous=OFF;
                PRAGMA cache_size=-\(max(cacheKibibytes, 64));
                CREATE TABLE uids (uid TEXT PRIMARY KEY, grp INTEGER NOT NULL) WITHOUT ROWID;
                CREATE TABLE kept (grp INTEGER NOT NULL, key BLOB NOT NULL, slot INTEGER NOT NULL,
                    sequence INTEGER NOT NULL, last_modified INTEGER, payload BLOB NOT NULL,
                    PRIMARY KEY (grp, key)) WITHOUT ROWID;
                BEGIN;
                """)
            insertUID = try database.prepare("INSERT INTO uids (uid, grp) VALUES (:uid, :grp) ON CONFLICT (uid) DO NOTHING")
            uidParameters = (insertUID.parameter("uid"), insertUID.parameter("grp"))
            insertKept = try database.prepare(
                """
                INSERT INTO kept (grp, key, slot, sequence, last_modified, payload)
                VALUES (:grp, :key, :slot, :sequence, :last_modified, :payload)
                """)
            keptParameters = (
                insertKept.parameter("grp"), insertKept.parameter("key"), insertKept.parameter("slot"),
                insertKept.parameter("sequence"), insertKept.parameter("last_modified"), insertKept.parameter("payload")
            )
        } catch {
            throw RecordStore.map(error, path: Self.label)
        }
    }

    private func wrap<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch {
            throw RecordStore.map(error, path: Self.label)
        }
    }

    /// The group `uid` was given when first seen; for a new UID, `proposed`, now remembered.
    package func group(ofUID uid: String, proposing proposed: Int) throws(StoreError) -> Int {
        try wrap { () throws(SQLiteError) -> Int in
            try database.run(insertUID) { statement throws(SQLiteError) in
                try statement.bind(uid, at: uidParameters.uid)
                try statement.bind(Int64(proposed), at: uidParameters.group)
            }
            if database.changes > 0 { return proposed }
            let statement = try database.prepare("SELECT grp FROM uids WHERE uid = :uid")
            defer { statement.reset() }
            try statement.bind(uid, at: statement.parameter("uid"))
            _ = try statement.step()
            return Int(statement.integer("grp"))
        }
    }

    /// The revision kept for `key` in `group`, if any.
    package func kept(group: Int, key: [UInt8]) throws(StoreError) -> (sequence: Int, lastModified: Int64?)? {
        try wrap { () throws(SQLiteError) -> (sequence: Int, lastModified: Int64?)? in
            let statement = try database.prepare("SELECT sequence, last_modified FROM kept WHERE grp = :grp AND key = :key")
            defer { statement.reset() }
            try statement.bind(Int64(group), at: statement.parameter("grp"))
            try statement.bind(blob: key, at: statement.parameter("key"))
            guard try statement.step() else { return nil }
            return (Int(statement.integer("sequence")), statement.optionalInteger("last_modified"))
        }
    }

    /// Keeps `payload` under (`group`, `key`), which holds nothing yet.
    package func add(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) throws(StoreError) {
        let slot = slotCount
        try wrap { () throws(SQLiteError) in
            try database.run(insertKept) { statement throws(SQLiteError) in
                try statement.bind(Int64(group), at: keptParameters.group)
                try statement.bind(blob: key, at: keptParameters.key)
                try statement.bind(Int64(slot), at: keptParameters.slot)
                try statement.bind(Int64(sequence), at: keptParameters.sequence)
                try statement.bind(lastModified, at: keptParameters.lastModified)
                try statement.bind(blob: payload, at: keptParameters.payload)
            }
        }
        slotCount += 1
    }

    /// Replaces what (`group`, `key`) holds by a newer revision, in its place.
    package func replace(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) throws(StoreError) {
        try wrap { () throws(SQLiteError) in
            try database.run(
                "UPDATE kept SET sequence = :sequence, last_modified = :last_modified, payload = :payload WHERE grp = :grp AND key = :key"
            ) { statement throws(SQLiteError) in
                try statement.bind(Int64(sequence), at: statement.parameter("sequence"))
                try statement.bind(lastModified, at: statement.parameter("last_modified"))
                try statement.bind(blob: payload, at: statement.parameter("payload"))
                try statement.bind(Int64(group), at: statement.parameter("grp"))
                try statement.bind(blob: key, at: statement.parameter("key"))
            }
        }
    }

    /// Hands over every payload kept, by group and, within a group, in the order added.
    package func forEachByGroup(_ body: (_ group: Int, _ payload: [UInt8]) throws -> Void) throws {
        let statement = try wrap { () throws(SQLiteError) -> Statement in
            try database.prepare("SELECT grp, slot, payload FROM kept ORDER BY grp, key")
        }
        defer { statement.reset() }
        let (groupColumn, slotColumn, payloadColumn) = (statement.column("grp"), statement.column("slot"), statement.column("payload"))
        // One group at a time (most hold one event), put in slot order.
        var members: [(slot: Int64, payload: [UInt8])] = []
        var current = 0
        func handOver() throws {
            if members.count > 1 { members.sort { $0.slot < $1.slot } }
            for member in members { try body(current, member.payload) }
            members.removeAll(keepingCapacity: true)
        }
        while try wrap({ () throws(SQLiteError) -> Bool in try statement.step() }) {
            let group = Int(statement.integer(groupColumn))
            if group != current { try handOver() }
            current = group
            members.append((statement.integer(slotColumn), statement.blob(payloadColumn)))
        }
        try handOver()
    }
}
