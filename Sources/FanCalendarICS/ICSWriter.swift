import CLibical
import FanCalendar

/// Writes records as one iCalendar VCALENDAR, streaming: ``writeHeader()``, then
/// ``write(_:)`` per record, then ``writeFooter()``. libical serialises every property (CRLF line
/// ends, lines folded at 75 octets without splitting UTF-8, TEXT escaped).
///
/// Zones: every zone named in `zones` gets one VTIMEZONE from libical's builtin (system tzdata)
/// definitions, with the plain Olson name as TZID and history before 1970 cut off, because
/// khal and calcurse mis-read libical's default (a `/freeassociation.sourceforge.net/` prefix and
/// LMT offsets). A timed record in a zone without a VTIMEZONE in the header (not in `zones`, or
/// unknown to libical) is written in UTC, so the file never references an undefined TZID.
///
/// An occurrence of an expanded series is written as a VEVENT of its own with the series' UID
/// and a RECURRENCE-ID holding the record's `recurrenceID` in the form of its DTSTART (a DATE,
/// or a wall time with the same TZID, or UTC): reading the file back keys it the same way.
package struct ICSWriter<Output: ICSOutputStream> {
    /// Where the text goes (stdout, a temporary file…).
    package var output: Output
    private let calendarName: String
    private var zones: [String]
    private let now: Int64
    private let productID: String
    private let describedIn: Language?
    /// The VEVENT being written, as libical serialised its properties.
    private var event: [UInt8] = []
    /// Lines of properties whose values repeat, by value.
    private var repeated = RepeatedLines()
    /// The TZIDs with a VTIMEZONE in the output so far.
    private var writtenZones: Set<String> = []

    /// - Parameters:
    ///   - output: receives the text, in pieces.
    ///   - calendarName: written as X-WR-CALNAME.
    ///   - zones: the Olson zones the records use (``timeZonesUsed(by:)``, or a DISTINCT query
    ///     in a store); `UTC` needs none.
    ///   - now: the export time, seconds since the epoch (DTSTAMP of every event).
    ///   - productID: PRODID, e.g. `-//fancal//fancal 1.0//EN`.
    ///   - describedIn: the language of the line that opens each DESCRIPTION
    ///     (`ICSDescription`); nil for the memo alone.
    package init(
        output: Output, calendarName: String, zones: Set<String>, now: Int64,
        productID: String = ProductID.fancal(version: nil), describedIn: Language? = nil
    ) {
        self.describedIn = describedIn
        self.output = output
        self.calendarName = calendarName
        self.zones = zones.filter { $0 != "UTC" && icaltimezone_get_builtin_timezone($0) != nil }.sorted()
        self.now = now
        self.productID = productID
    }

    /// A writer like this one (calendar, zones, time, language) writing to `output`, with line
    /// caches of its own.
    func writing<Other>(to output: Other) -> ICSWriter<Other> {
        var writer = ICSWriter<Other>(
            output: output, calendarName: calendarName, zones: [], now: now, productID: productID,
            describedIn: describedIn)
        writer.zones = zones
        return writer
    }

    /// Writes `BEGIN:VCALENDAR`, the calendar's properties and the VTIMEZONEs.
    package mutating func writeHeader() {
        _ = Libical.quiet
        guard let calendar = icalcomponent_new(ICAL_VCALENDAR_COMPONENT) else { return }
        defer { icalcomponent_free(calendar) }
        icalcomponent_add_property(calendar, icalproperty_new_version("2.0"))
        icalcomponent_add_property(calendar, icalproperty_new_prodid(productID))
        icalcomponent_add_property(calendar, icalproperty_new_calscale("GREGORIAN"))
        icalcomponent_add_property(calendar, Self.extensionProperty("X-WR-CALNAME", calendarName))
        for name in zones {
            if let vtimezone = Self.systemZone(name, as: name) { icalcomponent_add_component(calendar, vtimezone) }
        }
        writtenZones = Set(zones)
        let text = Libical.serialise(calendar)
        let footer = "END:VCALENDAR\r\n"
        output.write(text.hasSuffix(footer) ? String(text.dropLast(footer.count)) : text)
    }

    /// Writes a kept calendar object with the records of its UID patched in
    /// (``patch(_:records:homeZone:)``), after the VTIMEZONEs it needs
    /// (``write(_:zonesFrom:)``).
    /// - Returns: whether the object was changed.
    @discardableResult
    package mutating func write(object: CalendarObject, records: [Record], homeZone: String) -> Bool {
        let patch = patch(object, records: records, homeZone: homeZone)
        write(patch, zonesFrom: object.zones)
        return patch.changed
    }

    /// A kept calendar object with the records of its UID patched in (``CalendarObjectPatch``;
    /// its DESCRIPTION opening with fancal's line, in the writer's language, where it carries
    /// fancal's amount). Writes nothing: ``ICSEventPipeline`` patches on other threads.
    func patch(_ object: CalendarObject, records: [Record], homeZone: String) -> CalendarObjectPatch {
        CalendarObjectPatch(object: object, records: records, homeZone: homeZone, now: now, describedIn: describedIn)
    }

    /// Writes a patched object, after a VTIMEZONE for each TZID it names that the output does
    /// not define yet: the object's own (from `zones`, its kept VTIMEZONEs), else the system's
    /// definition of the zone the TZID names (an Outlook name, a vendor prefix), under that TZID.
    mutating func write(_ patch: CalendarObjectPatch, zonesFrom zones: [UInt8]) {
        writeZones(patch.tzids, from: zones)
        patch.events.withUnsafeBytes { output.write(utf8: $0) }
    }

    /// Writes the VTIMEZONE of each of `tzids` the output does not define yet (see
    /// ``write(_:zonesFrom:)``).
    mutating func writeZones(_ tzids: [String], from zones: [UInt8]) {
        let missing = tzids.filter { !writtenZones.contains($0) && $0 != "UTC" }
        guard !missing.isEmpty else { return }
        var own: [String: [UInt8]] = [:]
        for text in CalendarObject.components(of: zones) {
            if let tzid = Self.tzid(ofZoneText: text) { own[tzid] = text }
        }
        for tzid in missing {
            if let text = own[tzid] {
                text.withUnsafeBytes { output.write(utf8: $0) }
            } else if let olson = ZoneResolver.olsonName(tzid), olson != "UTC", let vtimezone = Self.systemZone(olson, as: tzid) {
                output.write(Libical.serialise(vtimezone))
                icalcomponent_free(vtimezone)
            } else {
                continue
            }
            writtenZones.insert(tzid)
        }
    }

    private static func tzid(ofZoneText text: [UInt8]) -> String? {
        guard let component = Libical.parse(text) else { return nil }
        defer { icalcomponent_free(component) }
        return icalcomponent_get_first_property(component, ICAL_TZID_PROPERTY).flatMap { Libical.text(icalproperty_get_tzid($0)) }
    }

    /// libical's builtin VTIMEZONE of an Olson zone (the system's tzdata), history before 1970
    /// cut off, with `tzid` as its TZID (khal and calcurse mis-read the full history and the
    /// `/freeassociation.sourceforge.net/` prefix). The caller owns it.
    private static func systemZone(_ olson: String, as tzid: String) -> OpaquePointer? {
        guard let zone = icaltimezone_get_builtin_timezone(olson), let builtin = icaltimezone_get_component(zone),
            let vtimezone = icalcomponent_new_clone(builtin)
        else { return nil }
        let from = icaltime_from_timet_with_zone(0, 0, icaltimezone_get_utc_timezone())
        icaltimezone_truncate_vtimezone(vtimezone, from, icaltime_null_time(), 0)
        if let property = icalcomponent_get_first_property(vtimezone, ICAL_TZID_PROPERTY) { icalproperty_set_tzid(property, tzid) }
        return vtimezone
    }

    /// Writes one record as a VEVENT; the master of a series carries its RRULE value and the
    /// keys of its occurrences left out (EXDATE, in the form of the record's DTSTART).
    ///
    /// libical serialises each property on its own and the VEVENT's lines are joined here, as
    /// `icalcomponent_as_ical_string_r` joins them (BEGIN, the properties in order, END), so the
    /// text is the same byte for byte without building and freeing a component per record.
    /// Properties whose values repeat from record to record are serialised once per value
    /// (``RepeatedLines``).
    package mutating func write(_ record: Record, recurrenceRule: String? = nil, exceptions: [String] = []) {
        event.removeAll(keepingCapacity: true)
        event.append(contentsOf: "BEGIN:VEVENT\r\n".utf8)
        Libical.appendText(of: icalproperty_new_uid(record.uid), to: &event)
        let now = self.now
        repeated.stamp.append(now, to: &event) {
            [icalproperty_new_dtstamp(icaltime_from_timet_with_zone(time_t(now), 0, icaltimezone_get_utc_timezone()))]
        }
        let sequence = Int32(clamping: record.sequence)
        repeated.sequences.append(sequence, to: &event) { [icalproperty_new_sequence(sequence)] }
        if let start = record.start {
            let zone = zones.contains(start.zone) ? start.zone : nil
            Libical.appendText(of: Self.timeProperty(icalproperty_new_dtstart, start, zone: zone), to: &event)
            if let end = record.end {
                let endZone = zones.contains(end.zone) ? end.zone : nil
                Libical.appendText(of: Self.timeProperty(icalproperty_new_dtend, end, zone: endZone), to: &event)
            }
            if let recurrenceID = record.recurrenceID {
                let zone = start.zone == "UTC" ? "UTC" : zone
                Libical.appendText(of: Self.recurrenceProperty(recurrenceID, zone: zone), to: &event)
            }
        } else {
            let last = max(record.lastDate ?? record.date, record.date)
            Libical.appendText(of: icalproperty_new_dtstart(Self.dateValue(record.date)), to: &event)
            Libical.appendText(of: icalproperty_new_dtend(Self.dateValue(last.adding(days: 1))), to: &event)
            if let recurrenceID = record.recurrenceID {
                Libical.appendText(of: Self.recurrenceProperty(recurrenceID, zone: nil), to: &event)
            }
        }
        if let recurrenceRule, let rule = icalproperty_new_from_string("RRULE:" + recurrenceRule) {
            Libical.appendText(of: rule, to: &event)
            let zone = record.start.flatMap { $0.zone == "UTC" ? "UTC" : zones.contains($0.zone) ? $0.zone : nil }
            for key in exceptions {
                Libical.appendText(of: Self.keyProperty(icalproperty_new_exdate, key, zone: zone), to: &event)
            }
        }
        let title = record.title
        repeated.titles.append(ExactText(title), to: &event) { [icalproperty_new_summary(title)] }
        if let venue = record.venue {
            repeated.venues.append(ExactText(venue), to: &event) { [icalproperty_new_location(venue)] }
        }
        if let description = ICSDescription.text(for: record, language: describedIn) {
            Libical.appendText(of: icalproperty_new_description(description), to: &event)
        }
        let category = record.category
        repeated.categories.append(category, to: &event) {
            [
                icalproperty_new_categories(category.displayName(.en)),
                Self.extensionProperty("X-FANCAL-CATEGORY", category.identifier),
            ]
        }
        if let sub = record.sub {
            repeated.subs.append(ExactText(sub), to: &event) { [Self.extensionProperty("X-FANCAL-SUB", sub)] }
        }
        if let artist = record.artist {
            repeated.artists.append(ExactText(artist), to: &event) { [Self.extensionProperty("X-FANCAL-ARTIST", artist)] }
        }
        let amount = record.amount
        repeated.amounts.append(amount, to: &event) {
            [
                Self.extensionProperty("X-FANCAL-AMOUNT", amount.decimalString),
                Self.extensionProperty("X-FANCAL-CURRENCY", amount.currency.code),
            ]
        }
        if let charged = record.charged {
            Libical.appendText(of: Self.extensionProperty("X-FANCAL-CHARGED", charged.decimalString), to: &event)
            Libical.appendText(of: Self.extensionProperty("X-FANCAL-CHARGED-CURRENCY", charged.currency.code), to: &event)
        }
        event.append(contentsOf: "END:VEVENT\r\n".utf8)
        event.withUnsafeBytes { output.write(utf8: $0) }
    }

    /// Writes one ticket deadline as a VEVENT of its own (never a VTODO, which most calendar apps
    /// hide): the deadline's minute (DURATION:PT1M: khal gives an event without an end an hour,
    /// which carries a 23:59 deadline into the next day, and calcurse skips a zero duration),
    /// transparent to free/busy, the ticket in X-FANCAL-TICKET-* properties, and a DISPLAY
    /// VALARM per lead time.
    /// - Parameters:
    ///   - uid: `<ticket uid>-<phase>-<kind>`, stable across exports.
    ///   - alarms: lead times in seconds before the deadline; empty for none.
    package mutating func writeDeadline(
        uid: String, at moment: ZonedDateTime, summary: String, location: String?, properties: [(String, String)],
        alarms: [Int]
    ) {
        guard let event = icalcomponent_new(ICAL_VEVENT_COMPONENT) else { return }
        defer { icalcomponent_free(event) }
        icalcomponent_add_property(event, icalproperty_new_uid(uid))
        icalcomponent_add_property(
            event, icalproperty_new_dtstamp(icaltime_from_timet_with_zone(time_t(now), 0, icaltimezone_get_utc_timezone())))
        icalcomponent_add_property(
            event, Self.timeProperty(icalproperty_new_dtstart, moment, zone: zones.contains(moment.zone) ? moment.zone : nil))
        icalcomponent_add_property(event, icalproperty_new_duration(icaldurationtype_from_int(60)))
        icalcomponent_add_property(event, icalproperty_new_summary(summary))
        if let location { icalcomponent_add_property(event, icalproperty_new_location(location)) }
        icalcomponent_add_property(event, icalproperty_new_transp(ICAL_TRANSP_TRANSPARENT))
        for (name, value) in properties { icalcomponent_add_property(event, Self.extensionProperty(name, value)) }
        for seconds in alarms {
            guard let alarm = icalcomponent_new(ICAL_VALARM_COMPONENT) else { continue }
            icalcomponent_add_property(alarm, icalproperty_new_action(ICAL_ACTION_DISPLAY))
            var trigger = icaltriggertype()
            trigger.time = icaltime_null_time()
            trigger.duration = icaldurationtype_from_int(Int32(clamping: -seconds))
            icalcomponent_add_property(alarm, icalproperty_new_trigger(trigger))
            icalcomponent_add_property(alarm, icalproperty_new_description(summary))
            icalcomponent_add_component(event, alarm)
        }
        output.write(Libical.serialise(event))
    }

    /// Writes `END:VCALENDAR`.
    package mutating func writeFooter() {
        output.write("END:VCALENDAR\r\n")
    }

    static func extensionProperty(_ name: String, _ value: String) -> OpaquePointer {
        let property = icalproperty_new_x(value)!
        icalproperty_set_x_name(property, name)
        return property
    }

    static func dateValue(_ date: CivilDate) -> icaltimetype {
        Libical.time(WallTime(date: date, time: nil), zone: nil)
    }

    /// A DTSTART/DTEND: the wall time with a plain Olson TZID parameter, or UTC with `Z`. The
    /// second pass through a repeated hour (DST ending) is written in UTC: with a TZID it would
    /// mean the first pass (RFC 5545 §3.3.5).
    static func timeProperty(
        _ make: (icaltimetype) -> OpaquePointer?, _ moment: ZonedDateTime, zone: String?
    ) -> OpaquePointer {
        let zoned = zone.map { ZonedDateTime(instant: moment.instant, zone: $0) }
        guard let zone, let zoned, !zoned.isRepeatedWallTime else {
            return make(icaltime_from_timet_with_zone(time_t(moment.instant), 0, icaltimezone_get_utc_timezone()))!
        }
        let (date, time) = zoned.local()
        let property = make(Libical.time(WallTime(date: date, time: time), zone: nil))!
        icalproperty_add_parameter(property, icalparameter_new_tzid(zone))
        return property
    }

    /// RECURRENCE-ID from a record's key: `YYYY-MM-DD` as a DATE; a wall time with the DTSTART's
    /// TZID, `Z` for UTC, or floating when the record's zone has no VTIMEZONE.
    private static func recurrenceProperty(_ key: String, zone: String?) -> OpaquePointer {
        keyProperty(icalproperty_new_recurrenceid, key, zone: zone)
    }

    /// A RECURRENCE-ID or EXDATE holding an occurrence key: a DATE, or a wall time with the TZID
    /// of the series' DTSTART (or UTC).
    static func keyProperty(
        _ make: (icaltimetype) -> OpaquePointer?, _ key: String, zone: String?
    ) -> OpaquePointer {
        let date = CivilDate(iso: key.prefix(10)) ?? CivilDate(year: 1970, month: 1, day: 1)!
        guard key.count > 10, let time = CivilTime(text: key.dropFirst(11)) else {
            return make(dateValue(date))!
        }
        var value = Libical.time(WallTime(date: date, time: time), zone: nil)
        if zone == "UTC" {
            value.zone = icaltimezone_get_utc_timezone()
            return make(value)!
        }
        let property = make(value)!
        if let zone { icalproperty_add_parameter(property, icalparameter_new_tzid(zone)) }
        return property
    }
}

/// The lines of the properties whose values repeat from record to record in an export (the
/// export time, a sequence number, a title, a category, a venue, a sub-category, an artist, an
/// amount and its currency): libical serialises each value once per export, and the lines are
/// kept for the records after. A fan's categories, artists, venues and usual prices fit many
/// times over in ``LineCache/limit`` values, and the titles a fan writes again and again (a
/// tour's goods, a weekly stream's archive) are among the first met; past the limit, each line
/// is serialised anew.
struct RepeatedLines {
    var stamp = LineCache<Int64>()
    var sequences = LineCache<Int32>()
    var titles = LineCache<ExactText>()
    var venues = LineCache<ExactText>()
    /// CATEGORIES and X-FANCAL-CATEGORY.
    var categories = LineCache<Category>()
    var subs = LineCache<ExactText>()
    var artists = LineCache<ExactText>()
    /// X-FANCAL-AMOUNT and X-FANCAL-CURRENCY.
    var amounts = LineCache<Money>()
}

/// A text as a key by its exact UTF-8 bytes: `String`'s own hashing normalises non-ASCII text
/// first (≈ 1,400 instructions per Japanese venue), and the lines kept are for these very bytes.
struct ExactText: Hashable {
    var text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (left: ExactText, right: ExactText) -> Bool {
        var left = left.text
        var right = right.text
        return left.withUTF8 { left in
            right.withUTF8 { right in UnsafeRawBufferPointer(left).holdsSameBytes(as: UnsafeRawBufferPointer(right)) }
        }
    }
}

/// Serialised property lines by the value they were made from.
struct LineCache<Key: Hashable> {
    static var limit: Int { 4_096 }
    private var lines: [Key: [UInt8]] = [:]

    /// Appends the lines kept for `key`, or libical's text of the properties `make` gives (kept
    /// for the next time while fewer than ``limit`` values are).
    mutating func append(_ key: Key, to text: inout [UInt8], _ make: () -> [OpaquePointer?]) {
        if let kept = lines[key] { return text.append(contentsOf: kept) }
        let start = text.count
        for property in make() { Libical.appendText(of: property, to: &text) }
        if lines.count < Self.limit { lines[key] = Array(text[start...]) }
    }
}

/// The zones of the records' start and end times: what ``ICSWriter`` needs VTIMEZONEs for.
package func timeZonesUsed(by records: some Sequence<Record>) -> Set<String> {
    var zones = Set<String>()
    for record in records {
        if let zone = record.start?.zone { zones.insert(zone) }
        if let zone = record.end?.zone { zones.insert(zone) }
    }
    return zones
}

/// Where ``ICSWriter`` writes: any text stream; one that stores bytes takes libical's UTF-8 as it
/// is (`write(utf8:)`), without making a `String` of every event first.
package protocol ICSOutputStream: TextOutputStream {
    /// Appends UTF-8 text; the default decodes it and calls `write(_:)`.
    mutating func write(utf8 text: UnsafeRawBufferPointer)
}

extension ICSOutputStream {
    package mutating func write(utf8 text: UnsafeRawBufferPointer) {
        write(String(decoding: text, as: UTF8.self))
    }
}

extension String: ICSOutputStream {}
