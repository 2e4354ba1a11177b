import FanCalendar
import FanCalendarICS
import FanCalendarStore
import FanCalendarSync

#if canImport(Glibc)
    import Glibc
#endif

/// Limits and places the network use cases need from the environment.
public struct NetworkSettings: Sendable {
    /// Each request must finish within this many seconds.
    public var timeoutSeconds: Int
    /// No answer may be larger.
    public var maximumBytes: Int
    /// The user's home folder, for ~/.netrc.
    public var home: String?
    public var userAgent: String

    public init(timeoutSeconds: Int = 30, maximumBytes: Int = 32 << 20, home: String?, userAgent: String) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.home = home
        self.userAgent = userAgent
    }
}

/// `fancal feed`: subscribed .ics feeds, refreshed into the store.
public enum FeedUseCases {
    /// What one refresh did.
    public struct RefreshReport: Sendable, Equatable {
        public var feed: String
        /// 304: the feed is as it was; nothing was read or changed.
        public var notModified = false
        public var added = 0
        public var changed = 0
        /// The fields that changed, over all changed events, in `Record.Field` order.
        public var changedFields: [Record.Field] = []
        public var removed = 0
        /// Dropped by the feed but edited here: kept, and flagged in `feed list`.
        public var kept = 0
        /// Changed in the feed but edited here: the local version stays.
        public var editedHere = 0
        /// Events the reader refused, and events whose UID another record already has.
        public var rejected = 0
        public var alreadyStored = 0
    }

    /// One feed as `feed list` shows it.
    public struct Listing: Sendable, Equatable {
        public var feed: Feed
        public var items: Int
        public var kept: Int
    }

    /// Adds a feed (not fetched yet: `feed refresh` does that).
    /// - Throws: `.invalidInput` for a bad name or URL, `.failure` when the name is taken.
    public static func add(_ feed: Feed, now: Int64, store: () throws -> RecordStore) throws -> Feed {
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
                existing.url == feed.url, let id = existing.id
            else { throw AppError.failure(SyncText.feedExists(feed.name)) }
            try opened.setFeedCredentials(id: id, user: feed.user, passwordCommand: feed.passwordCommand)
            return try opened.feeds().first { $0.id == id } ?? existing
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

    public static func list(store: RecordStore) throws -> [Listing] {
        let counts = try store.feedItemCounts()
        return try store.feeds().map { feed in
            let count = counts[feed.id ?? 0]
            return Listing(feed: feed, items: count?.items ?? 0, kept: count?.kept ?? 0)
        }
    }

    /// Removes a feed; its records too unless `keepRecords`.
    /// - Returns: how many records were deleted.
    public static func remove(name: String, keepRecords: Bool, now: Int64, store: RecordStore) throws -> Int {
        try store.recordingChange(.feed, subject: "rm \(name)", now: now) {
            guard let feed = try store.feeds().first(where: { $0.name == name }), let id = feed.id else {
                throw AppError.failure(SyncText.noSuchFeed(name))
            }
            return try store.deleteFeed(id: id, keepRecords: keepRecords)
        }
    }

    /// The names of the feeds `feed refresh [NAME]` works on.
    public static func names(_ name: String?, store: RecordStore) throws -> [String] {
        let feeds = try store.feeds().map(\.name)
        guard let name else { return feeds }
        guard feeds.contains(name) else { throw AppError.failure(SyncText.noSuchFeed(name)) }
        return [name]
    }

    /// Fetches a feed (conditionally) and applies its new state in one transaction.
    /// - Throws: `.failure` for a network failure, an HTTP error or a body that is not
    ///   iCalendar; the store is then unchanged.
    public static func refresh(
        name: String, settings: NetworkSettings, homeZone: String, today: CivilDate, defaultCurrency: Currency,
        now: Int64, store: RecordStore
    ) throws -> RefreshReport {
        guard let feed = try store.feeds().first(where: { $0.name == name }), let feedID = feed.id else {
            throw AppError.failure(SyncText.noSuchFeed(name))
        }
        let isFile = feed.url.lowercased().hasPrefix("file:")
        if isFile, let path = ServerURL.localPath(ofFileURL: feed.url), !FileContents.isRegularFile(path: path) {
            throw SyncText.failure(.noSuchFile(url: feed.url))
        }
        // A private feed's password goes only to the feed's own origin: its redirects are followed
        // here, each request checked by the client, instead of by libcurl.
        var password: String?
        if let command = feed.passwordCommand {
            guard feed.passwordCommandConfirmed else { throw AppError.failure(SyncText.passwordCommandUnconfirmed(feed)) }
            password = try SyncUseCases.runPasswordCommand(command, timeoutSeconds: settings.timeoutSeconds)
        }
        let isPrivate = feed.user != nil
        let client = HTTPClient(options: HTTPOptions(
            timeoutSeconds: settings.timeoutSeconds, maximumBytes: settings.maximumBytes, followsRedirects: !isPrivate,
            allowsFiles: isFile, user: feed.user, password: password,
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
                var applier = Applier(feedID: feedID, now: now, store: store)
                try reader.read(fileDescriptor: body.descriptor, name: feed.url) { item in
                    switch item {
                    case .event(let event):
                        // The reader makes titles, venues, subs and artists one line.
                        var record = event.record
                        if record.artist == nil { record.artist = feed.artist }
                        try applier.apply(record, into: &report)
                    // The feed's objects as it now writes them: an export writes them back, edits patched in.
                    case .object(let object): try store.keep(object, replacing: true)
                    case .rejected: report.rejected += 1
                    case .skipped, .warning: break
                    }
                }
                try applier.finish(into: &report)
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
    /// here. A feed whose UIDs change on every export (no stable UIDs) delivers the same events
    /// under new keys: at the end, an event added under a new key whose content matches one
    /// that vanished takes the vanished one's record back (its id, trips' and tickets' links).
    private struct Applier {
        let feedID: Int64
        let now: Int64
        let store: RecordStore
        var delivered = Set<Key>()
        /// Events added under keys the feed had not delivered before: their hash and new record.
        var added: [(key: Key, hash: String, record: Int64)] = []
        var changedFields = Set<Record.Field>()

        init(feedID: Int64, now: Int64, store: RecordStore) {
            self.feedID = feedID
            self.now = now
            self.store = store
        }

        private func remember(_ key: Key, record: Int64, hash: String) throws {
            try store.saveFeedItem(FeedItem(uid: key.uid, recurrenceID: key.recurrenceID, recordID: record, hash: hash), feedID: feedID)
        }

        mutating func apply(_ event: Record, into report: inout RefreshReport) throws {
            let key = Key(uid: event.uid, recurrenceID: event.recurrenceID)
            guard delivered.insert(key).inserted else { return }
            let hash = event.contentHash
            if let item = try store.feedItem(feedID: feedID, uid: key.uid, recurrenceID: key.recurrenceID) {
                // Deleted here (its link was cleared): it stays deleted while the feed keeps it.
                guard let recordID = item.recordID, let stored = try store.record(id: recordID) else { return }
                if item.hash == hash {
                    if item.kept { try remember(key, record: recordID, hash: hash) }
                    return
                }
                guard stored.contentHash == item.hash else {
                    report.editedHere += 1
                    return
                }
                var replacement = event
                replacement.id = stored.id
                replacement.sequence = max(event.sequence, stored.sequence + 1)
                try store.update(replacement, now: now)
                try remember(key, record: recordID, hash: hash)
                changedFields.formUnion(stored.differences(from: event))
                report.changed += 1
                return
            }
            if try store.record(uid: key.uid, recurrenceID: key.recurrenceID) != nil {
                report.alreadyStored += 1
                return
            }
            let saved = try store.insert(event, now: now)
            try remember(key, record: saved.id!, hash: hash)
            added.append((key, hash, saved.id!))
            report.added += 1
        }

        mutating func finish(into report: inout RefreshReport) throws {
            // What the feed no longer has: read after the events, so only these are in memory.
            var vanished: [Key: FeedItem] = [:]
            var vanishedByHash: [String: [Key]] = [:]
            try store.forEachFeedItem(feedID: feedID) { item in
                let key = Key(uid: item.uid, recurrenceID: item.recurrenceID)
                guard !delivered.contains(key) else { return }
                vanished[key] = item
                vanishedByHash[item.hash, default: []].append(key)
            }
            for new in added {
                guard var candidates = vanishedByHash[new.hash], let oldKey = candidates.popLast(), let item = vanished[oldKey],
                    let recordID = item.recordID, var stored = try store.record(id: recordID), stored.contentHash == item.hash
                else { continue }
                vanishedByHash[new.hash] = candidates
                vanished[oldKey] = nil
                try store.deleteRecord(id: new.record)
                stored.uid = new.key.uid
                stored.recurrenceID = new.key.recurrenceID
                try store.update(stored, now: now)
                try store.deleteFeedItem(uid: oldKey.uid, recurrenceID: oldKey.recurrenceID, feedID: feedID)
                try remember(new.key, record: recordID, hash: new.hash)
                report.added -= 1
            }
            for (key, item) in vanished where !item.kept {
                guard let recordID = item.recordID, let stored = try store.record(id: recordID) else {
                    try store.deleteFeedItem(uid: key.uid, recurrenceID: key.recurrenceID, feedID: feedID)
                    continue
                }
                if stored.contentHash != item.hash {
                    var flagged = item
                    flagged.kept = true
                    try store.saveFeedItem(flagged, feedID: feedID)
                    report.kept += 1
                } else {
                    try store.deleteRecord(id: recordID)
                    try store.deleteFeedItem(uid: key.uid, recurrenceID: key.recurrenceID, feedID: feedID)
                    report.removed += 1
                }
            }
            report.changedFields = Record.Field.allCases.filter(changedFields.contains)
        }
    }
}
