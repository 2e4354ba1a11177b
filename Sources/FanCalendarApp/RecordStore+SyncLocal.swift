import FanCalendar
import FanCalendarStore
import FanCalendarSync

/// The store as the local side of a sync.
extension StoreWriter: SyncLocal {
    /// A sync that changes records is one change `undo` can take back; one that only
    /// remembers states is a plain transaction, not a change `undo` must stop at.
    package func apply(
        _ changes: [SyncChange], subject: String, now: Int64,
        finish: ([SyncChange.Outcome]) -> (account: SyncAccount, conflicts: [SyncPlan.Conflict])
    ) throws {
        let body = { () throws in
            var outcomes: [SyncChange.Outcome] = []
            for change in changes {
                if !change.records.isEmpty {
                    let applied: Bool
                    do {
                        applied = try self.replaceSynced(change.records, now: now)
                    } catch StoreError.totalTooLarge(_, let currency) {
                        outcomes.append(.totalTooLarge(currency: currency))
                        continue
                    }
                    guard applied else {
                        outcomes.append(.changedHere)
                        continue
                    }
                }
                if let object = change.object { try self.keep(object, replacing: true) }
                if let save = change.save { try self.saveSyncItem(save) }
                if let forget = change.forget { try self.deleteSyncItem(href: forget) }
                outcomes.append(.applied)
            }
            let (account, conflicts) = finish(outcomes)
            try self.saveSyncAccount(account)
            try self.saveSyncConflicts(conflicts)
        }
        if changes.contains(where: { !$0.records.isEmpty }) {
            try recordingChange(.sync, subject: subject, now: now, body)
        } else {
            try transaction(body)
        }
    }
}
