import CLibical
import FanCalendar

/// Turns the parsed VEVENTs of a whole input into records: resolves revisions of one UID,
/// expands recurring series within the horizon and applies EXDATE, overrides and cancellations.
struct SeriesAssembler {
    let options: ICSImportOptions
    let zones: ZoneResolver
    /// The VCALENDARs of the input that fancal's export wrote (``ProductID/isFancal(_:)``).
    var fancalCalendars: Set<Int> = []

    /// The events of one UID in file order → their items.
    func items(for events: [ParsedEvent]) -> [ICSImportItem] {
        // The usual UID: one event, neither recurring nor an override. The general path below
        // gives the same item, after building its revision and override tables.
        if events.count == 1, let event = events.first, event.recurrenceID == nil, !event.isSeries {
            return [event.isCancelled ? .skipped(kind: ICSImportItem.cancelledEvent) : item(for: event, recurrenceID: nil)]
        }
        let masters = events.filter { $0.recurrenceID == nil }
        let master = Self.latestRevision(masters)
        // Overrides keyed by their occurrence in the series' zone, latest revision each. Most
        // UIDs have none, and then the zone is not needed.
        let hasOverrides = events.contains { $0.recurrenceID != nil }
        let seriesZone = hasOverrides ? master.map { zones.zone(of: $0.start, calendar: $0.calendar).zone } : nil
        var overrides: [String: [ParsedEvent]] = [:]
        var overrideOrder: [String] = []
        for event in events {
            guard let recurrenceID = event.recurrenceID else { continue }
            let key = occurrenceKey(recurrenceID, calendar: event.calendar, seriesZone: seriesZone, series: master)
            if overrides[key] == nil { overrideOrder.append(key) }
            overrides[key, default: []].append(event)
        }
        var items: [ICSImportItem] = []
        if let master, master.isCancelled {
            // The whole event or series is called off, its overrides with it.
            return [.skipped(kind: ICSImportItem.cancelledEvent)]
        }
        if let master {
            if master.isSeries {
                let occurrences = expand(master, overridden: Set(overrides.keys))
                items += occurrences
                if occurrences.isEmpty && overrides.isEmpty {
                    items.append(.skipped(kind: ICSImportItem.seriesOutsideHorizon))
                }
            } else {
                items.append(item(for: master, recurrenceID: nil))
            }
        }
        for key in overrideOrder {
            guard let event = Self.latestRevision(overrides[key]!), !event.isCancelled else { continue }
            items.append(item(for: event, recurrenceID: key))
        }
        return items
    }

    /// The newest revision (``RecordLimits/isNewer(sequence:lastModified:than:lastModified:)``),
    /// the last in the file on a tie: the rule the reader applies while reading.
    static func latestRevision(_ revisions: [ParsedEvent]) -> ParsedEvent? {
        revisions.reduce(nil) { best, candidate in
            guard let best else { return candidate }
            return RecordLimits.isNewer(
                sequence: best.sequence, lastModified: best.lastModified, than: candidate.sequence,
                lastModified: candidate.lastModified) ? best : candidate
        }
    }

    /// The key of an occurrence: its original start as a date, or as a wall time in the series'
    /// zone (so `RECURRENCE-ID:…Z` matches a series written with a TZID).
    private func occurrenceKey(
        _ wall: WallTime, calendar: Int, seriesZone: ResolvedZone?, series: ParsedEvent?
    ) -> String {
        guard let time = wall.time else { return wall.date.description }
        if let series, series.start.time == nil { return wall.date.description }
        // A floating time names the occurrence by the series' own wall time (RFC 5545 §3.8.4.4),
        // not by the home zone's.
        guard let seriesZone, wall.isUTC || wall.tzid != nil else { return wall.key }
        let ownZone = zones.zone(of: wall, calendar: calendar).zone
        let (date, clock) = seriesZone.wall(ownZone.instant(wall.date, time))
        return WallTime(date: date, time: clock).key
    }

    /// One record per occurrence inside the horizon, minus EXDATEs and overridden ones.
    private func expand(_ master: ParsedEvent, overridden: Set<String>) -> [ICSImportItem] {
        let (zone, _) = zones.zone(of: master.start, calendar: master.calendar)
        var excluded = Set<String>()
        var excludedDates = Set<CivilDate>()
        for exdate in master.exdates {
            if exdate.time == nil {
                excludedDates.insert(exdate.date)
            }
            excluded.insert(occurrenceKey(exdate, calendar: master.calendar, seriesZone: zone, series: master))
        }
        var seen = Set<String>()
        var occurrences: [WallTime] = []
        func add(_ wall: WallTime) {
            let key = wall.key
            guard !seen.contains(key), !excluded.contains(key), !overridden.contains(key),
                master.start.time == nil || !excludedDates.contains(wall.date)
            else { return }
            seen.insert(key)
            occurrences.append(wall)
        }
        let years = RecordLimits.years
        let windowStart = CivilDate(
            year: min(max(years.lowerBound, options.today.year - options.recurrenceYearsBack), years.upperBound), month: 1, day: 1)!
        let windowEnd = CivilDate(
            year: max(min(years.upperBound, options.today.year + options.recurrenceYearsAhead), years.lowerBound), month: 12, day: 31)!
        var ruleWalls: [WallTime] = []
        if master.rules.isEmpty { add(master.start) }
        for rule in master.rules {
            ruleWalls = iterate(rule, master: master, zone: zone, from: windowStart, to: windowEnd)
            ruleWalls.forEach(add)
        }
        for rdate in master.rdates
        where occurrences.count < options.maximumOccurrencesPerSeries && RecordLimits.contains(rdate.date) {
            let key = occurrenceKey(rdate, calendar: master.calendar, seriesZone: zone, series: master)
            let date = CivilDate(iso: key.prefix(10)) ?? rdate.date
            let time = key.count > 10 ? CivilTime(text: key.suffix(8)) : nil
            add(WallTime(date: date, time: master.start.time == nil ? nil : time ?? master.start.time))
        }
        let rule = fancalCalendars.contains(master.calendar)
            ? Self.keptRule(of: master, walls: ruleWalls, windowStart: windowStart) : nil
        return occurrences.sorted { $0.key < $1.key }.map { wall in
            var occurrence = master
            occurrence.start = WallTime(date: wall.date, time: wall.time, isUTC: master.start.isUTC, tzid: master.start.tzid)
            occurrence.end = nil
            occurrence.durationSeconds = duration(of: master)
            var item = item(for: occurrence, recurrenceID: wall.key)
            if case .event(var event) = item {
                event.series = rule
                item = .event(event)
            }
            return item
        }
    }

    /// The rule an export writes back as one VEVENT, for a series from fancal's own export (so
    /// that it re-imports as a series, as DESIGN.md asks) of one RRULE and no RDATE, every
    /// occurrence at DTSTART's wall time, and DTSTART its first occurrence (or, for a rule
    /// without end walked from the horizon, before it). Series from other apps export
    /// occurrence by occurrence, as RECURRENCE-ID instances, which every client shows on
    /// exactly fancal's days: calcurse ignores RECURRENCE-ID overrides (it shows the override
    /// and the occurrence it replaces) and counts EXDATEs into COUNT (Docs/ics.md).
    private static func keptRule(of master: ParsedEvent, walls: [WallTime], windowStart: CivilDate) -> SeriesRule? {
        guard master.rules.count == 1, master.rdates.isEmpty, let first = walls.first,
            walls.allSatisfy({ $0.time == master.start.time })
        else { return nil }
        let firstKey = master.start.key
        guard first.key == firstKey || (master.start.date < windowStart && first.date >= windowStart) else { return nil }
        return SeriesRule(importedRule: master.rules[0], keys: walls.map(\.key), firstKey: firstKey)
    }

    /// The wall times a rule yields. Unbounded rules start at the horizon's beginning
    /// (`icalrecur_iterator_set_start`, so an old weekly series is not walked from its first
    /// week) and stop at its end; bounded ones (COUNT, UNTIL) run from DTSTART to their end.
    /// Both stop at `maximumOccurrencesPerSeries`.
    private func iterate(
        _ ruleText: String, master: ParsedEvent, zone: ResolvedZone, from windowStart: CivilDate,
        to windowEnd: CivilDate
    ) -> [WallTime] {
        let rule = icalrecurrencetype_from_string(ruleText)
        guard rule.freq != ICAL_NO_RECURRENCE else { return [master.start] }
        let libicalZone = master.start.time == nil ? nil : zone.libicalZone
        let start = Libical.time(master.start, zone: libicalZone)
        guard let iterator = icalrecur_iterator_new(rule, start) else { return [master.start] }
        defer { icalrecur_iterator_free(iterator) }
        let bounded = rule.count > 0 || icaltime_is_null_time(rule.until) == 0
        if !bounded && master.start.date < windowStart {
            var from = master.start
            from.date = windowStart
            _ = icalrecur_iterator_set_start(iterator, Libical.time(from, zone: libicalZone))
        }
        var result: [WallTime] = []
        while result.count < options.maximumOccurrencesPerSeries {
            let next = icalrecur_iterator_next(iterator)
            guard icaltime_is_null_time(next) == 0,
                let date = CivilDate(year: Int(next.year), month: Int(next.month), day: Int(next.day))
            else { break }
            if !bounded && date > windowEnd || date.year > RecordLimits.years.upperBound { break }
            let time = master.start.time == nil
                ? nil : CivilTime(hour: Int(next.hour), minute: Int(next.minute), second: Int(next.second))
            if bounded || date >= windowStart { result.append(WallTime(date: date, time: time)) }
        }
        return result
    }

    /// The length of an event: seconds for a timed one, whole days × 86,400 for an all-day one.
    private func duration(of event: ParsedEvent) -> Int? {
        if let seconds = event.durationSeconds { return seconds }
        guard let end = event.end else { return nil }
        if event.start.time == nil || end.time == nil {
            return (end.date.daysSinceEpoch - event.start.date.daysSinceEpoch) * 86_400
        }
        let startZone = zones.zone(of: event.start, calendar: event.calendar).zone
        let endZone = zones.zone(of: end, calendar: event.calendar).zone
        return Int(endZone.instant(end.date, end.time!) - startZone.instant(event.start.date, event.start.time!))
    }

    /// The item for one event or occurrence: its record, or a rejection when a date falls outside
    /// ``RecordLimits/years`` once converted (a UTC time late on 2999-12-31 is 3000 in Tokyo).
    private func item(for event: ParsedEvent, recurrenceID: String?) -> ICSImportItem {
        var warnings = event.warnings
        var record = Record(
            uid: event.uid, recurrenceID: recurrenceID, date: event.start.date, title: event.title,
            category: event.category, sub: event.sub, artist: event.artist, venue: event.venue,
            memo: event.memo, amount: event.amount, charged: event.charged, sequence: event.sequence)
        let endsBeforeStart = "DTEND is before DTSTART; the event is kept as starting at DTSTART, without an end"
        if let time = event.start.time {
            let (zone, warning) = zones.zone(of: event.start, calendar: event.calendar)
            if let warning { warnings.append(warning) }
            if let disagreement = zones.disagreement(of: event.start, calendar: event.calendar) {
                warnings.append(disagreement)
            }
            let display = zone.displayName(fallback: options.homeZone)
            let instant = zone.instant(event.start.date, time)
            record.start = ZonedDateTime(instant: instant, zone: display)
            record.date = ZonedDateTime(instant: instant, zone: options.homeZone).local().date
            if let end = event.end, let endTime = end.time {
                // DTEND keeps its own zone (it may differ from DTSTART's).
                let endZone = zones.zone(of: end, calendar: event.calendar).zone
                let endInstant = endZone.instant(end.date, endTime)
                if endInstant >= instant {
                    record.end = ZonedDateTime(instant: endInstant, zone: endZone.displayName(fallback: options.homeZone))
                } else {
                    warnings.append(endsBeforeStart)
                }
            } else if let length = duration(of: event) {
                if length >= 0 {
                    record.end = ZonedDateTime(instant: instant + Int64(length), zone: display)
                } else {
                    warnings.append(endsBeforeStart)
                }
            }
        } else if let length = duration(of: event) {
            if length > 86_400 {
                record.lastDate = event.start.date.adding(days: length / 86_400 - 1)
            } else if length < 0 {
                warnings.append(endsBeforeStart)
            }
        }
        guard RecordLimits.datesFit(record) else {
            return .rejected(
                uid: event.uid, line: event.line,
                reason: "its dates fall outside the years \(RecordLimits.yearsDescription) in \(options.homeZone)")
        }
        var imported = ImportedEvent(record: record, lastModified: event.lastModified, line: event.line, warnings: warnings)
        imported.ticket = event.ticket
        return .event(imported)
    }
}
