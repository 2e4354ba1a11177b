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

    public typealias Difference = SyncPlan.Difference
    public typealias Conflict = SyncPlan.Conflict

    /// An item that could not be synced this time. The rest of the sync went on, its state is
    /// kept as it was, and the next sync tries the item again.
    public struct Failure: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// The server refused fancal's write with this HTTP status.
            case refused(status: Int)
            /// The server's version would make this currency's total larger than the store keeps.
            case totalTooLarge(currency: String)
            /// Listed, but the server sent no body with an ETag for it.
            case notFetched
            /// Its series expands to more records here than one item may
            /// (``SyncUseCases/maximumRecordsPerItem``): kept out of the sync on both sides.
            case tooManyRecords(count: Int, limit: Int)
            /// This sync already brought down ``SyncUseCases/maximumRecordsPerSync`` records; the
            /// next one goes on.
            case syncFull(limit: Int)
        }

        public var href: String
        /// Nil for an item fancal has not seen yet.
        public var uid: String?
        /// The title of its first record, when fancal has one at hand.
        public var title: String?
        public var reason: Reason
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
        public var failures: [Failure] = []
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
        /// What the last sync left for `--prefer` to resolve.
        public var conflicts: [Conflict]
    }

    /// The most records one server item may become here: an endless daily series is 1,100 in
    /// fancal's window (one year back, two ahead), an hourly rule would be tens of thousands.
    public static let maximumRecordsPerItem = 5_000
    /// The most records one sync brings down; beyond them items wait for the next sync.
    public static let maximumRecordsPerSync = 100_000

    // MARK: - Setup

    /// Finds the calendar and remembers it (a different calendar than before starts afresh).
    /// - Parameters:
    ///   - calendarName: which of several calendars: its display name, its path segment (spaces
    ///     and all, as the user reads it, not percent-encoded) or its full URL on the same server.
    ///   - caFile: a PEM file of the certificates to trust for this server instead of the system's.
    public static func setup(
        url: String, user: String, passwordCommand: String?, calendarName: String?, insecure: Bool, caFile: String? = nil,
        settings: NetworkSettings, now: Int64, store: () throws -> RecordStore
    ) throws -> (account: SyncAccount, name: String?) {
        guard let server = ServerURL(url) else { throw AppError.invalidInput(SyncText.badServerURL(url)) }
        if server.hasCredentials { throw AppError.invalidInput(SyncText.credentialsInURL(url, feed: false)) }
        var account = SyncAccount(calendarURL: url, user: user, passwordCommand: passwordCommand, insecure: insecure)
        if let caFile {
            guard FileContents.isRegularFile(path: caFile), let path = FileContents.absolutePath(caFile) else {
                throw AppError.invalidInput(SyncText.noCAFile(caFile))
            }
            account.caFile = path
        }
        let client = try client(account, settings: settings)
        var calendars: [CalDAVClient.Calendar]
        do { calendars = try client.discover(url) } catch { throw SyncText.failure(error) }
        if let calendarName, calendarName.contains("://"), choose(calendarName, among: calendars, base: url) == nil {
            // A calendar named by its URL that discovery did not list (one shared with the user):
            // asked directly, on the same server only.
            guard CalDAVClient.path(of: calendarName, base: url) != nil else {
                throw AppError.invalidInput(SyncText.calendarElsewhere(calendarName, server: url))
            }
            do { calendars = try client.discover(calendarName) } catch { throw SyncText.failure(error) }
        }
        let names = calendars.map { calendar in
            calendar.displayName.map { "\"\($0)\" (\(segment(calendar.url)))" } ?? segment(calendar.url)
        }
        let chosen: CalDAVClient.Calendar
        if let calendarName {
            guard let match = choose(calendarName, among: calendars, base: url) else {
                throw AppError.failure(SyncText.noSuchCalendar(calendarName, names))
            }
            chosen = match
        } else if calendars.count == 1 {
            chosen = calendars[0]
        } else if calendars.isEmpty {
            throw AppError.failure(SyncText.noCalendar(url))
        } else {
            throw AppError.failure(SyncText.chooseCalendar(names))
        }
        account.calendarURL = chosen.url.hasSuffix("/") ? chosen.url : chosen.url + "/"
        let opened = try store()
        try opened.recordingChange(.syncSetup, subject: account.calendarURL, now: now) { try opened.saveSyncAccount(account) }
        return (account, chosen.displayName)
    }

    /// The calendar `name` names: the one whose URL it is (decoded paths compared, a trailing
    /// `/` or not), else whose display name or last path segment (decoded) it is exactly, else
    /// the only one whose display name or segment it is ignoring case and surrounding spaces.
    static func choose(_ name: String, among calendars: [CalDAVClient.Calendar], base: String) -> CalDAVClient.Calendar? {
        if name.contains("://") {
            guard let wanted = CalDAVClient.path(of: name, base: base) else { return nil }
            let trimmed = { (path: String) in path.hasSuffix("/") ? String(path.dropLast()) : path }
            return calendars.first { CalDAVClient.path(of: $0.url, base: base).map(trimmed) == trimmed(wanted) }
        }
        if let exact = calendars.first(where: { $0.displayName == name || segment($0.url) == name }) { return exact }
        func folded(_ text: String) -> String { text.trimmingWhitespace().lowercased() }
        let loose = calendars.filter { $0.displayName.map(folded) == folded(name) || folded(segment($0.url)) == folded(name) }
        return loose.count == 1 ? loose[0] : nil
    }

    /// The last path segment of a calendar's URL, percent-decoded: `Fan Cal 2027`, not `Fan%20Cal%202027`.
    static func segment(_ url: String) -> String {
        let path = CalDAVClient.path(of: url, base: url) ?? url
        return String(path.split(separator: "/").last ?? "")
    }

    // MARK: - Status

    public static func status(homeZone: String, store: RecordStore) throws -> Status {
        guard let account = try store.syncAccount() else { throw AppError.failure(SyncText.noAccount) }
        let state = try store.syncItems()
        let local = try localHashes(store.recordsByUID())
        let known = Dictionary(state.map { ($0.uid, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let changed = local.filter { known[$0.key] != $0.value }.count
        let deleted = state.filter { local[$0.uid] == nil }.count
        return Status(
            account: account, items: state.count, changedHere: changed, deletedHere: deleted, conflicts: try store.syncConflicts())
    }

    // MARK: - Sync

    /// Syncs the store with the calendar set up before.
    /// - Returns: what was done; conflicts and items that could not be synced are in it, the rest
    ///   of the sync done and kept (``unresolved(_:)`` gives the failure to report for them).
    /// - Throws: `.failure` for a failure of the connection or the account (the store is then
    ///   unchanged) and for a sync that would delete too much.
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
            let byHref = Dictionary(state.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
            // An item listed without an ETag is fetched: the listing says it is there.
            let wanted = etags.filter { $0.value.isEmpty || knownETags[$0.key] != $0.value }.keys.sorted()
            let fetched = try client.fetch(calendar, hrefs: wanted)
            report.outside = client.outside
            var remote: [String: SyncPlan.Remote] = [:]
            var remoteRecords: [String: [Record]] = [:]
            var remoteObjects: [String: CalendarObject] = [:]
            // Items kept out of this sync on both sides: what fancal cannot read, and what would
            // bring down more records than the limits allow.
            var excluded = Set<String>()
            var downloaded = 0
            for href in etags.keys.sorted() {
                let etag = etags[href]!
                guard wanted.contains(href) else {
                    remote[href] = SyncPlan.Remote(etag: etag)
                    continue
                }
                // Listed but not fetched (gone meanwhile, or fetched without an ETag): deletions
                // need positive evidence, so a known item counts as it was (every write to it is
                // conditional) and a new one waits. Reported as not synced, so the token does not
                // move past its change and the next sync lists it again.
                guard let item = fetched[href] else {
                    if let known = knownETags[href] { remote[href] = SyncPlan.Remote(etag: known) }
                    report.failures.append(Failure(href: href, uid: byHref[href]?.uid, title: nil, reason: .notFetched))
                    continue
                }
                guard let (records, object) = try? calendarItem(in: item.data, href: href, reader: reader),
                    let uid = records.first?.uid
                else {
                    report.ignored.append(href)
                    excluded.insert(href)
                    continue
                }
                let over: Failure.Reason? = records.count > maximumRecordsPerItem
                    ? .tooManyRecords(count: records.count, limit: maximumRecordsPerItem)
                    : downloaded + records.count > maximumRecordsPerSync ? .syncFull(limit: maximumRecordsPerSync) : nil
                if let over {
                    report.failures.append(Failure(href: href, uid: uid, title: firstTitle(records), reason: over))
                    excluded.insert(href)
                    continue
                }
                downloaded += records.count
                remote[href] = SyncPlan.Remote(etag: item.etag, uid: uid, hash: hash(records))
                remoteRecords[href] = records
                remoteObjects[href] = object
            }
            // An excluded item stays out of the sync, on both sides: its records here are neither
            // uploaded anew nor deleted.
            let activeState = state.filter { !excluded.contains($0.href) }
            let ignoredUIDs = Set(state.filter { excluded.contains($0.href) }.map(\.uid))

            let localRecords = try store.recordsByUID()
            let local = localHashes(localRecords).filter { !ignoredUIDs.contains($0.key) }
            let actions = SyncPlan.actions(
                state: activeState, local: local, remote: remote, newHref: { newHref($0, calendar: calendar) },
                prefer: options.prefer)
            if !options.allowMassDelete,
                let (deleteHere, deleteThere) = SyncPlan.deletesTooMuch(actions, synced: activeState.count)
            {
                throw AppError.failure(SyncText.massDelete(local: deleteHere, remote: deleteThere, synced: activeState.count))
            }

            // Carried out in one transaction once the server writes are done, item by item: the
            // records to replace here, the calendar object to keep, the state to save or forget.
            var changes: [Change] = []
            // fancal's own writes: the ETag each PUT returned by href, and the hrefs deleted.
            var uploaded: [String: String?] = [:]
            var deleted = Set<String>()
            let rules = try store.seriesRules()
            for action in actions {
                switch action {
                case .upload(let uid, let href, let etag):
                    let records = localRecords[uid] ?? []
                    // New on the server, also when it re-creates an item deleted there (`--prefer local`).
                    let counter: WritableKeyPath<Report, Int> = etag == nil ? \.uploadedNew : \.uploadedChanged
                    report[keyPath: counter] += 1
                    guard !report.dryRun else { continue }
                    let body = ics(records, object: try store.calendarObject(uid: uid), rule: rules[uid], homeZone: homeZone, now: now)
                    let written: CalDAVClient.WriteResult
                    do {
                        written = try client.put(calendar, href: href, body: body, ifMatch: etag)
                    } catch {
                        guard let status = refusal(error) else { throw error }
                        report[keyPath: counter] -= 1
                        report.failures.append(Failure(href: href, uid: uid, title: firstTitle(records), reason: .refused(status: status)))
                        continue
                    }
                    switch written {
                    case .written(let newETag):
                        uploaded[href] = newETag
                        var change = Change(state: SyncPlan.State(href: href, uid: uid, etag: newETag ?? "", hash: local[uid]!))
                        change.object = (try? calendarItem(in: body, href: href, reader: reader))?.object
                        changes.append(change)
                    case .preconditionFailed:
                        report[keyPath: counter] -= 1
                        report.conflicts.append(try race(uid, href, local: records, client: client, calendar: calendar, reader: reader))
                    }
                case .deleteRemote(let uid, let href, let etag):
                    report.deletedOnServer += 1
                    guard !report.dryRun else { continue }
                    let written: CalDAVClient.WriteResult
                    do {
                        written = try client.delete(calendar, href: href, etag: etag)
                    } catch {
                        guard let status = refusal(error) else { throw error }
                        report.deletedOnServer -= 1
                        report.failures.append(Failure(href: href, uid: uid, title: nil, reason: .refused(status: status)))
                        continue
                    }
                    switch written {
                    case .written:
                        deleted.insert(href)
                        changes.append(Change(forget: href))
                    case .preconditionFailed:
                        report.deletedOnServer -= 1
                        report.conflicts.append(try race(uid, href, local: [], client: client, calendar: calendar, reader: reader))
                    }
                case .download(let href):
                    let records = remoteRecords[href]!
                    let uid = records[0].uid
                    var change = Change(state: SyncPlan.State(href: href, uid: uid, etag: remote[href]!.etag, hash: remote[href]!.hash!))
                    change.counter = localRecords[uid] == nil ? \.downloadedNew : \.downloadedChanged
                    if let old = byHref[href], old.uid != uid {
                        change.records.append(RecordStore.SyncedRecords(uid: old.uid, records: nil, planned: local[old.uid]))
                    }
                    change.records.append(RecordStore.SyncedRecords(uid: uid, records: records, planned: local[uid]))
                    change.object = remoteObjects[href]
                    change.title = firstTitle(records)
                    changes.append(change)
                case .deleteLocal(let uid, let href):
                    var change = Change(forget: href)
                    change.counter = \.deletedHere
                    change.records = [RecordStore.SyncedRecords(uid: uid, records: nil, planned: local[uid])]
                    change.title = firstTitle(localRecords[uid] ?? [])
                    changes.append(change)
                case .remember(let uid, let href, let etag, let hash):
                    changes.append(Change(state: SyncPlan.State(href: href, uid: uid, etag: etag, hash: hash)))
                case .forget(let href):
                    changes.append(Change(forget: href))
                case .conflict(let uid, let href):
                    report.conflicts.append(conflict(uid: uid, local: localRecords[uid], remote: remoteRecords[href]))
                }
            }
            for change in changes { if let counter = change.counter { report[keyPath: counter] += 1 } }
            let firstRecord = { (uid: String) in localRecords[uid]?.min { ($0.date, $0.id ?? 0) < ($1.date, $1.id ?? 0) }?.id }
            for index in report.conflicts.indices { report.conflicts[index].recordID = firstRecord(report.conflicts[index].uid) }
            if report.dryRun { return report }
            account.synced = now
            // Asked before the transaction, which holds the store's write lock: no network inside it.
            let wrote = !uploaded.isEmpty || !deleted.isEmpty
            let refreshed = wrote && report.conflicts.isEmpty && report.failures.isEmpty
                ? refreshedToken(from: newToken, uploaded: uploaded, deleted: deleted, client: client, calendar: calendar)
                : newToken
            // A sync that changes nothing here is not a change `undo` must stop at.
            let apply = { (body: () throws -> Void) throws in
                if changes.contains(where: { !$0.records.isEmpty }) {
                    try store.recordingChange(.sync, subject: calendar, now: now, body)
                } else {
                    try store.transaction(body)
                }
            }
            try apply {
                for change in changes {
                    if !change.records.isEmpty {
                        let applied: Bool
                        do {
                            applied = try store.replaceSynced(change.records, now: now)
                        } catch StoreError.totalTooLarge(_, let currency) {
                            report[keyPath: change.counter!] -= 1
                            report.failures.append(Failure(
                                href: change.href, uid: change.uid, title: change.title, reason: .totalTooLarge(currency: currency)))
                            continue
                        }
                        guard applied else {
                            report[keyPath: change.counter!] -= 1
                            report.conflicts.append(Conflict(
                                uid: change.uid, title: change.title ?? change.uid, recordID: firstRecord(change.uid),
                                differences: [], changedHereDuringSync: true))
                            continue
                        }
                    }
                    if let object = change.object { try store.keep(object, replacing: true) }
                    if let save = change.save { try store.saveSyncItem(save) }
                    if let forget = change.forget { try store.deleteSyncItem(href: forget) }
                }
                // An item left as it was (a conflict, a failure) keeps its old state, so the server's
                // side must be listed again: the previous token without writes since, else none.
                if report.conflicts.isEmpty && report.failures.isEmpty {
                    account.syncToken = refreshed
                } else if wrote {
                    account.syncToken = nil
                }
                try store.saveSyncAccount(account)
                try store.saveSyncConflicts(report.conflicts)
            }
        } catch let error as NetworkError {
            throw SyncText.failure(error)
        }
        return report
    }

    /// One item's changes here, applied together once the server writes are done.
    struct Change {
        /// The UIDs' records to replace, compare-and-set against the snapshot the sync planned from.
        var records: [RecordStore.SyncedRecords] = []
        var object: CalendarObject?
        var save: SyncPlan.State?
        var forget: String?
        /// The report's count of this change, taken back when it is not applied.
        var counter: WritableKeyPath<Report, Int>?
        var title: String?

        init(state: SyncPlan.State) { save = state }
        init(forget href: String) { forget = href }

        var href: String { save?.href ?? forget ?? "" }
        var uid: String { records.last?.uid ?? save?.uid ?? "" }
    }

    /// The HTTP status when the server answered a write by refusing that one item (anything but
    /// 401): the sync goes on without it. Nil for failures of the connection or the account,
    /// which stop the sync.
    static func refusal(_ error: NetworkError) -> Int? {
        if case .status(_, let code) = error, code != 401 { return code }
        return nil
    }

    static func firstTitle(_ records: [Record]) -> String? {
        records.min { $0.date < $1.date }?.title
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
    static func refreshedToken(
        from listed: String?, uploaded: [String: String?], deleted: Set<String>, client: CalDAVClient, calendar: String
    ) -> String? {
        guard let listed, case .changes(let etags, let removed, let token)? = try? client.list(calendar, syncToken: listed) else {
            return nil
        }
        let onlyOwn = etags.allSatisfy { href, etag in uploaded[href].map { $0 == etag } ?? false }
            && removed.isSubset(of: deleted)
        return onlyOwn ? token : nil
    }

    /// The failure to report after a sync that left conflicts or items it could not sync, or nil.
    public static func unresolved(_ report: Report) -> AppError? {
        guard !report.dryRun, !report.conflicts.isEmpty || !report.failures.isEmpty else { return nil }
        let races = report.conflicts.filter { $0.changedDuringSync || $0.changedHereDuringSync }.count
        guard report.failures.isEmpty else {
            return .failure(SyncText.notSynced(failures: report.failures.count, conflicts: report.conflicts.count))
        }
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
            caFile: account.caFile ?? settings.caFile, caFolder: account.caFile == nil ? settings.caFolder : nil,
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
