import FanCalendar

/// The words of the year in review, shared by its terminal text, SVG card and HTML page.
enum WrappedText {
    static func title(_ review: YearInReview) -> LocalizedText {
        let who = review.artist.map { " · " + $0.name } ?? ""
        return LocalizedText(
            en: "\(review.year) Wrapped\(who)",
            ja: "\(review.year)年 推し活まとめ\(who)",
            de: "Jahresrückblick \(review.year)\(who)")
    }

    static func empty(_ year: Int) -> LocalizedText {
        return LocalizedText(
            en: "Nothing recorded in \(year) yet — add a show with `fancal add`, and come back at the end of the year.",
            ja: "\(year)年の記録はまだありません。`fancal add` でライブを記録して、年末にまた見に来てください。",
            de: "Für \(year) ist noch nichts erfasst – trag einen Auftritt mit `fancal add` ein und schau zum Jahresende wieder vorbei.")
    }

    static let labels = (
        shows: LocalizedText(en: "Shows", ja: "参戦", de: "Auftritte"),
        spent: LocalizedText(en: "Spent", ja: "支出", de: "Ausgaben"),
        byCategory: LocalizedText(en: "By category", ja: "カテゴリ別", de: "Nach Kategorie"),
        byArtist: LocalizedText(en: "By artist", ja: "アーティスト別", de: "Nach Künstler"),
        busiestMonth: LocalizedText(en: "Busiest month", ja: "最も使った月", de: "Teuerster Monat"),
        topVenue: LocalizedText(en: "Top venue", ja: "よく行った会場", de: "Häufigster Ort"),
        longestTrip: LocalizedText(en: "Longest trip", ja: "最長の遠征", de: "Längste Reise"),
        firstShow: LocalizedText(en: "First show", ja: "初参戦", de: "Erster Auftritt"),
        lastShow: LocalizedText(en: "Last show", ja: "最後の参戦", de: "Letzter Auftritt"),
        following: LocalizedText(en: "Following", ja: "推し歴", de: "Fan seit"))

    /// `12`, `12 公演`, `12`.
    static func shows(_ count: Int) -> LocalizedText {
        return LocalizedText(
            en: count == 1 ? "1 show" : "\(count) shows",
            ja: "\(count) 公演",
            de: count == 1 ? "1 Auftritt" : "\(count) Auftritte")
    }

    static func days(_ count: Int) -> LocalizedText {
        return LocalizedText(
            en: count == 1 ? "1 day" : "\(count) days",
            ja: "\(count) 日間",
            de: count == 1 ? "1 Tag" : "\(count) Tage")
    }

    /// `Dec 24`, `12月24日`, `24.12.`.
    static func day(_ date: CivilDate, _ language: Language) -> String {
        MonthNames.day(date.day, of: date.month, language)
    }

    /// The review as label–value lines, the same on every surface.
    static func lines(_ review: YearInReview, _ language: Language) -> [(label: String, value: String)] {
        var lines: [(String, String)] = []
        lines.append((labels.shows(language), WrappedText.shows(review.shows)(language)))
        if !review.totals.isEmpty {
            lines.append((
                labels.spent(language),
                review.totals.map { "\($0.amount.formatted(language)) (\(Phrase.count($0.count)(language)))" }
                    .joined(separator: " · ")))
        }
        if !review.byCategory.isEmpty {
            lines.append((
                labels.byCategory(language),
                review.byCategory.prefix(5).map { "\($0.category.displayName(language)) \($0.total.amount.formatted(language))" }
                    .joined(separator: " · ")))
        }
        if !review.byArtist.isEmpty {
            lines.append((
                labels.byArtist(language),
                review.byArtist.prefix(3).map { "\($0.label) \($0.amount.formatted(language))" }.joined(separator: " · ")))
        }
        if let busiest = review.busiestMonth {
            lines.append((
                labels.busiestMonth(language),
                "\(MonthNames.full(busiest.month, language)) (\(busiest.total.amount.formatted(language)))"))
        }
        if let venue = review.topVenue {
            lines.append((labels.topVenue(language), "\(venue.venue) (\(WrappedText.shows(venue.shows)(language)))"))
        }
        if let trip = review.longestTrip {
            lines.append((labels.longestTrip(language), "\(trip.record.title) (\(days(trip.days)(language)))"))
        }
        if let first = review.firstShow {
            lines.append((labels.firstShow(language), "\(day(first.date, language)) \(first.title)"))
        }
        if let last = review.lastShow, last != review.firstShow {
            lines.append((labels.lastShow(language), "\(day(last.date, language)) \(last.title)"))
        }
        for (artist, days) in review.following {
            lines.append((labels.following(language), "\(artist.name): \(ArtistFormatting.following(days: days, language))"))
        }
        return lines
    }

    /// The terminal text: the title in the artist's color, then aligned label–value lines.
    static func terminal(_ review: YearInReview, language: Language, style: TextStyle) -> String {
        let title = WrappedText.title(review)(language)
        let color = review.artist?.color ?? review.byArtist.first?.color
        var output = (color.map { style.bold(style.color($0, title)) } ?? style.bold(title)) + "\n\n"
        let lines = lines(review, language)
        let width = lines.map { DisplayWidth.of($0.label) }.max() ?? 0
        for line in lines {
            output += DisplayWidth.padRight(line.label, to: width) + "  " + line.value + "\n"
        }
        return output
    }
}
