import FanCalendar
import FanCalendarApp

/// `ticket list --format json`: `{"tickets": [...], "exposure": [...], "clashes": [...]}`, keys in
/// a fixed order; moments as ISO 8601 with offset, amounts in minor units.
enum TicketJSON {
    static func overview(_ overview: TicketOverview) -> String {
        let tickets = overview.tickets.map(ticket).joined(separator: ",\n  ")
        let exposure = overview.exposure.map(money).joined(separator: ", ")
        let clashes = overview.clashes.map { clash in
            "{\"date\": \"\(clash.date)\", \"tickets\": [" + clash.ticketIDs.sorted().map(String.init).joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        return "{\"tickets\": [" + (tickets.isEmpty ? "" : "\n  " + tickets + "\n") + "], \"exposure\": [" + exposure
            + "], \"clashes\": [" + clashes + "]}"
    }

    static func money(_ money: Money) -> String {
        "{\"currency\": \"\(money.currency.code)\", \"amount_minor\": \(money.minorUnits)}"
    }

    private static func moment(_ at: ZonedDateTime?) -> String { JSONText.string(at?.iso8601) }

    static func ticket(_ ticket: Stored<Ticket>) -> String {
        let phases = ticket.phases.map { phase in
            "{\"name\": \(JSONText.string(phase.name)), \"state\": \"\(phase.state.rawValue)\", "
                + "\"apply_open\": \(moment(phase.applyOpen)), \"apply_close\": \(moment(phase.applyClose)), "
                + "\"result\": \(moment(phase.result)), \"pay_by\": \(moment(phase.payBy)), "
                + "\"issue_open\": \(moment(phase.issueOpen)), \"issue_close\": \(moment(phase.issueClose)), "
                + "\"method\": \(JSONText.string(phase.method)), "
                + "\"price_minor\": \(phase.price.map { String($0.minorUnits) } ?? JSONText.null), "
                + "\"count\": \(phase.count), \"fees_minor\": \(phase.fees.minorUnits), "
                + "\"total_minor\": \(phase.total.map { String($0.minorUnits) } ?? JSONText.null), "
                + "\"currency\": \"\(phase.currency.code)\", "
                + "\"companions\": [" + phase.companions.map { JSONText.string($0) }.joined(separator: ", ") + "], "
                + "\"record\": \(phase.recordID.map(String.init) ?? JSONText.null)}"
        }
        let show = ticket.showHasTime ? ticket.show.iso8601 : "\(ticket.showDate)"
        return "{\"id\": \(ticket.id), \"uid\": \(JSONText.string(ticket.uid)), "
            + "\"title\": \(JSONText.string(ticket.title)), \"show\": \(JSONText.string(show)), "
            + "\"artist\": \(JSONText.string(ticket.artist)), \"venue\": \(JSONText.string(ticket.venue)), "
            + "\"phases\": [" + phases.joined(separator: ", ") + "]}"
    }
}
