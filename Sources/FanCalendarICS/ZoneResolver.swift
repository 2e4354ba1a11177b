import CLibical
import FanCalendar

/// A time zone as the reader uses it: the instant of a wall-clock time, and back.
enum ResolvedZone {
    case utc
    /// An Olson name known to the system's tz database (converted with its TZif rules, `ZoneRules`).
    case olson(String)
    /// A VTIMEZONE from the file (converted by libical), and the Olson name to show it as.
    case vtimezone(OpaquePointer, display: String?)

    /// The zone a `ZonedDateTime` keeps; `fallback` (the home zone) for a VTIMEZONE whose TZID
    /// names no Olson zone: its instants are still exact.
    func displayName(fallback: String) -> String {
        switch self {
        case .utc: "UTC"
        case .olson(let name): name
        case .vtimezone(_, let display): display ?? fallback
        }
    }

    /// libical's zone for recurrence iteration (nil: floating wall time).
    var libicalZone: OpaquePointer? {
        switch self {
        case .utc: icaltimezone_get_utc_timezone()
        case .olson(let name): icaltimezone_get_builtin_timezone(name)
        case .vtimezone(let zone, _): zone
        }
    }

    /// Seconds since the epoch of a wall-clock date and time in this zone.
    func instant(_ date: CivilDate, _ time: CivilTime) -> Int64 {
        switch self {
        case .utc:
            return Int64(date.daysSinceEpoch) * 86_400 + Int64(time.secondsSinceMidnight)
        case .olson(let name):
            return ZonedDateTime(date: date, time: time, zone: name)?.instant
                ?? Int64(date.daysSinceEpoch) * 86_400 + Int64(time.secondsSinceMidnight)
        case .vtimezone(let zone, _):
            if date.year > Self.lastExpandedYear,
                let near = CivilDate(year: date.year - 28 * Self.cycles(forYear: date.year), month: date.month, day: date.day)
            {
                return instant(near, time) + Int64(date.daysSinceEpoch - near.daysSinceEpoch) * 86_400
            }
            let value = Libical.time(WallTime(date: date, time: time), zone: zone)
            let instant = Int64(icaltime_as_timet_with_zone(value, zone))
            // RFC 5545 §3.3.5: a wall time that occurs twice (DST ending) is the first one;
            // libical answers the second. Look back by the usual DST shifts for an earlier match.
            for shift: Int64 in [1800, 3600, 7200] where self.wall(instant - shift) == (date, time) {
                return instant - shift
            }
            return instant
        }
    }

    /// The wall-clock date and time of an instant in this zone.
    func wall(_ instant: Int64) -> (date: CivilDate, time: CivilTime) {
        switch self {
        case .utc:
            return ZonedDateTime(instant: instant, zone: "UTC").local()
        case .olson(let name):
            return ZonedDateTime(instant: instant, zone: name).local()
        case .vtimezone(let zone, _):
            if instant >= Self.firstUnexpandedInstant {
                let cycles = Self.cycles(forInstant: instant)
                let near = wall(instant - Int64(cycles * Self.cycleDays) * 86_400)
                return (near.date.adding(days: cycles * Self.cycleDays), near.time)
            }
            let value = icaltime_from_timet_with_zone(time_t(instant), 0, zone)
            if let date = CivilDate(year: Int(value.year), month: Int(value.month), day: Int(value.day)),
                let time = CivilTime(hour: Int(value.hour), minute: Int(value.minute), second: Int(value.second))
            {
                return (date, time)
            }
            return ZonedDateTime(instant: instant, zone: "UTC").local()
        }
    }
}

/// Resolves TZIDs: the calendar's own VTIMEZONEs first, then Olson names, then Windows names
/// (CLDR), then an Olson name at the end of a vendor-prefixed TZID
/// (`/freeassociation.sourceforge.net/Europe/Berlin`). Owns the VTIMEZONEs it was given.
final class ZoneResolver {
    private var zonesByCalendar: [Int: [String: OpaquePointer]] = [:]
    private var floatingZoneByCalendar: [Int: String] = [:]
    private var olsonNames: [String: String?] = [:]
    /// ``zone(of:calendar:)`` for TZIDs, remembered: it is asked two or three times per event.
    /// Emptied whenever a VTIMEZONE or floating zone arrives.
    private var resolvedByTZID: [ZoneKey: (zone: ResolvedZone, warning: String?)] = [:]

    private struct ZoneKey: Hashable {
        var calendar: Int
        var tzid: String
    }
    private let homeZone: String

    init(homeZone: String) {
        self.homeZone = homeZone
    }

    deinit {
        for zones in zonesByCalendar.values {
            for zone in zones.values { icaltimezone_free(zone, 1) }
        }
    }

    /// Takes ownership of a parsed VTIMEZONE component. A VTIMEZONE whose observances recur other
    /// than yearly is not used (libical would expand it for hours); its TZID then resolves as if
    /// the file had no VTIMEZONE for it.
    func add(vtimezone component: OpaquePointer, calendar: Int) {
        let tzidProperty = icalcomponent_get_first_property(component, ICAL_TZID_PROPERTY)
        guard let tzid = tzidProperty.flatMap({ Libical.text(icalproperty_get_tzid($0)) }),
            Self.hasBoundedRules(component),
            let zone = icaltimezone_new()
        else {
            icalcomponent_free(component)
            return
        }
        if icaltimezone_set_component(zone, component) == 0 {
            // On failure the zone has not taken the component.
            icaltimezone_free(zone, 1)
            icalcomponent_free(component)
            return
        }
        if let previous = zonesByCalendar[calendar]?[tzid] { icaltimezone_free(previous, 1) }
        zonesByCalendar[calendar, default: [:]][tzid] = zone
        resolvedByTZID = [:]
    }

    private static func hasBoundedRules(_ vtimezone: OpaquePointer) -> Bool {
        var observances: [OpaquePointer] = []
        var child = icalcomponent_get_first_component(vtimezone, ICAL_ANY_COMPONENT)
        while let current = child {
            observances.append(current)
            child = icalcomponent_get_next_component(vtimezone, ICAL_ANY_COMPONENT)
        }
        return observances.allSatisfy { observance in
            Libical.properties(observance, ICAL_RRULE_PROPERTY).allSatisfy {
                Libical.isZoneRule(icalproperty_get_rrule($0))
            }
        }
    }

    /// ``olsonName(_:)`` remembered per TZID: a series asks once per occurrence.
    private func cachedOlsonName(_ tzid: String) -> String? {
        if let known = olsonNames[tzid] { return known }
        let name = Self.olsonName(tzid)
        olsonNames[tzid] = .some(name)
        return name
    }

    /// Floating times of this calendar are read in its X-WR-TIMEZONE (as Google writes it).
    func setFloatingZone(_ name: String, calendar: Int) {
        if let olson = Self.olsonName(name) { floatingZoneByCalendar[calendar] = olson }
        resolvedByTZID = [:]
    }

    /// The zone of a wall time written in a calendar; `warning` says when it was a guess.
    func zone(of wall: WallTime, calendar: Int) -> (zone: ResolvedZone, warning: String?) {
        if wall.isUTC { return (.utc, nil) }
        guard let tzid = wall.tzid else {
            return (.olson(floatingZoneByCalendar[calendar] ?? homeZone), nil)
        }
        let key = ZoneKey(calendar: calendar, tzid: tzid)
        if let known = resolvedByTZID[key] { return known }
        let resolved = resolve(tzid, calendar: calendar)
        resolvedByTZID[key] = resolved
        return resolved
    }

    private func resolve(_ tzid: String, calendar: Int) -> (zone: ResolvedZone, warning: String?) {
        if let zone = zonesByCalendar[calendar]?[tzid]
            ?? zonesByCalendar.values.lazy.compactMap({ $0[tzid] }).first
        {
            let location = icaltimezone_get_location(zone).map { String(cString: $0) }
            return (.vtimezone(zone, display: cachedOlsonName(tzid) ?? location.flatMap(cachedOlsonName)), nil)
        }
        if let olson = cachedOlsonName(tzid) {
            return (olson == "UTC" ? .utc : .olson(olson), nil)
        }
        return (.olson(homeZone), "unknown time zone \"\(tzid)\" read as \(homeZone)")
    }

    /// An Olson name for a TZID: itself, its Windows (CLDR) mapping, or a known zone at its end.
    static func olsonName(_ tzid: String) -> String? {
        let name = tzid.trimmingWhitespace()
        if ["UTC", "Z", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Zulu"].contains(name) { return "UTC" }
        if name.contains("/") || name.allSatisfy({ $0.isLetter }), ZonedDateTime.isKnownZone(name) {
            return name
        }
        if let windows = WindowsZones.olsonByWindowsName[name] { return windows }
        let parts = name.split(separator: "/")
        for count in stride(from: min(parts.count - 1, 3), through: 1, by: -1) {
            let suffix = parts.suffix(count).joined(separator: "/")
            if suffix.contains("/"), ZonedDateTime.isKnownZone(suffix) { return suffix }
        }
        return nil
    }
}
