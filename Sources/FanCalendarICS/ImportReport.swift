/// What one import did and found: the counts of the summary line, and every rejection and
/// warning with the line of the input it is about.
package struct ImportReport: Sendable, Equatable {
    /// Events stored as new, stored ones replaced by a newer revision, and ones already stored.
    package var added = 0
    package var updated = 0
    package var unchanged = 0
    /// Components not imported, by kind (``ICSImportItem/skipped(kind:)``).
    package var skipped: [String: Int] = [:]
    /// Events that cannot become records.
    package var rejections: [Rejection] = []
    /// What the reader assumed (an unknown zone read as the home zone, a field cut, a VTIMEZONE
    /// not used), each text once, in the order found, at the line it was first found: a TZID
    /// unknown to 100,000 events is one warning, not 100,000.
    package var warnings: [Warning] = []
    private var warningByText: [String: Int] = [:]
    /// Tickets restored from fancal's own deadline events (``ImportedEvent/ticket``).
    package var tickets = TicketCounts()

    package struct TicketCounts: Sendable, Equatable {
        package var added = 0
        package var updated = 0
        package var unchanged = 0

        package init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            self.added = added
            self.updated = updated
            self.unchanged = unchanged
        }
    }

    package struct Rejection: Sendable, Equatable {
        package var uid: String?
        package var line: Int?
        package var reason: String
    }

    package struct Warning: Sendable, Equatable {
        /// Where it was first found.
        package var line: Int?
        package var text: String
        /// The other events (by their lines) the same warning applies to.
        package var otherEvents = 0
        /// The line it was last found at (the occurrences of a series share one).
        fileprivate var lastLine: Int?
    }

    package init() {}

    package var rejected: Int { rejections.count }
    package var skippedCount: Int { skipped.values.reduce(0, +) }

    /// Counts what the reader handed over: a rejection, a skipped component, a warning, and the
    /// warnings of an event (the event itself is counted by whoever stores it).
    package mutating func note(_ item: ICSImportItem) {
        switch item {
        case .event(let event):
            for text in event.warnings { warn(Warning(line: event.line, text: text)) }
        case .rejected(let uid, let line, let reason):
            rejections.append(Rejection(uid: uid, line: line, reason: reason))
        case .skipped(let kind):
            skipped[kind, default: 0] += 1
        case .warning(let line, let message):
            warn(Warning(line: line, text: message))
        case .object:
            break
        }
    }

    private mutating func warn(_ warning: Warning) {
        guard let index = warningByText[warning.text] else {
            warningByText[warning.text] = warnings.count
            var first = warning
            first.lastLine = warning.line
            warnings.append(first)
            return
        }
        if warnings[index].lastLine != warning.line {
            warnings[index].otherEvents += 1
            warnings[index].lastLine = warning.line
        }
    }
}
