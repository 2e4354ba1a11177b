import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

extension CalendarObject {
    /// The object one UID's events make, kept as the reader read them.
    /// - Parameters:
    ///   - members: the UID's events (the newest revision of each), in input order.
    ///   - items: what the assembler made of them; no object without a record among them.
    ///   - zoneText: the text of a VTIMEZONE by TZID, from the member's VCALENDAR first.
    /// - Returns: nil for a UID without records, and for fancal's own ticket deadlines (tickets
    ///   are written from the ticket, not kept).
    init?(
        members: [ParsedEvent], items: [ICSImportItem], options: ICSImportOptions,
        floatingZone: (Int) -> String?, zoneText: (String, Int) -> [UInt8]?
    ) {
        guard let first = members.first, !members.contains(where: { $0.ticket != nil || $0.source.isEmpty }) else {
            return nil
        }
        let records = items.compactMap { item -> Record? in
            if case .event(let event) = item { return event.record }
            return nil
        }
        guard !records.isEmpty else { return nil }
        var events: [UInt8] = []
        var tzids = Set<String>()
        var zones: [UInt8] = []
        var sequence = 0
        var lastModified: Int64?
        for member in members {
            Self.appendNormalised(member.source, to: &events)
            var walls = [member.start] + member.rdates + member.exdates
            if let end = member.end { walls.append(end) }
            if let recurrenceID = member.recurrenceID { walls.append(recurrenceID) }
            for wall in walls {
                guard let tzid = wall.tzid, tzids.insert(tzid).inserted else { continue }
                if let text = zoneText(tzid, member.calendar) { Self.appendNormalised(text, to: &zones) }
            }
            sequence = max(sequence, member.sequence)
            if let modified = member.lastModified { lastModified = max(lastModified ?? modified, modified) }
        }
        self.init(
            uid: records[0].uid, events: events, zones: zones, tzids: tzids.sorted(), sequence: sequence,
            lastModified: lastModified, floatingZone: floatingZone(first.calendar), derivedOn: options.today,
            defaultCategory: options.defaultCategory, defaultCurrency: options.defaultCurrency,
            // A field the import rewrote is fancal's to write: the records are not the text's.
            derivedHash: members.contains(where: \.rewrote) ? nil : CalendarObject.fingerprint(of: records))
    }

    /// A component's text as the splitter cut it (LF, folds kept), with CRLF line ends and its
    /// own BEGIN and END lines in upper case, as RFC 5545 writes them: the object's components
    /// can then be found again by their boundaries.
    static func appendNormalised(_ text: [UInt8], to output: inout [UInt8]) {
        guard let firstBreak = text.firstIndex(of: 0x0A), let lastBreak = text.lastIndex(of: 0x0A) else { return }
        // This runs for every VEVENT an import keeps: the lines between the first and the last
        // are copied a run at a time, their ends found by memchr (a byte loop and a copy a line
        // cost 9,000 instructions a VEVENT, callgrind).
        output.reserveCapacity(output.count + text.count + text.count / 16 + 8)
        output.append(contentsOf: text[..<firstBreak].asciiUppercased)
        text.withUnsafeBufferPointer { text in
            let base = text.baseAddress!
            var lineStart = firstBreak + 1
            while lineStart <= lastBreak {
                let next = UnsafePointer(memchr(base + lineStart, 0x0A, lastBreak + 1 - lineStart)!
                    .assumingMemoryBound(to: UInt8.self)) - base
                output.append(0x0D)
                output.append(0x0A)
                output.append(contentsOf: UnsafeBufferPointer(start: base + lineStart, count: next - lineStart))
                lineStart = next + 1
            }
        }
        output.append(0x0D)
        output.append(0x0A)
        output.append(contentsOf: text[(lastBreak + 1)...].asciiUppercased)
        output.append(0x0D)
        output.append(0x0A)
    }

    /// The components of an object's text (its `events` or `zones`): each from a `BEGIN:` line
    /// to the `END:` line that closes it, nested components inside.
    static func components(of text: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        var depth = 0
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count && text[end] != 0x0A { end += 1 }
            let line = text[start..<min(end + 1, text.count)]
            let head = line.prefix(6).asciiUppercased
            if head.starts(with: Array("BEGIN:".utf8)) { depth += 1 }
            current.append(contentsOf: line)
            if head.starts(with: Array("END:".utf8)) {
                depth -= 1
                if depth == 0 {
                    result.append(current)
                    current.removeAll()
                }
            }
            start = end + 1
        }
        return result
    }
}
