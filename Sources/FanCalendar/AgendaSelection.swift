/// Which records a month's agenda lists. A day with up to `perDay` records lists them all; a
/// busier day lists its first `perDay - 1` (all-day first, then by start) and a line saying how
/// many more there are, as calendar apps show "+12 more" in a month view. So the agenda of a
/// month stays readable, and quick to print, however many records a day holds.
public struct AgendaSelection: Sendable, Equatable {
    /// The keys of the records to list, in agenda order.
    public var keys: [Int64]
    /// Days with records left out, and how many.
    public var hidden: [CivilDate: Int]

    /// Lines a day's records take at most, the "more" line included.
    public static let defaultPerDay = 10

    /// How many of a day's `count` records are listed.
    public static func shownCount(of count: Int, perDay: Int = defaultPerDay) -> Int {
        count <= perDay ? count : perDay - 1
    }

    /// - Parameters:
    ///   - entries: the records to choose from, in any order; those outside `days` are ignored.
    ///   - days: the days the agenda covers.
    ///   - perDay: at least 2.
    public init(entries: [CalendarEntry], days: ClosedRange<CivilDate>, perDay: Int = defaultPerDay) {
        precondition(perDay >= 2, "a day needs room for one record and the line saying how many more")
        // Bucketed by day as (start, key) pairs: a busy month has thousands of entries, and
        // sorting small pairs per day is far cheaper than sorting whole entries.
        let first = days.lowerBound.daysSinceEpoch
        var byDay = [[(start: Int64, key: Int64)]](repeating: [], count: days.upperBound.daysSinceEpoch - first + 1)
        for entry in entries {
            let offset = entry.date.daysSinceEpoch - first
            guard offset >= 0 && offset < byDay.count else { continue }
            byDay[offset].append((entry.startInstant ?? Int64.min, entry.key))
        }
        var keys: [Int64] = []
        var hidden: [CivilDate: Int] = [:]
        for offset in byDay.indices where !byDay[offset].isEmpty {
            byDay[offset].sort { $0 < $1 }
            let count = byDay[offset].count
            let shown = Self.shownCount(of: count, perDay: perDay)
            keys += byDay[offset][..<shown].map(\.key)
            if shown < count { hidden[days.lowerBound.adding(days: offset)] = count - shown }
        }
        self.keys = keys
        self.hidden = hidden
    }
}
