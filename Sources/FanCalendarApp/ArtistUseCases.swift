import FanCalendar
import FanCalendarStore

/// The artist use cases: set up who a fan follows, and resolve the spellings records use.
package enum ArtistUseCases {
    /// What `artist add` and `artist edit` set; nil leaves a field as it is.
    package struct Changes: Sendable {
        package var name: String?
        /// Replaces the aliases when given (`--aliases`).
        package var aliases: [String]?
        /// Spellings added to the aliases (`--alias`); one the artist already has is left alone.
        package var addedAliases: [String] = []
        /// Aliases taken away (`--remove-alias`), found by `ArtistName.key`.
        package var removedAliases: [String] = []
        /// Outer nil: unchanged; inner nil: removed.
        package var color: RGBColor??
        package var birthday: MonthDay??
        package var since: CivilDate??
        package var debut: CivilDate??
        /// The group's name or alias; "" leaves the group.
        package var group: String?

        package init() {}
    }

    /// Every artist, by name.
    package static func list(store: RecordStore) throws -> [Stored<Artist>] {
        try store.artists()
    }

    /// The directory of every artist, for reports and filters.
    package static func directory(store: RecordStore) throws -> ArtistDirectory {
        ArtistDirectory(try store.artists())
    }

    /// Adds an artist made of `changes` (which must name it).
    package static func add(_ changes: Changes, now: Int64, store: () throws -> StoreWriter) throws -> Stored<Artist> {
        guard let name = changes.name else { preconditionFailure("artist add needs a name; the command line requires it") }
        let store = try store()
        return try store.recordingChange(.artist, subject: "add \(name)", now: now) { () throws -> Stored<Artist> in
            var artist = Artist(name: name)
            try apply(changes, to: &artist, id: nil, directory: try directory(store: store))
            return try saving { () throws(StoreError) in try store.insert(artist: artist) }
        }
    }

    /// Changes the artist any of whose spellings is `spelling`.
    /// - Returns: the artist as saved, and the aliases it had before that it no longer has
    ///   (records written with them stop counting for it).
    package static func edit(
        _ spelling: String, _ changes: Changes, now: Int64, store: StoreWriter
    ) throws -> (artist: Stored<Artist>, removedAliases: [String]) {
        try store.recordingChange(.artist, subject: "edit \(spelling)", now: now) { () throws -> (artist: Stored<Artist>, removedAliases: [String]) in
            let directory = try directory(store: store)
            guard var artist = directory.artist(spelled: spelling) else {
                throw AppError.invalidInput(ArtistText.noSuchArtist(spelling, in: directory))
            }
            let before = artist.aliases
            try apply(changes, to: &artist.value, id: artist.id, directory: directory)
            try saving { () throws(StoreError) in try store.update(artist: artist) }
            let kept = Set(artist.keys)
            return (artist, before.filter { !kept.contains(ArtistName.key($0)) })
        }
    }

    /// Removes an artist; records keep the name they were written with.
    package static func remove(_ spelling: String, now: Int64, store: StoreWriter) throws -> Stored<Artist> {
        try store.recordingChange(.artist, subject: "rm \(spelling)", now: now) { () throws -> Stored<Artist> in
            let directory = try directory(store: store)
            guard let artist = directory.artist(spelled: spelling) else {
                throw AppError.invalidInput(ArtistText.noSuchArtist(spelling, in: directory))
            }
            try store.removeArtist(id: artist.id)
            return artist
        }
    }

    /// Merges `from` into `into`: every record written with one of `from`'s spellings is
    /// re-pointed to `into`'s name, `from`'s spellings become aliases of `into`, and `from` is
    /// removed (its members move to `into`).
    /// - Returns: the merged artist and how many records were re-pointed.
    package static func merge(
        _ from: String, into: String, store: StoreWriter, now: Int64
    ) throws -> (artist: Stored<Artist>, records: Int) {
        try store.recordingChange(.artist, subject: "merge \(from) \(into)", now: now) { () throws -> (artist: Stored<Artist>, records: Int) in
            let directory = try directory(store: store)
            guard let source = directory.artist(spelled: from) else {
                throw AppError.invalidInput(ArtistText.noSuchArtist(from, in: directory))
            }
            guard var target = directory.artist(spelled: into) else {
                throw AppError.invalidInput(ArtistText.noSuchArtist(into, in: directory))
            }
            guard source.id != target.id else { throw AppError.invalidInput(ArtistText.mergeIntoItself(target.name)) }
            let spellings = directory.spellings(try store.artistSpellings(), meaning: [source])
            let moved = try store.renameArtist(spellings: spellings, to: target.name, now: now)
            for member in directory.artists where member.groupID == source.id {
                var member = member
                member.groupID = target.id
                try store.update(artist: member)
            }
            try store.removeArtist(id: source.id)
            let known = Set(target.keys)
            target.aliases += ([source.name] + source.aliases).filter { !known.contains(ArtistName.key($0)) }
            try saving { () throws(StoreError) in try store.update(artist: target) }
            return (target, moved)
        }
    }

    /// The record artist texts a filter for `spelling` must match: every stored spelling of the
    /// artist (and of its groups when `includingGroups`), or the text itself when no artist is
    /// set up under it.
    package static func filterSpellings(
        for spelling: String, includingGroups: Bool, store: RecordStore
    ) throws -> [String] {
        let directory = try directory(store: store)
        guard let artist = directory.artist(spelled: spelling) else { return [spelling] }
        let spellings = directory.spellings(
            try store.artistSpellings(), meaning: directory.lineage(of: artist, includingGroups: includingGroups))
        return spellings.isEmpty ? [artist.name] : spellings
    }

    /// The filter with its artist widened to every spelling of that artist (see
    /// `filterSpellings`).
    package static func resolve(
        _ filter: RecordFilter, includingGroups: Bool = false, store: RecordStore
    ) throws -> RecordFilter {
        guard !filter.artists.isEmpty else { return filter }
        var resolved = filter
        resolved.artists = []
        for spelling in filter.artists {
            for text in try filterSpellings(for: spelling, includingGroups: includingGroups, store: store)
            where !resolved.artists.contains(text) {
                resolved.artists.append(text)
            }
        }
        return resolved
    }

    /// - Parameter id: the artist's, when it is stored (a new artist cannot be its own group).
    private static func apply(_ changes: Changes, to artist: inout Artist, id: Int64?, directory: ArtistDirectory) throws {
        if let name = changes.name { artist.name = name }
        if changes.aliases != nil { artist.aliases = [] }
        for alias in (changes.aliases ?? []) + changes.addedAliases where !artist.keys.contains(ArtistName.key(alias)) {
            artist.aliases.append(alias)
        }
        for alias in changes.removedAliases {
            guard let index = artist.aliases.firstIndex(where: { ArtistName.key($0) == ArtistName.key(alias) }) else {
                throw AppError.invalidInput(ArtistText.noSuchAlias(alias, of: artist))
            }
            artist.aliases.remove(at: index)
        }
        if let color = changes.color { artist.color = color }
        if let birthday = changes.birthday { artist.birthday = birthday }
        if let since = changes.since { artist.since = since }
        if let debut = changes.debut { artist.debut = debut }
        if let group = changes.group {
            if group.isEmpty {
                artist.groupID = nil
            } else {
                guard let found = directory.artist(spelled: group) else {
                    throw AppError.invalidInput(ArtistText.noSuchArtist(group, in: directory))
                }
                let lineage = directory.lineage(of: found, includingGroups: true)
                if found.id == id || lineage.contains(where: { $0.id == id }) {
                    throw AppError.invalidInput(ArtistText.groupCycle(artist.name, found.name))
                }
                artist.groupID = found.id
            }
        }
    }

    /// Runs a write of an artist, turning a spelling another artist has into the error a person reads.
    private static func saving<T>(_ write: () throws(StoreError) -> T) throws -> T {
        do {
            return try write()
        } catch {
            guard case .nameTaken(let spelling, let owner) = error else { throw error }
            throw AppError.invalidInput(ArtistText.nameTaken(spelling, by: owner))
        }
    }
}
