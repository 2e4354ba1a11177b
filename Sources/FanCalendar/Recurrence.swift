/// How a record repeats (`add --repeat`): every week, month or year from its first day, for a
/// number of times or until a day.
///
/// A monthly series on the 29th–31st falls on the last day of shorter months (Jan 31, Feb 28,
/// Mar 31…) and a yearly one on February 29 on February 28 in common years: a fee charged "on the
/// 31st" is charged every month. (RFC 5545's plain `FREQ=MONTHLY` skips those months instead.)
package struct Recurrence: Sendable, Hashable {
    package enum Frequency: String, Sendable, CaseIterable {
        case weekly = "weekly"
        case monthly = "monthly"
        case yearly = "yearly"
    }

    package enum End: Sendable, Hashable {
        /// This many occurrences, the first included.
        case count(Int)
        /// Occurrences up to and including this day.
        case until(CivilDate)
    }

    package var frequency: Frequency
    package var end: End

    package init(frequency: Frequency, end: End) {
        self.frequency = frequency
        self.end = end
    }

    /// The most occurrences one series may have: ten years of weekly ones.
    package static let maximumCount = 520

    /// Why a series was refused.
    package enum Problem: Error, Sendable, Equatable {
        /// A count below 1 or above `maximumCount`.
        case count(Int)
        /// An end before the first day.
        case untilBeforeStart(first: CivilDate, until: CivilDate)
        /// An end so far away that the series would have more than `maximumCount` occurrences.
        case tooMany(first: CivilDate, until: CivilDate)
    }

    /// The days of the occurrences, the first one `first`.
    package func dates(from first: CivilDate) throws(Problem) -> [CivilDate] {
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
    package func occurrences(of recurrence: Recurrence) throws(RecordSeriesError) -> [Record] {
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
package enum RecordSeriesError: Error, Sendable, Equatable {
    case recurrence(Recurrence.Problem)
    case change(RecordChangeError)
}

/// The rule of a stored series: its RRULE, every occurrence key the rule gives, and its first
/// occurrence's key (its `recurrenceID`, the master's DTSTART), which fixes the first day and,
/// for timed records, the wall time.
package struct SeriesRule: Sendable, Hashable {
    /// How the series came to be, which is how the store keeps its rule.
    package enum Origin: Sendable, Hashable {
        /// `add --repeat`: every week, month or year, this many times (deleted ones included);
        /// the RRULE and keys follow from it.
        case repeated(Recurrence.Frequency, count: Int)
        /// A calendar's RRULE, read by `import`, with the keys its expansion gave then (an
        /// unbounded rule is expanded only within the recurrence horizon, which moves with the
        /// day of the import: the keys are kept, not recomputed).
        case imported
    }

    package let origin: Origin
    package let firstKey: String
    /// The iCalendar RRULE value.
    package let rrule: String
    /// Every occurrence's key, in order: a stored occurrence missing from them is an EXDATE.
    package let keys: [String]

    package init(frequency: Recurrence.Frequency, count: Int, firstKey: String) {
        origin = .repeated(frequency, count: count)
        self.firstKey = firstKey
        let first = Self.date(ofKey: firstKey)
        rrule = Self.rrule(frequency, count: count, first: first)
        let dates = (try? Recurrence(frequency: frequency, end: .count(count)).dates(from: first)) ?? []
        keys = dates.map { $0.description + firstKey.dropFirst(10) }
    }

    /// The rule of a series read from a calendar.
    /// - Parameters:
    ///   - rrule: the master's RRULE value.
    ///   - keys: the keys of every occurrence the rule gave, before EXDATEs and overrides.
    ///   - firstKey: the master's DTSTART, as a key.
    package init(importedRule rrule: String, keys: [String], firstKey: String) {
        origin = .imported
        self.firstKey = firstKey
        self.rrule = rrule
        self.keys = keys
    }

    /// The first occurrence's day.
    package var firstDate: CivilDate { Self.date(ofKey: firstKey) }

    /// The day of an occurrence key (`YYYY-MM-DD`, then the wall time of a timed series).
    private static func date(ofKey key: String) -> CivilDate {
        CivilDate(iso: key.prefix(10)) ?? CivilDate(daysSinceEpoch: 0)
    }

    /// The iCalendar RRULE value giving the days of `add --repeat`: `BYMONTHDAY=-1` for the 31st,
    /// `BYMONTHDAY=28,29,30;BYSETPOS=-1` for the 30th (the 30th, or the month's last day when it
    /// has fewer), `BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1` for a yearly February 29.
    private static func rrule(_ frequency: Recurrence.Frequency, count: Int, first: CivilDate) -> String {
        var parts = ["FREQ=" + frequency.rawValue.uppercased()]
        switch frequency {
        case .monthly where first.day == 31:
            parts.append("BYMONTHDAY=-1")
        case .monthly where first.day > 28:
            parts += ["BYMONTHDAY=" + (28...first.day).map(String.init).joined(separator: ","), "BYSETPOS=-1"]
        case .yearly where first.month == 2 && first.day == 29:
            parts += ["BYMONTH=2", "BYMONTHDAY=28,29", "BYSETPOS=-1"]
        default:
            break
        }
        return (parts + ["COUNT=\(count)"]).joined(separator: ";")
    }

    /// How to write the series' stored occurrences: one master record (the first occurrence's
    /// day and time) carrying the rule, the keys of occurrences no longer stored (EXDATE), and the
    /// occurrences that differ from what the master says (overrides, with RECURRENCE-ID). nil when
    /// no occurrence is still where the rule puts it, to serve as the master's model, or when a
    /// stored occurrence's key is not a date (an imported rule's keys come from the database, and
    /// a backup is hostile): then each is written on its own.
    package func plan(_ occurrences: [Record]) -> (master: Record, exceptions: [String], overrides: [Record])? {
        let keys = keys
        var byKey: [String: Record] = [:]
        for record in occurrences { if let key = record.recurrenceID { byKey[key] = record } }
        guard let model = keys.lazy.compactMap({ byKey[$0] }).first(where: { $0.isAtItsKey }),
            var master = try? model.moved(to: firstDate)
        else { return nil }
        master.recurrenceID = nil
        var exceptions: [String] = []
        var overrides: [Record] = []
        let known = Set(keys)
        for key in keys {
            guard let record = byKey[key] else {
                exceptions.append(key)
                continue
            }
            guard let day = CivilDate(iso: key.prefix(10)) else { return nil }
            guard var expected = try? model.moved(to: day) else { continue }
            expected.recurrenceID = key
            if !record.sameOccurrence(as: expected) { overrides.append(record) }
        }
        overrides += occurrences.filter { !known.contains($0.recurrenceID ?? "") }
        return (master, exceptions, overrides)
    }
}

extension Record {
    /// Whether the record starts where its key says (not moved to another day or time).
    var isAtItsKey: Bool {
        guard let key = recurrenceID else { return false }
        guard let start else { return key == date.description }
        let local = start.local()
        return key == "\(local.date)T\(local.time)"
    }

    /// Same content, ignoring the store's bookkeeping and the revision count. Timed records
    /// starting and ending at the same moments are on the same days: their days are the home
    /// zone's, while an occurrence moved to its key's day is on the series zone's (a Berlin
    /// evening is the next morning in Tokyo).
    func sameOccurrence(as other: Record) -> Bool {
        var left = self
        var right = other
        left.sequence = 0
        right.sequence = 0
        if left.start != nil && left.start == right.start && left.end == right.end {
            left.date = right.date
            left.lastDate = right.lastDate
        }
        return left.hasSameContent(as: right)
    }
}
