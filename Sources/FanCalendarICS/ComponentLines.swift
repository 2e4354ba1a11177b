#if canImport(Glibc)
    import Glibc
#endif

/// Where the logical lines of one VEVENT's text are (each property with its folded
/// continuations), and which of them are the VEVENT's own properties, found without copying a
/// line: the one reading of a kept component's lines, for the patch's ``ComponentText`` and for
/// the DESCRIPTION line an export writes into an object nothing else changed in, which runs
/// for every kept object.
struct ComponentLines {
    struct Line {
        /// The bytes of the line, its folds and its line end.
        var range: Range<Int>
        /// Where its name ends (`:`, `;` or the line end).
        var nameEnd: Int
        /// Whether it is a property of the VEVENT itself: not its BEGIN or END, not a line of
        /// a nested component (VALARM).
        var isOwn: Bool
    }

    let text: [UInt8]
    private(set) var lines: [Line] = []

    init(_ text: [UInt8]) {
        self.text = text
        var lines: [Line] = []
        // Calendar lines are some 30 bytes long: the array seldom grows.
        lines.reserveCapacity(text.count / 24)
        text.withUnsafeBufferPointer { text in
            var depth = 0
            var start = 0
            while start < text.count {
                var end = start
                repeat {
                    // memchr finds the line end several bytes a step (a byte loop cost an export
                    // 6,000 instructions an object).
                    let newline = memchr(text.baseAddress! + end, 0x0A, text.count - end)
                    end = newline.map { text.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 } ?? text.count
                } while end < text.count && (text[end] == 0x20 || text[end] == 0x09)
                var nameEnd = start
                while nameEnd < end && text[nameEnd] != 0x3A && text[nameEnd] != 0x3B && text[nameEnd] != 0x0D {
                    nameEnd += 1
                }
                var line = Line(range: start..<end, nameEnd: nameEnd, isOwn: false)
                if Self.bytes(text, start..<nameEnd, are: "BEGIN") {
                    depth += 1
                } else if Self.bytes(text, start..<nameEnd, are: "END") {
                    depth -= 1
                } else {
                    line.isOwn = depth == 1
                }
                lines.append(line)
                start = end
            }
        }
        self.lines = lines
    }

    /// The line's name, upper-cased (names are ASCII: RFC 5545 §3.1).
    func name(of line: Line) -> String {
        String(decoding: text[line.range.lowerBound..<line.nameEnd].asciiUppercased, as: UTF8.self)
    }

    /// Whether the line is the VEVENT's own property `name` (upper case), in any case.
    func isOwn(_ line: Line, named name: StaticString) -> Bool {
        line.isOwn && text.withUnsafeBufferPointer { Self.bytes($0, line.range.lowerBound..<line.nameEnd, are: name) }
    }

    /// Whether `text[range]` is `name` (upper case) in ASCII, in any case.
    private static func bytes(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, are name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        for (offset, byte) in zip(range, expected) {
            let upper = (0x61...0x7A).contains(text[offset]) ? text[offset] - 0x20 : text[offset]
            if upper != byte { return false }
        }
        return true
    }
}
