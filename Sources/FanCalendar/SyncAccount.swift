/// The CalDAV calendar fancal syncs with. Never a password: at most the command that prints one.
package struct SyncAccount: Sendable, Hashable {
    package var calendarURL: String
    package var user: String
    package var passwordCommand: String?
    /// False for a password command that came with a restored database (or an undone restore):
    /// commands come only from the user, so it is not run until `sync setup` names it again.
    package var passwordCommandConfirmed: Bool
    package var insecure: Bool
    /// The PEM file of the certificates this server is trusted by (`sync setup --ca-file`),
    /// instead of the system's: a server with a self-signed certificate or a private CA.
    package var caFile: String?
    /// The RFC 6578 token of the last sync, when the server gave one.
    package var syncToken: String?
    /// When the last sync finished (seconds since the epoch); nil before the first.
    package var synced: Int64?

    package init(
        calendarURL: String, user: String, passwordCommand: String? = nil, passwordCommandConfirmed: Bool = true,
        insecure: Bool = false, caFile: String? = nil,
        syncToken: String? = nil, synced: Int64? = nil
    ) {
        self.calendarURL = calendarURL
        self.user = user
        self.passwordCommand = passwordCommand
        self.passwordCommandConfirmed = passwordCommandConfirmed
        self.insecure = insecure
        self.caFile = caFile
        self.syncToken = syncToken
        self.synced = synced
    }
}
