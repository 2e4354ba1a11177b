import FanCalendarStore
import XCTest

/// The temporary database an import stages its events in.
final class StagingAreaTests: XCTestCase {
    func testKeepsOneSlotPerKeyAndHandsThemOverByGroupInTheOrderAdded() throws {
        // 64 KiB of cache for some megabytes: the pages go to the temporary file and come back.
        let area = try StagingArea(cacheKibibytes: 64)
        let payload = { (tag: Int) in [UInt8](repeating: UInt8(tag % 251), count: 700) + [UInt8(tag % 7)] }
        XCTAssertEqual(try area.group(ofUID: "a", proposing: 0), 0)
        try area.add(group: 0, key: [], sequence: 0, lastModified: nil, payload: payload(0))
        for index in 1..<5_000 {
            XCTAssertEqual(try area.group(ofUID: "u\(index)", proposing: index), index)
            try area.add(group: index, key: [], sequence: 1, lastModified: Int64(index), payload: payload(index))
        }
        // UID a again, far from its first event: its group, a new key, then a newer master.
        XCTAssertEqual(try area.group(ofUID: "a", proposing: 5_000), 0)
        XCTAssertNil(try area.kept(group: 0, key: [1, 2]))
        try area.add(group: 0, key: [1, 2], sequence: 0, lastModified: nil, payload: payload(9_001))
        XCTAssertEqual(try area.kept(group: 0, key: [])?.sequence, 0)
        try area.replace(group: 0, key: [], sequence: 3, lastModified: 7, payload: payload(9_002))
        let kept = try XCTUnwrap(try area.kept(group: 0, key: []))
        XCTAssertEqual([kept.sequence, Int(kept.lastModified ?? -1)], [3, 7])
        XCTAssertEqual(try area.kept(group: 4_999, key: [])?.lastModified, 4_999)

        var handed: [(group: Int, payload: [UInt8])] = []
        try area.forEachByGroup { handed.append(($0, $1)) }
        XCTAssertEqual(handed.count, 5_001)
        XCTAssertEqual(handed.prefix(3).map(\.group), [0, 0, 1])
        // Within group 0: the master in its first place, replaced; then the key added later.
        XCTAssertEqual(handed[0].payload, payload(9_002))
        XCTAssertEqual(handed[1].payload, payload(9_001))
        XCTAssertEqual(handed.map(\.group), [0] + Array(0..<5_000))
        XCTAssertEqual(handed.last?.payload, payload(4_999))
    }
}
