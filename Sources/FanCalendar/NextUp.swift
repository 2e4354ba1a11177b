/// The one thing a shell prompt shows (`fancal next`): the soonest upcoming show, deadline or
/// birthday, counted in days as fans count them (`D-12`, `D-DAY`).
public struct NextUp: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case show, birthday, deadline
    }

    public var kind: Kind
    public var date: CivilDate
    /// A timed show's or deadline's moment.
    public var at: ZonedDateTime?
    /// Whole days from today (0 today).
    public var days: Int
    public var title: String
    public var artist: String?
    public var venue: String?
    /// The record behind a show.
    public var recordID: Int64?
    /// The ticket deadline behind a deadline.
    public var due: DueItem?

    public init(
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
    public static func soonest(_ candidates: [NextUp]) -> NextUp? {
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
    public var countdown: String { days == 0 ? "D-DAY" : "D-\(days)" }
}
