import CLibical
import FanCalendar
import Foundation

/// Reads iCalendar (RFC 5545) input into records, incrementally.
///
/// The input is cut into components by ``ComponentSplitter`` and each VEVENT and VTIMEZONE is
/// parsed by libical on its own, so memory grows with the number of events (a few hundred bytes
/// each), never with libical's parse tree of the whole file. libical does all parsing, unfolding,
/// unescaping, time zone conversion and recurrence expansion.
///
/// Order of delivery: `.rejected` and `.skipped` items arrive as their components are read;
/// `.event` items arrive once the whole input has been read, because revisions of one UID and
/// overrides of a series may come anywhere in the input (even in another VCALENDAR). Events of a
/// UID come together, in the order UIDs first appear.
///
/// Within one input, several VEVENTs with one UID and no RECURRENCE-ID are revisions: only the
/// highest SEQUENCE (then the latest LAST-MODIFIED, then the last in the input) is delivered;
/// overrides with the same RECURRENCE-ID resolve the same way. Across imports, idempotency by
/// (uid, recurrenceID) is the store's job.
///
/// Not thread-safe: libical keeps process-wide state (its builtin zones); use one reader at a
/// time.
public struct ICSReader {
    /// How events are mapped and which limits apply.
    public var options: ICSImportOptions

    /// - Parameter options: home zone, defaults, recurrence horizon and limits.
    public init(options: ICSImportOptions) {
        self.options = options
    }

    /// Reads a file.
    /// - Parameters:
    ///   - path: the file to read; also the name used in error messages.
    ///   - handler: called once per item; an error it throws stops reading and is rethrown.
    /// - Throws: ``ICSError`` when the file as a whole is refused, possibly after some items
    ///   were delivered (a truncation shows only at the end): the caller must then discard
    ///   everything it received, e.g. by rolling back its transaction.
    public func read(path: String, handler: (ICSImportItem) throws -> Void) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw ICSError.unreadable(file: path, reason: reason)
        }
        defer { try? handle.close() }
        try read(handle, name: path, handler: handler)
    }

    /// Reads from an open file handle (standard input, a pipe) until its end.
    /// - Parameters:
    ///   - handle: read in 64 KiB blocks; not closed.
    ///   - name: how messages name the input, e.g. `-` or `<stdin>`.
    ///   - handler: called once per item; an error it throws stops reading and is rethrown.
    /// - Throws: ``ICSError`` as ``read(path:handler:)`` does.
    public func read(_ handle: FileHandle, name: String, handler: (ICSImportItem) throws -> Void) throws {
        try withSession(name: name, handler: handler) { feed in
            while true {
                let block: Data?
                do {
                    block = try handle.read(upToCount: 1 << 16)
                } catch {
                    throw ICSError.unreadable(file: name, reason: "\(error.localizedDescription)")
                }
                guard let block, !block.isEmpty else { return }
                try feed([UInt8](block))
            }
        }
    }

    /// Reads bytes already in memory (tests, small inputs).
    /// - Parameters:
    ///   - bytes: the whole input.
    ///   - name: how messages name the input.
    ///   - handler: called once per item.
    /// - Throws: ``ICSError`` as ``read(path:handler:)`` does.
    public func read(bytes: some Collection<UInt8>, name: String, handler: (ICSImportItem) throws -> Void) throws {
        try withSession(name: name, handler: handler) { feed in try feed(Array(bytes)) }
    }

    /// Reads a whole input into an array of items: convenient for small inputs and tests.
    /// - Throws: ``ICSError`` when the input as a whole is refused.
    public func items(bytes: some Collection<UInt8>, name: String) throws -> [ICSImportItem] {
        var items: [ICSImportItem] = []
        try read(bytes: bytes, name: name) { items.append($0) }
        return items
    }

    private func withSession(
        name: String, handler: (ICSImportItem) throws -> Void,
        body: (_ feed: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        _ = Libical.quiet
        try withoutActuallyEscaping(handler) { handler in
            let session = ReadSession(options: options, handler: handler)
            var splitter = ComponentSplitter(file: name, options: options) { try session.take($0) }
            try body { bytes in try splitter.feed(bytes) }
            try splitter.finish()
            try session.finish()
        }
    }
}

/// The state of one read: VTIMEZONEs in hand, and events waiting for the end of the input.
private final class ReadSession {
    private let options: ICSImportOptions
    private let handler: (ICSImportItem) throws -> Void
    private let zones: ZoneResolver
    // Flat storage (no array per UID): each event's UID group, numbered in order of appearance.
    private var events: [ParsedEvent] = []
    private var groupOfEvent: [Int32] = []
    private var groupByUID: [String: Int32] = [:]

    init(options: ICSImportOptions, handler: @escaping (ICSImportItem) throws -> Void) {
        self.options = options
        self.handler = handler
        zones = ZoneResolver(homeZone: options.homeZone)
    }

    func take(_ piece: ComponentSplitter.Piece) throws {
        switch piece {
        case .skipped(let kind):
            if kind != "VALARM" { try handler(.skipped(kind: kind)) }
        case .calendarEnded(let calendar, let properties):
            guard let component = Libical.parse(properties) else { return }
            defer { icalcomponent_free(component) }
            if let zone = Libical.extensionValue(component, named: "X-WR-TIMEZONE") {
                zones.setFloatingZone(zone, calendar: calendar)
            }
        case .component(let kind, let text, let line, let calendar):
            guard let component = Libical.parse(text) else {
                if kind == "VEVENT" {
                    try handler(.rejected(uid: nil, line: line, reason: "libical cannot parse this VEVENT"))
                }
                return
            }
            if kind == "VTIMEZONE" {
                if icalcomponent_isa(component) == ICAL_VTIMEZONE_COMPONENT {
                    zones.add(vtimezone: component, calendar: calendar)
                } else {
                    icalcomponent_free(component)
                }
                return
            }
            defer { icalcomponent_free(component) }
            guard icalcomponent_isa(component) == ICAL_VEVENT_COMPONENT else {
                try handler(.rejected(uid: nil, line: line, reason: "libical cannot parse this VEVENT"))
                return
            }
            do {
                let event = try ParsedEvent(component: component, line: line, calendar: calendar, options: options)
                // One hash look-up for a new UID (the usual case): add it with the next group,
                // and put an earlier UID's group back.
                let nextGroup = Int32(groupByUID.count)
                var group = nextGroup
                if let earlier = groupByUID.updateValue(nextGroup, forKey: event.uid) {
                    groupByUID[event.uid] = earlier
                    group = earlier
                }
                events.append(event)
                groupOfEvent.append(group)
            } catch {
                try handler(.rejected(uid: error.uid, line: line, reason: error.reason))
            }
        }
    }

    func finish() throws {
        let groupCount = groupByUID.count
        groupByUID = [:]
        let assembler = SeriesAssembler(options: options, zones: zones)
        // Bucket the events by group (a counting sort keeps file order within each UID).
        var bucketStart = [Int](repeating: 0, count: groupCount + 1)
        for group in groupOfEvent { bucketStart[Int(group) + 1] += 1 }
        for group in 0..<groupCount { bucketStart[group + 1] += bucketStart[group] }
        var fill = bucketStart
        var order = [Int](repeating: 0, count: events.count)
        for (index, group) in groupOfEvent.enumerated() {
            order[fill[Int(group)]] = index
            fill[Int(group)] += 1
        }
        for group in 0..<groupCount {
            let members = order[bucketStart[group]..<bucketStart[group + 1]].map { events[$0] }
            for item in assembler.items(for: members) { try handler(item) }
        }
    }
}
