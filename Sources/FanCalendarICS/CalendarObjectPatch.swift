import CLibical
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// A stored ``CalendarObject`` written back with what changed in fancal, and nothing else.
///
/// The object's records are derived from it again (the same reader, the same options as when it
/// was read) and compared with the records of its UID now. Only what differs is written, and
/// only into what fancal owns (Docs/ics.md): SUMMARY, DTSTART/DTEND (DURATION dropped with
/// them), LOCATION, DESCRIPTION, the X-FANCAL-* properties, EXDATE and RECURRENCE-ID overrides;
/// a changed component gets SEQUENCE one up, DTSTAMP and LAST-MODIFIED now. Every other
/// property, parameter and component (ATTENDEE, VALARM, X-APPLE-*, unknown X-…) goes out as it
/// came in; a component that did not change goes out byte for byte.
///
/// A series stays one object: an occurrence deleted here becomes an EXDATE on the master (its
/// override, if it had one, is dropped), an occurrence changed here becomes a RECURRENCE-ID
/// override (a copy of the master without its rule, alarms and attendees included), and a
/// change made to every occurrence alike (`edit --following` from the first) is made to the master.
package struct CalendarObjectPatch {
    /// The VEVENTs to write (CRLF).
    package var events: [UInt8]
    /// The TZIDs they name.
    package var tzids: [String]
    /// Whether anything was changed: false means `events` is the object's text as stored.
    package var changed: Bool

    /// - Parameters:
    ///   - records: every record of the object's UID now.
    ///   - homeZone: the user's zone, in which the records' days were derived.
    ///   - now: seconds since the epoch, for DTSTAMP and LAST-MODIFIED of changed components.
    ///   - describedIn: the language of the line that opens the DESCRIPTION of a VEVENT carrying
    ///     X-FANCAL-AMOUNT (``ICSDescription``); nil leaves every DESCRIPTION as it is.
    package init(object: CalendarObject, records: [Record], homeZone: String, now: Int64, describedIn: Language? = nil) {
        tzids = object.tzids
        let describes = describedIn != nil && Self.contains(object.events, "X-FANCAL-AMOUNT")
        if CalendarObject.fingerprint(of: records) == object.derivedHash {
            guard describes, let language = describedIn else {
                events = object.events
                changed = false
                return
            }
            // The usual object, one VEVENT: a single event, or a series without overrides whose
            // records all come from its rule. Only its DESCRIPTION line may change, written from
            // its first record by key, as ``Builder/describe(_:in:)`` picks it.
            if Self.isOneVEVENT(object.events),
                let first = records.min(by: { ($0.recurrenceID ?? "") < ($1.recurrenceID ?? "") })
            {
                let described = ComponentText.described(object.events, first, in: language)
                events = described ?? object.events
                changed = described != nil
                return
            }
        }
        var builder = Builder(object: object, homeZone: homeZone, now: now)
        builder.apply(records)
        if let language = describedIn { builder.describe(records, in: language) }
        events = builder.text()
        tzids = builder.tzids.sorted()
        changed = events != object.events
    }

    /// Whether a kept object's text is one VEVENT: its VEVENTs' own boundaries are written
    /// `BEGIN:VEVENT` at the start of a line (``CalendarObject/appendNormalised(_:to:)``), and no
    /// nested component is a VEVENT.
    private static func isOneVEVENT(_ events: [UInt8]) -> Bool {
        let begin = Array("\nBEGIN:VEVENT\r".utf8)
        return !contains(events, begin)
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        contains(bytes, Array(text.utf8))
    }

    /// libc's memchr finds each candidate first byte (glibc's `memmem` is not in Swift's Glibc).
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBytes { haystack in
            let base = haystack.baseAddress!
            let last = haystack.count - needle.count
            var index = 0
            while index <= last, let found = memchr(base + index, Int32(first), last - index + 1) {
                index = base.distance(to: UnsafeRawPointer(found))
                if memcmp(base + index, needle, needle.count) == 0 { return true }
                index += 1
            }
            return false
        }
    }
}

/// The fields of a record as the patch compares and writes them.
private enum PatchField: CaseIterable, Hashable {
    case when, title, venue, memo, category, sub, artist, amount, charged

    /// Fields an edit of a whole series changes on its master.
    static let seriesWide: [PatchField] = [.title, .venue, .memo, .category, .sub, .artist, .amount, .charged]

    /// The field's value as feeds and sync compare it (``Record/text(of:)``); the charged amount,
    /// which only a kept object's patch writes, beside them.
    func value(_ record: Record) -> String {
        switch self {
        // A timed record's day is its start's in the home zone of the day it was read: another
        // home zone gives another day, not another time.
        case .when: record.start == nil ? record.text(of: .date) : record.text(of: .time)
        case .title: record.text(of: .title)
        case .venue: record.text(of: .venue)
        case .memo: record.text(of: .memo)
        case .category: record.text(of: .category)
        case .sub: record.text(of: .sub)
        case .artist: record.text(of: .artist)
        case .amount: record.text(of: .amount)
        case .charged: record.charged.map { "\($0.decimalString) \($0.currency.code)" } ?? ""
        }
    }

    static func differences(_ old: Record, _ new: Record) -> [PatchField] {
        let old = old.endInStartZone, new = new.endInStartZone
        return allCases.filter { $0.value(old) != $0.value(new) }
    }
}

/// One VEVENT's text as lines a patch can change: each logical line (a property with its
/// folded continuations) kept as written, named when it is the VEVENT's own property.
private struct ComponentText {
    var lines: [[UInt8]] = []
    /// The upper-cased property name of each line at the VEVENT's own level; empty for its
    /// BEGIN and END lines and for the lines of nested components (VALARM), never changed.
    var names: [String] = []
    var changed = false
    /// SEQUENCE, and DTSTART's TZID and whether it is UTC, as the text says.
    var sequence = 0
    var startTZID: String?
    var startIsUTC = false
    /// SUMMARY, LOCATION, DESCRIPTION, X-FANCAL-SUB and X-FANCAL-ARTIST as written; nil when
    /// absent or blank.
    var written: [PatchField: String] = [:]

    init?(_ text: [UInt8]) {
        guard let component = Libical.parse(text), icalcomponent_isa(component) == ICAL_VEVENT_COMPONENT else { return nil }
        defer { icalcomponent_free(component) }
        self.init(lines: text)
        sequence = Int(icalcomponent_get_sequence(component))
        written[.title] = Libical.text(icalcomponent_get_summary(component))
        written[.venue] = Libical.text(icalcomponent_get_location(component))
        written[.memo] = Libical.text(icalcomponent_get_description(component))
        let extensions = Libical.extensionValues(
            Libical.properties(component, ICAL_X_PROPERTY),
            named: ["X-FANCAL-SUB", "X-FANCAL-ARTIST"].map { Array($0.utf8) })
        written[.sub] = extensions[0]
        written[.artist] = extensions[1]
        if let start = icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY) {
            startTZID = Libical.tzid(of: start)
            startIsUTC = icaltime_is_utc(icalproperty_get_dtstart(start)) != 0
        }
    }

    /// The lines alone, without libical (what a DESCRIPTION change needs).
    init(lines text: [UInt8]) {
        let scanned = ComponentLines(text)
        lines = scanned.lines.map { Array(text[$0.range]) }
        names = scanned.lines.map { $0.isOwn ? scanned.name(of: $0) : "" }
    }

    /// A line's property name, upper-cased in ASCII, where ``ComponentLines`` finds it.
    static func name(of line: [UInt8]) -> String {
        let scanned = ComponentLines(line)
        return scanned.lines.first.map(scanned.name(of:)) ?? ""
    }

    var hasAmount: Bool { names.contains("X-FANCAL-AMOUNT") }

    /// Makes the DESCRIPTION of a VEVENT with fancal's amount open with the line saying what the
    /// record cost, in `language` (``ICSDescription``), as fancal's own export writes it: fancal's
    /// part of DESCRIPTION. Not a revision: SEQUENCE and the stamps stay.
    mutating func describe(_ record: Record, in language: Language) {
        guard let described = Self.described(text, record, in: language) else { return }
        let lines = ComponentText(lines: described)
        self.lines = lines.lines
        names = lines.names
        changed = true
    }

    /// One VEVENT's text with ``describe(_:in:)`` done, or nil when it changes nothing (no
    /// X-FANCAL-AMOUNT, or one DESCRIPTION that is fancal's line already): its DESCRIPTIONs
    /// replaced by fancal's, where ``add(_:)`` puts a property.
    static func described(_ text: [UInt8], _ record: Record, in language: Language) -> [UInt8]? {
        let scanned = ComponentLines(text)
        guard scanned.lines.contains(where: { scanned.isOwn($0, named: "X-FANCAL-AMOUNT") }),
            let description = ICSDescription.text(for: record, language: language)
        else { return nil }
        var line: [UInt8] = []
        Libical.appendText(of: icalproperty_new_description(description), to: &line)
        let existing = scanned.lines.filter { scanned.isOwn($0, named: "DESCRIPTION") }
        if existing.count == 1 && text[existing[0].range].elementsEqual(line) { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(text.count + line.count)
        // The lines kept are copied a run at a time, up to each DESCRIPTION left out and to
        // where fancal's line goes (a copy a line cost an export 1,300 instructions an object).
        var copied = 0
        var inserted = false
        for (index, each) in scanned.lines.enumerated() {
            if index > 0 && !each.isOwn && !inserted {
                output += text[copied..<each.range.lowerBound]
                output += line
                copied = each.range.lowerBound
                inserted = true
            }
            if scanned.isOwn(each, named: "DESCRIPTION") {
                output += text[copied..<each.range.lowerBound]
                copied = each.range.upperBound
            }
        }
        output += text[copied...]
        return output
    }

    var text: [UInt8] { lines.flatMap { $0 } }

    mutating func remove(_ removed: Set<String>) {
        for index in names.indices.reversed() where removed.contains(names[index]) {
            lines.remove(at: index)
            names.remove(at: index)
        }
        changed = true
    }

    /// Adds a property (libical writes its text, and it is freed) after the VEVENT's own
    /// properties: before its first nested component, or its END.
    mutating func add(_ property: OpaquePointer?) {
        var bytes: [UInt8] = []
        Libical.appendText(of: property, to: &bytes)
        guard !bytes.isEmpty else { return }
        var index = lines.count - 1
        for candidate in 1..<lines.count where names[candidate].isEmpty {
            index = candidate
            break
        }
        lines.insert(bytes, at: index)
        names.insert(Self.name(of: bytes), at: index)
        changed = true
    }
}

private struct Builder {
    let object: CalendarObject
    let homeZone: String
    let now: Int64
    var components: [ComponentText] = []
    var removed: [Bool] = []
    var added: [ComponentText] = []
    /// The record each added override carries.
    var addedRecords: [Record] = []
    var master: Int?
    var tzids: Set<String>
    /// The records the object gives, by key, with the component each came from; one-line fields
    /// as the text writes them (``asWritten(_:_:)``).
    var derived: [String: (record: Record, component: Int)] = [:]
    private let texts: [[UInt8]]
    /// The records the import made of the object, by key.
    private var importedRecords: [String: Record] = [:]

    init(object: CalendarObject, homeZone: String, now: Int64) {
        self.object = object
        self.homeZone = homeZone
        self.now = now
        tzids = Set(object.tzids)
        texts = CalendarObject.components(of: object.events)
        components = texts.compactMap(ComponentText.init)
        // A text libical cannot parse again (never stored by the reader) leaves the object as it was.
        if components.count != texts.count { components = [] }
        removed = Array(repeating: false, count: components.count)
        master = components.firstIndex { !$0.names.contains("RECURRENCE-ID") }
        derive()
    }

    private var isSeries: Bool {
        guard let master else { return false }
        return components[master].names.contains("RRULE") || components[master].names.contains("RDATE")
    }

    /// Reads the object again as the import read it, and notes which component gave each record
    /// (by the line of its BEGIN:VEVENT in the text read).
    private mutating func derive() {
        guard !components.isEmpty else { return }
        var header = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n".utf8)
        if let zone = object.floatingZone { header += Array("X-WR-TIMEZONE:\(zone)\r\n".utf8) }
        var input = header + object.zones
        var componentByLine: [Int: Int] = [:]
        var line = input.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
        for (index, text) in texts.enumerated() {
            componentByLine[line] = index
            line += text.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            input += text
        }
        input += Array("END:VCALENDAR\r\n".utf8)
        let options = ICSImportOptions(
            homeZone: homeZone, defaultCategory: object.defaultCategory, defaultCurrency: object.defaultCurrency,
            today: object.derivedOn)
        let items = (try? ICSReader(options: options).items(bytes: input, name: object.uid)) ?? []
        var imported: [String: Record] = [:]
        defer { importedRecords = imported }
        for case .event(let event) in items {
            guard let component = componentByLine[event.line] else { continue }
            derived[event.record.recurrenceID ?? ""] = (Self.asWritten(event.record, components[component]), component)
            imported[event.record.recurrenceID ?? ""] = event.record
        }
    }

    /// A derived record with the one-line fields and the memo as the text writes them, where the
    /// import rewrote them (made one line, cut): fancal's text of them then differs, and is written.
    private static func asWritten(_ record: Record, _ component: ComponentText) -> Record {
        var record = record
        if let title = component.written[.title], title != record.title { record.title = title }
        if let venue = component.written[.venue], venue != record.venue { record.venue = venue }
        if let sub = component.written[.sub], sub != record.sub { record.sub = sub }
        if let artist = component.written[.artist], artist != record.artist { record.artist = artist }
        if !component.hasAmount, let memo = component.written[.memo], memo != record.memo { record.memo = memo }
        return record
    }

    mutating func apply(_ records: [Record]) {
        guard !components.isEmpty else { return }
        let current = Dictionary(records.map { ($0.recurrenceID ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        var fromRule: [(key: String, old: Record, new: Record)] = []
        for (key, (old, index)) in derived.sorted(by: { $0.key < $1.key }) {
            guard let new = current[key] else {
                if let master, isSeries, !key.isEmpty {
                    addExclusion(key, to: master)
                    if index != master { removed[index] = true }
                }
                continue
            }
            let fields = PatchField.differences(old, new)
            guard !fields.isEmpty else { continue }
            let revised = importedRecords[key].map { !PatchField.differences($0, new).isEmpty } ?? true
            if index == master && isSeries && revised {
                fromRule.append((key, old, new))
            } else {
                var component = components[index]
                write(fields, of: new, to: &component)
                if revised { stamp(&component, sequence: new.sequence) }
                components[index] = component
            }
        }
        // A change every occurrence of the rule shows alike is the series' own.
        var seriesFields: [PatchField] = []
        if let master, fromRule.count >= 2 {
            let ruleKeys = derived.filter { $0.value.component == master && current[$0.key] != nil }
            for field in PatchField.seriesWide {
                let values = Set(fromRule.map { field.value($0.new) })
                guard values.count == 1, fromRule.count == ruleKeys.count,
                    fromRule.allSatisfy({ field.value($0.old) != field.value($0.new) })
                else { continue }
                seriesFields.append(field)
            }
            if !seriesFields.isEmpty {
                var component = components[master]
                write(seriesFields, of: fromRule[0].new, to: &component)
                stamp(&component, sequence: fromRule.map(\.new.sequence).max())
                components[master] = component
            }
        }
        for (key, old, new) in fromRule {
            let fields = PatchField.differences(old, new).filter { !seriesFields.contains($0) }
            guard !fields.isEmpty, let master else { continue }
            addOverride(key, of: master, to: new, fields: fields)
        }
        // Occurrences fancal added to the series (none of the object's own).
        for (key, new) in current.sorted(by: { $0.key < $1.key }) where derived[key] == nil && !key.isEmpty {
            guard let master, isSeries else { continue }
            addOverride(key, of: master, to: new, fields: PatchField.allCases)
        }
    }

    /// fancal's line opening each DESCRIPTION of a VEVENT with an amount: the record of an
    /// override or of a single event, the first occurrence of a series' rule for its master.
    mutating func describe(_ records: [Record], in language: Language) {
        guard !components.isEmpty else { return }
        let current = Dictionary(records.map { ($0.recurrenceID ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // One record a component, its first by key: a series' master is described once, however
        // many occurrences its rule gives.
        var described = Set<Int>()
        for (key, (_, index)) in derived.sorted(by: { $0.key < $1.key }) where !removed[index] && !described.contains(index) {
            guard let record = current[key] else { continue }
            components[index].describe(record, in: language)
            described.insert(index)
        }
        for index in added.indices { added[index].describe(addedRecords[index], in: language) }
    }

    /// The text: each component as it was, or with its lines changed; new overrides after them.
    func text() -> [UInt8] {
        guard !components.isEmpty else { return object.events }
        var output: [UInt8] = []
        for index in components.indices where !removed[index] {
            output += components[index].changed ? components[index].text : texts[index]
        }
        for component in added { output += component.text }
        return output
    }

    // MARK: - Changing components

    private mutating func addExclusion(_ key: String, to master: Int) {
        var component = components[master]
        component.add(ICSWriter<String>.keyProperty(icalproperty_new_exdate, key, zone: component.startIsUTC ? "UTC" : component.startTZID))
        stamp(&component, sequence: nil)
        components[master] = component
    }

    private mutating func addOverride(_ key: String, of master: Int, to new: Record, fields: [PatchField]) {
        var copy = components[master]
        copy.remove(["RRULE", "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID"])
        copy.add(ICSWriter<String>.keyProperty(icalproperty_new_recurrenceid, key, zone: copy.startIsUTC ? "UTC" : copy.startTZID))
        var fields = fields
        if !fields.contains(.when) { fields.append(.when) }
        write(fields, of: new, to: &copy)
        stamp(&copy, sequence: new.sequence)
        added.append(copy)
        addedRecords.append(new)
    }

    /// SEQUENCE one up from the text's (or the record's, when higher), DTSTAMP and LAST-MODIFIED
    /// now: once per component.
    private func stamp(_ component: inout ComponentText, sequence: Int?) {
        component.remove(["SEQUENCE", "DTSTAMP", "LAST-MODIFIED"])
        let utc = icaltime_from_timet_with_zone(time_t(now), 0, icaltimezone_get_utc_timezone())
        component.add(icalproperty_new_dtstamp(utc))
        component.add(icalproperty_new_sequence(Int32(clamping: max(component.sequence + 1, sequence ?? 0))))
        component.add(icalproperty_new_lastmodified(utc))
    }

    /// Writes the record's value of each field into the component, replacing what it said.
    private mutating func write(_ fields: [PatchField], of record: Record, to component: inout ComponentText) {
        for field in fields {
            switch field {
            case .when:
                component.remove(["DTSTART", "DTEND", "DURATION"])
                if let start = record.start {
                    let zone = start.zone == "UTC" ? nil : start.zone
                    if let zone { tzids.insert(zone) }
                    component.add(ICSWriter<String>.timeProperty(icalproperty_new_dtstart, start, zone: zone))
                    if let end = record.end {
                        let endZone = end.zone == "UTC" ? nil : end.zone
                        if let endZone { tzids.insert(endZone) }
                        component.add(ICSWriter<String>.timeProperty(icalproperty_new_dtend, end, zone: endZone))
                    }
                } else {
                    let last = max(record.lastDate ?? record.date, record.date)
                    component.add(icalproperty_new_dtstart(ICSWriter<String>.dateValue(record.date)))
                    component.add(icalproperty_new_dtend(ICSWriter<String>.dateValue(last.adding(days: 1))))
                }
            case .title:
                component.remove(["SUMMARY"])
                component.add(icalproperty_new_summary(record.title))
            case .venue:
                component.remove(["LOCATION"])
                if let venue = record.venue { component.add(icalproperty_new_location(venue)) }
            case .memo:
                component.remove(["DESCRIPTION"])
                if let memo = record.memo { component.add(icalproperty_new_description(memo)) }
            case .category:
                Self.setExtension("X-FANCAL-CATEGORY", record.category.identifier, in: &component)
            case .sub:
                Self.setExtension("X-FANCAL-SUB", record.sub, in: &component)
            case .artist:
                Self.setExtension("X-FANCAL-ARTIST", record.artist, in: &component)
            case .amount:
                Self.setExtension("X-FANCAL-AMOUNT", record.amount.decimalString, in: &component)
                Self.setExtension("X-FANCAL-CURRENCY", record.amount.currency.code, in: &component)
            case .charged:
                Self.setExtension("X-FANCAL-CHARGED", record.charged?.decimalString, in: &component)
                Self.setExtension("X-FANCAL-CHARGED-CURRENCY", record.charged?.currency.code, in: &component)
            }
        }
    }

    /// Replaces every X- property of this name (any case) with one holding `value`, or none.
    private static func setExtension(_ name: String, _ value: String?, in component: inout ComponentText) {
        component.remove([name])
        if let value { component.add(ICSWriter<String>.extensionProperty(name, value)) }
    }
}
