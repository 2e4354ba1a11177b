import FanCalendar
import FanCalendarICS
import FanCalendarStore

/// What `export` writes.
public enum ExportUseCases {
    /// Writes the records matching `filter` as one VCALENDAR to `output`, with a VTIMEZONE for
    /// every zone they use. Calendar apps do not care about the order of events, so records go
    /// out in the order they were added, which saves sorting every row.
    /// - Returns: the output, with everything written to it.
    public static func export<Output: TextOutputStream>(
        matching filter: RecordFilter, to output: Output, now: Int64, productID: String, store: RecordStore
    ) throws(StoreError) -> Output {
        let zones = Set(try store.zones(matching: filter))
        var writer = ICSWriter(output: output, calendarName: "fancal", zones: zones, now: now, productID: productID)
        writer.writeHeader()
        // Occurrences of a series fancal made wait until all are read, then go out as one VEVENT
        // with an RRULE, EXDATEs for deleted ones and an override for each one changed.
        let rules = try store.seriesRules()
        var series: [String: [Record]] = [:]
        try store.forEachRecord(matching: filter, inStorageOrder: true) { record in
            if rules[record.uid] != nil && record.recurrenceID != nil {
                series[record.uid, default: []].append(record)
            } else {
                writer.write(record)
            }
        }
        for (uid, occurrences) in series.sorted(by: { $0.key < $1.key }) {
            // A filter (--year…) may leave part of a series out: then its occurrences go out one
            // by one, as the rule would bring back the others.
            let all = try store.occurrences(uid: uid, from: "")
            guard all.count == occurrences.count, let rule = rules[uid], let plan = rule.plan(occurrences) else {
                occurrences.forEach { writer.write($0) }
                continue
            }
            writer.write(plan.master, recurrenceRule: rule.rrule, exceptions: plan.exceptions)
            plan.overrides.forEach { writer.write($0) }
        }
        writer.writeFooter()
        return writer.output
    }
}
