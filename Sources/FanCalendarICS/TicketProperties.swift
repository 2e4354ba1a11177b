import FanCalendar

/// How a ticket travels in fancal's own export: each deadline VEVENT carries the whole ticket and
/// its phase in X-FANCAL-TICKET-* properties, so any one of them restores the phase on import
/// (calendar apps ignore them). Moments are UTC (`20261203T145900Z`), read back in the ticket's
/// zone (X-FANCAL-TICKET-ZONE); windows are `FROM/TO` with an empty side when open.
package enum TicketProperties {
    /// The property naming the ticket's UID: its presence makes a VEVENT a ticket deadline.
    package static let ticketName = "X-FANCAL-TICKET"

    /// Every X-FANCAL-TICKET-* name, in the order `properties(of:phase:kind:)` writes them.
    static let names = [
        "X-FANCAL-TICKET-TITLE", "X-FANCAL-TICKET-SHOW", "X-FANCAL-TICKET-SHOW-TIME", "X-FANCAL-TICKET-ZONE",
        "X-FANCAL-TICKET-ARTIST", "X-FANCAL-TICKET-VENUE", "X-FANCAL-TICKET-PHASE", "X-FANCAL-TICKET-POSITION",
        "X-FANCAL-TICKET-STATE", "X-FANCAL-TICKET-KIND", "X-FANCAL-TICKET-APPLY", "X-FANCAL-TICKET-RESULT",
        "X-FANCAL-TICKET-PAY-BY", "X-FANCAL-TICKET-ISSUE", "X-FANCAL-TICKET-METHOD", "X-FANCAL-TICKET-PRICE",
        "X-FANCAL-TICKET-COUNT", "X-FANCAL-TICKET-FEES", "X-FANCAL-TICKET-CURRENCY", "X-FANCAL-TICKET-COMPANIONS",
        "X-FANCAL-TICKET-RECORD",
    ]

    /// The properties of phase `index`'s deadline of `kind`, the ticket's UID first.
    /// - Parameter recordUID: the UID of the spending record the phase's win made, if any.
    package static func properties(
        of ticket: Ticket, phase index: Int, kind: DueItem.Kind, recordUID: String? = nil
    ) -> [(String, String)] {
        let phase = ticket.phases[index]
        let values: [String?] = [
            ticket.title, utc(ticket.show), ticket.showHasTime ? "1" : "0", ticket.show.zone, ticket.artist,
            ticket.venue, phase.name, String(index), phase.state.rawValue, kind.rawValue,
            window(phase.applyOpen, phase.applyClose), phase.result.map(utc), phase.payBy.map(utc),
            window(phase.issueOpen, phase.issueClose), phase.method, phase.price?.decimalString, String(phase.count),
            phase.fees.decimalString, phase.currency.code,
            phase.companions.isEmpty ? nil : phase.companions.joined(separator: ", "), recordUID,
        ]
        return [(ticketName, ticket.uid)] + zip(names, values).compactMap { name, value in value.map { (name, $0) } }
    }

    /// The ticket, with the one phase, that a deadline VEVENT's properties describe; nil when
    /// they do not make one (a missing or unreadable field).
    /// - Parameters:
    ///   - uid: the X-FANCAL-TICKET value.
    ///   - values: the values of `names`, in that order (nil when absent).
    static func ticket(uid: String, values: [String?]) -> ImportedTicketPhase? {
        func value(_ name: String) -> String? { values[names.firstIndex(of: name)!] }
        guard let title = value("X-FANCAL-TICKET-TITLE"), let zone = value("X-FANCAL-TICKET-ZONE"),
            let show = value("X-FANCAL-TICKET-SHOW").flatMap({ moment($0, zone: zone) }),
            let name = value("X-FANCAL-TICKET-PHASE"),
            let state = value("X-FANCAL-TICKET-STATE").flatMap(PhaseState.init(rawValue:)),
            let currency = value("X-FANCAL-TICKET-CURRENCY").flatMap(Currency.init(code:)),
            let count = value("X-FANCAL-TICKET-COUNT").flatMap({ Int($0) }), count >= 1
        else { return nil }
        let apply = window(value("X-FANCAL-TICKET-APPLY"), zone: zone)
        let issue = window(value("X-FANCAL-TICKET-ISSUE"), zone: zone)
        let price = value("X-FANCAL-TICKET-PRICE").flatMap { try? Money.parse($0, currency: currency) }
        let fees = value("X-FANCAL-TICKET-FEES").flatMap { try? Money.parse($0, currency: currency) } ?? .zero(currency)
        let phase = TicketPhase(
            name: name, state: state, applyOpen: apply.0, applyClose: apply.1,
            result: value("X-FANCAL-TICKET-RESULT").flatMap { moment($0, zone: zone) },
            payBy: value("X-FANCAL-TICKET-PAY-BY").flatMap { moment($0, zone: zone) }, issueOpen: issue.0,
            issueClose: issue.1, method: value("X-FANCAL-TICKET-METHOD"), price: price, count: count, fees: fees,
            companions: value("X-FANCAL-TICKET-COMPANIONS").map {
                $0.split(separator: ",").map { String($0).trimmingWhitespace() }
            } ?? [])
        let ticket = Ticket(
            uid: uid, title: title, artist: value("X-FANCAL-TICKET-ARTIST"), venue: value("X-FANCAL-TICKET-VENUE"),
            show: show, showHasTime: value("X-FANCAL-TICKET-SHOW-TIME") == "1", phases: [phase])
        return ImportedTicketPhase(
            ticket: ticket, position: value("X-FANCAL-TICKET-POSITION").flatMap { Int($0) } ?? 0,
            recordUID: value("X-FANCAL-TICKET-RECORD"))
    }

    /// `20261203T145900Z`.
    static func utc(_ moment: ZonedDateTime) -> String {
        let (date, time) = moment.local(in: "UTC")
        return "\(pad(date.year, 4))\(pad(date.month, 2))\(pad(date.day, 2))T"
            + "\(pad(time.hour, 2))\(pad(time.minute, 2))\(pad(time.second, 2))Z"
    }

    static func moment(_ text: String, zone: String) -> ZonedDateTime? {
        let characters = Array(text.utf8)
        guard characters.count == 16, characters[8] == UInt8(ascii: "T"), characters[15] == UInt8(ascii: "Z"),
            let date = CivilDate(basic: text.prefix(8)),
            let hour = Int(text.dropFirst(9).prefix(2)), let minute = Int(text.dropFirst(11).prefix(2)),
            let second = Int(text.dropFirst(13).prefix(2)),
            let time = CivilTime(hour: hour, minute: minute, second: second)
        else { return nil }
        let instant = Int64(date.daysSinceEpoch) * 86_400 + Int64(time.secondsSinceMidnight)
        return ZonedDateTime(instant: instant, zone: zone)
    }

    private static func window(_ from: ZonedDateTime?, _ to: ZonedDateTime?) -> String? {
        guard from != nil || to != nil else { return nil }
        return (from.map(utc) ?? "") + "/" + (to.map(utc) ?? "")
    }

    private static func window(_ text: String?, zone: String) -> (ZonedDateTime?, ZonedDateTime?) {
        guard let text, let slash = text.firstIndex(of: "/") else { return (nil, nil) }
        return (moment(String(text[..<slash]), zone: zone), moment(String(text[text.index(after: slash)...]), zone: zone))
    }
}

/// One phase of a ticket as a deadline event of fancal's own export carries it.
package struct ImportedTicketPhase: Sendable, Equatable {
    /// The ticket with this one phase.
    package var ticket: Ticket
    /// The phase's position among the ticket's phases.
    package var position: Int
    /// The UID of the spending record the phase's win made, when it had one.
    package var recordUID: String?

    package init(ticket: Ticket, position: Int, recordUID: String?) {
        self.ticket = ticket
        self.position = position
        self.recordUID = recordUID
    }
}
