import FanCalendar
import FanCalendarApp

/// `fancal due [--within DAYS] [--format table|json] [--check]`: what is overdue and what falls
/// due soon, with what to do.
enum DueCommand: Command {
    static let pagesLongOutput = true

    static let within = Option("within", value: "DAYS", help: LocalizedText(
        en: "how many days ahead (default 7)", ja: "何日先まで (既定: 7)", de: "wie viele Tage voraus (Standard: 7)")
    ) { text throws(CLIError) in
        guard let days = Int(text), (0...3660).contains(days) else { throw .invalidInput(ErrorText.notADayCount(text)) }
        return days
    }
    static let format = FormatOption([.table, .json], help: LocalizedText(
        en: "table or json (default table)", ja: "table または json (既定: table)", de: "table oder json (Standard: table)"))
    static let check = Flag("check", help: LocalizedText(
        en: "exit 1 when anything is overdue or due within 24 hours (for a prompt or cron)",
        ja: "期限切れか 24 時間以内の期限があれば終了コード 1 (プロンプトや cron 用)",
        de: "Exit-Code 1, wenn etwas überfällig oder binnen 24 Stunden fällig ist (für Prompt oder cron)"))

    static let spec = CommandSpec(
        name: "due", summary: LocalizedText(
            en: "what is overdue or due soon: ticket deadlines, results, payments, shows",
            ja: "期限切れと期限間近: チケットの締切、当落、入金、公演",
            de: "was überfällig oder bald fällig ist: Ticketfristen, Ergebnisse, Zahlungen, Shows"),
        options: [within.spec, format.spec, check.spec],
        discussion: LocalizedText(
            en: """
                Lists, soonest first, what each ticket phase waits for: applications closing, results,
                payments (a card payment is charged automatically and is not listed), issue windows,
                and the shows you hold seats for. Two shows, or a show and a payment, on one day are
                flagged as a clash. With FANCAL_TODAY set, now is 00:00 of that day.
                """,
            ja: """
                各フェーズが待っていること (申込締切、当落、入金 — カードは自動引き落としなので
                出さない — 、発券期間、席のある公演) を近い順に並べる。同じ日の公演2つ、または
                公演と入金締切は重複として示す。FANCAL_TODAY があれば、現在はその日の 00:00。
                """,
            de: """
                Listet, das Nächste zuerst, worauf jede Phase wartet: Bewerbungsschluss, Ergebnisse,
                Zahlungen (Kartenzahlungen werden automatisch belastet und nicht gelistet),
                Ausgabezeiträume und Shows, für die du Plätze hast. Zwei Shows oder eine Show und eine
                Zahlung am selben Tag werden als Überschneidung markiert. Mit FANCAL_TODAY ist jetzt
                00:00 jenes Tages.
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let format = try arguments[Self.format]
        let days = try arguments[Self.within] ?? 7
        let language = try context.language()
        let zone = context.homeZone
        let now = try context.momentShown()
        let store = try context.store()
        // Budgets of this month (and this year) near or over their goal need attention too.
        let today = try context.today()
        let view = try TicketUseCases.due(
            now: now, within: days, zone: zone, today: today, home: try context.defaultCurrency(), store: store)
        switch format {
        case .json:
            context.stdout.write(
                TicketFormatting.dueJSON(view.items, budgets: view.budgets, now: now, zone: zone, language: language) + "\n")
        default:
            try table(view, month: YearMonth(year: today.year, month: today.month), now: now, context)
        }
        let attention = Due.needsAttention(view.items, now: now, zone: zone) || view.budgets.contains { $0.status == .over }
        return arguments[Self.check] && attention ? 1 : 0
    }

    /// The items due, then the budgets of `month` that need attention, as tables.
    private static func table(_ view: DueView, month: YearMonth, now: Int64, _ context: Context) throws {
        let language = try context.language()
        let style = try context.textStyle()
        context.stdout.write(
            TicketFormatting.dueTable(
                view.items, clashes: view.clashes, now: now, zone: context.homeZone, language: language, style: style,
                maxWidth: context.tableWidth()))
        if !view.budgets.isEmpty {
            context.stdout.write(
                "\n" + BudgetTable.render(
                    view.budgets, selection: .month(month), language: language, style: style, maxWidth: context.tableWidth()))
        }
    }
}
