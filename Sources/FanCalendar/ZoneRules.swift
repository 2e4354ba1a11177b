/// A time zone's UTC offsets, parsed from a TZif file of the tz database (RFC 8536): the
/// transitions the file lists, and for moments after the last of them the POSIX TZ rule in its
/// footer (`CET-1CEST,M3.5.0,M10.5.0/3`). The bytes come from a `ZoneCatalog`'s source: the core
/// reads no files.
package struct ZoneRules: Sendable {
    /// Transition moments (seconds since the epoch), ascending.
    private let transitions: [Int64]
    /// The offset (seconds east of UTC) in force from each transition on.
    private let offsets: [Int32]
    /// The offset before the first transition.
    private let initialOffset: Int32
    /// The rule after the last transition; nil when the last transition's offset stays.
    private let footer: PosixRule?

    /// The rules of a POSIX TZ string as the `TZ` variable may hold it (`JST-9`,
    /// `EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`): one rule for every year.
    /// - Returns: nil for text that is not one.
    package static func posix(_ text: String) -> ZoneRules? {
        guard text.utf8.count < 256, let rule = PosixRule(Array(text.utf8)) else { return nil }
        return ZoneRules(footer: rule)
    }

    private init(footer: PosixRule) {
        transitions = []
        offsets = []
        initialOffset = footer.standardOffset
        self.footer = footer
    }

    /// The offset from UTC, in seconds, in force at a moment.
    package func offset(at instant: Int64) -> Int {
        guard let last = transitions.last else {
            return Int(footer?.offset(at: instant) ?? initialOffset)
        }
        if instant >= last, let footer { return Int(footer.offset(at: instant)) }
        guard instant >= transitions[0] else { return Int(initialOffset) }
        // The last transition at or before the instant.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return Int(offsets[low])
    }

    /// Parses a TZif file (versions 1–4); nil when it is not one.
    package init?(tzif bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard let first = TZifHeader(&reader) else { return nil }
        var header = first
        var timeSize = 4
        if first.version >= 2 {
            // Skip the 32-bit block; the 64-bit block and the footer follow it.
            guard reader.skip(first.dataLength(timeSize: 4)), let second = TZifHeader(&reader) else { return nil }
            header = second
            timeSize = 8
        }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitionCount)
        for _ in 0..<header.transitionCount {
            guard let time = reader.signed(timeSize) else { return nil }
            transitions.append(time)
        }
        var typeIndices: [Int] = []
        for _ in 0..<header.transitionCount {
            guard let index = reader.byte() else { return nil }
            typeIndices.append(Int(index))
        }
        var typeOffsets: [Int32] = []
        for _ in 0..<header.typeCount {
            guard let offset = reader.signed(4), reader.skip(2) else { return nil }
            typeOffsets.append(Int32(truncatingIfNeeded: offset))
        }
        guard !typeOffsets.isEmpty, typeIndices.allSatisfy({ $0 < typeOffsets.count }),
            reader.skip(header.charCount + header.leapCount * (timeSize + 4) + header.standardCount + header.utcCount)
        else { return nil }
        var footer: PosixRule?
        if header.version >= 2, reader.byte() == UInt8(ascii: "\n") {
            var text: [UInt8] = []
            while let byte = reader.byte(), byte != UInt8(ascii: "\n") { text.append(byte) }
            footer = text.isEmpty ? nil : PosixRule(text)
        }
        self.transitions = transitions
        offsets = typeIndices.map { typeOffsets[$0] }
        initialOffset = typeOffsets[0]
        self.footer = footer
    }
}

/// The counts at the head of each TZif data block.
private struct TZifHeader {
    var version: Int
    var utcCount: Int
    var standardCount: Int
    var leapCount: Int
    var transitionCount: Int
    var typeCount: Int
    var charCount: Int

    init?(_ reader: inout ByteReader) {
        guard reader.bytes(4) == Array("TZif".utf8), let versionByte = reader.byte(), reader.skip(15) else { return nil }
        version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = reader.signed(4), count >= 0, count < 1 << 20 else { return nil }
            counts.append(Int(count))
        }
        (utcCount, standardCount, leapCount, transitionCount, typeCount, charCount) =
            (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
    }

    func dataLength(timeSize: Int) -> Int {
        transitionCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4)
            + standardCount + utcCount
    }
}

private struct ByteReader {
    private let data: [UInt8]
    private var position = 0

    init(_ data: [UInt8]) { self.data = data }

    mutating func byte() -> UInt8? {
        guard position < data.count else { return nil }
        defer { position += 1 }
        return data[position]
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count <= data.count - position else { return nil }
        defer { position += count }
        return Array(data[position..<position + count])
    }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= data.count - position else { return false }
        position += count
        return true
    }

    /// A big-endian two's-complement integer of 4 or 8 bytes.
    mutating func signed(_ size: Int) -> Int64? {
        guard let raw = bytes(size) else { return nil }
        var value: UInt64 = 0
        for byte in raw { value = value << 8 | UInt64(byte) }
        if size == 4 { return Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int64(bitPattern: value)
    }
}

/// A POSIX TZ rule as TZif footers write it: `JST-9`, `CET-1CEST,M3.5.0,M10.5.0/3`,
/// `<-03>3`, `AEST-10AEDT,M10.1.0,M4.1.0/3`. Offsets in the text count west of UTC; those held
/// here count east, as the rest of fancal does.
struct PosixRule: Sendable {
    let standardOffset: Int32
    let daylight: (offset: Int32, start: Boundary, end: Boundary)?

    /// When daylight time starts or ends: a day rule and the local time of day it happens at.
    struct Boundary: Sendable {
        enum Day: Sendable {
            /// `Jn`: day n of the year (1–365), February 29 never counted.
            case julian(Int)
            /// `n`: day n of the year (0–365), February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 Sunday) of week w (5: the last) of month m.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        let day: Day
        /// Seconds after local midnight (may be negative or beyond a day).
        let time: Int

        /// The local wall-clock moment, in seconds since the epoch as if local time were UTC.
        func localMoment(year: Int) -> Int64 {
            let date: CivilDate
            switch day {
            case .julian(let number):
                var ordinal = number
                if CivilDate.daysIn(year: year, month: 2) == 29 && number >= 60 { ordinal += 1 }
                date = CivilDate(year: year, month: 1, day: 1)!.adding(days: ordinal - 1)
            case .zeroBased(let number):
                date = CivilDate(year: year, month: 1, day: 1)!.adding(days: number)
            case .monthWeekDay(let month, let week, let weekday):
                let first = CivilDate(year: year, month: month, day: 1)!
                let firstMatch = (weekday - first.weekday.rawValue + 7) % 7 + 1
                var day = firstMatch + (week - 1) * 7
                let length = CivilDate.daysIn(year: year, month: month)
                while day > length { day -= 7 }
                date = CivilDate(year: year, month: month, day: day)!
            }
            return Int64(date.daysSinceEpoch) * 86_400 + Int64(time)
        }
    }

    init?(_ text: [UInt8]) {
        var parser = PosixParser(text)
        guard parser.name(), let standard = parser.offset() else { return nil }
        standardOffset = Int32(-standard)
        guard !parser.atEnd else {
            daylight = nil
            return
        }
        guard parser.name() else { return nil }
        var daylightOffset = Int32(-standard + 3600)
        if !parser.atEnd && parser.peek != UInt8(ascii: ",") {
            guard let offset = parser.offset() else { return nil }
            daylightOffset = Int32(-offset)
        }
        guard parser.consume(UInt8(ascii: ",")), let start = parser.boundary(), parser.consume(UInt8(ascii: ",")),
            let end = parser.boundary(), parser.atEnd
        else { return nil }
        daylight = (daylightOffset, start, end)
    }

    /// The offset in force at a moment.
    func offset(at instant: Int64) -> Int32 {
        guard let daylight else { return standardOffset }
        // Daylight time starts at its local standard time and ends at its local daylight time.
        let year = CivilDate(daysSinceEpoch: Int((instant + Int64(standardOffset)).floorDivided(by: 86_400))).year
        for candidate in [year - 1, year, year + 1] {
            let start = daylight.start.localMoment(year: candidate) - Int64(standardOffset)
            var end = daylight.end.localMoment(year: candidate) - Int64(daylight.offset)
            // Southern hemisphere: daylight time runs over the new year into the next one.
            if end <= start { end = daylight.end.localMoment(year: candidate + 1) - Int64(daylight.offset) }
            if instant >= start && instant < end { return daylight.offset }
        }
        return standardOffset
    }
}

extension Int64 {
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

/// Reads the parts of a POSIX TZ string.
private struct PosixParser {
    private let text: [UInt8]
    private var position = 0

    init(_ text: [UInt8]) { self.text = text }

    var atEnd: Bool { position >= text.count }
    var peek: UInt8? { atEnd ? nil : text[position] }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// `JST` (three or more letters) or `<+0330>`.
    mutating func name() -> Bool {
        if consume(UInt8(ascii: "<")) {
            while let byte = peek, byte != UInt8(ascii: ">") { position += 1 }
            return consume(UInt8(ascii: ">"))
        }
        let start = position
        while let byte = peek, (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { position += 1 }
        return position - start >= 3
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, as written (west of UTC positive).
    mutating func offset() -> Int? {
        var sign = 1
        if consume(UInt8(ascii: "-")) { sign = -1 } else { _ = consume(UInt8(ascii: "+")) }
        guard let seconds = clock() else { return nil }
        return sign * seconds
    }

    /// `hh[:mm[:ss]]` in seconds.
    private mutating func clock() -> Int? {
        guard let hours = number() else { return nil }
        var seconds = hours * 3600
        if consume(UInt8(ascii: ":")) {
            guard let minutes = number() else { return nil }
            seconds += minutes * 60
            if consume(UInt8(ascii: ":")) {
                guard let rest = number() else { return nil }
                seconds += rest
            }
        }
        return seconds
    }

    private mutating func number() -> Int? {
        let start = position
        var value = 0
        while let byte = peek, (0x30...0x39).contains(byte), position - start < 4 {
            value = value * 10 + Int(byte - 0x30)
            position += 1
        }
        return position > start ? value : nil
    }

    /// `Mm.w.d[/time]`, `Jn[/time]` or `n[/time]`; the time defaults to 02:00 and may be
    /// negative or beyond 24 hours (TZif version 3).
    mutating func boundary() -> PosixRule.Boundary? {
        let day: PosixRule.Boundary.Day
        if consume(UInt8(ascii: "M")) {
            guard let month = number(), consume(UInt8(ascii: ".")), let week = number(), consume(UInt8(ascii: ".")),
                let weekday = number(), (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else if consume(UInt8(ascii: "J")) {
            guard let number = number(), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else {
            guard let number = number(), (0...365).contains(number) else { return nil }
            day = .zeroBased(number)
        }
        var time = 7200
        if consume(UInt8(ascii: "/")) {
            guard let value = offset() else { return nil }
            time = value
        }
        return PosixRule.Boundary(day: day, time: time)
    }
}
