import FanCalendar
@testable import FanCalendarApp
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync
import FanCalendarZoneInfo
import XCTest

/// The sync's planner and executor between two sides in memory, one test per case of the status
/// model (Docs/sync.md); the Radicale and Xandikos tests (`SyncCommandsTests`) keep the real one.
final class SyncRunTests: XCTestCase {
    override class func setUp() { SystemZoneInfo.install() }

    static let calendar = "https://cal.example/fan/"
    static var reader: ICSReader {
        ICSReader(options: ICSImportOptions(homeZone: "Asia/Tokyo", defaultCurrency: Currency(code: "JPY")!, today: today))
    }
    static let today = CivilDate(year: 2026, month: 11, day: 29)!

    /// A server calendar: items by href, each a new ETag on every write.
    final class MemoryRemote: SyncRemote {
        let calendar = SyncRunTests.calendar
        var items: [String: CalDAVClient.Item] = [:]
        var outside: [String] = []
        var writes: [String] = []
        /// Hrefs whose writes are refused with 403.
        var refused = Set<String>()
        /// Runs once before the next write: someone else changing the calendar meanwhile.
        var beforeWrite: (() -> Void)?
        private var counter = 0

        func nextETag() -> String {
            counter += 1
            return "\"e\(counter)\""
        }

        func store(_ href: String, _ data: String) {
            items[href] = CalDAVClient.Item(etag: nextETag(), data: data)
        }

        func list(syncToken: String?) throws(NetworkError) -> CalDAVClient.Listing {
            .full(etags: items.mapValues(\.etag), syncToken: nil)
        }

        func fetch(hrefs: [String]) throws(NetworkError) -> [String: CalDAVClient.Item] {
            items.filter { hrefs.contains($0.key) }
        }

        private func write(_ href: String, _ request: String) throws(NetworkError) {
            beforeWrite?()
            beforeWrite = nil
            writes.append(request)
            if refused.contains(href) { throw .status(url: calendar + href, code: 403) }
        }

        func put(href: String, body: String, ifMatch etag: String?) throws(NetworkError) -> CalDAVClient.WriteResult {
            try write(href, "PUT \(href) \(etag ?? "*")")
            guard items[href]?.etag == etag else { return .preconditionFailed }
            store(href, body)
            return .written(etag: items[href]!.etag)
        }

        func delete(href: String, etag: String) throws(NetworkError) -> CalDAVClient.WriteResult {
            try write(href, "DELETE \(href) \(etag)")
            guard let item = items[href] else { return .written(etag: nil) }
            guard item.etag == etag else { return .preconditionFailed }
            items[href] = nil
            return .written(etag: nil)
        }
    }

    /// fancal's side: records by UID, the last sync's states, kept objects; a change applies
    /// all or nothing, compare-and-set against the hash the plan saw.
    final class MemoryLocal: SyncLocal {
        var records: [String: [Record]] = [:]
        var objects: [String: CalendarObject] = [:]
        var states: [String: SyncPlan.State] = [:]
        var account = SyncAccount(calendarURL: SyncRunTests.calendar, user: "fan")
        var conflicts: [SyncPlan.Conflict] = []
        /// Runs inside the transaction before the changes: an edit made while the sync ran.
        var duringApply: (() -> Void)?

        func syncItems() throws -> [SyncPlan.State] { states.values.sorted { $0.href < $1.href } }
        /// Each UID's records numbered from 1: the ids only name a conflict's first record.
        func recordsByUID() throws -> [String: [Stored<Record>]] {
            records.mapValues { $0.enumerated().map { Stored(id: Int64($0.offset + 1), $0.element) } }
        }
        func seriesRules() throws -> [String: SeriesRule] { [:] }
        func calendarObject(uid: String) throws -> CalendarObject? { objects[uid] }

        func add(_ data: String) throws {
            let (read, object) = try SyncUseCases.calendarItem(in: data, href: "local", reader: SyncRunTests.reader)
            records[read[0].uid] = read
            objects[read[0].uid] = object
        }

        func apply(
            _ changes: [SyncChange], subject: String, now: Int64,
            finish: ([SyncChange.Outcome]) -> (account: SyncAccount, conflicts: [SyncPlan.Conflict])
        ) throws {
            duringApply?()
            var outcomes: [SyncChange.Outcome] = []
            for change in changes {
                let planned = change.records.allSatisfy { item in
                    records[item.uid].map { SyncUseCases.hash($0) } == item.planned
                }
                guard planned else {
                    outcomes.append(.changedHere)
                    continue
                }
                for item in change.records {
                    records[item.uid] = item.records
                    if item.records == nil { objects[item.uid] = nil }
                }
                if let object = change.object { objects[object.uid] = object }
                if let save = change.save {
                    states = states.filter { $0.key != save.href && $0.value.uid != save.uid }
                    states[save.href] = save
                }
                if let forget = change.forget { states[forget] = nil }
                outcomes.append(.applied)
            }
            (account, conflicts) = finish(outcomes)
        }
    }

    var remote: MemoryRemote!
    var local: MemoryLocal!

    override func setUp() {
        remote = MemoryRemote()
        local = MemoryLocal()
    }

    static func ics(_ uid: String, _ title: String, stamp: String = "20260101T000000Z", rule: String? = nil) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:\(stamp)",
            "DTSTART;VALUE=DATE:20270105", "SUMMARY:\(title)",
        ].joined(separator: "\r\n") + "\r\n" + (rule.map { "RRULE:\($0)\r\n" } ?? "") + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @discardableResult
    func sync(_ options: SyncUseCases.Options = SyncUseCases.Options(yes: true)) throws -> SyncUseCases.Report {
        let report = try SyncUseCases.sync(
            options, account: local.account, remote: remote, local: local, homeZone: "Asia/Tokyo", today: Self.today,
            currency: Currency(code: "JPY")!, now: 1_800_000_000)
        return report
    }

    func titles(_ uid: String) -> [String] { (local.records[uid] ?? []).map(\.title) }

    func remoteTitle(_ href: String) throws -> String? {
        guard let item = remote.items[href] else { return nil }
        return try SyncUseCases.events(in: item.data, href: href, reader: Self.reader).first?.title
    }

    /// Both sides hold "a" ("Live") after one sync.
    func synced() throws {
        try local.add(Self.ics("a", "Live"))
        try sync()
        remote.writes = []
    }

    // MARK: - New on either side

    func testNewHereIsCreatedOnTheServerOnlyIfNothingIsThere() throws {
        try local.add(Self.ics("a", "Live"))
        let report = try sync()
        XCTAssertEqual(report.uploadedNew, 1)
        XCTAssertEqual(remote.writes, ["PUT /fan/a.ics *"])
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Live")
        XCTAssertEqual(local.states["/fan/a.ics"]?.etag, remote.items["/fan/a.ics"]?.etag)
        XCTAssertEqual(try sync().uploadedNew, 0, "a second sync has nothing to do")
        XCTAssertEqual(remote.writes.count, 1)
    }

    func testNewOnTheServerComesDown() throws {
        remote.store("/fan/b.ics", Self.ics("b", "Fan meeting"))
        let report = try sync()
        XCTAssertEqual(report.downloadedNew, 1)
        XCTAssertEqual(titles("b"), ["Fan meeting"])
        XCTAssertEqual(local.states["/fan/b.ics"]?.uid, "b")
        XCTAssertEqual(remote.writes, [])
    }

    func testTheSameItemNewOnBothSidesPairsUpWithoutAWrite() throws {
        try local.add(Self.ics("a", "Live"))
        remote.store("/fan/other-name.ics", Self.ics("a", "Live", stamp: "20260202T000000Z"))
        let report = try sync()
        XCTAssertEqual([report.uploadedNew, report.downloadedNew], [0, 0])
        XCTAssertEqual(remote.writes, [])
        XCTAssertEqual(local.states["/fan/other-name.ics"]?.uid, "a")
    }

    func testTheFirstSyncIsADryRunWithoutYes() throws {
        try local.add(Self.ics("a", "Live"))
        remote.store("/fan/b.ics", Self.ics("b", "Fan meeting"))
        let report = try sync(SyncUseCases.Options())
        XCTAssertTrue(report.dryRun)
        XCTAssertEqual([report.uploadedNew, report.downloadedNew], [1, 1])
        XCTAssertEqual(remote.writes, [])
        XCTAssertNil(local.records["b"])
        XCTAssertTrue(local.states.isEmpty)
    }

    // MARK: - Changed on one side or both

    func testChangedHereIsWrittenOverTheServersVersionItWasBasedOn() throws {
        try synced()
        let etag = remote.items["/fan/a.ics"]!.etag
        local.records["a"]![0].title = "Live (moved)"
        XCTAssertEqual(try sync().uploadedChanged, 1)
        XCTAssertEqual(remote.writes, ["PUT /fan/a.ics \(etag)"])
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Live (moved)")
    }

    func testChangedOnTheServerComesDown() throws {
        try synced()
        remote.store("/fan/a.ics", Self.ics("a", "Live (encore)"))
        XCTAssertEqual(try sync().downloadedChanged, 1)
        XCTAssertEqual(titles("a"), ["Live (encore)"])
        XCTAssertEqual(remote.writes, [])
    }

    func testChangedOnBothSidesIsAConflictUntilASideIsPreferred() throws {
        try synced()
        local.records["a"]![0].title = "Here"
        remote.store("/fan/a.ics", Self.ics("a", "There"))
        let report = try sync()
        XCTAssertEqual(report.conflicts.map(\.uid), ["a"])
        XCTAssertEqual(report.conflicts[0].differences.map(\.field), [.title])
        XCTAssertEqual([titles("a"), [try remoteTitle("/fan/a.ics")!]], [["Here"], ["There"]], "neither side overwritten")
        XCTAssertEqual(local.conflicts.map(\.uid), ["a"], "kept for `sync status`")
        XCTAssertNotNil(report.unresolved)

        XCTAssertEqual(try sync(SyncUseCases.Options(prefer: .remote)).downloadedChanged, 1)
        XCTAssertEqual(titles("a"), ["There"])
        XCTAssertTrue(local.conflicts.isEmpty)
    }

    func testPreferringHereWritesOverTheServer() throws {
        try synced()
        local.records["a"]![0].title = "Here"
        remote.store("/fan/a.ics", Self.ics("a", "There"))
        XCTAssertEqual(try sync(SyncUseCases.Options(prefer: .local)).uploadedChanged, 1)
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Here")
    }

    func testTheSameChangeOnBothSidesIsOnlyRemembered() throws {
        try synced()
        local.records["a"]![0].title = "Same"
        remote.store("/fan/a.ics", Self.ics("a", "Same"))
        let report = try sync()
        XCTAssertEqual([report.uploadedChanged, report.downloadedChanged, report.conflicts.count], [0, 0, 0])
        XCTAssertEqual(local.states["/fan/a.ics"]?.etag, remote.items["/fan/a.ics"]?.etag)
    }

    /// A server that rewrites DTSTAMP (and so the ETag) on every export changes nothing.
    func testANewETagWithoutAChangeOfContentIsOnlyRemembered() throws {
        try synced()
        remote.store("/fan/a.ics", Self.ics("a", "Live", stamp: "20261231T235959Z"))
        let report = try sync()
        XCTAssertEqual([report.downloadedChanged, report.uploadedChanged], [0, 0])
        XCTAssertEqual(local.states["/fan/a.ics"]?.etag, remote.items["/fan/a.ics"]?.etag)
        XCTAssertEqual(remote.writes, [])
    }

    // MARK: - Deleted on one side or both

    func testDeletedHereIsDeletedOnTheServerIfUnchangedThere() throws {
        try synced()
        try local.add(Self.ics("b", "Other"))
        try sync()
        remote.writes = []
        let etag = remote.items["/fan/a.ics"]!.etag
        local.records["a"] = nil
        XCTAssertEqual(try sync().deletedOnServer, 1)
        XCTAssertEqual(remote.writes, ["DELETE /fan/a.ics \(etag)"])
        XCTAssertNil(local.states["/fan/a.ics"])
    }

    func testDeletedOnTheServerIsDeletedHere() throws {
        try synced()
        try local.add(Self.ics("b", "Other"))
        try sync()
        remote.items["/fan/a.ics"] = nil
        XCTAssertEqual(try sync().deletedHere, 1)
        XCTAssertNil(local.records["a"])
        XCTAssertNil(local.states["/fan/a.ics"])
    }

    func testDeletedHereWhileChangedOnTheServerIsAConflict() throws {
        try synced()
        local.records["a"] = nil
        remote.store("/fan/a.ics", Self.ics("a", "Changed"))
        let report = try sync()
        XCTAssertEqual(report.conflicts.map(\.deletedHere), [true])
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Changed")
        XCTAssertNil(local.records["a"])
    }

    func testDeletedOnTheServerWhileChangedHereIsAConflict() throws {
        try synced()
        local.records["a"]![0].title = "Changed"
        remote.items["/fan/a.ics"] = nil
        let report = try sync()
        XCTAssertEqual(report.conflicts.map(\.deletedOnServer), [true])
        XCTAssertEqual(titles("a"), ["Changed"])
        XCTAssertEqual(try sync(SyncUseCases.Options(prefer: .local)).uploadedNew, 1, "re-created on the server")
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Changed")
    }

    func testDeletedOnBothSidesIsForgotten() throws {
        try synced()
        local.records["a"] = nil
        remote.items["/fan/a.ics"] = nil
        let report = try sync()
        XCTAssertEqual([report.deletedHere, report.deletedOnServer, report.conflicts.count], [0, 0, 0])
        XCTAssertTrue(local.states.isEmpty)
        XCTAssertEqual(remote.writes, [])
    }

    // MARK: - Guards and races

    func testDeletingMoreThanHalfOfWhatWasSyncedNeedsAllowMassDelete() throws {
        for uid in ["a", "b", "c"] { try local.add(Self.ics(uid, uid)) }
        try sync()
        remote.items = [:]
        XCTAssertThrowsError(try sync()) { error in
            guard case AppError.failure = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(local.records.count, 3, "nothing deleted")
        XCTAssertEqual(try sync(SyncUseCases.Options(allowMassDelete: true)).deletedHere, 3)
        XCTAssertTrue(local.records.isEmpty)
    }

    func testAServerChangeBetweenListingAndWritingIsAConflictNotAnOverwrite() throws {
        try synced()
        local.records["a"]![0].title = "Here"
        remote.beforeWrite = { self.remote.store("/fan/a.ics", SyncRunTests.ics("a", "Meanwhile")) }
        let report = try sync()
        XCTAssertEqual(report.uploadedChanged, 0)
        XCTAssertEqual(report.conflicts.map(\.changedDuringSync), [true])
        XCTAssertEqual(try remoteTitle("/fan/a.ics"), "Meanwhile")
    }

    func testAnEditHereWhileTheSyncRanIsKept() throws {
        try synced()
        remote.store("/fan/a.ics", Self.ics("a", "There"))
        local.duringApply = { self.local.records["a"]![0].title = "Edited meanwhile" }
        let report = try sync()
        XCTAssertEqual(report.downloadedChanged, 0)
        XCTAssertEqual(report.conflicts.map(\.changedHereDuringSync), [true])
        XCTAssertEqual(titles("a"), ["Edited meanwhile"])
    }

    func testARefusedWriteLeavesThatItemAndSyncsTheRest() throws {
        try local.add(Self.ics("a", "Live"))
        try local.add(Self.ics("b", "Other"))
        remote.refused = ["/fan/a.ics"]
        let report = try sync()
        XCTAssertEqual(report.uploadedNew, 1)
        XCTAssertEqual(report.failures.map(\.reason), [.refused(status: 403)])
        XCTAssertEqual(Set(local.states.keys), ["/fan/b.ics"])
    }

    // MARK: - A series is one item

    func testASeriesTravelsAsOneObjectBothWays() throws {
        try local.add(Self.ics("s", "Weekly radio", rule: "FREQ=WEEKLY;COUNT=3"))
        XCTAssertEqual(titles("s").count, 3)
        XCTAssertEqual(try sync().uploadedNew, 1)
        XCTAssertEqual(remote.writes, ["PUT /fan/s.ics *"], "one PUT for the whole series")
        XCTAssertEqual(remote.items["/fan/s.ics"]?.data.components(separatedBy: "BEGIN:VEVENT").count, 2)
        XCTAssertTrue(remote.items["/fan/s.ics"]!.data.contains("RRULE:FREQ=WEEKLY;COUNT=3"))

        remote.store("/fan/t.ics", Self.ics("t", "Monthly stream", rule: "FREQ=MONTHLY;COUNT=4"))
        XCTAssertEqual(try sync().downloadedNew, 1)
        XCTAssertEqual(titles("t").count, 4)
        XCTAssertEqual(local.states.values.filter { $0.uid == "t" }.count, 1)
    }
}
