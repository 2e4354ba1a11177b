/// A fan's year in review (`fancal wrapped`): what they attended and spent, made from the year's
/// records and the artists they follow. Pure: the same records give the same review.
package struct YearInReview: Sendable {
    /// A total in one currency and how many records made it.
    package struct Total: Sendable, Hashable {
        package var amount: Money
        package var count: Int
    }

    /// One row of a breakdown (a category, an artist, a venue).
    package struct Share: Sendable, Hashable {
        package var label: String
        package var amount: Money
        package var count: Int
        /// The artist's color, for a breakdown by artist.
        package var color: RGBColor?
    }

    package var year: Int
    /// The artist the review is about, when one was asked for.
    package var artist: Stored<Artist>?
    /// The currency the breakdowns and the busiest month are in: the home currency when a record
    /// in another currency converts to it (as `summary`'s highlights), else the one most records
    /// of the year are in.
    package var currency: Currency?
    /// Per currency, largest first.
    package var totals: [Total]
    /// Days with a live record: a show and its travel on one day count as one show.
    package var shows: Int
    package var firstShow: Record?
    package var lastShow: Record?
    /// In `currency`, largest first.
    package var byCategory: [(category: Category, total: Total)]
    /// In `currency`, by the artist (not the spelling), largest first.
    package var byArtist: [Share]
    /// The month with the most spending in `currency`.
    package var busiestMonth: (month: Int, total: Total)?
    /// The venue of the most live records (ties: the earliest).
    package var topVenue: (venue: String, shows: Int)?
    /// The record spanning the most days (a trip, a festival pass).
    package var longestTrip: (record: Record, days: Int)?
    /// For each followed artist: days from `since` to the end of the review (the year's last day,
    /// or today in the current year).
    package var following: [(artist: Stored<Artist>, days: Int)]

    package var isEmpty: Bool { totals.isEmpty && shows == 0 }

    /// - Parameters:
    ///   - records: the year's records and those whose money counts in it (others are ignored):
    ///     shows, venues and trips count by the records' days, money by its money day.
    ///   - moneyDays: the day a record's money counts on, by id, where not its own (a ticket's
    ///     payment day, `RecordStore.movedMoney`).
    ///   - directory: who the artists are; `artist` narrows the review to one of them.
    ///   - today: ends the day counts of a year not yet over.
    ///   - converting: the home currency and the rates into it; records convert by
    ///     `Conversion.convert`, the rule `summary` and `chart` use, and those no rate reaches are
    ///     left out of the breakdowns. Nil to count the main currency only.
    package init(
        year: Int, records all: [Stored<Record>], moneyDays: [Int64: CivilDate] = [:], directory: ArtistDirectory,
        artist: Stored<Artist>?, today: CivilDate, converting: (home: Currency, rates: RateTable)? = nil
    ) {
        self.year = year
        self.artist = artist
        let records = all.filter { $0.date.year == year }.map(\.value)
        // Money moved to another day counts there, as `summary` counts it.
        let spent = all.filter { (moneyDays[$0.id] ?? $0.date).year == year }.map { record in
            var counted = record.value
            counted.date = moneyDays[record.id] ?? record.date
            return counted
        }
        totals = YearInReview.totals(spent)
        let counted = YearInReview.counted(spent, converting: converting)
        let currency = counted.currency
        self.currency = currency
        let shows = records.filter { $0.category == .live }
        self.shows = Set(shows.map(\.date)).count
        firstShow = shows.min { ($0.date, $0.start?.instant ?? 0) < ($1.date, $1.start?.instant ?? 0) }
        lastShow = shows.max { ($0.date, $0.start?.instant ?? 0) < ($1.date, $1.start?.instant ?? 0) }
        let inCurrency = counted.records
        byCategory = Category.allCases.compactMap { category in
            let matching = inCurrency.filter { $0.record.category == category }
            guard !matching.isEmpty, let currency else { return nil }
            return (category, Total(amount: Money(minorUnits: matching.reduce(0) { $0 + $1.amount.minorUnits }, currency: currency), count: matching.count))
        }.sorted { $0.total.amount.minorUnits > $1.total.amount.minorUnits }
        var artistTotals: [String: Share] = [:]
        let names = directory.reportNames(for: inCurrency.compactMap(\.record.artist))
        for (record, amount) in inCurrency {
            guard let text = record.artist, let currency else { continue }
            let known = directory.artist(spelled: text)
            let name = names[text]!
            artistTotals[name, default: Share(label: name, amount: .zero(currency), count: 0, color: known?.color)]
                .amount.minorUnits += amount.minorUnits
            artistTotals[name]!.count += 1
        }
        byArtist = artistTotals.values.sorted {
            ($0.amount.minorUnits, $1.label) > ($1.amount.minorUnits, $0.label)
        }
        var months: [Int: Total] = [:]
        for (record, amount) in inCurrency {
            months[record.date.month, default: Total(amount: .zero(amount.currency), count: 0)].amount.minorUnits +=
                amount.minorUnits
            months[record.date.month]!.count += 1
        }
        busiestMonth = months.max { ($0.value.amount.minorUnits, -$0.key) < ($1.value.amount.minorUnits, -$1.key) }
            .map { ($0.key, $0.value) }
        var venues: [String: (count: Int, first: CivilDate)] = [:]
        for show in shows {
            guard let venue = show.venue else { continue }
            let known = venues[venue]
            venues[venue] = ((known?.count ?? 0) + 1, min(known?.first ?? show.date, show.date))
        }
        topVenue = venues.max { ($0.value.count, $1.value.first) < ($1.value.count, $0.value.first) }
            .map { ($0.key, $0.value.count) }
        longestTrip = records.compactMap { record -> (Record, Int)? in
            guard let last = record.lastDate else { return nil }
            return (record, last.daysSinceEpoch - record.date.daysSinceEpoch + 1)
        }.max { ($0.1, $1.0.date) < ($1.1, $0.0.date) }
        let end = min(CivilDate(year: year, month: 12, day: 31) ?? today, today)
        let followed = artist.map { [$0] } ?? directory.artists
        following = followed.compactMap { artist in
            guard let since = artist.since, since <= end else { return nil }
            return (artist, end.daysSinceEpoch - since.daysSinceEpoch + 1)
        }
    }

    private static func totals(_ records: [Record]) -> [Total] {
        var totals: [Currency: Total] = [:]
        for record in records {
            totals[record.amount.currency, default: Total(amount: .zero(record.amount.currency), count: 0)].amount
                .minorUnits += record.amount.minorUnits
            totals[record.amount.currency]!.count += 1
        }
        return totals.values.sorted {
            ($0.count, $1.amount.currency.code) > ($1.count, $0.amount.currency.code)
        }
    }

    /// The records the breakdowns count, each with the amount it counts for, and their currency:
    /// converted into the home currency when a record in another currency converts (records no
    /// rate reaches are left out), else the main currency's records as they are.
    private static func counted(
        _ records: [Record], converting: (home: Currency, rates: RateTable)?
    ) -> (currency: Currency?, records: [(record: Record, amount: Money)]) {
        if let converting {
            let converted = records.map { record in
                (record, Conversion.convert(record.amount, charged: record.charged, on: record.date, to: converting.home, rates: converting.rates))
            }
            if converted.contains(where: { $0.1 != nil && $0.1?.method != .home }) {
                return (converting.home, converted.compactMap { record, result in result.map { (record, $0.amount) } })
            }
        }
        let main = totals(records).first?.amount.currency
        return (main, records.filter { $0.amount.currency == main }.map { ($0, $0.amount) })
    }
}
