import Dispatch
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// Writes records as VEVENTs, byte for byte as ``ICSWriter/write(_:recurrenceRule:exceptions:)``
/// does, but serialises them on other threads while the caller goes on (reading the next rows of
/// a store): an export spends four fifths of its time in libical's serialisation of properties,
/// which one core cannot hide behind the reading.
///
/// Records are gathered in batches of ``batchRecords``; each batch goes to one of a few lanes (a
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
    private var batch: [Record] = []
    /// Batches handed to lanes and not yet written, oldest first.
    private var inFlight: [(batch: Batch, done: DispatchGroup)] = []
    private var batchesSent = 0

    /// - Parameter writer: the writer the text goes to; each lane writes like it.
    package init(like writer: ICSWriter<Output>) {
        _ = Libical.readyForThreads
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        lanes = (0..<max(1, min(4, cores))).map { _ in Lane(writer: writer.writing(to: EventBytes())) }
    }

    /// Writes `record` (now, or with its batch) to `writer`, after every record given before it.
    package mutating func write(_ record: Record, to writer: inout ICSWriter<Output>) {
        batch.append(record)
        guard batch.count == Self.batchRecords else { return }
        if inFlight.count == lanes.count * Self.batchesInFlight { writeOldest(to: &writer) }
        let sent = Batch(records: batch)
        batch.removeAll(keepingCapacity: true)
        let done = DispatchGroup()
        lanes[batchesSent % lanes.count].serialise(sent, group: done)
        batchesSent += 1
        inFlight.append((sent, done))
    }

    /// Writes every record still waiting; the pipeline is empty after it.
    package mutating func finish(writing writer: inout ICSWriter<Output>) {
        while !inFlight.isEmpty { writeOldest(to: &writer) }
        for record in batch { writer.write(record) }
        batch.removeAll()
    }

    private mutating func writeOldest(to writer: inout ICSWriter<Output>) {
        let (oldest, done) = inFlight.removeFirst()
        done.wait()
        oldest.text.withUnsafeBytes { writer.output.write(utf8: $0) }
    }
}

/// One batch of records and, once its lane is done, their text.
///
/// `@unchecked Sendable`: `text` is written by the lane's queue only, and read by the pipeline
/// only after the batch's `DispatchGroup` wait has returned, which orders the write before it.
private final class Batch: @unchecked Sendable {
    let records: [Record]
    var text: [UInt8] = []

    init(records: [Record]) {
        self.records = records
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
            for record in batch.records { self.writer.write(record) }
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
