import FanCalendar
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync

/// `fancal sync`: two-way sync of all records with one CalDAV calendar. See Docs/sync.md for
/// the rules; `SyncPlan` makes the decisions, this carries them out.
package enum SyncUseCases {
    package struct Options: Sendable {
        package var dryRun = false
        package var prefer: SyncPlan.Preference?
        /// The first sync of a calendar is a dry run unless this is set.
        package var yes = false
        package var allowMassDelete = false

        package init(dryRun: Bool = false, prefer: SyncPlan.Preference? = nil, yes: Bool = false, allowMassDelete: Bool = false) {
            self.dryRun = dryRun
            self.prefer = prefer
            self.yes = yes
            self.allowMassDelete = allowMassDelete
        }
    }

    package typealias Difference = SyncPlan.Difference
    package typealias Conflict = SyncPlan.Conflict

    /// An item that could not be synced this time. The rest of the sync went on, its state is
    /// kept as it was, and the next sync tries the item again.
    package struct Failure: Sendable, Equatable {
        package enum Reason: Sendable, Equatable {
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

        package var href: String
        /// Nil for an item fancal has not seen yet.
        package var uid: String?
        /// The title of its first record, when fancal has one at hand.
        package var title: String?
        package var reason: Reason
    }

    package struct Report: Sendable, Equatable {
        package var calendarURL: String
        /// Nothing was written (asked for, or the first sync without --yes).
        package var dryRun = false
        package var firstSync = false
        package var uploadedNew = 0
        package var uploadedChanged = 0
        package var deletedOnServer = 0
        package var downloadedNew = 0
        package var downloadedChanged = 0
        package var deletedHere = 0
        package var conflicts: [Conflict] = []
        package var failures: [Failure] = []
        /// Server items that are not iCalendar events; left alone.
        package var ignored: [String] = []
        /// Hrefs the server named outside the calendar (another origin, another folder, `..`):
        /// never requested.
        package var outside: [String] = []
    }

    package struct Status: Sendable, Equatable {
        package var account: SyncAccount
        /// Items the last sync agreed on.
        package var items: Int
        /// fancal's items new or changed since then, and those deleted here since then.
        package var changedHere: Int
        package var deletedHere: Int
        /// What the last sync left for `--prefer` to resolve.
        package var conflicts: [Conflict]
    }

    /// The most records one server item may become here: an endless daily series is 1,100 in
    /// fancal's window (one year back, two ahead), an hourly rule would be tens of thousands.
    package static let maximumRecordsPerItem = 5_000
    /// The most records one sync brings down; beyond them items wait for the next sync.
    package static let maximumRecordsPerSync = 100_000

    // MARK: - Setup

    /// Finds the calendar and remembers it (a different calendar than before starts afresh).
    /// - Parameters:
    ///   - calendarName: which of several calendars: its display name, its path segment (spaces
    ///     and all, as the user reads it, not percent-encoded) or its full URL on the same server.
    ///   - caFile: a PEM file of the certificates to trust for this server instead of the system's.
    package static func setup(
        url: String, user: String, passwordCommand: String?, calendarName: String?, insecure: Bool, caFile: String? = nil,
        settings: NetworkSettings, now: Int64, store: () throws -> StoreWriter
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
            return calendars.first { CalDAVClient.path(of: $0.url, base: base).map { CalDAVClient.samePath($0, wanted) } ?? false }
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

    package static func status(homeZone: String, store: RecordStore) throws -> Status {
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
    package static func sync(
        _ options: Options, settings: NetworkSettings, homeZone: String, today: CivilDate, currency: Currency,
        now: Int64, store: StoreWriter
    ) throws -> Report {
        guard let account = try store.syncAccount() else { throw AppError.failure(SyncText.noAccount) }
        let remote = CalDAVRemote(client: try client(account, settings: settings), calendar: account.calendarURL)
        return try sync(
            options, account: account, remote: remote, local: store, homeZone: homeZone, today: today, currency: currency,
            now: now)
    }

    /// Syncs any two sides (see ``SyncRun``): the store and a CalDAV calendar in `fancal sync`,
    /// sides in memory in the tests.
    /// - Parameter account: the calendar set up, its token and when it was last synced.
    package static func sync(
        _ options: Options, account: SyncAccount, remote: some SyncRemote, local: some SyncLocal, homeZone: String,
        today: CivilDate, currency: Currency, now: Int64
    ) throws -> Report {
        let reader = ICSReader(options: ICSImportOptions(homeZone: homeZone, defaultCurrency: currency, today: today))
        do {
            return try SyncRun(
                options: options, account: account, remote: remote, local: local, reader: reader, homeZone: homeZone, now: now
            ).run()
        } catch let error as NetworkError {
            throw SyncText.failure(error)
        }
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
    static func hash(_ records: some Sequence<Record>) -> String {
        CalendarObject.hash(of: records)
    }

    static func localHashes(_ groups: [String: [Stored<Record>]]) -> [String: String] {
        groups.mapValues { hash($0.lazy.map(\.value)) }
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
}

extension SyncUseCases.Report {
    /// The failure to report after a sync that left conflicts or items it could not sync, or nil.
    package var unresolved: AppError? {
        guard !dryRun, !conflicts.isEmpty || !failures.isEmpty else { return nil }
        let races = conflicts.filter { $0.changedDuringSync || $0.changedHereDuringSync }.count
        guard failures.isEmpty else {
            return .failure(SyncText.notSynced(failures: failures.count, conflicts: conflicts.count))
        }
        return .failure(SyncText.unresolved(conflicts: conflicts.count - races, races: races))
    }
}
