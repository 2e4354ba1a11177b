import CLibical
import FanCalendar

/// A parsed VEVENT as the reader stages it (``EventStaging``): what deciding its revision needs,
/// and the event itself as bytes, made on the thread that parsed it.
struct StagedEvent: Sendable {
    var uid: String
    /// The RECURRENCE-ID as written (value, `Z`, TZID), or empty for a master: overrides with the
    /// same key are revisions of one occurrence.
    var key: [UInt8]
    var sequence: Int
    var lastModified: Int64?
    var payload: [UInt8]

    /// - Parameter text: the VEVENT as the splitter cut it: a ticket deadline (fancal's own
    ///   export, rare) is staged as its text and parsed again when it is taken back, rather than
    ///   every field of its ticket written out.
    init(_ event: ParsedEvent, text: [UInt8]) {
        uid = event.uid
        sequence = event.sequence
        lastModified = event.lastModified
        var keyWriter = StagingWriter()
        if let recurrenceID = event.recurrenceID { keyWriter.wallTime(recurrenceID) }
        key = keyWriter.bytes
        var writer = StagingWriter()
        writer.bytes.reserveCapacity(512)
        if event.ticket != nil {
            writer.integer(1)
            writer.integer(Int64(event.line))
            writer.integer(Int64(event.calendar))
            writer.bytes.append(contentsOf: text)
        } else {
            writer.integer(0)
            writer.event(event)
        }
        payload = writer.bytes
    }

    /// The event a payload holds.
    static func event(from payload: [UInt8], options: ICSImportOptions) -> ParsedEvent {
        var reader = StagingReader(payload)
        if reader.integer() == 0 { return reader.event() }
        let line = Int(reader.integer()), calendar = Int(reader.integer())
        let text = Array(payload[reader.offset...])
        // The same text parsed the same way as when it was staged: it gave this event then.
        let component = Libical.parse(text)!
        defer { icalcomponent_free(component) }
        return try! ParsedEvent(component: component, text: text, line: line, calendar: calendar, options: options)
    }
}

/// Writes a staged event: fixed-width integers (native byte order: the bytes never leave the
/// process that wrote them) and length-prefixed UTF-8.
struct StagingWriter {
    var bytes: [UInt8] = []

    mutating func integer(_ value: Int64) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(Int64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalText(_ value: String?) {
        guard let value else { return integer(-1) }
        text(value)
    }

    mutating func optionalInteger(_ value: Int64?) {
        integer(value == nil ? 0 : 1)
        integer(value ?? 0)
    }

    mutating func wallTime(_ value: WallTime) {
        integer(Int64(value.date.daysSinceEpoch))
        integer(Int64(value.time?.secondsSinceMidnight ?? -1))
        integer(value.isUTC ? 1 : 0)
        optionalText(value.tzid)
    }

    mutating func optionalWallTime(_ value: WallTime?) {
        integer(value == nil ? 0 : 1)
        if let value { wallTime(value) }
    }

    mutating func event(_ event: ParsedEvent) {
        text(event.uid)
        integer(Int64(event.line))
        integer(Int64(event.calendar))
        wallTime(event.start)
        optionalWallTime(event.end)
        optionalInteger(event.durationSeconds.map(Int64.init))
        optionalWallTime(event.recurrenceID)
        integer(Int64(event.rules.count))
        for rule in event.rules { text(rule) }
        integer(Int64(event.rdates.count))
        for rdate in event.rdates { wallTime(rdate) }
        integer(Int64(event.exdates.count))
        for exdate in event.exdates { wallTime(exdate) }
        integer(event.isCancelled ? 1 : 0)
        integer(Int64(event.sequence))
        optionalInteger(event.lastModified)
        text(event.title)
        text(event.category.rawValue)
        optionalText(event.sub)
        optionalText(event.artist)
        optionalText(event.venue)
        optionalText(event.memo)
        integer(event.amount.minorUnits)
        text(event.amount.currency.code)
        optionalInteger(event.charged?.minorUnits)
        text(event.charged?.currency.code ?? "")
        integer(Int64(event.warnings.count))
        for warning in event.warnings { text(warning) }
        integer(event.rewrote ? 1 : 0)
        integer(Int64(event.source.count))
        bytes.append(contentsOf: event.source)
    }
}

/// Reads what ``StagingWriter`` wrote, in the same order.
struct StagingReader {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func integer() -> Int64 {
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
        offset += 8
        return value
    }

    mutating func text() -> String {
        let count = Int(integer())
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func optionalText() -> String? {
        let count = Int(integer())
        guard count >= 0 else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func optionalInteger() -> Int64? {
        let present = integer() != 0
        let value = integer()
        return present ? value : nil
    }

    mutating func wallTime() -> WallTime {
        let date = CivilDate(daysSinceEpoch: Int(integer()))
        let seconds = Int(integer())
        let time = seconds < 0 ? nil : CivilTime(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
        let isUTC = integer() != 0
        return WallTime(date: date, time: time, isUTC: isUTC, tzid: optionalText())
    }

    mutating func optionalWallTime() -> WallTime? {
        integer() == 0 ? nil : wallTime()
    }

    mutating func list<T>(_ element: (inout StagingReader) -> T) -> [T] {
        (0..<Int(integer())).map { _ in element(&self) }
    }

    mutating func event() -> ParsedEvent {
        let uid = text()
        let line = Int(integer()), calendar = Int(integer())
        let start = wallTime()
        let end = optionalWallTime()
        let durationSeconds = optionalInteger().map(Int.init)
        let recurrenceID = optionalWallTime()
        let rules = list { $0.text() }
        let rdates = list { $0.wallTime() }
        let exdates = list { $0.wallTime() }
        let isCancelled = integer() != 0
        let sequence = Int(integer())
        let lastModified = optionalInteger()
        let title = text()
        let category = Category(rawValue: text())!
        let sub = optionalText(), artist = optionalText(), venue = optionalText(), memo = optionalText()
        let minorUnits = integer()
        let amount = Money(minorUnits: minorUnits, currency: Currency(code: text())!)
        let chargedMinor = optionalInteger()
        let chargedCurrency = Currency(code: text())
        let charged = chargedMinor.flatMap { minor in chargedCurrency.map { Money(minorUnits: minor, currency: $0) } }
        let warnings = list { $0.text() }
        let rewrote = integer() != 0
        let sourceCount = Int(integer())
        let source = Array(bytes[offset..<offset + sourceCount])
        offset += sourceCount
        return ParsedEvent(
            uid: uid, line: line, calendar: calendar, start: start, end: end, durationSeconds: durationSeconds,
            recurrenceID: recurrenceID, rules: rules, rdates: rdates, exdates: exdates, isCancelled: isCancelled,
            sequence: sequence, lastModified: lastModified, title: title, category: category, sub: sub,
            artist: artist, venue: venue, memo: memo, amount: amount, charged: charged, source: source, rewrote: rewrote,
            warnings: warnings, ticket: nil)
    }
}
