import FanCalendar

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's tz database (`/usr/share/zoneinfo`, the TZif files of RFC 8536) as the source of
/// fancal's zones.
///
/// The same files libical and the C library read, so a record's wall time shown by fancal is the
/// one its import computed. Reading one small file is also far cheaper than the ICU zone data
/// behind Foundation's `TimeZone`, which a command would otherwise load to print a start time.
package enum SystemZoneInfo {
    /// Where the tz database lives.
    static let directory = "/usr/share/zoneinfo/"

    /// The system's zones, each file read at most once per process.
    package static let catalog = ZoneCatalog(source: tzif(named:))

    /// Makes the system's zones those `ZonedDateTime` uses; installing again changes nothing.
    package static func install() {
        ZoneCatalog.install(catalog)
    }

    /// The bytes of a zone's TZif file by its Olson name (`Asia/Tokyo`, `UTC`).
    /// - Returns: nil for names that are not files of the tz database.
    /// The zones of the system's tz database by name (`zone1970.tab`, the canonical zones),
    /// sorted, and UTC: what `--tz` completes to (UTC alone when the database has no such list).
    package static func names() -> [String] {
        guard let bytes = readFile(directory + "zone1970.tab") else { return ["UTC"] }
        let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t")
            return columns.count >= 3 ? String(columns[2]) : nil
        }
        return (names + ["UTC"]).sorted()
    }

    package static func tzif(named name: String) -> [UInt8]? {
        guard isPlausibleName(name) else { return nil }
        return readFile(directory + name)
    }

    /// Olson names only: no absolute paths, no `..`, nothing but the characters zone names use.
    private static func isPlausibleName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count < 256, name.utf8.first != UInt8(ascii: "/") else { return false }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return false }
        }
        return name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+")
        }
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return result }
            result += buffer[..<count]
            // A zone file is a few kilobytes; anything huge is not one.
            if result.count > 1 << 20 { return nil }
        }
    }
}
