import FanCalendar
import FanCalendarZoneInfo
import Synchronization
import XCTest

final class ZoneCatalogTests: XCTestCase {
    /// Zones served from memory: a catalog reads nothing itself, and reads each zone once.
    func testZonesComeFromTheSourceOnceEach() throws {
        let reads = Mutex<[String]>([])
        let catalog = ZoneCatalog { name in
            reads.withLock { $0.append(name) }
            return name == "Test/Minus4" ? TZifFixture.footerOnly("<-04>4", offset: -4 * 3600) : nil
        }
        XCTAssertEqual(try XCTUnwrap(catalog.rules("Test/Minus4")).offset(at: 0), -4 * 3600)
        XCTAssertEqual(try XCTUnwrap(catalog.rules("Test/Minus4")).offset(at: 4_000_000_000), -4 * 3600)
        XCTAssertNil(catalog.rules("Asia/Tokyo"), "only what the source holds")
        XCTAssertNil(catalog.rules("Asia/Tokyo"))
        XCTAssertEqual(reads.withLock { $0 }, ["Test/Minus4", "Asia/Tokyo"])
    }

    /// A name the source does not know may still be a POSIX TZ rule, as `TZ` may hold one.
    func testPosixRulesNeedNoSource() throws {
        let catalog = ZoneCatalog { _ in nil }
        XCTAssertEqual(try XCTUnwrap(catalog.rules("JST-9")).offset(at: 0), 9 * 3600)
        XCTAssertNil(catalog.rules("Not a zone"))
    }

    /// `ZonedDateTime` converts with the installed catalog's zones.
    func testZonedTimesUseTheInstalledCatalog() throws {
        ZoneCatalog.install(ZoneCatalog { $0 == "Test/Minus4" ? TZifFixture.footerOnly("<-04>4", offset: -4 * 3600) : nil })
        defer { SystemZoneInfo.install() }
        XCTAssertTrue(ZonedDateTime.isKnownZone("Test/Minus4"))
        XCTAssertFalse(ZonedDateTime.isKnownZone("Asia/Tokyo"))
        let time = try XCTUnwrap(
            ZonedDateTime(date: CivilDate(iso: "2026-11-29")!, time: CivilTime(hour: 20, minute: 0)!, zone: "Test/Minus4"))
        XCTAssertEqual(time.iso8601, "2026-11-29T20:00:00-04:00")
        XCTAssertEqual(time.local(in: "JST-9").date, CivilDate(iso: "2026-11-30"))
    }
}
