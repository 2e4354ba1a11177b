import CLibical
import FanCalendar

/// Writes records as one iCalendar VCALENDAR, streaming: ``writeHeader()``, then
/// ``write(_:)`` per record, then ``writeFooter()``. libical serialises every component (CRLF line
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
public struct ICSWriter<Output: TextOutputStream> {
    /// Where the text goes (stdout, a temporary file…).
    public var output: Output
    private let calendarName: String
    private let zones: [String]
    private let now: Int64
    private let productID: String
    private let describedIn: Language?

    /// - Parameters:
    ///   - output: receives the text, in pieces.
    ///   - calendarName: written as X-WR-CALNAME.
    ///   - zones: the Olson zones the records use (``timeZonesUsed(by:)``, or a DISTINCT query
    ///     in a store); `UTC` needs none.
    ///   - now: the export time, seconds since the epoch (DTSTAMP of every event).
    ///   - productID: PRODID, e.g. `-//fancal//fancal 1.0//EN`.
    ///   - describedIn: the language of the line that opens each DESCRIPTION
    ///     (`ICSDescription`); nil for the memo alone.
    public init(
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

    /// Writes `BEGIN:VCALENDAR`, the calendar's properties and the VTIMEZONEs.
    public mutating func writeHeader() {
        _ = Libical.quiet
        guard let calendar = icalcomponent_new(ICAL_VCALENDAR_COMPONENT) else { return }
        defer { icalcomponent_free(calendar) }
        icalcomponent_add_property(calendar, icalproperty_new_version("2.0"))
        icalcomponent_add_property(calendar, icalproperty_new_prodid(productID))
        icalcomponent_add_property(calendar, icalproperty_new_calscale("GREGORIAN"))
        icalcomponent_add_property(calendar, Self.extensionProperty("X-WR-CALNAME", calendarName))
        let from = icaltime_from_timet_with_zone(0, 0, icaltimezone_get_utc_timezone())
        for name in zones {
            guard let zone = icaltimezone_get_builtin_timezone(name),
                let builtin = icaltimezone_get_component(zone),
                let vtimezone = icalcomponent_new_clone(builtin)
            else { continue }
            icaltimezone_truncate_vtimezone(vtimezone, from, icaltime_null_time(), 0)
            if let tzid = icalcomponent_get_first_property(vtimezone, ICAL_TZID_PROPERTY) {
                icalproperty_set_tzid(tzid, name)
            }
            icalcomponent_add_component(calendar, vtimezone)
        }
        let text = Libical.serialise(calendar)
        let footer = "END:VCALENDAR\r\n"
        output.write(text.hasSuffix(footer) ? String(text.dropLast(footer.count)) : text)
    }

    /// Writes one record as a VEVENT; the master of a series carries its RRULE value and the
    /// keys of its occurrences left out (EXDATE, in the form of the record's DTSTART).
    public mutating func write(_ record: Record, recurrenceRule: String? = nil, exceptions: [String] = []) {
        guard let event = icalcomponent_new(ICAL_VEVENT_COMPONENT) else { return }
        defer { icalcomponent_free(event) }
        let utc = icaltimezone_get_utc_timezone()
        icalcomponent_add_property(event, icalproperty_new_uid(record.uid))
        icalcomponent_add_property(event, icalproperty_new_dtstamp(icaltime_from_timet_with_zone(time_t(now), 0, utc)))
        icalcomponent_add_property(event, icalproperty_new_sequence(Int32(clamping: record.sequence)))
        if let start = record.start {
            let zone = zones.contains(start.zone) ? start.zone : nil
            icalcomponent_add_property(event, Self.timeProperty(icalproperty_new_dtstart, start, zone: zone))
            if let end = record.end {
                let endZone = zones.contains(end.zone) ? end.zone : nil
                icalcomponent_add_property(event, Self.timeProperty(icalproperty_new_dtend, end, zone: endZone))
            }
            if let recurrenceID = record.recurrenceID {
                icalcomponent_add_property(event, Self.recurrenceProperty(recurrenceID, zone: start.zone == "UTC" ? "UTC" : zone))
            }
        } else {
            let last = max(record.lastDate ?? record.date, record.date)
            icalcomponent_add_property(event, icalproperty_new_dtstart(Self.dateValue(record.date)))
            icalcomponent_add_property(event, icalproperty_new_dtend(Self.dateValue(last.adding(days: 1))))
            if let recurrenceID = record.recurrenceID {
                icalcomponent_add_property(event, Self.recurrenceProperty(recurrenceID, zone: nil))
            }
        }
        if let recurrenceRule, let rule = icalproperty_new_from_string("RRULE:" + recurrenceRule) {
            icalcomponent_add_property(event, rule)
            let zone = record.start.flatMap { $0.zone == "UTC" ? "UTC" : zones.contains($0.zone) ? $0.zone : nil }
            for key in exceptions {
                icalcomponent_add_property(event, Self.keyProperty(icalproperty_new_exdate, key, zone: zone))
            }
        }
        icalcomponent_add_property(event, icalproperty_new_summary(record.title))
        if let venue = record.venue { icalcomponent_add_property(event, icalproperty_new_location(venue)) }
        if let description = ICSDescription.text(for: record, language: describedIn) {
            icalcomponent_add_property(event, icalproperty_new_description(description))
        }
        icalcomponent_add_property(event, icalproperty_new_categories(record.category.displayName(.en)))
        icalcomponent_add_property(event, Self.extensionProperty("X-FANCAL-CATEGORY", record.category.identifier))
        if let sub = record.sub { icalcomponent_add_property(event, Self.extensionProperty("X-FANCAL-SUB", sub)) }
        if let artist = record.artist {
            icalcomponent_add_property(event, Self.extensionProperty("X-FANCAL-ARTIST", artist))
        }
        icalcomponent_add_property(event, Self.extensionProperty("X-FANCAL-AMOUNT", record.amount.decimalString))
        icalcomponent_add_property(event, Self.extensionProperty("X-FANCAL-CURRENCY", record.amount.currency.code))
        output.write(Libical.serialise(event))
    }

    /// Writes one ticket deadline as a VEVENT of its own (never a VTODO, which most calendar apps
    /// hide): the deadline's minute (DURATION:PT1M: khal gives an event without an end an hour,
    /// which carries a 23:59 deadline into the next day, and calcurse skips a zero duration),
    /// transparent to free/busy, the ticket in X-FANCAL-TICKET-* properties, and a DISPLAY
    /// VALARM per lead time.
    /// - Parameters:
    ///   - uid: `<ticket uid>-<phase>-<kind>`, stable across exports.
    ///   - alarms: lead times in seconds before the deadline; empty for none.
    public mutating func writeDeadline(
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
    public mutating func writeFooter() {
        output.write("END:VCALENDAR\r\n")
    }

    private static func extensionProperty(_ name: String, _ value: String) -> OpaquePointer {
        let property = icalproperty_new_x(value)!
        icalproperty_set_x_name(property, name)
        return property
    }

    private static func dateValue(_ date: CivilDate) -> icaltimetype {
        Libical.time(WallTime(date: date, time: nil), zone: nil)
    }

    /// A DTSTART/DTEND: the wall time with a plain Olson TZID parameter, or UTC with `Z`. The
    /// second pass through a repeated hour (DST ending) is written in UTC: with a TZID it would
    /// mean the first pass (RFC 5545 §3.3.5).
    private static func timeProperty(
        _ make: (icaltimetype) -> OpaquePointer?, _ moment: ZonedDateTime, zone: String?
    ) -> OpaquePointer {
        let local = zone.map { ZonedDateTime(instant: moment.instant, zone: $0).local() }
        guard let zone, let (date, time) = local,
            ZonedDateTime(date: date, time: time, zone: zone)?.instant == moment.instant
        else {
            return make(icaltime_from_timet_with_zone(time_t(moment.instant), 0, icaltimezone_get_utc_timezone()))!
        }
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
    private static func keyProperty(
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

/// The zones of the records' start and end times: what ``ICSWriter`` needs VTIMEZONEs for.
public func timeZonesUsed(by records: some Sequence<Record>) -> Set<String> {
    var zones = Set<String>()
    for record in records {
        if let zone = record.start?.zone { zones.insert(zone) }
        if let zone = record.end?.zone { zones.insert(zone) }
    }
    return zones
}
