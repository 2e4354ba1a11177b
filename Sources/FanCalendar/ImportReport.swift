/// What one import did and found: the counts of the summary line, and every rejection and
/// warning with the line of the input it is about. The .ics reader fills it
/// (`ImportReport.note`); it is in the core so that the command line renders it without that module.
package struct ImportReport: Sendable, Equatable {
    /// Events stored as new, stored ones replaced by a newer revision, and ones already stored.
    package var added = 0
    package var updated = 0
    package var unchanged = 0
    /// Components not imported, by kind (`VTODO`, `VJOURNAL`…).
    package var skipped: [String: Int] = [:]
    /// Events that cannot become records.
    package var rejections: [Rejection] = []
    /// What the reader assumed (an unknown zone read as the home zone, a field cut, a VTIMEZONE
    /// not used), each text once, in the order found, at the line it was first found: a TZID
    /// unknown to 100,000 events is one warning, not 100,000.
    package var warnings: [Warning] = []
    private var warningByText: [String: Int] = [:]
    /// Tickets restored from fancal's own deadline events.
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

        package init(uid: String?, line: Int?, reason: String) {
            self.uid = uid
            self.line = line
            self.reason = reason
        }
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

    /// Adds a warning; one with the same text as an earlier one counts one more event for it
    /// instead, when found at another line.
    package mutating func warn(line: Int?, text: String) {
        guard let index = warningByText[text] else {
            warningByText[text] = warnings.count
            warnings.append(Warning(line: line, text: text, lastLine: line))
            return
        }
        if warnings[index].lastLine != line {
            warnings[index].otherEvents += 1
            warnings[index].lastLine = line
        }
    }
}
