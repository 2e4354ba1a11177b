/// How a record repeats (`add --repeat`): every week, month or year from its first day, for a
/// number of times or until a day.
///
/// A monthly series on the 29th–31st falls on the last day of shorter months (Jan 31, Feb 28,
/// Mar 31…) and a yearly one on February 29 on February 28 in common years: a fee charged "on the
/// 31st" is charged every month. (RFC 5545's plain `FREQ=MONTHLY` skips those months instead.)
public struct Recurrence: Sendable, Hashable {
    public enum Frequency: String, Sendable, CaseIterable {
        case weekly, monthly, yearly
    }

    public enum End: Sendable, Hashable {
        /// This many occurrences, the first included.
        case count(Int)
        /// Occurrences up to and including this day.
        case until(CivilDate)
    }

    public var frequency: Frequency
    public var end: End

    public init(frequency: Frequency, end: End) {
        self.frequency = frequency
        self.end = end
    }

    /// The most occurrences one series may have: ten years of weekly ones.
    public static let maximumCount = 520

    /// Why a series was refused.
    public enum Problem: Error, Sendable, Equatable {
        /// A count below 1 or above `maximumCount`.
        case count(Int)
        /// An end before the first day.
        case untilBeforeStart(first: CivilDate, until: CivilDate)
        /// An end so far away that the series would have more than `maximumCount` occurrences.
        case tooMany(first: CivilDate, until: CivilDate)
    }

    /// The days of the occurrences, the first one `first`.
    public func dates(from first: CivilDate) throws(Problem) -> [CivilDate] {
        switch end {
        case .count(let count):
            guard (1...Self.maximumCount).contains(count) else { throw .count(count) }
            return (0..<count).map { occurrence(first, $0) }
        case .until(let until):
            guard until >= first else { throw .untilBeforeStart(first: first, until: until) }
            var dates: [CivilDate] = []
            while true {
                let next = occurrence(first, dates.count)
                guard next <= until else { return dates }
                guard dates.count < Self.maximumCount else { throw .tooMany(first: first, until: until) }
                dates.append(next)
            }
        }
    }

    /// The `index`-th occurrence (0 is `first`), a day of month beyond a shorter month's end
    /// moved to its last day.
    private func occurrence(_ first: CivilDate, _ index: Int) -> CivilDate {
        switch frequency {
        case .weekly:
            return first.adding(days: 7 * index)
        case .monthly:
            let months = first.year * 12 + first.month - 1 + index
            return Self.clamped(year: months / 12, month: months % 12 + 1, day: first.day)
        case .yearly:
            return Self.clamped(year: first.year + index, month: first.month, day: first.day)
        }
    }

    private static func clamped(year: Int, month: Int, day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: min(day, CivilDate.daysIn(year: year, month: month)))!
    }
}

extension Record {
    /// The records of a series made from this one: one per day of `recurrence`, sharing its UID,
    /// each keyed by its own start as iCalendar keys an occurrence (`2026-12-24`, or
    /// `2026-12-24T18:00:00` in the zone of a timed record), so an export re-imports as the same
    /// series. Times of day, spans and every other field are the first record's.
    public func occurrences(of recurrence: Recurrence) throws(RecordSeriesError) -> [Record] {
        let dates: [CivilDate]
        do { dates = try recurrence.dates(from: date) } catch { throw .recurrence(error) }
        var records: [Record] = []
        for day in dates {
            var record: Record
            do { record = try moved(to: day) } catch { throw .change(error) }
            record.recurrenceID = record.start.map { start in
                let local = start.local()
                return "\(local.date)T\(local.time)"
            } ?? day.description
            records.append(record)
        }
        return records
    }
}

/// Why a series could not be made.
public enum RecordSeriesError: Error, Sendable, Equatable {
    case recurrence(Recurrence.Problem)
    case change(RecordChangeError)
}
