import FanCalendar

/// How artists are shown: the table of `artist list`, and the lines `artist add|edit|rm|merge`
/// print.
enum ArtistFormatting {
    enum Saved { case added, updated }

    static let header = (
        name: LocalizedText(en: "Artist", ja: "アーティスト", de: "Künstler"),
        aliases: LocalizedText(en: "Also written", ja: "別表記", de: "Auch geschrieben"),
        color: LocalizedText(en: "Color", ja: "カラー", de: "Farbe"),
        birthday: LocalizedText(en: "Birthday", ja: "誕生日", de: "Geburtstag"),
        following: LocalizedText(en: "Following", ja: "推し歴", de: "Fan seit"),
        group: LocalizedText(en: "Group", ja: "グループ", de: "Gruppe"))

    static let noArtists = LocalizedText(
        en: "No artists yet. Add one with: fancal artist add NAME --alias X --color '#RRGGBB'",
        ja: "アーティストはまだいません。追加: fancal artist add NAME --alias X --color '#RRGGBB'",
        de: "Noch keine Künstler. Anlegen mit: fancal artist add NAME --alias X --color '#RRGGBB'")

    /// `Added artist SEVENTEEN (セブチ, SVT)`.
    static func saved(_ artist: Artist, _ kind: Saved, language: Language) -> String {
        let verb = kind == .added
            ? LocalizedText(en: "Added artist", ja: "アーティストを追加しました:", de: "Künstler angelegt:")
            : LocalizedText(en: "Updated artist", ja: "アーティストを更新しました:", de: "Künstler geändert:")
        let aliases = artist.aliases.isEmpty ? "" : " (" + artist.aliases.joined(separator: ", ") + ")"
        return "\(verb(language)) \(artist.name)\(aliases)\n"
    }

    /// `Removed aliases: SVT, セブチ (records written that way no longer count for SEVENTEEN)`.
    static func removedAliases(_ aliases: [String], of artist: Artist, language: Language) -> String {
        let list = aliases.joined(separator: ", ")
        return LocalizedText(
            en: "Removed aliases: \(list) (records written that way no longer count for \(artist.name))",
            ja: "外した別名: \(list) (この表記の記録は \(artist.name) に数えられなくなります)",
            de: "Entfernte Aliasse: \(list) (so geschriebene Einträge zählen nicht mehr für \(artist.name))")(language) + "\n"
    }

    static func removed(_ artist: Artist, language: Language) -> String {
        LocalizedText(
            en: "Removed artist \(artist.name); records keep the name as written",
            ja: "アーティスト \(artist.name) を削除しました。記録のアーティスト名はそのまま残ります",
            de: "Künstler \(artist.name) entfernt; Einträge behalten den Namen, wie er geschrieben wurde")(language) + "\n"
    }

    static func merged(_ from: String, into artist: Artist, records: Int, language: Language) -> String {
        LocalizedText(
            en: "Merged \(from) into \(artist.name): \(Phrase.count(records)(.en)) re-pointed",
            ja: "\(from) を \(artist.name) に統合しました: \(Phrase.count(records)(.ja))を付け替え",
            de: "\(from) mit \(artist.name) zusammengeführt: \(Phrase.count(records)(.de)) umgehängt")(language) + "\n"
    }

    /// The artists, one a line: name, spellings, color (a swatch in that color), birthday, how
    /// long the fan has followed them, group.
    static func table(_ artists: [Artist], today: CivilDate, language: Language, style: TextStyle) -> String {
        guard !artists.isEmpty else { return noArtists(language) + "\n" }
        var table = TextTable(columns: [
            .init(header: header.name(language), alignment: .left),
            .init(header: header.aliases(language), alignment: .left),
            .init(header: header.color(language), alignment: .left),
            .init(header: header.birthday(language), alignment: .left),
            .init(header: header.following(language), alignment: .right),
            .init(header: header.group(language), alignment: .left),
        ])
        var colors: [Int: RGBColor] = [:]
        for (index, artist) in artists.enumerated() {
            if let color = artist.color { colors[index] = color }
            table.append([
                artist.name, artist.aliases.joined(separator: ", "), artist.color?.description ?? "",
                artist.birthday.map { birthday($0, language) } ?? "",
                artist.since.map { following(since: $0, today: today, language) } ?? "",
                artist.groupID.flatMap { id in artists.first { $0.id == id }?.name } ?? "",
            ])
        }
        // The table measures plain text; the color column is painted afterwards, in place.
        let lines = table.render(style: style).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { offset, line in
            guard offset > 0, let color = colors[offset - 1] else { return String(line) }
            return String(line).replacingFirst(color.description, with: style.color(color, color.description))
        }.joined(separator: "\n")
    }

    /// `10-04`, `10月4日`, `04.10.`.
    static func birthday(_ day: MonthDay, _ language: Language) -> String {
        MonthNames.day(day.day, of: day.month, language)
    }

    /// The fan's day count: `day 1,210`, `1,210日目`, `Tag 1.210`; nothing before `since`.
    static func following(since: CivilDate, today: CivilDate, _ language: Language) -> String {
        following(days: today.daysSinceEpoch - since.daysSinceEpoch + 1, language)
    }

    /// `day 1,210`, `1,210日目`, `Tag 1.210`; nothing for a day count below 1.
    static func following(days: Int, _ language: Language) -> String {
        guard days >= 1 else { return "" }
        let number = Money(minorUnits: Int64(days), currency: .jpy).formatted(language).filter { $0.isNumber || $0 == "," || $0 == "." }
        return LocalizedText(
            en: "day \(number)",
            ja: "\(number)日目",
            de: "Tag \(number)")(language)
    }
}

extension String {
    /// The string with its first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, let range = firstRange(of: target) else { return self }
        var result = self
        result.replaceSubrange(range, with: replacement)
        return result
    }
}
