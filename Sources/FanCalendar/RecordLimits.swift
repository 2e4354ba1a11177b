/// What a record may hold, one rule for every way in: the command line, an import and what an
/// export must be able to write back.
package enum RecordLimits {
    /// The years a record's dates may fall in: what the command line accepts, what an import
    /// keeps, and what an export writes exactly. libical writes no date after 3000 (it writes
    /// `00000000T000000`), and a time moved to another zone, or an all-day record's DTEND (the
    /// day after its last), may fall a day beyond the record's own dates: one year kept free at
    /// each end keeps every date written inside 0001–3000, so everything exported imports back.
    package static let years: ClosedRange<Int> = 2...2999

    /// The most the amounts of one currency may add up to in a store: 10^18 minor units (a
    /// billion billion yen; 10^16 dollars). Every change that would pass it is refused, so every
    /// sum of amounts a command makes (all amounts are ≥ 0) fits an `Int64` with room to spare
    /// (the largest is 9.2 × 10^18) — in SQL (`day_totals`) and in Swift alike.
    package static let maximumTotal: Int64 = 1_000_000_000_000_000_000

    /// The most bytes of a one-line field (title, venue, sub-category, artist), as `add` takes it.
    package static let lineBytes = 4096
    /// The most bytes of a memo.
    package static let memoBytes = 65_536

    /// Whether a date is inside ``years``.
    package static func contains(_ date: CivilDate) -> Bool { years.contains(date.year) }

    /// `the years 2–2999`, for messages.
    package static var yearsDescription: String { "\(years.lowerBound)–\(years.upperBound)" }

    /// Whether a record's dates (its day, last day and the date of its start in its own zone)
    /// are inside ``years``, and its end no later than the day after: what an export writes
    /// (0001–3000) and an import takes back.
    package static func datesFit(_ record: Record) -> Bool {
        guard contains(record.date), record.lastDate.map(contains) ?? true else { return false }
        if let start = record.start, !instants.contains(start.instant) || !contains(start.local().date) { return false }
        if let end = record.end, !instants.contains(end.instant) { return false }
        return true
    }

    /// From the day before ``years`` to two days after, in UTC: every zone's wall time of an
    /// instant inside is a date in 0001–3000.
    private static let instants: ClosedRange<Int64> =
        Int64(CivilDate(year: years.lowerBound, month: 1, day: 1)!.daysSinceEpoch - 1) * 86_400
        ... Int64(CivilDate(year: years.upperBound, month: 12, day: 31)!.daysSinceEpoch + 2) * 86_400

    /// Whether a revision of an event replaces another: a higher SEQUENCE, or the same SEQUENCE
    /// and a later LAST-MODIFIED (RFC 5545 §3.8.7.4, §3.8.7.3), where one with a LAST-MODIFIED is
    /// later than one without. Neither newer is a tie, which callers settle: within one file the
    /// later revision wins, against the store the stored one stays.
    package static func isNewer(
        sequence: Int, lastModified: Int64?, than otherSequence: Int, lastModified otherLastModified: Int64?
    ) -> Bool {
        if sequence != otherSequence { return sequence > otherSequence }
        guard let lastModified else { return false }
        guard let otherLastModified else { return true }
        return lastModified > otherLastModified
    }
}
