import FanCalendar
import FanCalendarApp
import FanCalendarStore

/// `fancal budget [--month [M] | --year [Y]] [--check] [--format …]`, `budget set AMOUNT
/// --month|--year [--category C | --artist A] [--from YYYY-MM] [--rollover …]`, `budget list`,
/// `budget rm ID`.
enum BudgetCommand: Command {
    static let pagesLongOutput = true

    static let spec = CommandSpec(
        name: "budget", summary: LocalizedText(
            en: "budgets per month or year: where each stands, set, list, rm",
            ja: "月・年ごとの予算: 状況の確認、設定 (set)、一覧 (list)、削除 (rm)",
            de: "Budgets je Monat oder Jahr: Stand, set, list, rm"),
        positionals: [
            PositionalSpec("ACTION", help: LocalizedText(
                en: "set, list or rm; none for the report", ja: "set, list, rm のいずれか。省略するとレポート",
                de: "set, list oder rm; ohne für den Bericht"), optional: true),
            PositionalSpec("ARG", help: LocalizedText(
                en: "set: AMOUNT (home currency); rm: ID", ja: "set: AMOUNT (自国通貨の金額); rm: ID",
                de: "set: AMOUNT (Betrag in Heimatwährung); rm: ID"), optional: true),
        ],
        options: [
            OptionSpec("month", short: "m", value: "MONTH", optional: true, help: LocalizedText(
                en: "set: a monthly budget; report: this month or MONTH (2026-05, 5, May)",
                ja: "set: 月の予算; レポート: 今月または MONTH (2026-05、2026年5月、5月)",
                de: "set: ein Monatsbudget; Bericht: dieser Monat oder MONTH (2026-05, 5, Mai)")),
            OptionSpec("year", short: "y", value: "YYYY", optional: true, help: LocalizedText(
                en: "set: a yearly budget; report: yearly budgets of this year or YYYY",
                ja: "set: 年の予算; レポート: 今年または YYYY 年の年間予算",
                de: "set: ein Jahresbudget; Bericht: Jahresbudgets dieses Jahres oder YYYY")),
            OptionSpec("category", short: "c", value: "C", help: LocalizedText(
                en: "set: only this category's spending", ja: "set: このカテゴリの支出だけ",
                de: "set: nur die Ausgaben dieser Kategorie")),
            OptionSpec("artist", value: "A", help: LocalizedText(
                en: "set: only spending on this artist", ja: "set: このアーティストへの支出だけ",
                de: "set: nur Ausgaben für diesen Künstler")),
            OptionSpec("from", value: "YYYY-MM", help: LocalizedText(
                en: "set: the first month counted (default this month)", ja: "set: 数え始める月 (既定: 今月)",
                de: "set: der erste gezählte Monat (Standard: dieser Monat)")),
            OptionSpec("rollover", value: "MODE", help: LocalizedText(
                en: "set: none, surplus (unspent carries over) or both (overspending too)",
                ja: "set: none, surplus (残りを繰り越す), both (超過分も繰り越す)",
                de: "set: none, surplus (Rest wird übertragen) oder both (auch Überschreitung)")),
            OptionSpec("check", help: LocalizedText(
                en: "exit 1 when a budget is over (for a prompt or cron)", ja: "超過した予算があれば終了コード 1 (プロンプトや cron 用)",
                de: "Exit-Code 1, wenn ein Budget überschritten ist (für Prompt oder cron)")),
            OptionSpec("format", value: "FORMAT", help: LocalizedText(
                en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
                de: "table, json oder csv (Standard: table)")),
        ],
        discussion: LocalizedText(
            en: """
                Actual is the spending in the budget's scope and period converted to the home currency
                (see `fancal rate`); committed is what pending ticket applications would cost if they
                all win. Left per day spreads what is left over the days to come. A yearly budget under
                way compares the year to date with the goal prorated to today. Status: ok, near (from
                80 %), over.
                  fancal budget set 30000 --month --rollover surplus
                  fancal budget set 200000 --year --artist SEVENTEEN
                  fancal budget --check
                """,
            ja: """
                実績は予算の対象と期間の支出を自国通貨に換算したもの (`fancal rate` を参照)。申込中は
                申し込んだチケットがすべて当選した場合の額。1日あたりは残りをこれからの日数で割った
                もの。進行中の年間予算は、年初から今日までの実績を今日までに按分した目標と比べる。
                状態: 順調、注意 (80 % から)、超過。
                  fancal budget set 30000 --month --rollover surplus
                  fancal budget set 200000 --year --artist SEVENTEEN
                  fancal budget --check
                """,
            de: """
                Ist sind die Ausgaben in Bereich und Zeitraum des Budgets, umgerechnet in die
                Heimatwährung (siehe `fancal rate`); gebunden ist, was offene Ticketbewerbungen kosten,
                wenn alle gewinnen. Pro Tag verteilt den Rest auf die kommenden Tage. Ein laufendes
                Jahresbudget vergleicht das Jahr bis heute mit dem anteiligen Ziel. Status: ok, knapp
                (ab 80 %), über.
                  fancal budget set 30000 --month --rollover surplus
                  fancal budget set 200000 --year --artist SEVENTEEN
                  fancal budget --check
                """))

    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let language = try context.language()
        let home = try context.defaultCurrency()
        let today = try context.today()
        switch arguments.positionals.first {
        case "set"?:
            guard arguments.positionals.count == 2 else {
                throw CLIError.usage(ErrorText.budgetSetNeedsAmount)
            }
            let budget = try BudgetUseCases.set(
                goalText: arguments.positionals[1], monthly: arguments.has("month"), yearly: arguments.has("year"),
                category: try arguments.value("category").map { (text: String) throws(CLIError) in try InputParsing.category(text) },
                artist: try arguments.value("artist").map { (text: String) throws(CLIError) in
                    try InputParsing.line(text, name: "--artist")
                },
                from: try arguments.value("from").map { (text: String) throws(CLIError) in
                    let (year, month) = try InputParsing.month(text, today: today, option: "--from")
                    return YearMonth(year: year, month: month)
                },
                rollover: try rollover(arguments.value("rollover")), home: home, language: language, today: today, now: context.now,
                store: { try context.store(forWriting: true) })
            context.stdout.write(MoneyReportText.budgetSaved(budget, language) + "\n")
            return 0
        case "list"?:
            try noArgument(arguments)
            context.stdout.write(
                BudgetTable.list(
                    try BudgetUseCases.list(store: context.store(forWriting: false)), language: language,
                    style: try context.textStyle()))
            return 0
        case "rm"?:
            guard arguments.positionals.count == 2, let id = Int64(arguments.positionals[1]), id > 0 else {
                throw CLIError.usage(ErrorText.budgetRmNeedsID)
            }
            try BudgetUseCases.remove(id: id, now: context.now, store: context.store(forWriting: true))
            context.stdout.write(MoneyReportText.budgetRemoved(id, language) + "\n")
            return 0
        case let other?:
            throw CLIError.usage(ErrorText.unknownAction("budget", other, use: "set, list or rm, or none for the report", suggestion: nil))
        case nil:
            let format = try OutputFormat.parse(arguments.value("format"), allowed: [.table, .json, .csv])
            let selection = try selection(arguments, today: today)
            let store = try context.store(forWriting: false)
            let lines = try BudgetUseCases.report(
                selection, home: home, today: today, committed: TicketsCommitted(store: store), store: store)
            switch format {
            case .json: context.stdout.write(BudgetTable.json(lines))
            case .csv: context.stdout.write(BudgetTable.csv(lines))
            default:
                context.stdout.write(
                    BudgetTable.render(
                        lines, selection: selection, language: language, style: try context.textStyle(),
                        maxWidth: context.tableWidth()))
            }
            return arguments.has("check") && lines.contains(where: { $0.status == .over }) ? 1 : 0
        }
    }

    /// `--month [MONTH]` (any form `InputParsing.month` reads) or `--year [YYYY]`; this month
    /// when neither is given.
    static func selection(_ arguments: ParsedArguments, today: CivilDate) throws(CLIError) -> BudgetSelection {
        if arguments.has("month") && arguments.has("year") { throw .usage(ErrorText.monthOrYear) }
        if let text = arguments.value("year") {
            return .year(text.isEmpty ? today.year : try InputParsing.year(text))
        }
        if let text = arguments.value("month"), !text.isEmpty {
            let (year, month) = try InputParsing.month(text, today: today)
            return .month(YearMonth(year: year, month: month))
        }
        return .month(YearMonth(year: today.year, month: today.month))
    }

    private static func rollover(_ text: String?) throws(CLIError) -> BudgetRollover {
        guard let text else { return .none }
        guard let mode = BudgetRollover(rawValue: text.lowercased()) else {
            throw .invalidInput(ErrorText.notARolloverMode(text))
        }
        return mode
    }

    private static func noArgument(_ arguments: ParsedArguments) throws(CLIError) {
        if arguments.positionals.count > 1 {
            throw .usage(ErrorText.unexpectedArgument("budget \(arguments.positionals[0])", arguments.positionals[1]))
        }
    }

    /// The one status line `summary` and `month` end with, or nil when no budget applies.
    static func statusLine(
        _ selection: BudgetSelection, _ context: Context, store: RecordStore
    ) throws -> String? {
        guard try BudgetUseCases.exist(store: store) else { return nil }
        let lines = try BudgetUseCases.report(
            selection, home: try context.defaultCurrency(), today: try context.today(), committed: TicketsCommitted(store: store),
            store: store)
        guard !lines.isEmpty else { return nil }
        return MoneyReportText.statusLine(lines, try context.language(), try context.textStyle())
    }
}
