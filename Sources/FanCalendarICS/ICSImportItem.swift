import FanCalendar

/// One thing the reader found, handed to the caller as soon as it is known.
package enum ICSImportItem: Sendable, Equatable {
    /// A VEVENT (or one occurrence of a recurring one) mapped to a record.
    case event(ImportedEvent)
    /// A VEVENT that cannot become a record; the rest of the file still imports.
    /// - `uid`: the event's UID when it has one; `line`: where its BEGIN:VEVENT is.
    case rejected(uid: String?, line: Int?, reason: String)
    /// A component fancal does not import, by kind (`VTODO`, `VJOURNAL`, `VFREEBUSY`…), or
    /// ``cancelledEvent`` / ``seriesOutsideHorizon`` for a VEVENT that yields no record.
    /// VTIMEZONE and VALARM are used or ignored silently and never reported.
    case skipped(kind: String)
    /// Something the reader assumed or refused about the file rather than one event (a
    /// VTIMEZONE too large to expand, not used); `line` is where the component begins.
    case warning(line: Int?, message: String)
    /// The calendar object the events of one UID came from, after those events: what an
    /// export or a sync writes back with fancal's changes patched in.
    case object(CalendarObject)

    /// The `skipped` kind of a whole event marked STATUS:CANCELLED.
    package static let cancelledEvent = "VEVENT (cancelled)"
    /// The `skipped` kind of a recurring event with no occurrence inside the recurrence horizon.
    package static let seriesOutsideHorizon = "VEVENT (no occurrence within the recurrence horizon)"
}

/// A record read from a calendar, with what the store needs to decide whether it is newer.
package struct ImportedEvent: Sendable, Equatable {
    /// The record, `id` nil and timestamps 0; keyed by `uid` and `recurrenceID`.
    package var record: Record
    /// LAST-MODIFIED in seconds since the epoch (UTC), when the event has one.
    package var lastModified: Int64?
    /// The line of the event's BEGIN:VEVENT in the input.
    package var line: Int
    /// Things the reader assumed, e.g. an unknown TZID read in the home zone.
    package var warnings: [String]
    /// A ticket deadline of fancal's own export: the ticket with this event's phase, restored as
    /// a ticket, not as a record.
    package var ticket: ImportedTicketPhase?
    /// For an occurrence of a recurring event: the series' rule, when an export can write the
    /// series back as one VEVENT with it (``SeriesRule``).
    package var series: SeriesRule?

    /// Makes an imported event; the reader is the only producer outside tests.
    package init(record: Record, lastModified: Int64?, line: Int, warnings: [String] = []) {
        self.record = record
        self.lastModified = lastModified
        self.line = line
        self.warnings = warnings
    }

}
