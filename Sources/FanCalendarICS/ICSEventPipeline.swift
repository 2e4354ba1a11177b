import Dispatch
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Writes records as VEVENTs and kept objects with their records patched in, byte for byte as
/// ``ICSWriter/write(_:recurrenceRule:exceptions:)`` and ``ICSWriter/write(object:records:homeZone:)``
/// do, but serialises and patches them on other threads while the caller goes on (reading the
/// next rows of a store): that is most of an export's work, which one core cannot hide behind
/// the reading. The VTIMEZONEs an object needs are written by the caller's writer, which knows
/// which ones the output has.
///
/// Items are gathered in batches of ``batchRecords``; each batch goes to one of a few lanes (a
/// serial queue with a writer of its own, so its line caches are never shared between threads),
/// in turn. The text of the batches reaches the caller's writer in the order the records came,
/// and at most ``batchesInFlight`` batches per lane wait, so memory stays flat however many
/// records are written. An export too small to fill one batch is written on the calling thread.
///
/// Threads: libical's serialisation is safe on several threads once ``Libical/readyForThreads``
/// has set its process-wide state up (as for ``ICSReader``); use a pipeline from one thread.
package struct ICSEventPipeline<Output: ICSOutputStream> {
    static var batchRecords: Int { 256 }
    static var batchesInFlight: Int { 2 }

    private let lanes: [Lane]
    private var batch: [Item] = []
    /// Batches handed to lanes and not yet written, oldest first.
    private var inFlight: [(batch: Batch, done: DispatchGroup)] = []
    private var batchesSent = 0

    /// - Parameter writer: the writer the text goes to; each lane writes like it.
    package init(like writer: ICSWriter<Output>) {
        _ = Libical.readyForThreads
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        lanes = (0..<max(1, min(4, cores))).map { _ in Lane(writer: writer.writing(to: EventBytes())) }
    }

    /// Writes `record` (now, or with its batch) to `writer`, after every item given before it.
    /// - Throws: what the `events` of an object given before it threw.
    package mutating func write(_ record: Record, to writer: inout ICSWriter<Output>) throws {
        try add(.record(record), to: &writer)
    }

    /// Writes a kept object with the records of its UID patched in (now, or with its batch) to
    /// `writer`, after every item given before it, as ``ICSWriter/write(object:records:homeZone:)``
    /// writes it. Its VEVENT text is what `events` gives, on the lane that patches it: the store
    /// unpacks it there, beside the thread reading on (`object.events` is not read).
    /// - Throws: what `events` threw, for this object or one before it; the pipeline then
    ///   writes nothing more.
    package mutating func write(
        object: CalendarObject, events: @escaping @Sendable () throws -> [UInt8], records: [Record],
        homeZone: String, to writer: inout ICSWriter<Output>
    ) throws {
        try add(.object(object, events: events, records: records, homeZone: homeZone), to: &writer)
    }

    private mutating func add(_ item: Item, to writer: inout ICSWriter<Output>) throws {
        batch.append(item)
        guard batch.count == Self.batchRecords else { return }
        if inFlight.count == lanes.count * Self.batchesInFlight { try writeOldest(to: &writer) }
        let sent = Batch(items: batch)
        batch.removeAll(keepingCapacity: true)
        let done = DispatchGroup()
        lanes[batchesSent % lanes.count].serialise(sent, group: done)
        batchesSent += 1
        inFlight.append((sent, done))
    }

    /// Writes every item still waiting; the pipeline is empty after it.
    /// - Throws: what an object's `events` threw.
    package mutating func finish(writing writer: inout ICSWriter<Output>) throws {
        while !inFlight.isEmpty { try writeOldest(to: &writer) }
        for item in batch {
            switch item {
            case .record(let record): writer.write(record)
            case .object(var object, let events, let records, let homeZone):
                object.events = try events()
                writer.write(object: object, records: records, homeZone: homeZone)
            }
        }
        batch.removeAll()
    }

    private mutating func writeOldest(to writer: inout ICSWriter<Output>) throws {
        let (oldest, done) = inFlight.removeFirst()
        done.wait()
        if let failure = oldest.failure {
            // Nothing after the failed object is written; the batches still in flight end unread.
            for (_, done) in inFlight { done.wait() }
            inFlight.removeAll()
            batch.removeAll()
            throw failure
        }
        oldest.text.withUnsafeBytes { text in
            var written = 0
            for object in oldest.objects {
                writer.output.write(utf8: UnsafeRawBufferPointer(rebasing: text[written..<object.offset]))
                writer.writeZones(object.tzids, from: object.zones)
                written = object.offset
            }
            writer.output.write(utf8: UnsafeRawBufferPointer(rebasing: text[written...]))
        }
    }
}

/// What a pipeline writes: a record, or a kept object with the records of its UID and what
/// gives its VEVENT text.
private enum Item {
    case record(Record)
    case object(CalendarObject, events: @Sendable () throws -> [UInt8], records: [Record], homeZone: String)
}

/// One batch of items and, once its lane is done, their text and where in it each object
/// begins, with the TZIDs it names and its own VTIMEZONEs.
///
/// `@unchecked Sendable`: `text` and `objects` are written by the lane's queue only, and read by
/// the pipeline only after the batch's `DispatchGroup` wait has returned, which orders the
/// writes before it.
private final class Batch: @unchecked Sendable {
    let items: [Item]
    var text: [UInt8] = []
    var objects: [(offset: Int, tzids: [String], zones: [UInt8])] = []
    /// What an object's `events` threw; the batch's text ends before that object.
    var failure: (any Error)?

    init(items: [Item]) {
        self.items = items
    }
}

/// A serial queue and the writer only it uses.
///
/// `@unchecked Sendable`: `writer` is used only by blocks on `queue`, one at a time.
private final class Lane: @unchecked Sendable {
    private let queue = DispatchQueue(label: "fancal.export")
    private var writer: ICSWriter<EventBytes>

    init(writer: ICSWriter<EventBytes>) {
        self.writer = writer
    }

    func serialise(_ batch: Batch, group: DispatchGroup) {
        queue.async(group: group) {
            items: for item in batch.items {
                switch item {
                case .record(let record):
                    self.writer.write(record)
                case .object(var object, let events, let records, let homeZone):
                    do {
                        object.events = try events()
                    } catch {
                        batch.failure = error
                        break items
                    }
                    let patch = self.writer.patch(object, records: records, homeZone: homeZone)
                    batch.objects.append((self.writer.output.bytes.count, patch.tzids, object.zones))
                    self.writer.output.bytes += patch.events
                }
            }
            batch.text = self.writer.output.bytes
            self.writer.output.bytes.removeAll(keepingCapacity: true)
        }
    }
}

/// The bytes a lane's writer writes.
struct EventBytes: ICSOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    mutating func write(utf8 text: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: text)
    }
}
