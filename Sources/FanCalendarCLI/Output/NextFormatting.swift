import FanCalendar

/// How `fancal next` shows the next thing: a prompt-sized line, or JSON.
enum NextFormatting {
    /// `D-12 AOI Winter live 東京ドーム (12/24)`; a birthday `D-3 ✿ ジョンハン 誕生日 (10/4)`; a
    /// timed show today `D-DAY AOI Winter live 東京ドーム (18:00)`.
    /// - Parameter homeZone: the zone a start time is shown in; nil when there is none.
    static func line(_ next: NextUp, language: Language, homeZone: String?) -> String {
        var parts = [next.countdown]
        switch next.kind {
        case .birthday:
            parts.append(Anniversary(date: next.date, kind: .birthday, artist: next.title).label(language))
        case .deadline where next.due != nil:
            parts.append(TicketFormatting.agendaText(next.due!, language))
        case .show, .deadline:
            if let artist = next.artist { parts.append(artist) }
            parts.append(next.title)
            if let venue = next.venue { parts.append(venue) }
        }
        let when: String
        if let at = next.at, let homeZone, next.days == 0 || next.kind == .deadline {
            let time = at.local(in: homeZone).time
            let day = next.days == 0 ? "" : "\(next.date.month)/\(next.date.day) "
            when = day + "\(pad(time.hour, 2)):\(pad(time.minute, 2))"
        } else {
            when = "\(next.date.month)/\(next.date.day)"
        }
        return parts.joined(separator: " ") + " (\(when))"
    }

    static func json(_ next: NextUp) -> String {
        JSONText.object([
            ("kind", JSONText.string(next.kind.rawValue)),
            ("date", JSONText.string(next.date.description)),
            ("at", next.at.map { JSONText.string($0.iso8601) } ?? "null"),
            ("days", String(next.days)),
            ("title", JSONText.string(next.title)),
            ("artist", JSONText.string(next.artist)),
            ("venue", JSONText.string(next.venue)),
            ("record", next.recordID.map(String.init) ?? "null"),
        ])
    }
}
