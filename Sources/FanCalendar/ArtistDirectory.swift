/// The artists a fan has set up, looked up by any spelling (see `ArtistName.key`). Records keep
/// the artist as typed; reports and filters ask the directory who is meant.
package struct ArtistDirectory: Sendable {
    package let artists: [Stored<Artist>]
    private let byKey: [String: Int]

    package init(_ artists: [Stored<Artist>]) {
        self.artists = artists
        var byKey: [String: Int] = [:]
        for (index, artist) in artists.enumerated() {
            for key in artist.keys where byKey[key] == nil { byKey[key] = index }
        }
        self.byKey = byKey
    }

    /// The artist a spelling means, or nil for a name nobody set up.
    package func artist(spelled text: String) -> Stored<Artist>? {
        byKey[ArtistName.key(text)].map { artists[$0] }
    }

    /// The name reports group a record's artist under: the artist's name when the spelling is
    /// known, else the text as typed.
    package func reportName(_ text: String) -> String {
        artist(spelled: text)?.name ?? text
    }

    /// The names reports group records' artists under, for the artist texts of the records
    /// reported: the artist's name for a spelling set up (`reportName`), and for the others one
    /// name per key (`ArtistName.key`, the rule filters match by), so `Stray Kids`, `stray kids`
    /// and `ＳＴＲＡＹ ＫＩＤＳ` are one group before the artist is set up. That name is the
    /// spelling that sorts first among those the records use (`Stray Kids`): the same whatever
    /// order the records come in.
    /// - Complexity: O(n) in the number of texts, each folded once.
    package func reportNames(for texts: some Sequence<String>) -> [String: String] {
        var unknown: [String: [String]] = [:]
        var names: [String: String] = [:]
        for text in texts where names[text] == nil {
            if let known = artist(spelled: text) {
                names[text] = known.name
            } else {
                names[text] = text
                unknown[ArtistName.key(text), default: []].append(text)
            }
        }
        for spellings in unknown.values where spellings.count > 1 {
            let name = spellings.min()!
            for text in spellings { names[text] = name }
        }
        return names
    }

    /// The artist and, when `includingGroups`, the groups it belongs to (a member's filter that
    /// also counts what was spent on the member's group).
    package func lineage(of artist: Stored<Artist>, includingGroups: Bool) -> [Stored<Artist>] {
        var result = [artist]
        guard includingGroups else { return result }
        var next = artist.groupID
        while let id = next, let group = artists.first(where: { $0.id == id }), !result.contains(group) {
            result.append(group)
            next = group.groupID
        }
        return result
    }

    /// The color each day takes in a calendar colored by artist: the color of the artist who cost
    /// most that day (ties: the name first in order), among the artists who have one.
    /// - Parameter spending: each record's day, artist text and amount in minor units (amounts
    ///   in different currencies are compared as numbers: a tie-breaker between a day's artists,
    ///   not a total).
    package func dayColors(_ spending: [(date: CivilDate, artist: String, amount: Int64)]) -> [CivilDate: RGBColor] {
        var byDay: [CivilDate: [String: (amount: Int64, color: RGBColor)]] = [:]
        for row in spending {
            guard let artist = artist(spelled: row.artist), let color = artist.color else { continue }
            let current = byDay[row.date]?[artist.name]?.amount ?? 0
            byDay[row.date, default: [:]][artist.name] = (current + row.amount, color)
        }
        return byDay.mapValues { artists in
            artists.max { ($0.value.amount, $1.key) < ($1.value.amount, $0.key) }!.value.color
        }
    }

    /// Which of `spellings` (the distinct artist texts of the records) mean one of `artists`.
    package func spellings(_ spellings: [String], meaning artists: [Stored<Artist>]) -> [String] {
        let keys = Set(artists.flatMap(\.keys))
        return spellings.filter { keys.contains(ArtistName.key($0)) }
    }
}
