/// One iCalendar object as another program wrote it: every VEVENT of one UID (the master, its
/// overrides) and the VTIMEZONEs they use, kept whole so that an export or a sync can write it
/// back with only what fancal owns changed (Docs/ics.md, "What is kept").
///
/// The records of its UID are derived from it; ``derivedHash`` says what they were when the
/// object was read, so a writer knows without parsing whether anything changed here since.
package struct CalendarObject: Sendable, Hashable {
    package var uid: String
    /// The VEVENTs as written, each from `BEGIN:VEVENT` to `END:VEVENT`, CRLF line ends, folds
    /// kept, in the order of the input.
    package var events: [UInt8]
    /// The VTIMEZONEs of the input whose TZID the events name, as written (CRLF).
    package var zones: [UInt8]
    /// Every TZID the events name (DTSTART, DTEND, RECURRENCE-ID, RDATE, EXDATE), sorted.
    package var tzids: [String]
    /// The newest SEQUENCE and LAST-MODIFIED among the events: which of two objects is newer.
    package var sequence: Int
    package var lastModified: Int64?
    /// The calendar's X-WR-TIMEZONE, in which floating times were read.
    package var floatingZone: String?
    /// How the records were derived: the day the recurrence horizon was counted from and the
    /// defaults for what the events do not say, so that deriving again gives the same records.
    package var derivedOn: CivilDate
    package var defaultCategory: Category
    package var defaultCurrency: Currency
    /// ``hash(of:)`` of the records derived from the object.
    package var derivedHash: String

    package init(
        uid: String, events: [UInt8], zones: [UInt8], tzids: [String], sequence: Int, lastModified: Int64?,
        floatingZone: String?, derivedOn: CivilDate, defaultCategory: Category, defaultCurrency: Currency,
        derivedHash: String
    ) {
        self.uid = uid
        self.events = events
        self.zones = zones
        self.tzids = tzids
        self.sequence = sequence
        self.lastModified = lastModified
        self.floatingZone = floatingZone
        self.derivedOn = derivedOn
        self.defaultCategory = defaultCategory
        self.defaultCurrency = defaultCurrency
        self.derivedHash = derivedHash
    }

    /// A hash of what a UID's records say, in any order: their content hashes, and the charged
    /// amount of those that have one.
    /// An end in another zone than the start counts in the start's (the store keeps one zone a
    /// record).
    package static func hash(of records: some Sequence<Record>) -> String {
        ContentHash.of(
            records.map { original in
                let record = original.endInStartZone
                return record.charged.map { record.contentHash + "/" + $0.decimalString + " " + $0.currency.code }
                    ?? record.contentHash
            }.sorted())
    }
}

extension Record {
    /// The record with its end read in its start's zone: the same instants, as the store keeps
    /// them (one zone a record).
    package var endInStartZone: Record {
        guard let start, let end, end.zone != start.zone else { return self }
        var record = self
        record.end = ZonedDateTime(instant: end.instant, zone: start.zone)
        return record
    }
}
