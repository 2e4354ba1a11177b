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
            if date.year > Self.lastExpandedYear {
                let shift = Self.standInShift(forYear: date.year)
                return instant(date.adding(days: -shift), time) + Int64(shift) * 86_400
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
                let year = CivilDate(daysSinceEpoch: Int(instant / 86_400)).year
                let shift = Self.standInShift(forYear: min(year, 9999))
                let near = wall(instant - Int64(shift) * 86_400)
                return (near.date.adding(days: shift), near.time)
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

    /// The calendar's X-WR-TIMEZONE as an Olson name, if it has one.
    func floatingZone(calendar: Int) -> String? {
        floatingZoneByCalendar[calendar]
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

    /// A TZID the system knows is converted by the system's rules, even when the file has a
    /// VTIMEZONE for it: real files carry definitions cut to a few years or to one rule, which
    /// would move events by an hour where they stop (``disagreement(of:calendar:)`` says so).
    /// The file's VTIMEZONE converts only TZIDs the system does not know.
    private func resolve(_ tzid: String, calendar: Int) -> (zone: ResolvedZone, warning: String?) {
        if let olson = cachedOlsonName(tzid) {
            return (olson == "UTC" ? .utc : .olson(olson), nil)
        }
        if let zone = fileZone(tzid, calendar: calendar) {
            let location = icaltimezone_get_location(zone).map { String(cString: $0) }
            return (.vtimezone(zone, display: location.flatMap(cachedOlsonName)), nil)
        }
        return (.olson(homeZone), "unknown time zone \"\(tzid)\" read as \(homeZone)")
    }

    /// The calendar's own VTIMEZONE for a TZID, else another calendar's of the input.
    private func fileZone(_ tzid: String, calendar: Int) -> OpaquePointer? {
        zonesByCalendar[calendar]?[tzid] ?? zonesByCalendar.values.lazy.compactMap({ $0[tzid] }).first
    }

    /// TZIDs already warned about by ``disagreement(of:calendar:)``.
    private var disagreeing: Set<String> = []

    /// A warning, once per TZID, when the file's VTIMEZONE for a TZID the system knows gives
    /// another UTC offset than the system's rules at this wall time (the system's rules are used).
    func disagreement(of wall: WallTime, calendar: Int) -> String? {
        guard let tzid = wall.tzid, let time = wall.time, !disagreeing.contains(tzid),
            let fileZone = fileZone(tzid, calendar: calendar), case .olson(let olson) = zone(of: wall, calendar: calendar).zone
        else { return nil }
        let system = ResolvedZone.olson(olson).instant(wall.date, time)
        let file = ResolvedZone.vtimezone(fileZone, display: olson).instant(wall.date, time)
        guard system != file else { return nil }
        disagreeing.insert(tzid)
        return "the file's VTIMEZONE \"\(tzid)\" disagrees with the system's time zone rules at \(wall.key) "
            + "(\(Self.offset(file, wall)) instead of \(Self.offset(system, wall))); the system's rules are used"
    }

    /// `+01:00`: the offset that makes a wall time this instant.
    private static func offset(_ instant: Int64, _ wall: WallTime) -> String {
        let local = Int64(wall.date.daysSinceEpoch) * 86_400 + Int64(wall.time?.secondsSinceMidnight ?? 0)
        let minutes = Int(local - instant) / 60
        return (minutes < 0 ? "-" : "+") + pad(abs(minutes) / 60, 2) + ":" + pad(abs(minutes) % 60, 2)
    }

    /// Why a VTIMEZONE is too large to use, or nil: more observances than
    /// ``ICSImportOptions/maximumZoneObservances``, or more changes up to 2037 than
    /// ``ICSImportOptions/maximumZoneChanges``, counted without expanding anything (libical
    /// would expand them all, minutes and gigabytes for a few hundred kilobytes of file).
    static func refusal(of vtimezone: OpaquePointer, options: ICSImportOptions) -> String? {
        let tzid = icalcomponent_get_first_property(vtimezone, ICAL_TZID_PROPERTY)
            .flatMap { Libical.text(icalproperty_get_tzid($0)) } ?? ""
        var observances = 0
        var changes = 0
        var child = icalcomponent_get_first_component(vtimezone, ICAL_ANY_COMPONENT)
        while let observance = child {
            observances += 1
            if observances > options.maximumZoneObservances {
                return "VTIMEZONE \"\(tzid)\" has more than \(options.maximumZoneObservances) observances; "
                    + "it is not used (its TZID is read as if the file had no VTIMEZONE for it)"
            }
            changes += changeCount(observance)
            child = icalcomponent_get_next_component(vtimezone, ICAL_ANY_COMPONENT)
        }
        guard changes > options.maximumZoneChanges else { return nil }
        return "VTIMEZONE \"\(tzid)\" would expand to more than \(options.maximumZoneChanges) offset changes; "
            + "it is not used (its TZID is read as if the file had no VTIMEZONE for it)"
    }

    /// The offset changes libical makes of one observance up to 2037: one per year of a yearly
    /// rule from its DTSTART, plus its DTSTART and RDATEs. Rules other than yearly count one (the
    /// zone is not used at all, see ``add(vtimezone:calendar:)``).
    private static func changeCount(_ observance: OpaquePointer) -> Int {
        var count = 1 + Libical.properties(observance, ICAL_RDATE_PROPERTY).count
        let startProperty = icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY)
        let startYear = startProperty.map { Int(icalproperty_get_dtstart($0).year) } ?? ResolvedZone.lastExpandedYear
        for property in Libical.properties(observance, ICAL_RRULE_PROPERTY) {
            let rule = icalproperty_get_rrule(property)
            guard rule.freq == ICAL_YEARLY_RECURRENCE else { continue }
            var lastYear = ResolvedZone.lastExpandedYear
            if icaltime_is_null_time(rule.until) == 0 { lastYear = min(lastYear, Int(rule.until.year)) }
            if rule.count > 0 { lastYear = min(lastYear, startYear + Int(rule.count)) }
            count += max(0, lastYear - max(startYear, 0) + 1)
        }
        return count
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
