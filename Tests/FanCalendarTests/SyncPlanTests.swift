import FanCalendar
import XCTest

/// The sync's decision table: one case per row of Docs/sync.md.
final class SyncPlanTests: XCTestCase {
    let known = SyncPlan.State(href: "/c/a.ics", uid: "a", etag: "e1", hash: "h1")

    func plan(
        state: [SyncPlan.State]? = nil, local: [String: String], remote: [String: SyncPlan.Remote],
        prefer: SyncPlan.Preference? = nil
    ) -> [SyncPlan.Action] {
        SyncPlan.actions(state: state ?? [known], local: local, remote: remote, newHref: { "/c/\($0).ics" }, prefer: prefer)
    }

    func testNothingChangedDoesNothing() {
        XCTAssertEqual(plan(local: ["a": "h1"], remote: ["/c/a.ics": .init(etag: "e1")]), [])
    }

    func testANewETagWithTheSameContentIsOnlyRemembered() {
        XCTAssertEqual(
            plan(local: ["a": "h1"], remote: ["/c/a.ics": .init(etag: "e2", uid: "a", hash: "h1")]),
            [.remember(uid: "a", href: "/c/a.ics", etag: "e2", hash: "h1")])
    }

    func testOneSideChangedTravelsToTheOther() {
        XCTAssertEqual(
            plan(local: ["a": "h2"], remote: ["/c/a.ics": .init(etag: "e1")]),
            [.upload(uid: "a", href: "/c/a.ics", ifMatch: "e1")])
        XCTAssertEqual(
            plan(local: ["a": "h1"], remote: ["/c/a.ics": .init(etag: "e2", uid: "a", hash: "h2")]),
            [.download(href: "/c/a.ics")])
    }

    func testDeletionsTravel() {
        XCTAssertEqual(plan(local: [:], remote: ["/c/a.ics": .init(etag: "e1")]), [.deleteRemote(uid: "a", href: "/c/a.ics", etag: "e1")])
        XCTAssertEqual(plan(local: ["a": "h1"], remote: [:]), [.deleteLocal(uid: "a", href: "/c/a.ics")])
        XCTAssertEqual(plan(local: [:], remote: [:]), [.forget(href: "/c/a.ics")])
    }

    func testBothChangedIsAConflictUnlessTheyAgree() {
        let remote: [String: SyncPlan.Remote] = ["/c/a.ics": .init(etag: "e2", uid: "a", hash: "h3")]
        XCTAssertEqual(plan(local: ["a": "h2"], remote: remote), [.conflict(uid: "a", href: "/c/a.ics")])
        XCTAssertEqual(plan(local: ["a": "h2"], remote: remote, prefer: .local), [.upload(uid: "a", href: "/c/a.ics", ifMatch: "e2")])
        XCTAssertEqual(plan(local: ["a": "h2"], remote: remote, prefer: .remote), [.download(href: "/c/a.ics")])
        XCTAssertEqual(
            plan(local: ["a": "h3"], remote: remote), [.remember(uid: "a", href: "/c/a.ics", etag: "e2", hash: "h3")])
        XCTAssertEqual(plan(local: [:], remote: remote), [.conflict(uid: "a", href: "/c/a.ics")])
        XCTAssertEqual(plan(local: [:], remote: remote, prefer: .local), [.deleteRemote(uid: "a", href: "/c/a.ics", etag: "e2")])
        XCTAssertEqual(plan(local: ["a": "h2"], remote: [:], prefer: .local), [.upload(uid: "a", href: "/c/a.ics", ifMatch: nil)])
        XCTAssertEqual(plan(local: ["a": "h2"], remote: [:]), [.conflict(uid: "a", href: "/c/a.ics")], "deleted there, changed here")
        XCTAssertEqual(plan(local: ["a": "h2"], remote: [:], prefer: .remote), [.deleteLocal(uid: "a", href: "/c/a.ics")])
        XCTAssertEqual(plan(local: [:], remote: remote, prefer: .remote), [.download(href: "/c/a.ics")])
    }

    func testNewItemsOnBothSidesPairUpByUID() {
        let actions = plan(
            state: [], local: ["same": "h", "mine": "m", "differs": "x"],
            remote: [
                "/c/s.ics": .init(etag: "1", uid: "same", hash: "h"), "/c/t.ics": .init(etag: "2", uid: "theirs", hash: "t"),
                "/c/d.ics": .init(etag: "3", uid: "differs", hash: "y"),
            ])
        XCTAssertEqual(actions, [
            .conflict(uid: "differs", href: "/c/d.ics"),
            .upload(uid: "mine", href: "/c/mine.ics", ifMatch: nil),
            .remember(uid: "same", href: "/c/s.ics", etag: "1", hash: "h"),
            .download(href: "/c/t.ics"),
        ])
    }

    func testTheMassDeleteGuard() {
        let deletes: [SyncPlan.Action] = [
            .deleteRemote(uid: "a", href: "a", etag: "1"), .deleteRemote(uid: "b", href: "b", etag: "1"),
            .deleteRemote(uid: "c", href: "c", etag: "1"),
        ]
        XCTAssertNil(SyncPlan.deletesTooMuch(deletes, synced: 6))
        XCTAssertEqual(SyncPlan.deletesTooMuch(deletes, synced: 5)?.remote, 3)
        XCTAssertNil(SyncPlan.deletesTooMuch([.deleteLocal(uid: "a", href: "a")], synced: 1))
    }

    /// A server that lost every item while new records were made here: the new records do not
    /// dilute the count, which is against the items synced before.
    func testTheMassDeleteGuardCountsAgainstWhatWasSyncedBefore() {
        let state = [known, SyncPlan.State(href: "/c/b.ics", uid: "b", etag: "e1", hash: "h1")]
        let actions = plan(state: state, local: ["a": "h1", "b": "h1", "new1": "n", "new2": "n"], remote: [:])
        XCTAssertEqual(actions.filter { if case .deleteLocal = $0 { true } else { false } }.count, 2)
        let tooMuch = SyncPlan.deletesTooMuch(actions, synced: state.count)
        XCTAssertEqual(tooMuch?.local, 2)
        XCTAssertEqual(tooMuch?.remote, 0)
    }
}
