/// The artists a fan has set up, looked up by any spelling (see `ArtistName.key`). Records keep
/// the artist as typed; reports and filters ask the directory who is meant.
public struct ArtistDirectory: Sendable {
    public let artists: [Artist]
    private let byKey: [String: Int]

    public init(_ artists: [Artist]) {
        self.artists = artists
        var byKey: [String: Int] = [:]
        for (index, artist) in artists.enumerated() {
            for key in artist.keys where byKey[key] == nil { byKey[key] = index }
        }
        self.byKey = byKey
    }

    /// The artist a spelling means, or nil for a name nobody set up.
    public func artist(spelled text: String) -> Artist? {
        byKey[ArtistName.key(text)].map { artists[$0] }
    }

    /// The name reports group a record's artist under: the artist's name when the spelling is
    /// known, else the text as typed.
    public func reportName(_ text: String) -> String {
        artist(spelled: text)?.name ?? text
    }

    /// The artist and, when `includingGroups`, the groups it belongs to (a member's filter that
    /// also counts what was spent on the member's group).
    public func lineage(of artist: Artist, includingGroups: Bool) -> [Artist] {
        var result = [artist]
        guard includingGroups else { return result }
        var next = artist.groupID
        while let id = next, let group = artists.first(where: { $0.id == id }), !result.contains(group) {
            result.append(group)
            next = group.groupID
        }
        return result
    }

    /// Which of `spellings` (the distinct artist texts of the records) mean one of `artists`.
    public func spellings(_ spellings: [String], meaning artists: [Artist]) -> [String] {
        let keys = Set(artists.flatMap(\.keys))
        return spellings.filter { keys.contains(ArtistName.key($0)) }
    }
}
