/// The two-way sync's decision, item by item, as vdirsyncer makes it: the state remembered from
/// the last sync (href, ETag, content hash per item), what each side holds now, and what to do.
/// An item is one calendar object resource on the server and all records of one UID in fancal.
/// Pure: the use case gathers the inputs and carries out the actions.
package enum SyncPlan {
    /// What the last successful sync agreed on for one item.
    package struct State: Sendable, Hashable {
        package var href: String
        package var uid: String
        package var etag: String
        package var hash: String

        package init(href: String, uid: String, etag: String, hash: String) {
            self.href = href
            self.uid = uid
            self.etag = etag
            self.hash = hash
        }
    }

    /// A server item now. `uid` and `hash` are known only when its body was fetched, which
    /// happens only when its ETag differs from the state's (or it is new).
    package struct Remote: Sendable, Hashable {
        package var etag: String
        package var uid: String?
        package var hash: String?

        package init(etag: String, uid: String? = nil, hash: String? = nil) {
            self.etag = etag
            self.uid = uid
            self.hash = hash
        }
    }

    /// One field in which fancal's version and the server's differ.
    package struct Difference: Sendable, Equatable {
        package var field: Record.Field
        package var local: String
        package var remote: String

        package init(field: Record.Field, local: String, remote: String) {
            self.field = field
            self.local = local
            self.remote = remote
        }
    }

    /// An item changed differently on both sides (or changed on the server while the sync wrote
    /// it). The last sync's conflicts are kept, so `sync status` lists them without the server.
    package struct Conflict: Sendable, Equatable {
        package var uid: String
        package var title: String
        /// The first record of the item here (nil when it was deleted here).
        package var recordID: Int64?
        /// Empty when one side deleted the item.
        package var differences: [Difference]
        package var deletedHere = false
        package var deletedOnServer = false
        /// The server's copy changed between the listing and the write (a 412): nothing was overwritten.
        package var changedDuringSync = false
        /// fancal's records changed while the sync ran (an edit meanwhile): the server's version
        /// was not taken, the edit stays.
        package var changedHereDuringSync = false

        package init(
            uid: String, title: String, recordID: Int64? = nil, differences: [Difference], deletedHere: Bool = false,
            deletedOnServer: Bool = false, changedDuringSync: Bool = false, changedHereDuringSync: Bool = false
        ) {
            self.uid = uid
            self.title = title
            self.recordID = recordID
            self.differences = differences
            self.deletedHere = deletedHere
            self.deletedOnServer = deletedOnServer
            self.changedDuringSync = changedDuringSync
            self.changedHereDuringSync = changedHereDuringSync
        }
    }

    /// Which side wins a conflict, when the user said so.
    package enum Preference: String, Sendable { case local, remote }

    package enum Action: Sendable, Hashable {
        /// Write fancal's version: `ifMatch` is the server's ETag to replace, nil to create
        /// (`If-None-Match: *`).
        case upload(uid: String, href: String, ifMatch: String?)
        /// Delete the server's item, if it still has this ETag.
        case deleteRemote(uid: String, href: String, etag: String)
        /// Take the server's version into fancal (add or replace the UID's records).
        case download(href: String)
        /// Delete fancal's records of the UID: the server deleted the item.
        case deleteLocal(uid: String, href: String)
        /// Both sides hold the same content: remember it (new ETag, or a first sync).
        case remember(uid: String, href: String, etag: String, hash: String)
        /// Deleted on both sides: forget the item.
        case forget(href: String)
        /// Changed on both sides, differently; left alone until `--prefer` says which wins.
        case conflict(uid: String, href: String)
    }

    /// Decides what to do with every item.
    /// - Parameters:
    ///   - state: the last sync's items.
    ///   - local: fancal's items now, content hash by UID.
    ///   - remote: the server's items now, by href.
    ///   - newHref: the href a new fancal item gets on the server.
    ///   - prefer: how conflicts resolve; nil leaves them as `.conflict`.
    /// - Returns: the actions, in a stable order (by href, then by UID).
    package static func actions(
        state: [State], local: [String: String], remote: [String: Remote], newHref: (String) -> String,
        prefer: Preference?
    ) -> [Action] {
        var actions: [Action] = []
        let knownHrefs = Set(state.map(\.href))
        let knownUIDs = Set(state.map(\.uid))
        // New server items by UID, so an item made on both sides before the first sync pairs up.
        var newRemoteByUID: [String: String] = [:]
        for (href, item) in remote where !knownHrefs.contains(href) {
            if let uid = item.uid, newRemoteByUID[uid] == nil || href < newRemoteByUID[uid]! { newRemoteByUID[uid] = href }
        }
        var paired = Set<String>()

        for item in state.sorted(by: { $0.href < $1.href }) {
            let localHash = local[item.uid]
            let server = remote[item.href]
            let localChanged = localHash != item.hash
            // Changed only when the ETag AND the content differ: a server that rewrites ETags
            // (or DTSTAMP) without a real change changes nothing.
            let remoteChanged = server.map { $0.etag != item.etag && $0.hash != item.hash } ?? true
            switch (localChanged, remoteChanged) {
            case (false, false):
                if let server, server.etag != item.etag {
                    actions.append(.remember(uid: item.uid, href: item.href, etag: server.etag, hash: item.hash))
                }
            case (true, false):
                if localHash == nil {
                    actions.append(.deleteRemote(uid: item.uid, href: item.href, etag: server!.etag))
                } else {
                    actions.append(.upload(uid: item.uid, href: item.href, ifMatch: server!.etag))
                }
            case (false, true):
                if server == nil {
                    actions.append(.deleteLocal(uid: item.uid, href: item.href))
                } else {
                    actions.append(.download(href: item.href))
                }
            case (true, true):
                if localHash == nil && server == nil {
                    actions.append(.forget(href: item.href))
                } else if let localHash, let server, localHash == server.hash {
                    actions.append(.remember(uid: item.uid, href: item.href, etag: server.etag, hash: localHash))
                } else {
                    actions.append(resolve(uid: item.uid, href: item.href, localExists: localHash != nil, server: server, prefer: prefer))
                }
            }
        }

        for (uid, hash) in local.sorted(by: { $0.key < $1.key }) where !knownUIDs.contains(uid) {
            if let href = newRemoteByUID[uid], let server = remote[href] {
                paired.insert(href)
                if server.hash == hash {
                    actions.append(.remember(uid: uid, href: href, etag: server.etag, hash: hash))
                } else {
                    actions.append(resolve(uid: uid, href: href, localExists: true, server: server, prefer: prefer))
                }
            } else {
                actions.append(.upload(uid: uid, href: newHref(uid), ifMatch: nil))
            }
        }
        for href in remote.keys.sorted() where !knownHrefs.contains(href) && !paired.contains(href) {
            actions.append(.download(href: href))
        }
        return actions
    }

    private static func resolve(uid: String, href: String, localExists: Bool, server: Remote?, prefer: Preference?) -> Action {
        switch prefer {
        case nil:
            return .conflict(uid: uid, href: href)
        case .local:
            guard localExists else {
                return server.map { .deleteRemote(uid: uid, href: href, etag: $0.etag) } ?? .forget(href: href)
            }
            return .upload(uid: uid, href: href, ifMatch: server?.etag)
        case .remote:
            return server == nil ? .deleteLocal(uid: uid, href: href) : .download(href: href)
        }
    }

    /// Whether the actions delete, on either side, more than half of the items the last sync
    /// agreed on (and more than one): a side that was emptied or lost its folder must not wipe
    /// the other. Counted against what was synced before, whatever else is new on either side,
    /// so a few new records cannot hide a server that lost every item.
    /// - Parameters:
    ///   - actions: the plan.
    ///   - synced: how many items the last sync agreed on (the state's items).
    /// - Returns: how many would be deleted here and on the server, when that is too many.
    package static func deletesTooMuch(_ actions: [Action], synced: Int) -> (local: Int, remote: Int)? {
        var local = 0
        var remote = 0
        for action in actions {
            switch action {
            case .deleteLocal: local += 1
            case .deleteRemote: remote += 1
            default: break
            }
        }
        let tooMany = MassDelete.isTooMany(local, of: synced) || MassDelete.isTooMany(remote, of: synced)
        return tooMany ? (local, remote) : nil
    }
}

/// The one rule of the mass-delete guard, for sync and feeds: deleting more than one item and
/// more than half of those there were (a server or a feed that lost everything) needs
/// `--allow-mass-delete`.
package enum MassDelete {
    package static func isTooMany(_ deleting: Int, of total: Int) -> Bool {
        deleting > 1 && deleting * 2 > total
    }
}
