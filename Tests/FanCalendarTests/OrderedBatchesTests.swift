import Dispatch
@testable import FanCalendar
import Synchronization
import XCTest

final class OrderedBatchesTests: XCTestCase {
    private struct Stop: Error, Equatable {}

    private final class Counter: Sendable {
        let count = Mutex(0)
    }

    /// Each lane tags its results, so that the test sees the batches go round the lanes.
    private func batches(lanes: Int, started: Counter? = nil) -> OrderedBatches<Int, [String]> {
        OrderedBatches(
            batchesInFlightPerLane: 2, label: "test.batches",
            lanes: (0..<lanes).map { lane in
                { @Sendable items in
                    started?.count.withLock { $0 += 1 }
                    return items.map { "\(lane):\($0 * $0)" }
                }
            })
    }

    private func batch(_ index: Int) -> [Int] { Array(index * 4..<index * 4 + 4) }

    func testResultsComeBackInTheOrderSentGoingRoundTheLanes() {
        let batches = batches(lanes: 3)
        var taken: [(items: [Int], result: [String])] = []
        for index in 0..<9 { batches.send(batch(index)) { taken.append(($0, $1)) } }
        batches.finish { taken.append(($0, $1)) }
        XCTAssertEqual(taken.flatMap(\.items), Array(0..<36))
        let squares = taken.flatMap { $0.result.map { $0.split(separator: ":")[1] } }
        XCTAssertEqual(squares, (0..<36).map { "\($0 * $0)" })
        let lanes = taken.map { $0.result[0].split(separator: ":")[0] }
        XCTAssertEqual(lanes, (0..<9).map { "\($0 % 3)" }, "lanes in turn")
        batches.finish { _, _ in XCTFail("nothing is left") }
    }

    /// Two lanes with two batches each: the fifth batch sent waits for the first to be taken.
    func testAtMostTheAllowedBatchesWaitUntaken() {
        let started = Counter()
        let batches = batches(lanes: 2, started: started)
        var taken = 0
        for index in 0..<100 {
            batches.send(batch(index)) { _, _ in taken += 1 }
            XCTAssertLessThanOrEqual(index + 1 - taken, 4, "after batch \(index)")
        }
        XCTAssertEqual(taken, 96)
        batches.finish { _, _ in taken += 1 }
        XCTAssertEqual(taken, 100)
        XCTAssertEqual(started.count.withLock { $0 }, 100)
    }

    /// A throwing hand-over drops the batches in flight.
    func testAThrowingHandOverDropsTheBatchesInFlight() {
        let batches = batches(lanes: 2)
        var taken = 0
        XCTAssertThrowsError(
            try {
                for index in 0..<100 {
                    try batches.send(batch(index)) { (_, _) throws(Stop) in
                        taken += 1
                        if taken == 2 { throw Stop() }
                    }
                }
            }()
        ) { XCTAssertEqual($0 as? Stop, Stop()) }
        XCTAssertEqual(taken, 2)
        batches.finish { _, _ in XCTFail("dropped") }
    }
}
