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
    ) throws -> Output {
        let filter = try ArtistUseCases.resolve(filter, store: store)
        let zones = Set(try store.zones(matching: filter))
        var writer = ICSWriter(output: output, calendarName: "fancal", zones: zones, now: now, productID: productID)
        writer.writeHeader()
        try store.forEachRecord(matching: filter, inStorageOrder: true) { writer.write($0) }
        writer.writeFooter()
        return writer.output
    }
}
