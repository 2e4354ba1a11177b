import Dispatch
import FanCalendar

/// The texts of a calendar object as the store keeps them (``ObjectTextPacking``).
struct PackedTexts: Sendable {
    var events: [UInt8]
    var zones: [UInt8]

    init(_ object: CalendarObject, with packing: ObjectTextPacking) {
        events = packing.pack(object.events)
        zones = packing.packShared(object.zones)
    }
}

/// Keeps an import's calendar objects as ``StoreWriter/keep(_:replacing:)`` does, with their
/// texts packed on another thread while the caller goes on: packing is a quarter of an import's
/// instructions (Docs/benchmarks.md), and while an import delivers its staged events to the
/// store one thread works and the other core idles.
///
/// Objects are gathered in batches of ``batchObjects``; each batch is packed on one serial queue
/// with a packing of its own, and its objects are inserted, in the order they were given, once
/// the batch after next is given or ``finish()`` is called: the ids of the objects, which an
/// export follows, are what ``StoreWriter/keep(_:replacing:)`` one by one would give. At most
/// ``batchesInFlight`` batches wait, so memory stays flat. Use a keeper from one thread, inside
/// the store's transaction, and finish it before the transaction ends.
package final class ObjectKeeper {
    static var batchObjects: Int { 128 }
    static var batchesInFlight: Int { 2 }

    private let store: StoreWriter
    private let lane = PackingLane()
    private var batch: [CalendarObject] = []
    /// Batches handed to the lane and not yet inserted, oldest first.
    private var inFlight: [(batch: PackingBatch, done: DispatchGroup)] = []

    package init(store: StoreWriter) {
        self.store = store
    }

    /// Keeps `object` (now, or with its batch), after every object given before it.
    package func keep(_ object: CalendarObject) throws(StoreError) {
        batch.append(object)
        guard batch.count == Self.batchObjects else { return }
        if inFlight.count == Self.batchesInFlight { try insertOldest() }
        let sent = PackingBatch(objects: batch)
        batch.removeAll(keepingCapacity: true)
        let done = DispatchGroup()
        lane.pack(sent, group: done)
        inFlight.append((sent, done))
    }

    /// Keeps every object still waiting; the keeper is empty after it.
    package func finish() throws(StoreError) {
        while !inFlight.isEmpty { try insertOldest() }
        for object in batch { try store.keep(object) }
        batch.removeAll()
    }

    private func insertOldest() throws(StoreError) {
        let (oldest, done) = inFlight.removeFirst()
        done.wait()
        for (object, texts) in zip(oldest.objects, oldest.packed) { try store.keep(object, packed: texts) }
    }
}

/// One batch of objects and, once the lane is done, their packed texts.
///
/// `@unchecked Sendable`: `packed` is written by the lane's queue only, and read by the keeper
/// only after the batch's `DispatchGroup` wait has returned, which orders the write before it.
private final class PackingBatch: @unchecked Sendable {
    let objects: [CalendarObject]
    var packed: [PackedTexts] = []

    init(objects: [CalendarObject]) {
        self.objects = objects
    }
}

/// A serial queue and the packing only it uses.
///
/// `@unchecked Sendable`: `packing` is used only by blocks on `queue`, one at a time.
private final class PackingLane: @unchecked Sendable {
    private let queue = DispatchQueue(label: "fancal.pack")
    private let packing = ObjectTextPacking()

    func pack(_ batch: PackingBatch, group: DispatchGroup) {
        queue.async(group: group) {
            batch.packed = batch.objects.map { PackedTexts($0, with: self.packing) }
        }
    }
}
