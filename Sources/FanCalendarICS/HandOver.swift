import Dispatch
import Synchronization

/// A bounded first-in, first-out hand-over from one producing thread to one consuming thread:
/// the producer waits while `capacity` elements (``init(capacity:)``) wait untaken, so memory
/// stays flat however much it produces, and the consumer waits while none is there.
///
/// The consumer may give up (``cancel()``): the producer's next ``put(_:)`` then returns false,
/// without waiting, and the producer is expected to stop putting.
final class HandOver<Element: Sendable>: Sendable {
    private let state = Mutex(State())
    /// Signalled once per free place, and once more by ``cancel()``.
    private let free = DispatchSemaphore(value: 0)
    /// Signalled once per element put.
    private let ready = DispatchSemaphore(value: 0)

    private struct State {
        var waiting: [Element] = []
        var first = 0
        var cancelled = false
    }

    init(capacity: Int) {
        precondition(capacity > 0)
        // Signalled rather than created with the count: libdispatch stops a process that
        // releases a semaphore whose count is below the one it was created with, which is where
        // a cancelled hand-over leaves it.
        for _ in 0..<capacity { free.signal() }
    }

    /// Puts `element` after those put before, once a place is free.
    /// - Returns: false when the consumer has given up (nothing was put): stop producing.
    func put(_ element: Element) -> Bool {
        // A cancelled hand-over may have no free place left to wait for.
        if state.withLock({ $0.cancelled }) { return false }
        free.wait()
        let taken = state.withLock { state -> Bool in
            if state.cancelled { return false }
            state.waiting.append(element)
            return true
        }
        if taken { ready.signal() }
        return taken
    }

    /// The oldest element put and not taken, once there is one.
    func take() -> Element {
        ready.wait()
        let element = state.withLock { state -> Element in
            let element = state.waiting[state.first]
            state.first += 1
            // The taken ones are dropped in one go, once they are half of what is held.
            if state.first * 2 >= state.waiting.count {
                state.waiting.removeFirst(state.first)
                state.first = 0
            }
            return element
        }
        free.signal()
        return element
    }

    /// Gives up taking: a producer waiting in ``put(_:)`` returns false, and so does every later
    /// ``put(_:)``.
    func cancel() {
        state.withLock { $0.cancelled = true }
        free.signal()
    }
}
