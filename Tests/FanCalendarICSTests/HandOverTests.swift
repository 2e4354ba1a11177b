import Dispatch
@testable import FanCalendarICS
import XCTest

final class HandOverTests: XCTestCase {
    func testElementsArriveInOrderAndTheProducerWaitsForFreePlaces() {
        let handOver = HandOver<Int>(capacity: 2)
        let produced = DispatchGroup()
        DispatchQueue(label: "test.producer").async(group: produced) {
            for number in 0..<1000 { XCTAssertTrue(handOver.put(number)) }
        }
        var taken: [Int] = []
        for _ in 0..<1000 { taken.append(handOver.take()) }
        produced.wait()
        XCTAssertEqual(taken, Array(0..<1000))
    }

    func testACancelReleasesAWaitingProducerAndRefusesLaterPuts() {
        let handOver = HandOver<Int>(capacity: 1)
        XCTAssertTrue(handOver.put(1))
        let refused = DispatchSemaphore(value: 0)
        DispatchQueue(label: "test.producer").async {
            // No free place: waits until the cancel.
            if !handOver.put(2) && !handOver.put(3) { refused.signal() }
        }
        XCTAssertEqual(refused.wait(timeout: .now() + 0.2), .timedOut, "put returned with no free place")
        handOver.cancel()
        XCTAssertEqual(refused.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(handOver.take(), 1)
    }
}
