/// FNV-1a, 64 bits: the hash fancal keeps of what records say (``ContentHash``,
/// ``CalendarObject/fingerprint(of:)``), the same in every process and on every machine, which
/// Swift's `Hasher` is not.
package struct FNV1a {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    package mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// The bytes, and nothing after them.
    package mutating func add(bytes: UnsafeRawBufferPointer) {
        var value = value
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
        self.value = value
    }

    /// The text's UTF-8 and a 0xFF after it, a byte UTF-8 never holds: two texts in a row hash
    /// apart from their concatenation. The bytes are read where the string holds them (an
    /// export hashes every field of every record; iterating `utf8` cost twice as much).
    package mutating func add(_ text: String) {
        let contiguous: Void? = text.utf8.withContiguousStorageIfAvailable { add(bytes: UnsafeRawBufferPointer($0)) }
        if contiguous == nil {
            for byte in text.utf8 { add(byte: byte) }
        }
        add(byte: 0xFF)
    }

    /// The eight bytes of a number, least significant first.
    package mutating func add(_ number: Int64) {
        var bits = UInt64(bitPattern: number)
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// Whether the number is there, and then the number.
    package mutating func add(_ number: Int64?) {
        guard let number else { return add(byte: 0) }
        add(byte: 1)
        add(number)
    }
}
