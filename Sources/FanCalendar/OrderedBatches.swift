import Dispatch

/// Batches of work done on other threads while the caller goes on, the result of each handed
/// back on the caller's thread in the order the batches were sent: an export serialises its
/// events beside the thread reading the store, an import packs its objects beside the thread
/// inserting them.
///
/// Each batch goes to the next lane in turn: a serial queue running that lane's work, so
/// whatever the work keeps between batches (a writer's caches, a compression stream) is never
/// shared between threads. At most `batchesInFlightPerLane` batches per lane wait to be taken:
/// sending one more first waits for the oldest and hands it over, so memory stays flat however
/// many batches pass. The caller gathers its items into batches itself, a plain array append
/// per item: this type is generic over them and is not specialised across modules (gathering
/// here, a call per item, cost an export's reading thread 2 % more instructions).
///
/// When handing a batch over throws, the batches still in flight are waited for and dropped, and
/// the error is rethrown.
///
/// Use one from one thread.
package final class OrderedBatches<Item: Sendable, Result: Sendable> {
    private let lanes: [Lane]
    private let inFlightLimit: Int
    /// Batches sent to lanes and not yet taken, oldest first.
    private var inFlight: [(batch: Batch, done: DispatchGroup)] = []
    private var batchesSent = 0

    /// - Parameters:
    ///   - label: what the lanes' queues are called (seen in a debugger or a profile).
    ///   - work: one function per lane, each called on that lane's queue only.
    package init(batchesInFlightPerLane: Int, label: String, lanes work: [@Sendable ([Item]) -> Result]) {
        precondition(batchesInFlightPerLane > 0 && !work.isEmpty)
        lanes = work.map { Lane(queue: DispatchQueue(label: label), work: $0) }
        inFlightLimit = work.count * batchesInFlightPerLane
    }

    /// Sends `items` to the next lane, after the batches sent before; first hands the oldest
    /// batch to `take` if as many as allowed are in flight.
    package func send<Failure: Error>(
        _ items: [Item], taking take: (_ items: [Item], _ result: Result) throws(Failure) -> Void
    ) throws(Failure) {
        if inFlight.count == inFlightLimit { try takeOldest(take) }
        let batch = Batch(items: items)
        let done = DispatchGroup()
        let lane = lanes[batchesSent % lanes.count]
        lane.queue.async(group: done) { batch.result = lane.work(batch.items) }
        batchesSent += 1
        inFlight.append((batch, done))
    }

    /// Hands every batch in flight to `take`, oldest first.
    package func finish<Failure: Error>(
        taking take: (_ items: [Item], _ result: Result) throws(Failure) -> Void
    ) throws(Failure) {
        while !inFlight.isEmpty { try takeOldest(take) }
    }

    private func takeOldest<Failure: Error>(
        _ take: (_ items: [Item], _ result: Result) throws(Failure) -> Void
    ) throws(Failure) {
        let (oldest, done) = inFlight.removeFirst()
        done.wait()
        guard let result = oldest.result else { preconditionFailure("a lane's batch ended without its result") }
        do {
            try take(oldest.items, result)
        } catch {
            for (_, done) in inFlight { done.wait() }
            inFlight.removeAll()
            throw error
        }
    }

    /// A serial queue and the work only it runs.
    private struct Lane: Sendable {
        let queue: DispatchQueue
        let work: @Sendable ([Item]) -> Result
    }

    /// One batch of items and, once its lane is done, its result.
    ///
    /// `@unchecked Sendable`: `result` is written by the lane's queue only, and read only after the
    /// batch's `DispatchGroup` wait has returned, which orders the write before the read.
    private final class Batch: @unchecked Sendable {
        let items: [Item]
        var result: Result?

        init(items: [Item]) {
            self.items = items
        }
    }
}
