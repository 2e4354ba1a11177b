import CLibical
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Small helpers over libical's C API: one place for its memory and error conventions.
enum Libical {
    /// libical aborts the process on errors unless told otherwise, and warns on stderr when
    /// errors are fatal; fancal wants neither. Set once, before the first parse.
    static let quiet: Void = {
        icalerror_set_errors_are_fatal(0)
    }()

    /// libical's process-wide state that is created lazily, created once on the calling thread
    /// before a reader starts parsing on other threads: whether errors are fatal (a plain global)
    /// and the UTC zone (``ParsedEvent`` converts LAST-MODIFIED with it).
    ///
    /// One shared thing remains: `icalparser_parse_string` saves the error state of
    /// ICAL_MALFORMEDDATA_ERROR, sets it to NONFATAL and restores it, on a global table, so
    /// parses on two threads may leave it NONFATAL instead of DEFAULT. With errors not fatal the
    /// two act the same (`icalerror_set_errno` stops only on FATAL, or DEFAULT when errors are
    /// fatal), and nothing sets FATAL. Errors themselves (`icalerrno`) are per thread.
    static let readyForThreads: Void = {
        _ = quiet
        _ = icaltimezone_get_utc_timezone()
    }()

    /// Parses one component's text. The caller owns the result (`icalcomponent_free`).
    static func parse(_ text: [UInt8]) -> OpaquePointer? {
        _ = quiet
        // libical wants a C string. Copied with memcpy into a scratch buffer: appending the NUL to
        // a copy of the array copied it byte by byte (≈ 6,000 instructions per VEVENT).
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { terminated in
            text.withUnsafeBytes { UnsafeMutableRawBufferPointer(terminated).copyMemory(from: $0) }
            terminated[text.count] = 0
            return icalparser_parse_string(terminated.baseAddress!)
        }
    }

    /// Copies a C string libical lends (it points into a component) into a Swift string; nil for
    /// null, and for empty or blank text.
    static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        // A printable ASCII first byte other than space (the usual case) is not blank.
        if (0x21...0x7E).contains(pointer[0]) { return String(cString: pointer) }
        let value = String(cString: pointer)
        // Blank means every Character is whitespace, and a Character is whitespace when its first
        // scalar is: a non-whitespace first scalar (the usual case) settles it without trimming.
        if let first = value.unicodeScalars.first,
            first.isASCII ? first.value > 0x20 && first.value < 0x7F : !first.properties.isWhitespace
        {
            return value
        }
        return value.trimmingWhitespace().isEmpty ? nil : value
    }

    /// Serialises a component (CRLF, folded) into a Swift string, freeing libical's buffer.
    static func serialise(_ component: OpaquePointer) -> String {
        guard let buffer = icalcomponent_as_ical_string_r(component) else { return "" }
        defer { icalmemory_free_buffer(buffer) }
        return String(cString: buffer)
    }

    /// Appends libical's text of a property (its folded lines, each ending in CRLF) to `text`, and
    /// frees the property: what `icalcomponent_as_ical_string_r` writes for it in a component.
    static func appendText(of property: OpaquePointer?, to text: inout [UInt8]) {
        guard let property else { return }
        defer { icalproperty_free(property) }
        guard let buffer = icalproperty_as_ical_string_r(property) else { return }
        defer { icalmemory_free_buffer(buffer) }
        text.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: strlen(buffer)))
    }

    /// The TZID parameter of a property, if any; `known` itself when the text is the same (DTEND
    /// usually repeats DTSTART's TZID), without making another String.
    static func tzid(of property: OpaquePointer, reusing known: String? = nil) -> String? {
        guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) else {
            return nil
        }
        let value = icalparameter_get_tzid(parameter)
        if let known, let value, known.withCString({ strcmp($0, value) == 0 }) { return known }
        return text(value)
    }

    /// The value of an X- property found by name (upper-case ASCII) case-insensitively.
    static func extensionValue(_ component: OpaquePointer, named name: String) -> String? {
        extensionValues(properties(component, ICAL_X_PROPERTY), named: [Array(name.utf8)])[0]
    }

    /// The values of several X- properties, found in one pass over a component's X- properties
    /// (in file order): for each name (upper-case ASCII bytes), the text of the first property of
    /// that name, compared case-insensitively, or nil.
    static func extensionValues(_ xProperties: [OpaquePointer], named names: [[UInt8]]) -> [String?] {
        var values = [String?](repeating: nil, count: names.count)
        var unfound = names.indices.map { $0 }
        for property in xProperties where !unfound.isEmpty {
            if let xName = icalproperty_get_x_name(property),
                let position = unfound.firstIndex(where: { isName(xName, names[$0]) })
            {
                values[unfound.remove(at: position)] = text(icalproperty_get_x(property))
            }
        }
        return values
    }

    /// Whether a property name libical lends equals `upperName` (upper-case ASCII) once upper-cased.
    /// Compares bytes in place; a name with non-ASCII bytes takes the full Unicode comparison.
    private static func isName(_ cName: UnsafePointer<CChar>, _ upperName: [UInt8]) -> Bool {
        func unicodeEqual() -> Bool { String(cString: cName).uppercased() == String(decoding: upperName, as: UTF8.self) }
        for (index, expected) in upperName.enumerated() {
            let byte = UInt8(bitPattern: cName[index])
            if byte >= 0x80 { return unicodeEqual() }
            let upper = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
            if upper != expected { return false }
        }
        let next = UInt8(bitPattern: cName[upperName.count])
        return next == 0 || (next >= 0x80 && unicodeEqual())
    }

    /// Every property of a kind, in file order (libical's iterator is per component, so this
    /// must not be nested with another walk over the same component).
    static func properties(_ component: OpaquePointer, _ kind: icalproperty_kind) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var property = icalcomponent_get_first_property(component, kind)
        while let current = property {
            result.append(current)
            property = icalcomponent_get_next_property(component, kind)
        }
        return result
    }

    /// Whether libical can iterate a rule in bounded time: sub-daily rules must not filter by
    /// date (a filter that never matches makes libical search for hours).
    static func isIterable(_ rule: icalrecurrencetype) -> Bool {
        var rule = rule
        let subDaily = [ICAL_SECONDLY_RECURRENCE, ICAL_MINUTELY_RECURRENCE, ICAL_HOURLY_RECURRENCE].contains(rule.freq)
        return !subDaily || fancal_recur_has_date_filters(&rule) == 0
    }

    /// Whether a VTIMEZONE observance rule is one libical expands in bounded time: yearly,
    /// without hour, minute or second filters, as every real VTIMEZONE writes it.
    static func isZoneRule(_ rule: icalrecurrencetype) -> Bool {
        var rule = rule
        return rule.freq == ICAL_YEARLY_RECURRENCE && fancal_recur_has_time_filters(&rule) == 0
    }

    /// A wall-clock time as libical holds it, attached to a zone (nil: floating).
    static func time(_ wall: WallTime, zone: OpaquePointer?) -> icaltimetype {
        var value = icaltime_null_time()
        value.year = Int32(wall.date.year)
        value.month = Int32(wall.date.month)
        value.day = Int32(wall.date.day)
        if let time = wall.time {
            value.hour = Int32(time.hour)
            value.minute = Int32(time.minute)
            value.second = Int32(time.second)
            value.zone = zone
        } else {
            value.is_date = 1
        }
        return value
    }
}

/// A date or date-time exactly as written, validated: the reader resolves its zone later, once
/// every VTIMEZONE of the calendar has been seen. Stored packed (a reader keeps three per event
/// for a whole input): the date as days since 1970, the time as seconds since midnight or -1.
struct WallTime: Hashable, Sendable {
    private var packedDays: Int32
    private var packedSeconds: Int32
    /// Written with a trailing `Z`.
    var isUTC: Bool
    /// The TZID parameter, if any.
    var tzid: String?

    var date: CivilDate {
        get { CivilDate(daysSinceEpoch: Int(packedDays)) }
        set { packedDays = Int32(newValue.daysSinceEpoch) }
    }

    /// nil for a DATE value.
    var time: CivilTime? {
        guard packedSeconds >= 0 else { return nil }
        let seconds = Int(packedSeconds)
        return CivilTime(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
    }

    /// Validates libical's fields, which it fills even for `2025-13-45` or `20260230`.
    /// - Returns: nil for null times and impossible dates or times.
    init?(_ value: icaltimetype, tzid: String?) {
        guard icaltime_is_null_time(value) == 0,
            let date = CivilDate(year: Int(value.year), month: Int(value.month), day: Int(value.day))
        else { return nil }
        if value.is_date != 0 {
            self.init(date: date, time: nil)
        } else {
            guard let time = CivilTime(hour: Int(value.hour), minute: Int(value.minute), second: Int(value.second))
            else { return nil }
            let isUTC = icaltime_is_utc(value) != 0
            self.init(date: date, time: time, isUTC: isUTC, tzid: isUTC ? nil : tzid)
        }
    }

    init(date: CivilDate, time: CivilTime?, isUTC: Bool = false, tzid: String? = nil) {
        packedDays = Int32(date.daysSinceEpoch)
        packedSeconds = Int32(time?.secondsSinceMidnight ?? -1)
        self.isUTC = isUTC
        self.tzid = tzid
    }

    /// How libical wrote the value, for messages: `20260230`, `20260101T100000Z`.
    static func describe(_ value: icaltimetype) -> String {
        let date = pad(Int(value.year), 4) + pad(Int(value.month), 2) + pad(Int(value.day), 2)
        if value.is_date != 0 { return date }
        return date + "T" + pad(Int(value.hour), 2) + pad(Int(value.minute), 2) + pad(Int(value.second), 2)
    }

    /// The recurrence key form: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS`.
    var key: String {
        guard let time else { return date.description }
        return "\(date)T\(time)"
    }
}
