import Synchronization

/// The time zones fancal knows by name: each Olson zone parsed once from the TZif bytes its
/// source gives and kept, and any POSIX TZ rule (`JST-9`, as `TZ` may name the home zone).
///
/// The source belongs to the edge: the core reads no files. The executable and the tests read
/// the system's tz database (`SystemZoneInfo` in `FanCalendarZoneInfo`); a test may serve bytes
/// of its own.
package final class ZoneCatalog: Sendable {
    /// The TZif bytes of a zone by its Olson name (`Asia/Tokyo`); nil when there is no such zone.
    package typealias Source = @Sendable (_ name: String) -> [UInt8]?

    private let source: Source
    /// Zones already read, by name (nil: not a zone): reading one costs far more than an offset
    /// look-up, and an import or a listing asks for the same few zones for every record.
    private let loaded = Mutex<[String: ZoneRules?]>([:])

    package init(source: @escaping Source) {
        self.source = source
    }

    /// The zone of that name, else the POSIX TZ rule it spells, read once per catalog.
    /// - Returns: nil when the name is neither.
    package func rules(_ name: String) -> ZoneRules? {
        if let known = loaded.withLock({ $0[name] }) { return known }
        let rules = source(name).flatMap(ZoneRules.init(tzif:)) ?? ZoneRules.posix(name)
        loaded.withLock { $0[name] = rules }
        return rules
    }

    /// The catalog `ZonedDateTime` reads zones from, set once by the edge at start.
    ///
    /// One catalog per process rather than a parameter: a zone travels as a name inside every
    /// record, ticket and deadline, and its rules are needed wherever a time is shown, compared,
    /// imported or exported (renderers, the ICS reader and writer, core rules): over a hundred
    /// calls would pass the same value, which never changes while a process runs.
    private static let installed = Mutex<ZoneCatalog?>(nil)

    /// Makes `catalog` the one `ZonedDateTime` uses from now on.
    package static func install(_ catalog: ZoneCatalog) {
        installed.withLock { $0 = catalog }
    }

    /// The installed catalog; a process that asks for a zone before installing one is wrong
    /// from its start, and stops saying so.
    static var current: ZoneCatalog {
        guard let catalog = installed.withLock({ $0 }) else {
            preconditionFailure("no ZoneCatalog installed: the edge installs one at start (SystemZoneInfo.install())")
        }
        return catalog
    }
}
