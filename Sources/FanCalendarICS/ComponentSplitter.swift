#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import FanCalendar

/// Cuts an iCalendar byte stream into component texts without interpreting properties: it only
/// recognises `BEGIN:`/`END:` lines (case-insensitively, even when folded) so that each VEVENT
/// and VTIMEZONE can be parsed by libical on its own. Memory stays bounded by one component.
///
/// Line-level clean-ups done here, because libical gets them wrong when parsing a chunk:
/// - a UTF-8 byte-order mark and CR before LF are dropped;
/// - blank lines are dropped (RFC 5545 has none; Mozilla exports put them inside folds, and
///   libical then loses the folded property);
/// - the name of an `x-` property is upper-cased (libical drops lower-case `x-` properties).
struct ComponentSplitter {
    /// What the splitter hands on.
    enum Piece {
        /// A VEVENT or VTIMEZONE: its raw lines (folds kept) joined by LF, where it begins, and
        /// the VCALENDAR it belongs to (0 for components outside any VCALENDAR).
        case component(kind: String, text: [UInt8], line: Int, calendar: Int)
        /// A component that is not imported (VTODO, VJOURNAL…), reported by kind.
        case skipped(kind: String)
        /// A VCALENDAR ended; `properties` holds its own property lines (capped), as a
        /// VCALENDAR text libical can parse.
        case calendarEnded(calendar: Int, properties: [UInt8])
    }

    private struct OpenComponent {
        let name: String
        let line: Int
    }

    private let file: String
    private let options: ICSImportOptions
    private let deliver: (Piece) throws -> Void

    private var lineNumber = 0
    private var partialLine: [UInt8] = []
    private var atStart = true
    private var sawComponent = false
    private var sawText = false

    // The logical line being assembled from a physical line and its continuations.
    private var logicalRaw: [UInt8] = []
    /// The unfolded start of the logical line once it has a continuation; until then the start
    /// of `logicalRaw` is that text, and no copy is made (most lines are not folded).
    private var unfoldedPrefix: [UInt8] = []
    private var isFolded = false
    private var logicalLine = 0
    private var hasLogical = false

    private var stack: [OpenComponent] = []
    private var calendarIndex = 0
    private var calendarProperties: [UInt8] = []
    // The component being collected: its depth in `stack`, kind and text.
    private var collectDepth: Int?
    private var collectKind = ""
    private var collectLine = 0
    private var collected: [UInt8] = []
    // A component being skipped, by depth.
    private var skipDepth: Int?

    private static let calendarPropertyCap = 64 * 1024
    private static let prefixCap = 128

    init(file: String, options: ICSImportOptions, deliver: @escaping (Piece) throws -> Void) {
        self.file = file
        self.options = options
        self.deliver = deliver
    }

    /// Feeds the next bytes of the input.
    mutating func feed(_ bytes: [UInt8]) throws {
        // memchr: these two scans touch every byte, and a generic loop is slow in debug builds.
        let newlines: [Int] = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return [] }
            var found: [Int] = []
            var offset = 0
            while offset < raw.count, let hit = memchr(base + offset, 0x0A, raw.count - offset) {
                let index = base.distance(to: UnsafeRawPointer(hit))
                found.append(index)
                offset = index + 1
            }
            return found
        }
        let hasNUL = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false
        }
        if hasNUL { throw ICSError.binary(file: file) }
        var start = 0
        for newline in newlines {
            if partialLine.isEmpty {
                // The whole line is in this block: read in place.
                try checkLength(newline - start)
                try physicalLine(bytes[start..<newline])
            } else {
                partialLine.append(contentsOf: bytes[start..<newline])
                try checkLength(partialLine.count)
                try physicalLine(partialLine[...])
                partialLine.removeAll(keepingCapacity: true)
            }
            start = newline + 1
        }
        partialLine.append(contentsOf: bytes[start...])
        try checkLength(partialLine.count)
    }

    /// Ends the input: flushes the last line and checks that every component was closed.
    mutating func finish() throws {
        if !partialLine.isEmpty { try physicalLine(partialLine[...]) }
        try flushLogical()
        if let open = stack.last {
            throw ICSError.truncated(file: file, component: open.name, line: open.line)
        }
        if !sawComponent {
            if sawText { throw ICSError.notICalendar(file: file, line: 1, found: "no BEGIN line") }
            throw ICSError.empty(file: file)
        }
    }

    private func checkLength(_ lineBytes: Int) throws {
        if lineBytes > options.maximumLineBytes {
            throw ICSError.lineTooLong(file: file, line: lineNumber + 1, limit: options.maximumLineBytes)
        }
    }

    private mutating func physicalLine(_ bytes: ArraySlice<UInt8>) throws {
        lineNumber += 1
        // Narrowed by re-slicing: mutating the slice would copy the whole block it shares.
        var line = bytes.last == UInt8(ascii: "\r") ? bytes[..<(bytes.endIndex - 1)] : bytes
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        }
        guard let first = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
        sawText = true
        if first > line.startIndex, hasLogical {
            if !isFolded {
                isFolded = true
                unfoldedPrefix.removeAll(keepingCapacity: true)
                unfoldedPrefix.append(contentsOf: logicalRaw.prefix(Self.prefixCap))
            }
            if unfoldedPrefix.count < Self.prefixCap {
                unfoldedPrefix.append(contentsOf: line.dropFirst().prefix(Self.prefixCap))
            }
            if collectDepth != nil || stack.count <= 1 {
                logicalRaw.append(UInt8(ascii: "\n"))
                logicalRaw.append(contentsOf: line)
                try checkComponentSize()
            }
            return
        }
        try flushLogical()
        hasLogical = true
        isFolded = false
        logicalLine = lineNumber
        logicalRaw.replaceSubrange(logicalRaw.indices, with: line)
        Self.upperCaseExtensionName(&logicalRaw)
    }

    /// The start of the logical line (unfolded, capped), by which it is recognised.
    private var logicalPrefix: ArraySlice<UInt8> {
        isFolded ? unfoldedPrefix[...] : logicalRaw.prefix(Self.prefixCap)
    }

    private func checkComponentSize() throws {
        if collected.count + logicalRaw.count > options.maximumComponentBytes {
            throw ICSError.componentTooLarge(
                file: file, component: collectKind.isEmpty ? "a component" : collectKind,
                line: collectDepth == nil ? logicalLine : collectLine,
                limit: options.maximumComponentBytes)
        }
    }

    /// `x-name;…:` → `X-NAME;…:` on the line's first physical line (the name ends at `;` or `:`).
    private static func upperCaseExtensionName(_ line: inout [UInt8]) {
        guard line.count > 2, line[0] | 0x20 == UInt8(ascii: "x"), line[1] == UInt8(ascii: "-") else {
            return
        }
        line.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { return }
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { bytes[index] = byte - 0x20 }
            }
        }
    }

    /// `BEGIN:NAME` or `END:NAME` (any case, trailing blanks ignored) → the upper-cased name.
    private static func boundary(_ prefix: ArraySlice<UInt8>) -> (isBegin: Bool, name: String)? {
        guard let first = prefix.first, first | 0x20 == UInt8(ascii: "b") || first | 0x20 == UInt8(ascii: "e")
        else { return nil }
        let isBegin = first | 0x20 == UInt8(ascii: "b")
        let keyword = isBegin ? Self.beginKeyword : Self.endKeyword
        guard prefix.count > keyword.count else { return nil }
        for (offset, byte) in keyword.enumerated() {
            let actual = prefix[prefix.startIndex + offset]
            let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(actual) ? actual - 0x20 : actual
            guard upper == byte else { return nil }
        }
        // The name (letters, digits, `-`) runs to the first blank; only blanks may follow it.
        let rest = prefix.dropFirst(keyword.count)
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let nameEnd = rest.firstIndex(where: isBlank) ?? rest.endIndex
        let name = rest[..<nameEnd]
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isNameByte = { (byte: UInt8) in
            isLower(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
        guard !name.isEmpty, name.allSatisfy(isNameByte), rest[nameEnd...].allSatisfy(isBlank) else { return nil }
        let text = String(decoding: name, as: UTF8.self)
        return (isBegin, name.contains(where: isLower) ? text.uppercased() : text)
    }

    /// A line named BEGIN or END that is not a boundary (`END;X=1:VEVENT`, `BEGIN:`, `END:V EVENT`).
    /// It is dropped: libical would act on it, closing components early and warning on stderr.
    private static func isMalformedBoundary(_ prefix: ArraySlice<UInt8>) -> Bool {
        // Most lines are settled by their first byte: an ASCII one upper-cases to one ASCII
        // letter, so only b or e (either case) can begin END or BEGIN.
        if let first = prefix.first, first < 0x80, first | 0x20 != UInt8(ascii: "b"), first | 0x20 != UInt8(ascii: "e") {
            return false
        }
        let name = prefix.prefix { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";") }
        guard name.count == 3 || name.count == 5 else { return false }
        // An ASCII name (UID, CLASS, DTEND…) is upper-cased byte by byte, without a String.
        if name.allSatisfy({ $0 < 0x80 }) {
            let upper = name.lazy.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 0x20 : $0 }
            return upper.elementsEqual("END".utf8) || upper.elementsEqual("BEGIN".utf8)
        }
        let upper = String(decoding: name, as: UTF8.self).uppercased()
        return upper == "END" || upper == "BEGIN"
    }

    private static let beginKeyword = Array("BEGIN:".utf8)
    private static let endKeyword = Array("END:".utf8)

    private mutating func flushLogical() throws {
        guard hasLogical else { return }
        hasLogical = false
        let line = logicalLine
        if let (isBegin, name) = Self.boundary(logicalPrefix) {
            if isBegin { try begin(name, line: line) } else { try end(name, line: line) }
        } else if !Self.isMalformedBoundary(logicalPrefix) {
            try content(line: line)
        }
    }

    private mutating func appendCollected() throws {
        try checkComponentSize()
        if !collected.isEmpty { collected.append(UInt8(ascii: "\n")) }
        collected.append(contentsOf: logicalRaw)
    }

    private mutating func begin(_ name: String, line: Int) throws {
        if stack.count >= options.maximumNesting {
            throw ICSError.nestingTooDeep(file: file, line: line, limit: options.maximumNesting)
        }
        if name == "VCALENDAR" {
            if let open = stack.last {
                throw ICSError.truncated(file: file, component: open.name, line: open.line)
            }
            calendarIndex += 1
            calendarProperties.removeAll()
            sawComponent = true
            stack.append(OpenComponent(name: name, line: line))
            return
        }
        let topLevel = stack.isEmpty
        if topLevel && !name.hasPrefix("V") || topLevel && name == "VCARD" {
            if !sawComponent {
                let found = name == "VCARD" ? "a vCard (BEGIN:VCARD)" : "BEGIN:\(name)"
                throw ICSError.notICalendar(file: file, line: line, found: found)
            }
        }
        let startsComponent = topLevel || (stack.count == 1 && stack[0].name == "VCALENDAR")
        if topLevel { sawComponent = true }
        stack.append(OpenComponent(name: name, line: line))
        if collectDepth != nil {
            try appendCollected()
        } else if skipDepth == nil && startsComponent {
            if name == "VEVENT" || name == "VTIMEZONE" {
                collectDepth = stack.count
                collectKind = name
                collectLine = line
                collected.removeAll(keepingCapacity: true)
                try appendCollected()
            } else {
                skipDepth = stack.count
            }
        }
    }

    private mutating func end(_ name: String, line: Int) throws {
        guard let open = stack.last else {
            throw ICSError.unexpectedEnd(file: file, component: name, line: line)
        }
        if open.name != name {
            if stack.contains(where: { $0.name == name }) {
                throw ICSError.truncated(file: file, component: open.name, line: open.line)
            }
            throw ICSError.unexpectedEnd(file: file, component: name, line: line)
        }
        let depth = stack.count
        stack.removeLast()
        if let collectDepth {
            try appendCollected()
            if depth == collectDepth {
                self.collectDepth = nil
                let calendar = stack.isEmpty ? 0 : calendarIndex
                try deliver(.component(kind: name, text: collected, line: collectLine, calendar: calendar))
                collected.removeAll(keepingCapacity: true)
            }
        } else if depth == skipDepth {
            skipDepth = nil
            try deliver(.skipped(kind: name))
        } else if name == "VCALENDAR" {
            var text = Array("BEGIN:VCALENDAR\n".utf8)
            text.append(contentsOf: calendarProperties)
            text.append(contentsOf: Array("END:VCALENDAR\n".utf8))
            try deliver(.calendarEnded(calendar: calendarIndex, properties: text))
        }
    }

    private mutating func content(line: Int) throws {
        if collectDepth != nil {
            try appendCollected()
        } else if stack.count == 1 && stack[0].name == "VCALENDAR" {
            if calendarProperties.count + logicalRaw.count < Self.calendarPropertyCap {
                calendarProperties.append(contentsOf: logicalRaw)
                calendarProperties.append(UInt8(ascii: "\n"))
            }
        } else if stack.isEmpty && !sawComponent {
            let text = String(decoding: logicalPrefix.prefix(40), as: UTF8.self)
            throw ICSError.notICalendar(file: file, line: line, found: "\"\(text)\"")
        }
    }
}
