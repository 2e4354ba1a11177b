import FanCalendar
import XCTest

final class AgendaSelectionTests: XCTestCase {
    private func date(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }
    private let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!

    private func entry(
        _ key: Int64, day: Int, start: Int64? = nil, _ category: FanCalendar.Category = .goods, amount: Int64 = 0
    ) -> CalendarEntry {
        CalendarEntry(
            key: key, date: date(day), startInstant: start, category: category,
            amount: Money(minorUnits: amount, currency: .jpy))
    }

    func testADayWithUpToTheLimitListsEveryRecord() {
        let entries = (1...10).map { entry(Int64($0), day: 18) }
        let selection = AgendaSelection(entries: Array(entries.reversed()), days: november, perDay: 10)
        XCTAssertEqual(selection.keys, Array(1...10))
        XCTAssertEqual(selection.hidden, [:])
    }

    func testABusierDayListsOneFewerAndCountsTheRest() {
        let entries = (1...11).map { entry(Int64($0), day: 18) } + [entry(99, day: 20)]
        let selection = AgendaSelection(entries: entries, days: november, perDay: 10)
        XCTAssertEqual(selection.keys, Array(1...9) + [99])
        XCTAssertEqual(selection.hidden, [date(18): 2])
    }

    func testRecordsGoingOnIntoADayShareItsLinesAfterItsOwn() {
        XCTAssertTrue(AgendaSelection.lines(starting: 4, continuing: 6, perDay: 10) == (4, 6), "ten fit")
        XCTAssertTrue(AgendaSelection.lines(starting: 4, continuing: 7, perDay: 10) == (4, 5))
        XCTAssertTrue(AgendaSelection.lines(starting: 12, continuing: 3, perDay: 10) == (9, 0))
        XCTAssertTrue(AgendaSelection.lines(starting: 0, continuing: 300, perDay: 10) == (0, 9))
        let entries = (1...3).map { entry(Int64($0), day: 18) }
        let selection = AgendaSelection(
            entries: entries, days: november, perDay: 10, continuing: [date(18): 8, date(19): 10, date(20): 12])
        XCTAssertEqual(selection.keys, [1, 2, 3])
        XCTAssertEqual(selection.hidden, [date(18): 2, date(20): 3])
        XCTAssertEqual(selection.continuingLimit, [date(18): 6, date(20): 9])
    }

    /// Issue 29: a record shown on several days is listed once; begun before the agenda's days,
    /// it is counted on their first day only, not on each of its days.
    func testContinuingRecordsAreCountedOnTheFirstDayOnly() {
        var pass = Record(uid: "p", date: date(28), title: "Pass", amount: Money(minorUnits: 0, currency: .jpy))
        pass.lastDate = CivilDate(year: 2026, month: 12, day: 2)
        var weekend = Record(uid: "w", date: CivilDate(year: 2026, month: 10, day: 31)!, title: "Weekend", amount: Money(minorUnits: 0, currency: .jpy))
        weekend.lastDate = date(1)
        let single = Record(uid: "s", date: date(29), title: "One day", amount: Money(minorUnits: 0, currency: .jpy))
        let entries = [CalendarEntry(pass, key: 7), CalendarEntry(single, key: 1), CalendarEntry(pass, key: 3), CalendarEntry(weekend, key: 5)]
        XCTAssertEqual(AgendaSelection.continuingCounts(entries, within: november), [date(1): 1])
        XCTAssertEqual(AgendaSelection.continuingCounts(entries, within: date(2)...date(27)), [:])
        XCTAssertEqual(AgendaSelection.continuingCounts(entries, within: date(29)...date(30)), [date(29): 2])
    }

    func testAFullFirstDayListsTheFirstContinuingRecordsInKeyOrder() {
        var pass = Record(uid: "p", date: date(28), title: "Pass", amount: Money(minorUnits: 0, currency: .jpy))
        pass.lastDate = CivilDate(year: 2026, month: 12, day: 2)
        var tour = Record(uid: "t", date: date(26), title: "Tour", amount: Money(minorUnits: 0, currency: .jpy))
        tour.lastDate = date(30)
        let single = Record(uid: "s", date: date(29), title: "One day", amount: Money(minorUnits: 0, currency: .jpy))
        let entries = [CalendarEntry(pass, key: 7), CalendarEntry(single, key: 1), CalendarEntry(tour, key: 9), CalendarEntry(pass, key: 3)]
        func listed(_ pairs: KeyValuePairs<Int64, [Int]>) -> [ContinuingListing.Listed] {
            pairs.map { ContinuingListing.Listed(key: $0.key, days: $0.value.map(date)) }
        }
        XCTAssertEqual(AgendaSelection.continuingListing(entries, within: november, limits: [:]), ContinuingListing(),
                       "records starting within the days are listed on their own first day")
        let lateNovember = date(29)...date(30)
        XCTAssertEqual(
            AgendaSelection.continuingListing(entries, within: lateNovember, limits: [:]),
            ContinuingListing(listed: listed([3: [29], 7: [29], 9: [29]])))
        let full = AgendaSelection.continuingListing(entries, within: lateNovember, limits: [date(29): 2])
        XCTAssertEqual(full, ContinuingListing(listed: listed([3: [29], 7: [29]]), hiddenSince: [date(29): date(26)]))
        XCTAssertEqual(full.days(of: 7), [date(29)])
        XCTAssertNil(full.days(of: 1), "a one-day record goes on into no day")
        XCTAssertNil(full.days(of: 9), "left out on a full day; the earliest of those hidden is where `list` begins")
        XCTAssertEqual(AgendaSelection.continuingListing(entries, within: date(1)...date(26), limits: [:]), ContinuingListing())
    }

    func testTimedRecordsComeFirstByStartThenTheRestByAmount() {
        let entries = [
            entry(1, day: 5, start: 2_000), entry(2, day: 5, amount: 500), entry(3, day: 5, start: 1_000),
            entry(4, day: 4, start: 5_000), entry(5, day: 5, start: 1_000), entry(0, day: 5, amount: 500),
            entry(6, day: 5, amount: 9_000),
        ]
        let selection = AgendaSelection(entries: entries, days: november, perDay: 5)
        XCTAssertEqual(selection.keys, [4, 3, 5, 1, 6])
        XCTAssertEqual(selection.hidden, [date(5): 2])
        // Listed whole: the timed ones by start, then the all-day ones by amount, then by key.
        XCTAssertEqual(AgendaSelection(entries: entries, days: november, perDay: 7).keys, [4, 3, 5, 1, 6, 0, 2])
    }

    /// 12 packs of trading cards and a show: the show is listed, not among the hidden.
    func testABusyDayListsItsLiveRecordsFirst() {
        let packs = (1...12).map { entry(Int64($0), day: 18, .goods, amount: 1_000 + Int64($0)) }
        let show = entry(13, day: 18, start: 9_000, .live, amount: 13_200)
        let allDayShow = entry(14, day: 18, .live, amount: 0)
        let selection = AgendaSelection(entries: packs + [show, allDayShow], days: november, perDay: 10)
        XCTAssertEqual(selection.keys, [14, 13, 12, 11, 10, 9, 8, 7, 6])
        XCTAssertEqual(selection.hidden, [date(18): 5])
        // More live records than lines: the first by start, and the rest counted.
        let shows = (1...4).map { entry(Int64(20 + $0), day: 18, start: Int64($0), .live) }
        let crowded = AgendaSelection(entries: shows + packs, days: november, perDay: 3)
        XCTAssertEqual(crowded.keys, [21, 22])
        XCTAssertEqual(crowded.hidden, [date(18): 14])
    }

    func testDaysOutsideTheRangeAreLeftOut() {
        let october = CalendarEntry(
            key: 7, date: CivilDate(year: 2026, month: 10, day: 31)!, category: .live, amount: .zero(.jpy))
        let selection = AgendaSelection(entries: [october, entry(8, day: 1)], days: november, perDay: 2)
        XCTAssertEqual(selection.keys, [8])
    }
}
