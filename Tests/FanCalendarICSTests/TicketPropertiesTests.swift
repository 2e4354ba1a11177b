import FanCalendar
import FanCalendarICS
import FanCalendarZoneInfo
import XCTest

final class TicketPropertiesTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    func at(_ date: String, _ hour: Int, _ minute: Int = 0) -> ZonedDateTime {
        ZonedDateTime(date: CivilDate(iso: date)!, time: CivilTime(hour: hour, minute: minute)!, zone: "Asia/Tokyo")!
    }

    func testADeadlineEventCarriesItsTicketAndPhaseBackThroughTheReader() throws {
        let phase = TicketPhase(
            name: "FC先行, 第1次; \\ test", state: .won, applyOpen: nil, applyClose: at("2026-11-30", 23, 59),
            result: at("2026-12-01", 18), payBy: at("2026-12-03", 23, 59), method: "konbini",
            price: Money(minorUnits: 4990, currency: Currency(code: "EUR")!), count: 2,
            fees: Money(minorUnits: 150, currency: Currency(code: "EUR")!), companions: ["Mika", "ユウ"])
        let ticket = Ticket(
            uid: "t-1@fancal", title: "Winter live, 冬; ✨", artist: "Aoi", venue: "Dome", show: at("2026-12-24", 18),
            showHasTime: true, phases: [TicketPhase(name: "first", fees: .zero(.jpy)), phase])
        var writer = ICSWriter(output: "", calendarName: "fancal", zones: ["Asia/Tokyo"], now: 1_780_000_000)
        writer.writeHeader()
        writer.writeDeadline(
            uid: "t-1@fancal-\(phase.name)-pay_by", at: phase.payBy!, summary: "pay by", location: ticket.venue,
            properties: TicketProperties.properties(of: ticket, phase: 1, kind: .payBy), alarms: [86_400, 10_800])
        writer.writeFooter()
        XCTAssertTrue(writer.output.contains("DTSTART;TZID=Asia/Tokyo:20261203T235900\r\nDURATION:PT1M\r\n"), writer.output)
        XCTAssertEqual(writer.output.components(separatedBy: "BEGIN:VALARM\r\nACTION:DISPLAY\r\n").count - 1, 2)
        XCTAssertFalse(writer.output.contains("VTODO"))

        let items = try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array(writer.output.utf8), name: "t.ics")
        guard case .event(let event) = try XCTUnwrap(items.first), let restored = event.ticket else {
            return XCTFail("\(items)")
        }
        XCTAssertEqual(restored.position, 1)
        XCTAssertNil(restored.recordUID)
        var expected = ticket
        expected.phases = [phase]
        XCTAssertEqual(restored.ticket, expected)
    }

    func testADeadlineThatDoesNotDescribeItsTicketIsRejected() throws {
        let text = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:t-1-FC-pay_by\r\nDTSTART:20261203T145900Z\r\n\
            SUMMARY:pay by\r\nX-FANCAL-TICKET:t-1\r\nX-FANCAL-TICKET-TITLE:Live\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """
        let items = try ICSReader(options: Fixture.tokyoOptions).items(bytes: Array(text.utf8), name: "t.ics")
        guard case .rejected(let uid, _, let reason) = try XCTUnwrap(items.first) else { return XCTFail("\(items)") }
        XCTAssertEqual(uid, "t-1-FC-pay_by")
        XCTAssertTrue(reason.contains("do not describe a ticket phase"), reason)
    }
}
