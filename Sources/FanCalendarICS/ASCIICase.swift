extension Sequence<UInt8> {
    /// The bytes with ASCII a–z made A–Z and every other byte as it is: how iCalendar names
    /// (properties, BEGIN/END values) compare, case-insensitively (RFC 5545 §2), without
    /// decoding text or Unicode case mapping.
    var asciiUppercased: [UInt8] {
        map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
    }
}
