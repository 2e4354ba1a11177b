import FanCalendar

/// How `fancal next` shows the next thing: a prompt-sized line, or JSON.
enum NextFormatting {
    /// `D-12 AOI: Winter live @ 東京ドーム (12/24)`; a birthday `D-3 ✿ ジョンハン 誕生日 (10/4)`;
    /// a timed show today `D-DAY AOI: Winter live @ 東京ドーム (18:00)`; dates as the language
    /// writes them (`24.12.` in German).
    /// - Parameter homeZone: the zone a start time is shown in; nil when there is none.
    static func line(_ next: NextUp, language: Language, homeZone: String?) -> String {
        let what: String
        switch next.kind {
        case .birthday:
            what = Anniversary(date: next.date, kind: .birthday, artist: next.title).label(language)
        case .deadline where next.due != nil:
            what = TicketFormatting.agendaText(next.due!, language)
        case .show, .deadline:
            what = show(title: next.title, artist: next.artist, venue: next.venue)
        }
        let day = RecordFormatting.shortDay(next.date, language)
        let when: String
        if let at = next.at, let homeZone, next.days == 0 || next.kind == .deadline {
            let time = at.local(in: homeZone).time.shortDescription
            when = next.days == 0 ? time : day + " " + time
        } else {
            when = day
        }
        return next.countdown + " " + what + " (\(when))"
    }

    /// `ARTIST: TITLE @ VENUE`, saying nothing twice: without the artist when the title starts
    /// with it, without the venue when the title names it (`乃木坂46: 真夏の全国ツアー2026
    /// 明治神宮野球場`), ignoring case.
    static func show(title: String, artist: String?, venue: String?) -> String {
        let folded = title.lowercased()
        var text = title
        if let artist, !artist.isEmpty, !folded.hasPrefix(artist.lowercased()) { text = artist + ": " + text }
        if let venue, !venue.isEmpty, !folded.contains(venue.lowercased()) { text += " @ " + venue }
        return text
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
