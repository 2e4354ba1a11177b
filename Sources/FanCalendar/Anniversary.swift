/// A day worth remembering for an artist: a birthday, or a milestone counted from the day the fan
/// started following them (推し始めて100日目) or from their debut.
package struct Anniversary: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case birthday
        /// The fan's `n`-th day of following (day 1 is the day they started): every 100th day.
        case followingDay(Int)
        /// `n` years since the fan started following.
        case followingYear(Int)
        /// The artist's `n`-th day since debut (day 1 is the debut): every 100th day.
        case debutDay(Int)
        /// `n` years since debut.
        case debutYear(Int)
    }

    package var date: CivilDate
    package var kind: Kind
    package var artist: String
    package var color: RGBColor?

    package init(date: CivilDate, kind: Kind, artist: String, color: RGBColor? = nil) {
        self.date = date
        self.kind = kind
        self.artist = artist
        self.color = color
    }

    /// Every anniversary of `artists` from `from` to `to` (inclusive), by date, then birthdays
    /// first, then by artist name.
    /// - Complexity: O(artists × (years + days / 100)) in the range.
    package static func all(of artists: [Stored<Artist>], from: CivilDate, to: CivilDate) -> [Anniversary] {
        guard from <= to else { return [] }
        var found: [Anniversary] = []
        for artist in artists {
            func add(_ date: CivilDate?, _ kind: Kind) {
                guard let date, date >= from, date <= to else { return }
                found.append(Anniversary(date: date, kind: kind, artist: artist.name, color: artist.color))
            }
            if let birthday = artist.birthday {
                for year in from.year...to.year { add(birthday.date(in: year), .birthday) }
            }
            for (start, day, year) in [
                (artist.since, Kind.followingDay, Kind.followingYear), (artist.debut, Kind.debutDay, Kind.debutYear),
            ] {
                guard let start else { continue }
                // Day n is start + (n − 1): the 100th day is 99 days after the first.
                let firstHundred = max(1, (from.daysSinceEpoch - start.daysSinceEpoch + 1 + 99) / 100)
                var hundred = firstHundred
                while true {
                    let date = start.adding(days: hundred * 100 - 1)
                    if date > to { break }
                    add(date, day(hundred * 100))
                    hundred += 1
                }
                if start.year < to.year {
                    for years in max(1, from.year - start.year)...(to.year - start.year) {
                        add(MonthDay(month: start.month, day: start.day)?.date(in: start.year + years), year(years))
                    }
                }
            }
        }
        return found.sorted { left, right in
            if left.date != right.date { return left.date < right.date }
            if (left.kind == .birthday) != (right.kind == .birthday) { return left.kind == .birthday }
            return left.artist < right.artist
        }
    }

    /// What the day is, in a few words: `AOI's birthday`, `100 days of following AOI`.
    package func label(_ language: Language) -> String {
        switch kind {
        case .birthday: LocalizedText(en: "\(artist)'s birthday", ja: "\(artist) 誕生日", de: "Geburtstag von \(artist)")(language)
        case .followingDay(let n): LocalizedText(en: "day \(n) of following \(artist)", ja: "\(artist) 推し始めて\(n)日目", de: "Tag \(n) als Fan von \(artist)")(language)
        case .followingYear(let n): LocalizedText(en: "\(n) year\(n == 1 ? "" : "s") of following \(artist)", ja: "\(artist) 推し始めて\(n)周年", de: "\(n) Jahr\(n == 1 ? "" : "e") Fan von \(artist)")(language)
        case .debutDay(let n): LocalizedText(en: "\(artist): day \(n) since debut", ja: "\(artist) デビュー\(n)日目", de: "\(artist): Tag \(n) seit dem Debüt")(language)
        case .debutYear(let n): LocalizedText(en: "\(artist): \(n) year\(n == 1 ? "" : "s") since debut", ja: "\(artist) デビュー\(n)周年", de: "\(artist): \(n) Jahr\(n == 1 ? "" : "e") seit dem Debüt")(language)
        }
    }
}
