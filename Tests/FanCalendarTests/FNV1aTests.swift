import FanCalendar
import XCTest

final class FNV1aTests: XCTestCase {
    private func hash(_ body: (inout FNV1a) -> Void) -> UInt64 {
        var hasher = FNV1a()
        body(&hasher)
        return hasher.value
    }

    func testTheHashIsSixtyFourBitFNV1a() {
        // The published test vectors of FNV-1a, 64 bits.
        XCTAssertEqual(hash { _ in }, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(hash { hasher in Array("a".utf8).withUnsafeBytes { hasher.add(bytes: $0) } }, 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(hash { hasher in Array("foobar".utf8).withUnsafeBytes { hasher.add(bytes: $0) } }, 0x8594_4171_f739_67e8)
    }

    func testATextIsItsBytesAndAByteUTF8NeverHolds() {
        let text = "ライブ 2026"
        let expected = hash { hasher in
            Array(text.utf8).withUnsafeBytes { hasher.add(bytes: $0) }
            hasher.add(byte: 0xFF)
        }
        XCTAssertEqual(hash { $0.add(text) }, expected)
        // Two texts in a row are not their concatenation.
        XCTAssertNotEqual(hash { $0.add("ab"); $0.add("c") }, hash { $0.add("a"); $0.add("bc") })
    }
}
