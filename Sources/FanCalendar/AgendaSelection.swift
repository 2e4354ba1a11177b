/// Which records a month's agenda lists, and in what order. A day with up to `perDay` records
/// lists them all; a busier day lists `perDay - 1`, chosen live records first, then timed ones,
/// then the costliest of the rest, and a line saying how many more there are, as calendar apps
/// show "+12 more" in a month view. So a show is never among the hidden (unless a day has more
/// than `perDay - 1` of them), and the agenda of a month stays readable, and quick to print,
/// however many records a day holds.
///
/// A day's chosen records are listed live and timed records first, by start (all-day ones
/// first), then the others by amount, largest first. Amounts are compared in minor units
/// whatever their currency: the order only has to be stable and put big spending first.
package struct AgendaSelection: Sendable, Equatable {
    /// The keys of the records to list, in agenda order.
    package var keys: [Int64]
    /// Days with records left out, and how many (of those starting on the day and those going
    /// on into it).
    package var hidden: [CivilDate: Int]
    /// Days on which only the first records going on into them from before the agenda's days
    /// are listed, and how many (see `lines(starting:continuing:perDay:)`): the `limits` of
    /// `continuingListing(_:within:limits:)`.
    package var continuingLimit: [CivilDate: Int]

    /// Lines a day's records take at most, the "more" line included.
    package static let defaultPerDay = 10

    /// How a day's lines are shared between the records starting on it and those going on into
    /// it from before the agenda's days (a trip begun last month, listed once on the month's
    /// first day): all of them when they fit in `perDay` lines; else `perDay - 1`, the day's own
    /// records first (they carry the amounts), and a line saying how many more. A month begun
    /// inside a hundred season passes stays a readable agenda of at most `perDay` lines a day.
    package static func lines(starting: Int, continuing: Int = 0, perDay: Int = defaultPerDay) -> (starting: Int, continuing: Int) {
        guard starting + continuing > perDay else { return (starting, continuing) }
        let own = min(starting, perDay - 1)
        return (own, perDay - 1 - own)
    }

    /// Days sharing their lines one after another (`lines(starting:continuing:perDay:)`), and
    /// what they leave out: how many records each "more" line counts, and on a full day how
    /// many of the records going on into it are listed.
    package struct DayLines: Sendable {
        package let perDay: Int
        package private(set) var hidden: [CivilDate: Int] = [:]
        package private(set) var continuingLimit: [CivilDate: Int] = [:]

        package init(perDay: Int = AgendaSelection.defaultPerDay) { self.perDay = perDay }

        /// Shares `date`'s lines among `starting` records of its own and `continuing` ones.
        /// - Returns: how many of its own are listed.
        package mutating func share(_ date: CivilDate, starting: Int, continuing: Int) -> Int {
            let (shown, continuingShown) = AgendaSelection.lines(starting: starting, continuing: continuing, perDay: perDay)
            let left = starting + continuing - shown - continuingShown
            if left > 0 { hidden[date] = left }
            if continuingShown < continuing { continuingLimit[date] = continuingShown }
            return shown
        }
    }

    /// How many records go on into `days` from before them (`entries` that start before the
    /// first day and are still shown on it): each is listed once, on the first day, and shares
    /// that day's lines (`lines(starting:continuing:perDay:)`). A record starting within the
    /// days is listed once on its own first day, with its span, and is not counted here.
    package static func continuingCounts(_ entries: [CalendarEntry], within days: ClosedRange<CivilDate>) -> [CivilDate: Int] {
        let count = entries.filter { goesOn($0, into: days) }.count
        return count > 0 ? [days.lowerBound: count] : [:]
    }

    /// Which of the records going on into `days` from before them the agenda lists, on the
    /// first day: all of them, but on a full day (`limits`, from `DayLines.continuingLimit`)
    /// only its first `limits[day]` in key order.
    package static func continuingListing(
        _ entries: [CalendarEntry], within days: ClosedRange<CivilDate>, limits: [CivilDate: Int]
    ) -> ContinuingListing {
        let day = days.lowerBound
        var room = limits[day] ?? .max
        var earliestHidden: CivilDate?
        var listing = ContinuingListing()
        for index in entries.indices.sorted(by: { entries[$0].key < entries[$1].key }) {
            let entry = entries[index]
            guard goesOn(entry, into: days), listing.listed.last?.key != entry.key else { continue }
            if room > 0 {
                room -= 1
                listing.listed.append(ContinuingListing.Listed(key: entry.key, days: [day]))
            } else {
                earliestHidden = min(earliestHidden ?? entry.date, entry.date)
            }
        }
        if let earliestHidden { listing.hiddenSince[day] = earliestHidden }
        return listing
    }

    /// Whether `entry` starts before `days` and is still shown on their first day.
    private static func goesOn(_ entry: CalendarEntry, into days: ClosedRange<CivilDate>) -> Bool {
        guard let last = entry.lastDate else { return false }
        return entry.date < days.lowerBound && last >= days.lowerBound
    }

    /// Whether `entry` is chosen before `other` on a busy day: live records (by start, all-day
    /// first), then timed records (by start), then the rest by amount, largest first; ties go to
    /// the lower key. A store orders its query the same way (`RecordStore.agendaIDs`).
    package static func isChosen(_ entry: CalendarEntry, before other: CalendarEntry) -> Bool {
        let (left, right) = (choiceRank(entry), choiceRank(other))
        if left != right { return left < right }
        return left < 2 ? before(entry, other, byStart: true) : before(entry, other, byStart: false)
    }

    /// Whether `entry` is listed before `other` among a day's chosen records: live and timed
    /// records by start (all-day first), then the rest by amount, largest first; ties go to the
    /// lower key.
    package static func isListed(_ entry: CalendarEntry, before other: CalendarEntry) -> Bool {
        let (left, right) = (choiceRank(entry) < 2, choiceRank(other) < 2)
        if left != right { return left }
        return before(entry, other, byStart: left)
    }

    private static func choiceRank(_ entry: CalendarEntry) -> Int {
        entry.category == .live ? 0 : entry.startInstant != nil ? 1 : 2
    }

    private static func before(_ entry: CalendarEntry, _ other: CalendarEntry, byStart: Bool) -> Bool {
        if byStart {
            let (left, right) = (entry.startInstant ?? Int64.min, other.startInstant ?? Int64.min)
            if left != right { return left < right }
        } else if entry.amount.minorUnits != other.amount.minorUnits {
            return entry.amount.minorUnits > other.amount.minorUnits
        }
        return entry.key < other.key
    }

    /// - Parameters:
    ///   - entries: the records to choose from, in any order; those outside `days` are ignored.
    ///   - days: the days the agenda covers.
    ///   - perDay: at least 2.
    ///   - continuing: how many records go on into each day from an earlier one.
    package init(
        entries: [CalendarEntry], days: ClosedRange<CivilDate>, perDay: Int = defaultPerDay,
        continuing: [CivilDate: Int] = [:]
    ) {
        precondition(perDay >= 2, "a day needs room for one record and the line saying how many more")
        let first = days.lowerBound.daysSinceEpoch
        var byDay = [[CalendarEntry]](repeating: [], count: days.upperBound.daysSinceEpoch - first + 1)
        for entry in entries {
            let offset = entry.date.daysSinceEpoch - first
            guard offset >= 0 && offset < byDay.count else { continue }
            byDay[offset].append(entry)
        }
        var keys: [Int64] = []
        var lines = DayLines(perDay: perDay)
        for offset in byDay.indices {
            var day = byDay[offset]
            let date = days.lowerBound.adding(days: offset)
            let shown = lines.share(date, starting: day.count, continuing: continuing[date] ?? 0)
            if shown < day.count { day.sort(by: Self.isChosen) }
            keys += day[..<shown].sorted(by: Self.isListed).map(\.key)
        }
        self.keys = keys
        hidden = lines.hidden
        continuingLimit = lines.continuingLimit
    }
}

/// Which records going on into an agenda's days from before them (a trip begun last month) it
/// lists, once, on its first day: made by `AgendaSelection.continuingListing`, and printed as it
/// says, so the rule of which a full day lists is kept in one place.
package struct ContinuingListing: Sendable, Equatable {
    /// A record listed on some day, and those days in date order.
    package struct Listed: Sendable, Equatable {
        package var key: Int64
        package var days: [CivilDate]

        package init(key: Int64, days: [CivilDate]) {
            self.key = key
            self.days = days
        }
    }

    /// The records listed on some day, by key. An array rather than a dictionary by key: the
    /// first dictionary of a new key and value type costs every command that shows a calendar
    /// ≈ 0.3 M instructions of runtime type look-ups (callgrind, an empty month).
    package var listed: [Listed] = []
    /// Days that leave out some of the records going on into them, and the first day of the
    /// earliest of those (where the `fancal list` of the "more" line begins).
    package var hiddenSince: [CivilDate: CivilDate] = [:]

    package init(listed: [Listed] = [], hiddenSince: [CivilDate: CivilDate] = [:]) {
        self.listed = listed
        self.hiddenSince = hiddenSince
    }

    /// The days the record with `key` is listed on; nil when it is listed on none.
    package func days(of key: Int64) -> [CivilDate]? {
        var (low, high) = (0, listed.count)
        while low < high {
            let middle = (low + high) / 2
            if listed[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < listed.count && listed[low].key == key ? listed[low].days : nil
    }
}
