/// Where a read keeps the events it has parsed until the input ends: revisions of one UID and
/// overrides of a series may come anywhere in an input, and VTIMEZONEs after the events that use
/// them, so no event can be turned into a record before the end.
///
/// The reader decides everything (which UID group an event joins, which revision wins, the
/// order of delivery); a staging only keeps what it is told to, so that keeping can live on disk
/// (`StagingArea` in FanCalendarStore, a temporary SQLite database: memory stays flat however
/// long the input) or in memory (``MemoryStaging``, for inputs already in memory). Every value
/// is a plain number, text or byte string, so a store can conform without knowing the reader.
///
/// Groups are numbered by the reader in order of first appearance; within a group, what was
/// added first comes first (a replaced payload keeps its place).
package protocol EventStaging: AnyObject {
    /// The group `uid` was given when first seen; for a UID not seen before, `proposed`, now
    /// remembered for it.
    func group(ofUID uid: String, proposing proposed: Int) throws -> Int
    /// The revision kept for `key` in `group`, if any.
    func kept(group: Int, key: [UInt8]) throws -> (sequence: Int, lastModified: Int64?)?
    /// Keeps `payload` under (`group`, `key`), which holds nothing yet.
    func add(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) throws
    /// Replaces what (`group`, `key`) holds by a newer revision, in its place.
    func replace(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) throws
    /// Hands over every payload kept, ordered by group and, within a group, in the order added.
    func forEachByGroup(_ body: (_ group: Int, _ payload: [UInt8]) throws -> Void) throws
}

/// An ``EventStaging`` in memory: for inputs that are in memory anyway (a feed's body, a CalDAV
/// item, tests), and the reader's default.
package final class MemoryStaging: EventStaging {
    private var groupByUID: [String: Int] = [:]
    private var slotByKey: [Key: Int] = [:]
    private var slots: [(group: Int, sequence: Int, lastModified: Int64?, payload: [UInt8])] = []

    private struct Key: Hashable {
        var group: Int
        var key: [UInt8]
    }

    package init() {}

    package func group(ofUID uid: String, proposing proposed: Int) -> Int {
        if let known = groupByUID[uid] { return known }
        groupByUID[uid] = proposed
        return proposed
    }

    package func kept(group: Int, key: [UInt8]) -> (sequence: Int, lastModified: Int64?)? {
        slotByKey[Key(group: group, key: key)].map { (slots[$0].sequence, slots[$0].lastModified) }
    }

    package func add(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) {
        slotByKey[Key(group: group, key: key)] = slots.count
        slots.append((group, sequence, lastModified, payload))
    }

    package func replace(group: Int, key: [UInt8], sequence: Int, lastModified: Int64?, payload: [UInt8]) {
        let slot = slotByKey[Key(group: group, key: key)]!
        slots[slot].sequence = sequence
        slots[slot].lastModified = lastModified
        slots[slot].payload = payload
    }

    package func forEachByGroup(_ body: (_ group: Int, _ payload: [UInt8]) throws -> Void) throws {
        // A stable sort keeps slot order within each group.
        let order = slots.indices.sorted { (slots[$0].group, $0) < (slots[$1].group, $1) }
        for index in order { try body(slots[index].group, slots[index].payload) }
    }
}
