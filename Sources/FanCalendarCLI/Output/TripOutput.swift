import FanCalendar

/// Renders trips, expenses and settlements as text, JSON and chat lines. Given values only: the
/// use cases have done the work. Names, titles and the artist may come from a friend's trip
/// file: every one is escaped (``TerminalText``) where it goes into text.
enum TripOutput {
    private static func safe(_ text: String) -> String { TerminalText.safe(text) }

    /// `+¥20,000`, `-¥10,000`, `¥0`.
    static func signed(_ amount: Money, _ language: Language) -> String {
        amount.minorUnits > 0 ? "+" + amount.formatted(language) : amount.formatted(language)
    }

    private static func money(_ minor: Int64, _ currency: Currency, _ language: Language) -> String {
        Money(minorUnits: minor, currency: currency).formatted(language)
    }

    private static func separator(_ language: Language) -> String { LocalizedText(en: ", ", ja: "、", de: ", ")(language) }

    /// "Members: Aoi (me), Mei, Rin · JPY"
    static func membersLine(_ trip: Trip, _ language: Language) -> String {
        let names = trip.members.map { member -> String in
            var notes: [String] = []
            if member.name == trip.me { notes.append(TripPhrase.me.text(language)) }
            if member.hasLeft { notes.append(TripPhrase.left.text(language)) }
            return notes.isEmpty ? safe(member.name) : "\(safe(member.name)) (\(notes.joined(separator: ", ")))"
        }
        var line = "\(TripPhrase.members.text(language)): \(names.joined(separator: separator(language))) · \(trip.currency.code)"
        if let artist = trip.artist { line += " · \(safe(artist))" }
        return line + "\n"
    }

    /// "Aoi" when one member paid it all, else "Mei ¥28,000, Rin ¥14,000".
    static func payers(_ expense: TripExpense, _ language: Language) -> String {
        if expense.payers.count == 1 { return safe(expense.payers[0].member) }
        return expense.payers.map { "\(safe($0.member)) \(money($0.value, expense.amount.currency, language))" }
            .joined(separator: separator(language))
    }

    /// "equal: Aoi, Mei", "shares: Aoi×1, Rin×2", "exact: Aoi ¥1,000, Mei ¥2,000".
    static func split(_ expense: TripExpense, _ language: Language) -> String {
        let parts: [String]
        switch expense.splitKind {
        case .equal: parts = expense.split.map { safe($0.member) }
        case .shares: parts = expense.split.map { "\(safe($0.member))×\($0.value)" }
        case .exact: parts = expense.split.map { "\(safe($0.member)) \(money($0.value, expense.amount.currency, language))" }
        }
        let kind: TripPhrase = expense.splitKind == .equal ? .equal : expense.splitKind == .shares ? .shares : .exact
        return "\(kind.text(language)): " + parts.joined(separator: separator(language))
    }

    private static func amount(_ expense: TripExpense, _ language: Language) -> String {
        var text = expense.amount.formatted(language)
        if let charged = expense.charged { text += " (\(charged.formatted(language)))" }
        return text
    }

    /// One expense, label by label, with each member's share.
    static func expense(_ expense: TripExpense, _ language: Language) -> String {
        let shares = expense.shares.map { "\(safe($0.member)) \(money($0.value, expense.amount.currency, language))" }
            .joined(separator: separator(language))
        let rows: [(TripPhrase, String)] = [
            (.date, expense.date.description), (.title, safe(expense.title)), (.amount, amount(expense, language)),
            (.paidBy, payers(expense, language)), (.split, split(expense, language)), (.share, shares),
        ]
        let width = rows.map { DisplayWidth.of($0.0.text(language)) }.max() ?? 0
        return rows.map { DisplayWidth.padRight($0.0.text(language), to: width) + "  " + $0.1 + "\n" }.joined()
    }

    /// "Mei → Aoi ¥10,000"
    static func transferLine(_ transfer: TripTransfer, _ language: Language) -> String {
        "\(safe(transfer.from)) → \(safe(transfer.to)) \(transfer.amount.formatted(language))"
    }

    /// `trip show`: members, expenses, transfers, and the balances per currency.
    /// - Parameter maxWidth: the terminal's width: an expense's split gives way first, then its
    ///   payers, and its title only after them (the title says what the money was for).
    static func show(_ trip: Trip, _ language: Language, style: TextStyle, maxWidth: Int? = nil) -> String {
        var text = style.bold("\(safe(trip.name)) (#\(trip.id!))") + "\n" + membersLine(trip, language) + "\n"
        text += style.bold(TripPhrase.expenses.text(language)) + "\n"
        if trip.expenses.isEmpty {
            text += TripPhrase.noExpenses.text(language) + "\n"
        } else {
            var table = TextTable(columns: [
                .init(header: "ID", alignment: .right), .init(header: TripPhrase.date.text(language), alignment: .left),
                .init(header: TripPhrase.title.text(language), alignment: .left),
                .init(header: TripPhrase.amount.text(language), alignment: .right),
                .init(header: TripPhrase.paidBy.text(language), alignment: .left),
                .init(header: TripPhrase.split.text(language), alignment: .left),
            ])
            for expense in trip.expenses {
                table.append([
                    "#\(expense.id!)", expense.date.description, expense.title, amount(expense, language),
                    payers(expense, language), split(expense, language),
                ])
            }
            text += table.render(style: style, maxWidth: maxWidth, shrinkable: [5, 4, 2])
        }
        if !trip.transfers.isEmpty {
            text += "\n" + style.bold(TripPhrase.transfers.text(language)) + "\n"
            var table = TextTable(columns: [
                .init(header: "ID", alignment: .right), .init(header: TripPhrase.date.text(language), alignment: .left),
                .init(header: TripPhrase.from.text(language), alignment: .left),
                .init(header: TripPhrase.to.text(language), alignment: .left),
                .init(header: TripPhrase.amount.text(language), alignment: .right),
            ])
            for transfer in trip.transfers {
                table.append(["T\(transfer.id!)", transfer.date.description, transfer.from, transfer.to, transfer.amount.formatted(language)])
            }
            text += table.render(style: style)
        }
        text += balanceTables(trip, trip.balances(), language, style: style)
        return text
    }

    /// A table of each member's paid, share (and transfers, when there are any) and balance,
    /// per currency.
    private static func balanceTables(_ trip: Trip, _ balances: [TripBalance], _ language: Language, style: TextStyle) -> String {
        var text = ""
        for currency in trip.currencies {
            let rows = balances.filter { $0.currency == currency }
            let withTransfers = rows.contains { $0.sent != 0 || $0.received != 0 }
            var columns: [TextTable.Column] = [
                .init(header: TripPhrase.member.text(language), alignment: .left),
                .init(header: TripPhrase.paid.text(language), alignment: .right),
                .init(header: TripPhrase.share.text(language), alignment: .right),
            ]
            if withTransfers {
                columns += [
                    .init(header: TripPhrase.sent.text(language), alignment: .right),
                    .init(header: TripPhrase.received.text(language), alignment: .right),
                ]
            }
            columns.append(.init(header: TripPhrase.balance.text(language), alignment: .right))
            var table = TextTable(columns: columns)
            for row in rows {
                var cells = [row.member, money(row.paid, currency, language), money(row.share, currency, language)]
                if withTransfers { cells += [money(row.sent, currency, language), money(row.received, currency, language)] }
                cells.append(signed(Money(minorUnits: row.balance, currency: currency), language))
                table.append(cells)
            }
            text += "\n" + style.bold("\(TripPhrase.balances.text(language)) (\(currency.code))") + "\n" + table.render(style: style)
        }
        return text
    }

    /// `trip list`: one row per trip.
    static func list(_ trips: [Trip], _ language: Language, style: TextStyle) -> String {
        guard !trips.isEmpty else { return TripPhrase.noTrips.text(language) + "\n" }
        var table = TextTable(columns: [
            .init(header: "ID", alignment: .right), .init(header: TripPhrase.trip.text(language), alignment: .left),
            .init(header: TripPhrase.members.text(language), alignment: .right),
            .init(header: TripPhrase.expenses.text(language), alignment: .right),
            .init(header: TripPhrase.spent.text(language), alignment: .right),
        ])
        for trip in trips {
            let spent = trip.currencies.compactMap { currency -> String? in
                let total = trip.expenses.filter { $0.amount.currency == currency }.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
                return total == 0 && currency != trip.currency ? nil : money(total, currency, language)
            }
            table.append([
                "#\(trip.id!)", trip.name, String(trip.members.filter { !$0.hasLeft }.count), String(trip.expenses.count),
                spent.joined(separator: separator(language)),
            ])
        }
        return table.render(style: style)
    }

    /// `trip settle`: the balances, then the transfers that settle them.
    static func settlement(_ trip: Trip, _ settlement: TripSettlement, _ language: Language, style: TextStyle) -> String {
        var text = style.bold("\(safe(trip.name)) (#\(trip.id!))") + "\n"
        text += String(balanceTables(trip, settlement.balances, language, style: style).dropFirst())
        text += "\n"
        if settlement.transfers.isEmpty {
            text += TripPhrase.settled.text(language) + "\n"
        } else {
            text += TripPhrase.planHeading(settlement.transfers.count, fewest: settlement.isFewest, language) + "\n"
            let fromWidth = settlement.transfers.map { DisplayWidth.of(safe($0.from)) }.max() ?? 0
            let toWidth = settlement.transfers.map { DisplayWidth.of(safe($0.to)) }.max() ?? 0
            let amounts = settlement.transfers.map { $0.amount.formatted(language) }
            let amountWidth = amounts.map { DisplayWidth.of($0) }.max() ?? 0
            for (transfer, amount) in zip(settlement.transfers, amounts) {
                text += "  " + DisplayWidth.padRight(safe(transfer.from), to: fromWidth) + " → "
                    + DisplayWidth.padRight(safe(transfer.to), to: toWidth) + "  " + DisplayWidth.padLeft(amount, to: amountWidth) + "\n"
            }
        }
        text += notes(trip, settlement, language).map { $0 + "\n" }.joined()
        return text
    }

    /// The rounding and greedy notes of a settlement.
    private static func notes(_ trip: Trip, _ settlement: TripSettlement, _ language: Language) -> [String] {
        var notes: [String] = []
        if settlement.unit != 1 {
            for currency in trip.currencies where settlement.transfers.contains(where: { $0.amount.currency == currency })
                || settlement.absorbed.contains(where: { $0.amount.currency == currency })
            {
                let absorbed = settlement.absorbed.filter { $0.amount.currency == currency }.map { (safe($0.member), $0.amount) }
                notes.append(TripPhrase.rounding(Money(minorUnits: settlement.unit, currency: currency), absorbed, language))
            }
        }
        if !settlement.isFewest { notes.append(TripPhrase.greedyNote.text(language)) }
        return notes
    }

    /// `trip settle --format line`: ready to paste into a chat, "Aさん → Bさん ¥4,200".
    static func settlementLine(_ trip: Trip, _ settlement: TripSettlement, _ language: Language) -> String {
        var text = TripPhrase.lineHeading(safe(trip.name))(language) + "\n"
        if settlement.transfers.isEmpty { text += TripPhrase.settled.text(language) + "\n" }
        for transfer in settlement.transfers {
            text += "\(TripPhrase.person(safe(transfer.from))(language)) → \(TripPhrase.person(safe(transfer.to))(language)) "
                + transfer.amount.formatted(language) + "\n"
        }
        return text + notes(trip, settlement, language).map { $0 + "\n" }.joined()
    }

    /// `trip settle --format json`: the DESIGN.md shape, with each member's row per currency.
    static func settlementJSON(_ trip: Trip, _ settlement: TripSettlement) -> String {
        let members = settlement.balances.map { row in
            JSONText.object([
                ("name", JSONText.string(row.member)), ("paid_minor", JSONText.number(row.paid)),
                ("share_minor", JSONText.number(row.share)), ("balance_minor", JSONText.number(row.balance)),
                ("sent_minor", JSONText.number(row.sent)), ("received_minor", JSONText.number(row.received)),
                ("currency", JSONText.string(row.currency.code)),
            ])
        }
        let transfers = settlement.transfers.map { transfer in
            JSONText.object([
                ("from", JSONText.string(transfer.from)), ("to", JSONText.string(transfer.to)),
                ("amount_minor", JSONText.number(transfer.amount.minorUnits)),
                ("currency", JSONText.string(transfer.amount.currency.code)),
                ("exact_minor", JSONText.number(transfer.exact.minorUnits)),
            ])
        }
        let absorbed = settlement.absorbed.map { item in
            JSONText.object([
                ("name", JSONText.string(item.member)), ("amount_minor", JSONText.number(item.amount.minorUnits)),
                ("currency", JSONText.string(item.amount.currency.code)),
            ])
        }
        return JSONText.object([
            ("trip", JSONText.string(trip.name)), ("currency", JSONText.string(trip.currency.code)),
            ("members", JSONText.array(members)), ("transfers", JSONText.array(transfers)),
            ("fewest", JSONText.bool(settlement.isFewest)), ("round_minor", JSONText.number(settlement.unit)),
            ("absorbed", JSONText.array(absorbed)),
        ])
    }
}
