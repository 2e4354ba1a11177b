import FanCalendar
import FanCalendarICS
import FanCalendarStore

/// What `export` writes.
package enum ExportUseCases {
    /// Writes the records matching `filter` as one VCALENDAR to `output`, with a VTIMEZONE for
    /// every zone they use. Calendar apps do not care about the order of events, so records go
    /// out in the order they were added, which saves sorting every row.
    /// - Parameter describedIn: the language of the line (amount, artist, sub-category) that
    ///   opens each DESCRIPTION; nil for the memo alone (`--plain`).
    /// - Returns: the output, with everything written to it.
    /// Ticket deadlines matching the filter follow the records (see `deadlines`).
    /// - Parameter deadlines: how deadline events read and when they alarm.
    package static func export<Output: ICSOutputStream>(
        matching filter: RecordFilter, to output: Output, now: Int64, version: String, describedIn: Language? = nil,
        deadlines: DeadlineExport = DeadlineExport(), homeZone: String, store: RecordStore
    ) throws -> Output {
        let filter = try ArtistUseCases.resolve(filter, store: store)
        let artistKeys = Set(filter.artists.map(ArtistName.key))
        let tickets = try store.tickets().filter { ticket in
            (filter.category == nil || filter.category == .live)
                && (artistKeys.isEmpty || artistKeys.contains(ArtistName.key(ticket.artist ?? "")))
        }
        let zones = Set(try store.zones(matching: filter) + tickets.map(\.show.zone))
        var writer = ICSWriter(
            output: output, calendarName: "fancal", zones: zones, now: now, productID: ProductID.fancal(version: version),
            describedIn: describedIn)
        writer.writeHeader()
        // Occurrences of a series fancal made wait until all are read, then go out as one VEVENT
        // with an RRULE, EXDATEs for deleted ones and an override for each one changed.
        let rules = try store.seriesRules()
        var series: [String: [Record]] = [:]
        let pipeline = ICSEventPipeline(like: writer)
        // Objects kept from other programs go out as they came, with fancal's changes patched in.
        try store.forEachObject(matching: filter) { object, events, records in
            try pipeline.write(object: object, events: events, records: records, homeZone: homeZone, to: &writer)
        }
        // The records without an object come after them. Their look-up reads every record
        // (65 ms for 100,000); run first, it kept the lanes idle before they had anything to
        // do. After the objects, the lanes work through the last batches while it starts
        // (Docs/benchmarks.md, session 13: 4–7 % of the 100k export's time).
        try store.forEachRecord(matching: filter, inStorageOrder: true, withoutObjects: true) { record in
            if rules[record.uid] != nil && record.recurrenceID != nil {
                series[record.uid, default: []].append(record.value)
            } else {
                try pipeline.write(record.value, to: &writer)
            }
        }
        try pipeline.finish(writing: &writer)
        for uid in series.keys.sorted() {
            // A series goes out whole, with its master, even when a filter (--year…) matched
            // only some of its occurrences: a server refuses overrides without their master.
            let all = try store.occurrences(uid: uid, from: "").map(\.value)
            writeItem(all, object: nil, rule: rules[uid], homeZone: homeZone, to: &writer)
        }
        for ticket in tickets {
            let recordUIDs = try ticket.phases.map { phase throws(StoreError) in
                try phase.recordID.flatMap { id throws(StoreError) in try store.record(id: id)?.uid }
            }
            write(ticket, recordUIDs: recordUIDs, matching: filter, deadlines: deadlines, to: &writer)
        }
        writer.writeFooter()
        return writer.output
    }

    /// Writes the records of one UID as one calendar object: the kept object with the records
    /// patched in, else a series of fancal's as its master with the rule, EXDATEs and overrides,
    /// else each record as a VEVENT.
    static func writeItem<Output>(
        _ records: [Record], object: CalendarObject?, rule: SeriesRule?, homeZone: String,
        to writer: inout ICSWriter<Output>
    ) {
        if let object {
            writer.write(object: object, records: records, homeZone: homeZone)
            return
        }
        if let rule, records.contains(where: { $0.recurrenceID != nil }), let plan = rule.plan(records) {
            writer.write(plan.master, recurrenceRule: rule.rrule, exceptions: plan.exceptions)
            plan.overrides.forEach { writer.write($0) }
            return
        }
        records.forEach { writer.write($0) }
    }

    /// Every dated deadline of every phase (so that any phase, even one lost, comes back on
    /// import), each with the alarms only while it is still to be met; a payment deadline only
    /// where the fan pays by it (`TicketPhase.fanPaysByDeadline`: not for a card, a lost or a
    /// cancelled phase), as the phase's other events carry it.
    /// - Parameter recordUIDs: per phase, the UID of the spending record its win made.
    private static func write<Output>(
        _ ticket: Stored<Ticket>, recordUIDs: [String?], matching filter: RecordFilter, deadlines: DeadlineExport,
        to writer: inout ICSWriter<Output>
    ) {
        let pending = Set(ticket.pendingItems.map { "\($0.phase ?? "")-\($0.kind.rawValue)" })
        for (index, phase) in ticket.phases.enumerated() {
            let moments: [(DueItem.Kind, ZonedDateTime?)] = [
                (.applyClose, phase.applyClose), (.result, phase.result), (.payBy, phase.payBy),
                (.issueOpen, phase.issueOpen), (.issueClose, phase.issueClose),
            ]
            for case let (kind, at?) in moments where kind != .payBy || phase.fanPaysByDeadline {
                let date = at.local().date
                if let from = filter.from, date < from { continue }
                if let to = filter.to, date > to { continue }
                let item = DueItem(
                    at: at, kind: kind, ticketID: ticket.id, ticketUID: ticket.uid, title: ticket.title,
                    phase: phase.name, amount: kind == .payBy ? phase.total : nil, method: phase.method)
                let key = "\(phase.name)-\(kind.rawValue)"
                writer.writeDeadline(
                    uid: "\(ticket.uid)-\(key)", at: at, summary: deadlines.summary(item), location: ticket.venue,
                    properties: TicketProperties.properties(
                        of: ticket.value, phase: index, kind: kind, recordUID: recordUIDs[index]),
                    alarms: pending.contains(key) ? deadlines.alarms : [])
            }
        }
    }
}

/// How `export` writes ticket deadlines.
package struct DeadlineExport: Sendable {
    /// Lead times of the DISPLAY alarms, in seconds before the deadline; empty for none.
    package var alarms: [Int]
    /// The SUMMARY of a deadline event, in the user's language (`入金締切: Winter live (FC先行)`).
    package var summary: @Sendable (DueItem) -> String

    /// - Parameters:
    ///   - alarms: default one day and three hours before.
    ///   - summary: default `<kind>: <title> (<phase>)`.
    package init(
        alarms: [Int] = [86_400, 10_800],
        summary: @escaping @Sendable (DueItem) -> String = { "\($0.kind.rawValue): \($0.title) (\($0.phase ?? ""))" }
    ) {
        self.alarms = alarms
        self.summary = summary
    }
}
