import FanCalendar
import FanCalendarApp

/// `fancal budget [--month [M] | --year [Y]] [--check] [--format …]`, `budget set AMOUNT
/// --month|--year [--category C | --artist A] [--from YYYY-MM] [--rollover …]`, `budget list`,
/// `budget rm ID`.
enum BudgetCommand: Command {
    static let pagesLongOutput = true

    static let subcommands: [any Command.Type] = [Set.self, List.self, Remove.self]

    static let month = Option("month", short: "m", value: "MONTH", optional: true, help: LocalizedText(
        en: "this month or MONTH (2026-05, 5, May)", ja: "今月または MONTH (2026-05、2026年5月、5月)",
        de: "dieser Monat oder MONTH (2026-05, 5, Mai)"))
    static let year = Option("year", short: "y", value: "YYYY", optional: true, help: LocalizedText(
        en: "yearly budgets of this year or YYYY", ja: "今年または YYYY 年の年間予算", de: "Jahresbudgets dieses Jahres oder YYYY"))
    static let check = Flag("check", help: LocalizedText(
        en: "exit 1 when a budget is over (for a prompt or cron)", ja: "超過した予算があれば終了コード 1 (プロンプトや cron 用)",
        de: "Exit-Code 1, wenn ein Budget überschritten ist (für Prompt oder cron)"))
    static let format = FormatOption([.table, .json, .csv], help: LocalizedText(
        en: "table, json or csv (default table)", ja: "table, json, csv のいずれか (既定: table)",
        de: "table, json oder csv (Standard: table)"))

    static let spec = CommandSpec(
        name: "budget", summary: LocalizedText(
            en: "budgets per month or year: where each stands, set, list, rm",
            ja: "月・年ごとの予算: 状況の確認、設定 (set)、一覧 (list)、削除 (rm)",
            de: "Budgets je Monat oder Jahr: Stand, set, list, rm"),
        options: [month.spec, year.spec, check.spec, format.spec],
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
                """),
        subcommands: subcommands.map { $0.spec }, runsAlone: true,
        unknownSubcommand: { word, suggestion in
            ErrorText.unknownAction("budget", word, use: "set, list or rm, or none for the report", suggestion: suggestion)
        })

    /// `fancal budget`: where each budget of the month (or year) stands.
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let today = try context.today()
        let format = try arguments[Self.format]
        let selection = try selection(arguments, today: today)
        let store = try context.store()
        let lines = try BudgetUseCases.report(
            selection, home: try context.defaultCurrency(), today: today, committed: TicketsCommitted(store: store), store: store)
        switch format {
        case .json: context.stdout.write(BudgetTable.json(lines))
        case .csv: context.stdout.write(BudgetTable.csv(lines))
        default:
            context.stdout.write(
                BudgetTable.render(
                    lines, selection: selection, language: try context.language(), style: try context.textStyle(),
                    maxWidth: context.tableWidth()))
        }
        return arguments[Self.check] && lines.contains(where: { $0.status == .over }) ? 1 : 0
    }

    /// `--month [MONTH]` (any form `InputParsing.month` reads) or `--year [YYYY]`; this month
    /// when neither is given.
    static func selection(_ arguments: ParsedArguments, today: CivilDate) throws -> BudgetSelection {
        if arguments.contains(Self.month) && arguments.contains(Self.year) { throw CLIError.usage(ErrorText.monthOrYear) }
        if let text = try arguments[Self.year] {
            return .year(text.isEmpty ? today.year : try InputParsing.year(text))
        }
        if let text = try arguments[Self.month], !text.isEmpty {
            let (year, month) = try InputParsing.month(text, today: today)
            return .month(YearMonth(year: year, month: month))
        }
        return .month(YearMonth(year: today.year, month: today.month))
    }

    /// `budget set AMOUNT --month|--year [--category C | --artist A] [--from YYYY-MM] [--rollover …]`.
    enum Set: Command {
        static let month = Option("month", short: "m", value: "MONTH", optional: true, help: LocalizedText(
            en: "a monthly budget", ja: "月の予算", de: "ein Monatsbudget"))
        static let year = Option("year", short: "y", value: "YYYY", optional: true, help: LocalizedText(
            en: "a yearly budget", ja: "年の予算", de: "ein Jahresbudget"))
        static let category = SharedOptions.category(help: LocalizedText(
            en: "only this category's spending", ja: "このカテゴリの支出だけ", de: "nur die Ausgaben dieser Kategorie"))
        static let artist = SharedOptions.artist(help: LocalizedText(
            en: "only spending on this artist", ja: "このアーティストへの支出だけ", de: "nur Ausgaben für diesen Künstler")).line()
        static let from = Option("from", value: "YYYY-MM", help: LocalizedText(
            en: "the first month counted (default this month)", ja: "数え始める月 (既定: 今月)",
            de: "der erste gezählte Monat (Standard: dieser Monat)"))
        static let rollover = Option("rollover", value: "MODE", help: LocalizedText(
            en: "none, surplus (unspent carries over) or both (overspending too)",
            ja: "none, surplus (残りを繰り越す), both (超過分も繰り越す)",
            de: "none, surplus (Rest wird übertragen) oder both (auch Überschreitung)")
        ) { text throws(CLIError) in
            guard let mode = BudgetRollover(rawValue: text.lowercased()) else { throw .invalidInput(ErrorText.notARolloverMode(text)) }
            return mode
        }

        static let spec = CommandSpec(
            name: "budget set", summary: LocalizedText(
                en: "set a monthly or yearly budget", ja: "月または年の予算を設定", de: "ein Monats- oder Jahresbudget setzen"),
            positionals: [PositionalSpec("AMOUNT", help: LocalizedText(
                en: "the goal in the home currency", ja: "自国通貨での目標額", de: "das Ziel in der Heimatwährung"))],
            options: [month.spec, year.spec, category.spec, artist.spec, from.spec, rollover.spec],
            countMessage: .usage(ErrorText.budgetSetNeedsAmount))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            let language = try context.language()
            let today = try context.today()
            let budget = try BudgetUseCases.set(
                goalText: arguments.positionals[0], monthly: arguments.contains(Self.month), yearly: arguments.contains(Self.year),
                category: try arguments[Self.category], artist: try arguments[Self.artist],
                from: try arguments[Self.from].map { (text: String) throws(CLIError) in
                    let (year, month) = try InputParsing.month(text, today: today, option: "--from")
                    return YearMonth(year: year, month: month)
                },
                rollover: try arguments[Self.rollover] ?? .none, home: try context.defaultCurrency(), language: language, today: today,
                now: context.now, store: { try context.writableStore() })
            context.stdout.write(MoneyReportText.budgetSaved(budget, language) + "\n")
            return 0
        }
    }

    /// `budget list`: every budget with its id.
    enum List: Command {
        static let spec = CommandSpec(
            name: "budget list", summary: LocalizedText(
                en: "every budget, with its ID", ja: "すべての予算と ID", de: "jedes Budget mit seiner ID"))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            context.stdout.write(
                BudgetTable.list(
                    try BudgetUseCases.list(store: context.store()), language: try context.language(),
                    style: try context.textStyle()))
            return 0
        }
    }

    /// `budget rm ID`.
    enum Remove: Command {
        static let spec = CommandSpec(
            name: "budget rm", summary: LocalizedText(en: "remove a budget", ja: "予算を削除", de: "ein Budget löschen"),
            positionals: [PositionalSpec("ID", help: LocalizedText(
                en: "the budget's ID (see `fancal budget list`)", ja: "予算の ID (`fancal budget list` で確認)",
                de: "die ID des Budgets (siehe `fancal budget list`)"))],
            countMessage: .usage(ErrorText.budgetRmNeedsID))

        static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
            guard let id = Int64(arguments.positionals[0]), id > 0 else { throw CLIError.usage(ErrorText.budgetRmNeedsID) }
            try BudgetUseCases.remove(id: id, now: context.now, store: context.writableStore())
            context.stdout.write(MoneyReportText.budgetRemoved(id)(try context.language()) + "\n")
            return 0
        }
    }
}
