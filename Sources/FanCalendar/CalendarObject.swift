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
    /// ``fingerprint(of:)`` of the records derived from the object; nil when they are not what
    /// its text says (the import rewrote a field), so that a writer always compares them.
    package var derivedHash: Int64?

    package init(
        uid: String, events: [UInt8], zones: [UInt8], tzids: [String], sequence: Int, lastModified: Int64?,
        floatingZone: String?, derivedOn: CivilDate, defaultCategory: Category, defaultCurrency: Currency,
        derivedHash: Int64?
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

    /// What a UID's records say, in any order, as one number: the fields ``hash(of:)`` covers,
    /// read as the records hold them instead of written out as text, which costs a twentieth
    /// (an export compares it for every object). Sync keeps ``hash(of:)`` in its state, so that
    /// one stays as it is.
    /// (An array, not any sequence: the generic map, unspecialised across modules, cost an
    /// export more than the hashing.)
    package static func fingerprint(of records: [Record]) -> Int64 {
        var hashes = records.map { $0.fingerprint }
        hashes.sort()
        var hash = FNV1a()
        for value in hashes { hash.add(Int64(bitPattern: value)) }
        return Int64(bitPattern: hash.value)
    }
}

extension Record {
    /// ``CalendarObject/fingerprint(of:)`` of one record: every field of ``Record/Field``, the
    /// recurrence key and the charged amount; an absent text counts as an empty one, as in
    /// ``Record/text(of:)``, and an end in its start's zone, as in ``endInStartZone`` (without
    /// copying the record).
    fileprivate var fingerprint: UInt64 {
        var hash = FNV1a()
        hash.add(recurrenceID ?? "")
        hash.add(Int64(date.integerValue))
        hash.add(lastDate.map { Int64($0.integerValue) })
        hash.add(start?.instant)
        hash.add(start?.zone ?? "")
        hash.add(end?.instant)
        hash.add(end == nil ? "" : start?.zone ?? end!.zone)
        hash.add(title)
        hash.add(Int64(category.code))
        hash.add(sub ?? "")
        hash.add(artist ?? "")
        hash.add(venue ?? "")
        hash.add(memo ?? "")
        hash.add(amount.minorUnits)
        hash.add(amount.currency.code)
        hash.add(charged?.minorUnits)
        hash.add(charged?.currency.code ?? "")
        return hash.value
    }

    /// The record with its end read in its start's zone: the same instants, as the store keeps
    /// them (one zone a record).
    package var endInStartZone: Record {
        guard let start, let end, end.zone != start.zone else { return self }
        var record = self
        record.end = ZonedDateTime(instant: end.instant, zone: start.zone)
        return record
    }
}
