import FanCalendar
import FanCalendarApp

/// How tickets, phases and due items read: `ticket list`, `ticket show`, `due` and the
/// calendar agenda's deadline lines.
enum TicketFormatting {
    /// A short name of what falls due: `pay by`, `当落`, `Ausgabe bis`.
    static func kindLabel(_ kind: DueItem.Kind) -> LocalizedText {
        switch kind {
        case .applyClose: LocalizedText(en: "apply by", ja: "申込締切", de: "Bewerbung bis")
        case .result: LocalizedText(en: "result", ja: "当落発表", de: "Ergebnis")
        case .payBy: LocalizedText(en: "pay by", ja: "入金締切", de: "zahlen bis")
        case .issueOpen: LocalizedText(en: "issue from", ja: "発券開始", de: "Ausgabe ab")
        case .issueClose: LocalizedText(en: "issue by", ja: "発券締切", de: "Ausgabe bis")
        case .show: LocalizedText(en: "show", ja: "公演", de: "Show")
        }
    }

    /// What the fan must do: `pay ¥9,350 by konbini`, `当落を確認`; nil when nothing (a show).
    static func action(_ item: DueItem, _ language: Language) -> String? {
        switch item.kind {
        case .applyClose:
            return LocalizedText(en: "apply", ja: "申し込む", de: "bewerben")(language)
        case .result:
            return LocalizedText(en: "check the result", ja: "当落を確認", de: "Ergebnis prüfen")(language)
        case .payBy:
            let amount = item.amount?.formatted(language)
            let method = item.method.map { PaymentMethod.shown($0, language) }
            return LocalizedText(
                en: ["pay", amount, method.map { "by \($0)" }].compactMap { $0 }.joined(separator: " "),
                ja: (amount.map { $0 + " を" } ?? "") + "入金" + (method.map { "（\($0)）" } ?? ""),
                de: [amount, method.map { "per \($0)" }, "zahlen"].compactMap { $0 }.joined(separator: " "))(language)
        case .issueOpen:
            return LocalizedText(en: "issuing opens", ja: "発券できるようになる", de: "Ausgabe beginnt")(language)
        case .issueClose:
            return LocalizedText(en: "issue the ticket", ja: "発券する", de: "Ticket ausgeben lassen")(language)
        case .show:
            return nil
        }
    }

    static let overdue = LocalizedText(en: "OVERDUE", ja: "期限切れ", de: "ÜBERFÄLLIG")

    /// `2026-12-03 Thu 23:59` in the home zone (the day alone for a show without a time).
    static func when(_ at: ZonedDateTime, dateOnly: Bool, zone: String, _ language: Language) -> String {
        let (date, time) = at.local(in: zone)
        let day = RecordFormatting.day(date, language)
        return dateOnly ? day : day + " " + time.shortDescription
    }

    /// `FROM – TO` of a window, either end possibly open.
    static func window(_ from: ZonedDateTime?, _ to: ZonedDateTime?, zone: String, _ language: Language) -> String? {
        guard from != nil || to != nil else { return nil }
        return (from.map { when($0, dateOnly: false, zone: zone, language) } ?? "") + " – "
            + (to.map { when($0, dateOnly: false, zone: zone, language) } ?? "")
    }

    /// One agenda line's text for a deadline: `! pay by  Winter live (FC先行): pay ¥9,350 by konbini`.
    /// - Parameter width: the columns the text may take (the month agenda's line after its day
    ///   and time), or nil for the text whole. Past it the phase gives way first, then the
    ///   title, each down to `TextTable.minimumShrunkWidth` columns, cut with `…`, as the tables
    ///   shrink them; what to do (`pay ¥9,350 by konbini`) never.
    static func agendaText(_ item: DueItem, _ language: Language, width: Int? = nil) -> String {
        let head = "! " + kindLabel(item.kind)(language) + "  "
        let action = action(item, language).map { ": " + $0 } ?? ""
        var title = TerminalText.safe(item.title)
        var phase = item.phase.map { TerminalText.safe($0) }
        if let width {
            var overflow = DisplayWidth.of(head) + DisplayWidth.of(title) + (phase.map { DisplayWidth.of($0) + 3 } ?? 0)
                + DisplayWidth.of(action) - width
            for index in 0..<2 where overflow > 0 {
                guard let text = index == 0 ? phase : title else { continue }
                let textWidth = DisplayWidth.of(text)
                let cut = min(overflow, max(textWidth - TextTable.minimumShrunkWidth, 0))
                guard cut > 0 else { continue }
                let shrunk = DisplayWidth.fit(text, to: textWidth - cut)
                if index == 0 { phase = shrunk.text } else { title = shrunk.text }
                overflow -= textWidth - shrunk.width
            }
        }
        return head + title + (phase.map { " (\($0))" } ?? "") + action
    }

    /// The SUMMARY of a deadline's calendar event: `pay by: Winter live (FC先行) — pay ¥9,350 by konbini`.
    static func eventSummary(_ item: DueItem, _ language: Language) -> String {
        let phase = item.phase.map { " (\($0))" } ?? ""
        let action = item.kind == .payBy ? action(item, language).map { " — " + $0 } ?? "" : ""
        return kindLabel(item.kind)(language) + ": " + item.title + phase + action
    }

    /// `due` as a table, soonest first; overdue rows in red, a clash line per clashing day.
    /// - Parameter maxWidth: the terminal's width: the phase, then the ticket, then the step give
    ///   way (never the date); nil for every cell whole.
    static func dueTable(
        _ items: [DueItem], clashes: [Clash], now: Int64, zone: String, language: Language, style: TextStyle,
        maxWidth: Int? = nil
    ) -> String {
        guard !items.isEmpty else {
            return LocalizedText(en: "Nothing due.", ja: "期限の近いものはありません。", de: "Nichts fällig.")(language) + "\n"
                + clashLines(clashes, zone: zone, language: language, style: style, maxWidth: maxWidth)
        }
        var table = TextTable(columns: [
            .init(header: LocalizedText(en: "When", ja: "日時", de: "Wann")(language), alignment: .left),
            .init(header: LocalizedText(en: "What", ja: "内容", de: "Was")(language), alignment: .left),
            .init(header: Phrase.id.text(language), alignment: .right),
            .init(header: LocalizedText(en: "Ticket", ja: "チケット", de: "Ticket")(language), alignment: .left),
            .init(header: LocalizedText(en: "Phase", ja: "フェーズ", de: "Phase")(language), alignment: .left),
            .init(header: LocalizedText(en: "To do", ja: "やること", de: "Zu tun")(language), alignment: .left),
        ])
        var late: Set<Int> = []
        for (index, item) in items.enumerated() {
            let isLate = Due.isOverdue(item, now: now, zone: zone)
            if isLate { late.insert(index + 1) }
            let action = action(item, language) ?? ""
            table.append([
                when(item.at, dateOnly: item.dateOnly, zone: zone, language), kindLabel(item.kind)(language),
                String(item.ticketID), item.title, item.phase ?? "",
                isLate ? overdue(language) + " " + action : action,
            ])
        }
        let lines = table.render(style: style, maxWidth: maxWidth, shrinkable: [4, 3, 5])
            .split(separator: "\n", omittingEmptySubsequences: false)
        let colored = lines.enumerated().map { late.contains($0.offset) ? style.red(String($0.element)) : String($0.element) }
        return colored.joined(separator: "\n") + clashLines(clashes, zone: zone, language: language, style: style, maxWidth: maxWidth)
    }

    /// `! clash 2026-12-24 Thu: Winter live (show), Spring tour (pay by)`, one per day; on a
    /// terminal (`maxWidth`) wrapped to its width, later lines indented.
    static func clashLines(_ clashes: [Clash], zone: String, language: Language, style: TextStyle, maxWidth: Int? = nil) -> String {
        clashes.map { clash in
            let label = "! " + LocalizedText(en: "clash", ja: "重複", de: "Überschneidung")(language) + " "
                + RecordFormatting.day(clash.date, language)
            let what = clash.items.map { "#\($0.ticketID) \(TerminalText.safe($0.title)) (\(kindLabel($0.kind)(language)))" }
                .joined(separator: ", ")
            guard let maxWidth else { return style.apply("1;33", label) + ": " + what + "\n" }
            var lines = TextWrap.lines(label + ": " + what, width: maxWidth - 2)
            if lines[0].hasPrefix(label) { lines[0] = style.apply("1;33", label) + lines[0].dropFirst(label.count) }
            return lines.enumerated().map { ($0.offset == 0 ? "" : "  ") + $0.element + "\n" }.joined()
        }.joined()
    }

    /// `due --format json`, as DESIGN.md gives it, plus `action` (null when there is none).
    static func dueJSON(
        _ items: [DueItem], budgets: [BudgetLine] = [], now: Int64, zone: String, language: Language
    ) -> String {
        var rows = items.map { item in
            let at = ZonedDateTime(instant: item.at.instant, zone: zone).iso8601
            return "  {\"at\": \(JSONText.string(at)), \"kind\": \(JSONText.string(item.kind.rawValue)), "
                + "\"ticket\": \(item.ticketID), \"phase\": \(JSONText.string(item.phase)), "
                + "\"title\": \(JSONText.string(item.title)), "
                + "\"overdue\": \(Due.isOverdue(item, now: now, zone: zone)), "
                + "\"action\": \(JSONText.string(action(item, language)))}"
        }
        // A budget near or over its goal: due at the end of its period.
        rows += budgets.map { line in
            let end = ZonedDateTime(date: line.period.to, time: CivilTime(hour: 23, minute: 59)!, zone: zone)
                .map { $0.iso8601 } ?? line.period.to.description
            return "  {\"at\": \(JSONText.string(end)), \"kind\": \"budget\", \"budget\": \(line.budget.id), "
                + "\"title\": \(JSONText.string(MoneyReportText.scope(line.budget.scope, language))), "
                + "\"status\": \(JSONText.string(line.status.rawValue)), \"overdue\": \(line.status == .over), "
                + "\"action\": \(JSONText.string(MoneyReportText.actualOfGoal(line, language)))}"
        }
        return rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n]"
    }

    /// The next thing a phase waits for at `now` (`TicketPhase.nextMoment`): `pay by 2026-12-01
    /// Tue 23:59`, led by `OVERDUE` once it has passed; empty when nothing.
    static func nextStep(_ phase: TicketPhase, now: Int64, zone: String, _ language: Language) -> (text: String, isOverdue: Bool) {
        guard let (kind, at) = phase.nextMoment(at: now) else { return ("", false) }
        let step = kindLabel(kind)(language) + " " + when(at, dateOnly: false, zone: zone, language)
        return at.instant < now ? (overdue(language) + " " + step, true) : (step, false)
    }

    /// `ticket list`: one line per phase under its ticket's show, then clashes and exposure; a
    /// phase whose next step is overdue in red. On a terminal too narrow for that table, each
    /// ticket's show and title take a line of their own above its phases (see `stackedList`).
    /// - Parameter maxWidth: the terminal's width; nil for every cell whole.
    static func listTable(
        _ overview: TicketOverview, now: Int64, zone: String, language: Language, style: TextStyle, maxWidth: Int? = nil
    ) -> String {
        var output = ""
        if overview.tickets.isEmpty {
            output += LocalizedText(
                en: "No tickets. Add one with `fancal ticket add TITLE --show DATE`.",
                ja: "チケットはありません。`fancal ticket add TITLE --show DATE` で追加できます。",
                de: "Keine Tickets. Lege eines mit `fancal ticket add TITLE --show DATE` an.")(language) + "\n"
        } else {
            let idHeader = TextTable.Column(header: Phrase.id.text(language), alignment: .right)
            let phaseColumns: [TextTable.Column] = [
                .init(header: LocalizedText(en: "Phase", ja: "フェーズ", de: "Phase")(language), alignment: .left),
                .init(header: LocalizedText(en: "State", ja: "状態", de: "Status")(language), alignment: .left),
                .init(header: Phrase.amount.text(language), alignment: .right),
                .init(header: LocalizedText(en: "Next", ja: "次の期限", de: "Als Nächstes")(language), alignment: .left),
            ]
            let clashing = Set(overview.clashes.flatMap(\.ticketIDs))
            let tickets = overview.tickets.map { ticket in
                ListedTicket(
                    id: String(ticket.id), show: when(ticket.show, dateOnly: !ticket.showHasTime, zone: zone, language),
                    title: (clashing.contains(ticket.id) ? "! " : "") + ticket.title,
                    phases: ticket.phases.isEmpty
                        ? [(["–"], false)]
                        : ticket.phases.map { phase in
                            let next = nextStep(phase, now: now, zone: zone, language)
                            let amount = phase.total?.formatted(language) ?? ""
                            return ([phase.name, phase.state.displayName(language), amount, next.text], next.isOverdue)
                        })
            }
            var table = TextTable(
                columns: [
                    idHeader, .init(header: LocalizedText(en: "Show", ja: "公演", de: "Show")(language), alignment: .left),
                    .init(header: Phrase.title.text(language), alignment: .left),
                ] + phaseColumns)
            for ticket in tickets {
                for (index, phase) in ticket.phases.enumerated() {
                    table.append((index == 0 ? [ticket.id, ticket.show, ticket.title] : ["", "", ""]) + phase.cells)
                }
            }
            let lines: [String]
            if let maxWidth, table.naturalWidth > maxWidth {
                lines = stackedList(tickets, columns: [idHeader] + phaseColumns, style: style, maxWidth: maxWidth)
            } else {
                let rendered = table.render(style: style).split(separator: "\n").map(String.init)
                let late = tickets.flatMap { $0.phases.map(\.isOverdue) }
                lines = [rendered[0]] + zip(rendered.dropFirst(), late).map { $1 ? style.red($0) : $0 }
            }
            output += lines.joined(separator: "\n") + "\n"
        }
        output += clashLines(overview.clashes, zone: zone, language: language, style: style, maxWidth: maxWidth)
        output += exposureLine(overview.exposure, language)
        return output
    }

    /// A ticket's cells in `ticket list`: its id, show and title, and each phase's cells (a "–"
    /// for a ticket without phases) with whether its next step is overdue.
    private struct ListedTicket {
        let id: String
        let show: String
        let title: String
        let phases: [(cells: [String], isOverdue: Bool)]
    }

    /// The ticket list for a narrow terminal: under a header of the phase columns (`columns`, an
    /// id column first), each ticket's id, show and title on a line (the title cut to the width),
    /// then its phases indented under the show, the phase name and the next step giving way.
    private static func stackedList(
        _ tickets: [ListedTicket], columns: [TextTable.Column], style: TextStyle, maxWidth: Int
    ) -> [String] {
        var phases = TextTable(columns: columns)
        for ticket in tickets {
            for phase in ticket.phases { phases.append([""] + phase.cells) }
        }
        let rendered = phases.render(style: style, maxWidth: maxWidth, shrinkable: [1, 4]).split(separator: "\n").map(String.init)
        let idWidth = tickets.map { DisplayWidth.of($0.id) }.max() ?? 0
        let indent = max(idWidth, DisplayWidth.of(columns[0].header))
        let showWidth = tickets.map { DisplayWidth.of($0.show) }.max() ?? 0
        var lines = [rendered[0]]
        var row = 1
        for ticket in tickets {
            // Made safe here: these lines are not cells of a `TextTable`, which escapes its own.
            let title = DisplayWidth.truncate(
                TerminalText.safe(ticket.title), to: max(maxWidth - indent - showWidth - 4, TextTable.minimumShrunkWidth))
            lines.append(DisplayWidth.padLeft(ticket.id, to: indent) + "  " + DisplayWidth.padRight(ticket.show, to: showWidth) + "  " + title)
            for phase in ticket.phases {
                lines.append(phase.isOverdue ? style.red(rendered[row]) : rendered[row])
                row += 1
            }
        }
        return lines
    }

    /// `If every pending application wins: ¥28,050` (or nothing pending).
    static func exposureLine(_ exposure: [Money], _ language: Language) -> String {
        let amounts = exposure.map { $0.formatted(language) }.joined(separator: " + ")
        if exposure.isEmpty {
            return LocalizedText(
                en: "No application waiting for its result.", ja: "当落待ちの申込はありません。",
                de: "Keine Bewerbung wartet auf ihr Ergebnis.")(language) + "\n"
        }
        return LocalizedText(
            en: "If every pending application wins: \(amounts)", ja: "当落待ちがすべて当選した場合: \(amounts)",
            de: "Wenn jede offene Bewerbung gewinnt: \(amounts)")(language) + "\n"
    }

    /// `ticket show`: the ticket's fields, then each phase's.
    static func detail(_ ticket: Stored<Ticket>, zone: String, language: Language) -> String {
        var lines: [(String, String)] = [
            (Phrase.id.text(language), String(ticket.id)),
            (Phrase.title.text(language), ticket.title),
            (LocalizedText(en: "Show", ja: "公演", de: "Show")(language), when(ticket.show, dateOnly: !ticket.showHasTime, zone: zone, language)),
        ]
        if let artist = ticket.artist { lines.append((Phrase.artist.text(language), artist)) }
        if let venue = ticket.venue { lines.append((Phrase.venue.text(language), venue)) }
        lines.append((Phrase.uid.text(language), ticket.uid))
        var blocks = [aligned(lines)]
        for phase in ticket.phases {
            var phaseLines: [(String, String)] = [
                (LocalizedText(en: "Phase", ja: "フェーズ", de: "Phase")(language), phase.name),
                (LocalizedText(en: "State", ja: "状態", de: "Status")(language), phase.state.displayName(language)),
            ]
            if let text = window(phase.applyOpen, phase.applyClose, zone: zone, language) {
                phaseLines.append((LocalizedText(en: "Apply", ja: "申込期間", de: "Bewerbung")(language), text))
            }
            if let result = phase.result {
                phaseLines.append((LocalizedText(en: "Result", ja: "当落発表", de: "Ergebnis")(language), when(result, dateOnly: false, zone: zone, language)))
            }
            if let payBy = phase.payBy {
                phaseLines.append((LocalizedText(en: "Pay by", ja: "入金締切", de: "Zahlen bis")(language), when(payBy, dateOnly: false, zone: zone, language)))
            }
            if let text = window(phase.issueOpen, phase.issueClose, zone: zone, language) {
                phaseLines.append((LocalizedText(en: "Issue", ja: "発券期間", de: "Ausgabe")(language), text))
            }
            if let method = phase.method { phaseLines.append((LocalizedText(en: "Method", ja: "支払方法", de: "Zahlart")(language), PaymentMethod.shown(method, language))) }
            if let price = phase.price {
                var cost = "\(price.formatted(language)) × \(phase.count)"
                if phase.fees.minorUnits > 0 {
                    cost += " + " + phase.fees.formatted(language) + " " + LocalizedText(en: "fees", ja: "手数料", de: "Gebühren")(language)
                }
                cost += " = " + (phase.total?.formatted(language) ?? "")
                phaseLines.append((Phrase.amount.text(language), cost))
            }
            if !phase.companions.isEmpty {
                phaseLines.append((LocalizedText(en: "With", ja: "同行者", de: "Mit")(language), phase.companions.joined(separator: ", ")))
            }
            if let recordID = phase.recordID {
                phaseLines.append((LocalizedText(en: "Record", ja: "記録", de: "Eintrag")(language), "#\(recordID)"))
            }
            blocks.append(aligned(phaseLines))
        }
        return blocks.joined(separator: "\n")
    }

    private static func aligned(_ lines: [(String, String)]) -> String {
        let width = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        return lines.map { DisplayWidth.padRight($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n") + "\n"
    }
}
