import FanCalendar

extension ImportReport {
    /// Counts what the reader handed over: a rejection, a skipped component, a warning, and the
    /// warnings of an event (the event itself is counted by whoever stores it).
    package mutating func note(_ item: ICSImportItem) {
        switch item {
        case .event(let event):
            for text in event.warnings { warn(line: event.line, text: text) }
        case .rejected(let uid, let line, let reason):
            rejections.append(Rejection(uid: uid, line: line, reason: reason))
        case .skipped(let kind):
            skipped[kind, default: 0] += 1
        case .warning(let line, let message):
            warn(line: line, text: message)
        case .object:
            break
        }
    }
}
