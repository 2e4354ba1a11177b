import FanCalendar
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync

/// `fancal sync`: two-way sync of all records with one CalDAV calendar. See Docs/sync.md for
/// the rules; `SyncPlan` makes the decisions, this carries them out.
public enum SyncUseCases {
    public struct Options: Sendable {
        public var dryRun = false
        public var prefer: SyncPlan.Preference?
        /// The first sync of a calendar is a dry run unless this is set.
        public var yes = false
        public var allowMassDelete = false

        public init(dryRun: Bool = false, prefer: SyncPlan.Preference? = nil, yes: Bool = false, allowMassDelete: Bool = false) {
            self.dryRun = dryRun
            self.prefer = prefer
            self.yes = yes
            self.allowMassDelete = allowMassDelete
        }
    }

    /// One field in which fancal's version and the server's differ.
    public struct Difference: Sendable, Equatable {
        public var field: Record.Field
        public var local: String
        public var remote: String
    }

    /// An item changed differently on both sides (or changed on the server while the sync wrote it).
    public struct Conflict: Sendable, Equatable {
        public var uid: String
        public var title: String
        /// Empty when one side deleted the item.
        public var differences: [Difference]
        public var deletedHere = false
        public var deletedOnServer = false
        /// The server's copy changed between the listing and the write (a 412): nothing was overwritten.
        public var changedDuringSync = false
    }

    public struct Report: Sendable, Equatable {
        public var calendarURL: String
        /// Nothing was written (asked for, or the first sync without --yes).
        public var dryRun = false
        public var firstSync = false
        public var uploadedNew = 0
        public var uploadedChanged = 0
        public var deletedOnServer = 0
        public var downloadedNew = 0
        public var downloadedChanged = 0
        public var deletedHere = 0
        public var conflicts: [Conflict] = []
        /// Server items that are not iCalendar events; left alone.
        public var ignored: [String] = []
        /// Hrefs the server named outside the calendar (another origin, another folder, `..`):
        /// never requested.
        public var outside: [String] = []
    }

    public struct Status: Sendable, Equatable {
        public var account: SyncAccount
        /// Items the last sync agreed on.
        public var items: Int
        /// fancal's items new or changed since then, and those deleted here since then.
        public var changedHere: Int
        public var deletedHere: Int
    }

    // MARK: - Setup

    /// Finds the calendar and remembers it (a different calendar than before starts afresh).
    /// - Parameter calendarName: which of several calendars (display name or last path segment).
    public static func setup(
        url: String, user: String, passwordCommand: String?, calendarName: String?, insecure: Bool,
        settings: NetworkSettings, now: Int64, store: () throws -> RecordStore
    ) throws -> (account: SyncAccount, name: String?) {
        guard let server = ServerURL(url) else { throw AppError.invalidInput(SyncText.badServerURL(url)) }
        if server.hasCredentials { throw AppError.invalidInput(SyncText.credentialsInURL(url, feed: false)) }
        var account = SyncAccount(calendarURL: url, user: user, passwordCommand: passwordCommand, insecure: insecure)
        let client = try client(account, settings: settings)
        let calendars: [CalDAVClient.Calendar]
        do { calendars = try client.discover(url) } catch { throw SyncText.failure(error) }
        let chosen: CalDAVClient.Calendar
        if let calendarName {
            guard let match = calendars.first(where: { $0.displayName == calendarName || lastSegment($0.url) == calendarName }) else {
                throw AppError.failure(SyncText.chooseCalendar(calendars.map { $0.displayName ?? lastSegment($0.url) }))
            }
            chosen = match
        } else if calendars.count == 1 {
            chosen = calendars[0]
        } else if calendars.isEmpty {
            throw AppError.failure(SyncText.noCalendar(url))
        } else {
            throw AppError.failure(SyncText.chooseCalendar(calendars.map { $0.displayName ?? lastSegment($0.url) }))
        }
        account.calendarURL = chosen.url.hasSuffix("/") ? chosen.url : chosen.url + "/"
        let opened = try store()
        try opened.recordingChange(.sync, subject: "setup \(account.calendarURL)", now: now) { try opened.saveSyncAccount(account) }
        return (account, chosen.displayName)
    }

    static func lastSegment(_ url: String) -> String {
        String(url.split(separator: "/").last ?? "")
    }

    // MARK: - Status

    public static func status(homeZone: String, store: RecordStore) throws -> Status {
        guard let account = try store.syncAccount() else { throw AppError.failure(SyncText.noAccount) }
        let state = try store.syncItems()
        let local = try localHashes(store.recordsByUID())
        let known = Dictionary(state.map { ($0.uid, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let changed = local.filter { known[$0.key] != $0.value }.count
        let deleted = state.filter { local[$0.uid] == nil }.count
        return Status(account: account, items: state.count, changedHere: changed, deletedHere: deleted)
    }

    // MARK: - Sync

    /// Syncs the store with the calendar set up before.
    /// - Throws: `.failure` for a network or server failure (the store is then unchanged), for a
    ///   sync that would delete too much, and after the sync when conflicts were left.
    public static func sync(
        _ options: Options, settings: NetworkSettings, homeZone: String, today: CivilDate, currency: Currency,
        now: Int64, store: RecordStore
    ) throws -> Report {
        guard var account = try store.syncAccount() else { throw AppError.failure(SyncText.noAccount) }
        let client = try client(account, settings: settings)
        let calendar = account.calendarURL
        var report = Report(calendarURL: calendar)
        report.firstSync = account.synced == nil
        report.dryRun = options.dryRun || (report.firstSync && !options.yes)
        let state = try store.syncItems()
        let reader = ICSReader(options: ICSImportOptions(homeZone: homeZone, defaultCurrency: currency, today: today))
        var newToken: String?
        do {
            // The server's items now: ETags, then the bodies of new and changed ones only.
            var etags = Dictionary(state.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
            switch try client.list(calendar, syncToken: state.isEmpty ? nil : account.syncToken) {
            case .full(let listed, let token):
                etags = listed
                newToken = token
            case .changes(let changed, let removed, let token):
                for href in removed { etags[href] = nil }
                etags.merge(changed) { $1 }
                newToken = token
            }
            let knownETags = Dictionary(state.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
            let wanted = etags.filter { knownETags[$0.key] != $0.value }.keys.sorted()
            let fetched = try client.fetch(calendar, hrefs: wanted)
            report.outside = client.outside
            var remote: [String: SyncPlan.Remote] = [:]
            var remoteRecords: [String: [Record]] = [:]
            var remoteObjects: [String: CalendarObject] = [:]
            for (href, etag) in etags {
                guard wanted.contains(href) else {
                    remote[href] = SyncPlan.Remote(etag: etag)
                    continue
                }
                // Listed, then gone before the fetch: as good as deleted.
                guard let item = fetched[href] else { continue }
                guard let (records, object) = try? calendarItem(in: item.data, href: href, reader: reader),
                    let uid = records.first?.uid
                else {
                    report.ignored.append(href)
                    continue
                }
                remote[href] = SyncPlan.Remote(etag: item.etag, uid: uid, hash: hash(records))
                remoteRecords[href] = records
                remoteObjects[href] = object
            }
            // An item the server holds but fancal cannot read stays out of the sync, on both sides:
            // its records here are neither uploaded anew nor deleted.
            let ignored = Set(report.ignored)
            let activeState = state.filter { !ignored.contains($0.href) }
            let ignoredUIDs = Set(state.filter { ignored.contains($0.href) }.map(\.uid))

            let localRecords = try store.recordsByUID()
            let local = localHashes(localRecords).filter { !ignoredUIDs.contains($0.key) }
            let actions = SyncPlan.actions(
                state: activeState, local: local, remote: remote, newHref: { newHref($0, calendar: calendar) },
                prefer: options.prefer)
            if !options.allowMassDelete,
                let (deleteHere, deleteThere) = SyncPlan.deletesTooMuch(actions, localCount: local.count, remoteCount: remote.count)
            {
                throw AppError.failure(SyncText.massDelete(
                    local: deleteHere, remote: deleteThere, localCount: local.count, remoteCount: remote.count))
            }

            // Carried out together in one transaction once the server writes are done: the state
            // to save or the href to forget, and each UID's records to replace (nil: delete).
            var stateChanges: [(save: SyncPlan.State?, forget: String?)] = []
            var localChanges: [(uid: String, records: [Record]?)] = []
            // The calendar objects to keep: the server's for a download, what was uploaded for an upload.
            var objectChanges: [CalendarObject] = []
            let rules = try store.seriesRules()
            let byHref = Dictionary(state.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
            for action in actions {
                switch action {
                case .upload(let uid, let href, let etag):
                    let records = localRecords[uid] ?? []
                    let isNew = etag == nil && byHref[href] == nil
                    if isNew { report.uploadedNew += 1 } else { report.uploadedChanged += 1 }
                    guard !report.dryRun else { continue }
                    let body = ics(records, object: try store.calendarObject(uid: uid), rule: rules[uid], homeZone: homeZone, now: now)
                    switch try client.put(calendar, href: href, body: body, ifMatch: etag) {
                    case .written(let newETag):
                        stateChanges.append((SyncPlan.State(href: href, uid: uid, etag: newETag ?? "", hash: local[uid]!), nil))
                        if let (_, object) = try? calendarItem(in: body, href: href, reader: reader), let object {
                            objectChanges.append(object)
                        }
                    case .preconditionFailed:
                        if isNew { report.uploadedNew -= 1 } else { report.uploadedChanged -= 1 }
                        report.conflicts.append(try race(uid, href, local: records, client: client, calendar: calendar, reader: reader))
                    }
                case .deleteRemote(let uid, let href, let etag):
                    report.deletedOnServer += 1
                    guard !report.dryRun else { continue }
                    switch try client.delete(calendar, href: href, etag: etag) {
                    case .written: stateChanges.append((nil, href))
                    case .preconditionFailed:
                        report.deletedOnServer -= 1
                        report.conflicts.append(try race(uid, href, local: [], client: client, calendar: calendar, reader: reader))
                    }
                case .download(let href):
                    let records = remoteRecords[href]!
                    let uid = records[0].uid
                    if localRecords[uid] == nil { report.downloadedNew += 1 } else { report.downloadedChanged += 1 }
                    if let old = byHref[href], old.uid != uid { localChanges.append((old.uid, nil)) }
                    localChanges.append((uid, records))
                    if let object = remoteObjects[href] { objectChanges.append(object) }
                    stateChanges.append((SyncPlan.State(href: href, uid: uid, etag: remote[href]!.etag, hash: remote[href]!.hash!), nil))
                case .deleteLocal(let uid, let href):
                    report.deletedHere += 1
                    localChanges.append((uid, nil))
                    stateChanges.append((nil, href))
                case .remember(let uid, let href, let etag, let hash):
                    stateChanges.append((SyncPlan.State(href: href, uid: uid, etag: etag, hash: hash), nil))
                case .forget(let href):
                    stateChanges.append((nil, href))
                case .conflict(let uid, let href):
                    report.conflicts.append(conflict(uid: uid, local: localRecords[uid], remote: remoteRecords[href]))
                }
            }
            if report.dryRun { return report }
            account.synced = now
            // An item left as it was (a conflict, a write that met a 412) keeps its old state, so
            // the server's change must be listed again next time: the token stays where it was.
            if report.conflicts.isEmpty { account.syncToken = newToken }
            try store.recordingChange(.sync, now: now) {
                for (uid, records) in localChanges {
                    try store.deleteRecords(uid: uid)
                    if records == nil { try store.forgetObject(uid: uid) }
                    for record in records ?? [] { try store.insert(record, now: now) }
                }
                for object in objectChanges { try store.keep(object, replacing: true) }
                for (save, forget) in stateChanges {
                    if let save { try store.saveSyncItem(save) }
                    if let forget { try store.deleteSyncItem(href: forget) }
                }
                try store.saveSyncAccount(account)
            }
        } catch let error as NetworkError {
            throw SyncText.failure(error)
        }
        return report
    }

    /// The failure to report after a sync that left conflicts, or nil.
    public static func unresolved(_ report: Report) -> AppError? {
        guard !report.dryRun, !report.conflicts.isEmpty else { return nil }
        let races = report.conflicts.filter(\.changedDuringSync).count
        return .failure(SyncText.unresolved(conflicts: report.conflicts.count - races, races: races))
    }

    // MARK: - Pieces

    static func client(_ account: SyncAccount, settings: NetworkSettings) throws -> CalDAVClient {
        if account.passwordCommand != nil && !account.passwordCommandConfirmed {
            throw AppError.failure(SyncText.passwordCommandUnconfirmed(account))
        }
        let password = try account.passwordCommand.map { command in
            try runPasswordCommand(command, timeoutSeconds: settings.timeoutSeconds)
        }
        return CalDAVClient(http: HTTPClient(options: HTTPOptions(
            timeoutSeconds: settings.timeoutSeconds, maximumBytes: settings.maximumBytes, insecure: account.insecure,
            user: account.user, password: password, netrcFile: settings.home.map { $0 + "/.netrc" },
            origin: ServerURL(account.calendarURL), userAgent: settings.userAgent)))
    }

    /// The first line the command prints, without its line end (LF or CRLF); never stored,
    /// never shown. The command gets the network time-out (`FANCAL_HTTP_TIMEOUT`).
    static func runPasswordCommand(_ command: String, timeoutSeconds: Int) throws -> String {
        let result = ShellCommand.run(command, timeoutSeconds: timeoutSeconds)
        guard let status = result.status else {
            throw AppError.failure(SyncText.passwordCommandTimedOut(command, timeoutSeconds))
        }
        guard status == 0 else { throw AppError.failure(SyncText.passwordCommandFailed(command, status)) }
        let line = result.output.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
    }

    /// One item's hash (``CalendarObject/hash(of:)``): its records' content hashes and charged
    /// amounts, in a fixed order.
    static func hash(_ records: [Record]) -> String {
        CalendarObject.hash(of: records)
    }

    static func localHashes(_ groups: [String: [Record]]) -> [String: String] {
        groups.mapValues(hash)
    }

    /// The records of one server item, read as `fancal import` reads a file.
    static func events(in data: String, href: String, reader: ICSReader) throws -> [Record] {
        try calendarItem(in: data, href: href, reader: reader).records
    }

    /// The records of one server item and the calendar object they came from.
    static func calendarItem(in data: String, href: String, reader: ICSReader) throws -> (records: [Record], object: CalendarObject?) {
        var records: [Record] = []
        var object: CalendarObject?
        for item in try reader.items(bytes: Array(data.utf8), name: href, objects: true) {
            switch item {
            case .event(let event): records.append(event.record)
            case .object(let read): object = read
            default: break
            }
        }
        // One item holds one UID; anything else is not something fancal wrote or can mirror.
        guard let uid = records.first?.uid, records.allSatisfy({ $0.uid == uid }) else {
            throw AppError.failure(SyncText.badCalendarData(href))
        }
        return (records, object)
    }

    /// A UID's records as one calendar object (``ExportUseCases/writeItem(_:object:rule:homeZone:to:)``):
    /// the kept object patched, a series as its master, or fancal's own VEVENT.
    static func ics(_ records: [Record], object: CalendarObject?, rule: SeriesRule?, homeZone: String, now: Int64) -> String {
        var writer = ICSWriter(
            output: "", calendarName: "fancal", zones: object == nil ? timeZonesUsed(by: records) : [], now: now,
            productID: ProductID.fancal(version: nil))
        writer.writeHeader()
        ExportUseCases.writeItem(records, object: object, rule: rule, homeZone: homeZone, to: &writer)
        writer.writeFooter()
        return writer.output
    }

    /// The href of a new item: the UID when it is safe in a URL path, else its hash.
    static func newHref(_ uid: String, calendar: String) -> String {
        let safe = !uid.isEmpty && uid.count <= 200 && uid.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.@".unicodeScalars.contains($0)
        }
        let name = safe ? uid : "fancal-" + ContentHash.of([uid])
        return CalDAVClient.collectionPath(calendar) + name + ".ics"
    }

    static func conflict(uid: String, local: [Record]?, remote: [Record]?) -> Conflict {
        let here = local?.sorted { $0.date < $1.date }.first
        let there = remote?.sorted { $0.date < $1.date }.first
        var conflict = Conflict(uid: uid, title: here?.title ?? there?.title ?? uid, differences: [])
        conflict.deletedHere = here == nil
        conflict.deletedOnServer = there == nil
        if let here, let there {
            conflict.differences = here.differences(from: there).map {
                Difference(field: $0, local: here.text(of: $0), remote: there.text(of: $0))
            }
        }
        return conflict
    }

    /// A write refused with 412: the server's copy is fetched again and reported, never overwritten.
    static func race(
        _ uid: String, _ href: String, local: [Record], client: CalDAVClient, calendar: String, reader: ICSReader
    ) throws -> Conflict {
        let item = try client.fetch(calendar, hrefs: [href])[href]
        let remote = item.flatMap { try? events(in: $0.data, href: href, reader: reader) }
        var conflict = conflict(uid: uid, local: local.isEmpty ? nil : local, remote: remote)
        conflict.changedDuringSync = true
        return conflict
    }
}
