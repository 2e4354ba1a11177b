import CLibical
import FanCalendar

/// What the reader keeps of one VEVENT after libical parsed it and its tree was freed: validated
/// values only, so memory per event stays small while a whole input is read.
struct ParsedEvent: Sendable {
    var uid: String
    var line: Int
    var calendar: Int
    var start: WallTime
    var end: WallTime?
    /// DURATION in seconds, when given instead of DTEND.
    var durationSeconds: Int?
    var recurrenceID: WallTime?
    var rules: [String]
    var rdates: [WallTime]
    var exdates: [WallTime]
    var isCancelled: Bool
    var sequence: Int
    var lastModified: Int64?
    var title: String
    var category: Category
    var sub: String?
    var artist: String?
    var venue: String?
    var memo: String?
    var amount: Money
    /// X-FANCAL-CHARGED in X-FANCAL-CHARGED-CURRENCY: what the card billed (`--charged`).
    var charged: Money?
    /// The VEVENT as the splitter cut it (LF line ends, folds kept): kept whole in the
    /// ``CalendarObject`` of its UID.
    var source: [UInt8] = []
    /// Whether the import made a one-line field one line, or cut a field to its limit: an
    /// export then writes fancal's text of it (``CalendarObjectPatch``), not the original.
    var rewrote = false
    /// What the reader assumed about this event (a field cut, DTEND before DTSTART).
    var warnings: [String]
    /// For a ticket deadline of fancal's own export: the ticket with the event's phase, and the
    /// phase's position on the ticket.
    var ticket: ImportedTicketPhase?

    var isSeries: Bool { !rules.isEmpty || !rdates.isEmpty }

    /// The title given to an event without SUMMARY (a record always has a title).
    static let untitled = "(no title)"

    /// fancal's own X- properties, read in one pass over an event's X- properties (a walk per
    /// name compared every X- property's name five times), in the order fancal's export writes
    /// them, so that each usually matches the first name still unfound.
    private static let extensionNames = [
        "X-FANCAL-CATEGORY", "X-FANCAL-SUB", "X-FANCAL-ARTIST", "X-FANCAL-AMOUNT", "X-FANCAL-CURRENCY",
        TicketProperties.ticketName, "X-FANCAL-CHARGED", "X-FANCAL-CHARGED-CURRENCY",
    ].map { Array($0.utf8) }
    private static let ticketNames = TicketProperties.names.map { Array($0.utf8) }

    /// Why a VEVENT cannot become a record.
    struct Rejection: Error {
        var uid: String?
        var reason: String
    }
}

/// The reader's initializer stands in an extension so that the struct keeps the memberwise
/// initializer Swift makes, with which a staged event is taken back (ParsedEvent+Staging.swift).
extension ParsedEvent {
    /// Reads a parsed VEVENT.
    /// - Throws: `Rejection` for a missing or impossible DTSTART, an impossible DTEND or
    ///   RECURRENCE-ID, or a bad amount or currency.
    /// - Parameter text: the VEVENT as written, for the numbers libical reads into an int
    ///   without saying when they overflow (SEQUENCE, DURATION).
    init(component: OpaquePointer, text: [UInt8], line: Int, calendar: Int, options: ICSImportOptions) throws(Rejection) {
        let properties = EventProperties(component)
        let uidText = properties.uid.flatMap { Libical.text(icalproperty_get_uid($0)) }?.trimmingWhitespace()
        func reject(_ reason: String) -> Rejection { Rejection(uid: uidText, reason: reason) }

        guard let startProperty = properties.start else {
            throw reject("no DTSTART")
        }
        let startValue = icalproperty_get_dtstart(startProperty)
        guard let start = WallTime(startValue, tzid: Libical.tzid(of: startProperty)) else {
            throw reject("impossible DTSTART \(WallTime.describe(startValue))")
        }
        // One range for records however made (RecordLimits.years): what an export writes back.
        guard RecordLimits.contains(start.date) else {
            throw reject("DTSTART \(WallTime.describe(startValue)) is outside the years \(RecordLimits.yearsDescription)")
        }
        var warnings: [String] = []
        self.start = start
        if let endProperty = properties.end {
            let value = icalproperty_get_dtend(endProperty)
            guard let end = WallTime(value, tzid: Libical.tzid(of: endProperty, reusing: start.tzid)) else {
                throw reject("impossible DTEND \(WallTime.describe(value))")
            }
            self.end = end
        } else {
            end = nil
        }
        if end == nil, let durationProperty = properties.duration {
            // libical keeps each number of a duration in an int and wraps larger ones silently
            // (PT9999999999999999999S ended in 2070): more than 9 digits is refused here.
            for written in Self.writtenValues(of: "DURATION", in: text) where Self.hasLongNumber(written, digits: 9) {
                throw reject("DURATION \(written) is too long")
            }
            let duration = icalproperty_get_duration(durationProperty)
            durationSeconds = icaldurationtype_is_bad_duration(duration) == 0 ? Self.seconds(duration) : nil
        } else {
            durationSeconds = nil
        }
        if let property = properties.recurrenceID {
            let value = icalproperty_get_recurrenceid(property)
            guard let recurrence = WallTime(value, tzid: Libical.tzid(of: property)) else {
                throw reject("impossible RECURRENCE-ID \(WallTime.describe(value))")
            }
            recurrenceID = recurrence
        } else {
            recurrenceID = nil
        }
        var rules: [String] = []
        for property in properties.rules {
            var rule = icalproperty_get_rrule(property)
            guard let text = icalrecurrencetype_as_string_r(&rule) else { continue }
            defer { icalmemory_free_buffer(text) }
            guard Libical.isIterable(rule) else {
                throw reject("RRULE \(String(cString: text)) is not supported (a sub-daily rule with date filters)")
            }
            rules.append(String(cString: text))
        }
        self.rules = rules
        rdates = properties.rdates.compactMap { property in
            let value = icalproperty_get_rdate(property)
            let time = icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start
            return WallTime(time, tzid: Libical.tzid(of: property))
        }
        exdates = properties.exdates.compactMap { property in
            WallTime(icalproperty_get_exdate(property), tzid: Libical.tzid(of: property))
        }
        isCancelled = properties.status.map(icalproperty_get_status) == ICAL_STATUS_CANCELLED
        if let property = properties.sequence {
            // libical reads SEQUENCE into an int through strtol and a cast: 99999999999999999999
            // became -1. The text decides: a number from 0 to 2^31 - 1, as RFC 5545 allows.
            let value = icalproperty_get_sequence(property)
            for written in Self.writtenValues(of: "SEQUENCE", in: text) {
                guard let number = Int32(written.trimmingWhitespace()), number >= 0 else {
                    throw reject("SEQUENCE \(written) is not a number from 0 to 2147483647")
                }
            }
            guard value >= 0 else { throw reject("SEQUENCE \(value) is not a number from 0 to 2147483647") }
            sequence = Int(value)
        } else {
            sequence = 0
        }
        if let property = properties.lastModified {
            let value = icalproperty_get_lastmodified(property)
            lastModified = icaltime_is_null_time(value) == 0
                ? Int64(icaltime_as_timet_with_zone(value, icaltimezone_get_utc_timezone())) : nil
        } else {
            lastModified = nil
        }

        let rawTitle = properties.summary.flatMap { Libical.text(icalproperty_get_summary($0)) }
        title = rawTitle.flatMap { FieldText.line($0, property: "SUMMARY", warnings: &warnings) } ?? ParsedEvent.untitled
        let rawVenue = properties.location.flatMap { Libical.text(icalproperty_get_location($0)) }
        venue = rawVenue.flatMap { FieldText.line($0, property: "LOCATION", warnings: &warnings) }
        memo = properties.description.flatMap { Libical.text(icalproperty_get_description($0)) }
        let extensions = Libical.extensionValues(properties.extensions, named: ParsedEvent.extensionNames)
        sub = extensions[1].flatMap { FieldText.line($0, property: "X-FANCAL-SUB", warnings: &warnings) }
        artist = extensions[2].flatMap { FieldText.line($0, property: "X-FANCAL-ARTIST", warnings: &warnings) }
        rewrote = (rawTitle != nil && rawTitle != title) || rawVenue != venue || extensions[1] != sub
            || extensions[2] != artist
        // CATEGORIES only when X-FANCAL-CATEGORY names no category.
        category = extensions[0].flatMap(Category.init(name:))
            ?? properties.categories.lazy
                .compactMap({ Libical.text(icalproperty_get_categories($0)).flatMap(Category.init(name:)) }).first
            ?? options.defaultCategory

        var currency = options.defaultCurrency
        if let code = extensions[4] {
            guard let known = Currency(code: code.trimmingWhitespace()) else {
                throw reject("unknown currency \"\(code)\" in X-FANCAL-CURRENCY")
            }
            currency = known
        }
        if let text = extensions[3] {
            do {
                amount = try Money.parse(text, currency: currency)
            } catch {
                throw reject(ParsedEvent.explain(error))
            }
        } else {
            amount = .zero(currency)
        }
        if let text = extensions[6] {
            guard let code = extensions[7], let chargedCurrency = Currency(code: code.trimmingWhitespace()) else {
                throw reject("X-FANCAL-CHARGED \"\(text)\" without a known X-FANCAL-CHARGED-CURRENCY")
            }
            do {
                charged = try Money.parse(text, currency: chargedCurrency)
            } catch {
                throw reject(ParsedEvent.explain(error).replacingAmountName())
            }
        } else {
            charged = nil
        }
        if let ticketUID = extensions[5] {
            // A ticket deadline that does not describe its ticket is refused, not taken for a record.
            guard let ticket = TicketProperties.ticket(
                uid: ticketUID, values: Libical.extensionValues(properties.extensions, named: ParsedEvent.ticketNames))
            else {
                throw reject("X-FANCAL-TICKET \(ticketUID): the X-FANCAL-TICKET-* properties do not describe a ticket phase")
            }
            self.ticket = ticket
        } else {
            ticket = nil
        }
        // Only fancal's own exports carry X-FANCAL-AMOUNT, and with it the line to take off;
        // the memo's limit applies to what is left.
        if let description = memo, extensions[3] != nil {
            memo = ICSDescription.memo(in: description, amount: amount, artist: artist, sub: sub)
        }
        if let memo, let cut = FieldText.cut(memo, toBytes: RecordLimits.memoBytes) {
            self.memo = cut
            rewrote = true
            warnings.append("DESCRIPTION longer than \(RecordLimits.memoBytes) bytes was cut to that length")
        }
        uid = uidText ?? ""
        if uid.utf8.count > RecordLimits.lineBytes {
            throw reject("UID longer than \(RecordLimits.lineBytes) bytes")
        }
        self.warnings = warnings
        self.line = line
        self.calendar = calendar
        source = text
        if uid.isEmpty { uid = syntheticUID() }
    }

    /// A UID for an event without one, derived from what it says so that importing the same file
    /// twice gives the same UID (FNV-1a over DTSTART, SUMMARY, LOCATION and DESCRIPTION).
    private func syntheticUID() -> String {
        var hash = FNV1a()
        var parts = [start.key, start.tzid ?? "", title, venue ?? "", memo ?? ""].joined(separator: "\u{1F}")
        parts.withUTF8 { hash.add(bytes: UnsafeRawBufferPointer($0)) }
        let hex = String(hash.value, radix: 16)
        return "fancal-nouid-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A duration in seconds, in Swift's 64-bit Int (`icaldurationtype_as_int` overflows its int
    /// for P9999W).
    private static func seconds(_ duration: icaldurationtype) -> Int {
        let weeks = Int(duration.weeks), days = Int(duration.days), hours = Int(duration.hours)
        let total = (((weeks * 7 + days) * 24 + hours) * 60 + Int(duration.minutes)) * 60 + Int(duration.seconds)
        return duration.is_neg != 0 ? -total : total
    }

    /// The values of the event's own properties named `name` as written: the text unfolded
    /// (the splitter has made line ends LF), the lines of nested components (VALARM) skipped.
    /// Only read for the few properties whose overflow libical hides.
    static func writtenValues(of name: String, in text: [UInt8]) -> [String] {
        var unfolded: [UInt8] = []
        unfolded.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == 0x0A, index + 1 < text.count, text[index + 1] == 0x20 || text[index + 1] == 0x09 {
                index += 2
                continue
            }
            unfolded.append(text[index])
            index += 1
        }
        let upperName = Array(name.utf8)
        var values: [String] = []
        var depth = 0
        for line in unfolded.split(separator: 0x0A) {
            let upper = line.prefix(upperName.count + 1).asciiUppercased
            if upper.starts(with: Array("BEGIN:".utf8)) { depth += 1 }
            if upper.starts(with: Array("END:".utf8)) { depth -= 1 }
            guard depth == 1, upper.count > upperName.count, upper.starts(with: upperName),
                upper[upperName.count] == UInt8(ascii: ":") || upper[upperName.count] == UInt8(ascii: ";"),
                let colon = line.firstIndex(of: UInt8(ascii: ":"))
            else { continue }
            values.append(String(decoding: line[(colon + 1)...], as: UTF8.self))
        }
        return values
    }

    /// Whether `text` holds a run of more than `digits` decimal digits.
    private static func hasLongNumber(_ text: String, digits: Int) -> Bool {
        var run = 0
        for byte in text.utf8 {
            run = (0x30...0x39).contains(byte) ? run + 1 : 0
            if run > digits { return true }
        }
        return false
    }

    fileprivate static func explain(_ error: Money.ParseError) -> String {
        switch error {
        case .notANumber(let text): "X-FANCAL-AMOUNT \"\(text)\" is not a number"
        case .negative(let text): "X-FANCAL-AMOUNT \"\(text)\" is negative"
        case .tooManyDecimals(let text, let currency):
            "X-FANCAL-AMOUNT \"\(text)\" has more than \(currency.minorDigits) decimals for \(currency.code)"
        case .tooLarge(let text): "X-FANCAL-AMOUNT \"\(text)\" is too large"
        }
    }
}

/// The properties of a VEVENT that fancal reads, found in one walk over its property list (a
/// libical look-up per kind walked the list again for each of some fifteen kinds). Kinds read
/// once keep their first property, as libical's `icalcomponent_get_…` accessors do.
private struct EventProperties {
    var uid: OpaquePointer?
    var start: OpaquePointer?
    var end: OpaquePointer?
    var duration: OpaquePointer?
    var recurrenceID: OpaquePointer?
    var status: OpaquePointer?
    var sequence: OpaquePointer?
    var lastModified: OpaquePointer?
    var summary: OpaquePointer?
    var location: OpaquePointer?
    var description: OpaquePointer?
    var rules: [OpaquePointer] = []
    var rdates: [OpaquePointer] = []
    var exdates: [OpaquePointer] = []
    var categories: [OpaquePointer] = []
    /// X- properties, in file order.
    var extensions: [OpaquePointer] = []

    init(_ component: OpaquePointer) {
        var next = icalcomponent_get_first_property(component, ICAL_ANY_PROPERTY)
        while let property = next {
            switch icalproperty_isa(property) {
            case ICAL_UID_PROPERTY: uid = uid ?? property
            case ICAL_DTSTART_PROPERTY: start = start ?? property
            case ICAL_DTEND_PROPERTY: end = end ?? property
            case ICAL_DURATION_PROPERTY: duration = duration ?? property
            case ICAL_RECURRENCEID_PROPERTY: recurrenceID = recurrenceID ?? property
            case ICAL_STATUS_PROPERTY: status = status ?? property
            case ICAL_SEQUENCE_PROPERTY: sequence = sequence ?? property
            case ICAL_LASTMODIFIED_PROPERTY: lastModified = lastModified ?? property
            case ICAL_SUMMARY_PROPERTY: summary = summary ?? property
            case ICAL_LOCATION_PROPERTY: location = location ?? property
            case ICAL_DESCRIPTION_PROPERTY: description = description ?? property
            case ICAL_RRULE_PROPERTY: rules.append(property)
            case ICAL_RDATE_PROPERTY: rdates.append(property)
            case ICAL_EXDATE_PROPERTY: exdates.append(property)
            case ICAL_CATEGORIES_PROPERTY: categories.append(property)
            case ICAL_X_PROPERTY: extensions.append(property)
            default: break
            }
            next = icalcomponent_get_next_property(component, ICAL_ANY_PROPERTY)
        }
    }
}

extension String {
    /// An amount's rejection reworded for X-FANCAL-CHARGED.
    fileprivate func replacingAmountName() -> String {
        guard hasPrefix("X-FANCAL-AMOUNT") else { return self }
        return "X-FANCAL-CHARGED" + dropFirst("X-FANCAL-AMOUNT".count)
    }
}
