/// A subscribed .ics feed: where it is, the defaults its events get, and what its last fetch said.
package struct Feed: Sendable, Hashable {
    /// The name the user gave it (`feed refresh NAME`).
    package var name: String
    /// http, https or file (webcal:// is stored as https://).
    package var url: String
    /// The category of events that name none.
    package var category: Category?
    /// The artist of events that name none.
    package var artist: String?
    /// The currency of amounts without one.
    package var currency: Currency?
    /// From the last 200 answer, for the next conditional GET.
    package var etag: String?
    package var lastModified: String?
    /// When the feed was last fetched (seconds since the epoch), nil before the first refresh.
    package var refreshed: Int64?
    /// Basic authentication for a private feed: the user, and the command that prints the
    /// password (never the password); without a command, ~/.netrc gives it.
    package var user: String?
    package var passwordCommand: String?
    /// False for a password command that came with a restored database: not run until
    /// `feed add` names it again (as ``SyncAccount/passwordCommandConfirmed``).
    package var passwordCommandConfirmed: Bool

    package init(
        name: String, url: String, category: Category? = nil, artist: String? = nil,
        currency: Currency? = nil, etag: String? = nil, lastModified: String? = nil, refreshed: Int64? = nil,
        user: String? = nil, passwordCommand: String? = nil, passwordCommandConfirmed: Bool = true
    ) {
        self.name = name
        self.url = url
        self.category = category
        self.artist = artist
        self.currency = currency
        self.etag = etag
        self.lastModified = lastModified
        self.refreshed = refreshed
        self.user = user
        self.passwordCommand = passwordCommand
        self.passwordCommandConfirmed = passwordCommandConfirmed
    }
}

/// One event a feed delivered, by its key (UID, RECURRENCE-ID).
package struct FeedItem: Sendable, Hashable {
    package var uid: String
    package var recurrenceID: String?
    /// The record made from it; nil once that record was deleted (here, by the user; the store
    /// clears the link). The item stays, so that the feed does not bring the event back (under
    /// this key or, matched by content, under another).
    package var recordID: Int64?
    /// `Record.contentHash` as the feed delivered it: a stored record with another hash was
    /// edited here.
    package var hash: String
    /// `Record.fieldHashes` as the feed delivered it, to tell which fields were edited here;
    /// nil for an item remembered before fancal kept them.
    package var fieldHashes: String?
    /// The feed dropped it, but it stays because it was edited here.
    package var kept: Bool
    /// The record is still the feed's schedule: not edited here since the feed delivered it (an
    /// edit of the record clears it, in the store). A scheduled record without a ticket is not
    /// counted as attended or spent (Docs/reports.md).
    package var scheduled: Bool

    package init(
        uid: String, recurrenceID: String?, recordID: Int64?, hash: String, fieldHashes: String? = nil, kept: Bool = false,
        scheduled: Bool = false
    ) {
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.recordID = recordID
        self.hash = hash
        self.fieldHashes = fieldHashes
        self.kept = kept
        self.scheduled = scheduled
    }
}
