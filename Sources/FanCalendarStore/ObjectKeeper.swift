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
/// Objects are packed in batches of ``batchObjects`` on one lane with a packing of its own
/// (``OrderedBatches``; the last batch, never filled, on the calling thread), and inserted in
/// the order they were given once the batch after next is given or ``finish()`` is called: the
/// ids of the objects, which an export follows, are what ``StoreWriter/keep(_:replacing:)`` one
/// by one would give. At most ``batchesInFlight`` batches wait, so memory stays flat. Use a
/// keeper from one thread, inside the store's transaction, and finish it before the
/// transaction ends.
package final class ObjectKeeper {
    static var batchObjects: Int { 128 }
    static var batchesInFlight: Int { 2 }

    private let store: StoreWriter
    private let batches: OrderedBatches<CalendarObject, [PackedTexts]>
    private var batch: [CalendarObject] = []

    package init(store: StoreWriter) {
        self.store = store
        let lane = PackingLane()
        batches = OrderedBatches(
            batchesInFlightPerLane: Self.batchesInFlight, label: "fancal.pack",
            lanes: [{ objects in lane.pack(objects) }])
    }

    /// Keeps `object` (now, or with its batch), after every object given before it.
    package func keep(_ object: CalendarObject) throws(StoreError) {
        batch.append(object)
        guard batch.count == Self.batchObjects else { return }
        try batches.send(batch, taking: insert)
        batch.removeAll(keepingCapacity: true)
    }

    /// Keeps every object still waiting; the keeper is empty after it.
    package func finish() throws(StoreError) {
        try batches.finish(taking: insert)
        for object in batch { try store.keep(object) }
        batch.removeAll()
    }

    private func insert(_ objects: [CalendarObject], packed: [PackedTexts]) throws(StoreError) {
        for (object, texts) in zip(objects, packed) { try store.keep(object, packed: texts) }
    }
}

/// The packing only one lane uses.
///
/// `@unchecked Sendable`: `packing` is used only on the lane's queue, one batch at a time.
private final class PackingLane: @unchecked Sendable {
    private let packing = ObjectTextPacking()

    func pack(_ objects: [CalendarObject]) -> [PackedTexts] {
        objects.map { PackedTexts($0, with: packing) }
    }
}
