import FanCalendar

/// The artists table: who a fan follows, their spellings, colors and days.
extension RecordStore {
    /// Every artist, by name (case-insensitively), each with its aliases in the order given.
    package func artists() throws(StoreError) -> [Stored<Artist>] {
        try wrap {
            var artists = try database.query(
                "SELECT id, name, color, birthday, since_day, debut_day, group_id FROM artists ORDER BY name COLLATE NOCASE, id"
            ) { row in
                Stored(
                    id: row.integer("id"),
                    Artist(
                        name: row.text("name"), color: row.optionalText("color").flatMap(RGBColor.init(hex:)),
                        birthday: row.optionalText("birthday").flatMap(MonthDay.init(text:)),
                        since: row.optionalInteger("since_day").flatMap { CivilDate(integerValue: Int($0)) },
                        debut: row.optionalInteger("debut_day").flatMap { CivilDate(integerValue: Int($0)) },
                        groupID: row.optionalInteger("group_id")))
            }
            let aliases = try database.query(
                "SELECT artist_id, spelling FROM artist_names WHERE position > 0 ORDER BY artist_id, position"
            ) { row in (row.integer("artist_id"), row.text("spelling")) }
            let byArtist = Dictionary(grouping: aliases, by: \.0)
            for index in artists.indices {
                artists[index].aliases = byArtist[artists[index].id]?.map(\.1) ?? []
            }
            return artists
        }
    }

    fileprivate static func columns(of artist: Artist) -> [String: SQLValue] {
        [
            "name": .text(artist.name), "color": artist.color.map { .text($0.description) } ?? .null,
            "birthday": artist.birthday.map { .text($0.description) } ?? .null,
            "since_day": artist.since.map { .integer(Int64($0.integerValue)) } ?? .null,
            "debut_day": artist.debut.map { .integer(Int64($0.integerValue)) } ?? .null,
            "group_id": artist.groupID.map { .integer($0) } ?? .null,
        ]
    }

    /// Writes the name and aliases of a stored artist whose spellings were cleared.
    fileprivate func writeSpellings(of artist: Stored<Artist>) throws {
        for (position, spelling) in ([artist.name] + artist.aliases).enumerated() {
            let key = ArtistName.key(spelling)
            if let owner = try database.query(
                "SELECT artist_id FROM artist_names WHERE key = ?", [.text(key)], row: { $0.integer("artist_id") }
            ).first {
                if owner == artist.id { continue }
                let name = try database.query("SELECT name FROM artists WHERE id = ?", [.integer(owner)]) {
                    $0.text("name")
                }.first ?? ""
                throw StoreError.nameTaken(spelling: spelling, artist: name)
            }
            try database.run(
                "INSERT INTO artist_names (key, artist_id, spelling, position) VALUES (:key, :artist_id, :spelling, :position)",
                named: [
                    "key": .text(key), "artist_id": .integer(artist.id), "spelling": .text(spelling),
                    "position": .integer(Int64(position)),
                ])
        }
    }

    /// Each record with an artist from `from` to `to`: its day, artist text as typed and amount,
    /// for a calendar colored by artist.
    package func artistSpending(from: CivilDate, to: CivilDate) throws(StoreError) -> [(date: CivilDate, artist: String, amount: Int64)] {
        try wrap {
            try database.query(
                "SELECT day, artist, amount_minor FROM records WHERE day BETWEEN :from AND :to AND artist IS NOT NULL",
                named: ["from": .integer(Int64(from.integerValue)), "to": .integer(Int64(to.integerValue))]
            ) { (RecordStore.date($0, "day"), $0.text("artist"), $0.integer("amount_minor")) }
        }
    }

    /// The distinct artist texts of all records, as typed.
    package func artistSpellings() throws(StoreError) -> [String] {
        try wrap {
            try database.query("SELECT DISTINCT artist FROM records WHERE artist IS NOT NULL") { $0.text("artist") }
        }
    }
}

extension RecordStore {
    /// The first record of `category` on or after `from` (by day, then start) that has not ended
    /// before `now`: the next show for `fancal next`. Reads forward along the day index.
    package func nextRecord(
        category: Category, from: CivilDate, endedBefore now: Int64, excluding excluded: Set<Int64> = []
    ) throws(StoreError) -> Stored<Record>? {
        // The first ids in order, enough of them that one is not excluded when any is.
        let ids = try wrap {
            try database.query(
                """
                SELECT id FROM records INDEXED BY records_by_day
                WHERE day >= :from AND category = :category AND (day > :from OR coalesce(end_utc, start_utc, :now) >= :now)
                ORDER BY day, start_utc, id LIMIT :limit
                """,
                named: [
                    "from": .integer(Int64(from.integerValue)), "category": .integer(Int64(category.code)), "now": .integer(now),
                    "limit": .integer(Int64(excluded.count + 1)),
                ]
            ) { $0.integer("id") }
        }
        guard let first = ids.first(where: { !excluded.contains($0) }) else { return nil }
        return try records(ids: [first]).first
    }
}

extension RecordStore {
    /// Every artist named on a record or set up as an artist, each once (the first spelling met,
    /// any case), sorted: what shell completion offers after `--artist`.
    package func artistNames() throws(StoreError) -> [String] {
        try wrap {
            try database.query(
                """
                SELECT name FROM (SELECT artist AS name FROM records WHERE artist IS NOT NULL AND artist <> ''
                    UNION ALL SELECT spelling FROM artist_names)
                GROUP BY name COLLATE NOCASE ORDER BY name COLLATE NOCASE
                """
            ) { $0.text("name") }
        }
    }
}

extension StoreWriter {
    /// Saves a new artist with all its spellings. Call it inside `transaction`: a refused
    /// spelling must undo the rest.
    /// - Throws: `StoreError.nameTaken` when a spelling already means another artist.
    package func insert(artist: Artist) throws(StoreError) -> Stored<Artist> {
        try wrap { () throws -> Stored<Artist> in
            try database.run(
                """
                INSERT INTO artists (name, color, birthday, since_day, debut_day, group_id)
                VALUES (:name, :color, :birthday, :since_day, :debut_day, :group_id)
                """,
                named: Self.columns(of: artist))
            let saved = Stored(id: database.lastInsertRowID, artist)
            try writeSpellings(of: saved)
            return saved
        }
    }

    /// Replaces a stored artist (same id), with all its spellings. Call it inside `transaction`:
    /// a refused spelling must undo the rest.
    /// - Throws: `StoreError.nameTaken` when a spelling already means another artist.
    package func update(artist: Stored<Artist>) throws(StoreError) {
        try wrap {
            try database.run(
                """
                UPDATE artists SET name = :name, color = :color, birthday = :birthday, since_day = :since_day,
                    debut_day = :debut_day, group_id = :group_id
                WHERE id = :id
                """,
                named: Self.columns(of: artist.value).merging(["id": .integer(artist.id)]) { $1 })
            try database.run("DELETE FROM artist_names WHERE artist_id = ?", [.integer(artist.id)])
            try writeSpellings(of: artist)
        }
    }

    /// Removes an artist and its spellings; members of it as a group are left without a group.
    /// Records keep their artist text. Call it inside `transaction`.
    package func removeArtist(id: Int64) throws(StoreError) {
        try wrap {
            try database.run("DELETE FROM artist_names WHERE artist_id = ?", [.integer(id)])
            try database.run("UPDATE artists SET group_id = NULL WHERE group_id = ?", [.integer(id)])
            try database.run("DELETE FROM artists WHERE id = ?", [.integer(id)])
        }
    }

    /// Writes `name` as the artist of every record whose artist is one of `spellings`.
    /// - Returns: how many records changed.
    @discardableResult
    package func renameArtist(spellings: [String], to name: String, now: Int64) throws(StoreError) -> Int {
        guard !spellings.isEmpty else { return 0 }
        return try wrap {
            let placeholders = Array(repeating: "?", count: spellings.count).joined(separator: ", ")
            try database.run(
                "UPDATE records SET artist = ?, updated = ?, sequence = sequence + 1 WHERE artist IN (\(placeholders))",
                [.text(name), .integer(now)] + spellings.map { .text($0) })
            return database.changes
        }
    }
}
