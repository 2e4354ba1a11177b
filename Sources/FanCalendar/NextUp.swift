/// The one thing a shell prompt shows (`fancal next`): the soonest upcoming show, deadline or
/// birthday, counted in days as fans count them (`D-12`, `D-DAY`).
package struct NextUp: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case show, birthday, deadline
    }

    package var kind: Kind
    package var date: CivilDate
    /// A timed show's or deadline's moment.
    package var at: ZonedDateTime?
    /// Whole days from today (0 today).
    package var days: Int
    package var title: String
    package var artist: String?
    package var venue: String?
    /// The record behind a show.
    package var recordID: Int64?
    /// The ticket deadline behind a deadline.
    package var due: DueItem?

    package init(
        kind: Kind, date: CivilDate, at: ZonedDateTime? = nil, days: Int, title: String, artist: String? = nil,
        venue: String? = nil, recordID: Int64? = nil, due: DueItem? = nil
    ) {
        self.kind = kind
        self.date = date
        self.at = at
        self.days = days
        self.title = title
        self.artist = artist
        self.venue = venue
        self.recordID = recordID
        self.due = due
    }

    /// The soonest of the candidates; on the same day a timed item before an all-day one, a show
    /// before a deadline before a birthday.
    package static func soonest(_ candidates: [NextUp]) -> NextUp? {
        func rank(_ kind: Kind) -> Int { kind == .show ? 0 : kind == .deadline ? 1 : 2 }
        return candidates.min { left, right in
            if left.date != right.date { return left.date < right.date }
            if (left.at?.instant ?? .max) != (right.at?.instant ?? .max) {
                return (left.at?.instant ?? .max) < (right.at?.instant ?? .max)
            }
            return rank(left.kind) < rank(right.kind)
        }
    }

    /// `D-12`, or `D-DAY` today.
    package var countdown: String { days == 0 ? "D-DAY" : "D-\(days)" }
}
