import FanCalendar
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync

#if canImport(Glibc)
    import Glibc
#endif

/// Limits and places the network use cases need from the environment.
package struct NetworkSettings: Sendable {
    /// Each request must finish within this many seconds.
    package var timeoutSeconds: Int
    /// No answer may be larger.
    package var maximumBytes: Int
    /// The user's home folder, for ~/.netrc.
    package var home: String?
    package var userAgent: String
    /// The certificates the environment says to trust instead of the system's, as the curl
    /// tool reads them: `CURL_CA_BUNDLE`, else `SSL_CERT_FILE` (a PEM file); `SSL_CERT_DIR`
    /// (a folder of hashed PEM files). A sync account's `--ca-file` comes before them.
    package var caFile: String?
    package var caFolder: String?

    package init(
        timeoutSeconds: Int = 30, maximumBytes: Int = 32 << 20, home: String?, userAgent: String,
        caFile: String? = nil, caFolder: String? = nil
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.home = home
        self.userAgent = userAgent
        self.caFile = caFile
        self.caFolder = caFolder
    }
}

/// `fancal feed`: subscribed .ics feeds, refreshed into the store.
package enum FeedUseCases {
    /// What one refresh did.
    package struct RefreshReport: Sendable, Equatable {
        package var feed: String
        /// 304: the feed is as it was; nothing was read or changed.
        package var notModified = false
        package var added = 0
        /// Each record the feed's new version changed, with the fields it changed.
        package var changes: [EventChange] = []
        /// The records removed because the feed dropped them, by id.
        package var removals: [EventChange] = []
        /// Dropped by the feed but edited here: kept, and flagged in `feed list`; by id.
        package var keptEvents: [EventChange] = []
        /// Changed in the feed but edited here before fancal kept the feed's version of each
        /// field (an older fancal): the local version stays.
        package var editedHere: [EventChange] = []
        /// Events whose UID another record already has.
        package var alreadyStored = 0
        /// The reader's rejections and warnings, as `fancal import` reports them.
        package var reading = ImportReport()

        package init(feed: String) {
            self.feed = feed
        }

        package var changed: Int { changes.count }
        package var removed: Int { removals.count }
        package var kept: Int { keptEvents.count }
        /// Events the reader refused.
        package var rejected: Int { reading.rejected }
        /// The fields that changed, over all changed events, in `Record.Field` order.
        package var changedFields: [Record.Field] {
            let all = Set(changes.flatMap(\.fields))
            return Record.Field.allCases.filter(all.contains)
        }
    }

    /// One record a refresh changed, removed, kept or could not update: its id, its title (after
    /// the refresh), and the fields that changed (none for the others).
    package struct EventChange: Sendable, Equatable {
        package var recordID: Int64
        package var title: String
        package var fields: [Record.Field]

        package init(recordID: Int64, title: String, fields: [Record.Field]) {
            self.recordID = recordID
            self.title = title
            self.fields = fields
        }
    }

    /// One feed as `feed list` shows it.
    package struct Listing: Sendable, Equatable {
        package var feed: Stored<Feed>
        package var items: Int
        package var kept: Int
    }

    /// Adds a feed (not fetched yet: `feed refresh` does that).
    /// - Throws: `.invalidInput` for a bad name or URL, `.failure` when the name is taken.
    package static func add(_ feed: Feed, now: Int64, store: () throws -> StoreWriter) throws -> Stored<Feed> {
        var feed = feed
        let nameIsPlain = feed.name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard !feed.name.isEmpty, nameIsPlain else { throw AppError.invalidInput(SyncText.badFeedName(feed.name)) }
        guard let url = normalizedURL(feed.url) else { throw AppError.invalidInput(SyncText.badFeedURL(feed.url)) }
        if ServerURL(url)?.hasCredentials == true { throw AppError.invalidInput(SyncText.credentialsInURL(url, feed: true)) }
        if feed.user == nil && feed.passwordCommand != nil { throw AppError.invalidInput(SyncText.feedCommandWithoutUser) }
        if feed.user != nil && ServerURL(url) == nil { throw AppError.invalidInput(SyncText.feedUserNeedsHTTP) }
        feed.url = url
        let opened = try store()
        return try opened.recordingChange(.feed, subject: "add \(feed.name)", now: now) {
            if let saved = try opened.insertFeed(feed) { return saved }
            // The same feed named again with its user: the password command is the user's again
            // (after a restore held it).
            guard feed.user != nil, let existing = try opened.feeds().first(where: { $0.name == feed.name }),
                existing.url == feed.url
            else { throw AppError.failure(SyncText.feedExists(feed.name)) }
            try opened.setFeedCredentials(id: existing.id, user: feed.user, passwordCommand: feed.passwordCommand)
            return try opened.feeds().first { $0.id == existing.id } ?? existing
        }
    }

    /// webcal:// is https:// (as calendar apps read it); http, https and file stay; anything
    /// else is not a feed.
    static func normalizedURL(_ text: String) -> String? {
        let lower = text.lowercased()
        if lower.hasPrefix("webcal://") { return "https://" + text.dropFirst("webcal://".count) }
        if lower.hasPrefix("webcals://") { return "https://" + text.dropFirst("webcals://".count) }
        for scheme in ["http://", "https://", "file://"] where lower.hasPrefix(scheme) && text.count > scheme.count {
            return text
        }
        return nil
    }

    package static func list(store: RecordStore) throws -> [Listing] {
        let counts = try store.feedItemCounts()
        return try store.feeds().map { feed in
            let count = counts[feed.id]
            return Listing(feed: feed, items: count?.items ?? 0, kept: count?.kept ?? 0)
        }
    }

    /// The ids of the records that are still a feed's schedule: delivered by a feed, not edited
    /// here since (nor given an amount), and on no day the fan holds a ticket for. `wrapped`,
    /// `summary` and `next` do not count them as attended or spent (Docs/reports.md).
    package static func scheduled(store: RecordStore) throws -> Set<Int64> {
        let scheduled = try store.scheduledRecords()
        guard !scheduled.isEmpty else { return [] }
        let ticketDays = Set(try store.tickets().map { $0.show.local().date })
        return Set(scheduled.filter { !ticketDays.contains($0.date) }.map(\.id))
    }

    /// Removes a feed; its records too unless `keepRecords`.
    /// - Returns: how many records were deleted.
    package static func remove(name: String, keepRecords: Bool, now: Int64, store: StoreWriter) throws -> Int {
        try store.recordingChange(.feed, subject: "rm \(name)", now: now) {
            guard let feed = try store.feeds().first(where: { $0.name == name }) else {
                throw AppError.failure(SyncText.noSuchFeed(name))
            }
            return try store.deleteFeed(id: feed.id, keepRecords: keepRecords)
        }
    }

    /// `feed refresh [NAME]`: refreshes feed `name`, or every feed, one at a time (`refresh(name:…)`),
    /// handing each feed's outcome to `refreshed` as it comes: one feed failing leaves the others
    /// to refresh.
    /// - Throws: `.failure` when `name` is no feed; a store failure, which stops.
    package static func refresh(
        _ name: String?, settings: NetworkSettings, homeZone: String, today: CivilDate, defaultCurrency: Currency,
        allowMassDelete: Bool, now: Int64, store: StoreWriter,
        refreshed: (_ name: String, Result<RefreshReport, AppError>) throws -> Void
    ) throws {
        for name in try names(name, store: store) {
            let outcome: Result<RefreshReport, AppError>
            do {
                outcome = .success(
                    try refresh(
                        name: name, settings: settings, homeZone: homeZone, today: today, defaultCurrency: defaultCurrency,
                        allowMassDelete: allowMassDelete, now: now, store: store))
            } catch let error as AppError {
                outcome = .failure(error)
            }
            try refreshed(name, outcome)
        }
    }

    /// The names of the feeds `feed refresh [NAME]` works on.
    private static func names(_ name: String?, store: RecordStore) throws -> [String] {
        let feeds = try store.feeds().map(\.name)
        guard let name else { return feeds }
        guard feeds.contains(name) else { throw AppError.failure(SyncText.noSuchFeed(name)) }
        return [name]
    }

    /// Fetches a feed (conditionally) and applies its new state in one transaction.
    /// - Parameter allowMassDelete: apply a new state that removes more than half of the feed's
    ///   records (as `sync --allow-mass-delete`).
    /// - Throws: `.failure` for a network failure, an HTTP error, a body that is not iCalendar
    ///   or a mass removal not allowed; the store is then unchanged.
    static func refresh(
        name: String, settings: NetworkSettings, homeZone: String, today: CivilDate, defaultCurrency: Currency,
        allowMassDelete: Bool, now: Int64, store: StoreWriter
    ) throws -> RefreshReport {
        guard let feed = try store.feeds().first(where: { $0.name == name }) else {
            throw AppError.failure(SyncText.noSuchFeed(name))
        }
        let feedID = feed.id
        let isFile = feed.url.lowercased().hasPrefix("file:")
        if isFile, let path = ServerURL.localPath(ofFileURL: feed.url), !FileContents.isRegularFile(path: path) {
            throw SyncText.failure(.noSuchFile(url: feed.url))
        }
        // A private feed's password goes only to the feed's own origin: its redirects are followed
        // here, each request checked by the client, instead of by libcurl.
        var password: String?
        if let command = feed.passwordCommand {
            guard feed.passwordCommandConfirmed else { throw AppError.failure(SyncText.passwordCommandUnconfirmed(feed.value)) }
            password = try SyncUseCases.runPasswordCommand(command, timeoutSeconds: settings.timeoutSeconds)
        }
        let isPrivate = feed.user != nil
        let client = HTTPClient(options: HTTPOptions(
            timeoutSeconds: settings.timeoutSeconds, maximumBytes: settings.maximumBytes, followsRedirects: !isPrivate,
            allowsFiles: isFile, caFile: settings.caFile, caFolder: settings.caFolder, user: feed.user, password: password,
            netrcFile: isPrivate ? settings.home.map { $0 + "/.netrc" } : nil,
            origin: isPrivate ? ServerURL(feed.url) : nil, userAgent: settings.userAgent))
        var headers = ["Accept: text/calendar, */*;q=0.5"]
        if let etag = feed.etag { headers.append("If-None-Match: \(etag)") }
        if let lastModified = feed.lastModified { headers.append("If-Modified-Since: \(lastModified)") }
        let body = try UnlinkedFile()
        var response: HTTPResponse
        do {
            var url = feed.url
            var redirects = 0
            while true {
                guard ftruncate(body.descriptor, 0) == 0, lseek(body.descriptor, 0, SEEK_SET) == 0 else {
                    throw AppError.failure(AppText.temporaryFolderUnusable("TMPDIR", String(cString: strerror(errno))))
                }
                response = try client.send(HTTPRequest(url: url, headers: isFile ? [] : headers), bodyTo: body.descriptor)
                guard isPrivate, (300..<400).contains(response.status), response.status != 304,
                    let next = response.redirectURL
                else { break }
                redirects += 1
                guard redirects <= 5 else { throw NetworkError.tooManyRedirects(url: feed.url) }
                url = next
            }
        } catch let error as NetworkError {
            throw SyncText.failure(error)
        }
        var report = RefreshReport(feed: name)
        if response.status == 304 {
            try store.touchFeed(id: feedID, refreshed: now)
            report.notModified = true
            return report
        }
        guard response.status == 200 else { throw SyncText.feedStatus(feed.url, response.status) }

        let options = ICSImportOptions(
            homeZone: homeZone, defaultCategory: feed.category ?? .other,
            defaultCurrency: feed.currency ?? defaultCurrency, today: today)
        // The same bounded pipeline as `fancal import`: the body was written to a file, not kept
        // in memory, and events wait for the end of the input in a temporary database.
        var reader = ICSReader(options: options)
        reader.staging = { try StagingArea() }
        reader.deliversObjects = true
        guard lseek(body.descriptor, 0, SEEK_SET) == 0 else {
            throw SyncText.notICalendar(feed.url, String(cString: strerror(errno)))
        }
        do {
            try store.recordingChange(.feed, subject: "refresh \(name)", now: now) {
                var applier = try Applier(feedID: feedID, now: now, store: store)
                try reader.read(fileDescriptor: body.descriptor, name: feed.url) { item in
                    report.reading.note(item)
                    switch item {
                    case .event(let event):
                        // The reader makes titles, venues, subs and artists one line.
                        var record = event.record
                        if record.artist == nil { record.artist = feed.artist }
                        try applier.apply(record, into: &report)
                    // The feed's objects as it now writes them: an export writes them back, edits patched in.
                    case .object(let object): try store.keep(object, replacing: true)
                    case .rejected, .skipped, .warning: break
                    }
                }
                try applier.finish(name: name, allowMassDelete: allowMassDelete, into: &report)
                try store.updateFeedFetch(
                    id: feedID, etag: response.header("ETag"), lastModified: response.header("Last-Modified"), refreshed: now)
            }
        } catch let error as ICSError {
            throw SyncText.notICalendar(feed.url, "\(error)")
        }
        return report
    }

    private struct Key: Hashable {
        var uid: String
        var recurrenceID: String?
    }

    /// Brings the feed's records to what it now delivers, one event at a time as the reader
    /// hands them over, so that memory does not grow with the feed: each event updates its
    /// record or is added; at the end, what the feed no longer has is removed, unless edited
    /// here.
    ///
    /// - An event edited here takes the feed's change of each field the user left as the feed
    ///   delivered it (the organizer moved the show), and keeps the fields the user set.
    /// - An event deleted here stays deleted: its item stays, without a record.
    /// - A feed whose UIDs change on every export (no stable UIDs) delivers the same events
    ///   under new keys: at the end, an event added under a new key whose content matches one
    ///   that vanished, as the feed delivered it, takes the vanished one's place: its record
    ///   (edits, id, trips' and tickets' links) or its deletion.
    /// - A new state that would remove more than half of the feed's records (an empty or
    ///   truncated feed) is refused unless allowed, as sync's mass deletes are.
    private struct Applier {
        let feedID: Int64
        let now: Int64
        let store: StoreWriter
        /// Events added under keys the feed had not delivered before: their hash and new record.
        /// Only a feed that had events can have some vanish for them to match; a feed's first
        /// refresh keeps none (a large feed's would be most of the refresh's memory).
        var added: [(key: Key, hash: String, record: Int64)] = []
        /// How many of the feed's records the store held before the refresh.
        let before: Int

        init(feedID: Int64, now: Int64, store: StoreWriter) throws {
            self.feedID = feedID
            self.now = now
            self.store = store
            before = try store.feedItemCounts()[feedID]?.items ?? 0
            // What the feed delivers is counted in the store, not in memory.
            try store.beginDeliveries()
        }

        private func remember(_ item: FeedItem) throws {
            try store.saveFeedItem(item, feedID: feedID)
        }

        mutating func apply(_ event: Record, into report: inout RefreshReport) throws {
            let key = Key(uid: event.uid, recurrenceID: event.recurrenceID)
            guard try store.markDelivered(uid: key.uid, recurrenceID: key.recurrenceID) else { return }
            let hash = event.contentHash
            if var item = try store.feedItem(feedID: feedID, uid: key.uid, recurrenceID: key.recurrenceID) {
                let delivered = item
                guard let stored = try store.record(of: item) else {
                    // Deleted here: it stays deleted while the feed keeps it, and the item follows
                    // the feed's version, for a later change of UID to be matched by content.
                    if delivered.hash != hash {
                        item.hash = hash
                        item.fieldHashes = event.fieldHashes
                        try remember(item)
                    }
                    return
                }
                item.kept = false
                if delivered.hash == hash {
                    // The feed's version as before (the usual case, read and compared only): a
                    // kept item is the feed's again; an item of an older fancal learns its fields'
                    // versions, and is the feed's schedule when not edited here.
                    guard delivered.kept || delivered.fieldHashes == nil else { return }
                    if delivered.fieldHashes == nil {
                        item.fieldHashes = event.fieldHashes
                        if stored.contentHash == delivered.hash { item.scheduled = true }
                    }
                    try remember(item)
                    return
                }
                item.hash = hash
                item.fieldHashes = event.fieldHashes
                let editedHere = stored.contentHash != delivered.hash
                var replacement: Record
                if editedHere {
                    guard let deliveredFields = delivered.fieldHashes, let edited = stored.value.fields(differingFrom: deliveredFields)
                    else {
                        // Which fields were edited here is not known: the record stays as it is,
                        // said once; the feed's version is the one compared from now on.
                        report.editedHere.append(EventChange(recordID: stored.id, title: stored.title, fields: []))
                        try remember(item)
                        return
                    }
                    replacement = stored.value.taking(event, keeping: edited)
                } else {
                    if delivered.fieldHashes == nil { item.scheduled = true }
                    replacement = event
                }
                let fields = stored.value.differences(from: replacement)
                if !fields.isEmpty {
                    replacement.sequence = max(event.sequence, stored.sequence + 1)
                    try store.update(Stored(id: stored.id, replacement), now: now)
                    report.changes.append(EventChange(recordID: stored.id, title: replacement.title, fields: fields))
                }
                // After the update, whose trigger clears `scheduled`: the feed's own write keeps it.
                try remember(item)
                return
            }
            if try store.record(uid: key.uid, recurrenceID: key.recurrenceID) != nil {
                report.alreadyStored += 1
                return
            }
            let saved = try store.insert(event, now: now)
            try remember(FeedItem(
                uid: key.uid, recurrenceID: key.recurrenceID, recordID: saved.id, hash: hash, fieldHashes: event.fieldHashes,
                scheduled: true))
            if before > 0 { added.append((key, hash, saved.id)) }
            report.added += 1
        }

        mutating func finish(name: String, allowMassDelete: Bool, into report: inout RefreshReport) throws {
            // What the feed no longer has: read after the events, so only these are in memory.
            var vanished: [Key: FeedItem] = [:]
            var vanishedByHash: [String: [Key]] = [:]
            try store.forEachUndeliveredFeedItem(feedID: feedID) { item in
                let key = Key(uid: item.uid, recurrenceID: item.recurrenceID)
                vanished[key] = item
                vanishedByHash[item.hash, default: []].append(key)
            }
            for new in added {
                guard var candidates = vanishedByHash[new.hash], let oldKey = candidates.popLast(), var item = vanished[oldKey]
                else { continue }
                vanishedByHash[new.hash] = candidates
                vanished[oldKey] = nil
                let fieldHashes = try store.feedItem(feedID: feedID, uid: new.key.uid, recurrenceID: new.key.recurrenceID)?
                    .fieldHashes
                try store.deleteRecord(id: new.record)
                try store.deleteFeedItem(uid: oldKey.uid, recurrenceID: oldKey.recurrenceID, feedID: feedID)
                if var stored = try store.record(of: item) {
                    // The same event under its new key, edits and all.
                    stored.uid = new.key.uid
                    stored.recurrenceID = new.key.recurrenceID
                    try store.update(stored, now: now)
                }
                item.uid = new.key.uid
                item.recurrenceID = new.key.recurrenceID
                item.hash = new.hash
                item.fieldHashes = fieldHashes
                item.kept = false
                try remember(item)
                report.added -= 1
            }
            // What goes: the vanished records as the feed delivered them. Edited ones stay, kept;
            // those deleted here stay deleted, their items remembered.
            var removals: [(item: FeedItem, id: Int64, title: String)] = []
            for item in vanished.values.sorted(by: { ($0.recordID ?? 0) < ($1.recordID ?? 0) }) where !item.kept {
                guard let stored = try store.record(of: item) else { continue }
                if stored.contentHash != item.hash {
                    var flagged = item
                    flagged.kept = true
                    try remember(flagged)
                    report.keptEvents.append(EventChange(recordID: stored.id, title: stored.title, fields: []))
                } else {
                    removals.append((item, stored.id, stored.title))
                }
            }
            if !allowMassDelete, MassDelete.isTooMany(removals.count, of: before) {
                throw AppError.failure(SyncText.feedMassDelete(name, removing: removals.count, of: before))
            }
            for (item, id, title) in removals {
                try store.deleteRecord(id: id)
                try store.deleteFeedItem(uid: item.uid, recurrenceID: item.recurrenceID, feedID: feedID)
                report.removals.append(EventChange(recordID: id, title: title, fields: []))
            }
        }
    }
}
