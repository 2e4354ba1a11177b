import FanCalendar
import FanCalendarApp
import FanCalendarStore
import TestSupport
import XCTest

/// The store path of `CalendarContent` (per-day totals, a day's first records from the index)
/// must show exactly what the records themselves give, however busy the days, for every artist
/// or one.
final class CalendarUseCasesTests: XCTestCase {
    /// `month` gets its content and the budgets of its status line from one use case; the home
    /// currency is asked for only when a budget is stored.
    func testAMonthViewCarriesTheBudgetsOfItsStatusLine() throws {
        let store = try StoreWriter(location: .memory)
        let today = CivilDate(iso: "2026-11-15")!
        _ = try store.insert(
            Record(
                uid: "u1", date: CivilDate(iso: "2026-11-03")!, title: "Dome", category: .live,
                amount: Money(minorUnits: 8000, currency: .jpy)), now: 0)
        let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!
        let month = YearMonth(year: 2026, month: 11)
        func view(budgets: YearMonth?, home: () throws -> Currency) throws -> MonthView {
            try CalendarUseCases.month(
                days: november, agendaDays: november, artist: nil, colorsByArtist: false, budgets: budgets, home: home,
                today: today, store: store)
        }
        let bare = try view(budgets: month) {
            XCTFail("no budget is stored")
            return .jpy
        }
        XCTAssertEqual(bare.content.agenda.map(\.title), ["Dome"])
        XCTAssertEqual(bare.budgets.count, 0)
        _ = try BudgetUseCases.set(
            goalText: "30,000", monthly: true, yearly: false, category: nil, artist: nil, from: nil, rollover: .none,
            home: .jpy, language: .en, today: today, now: 0, store: { store })
        XCTAssertEqual(try view(budgets: month) { .jpy }.budgets.map(\.actual.minorUnits), [8000])
        XCTAssertEqual(try view(budgets: nil) { .jpy }.budgets.count, 0, "JSON has no status line")
    }

    func testTheStoreShowsWhatItsRecordsGive() throws {
        var random = SeededRandom(seed: 18)
        let store = try StoreWriter(location: .memory)
        let currencies = [Currency.jpy, Currency(code: "EUR")!, Currency(code: "KRW")!]
        for index in 0..<600 {
            // Days 1–9 get up to ~60 records each; a few spill over from October or span days.
            let day = Int.random(in: -1...9, using: &random)
            let date = CivilDate(year: 2026, month: 11, day: 1)!.adding(days: day)
            var record = Record(
                uid: "u\(index)", date: date, title: "record \(index)",
                category: Category.allCases.randomElement(using: &random)!,
                artist: ["LUNA", "luna", "BTS", nil].randomElement(using: &random)!,
                amount: Money(minorUnits: Int64.random(in: 0...30_000, using: &random),
                              currency: currencies.randomElement(using: &random)!))
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let hour = Int64.random(in: 0...3, using: &random)
                record.start = ZonedDateTime(instant: 1_793_400_000 + Int64(day) * 86_400 + hour * 3_600, zone: "Asia/Tokyo")
            case 5:
                record.lastDate = date.adding(days: Int.random(in: 1...3, using: &random))
            default:
                break
            }
            _ = try store.insert(record, now: 0)
        }
        let november = CivilDate(year: 2026, month: 11, day: 1)!...CivilDate(year: 2026, month: 11, day: 30)!
        let shown = CivilDate(year: 2026, month: 10, day: 1)!...CivilDate(year: 2026, month: 12, day: 31)!
        let fromStore = try CalendarUseCases.content(days: shown, agendaDays: november, store: store)
        // Every record that can touch the shown days, in the store's order.
        let records = try store.records(
            matching: RecordFilter(from: shown.lowerBound.adding(days: -DayTotal.longestSpan), to: shown.upperBound))
        XCTAssertEqual(fromStore.marks, marksDayByDay(records.map(\.value), within: shown))
        let fromRecords = CalendarContent(marks: fromStore.marks, records: records, agendaDays: november)
        XCTAssertEqual(fromStore.agenda.map(\.id), fromRecords.agenda.map(\.id))
        XCTAssertEqual(fromStore.hidden, fromRecords.hidden)
        XCTAssertEqual(fromStore.continuing.map(\.id), fromRecords.continuing.map(\.id))
        XCTAssertEqual(fromStore.continuingListing, fromRecords.continuingListing)
        let luna = try CalendarUseCases.content(days: shown, agendaDays: november, artist: "Luna", store: store)
        let lunaRecords = records.filter { $0.artist?.lowercased() == "luna" }
        XCTAssertEqual(luna.marks, marksDayByDay(lunaRecords.map(\.value), within: shown))
        XCTAssertEqual(
            luna.agenda.map(\.id), CalendarContent(marks: [:], records: lunaRecords, agendaDays: november).agenda.map(\.id))
        XCTAssertNotNil(
            fromStore.continuingListing.hiddenSince[november.lowerBound],
            "records from October go on into November's full first day, counted in its more line")
        XCTAssertFalse(fromStore.hidden.isEmpty, "some day is busier than the agenda shows")
    }

    /// The marks as a person counts them: each record on its first day and on each later day it
    /// is shown, up to `DayTotal.longestSpan` days.
    private func marksDayByDay(_ records: [Record], within days: ClosedRange<CivilDate>) -> [CivilDate: DayMark] {
        var byDay: [CivilDate: [FanCalendar.Category]] = [:]
        for record in records {
            let last = min(record.lastDayShown ?? record.date, record.date.adding(days: DayTotal.longestSpan))
            var day = record.date
            while day <= last {
                if days.contains(day) { byDay[day, default: []].append(record.category) }
                day = day.adding(days: 1)
            }
        }
        return byDay.mapValues { DayMark(count: $0.count, categories: $0) }
    }
}
