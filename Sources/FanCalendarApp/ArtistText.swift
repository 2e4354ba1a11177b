import FanCalendar

/// The messages of the artist use cases, in each language.
enum ArtistText {
    /// No artist is spelled `name`; names the one it is likely a typo of (any of its
    /// spellings), as `git` does for a command.
    static func noSuchArtist(_ name: String, in directory: ArtistDirectory) -> LocalizedText {
        let spellings = directory.artists.flatMap { [$0.name] + $0.aliases }
        guard let guess = Suggestions.closest(to: name, among: spellings) else { return noSuchArtist(name) }
        return LocalizedText(
            en: "no artist '\(name)'; did you mean '\(guess)'?",
            ja: "アーティスト '\(name)' はいません。'\(guess)' のことですか?",
            de: "kein Künstler '\(name)'; meintest du '\(guess)'?")
    }

    private static func noSuchArtist(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "no artist '\(name)'; `fancal artist list` shows them, `fancal artist add` adds one",
            ja: "アーティスト '\(name)' はいません。`fancal artist list` で一覧、`fancal artist add` で追加できます",
            de: "kein Künstler '\(name)'; `fancal artist list` zeigt sie, `fancal artist add` legt einen an")
    }

    static func nameTaken(_ spelling: String, by artist: String) -> LocalizedText {
        LocalizedText(
            en: "'\(spelling)' already means the artist \(artist); remove it there first (fancal artist edit) or merge the two (fancal artist merge)",
            ja: "'\(spelling)' はすでにアーティスト \(artist) の表記です。先にそちらから外す (fancal artist edit) か、2人を統合してください (fancal artist merge)",
            de: "'\(spelling)' steht bereits für den Künstler \(artist); entferne es dort zuerst (fancal artist edit) oder führe beide zusammen (fancal artist merge)")
    }

    static func noSuchAlias(_ alias: String, of artist: Artist) -> LocalizedText {
        let known = artist.aliases.joined(separator: ", ")
        return artist.aliases.isEmpty
            ? LocalizedText(
                en: "\(artist.name) has no aliases, so there is no '\(alias)' to remove",
                ja: "\(artist.name) には別名がないので、'\(alias)' は外せません",
                de: "\(artist.name) hat keine Aliasse, es gibt kein '\(alias)' zu entfernen")
            : LocalizedText(
                en: "'\(alias)' is not an alias of \(artist.name); its aliases are \(known)",
                ja: "'\(alias)' は \(artist.name) の別名ではありません。別名は \(known) です",
                de: "'\(alias)' ist kein Alias von \(artist.name); seine Aliasse sind \(known)")
    }

    static func mergeIntoItself(_ name: String) -> LocalizedText {
        LocalizedText(
            en: "cannot merge \(name) into itself; name two different artists",
            ja: "\(name) を自分自身に統合することはできません。別々のアーティストを指定してください",
            de: "\(name) kann nicht mit sich selbst zusammengeführt werden; nenne zwei verschiedene Künstler")
    }

    static func groupCycle(_ name: String, _ group: String) -> LocalizedText {
        LocalizedText(
            en: "\(name) cannot belong to \(group): \(group) already belongs to \(name)",
            ja: "\(name) を \(group) のメンバーにはできません: \(group) がすでに \(name) に属しています",
            de: "\(name) kann nicht zu \(group) gehören: \(group) gehört bereits zu \(name)")
    }
}
