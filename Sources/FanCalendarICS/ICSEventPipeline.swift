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
/// writer of its own on a serial queue, so its line caches are never shared between threads),
/// in turn (``OrderedBatches``). The text of the batches reaches the caller's writer in the order
/// the records came, and at most ``batchesInFlight`` batches per lane wait, so memory stays flat
/// however many records are written. An export too small to fill one batch is written on the
/// calling thread.
///
/// Threads: libical's serialisation is safe on several threads once ``Libical/readyForThreads``
/// has set its process-wide state up (as for ``ICSReader``); use a pipeline from one thread.
package final class ICSEventPipeline<Output: ICSOutputStream> {
    static var batchRecords: Int { 256 }
    static var batchesInFlight: Int { 2 }

    private let batches: OrderedBatches<Item, LaneText>
    private var batch: [Item] = []

    /// - Parameter writer: the writer the text goes to; each lane writes like it.
    package init(like writer: ICSWriter<Output>) {
        _ = Libical.readyForThreads
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let lanes = (0..<max(1, min(4, cores))).map { _ in
            let lane = Lane(writer: writer.writing(to: EventBytes()))
            return { @Sendable (items: [Item]) in lane.serialise(items) }
        }
        batches = OrderedBatches(batchesInFlightPerLane: Self.batchesInFlight, label: "fancal.export", lanes: lanes)
    }

    /// Writes `record` (now, or with its batch) to `writer`, after every item given before it.
    /// - Throws: what the `events` of an object given before it threw.
    package func write(_ record: Record, to writer: inout ICSWriter<Output>) throws {
        try add(.record(record), to: &writer)
    }

    /// Writes a kept object with the records of its UID patched in (now, or with its batch) to
    /// `writer`, after every item given before it, as ``ICSWriter/write(object:records:homeZone:)``
    /// writes it. Its VEVENT text is what `events` gives, on the lane that patches it: the store
    /// unpacks it there, beside the thread reading on (`object.events` is not read).
    /// - Throws: what `events` threw, for this object or one before it; the pipeline then
    ///   writes nothing more.
    package func write(
        object: CalendarObject, events: @escaping @Sendable () throws -> [UInt8], records: [Record],
        homeZone: String, to writer: inout ICSWriter<Output>
    ) throws {
        try add(.object(object, events: events, records: records, homeZone: homeZone), to: &writer)
    }

    private func add(_ item: Item, to writer: inout ICSWriter<Output>) throws {
        batch.append(item)
        guard batch.count == Self.batchRecords else { return }
        do {
            try batches.send(batch) { _, text in try Self.write(text, to: &writer) }
        } catch {
            batch.removeAll()
            throw error
        }
        batch.removeAll(keepingCapacity: true)
    }

    /// Writes every item still waiting; the pipeline is empty after it.
    /// - Throws: what an object's `events` threw.
    package func finish(writing writer: inout ICSWriter<Output>) throws {
        defer { batch.removeAll() }
        try batches.finish { _, text in try Self.write(text, to: &writer) }
        for item in batch {
            switch item {
            case .record(let record): writer.write(record)
            case .object(var object, let events, let records, let homeZone):
                object.events = try events()
                writer.write(object: object, records: records, homeZone: homeZone)
            }
        }
    }

    /// Writes a batch's text, each object's VTIMEZONEs where it begins.
    /// - Throws: what an object's `events` threw on the lane: nothing of the batch is written.
    private static func write(_ batch: LaneText, to writer: inout ICSWriter<Output>) throws {
        if let failure = batch.failure { throw failure }
        batch.text.withUnsafeBytes { text in
            var written = 0
            for object in batch.objects {
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
private enum Item: Sendable {
    case record(Record)
    case object(CalendarObject, events: @Sendable () throws -> [UInt8], records: [Record], homeZone: String)
}

/// The text a lane wrote for one batch, where in it each object begins, with the TZIDs it names
/// and its own VTIMEZONEs, and what an object's `events` threw (the text then ends before that
/// object).
private struct LaneText: Sendable {
    var text: [UInt8] = []
    var objects: [(offset: Int, tzids: [String], zones: [UInt8])] = []
    var failure: (any Error)?
}

/// A writer only one lane uses.
///
/// `@unchecked Sendable`: `writer` is used only on the lane's queue, one batch at a time.
private final class Lane: @unchecked Sendable {
    private var writer: ICSWriter<EventBytes>

    init(writer: ICSWriter<EventBytes>) {
        self.writer = writer
    }

    func serialise(_ items: [Item]) -> LaneText {
        var batch = LaneText()
        items: for item in items {
            switch item {
            case .record(let record):
                writer.write(record)
            case .object(var object, let events, let records, let homeZone):
                do {
                    object.events = try events()
                } catch {
                    batch.failure = error
                    break items
                }
                let patch = writer.patch(object, records: records, homeZone: homeZone)
                batch.objects.append((writer.output.bytes.count, patch.tzids, object.zones))
                writer.output.bytes += patch.events
            }
        }
        batch.text = writer.output.bytes
        writer.output.bytes.removeAll(keepingCapacity: true)
        return batch
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
