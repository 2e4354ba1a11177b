import FanCalendar
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync

/// One two-way sync between a server side and a local side, in four steps: read what the
/// server holds (``readRemote(state:report:)``), decide (``plan(state:remote:localRecords:)``,
/// `SyncPlan` and the mass-delete guard), write the server (``writeRemote(_:_:report:)``), and
/// apply here in one transaction (``applyLocal(_:remote:plan:report:)``). Neither side's storage
/// matters to it (``SyncRemote``, ``SyncLocal``).
struct SyncRun<Remote: SyncRemote, Local: SyncLocal> {
    let options: SyncUseCases.Options
    var account: SyncAccount
    let remote: Remote
    let local: Local
    let reader: ICSReader
    let homeZone: String
    let now: Int64

    typealias Report = SyncUseCases.Report
    typealias Failure = SyncUseCases.Failure

    /// What the server holds now, read for the planner.
    struct RemoteItems {
        /// The listing's sync token.
        var token: String?
        var items: [String: SyncPlan.Remote] = [:]
        /// The records and object of each fetched item, by href.
        var records: [String: [Record]] = [:]
        var objects: [String: CalendarObject] = [:]
        /// Items kept out of this sync on both sides: what fancal cannot read, and what would
        /// bring down more records than the limits allow.
        var excluded = Set<String>()
    }

    /// What the planner decided, from what.
    struct Plan {
        var actions: [SyncPlan.Action]
        /// fancal's items in the sync, content hash by UID.
        var local: [String: String]
        var localRecords: [String: [Stored<Record>]]
        /// The last sync's state by href.
        var known: [String: SyncPlan.State]
    }

    /// The server writes done: the changes to apply here, fancal's own writes (the ETag each
    /// PUT returned by href, and the hrefs deleted).
    struct Writes {
        var changes: [SyncChange] = []
        var uploaded: [String: String?] = [:]
        var deleted = Set<String>()
    }

    func run() throws -> Report {
        var report = Report(calendarURL: remote.calendar)
        report.firstSync = account.synced == nil
        report.dryRun = options.dryRun || (report.firstSync && !options.yes)
        let state = try local.syncItems()
        let remoteItems = try readRemote(state: state, report: &report)
        let plan = try plan(state: state, remote: remoteItems, localRecords: try local.recordsByUID())
        let writes = try writeRemote(plan, remoteItems, report: &report)
        for change in writes.changes { if let counter = change.counter { report[keyPath: counter] += 1 } }
        for index in report.conflicts.indices {
            report.conflicts[index].recordID = firstRecord(report.conflicts[index].uid, plan.localRecords)
        }
        if report.dryRun { return report }
        try applyLocal(writes, remote: remoteItems, plan: plan, report: &report)
        return report
    }

    // MARK: - Reading the server

    /// The server's items now: ETags, then the bodies of new and changed ones only.
    func readRemote(state: [SyncPlan.State], report: inout Report) throws -> RemoteItems {
        var read = RemoteItems()
        var etags = Dictionary(state.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
        switch try remote.list(syncToken: state.isEmpty ? nil : account.syncToken) {
        case .full(let listed, let token):
            etags = listed
            read.token = token
        case .changes(let changed, let removed, let token):
            for href in removed { etags[href] = nil }
            etags.merge(changed) { $1 }
            read.token = token
        }
        let knownETags = Dictionary(state.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
        let byHref = Dictionary(state.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        // An item listed without an ETag is fetched: the listing says it is there.
        let wanted = etags.filter { $0.value.isEmpty || knownETags[$0.key] != $0.value }.keys.sorted()
        let fetched = try remote.fetch(hrefs: wanted)
        report.outside = remote.outside
        var downloaded = 0
        for href in etags.keys.sorted() {
            let etag = etags[href]!
            guard wanted.contains(href) else {
                read.items[href] = SyncPlan.Remote(etag: etag)
                continue
            }
            // Listed but not fetched (gone meanwhile, or fetched without an ETag): deletions
            // need positive evidence, so a known item counts as it was (every write to it is
            // conditional) and a new one waits. Reported as not synced, so the token does not
            // move past its change and the next sync lists it again.
            guard let item = fetched[href] else {
                if let known = knownETags[href] { read.items[href] = SyncPlan.Remote(etag: known) }
                report.failures.append(Failure(href: href, uid: byHref[href]?.uid, title: nil, reason: .notFetched))
                continue
            }
            guard let (records, object) = try? SyncUseCases.calendarItem(in: item.data, href: href, reader: reader),
                let uid = records.first?.uid
            else {
                report.ignored.append(href)
                read.excluded.insert(href)
                continue
            }
            let over: Failure.Reason? = records.count > SyncUseCases.maximumRecordsPerItem
                ? .tooManyRecords(count: records.count, limit: SyncUseCases.maximumRecordsPerItem)
                : downloaded + records.count > SyncUseCases.maximumRecordsPerSync
                    ? .syncFull(limit: SyncUseCases.maximumRecordsPerSync) : nil
            if let over {
                report.failures.append(Failure(href: href, uid: uid, title: SyncUseCases.firstTitle(records), reason: over))
                read.excluded.insert(href)
                continue
            }
            downloaded += records.count
            read.items[href] = SyncPlan.Remote(etag: item.etag, uid: uid, hash: SyncUseCases.hash(records))
            read.records[href] = records
            read.objects[href] = object
        }
        return read
    }

    // MARK: - Deciding

    /// The actions for every item; an excluded item stays out of the sync on both sides (its
    /// records here are neither uploaded anew nor deleted).
    /// - Throws: `.failure` when the actions would delete too much and that was not allowed.
    func plan(state: [SyncPlan.State], remote read: RemoteItems, localRecords: [String: [Stored<Record>]]) throws -> Plan {
        let activeState = state.filter { !read.excluded.contains($0.href) }
        let ignoredUIDs = Set(state.filter { read.excluded.contains($0.href) }.map(\.uid))
        let local = SyncUseCases.localHashes(localRecords).filter { !ignoredUIDs.contains($0.key) }
        let calendar = remote.calendar
        let actions = SyncPlan.actions(
            state: activeState, local: local, remote: read.items,
            newHref: { SyncUseCases.newHref($0, calendar: calendar) }, prefer: options.prefer)
        if !options.allowMassDelete,
            let (deleteHere, deleteThere) = SyncPlan.deletesTooMuch(actions, synced: activeState.count)
        {
            throw AppError.failure(SyncText.massDelete(local: deleteHere, remote: deleteThere, synced: activeState.count))
        }
        return Plan(
            actions: actions, local: local, localRecords: localRecords,
            known: Dictionary(state.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    // MARK: - Writing the server

    /// Carries out the server's side of every action (none in a dry run, which only counts)
    /// and gathers, item by item, what to change here: the records to replace, the calendar
    /// object to keep, the state to save or forget. A write the server refuses, or that meets
    /// a changed item (412), leaves that item as it was on both sides.
    func writeRemote(_ plan: Plan, _ read: RemoteItems, report: inout Report) throws -> Writes {
        var writes = Writes()
        let rules = try local.seriesRules()
        for action in plan.actions {
            switch action {
            case .upload(let uid, let href, let etag):
                let records = (plan.localRecords[uid] ?? []).map(\.value)
                // New on the server, also when it re-creates an item deleted there (`--prefer local`).
                let counter: WritableKeyPath<Report, Int> = etag == nil ? \.uploadedNew : \.uploadedChanged
                report[keyPath: counter] += 1
                guard !report.dryRun else { continue }
                let body = SyncUseCases.ics(
                    records, object: try local.calendarObject(uid: uid), rule: rules[uid], homeZone: homeZone, now: now)
                let written: CalDAVClient.WriteResult
                do {
                    written = try remote.put(href: href, body: body, ifMatch: etag)
                } catch {
                    guard let status = SyncUseCases.refusal(error) else { throw error }
                    report[keyPath: counter] -= 1
                    report.failures.append(
                        Failure(href: href, uid: uid, title: SyncUseCases.firstTitle(records), reason: .refused(status: status)))
                    continue
                }
                switch written {
                case .written(let newETag):
                    writes.uploaded[href] = newETag
                    var change = SyncChange(state: SyncPlan.State(href: href, uid: uid, etag: newETag ?? "", hash: plan.local[uid]!))
                    change.object = (try? SyncUseCases.calendarItem(in: body, href: href, reader: reader))?.object
                    writes.changes.append(change)
                case .preconditionFailed:
                    report[keyPath: counter] -= 1
                    report.conflicts.append(try race(uid, href, local: records))
                }
            case .deleteRemote(let uid, let href, let etag):
                report.deletedOnServer += 1
                guard !report.dryRun else { continue }
                let written: CalDAVClient.WriteResult
                do {
                    written = try remote.delete(href: href, etag: etag)
                } catch {
                    guard let status = SyncUseCases.refusal(error) else { throw error }
                    report.deletedOnServer -= 1
                    report.failures.append(Failure(href: href, uid: uid, title: nil, reason: .refused(status: status)))
                    continue
                }
                switch written {
                case .written:
                    writes.deleted.insert(href)
                    writes.changes.append(SyncChange(forget: href))
                case .preconditionFailed:
                    report.deletedOnServer -= 1
                    report.conflicts.append(try race(uid, href, local: []))
                }
            case .download(let href):
                let records = read.records[href]!
                let uid = records[0].uid
                var change = SyncChange(
                    state: SyncPlan.State(href: href, uid: uid, etag: read.items[href]!.etag, hash: read.items[href]!.hash!))
                change.counter = plan.localRecords[uid] == nil ? \.downloadedNew : \.downloadedChanged
                if let old = plan.known[href], old.uid != uid {
                    change.records.append(RecordStore.SyncedRecords(uid: old.uid, records: nil, planned: plan.local[old.uid]))
                }
                change.records.append(RecordStore.SyncedRecords(uid: uid, records: records, planned: plan.local[uid]))
                change.object = read.objects[href]
                change.title = SyncUseCases.firstTitle(records)
                writes.changes.append(change)
            case .deleteLocal(let uid, let href):
                var change = SyncChange(forget: href)
                change.counter = \.deletedHere
                change.records = [RecordStore.SyncedRecords(uid: uid, records: nil, planned: plan.local[uid])]
                change.title = SyncUseCases.firstTitle((plan.localRecords[uid] ?? []).map(\.value))
                writes.changes.append(change)
            case .remember(let uid, let href, let etag, let hash):
                writes.changes.append(SyncChange(state: SyncPlan.State(href: href, uid: uid, etag: etag, hash: hash)))
            case .forget(let href):
                writes.changes.append(SyncChange(forget: href))
            case .conflict(let uid, let href):
                report.conflicts.append(
                    SyncUseCases.conflict(uid: uid, local: plan.localRecords[uid]?.map(\.value), remote: read.records[href]))
            }
        }
        return writes
    }

    /// A write refused with 412: the server's copy is fetched again and reported, never overwritten.
    func race(_ uid: String, _ href: String, local records: [Record]) throws -> SyncUseCases.Conflict {
        let item = try remote.fetch(hrefs: [href])[href]
        let server = item.flatMap { try? SyncUseCases.events(in: $0.data, href: href, reader: reader) }
        var conflict = SyncUseCases.conflict(uid: uid, local: records.isEmpty ? nil : records, remote: server)
        conflict.changedDuringSync = true
        return conflict
    }

    // MARK: - Applying here

    /// Applies the changes here in one transaction, with the account's new token and the
    /// conflicts; a change the local side could not apply is taken off its count and reported.
    func applyLocal(_ writes: Writes, remote read: RemoteItems, plan: Plan, report: inout Report) throws {
        var account = account
        account.synced = now
        // Asked before the transaction, which holds the store's write lock: no network inside it.
        let wrote = !writes.uploaded.isEmpty || !writes.deleted.isEmpty
        let refreshed = wrote && report.conflicts.isEmpty && report.failures.isEmpty
            ? refreshedToken(from: read.token, uploaded: writes.uploaded, deleted: writes.deleted)
            : read.token
        try local.apply(writes.changes, subject: remote.calendar, now: now) { outcomes in
            for (change, outcome) in zip(writes.changes, outcomes) {
                switch outcome {
                case .applied:
                    continue
                case .totalTooLarge(let currency):
                    report[keyPath: change.counter!] -= 1
                    report.failures.append(
                        Failure(href: change.href, uid: change.uid, title: change.title, reason: .totalTooLarge(currency: currency)))
                case .changedHere:
                    report[keyPath: change.counter!] -= 1
                    report.conflicts.append(
                        SyncUseCases.Conflict(
                            uid: change.uid, title: change.title ?? change.uid,
                            recordID: firstRecord(change.uid, plan.localRecords), differences: [],
                            changedHereDuringSync: true))
                }
            }
            // An item left as it was (a conflict, a failure) keeps its old state, so the server's
            // side must be listed again: the previous token without writes since, else none.
            if report.conflicts.isEmpty && report.failures.isEmpty {
                account.syncToken = refreshed
            } else if wrote {
                account.syncToken = nil
            }
            return (account, report.conflicts)
        }
    }

    /// The sync token to keep after fancal's own writes, when nothing was left as it was.
    ///
    /// The listing's token is one from *before* the writes, and a server may leave out of later
    /// changes what was created and deleted after a token (RFC 6578 allows it; Xandikos does):
    /// an item fancal uploaded and the phone then deleted would stay here for ever. So the token
    /// is refreshed by a sync-collection REPORT from the listing's token, and kept only when every
    /// change it names is fancal's own write (an href uploaded with the very ETag its PUT
    /// returned, or an href deleted). Anything else (a change by someone else meanwhile, a PUT
    /// without an ETag, a failed refresh) keeps no token: the next sync lists every item and
    /// reconciles by ETag.
    func refreshedToken(from listed: String?, uploaded: [String: String?], deleted: Set<String>) -> String? {
        guard let listed, case .changes(let etags, let removed, let token)? = try? remote.list(syncToken: listed) else {
            return nil
        }
        let onlyOwn = etags.allSatisfy { href, etag in uploaded[href].map { $0 == etag } ?? false }
            && removed.isSubset(of: deleted)
        return onlyOwn ? token : nil
    }

    /// The first record of a UID here (by date, then id), which a conflict line names.
    func firstRecord(_ uid: String, _ records: [String: [Stored<Record>]]) -> Int64? {
        records[uid]?.min { ($0.date, $0.id) < ($1.date, $1.id) }?.id
    }
}
