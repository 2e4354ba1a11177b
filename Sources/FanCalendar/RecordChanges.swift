/// What `add`, `edit` and `copy` set on a record, as validated values: a nil field is left as it
/// is; for an optional text, "" clears it.
package struct RecordChanges: Sendable {
    /// A time of day for the record, or nil to make it all-day. An end at or before the start is
    /// on the next day.
    package typealias TimeRange = (start: CivilTime, end: CivilTime?)

    package var date: CivilDate?
    package var title: String?
    package var category: Category?
    /// The amount as typed (`12,000`, `¥12,000`, `1.2万`, see `AmountInput`): it is read in the
    /// record's final currency (given, else named by the amount's mark, else kept), so
    /// `--currency EUR` alone turns ¥12000 into €12000.00.
    package var amountText: String?
    package var currency: Currency?
    /// What the card billed in the home currency, as typed; "" removes it.
    package var chargedText: String?
    /// The language the amounts were typed in: its marks read them (`89,90` in German).
    package var language: Language = .en
    package var artist: String?
    package var venue: String?
    package var sub: String?
    package var memo: String?
    /// Outer nil: not given; inner nil: make the record all-day.
    package var time: TimeRange??
    /// The zone the record's times are in (`--tz`, an IANA name): a new time is read in it, and
    /// a timed record keeps its wall-clock times in it. nil: a new time is read in the record's
    /// own zone, else the home zone.
    package var zone: String?
    /// The last day of an all-day record spanning several days (`--to`); its first day makes it
    /// one day again.
    package var lastDate: CivilDate?

    package init() {}

    package var isEmpty: Bool {
        date == nil && title == nil && category == nil && amountText == nil && currency == nil && chargedText == nil && artist == nil
            && venue == nil && sub == nil && memo == nil && time == nil && zone == nil && lastDate == nil
    }
}

/// Why a record's changes could not be applied.
package enum RecordChangeError: Error, Sendable, Equatable {
    /// The amount text is not an amount in the record's currency.
    case amount(InputError)
    /// The zone a time is read in is not in the system's tz database.
    case unknownZone(String)
    /// `--tz` names no zone the system knows.
    case unknownRecordZone(String)
    /// `--tz` for an all-day record, which has no time to be in a zone.
    case zoneWithoutTime
    /// The charged amount is not an amount in the home currency.
    case charged(InputError)
    /// A charged amount on a record in the home currency, where there is nothing to convert.
    case chargedInHomeCurrency(Currency)
    /// A last day (`--to`) before the record's first day.
    case spanEndsBeforeStart(first: CivilDate, last: CivilDate)
    /// A span of more than `DayTotal.longestSpan` days.
    case spanTooLong(first: CivilDate, last: CivilDate)
    /// A last day for a timed record: spans are all-day (a timed record crosses midnight by its
    /// end time instead).
    case spanOfTimedRecord
}

extension Record {
    /// A new record's UID from 128 random bits: a version-4 UUID in lower case with fancal's
    /// domain (`3b0c…-…@fancal`), unique across devices and recognisable in exported copies.
    package static func newUID(_ high: UInt64, _ low: UInt64) -> String {
        let high = high & 0xFFFF_FFFF_FFFF_0FFF | 0x4000
        let low = low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: digits - text.count) + text
        }
        return hex(high >> 32, 8) + "-" + hex(high >> 16 & 0xFFFF, 4) + "-" + hex(high & 0xFFFF, 4) + "-"
            + hex(low >> 48, 4) + "-" + hex(low & 0xFFFF_FFFF_FFFF, 12) + "@fancal"
    }

    /// Applies `changes` in place, every value checked first (the record is untouched on error).
    /// - Parameters:
    ///   - homeZone: the zone a new time of day is read in.
    ///   - home: the home currency, in which a charged amount is read. A record whose currency
    ///     becomes the home currency drops its charged amount.
    package mutating func apply(_ changes: RecordChanges, homeZone: String, home: Currency) throws(RecordChangeError) {
        var record = self
        if let title = changes.title { record.title = title }
        if let date = changes.date, date != record.date { try record.move(to: date) }
        if let category = changes.category { record.category = category }
        let marked = changes.amountText.flatMap(AmountInput.currency(of:))
        if let currency = changes.currency ?? marked, currency != record.amount.currency {
            let text = changes.amountText ?? record.amount.decimalString(in: changes.language)
            do { record.amount = try AmountInput.parse(text, currency: currency, language: changes.language) } catch {
                throw .amount(error)
            }
        } else if let text = changes.amountText {
            do {
                record.amount = try AmountInput.parse(text, currency: record.amount.currency, language: changes.language)
            } catch {
                throw .amount(error)
            }
        }
        if let text = changes.chargedText {
            if text.isEmpty {
                record.charged = nil
            } else {
                guard record.amount.currency != home else { throw .chargedInHomeCurrency(home) }
                do { record.charged = try AmountInput.parse(text, currency: home, language: changes.language) } catch {
                    throw .charged(error)
                }
            }
        } else if record.amount.currency == home {
            record.charged = nil
        }
        if let artist = changes.artist { record.artist = artist.isEmpty ? nil : artist }
        if let venue = changes.venue { record.venue = venue.isEmpty ? nil : venue }
        if let sub = changes.sub { record.sub = sub.isEmpty ? nil : sub }
        if let memo = changes.memo { record.memo = memo.isEmpty ? nil : memo }
        if let zone = changes.zone, !ZonedDateTime.isKnownZone(zone) { throw .unknownRecordZone(zone) }
        let ownZone = record.start.map(\.zone).flatMap { $0 == "UTC" ? nil : $0 }
        if let time = changes.time {
            try record.setTime(time, zone: changes.zone ?? ownZone ?? homeZone)
        } else if let zone = changes.zone {
            // The same wall-clock times, now in `zone`: the 18:00 typed was Seoul's.
            guard let start = record.start else { throw .zoneWithoutTime }
            let (wallDate, startTime) = start.local()
            record.date = wallDate
            try record.setTime((start: startTime, end: record.end.map { $0.local().time }), zone: zone)
        }
        if changes.time != nil || changes.zone != nil || changes.date != nil, let start = record.start {
            // A record belongs to the day its start falls on at home.
            record.date = start.local(in: homeZone).date
        }
        if changes.zone != nil && record.start == nil { throw .zoneWithoutTime }
        if let last = changes.lastDate {
            guard record.isAllDay else { throw .spanOfTimedRecord }
            guard last >= record.date else { throw .spanEndsBeforeStart(first: record.date, last: last) }
            guard last.daysSinceEpoch - record.date.daysSinceEpoch <= DayTotal.longestSpan else {
                throw .spanTooLong(first: record.date, last: last)
            }
            record.lastDate = last == record.date ? nil : last
        }
        self = record
    }

    /// A copy to be saved as a new record: a new UID, no occurrence of a series, a first
    /// SEQUENCE, with `changes` applied.
    package func copied(
        uid: String, _ changes: RecordChanges, homeZone: String, home: Currency
    ) throws(RecordChangeError) -> Record {
        var copy = self
        copy.uid = uid
        copy.recurrenceID = nil
        copy.sequence = 0
        copy.created = 0
        copy.updated = 0
        try copy.apply(changes, homeZone: homeZone, home: home)
        return copy
    }

    /// Sets the start and end on the record's date, as wall times in `zone`; nil makes it all-day.
    package mutating func setTime(_ range: RecordChanges.TimeRange?, zone: String) throws(RecordChangeError) {
        guard let range else {
            start = nil
            end = nil
            return
        }
        guard let start = ZonedDateTime(date: date, time: range.start, zone: zone) else { throw .unknownZone(zone) }
        self.start = start
        lastDate = nil
        if let endTime = range.end {
            let endDate = endTime <= range.start ? date.adding(days: 1) : date
            end = ZonedDateTime(date: endDate, time: endTime, zone: zone)
        } else {
            end = nil
        }
    }

    /// Moves the record to another day, keeping its span of days and its wall-clock times in
    /// the zone they were written in.
    package mutating func move(to newDate: CivilDate) throws(RecordChangeError) {
        let span = lastDate.map { $0.daysSinceEpoch - date.daysSinceEpoch }
        let times = start.map { start in (start.local().time, end.map { $0.local().time }) }
        let zone = start?.zone
        date = newDate
        lastDate = span.map { newDate.adding(days: $0) }
        if let times, let zone { try setTime(times, zone: zone) }
    }

    /// The record moved to another day (see `move(to:)`).
    package func moved(to newDate: CivilDate) throws(RecordChangeError) -> Record {
        var record = self
        try record.move(to: newDate)
        return record
    }
}
