import FanCalendar
import FanCalendarStore

/// What pending ticket applications would cost if they all win, in a budget's scope and
/// period, in the home currency's minor units: the budget report's `committed`. Tickets (a
/// separate feature) provide it; until they do, `NothingCommitted` says 0.
package protocol CommittedSpending {
    /// - Parameter today: only shows from this day on count (one that has passed cannot win).
    func committed(from: CivilDate, to: CivilDate, today: CivilDate, scope: BudgetScope, home: Currency) throws -> Int64
}

/// What pending ticket applications would cost if every one wins (`TicketUseCases.committed`),
/// counted in the home currency through the rates table (or 0 for a currency without a rate):
/// only live budgets and budgets of the ticket's artist see them.
package struct TicketsCommitted: CommittedSpending {
    let store: RecordStore

    package init(store: RecordStore) { self.store = store }

    package func committed(
        from: CivilDate, to: CivilDate, today: CivilDate, scope: BudgetScope, home: Currency
    ) throws -> Int64 {
        var artist: String?
        switch scope {
        case .all: break
        case .category(let category): guard category == .live else { return 0 }
        case .artist(let name): artist = name
        }
        let amounts = try TicketUseCases.committed(from: from, to: to, today: today, artist: artist, store: store)
        let rates = try RateUseCases.table(for: Set(amounts.map(\.currency)), home: home, store: store)
        return amounts.reduce(0) { sum, amount in
            sum + (Conversion.convert(amount, charged: nil, on: from, to: home, rates: rates)?.amount.minorUnits ?? 0)
        }
    }
}

/// No ticket applications: nothing is committed.
package struct NothingCommitted: CommittedSpending {
    package init() {}

    package func committed(
        from: CivilDate, to: CivilDate, today: CivilDate, scope: BudgetScope, home: Currency
    ) throws -> Int64 { 0 }
}

/// Which periods a budget report shows.
package enum BudgetSelection: Sendable, Equatable {
    /// Monthly budgets in this month, yearly budgets in its year.
    case month(YearMonth)
    /// Yearly budgets in this year.
    case year(Int)
}

/// Budgets: setting, listing and removing them, and where each stands.
package enum BudgetUseCases {
    /// Stores a new budget after checking every value.
    /// - Parameters:
    ///   - goalText: the goal as typed, in the home currency (see `AmountInput`).
    ///   - language: the one the goal was typed in, whose marks read it.
    ///   - monthly, yearly: `--month`, `--year`; exactly one must be given.
    ///   - from: the first month counted; nil for the current one.
    ///   - store: opened only once everything has been checked.
    package static func set(
        goalText: String, monthly: Bool, yearly: Bool, category: Category?, artist: String?, from: YearMonth?,
        rollover: BudgetRollover, home: Currency, language: Language, today: CivilDate, now: Int64,
        store: () throws -> StoreWriter
    ) throws -> Stored<Budget> {
        if monthly && yearly { throw AppError.invalidInput(MoneyText.budgetTwoPeriods) }
        guard monthly || yearly else { throw AppError.invalidInput(MoneyText.budgetWithoutPeriod) }
        if category != nil && artist != nil { throw AppError.invalidInput(MoneyText.budgetTwoScopes) }
        let goal: Money
        do throws(InputError) { goal = try AmountInput.parse(goalText, currency: home, language: language) } catch {
            guard case .amountInOtherCurrency(_, let written, _) = error else { throw AppError.invalidInput(error.message("AMOUNT")) }
            throw AppError.invalidInput(MoneyText.budgetInOtherCurrency(goalText, written: written, home: home))
        }
        guard goal.minorUnits > 0 else { throw AppError.invalidInput(MoneyText.budgetGoal(goalText)) }
        let scope: BudgetScope = category.map { .category($0) } ?? artist.map { .artist($0) } ?? .all
        let budget = Budget(
            kind: monthly ? .month : .year, goal: goal, scope: scope,
            from: from ?? YearMonth(year: today.year, month: today.month), rollover: rollover)
        let opened = try store()
        return try opened.recordingChange(.budget, subject: "set", now: now) { try opened.insert(budget: budget, now: now) }
    }

    /// Every budget, by id.
    package static func list(store: RecordStore) throws(StoreError) -> [Stored<Budget>] {
        try store.budgets()
    }

    /// Removes budget `id`.
    package static func remove(id: Int64, now: Int64, store: StoreWriter) throws {
        try store.recordingChange(.budget, subject: "rm \(id)", now: now) {
            guard try store.deleteBudget(id: id) else { throw AppError.failure(MoneyText.noSuchBudget(id)) }
        }
    }

    /// Where each budget stands in the selected periods, in budget order.
    /// - Parameters:
    ///   - home: the currency spending is converted into; a budget set in another currency
    ///     (before the home currency changed) is measured in its own.
    ///   - today: the pace and a year's proration are counted from it.
    ///   - committed: pending ticket applications (see `CommittedSpending`).
    package static func report(
        _ selection: BudgetSelection, home: Currency, today: CivilDate, committed: any CommittedSpending,
        store: RecordStore
    ) throws -> [BudgetLine] {
        let budgets = try store.budgets()
        var plans: [(budget: Stored<Budget>, periods: [ReportPeriod])] = []
        for budget in budgets {
            let target: ReportPeriod?
            switch (selection, budget.value.kind) {
            case (.month(let month), .month): target = ReportPeriod.month(year: month.year, month: month.month)
            case (.month(let month), .year): target = ReportPeriod.year(month.year)
            case (.year(let year), .year): target = ReportPeriod.year(year)
            case (.year, .month): target = nil
            }
            guard let target else { continue }
            let periods = budget.value.periods(through: target)
            if !periods.isEmpty { plans.append((budget, periods)) }
        }
        var spending: [[(home: Int64, foreign: [ForeignSpending])]] = []
        var currencies: Set<Currency> = []
        for plan in plans {
            let currency = plan.budget.value.goal.currency
            spending.append(
                try plan.periods.map { period in
                    // A year under way counts the year to date, against the goal prorated to today.
                    let end = plan.budget.value.kind == .year && period.contains(today) ? today : period.to
                    let filter = try ArtistUseCases.resolve(filter(plan.budget.value.scope, from: period.from, to: end), store: store)
                    let foreign = try store.foreignSpending(matching: filter, home: currency)
                    currencies.formUnion(foreign.map(\.amount.currency))
                    return (try store.total(matching: filter, currency: currency).amount.minorUnits, foreign)
                })
        }
        let homes = Set(plans.map { $0.budget.value.goal.currency }).union([home])
        var tables: [Currency: RateTable] = [:]
        for currency in homes {
            tables[currency] = try RateUseCases.table(for: currencies, home: currency, store: store)
        }
        return try zip(plans, spending).compactMap { plan, periods in
            let currency = plan.budget.value.goal.currency
            var actuals: [Int64] = []
            var unconverted = 0
            for (index, period) in periods.enumerated() {
                var actual = period.home
                for item in period.foreign {
                    if let converted = Conversion.convert(
                        item.amount, charged: item.charged, on: item.date, to: currency, rates: tables[currency]!)
                    {
                        actual += converted.amount.minorUnits * Int64(item.count)
                    } else if index == periods.count - 1 {
                        unconverted += item.count
                    }
                }
                actuals.append(actual)
            }
            let target = plan.periods.last!
            let pending = try committed.committed(from: target.from, to: target.to, today: today, scope: plan.budget.value.scope, home: currency)
            return BudgetLine.compute(
                budget: plan.budget, periods: plan.periods, actuals: actuals, committed: pending, unconverted: unconverted,
                today: today)
        }
    }

    /// The budgets a view's status line counts (`month`, `summary`): where each budget of
    /// `selection` stands, or none when no budget is stored.
    /// - Parameter home: asked for only when a budget is stored.
    static func status(
        _ selection: BudgetSelection, home: () throws -> Currency, today: CivilDate, store: RecordStore
    ) throws -> [BudgetLine] {
        guard try !store.budgets().isEmpty else { return [] }
        return try report(selection, home: try home(), today: today, committed: TicketsCommitted(store: store), store: store)
    }

    private static func filter(_ scope: BudgetScope, from: CivilDate, to: CivilDate) -> RecordFilter {
        switch scope {
        case .all: RecordFilter(from: from, to: to)
        case .category(let category): RecordFilter(from: from, to: to, category: category)
        case .artist(let artist): RecordFilter(from: from, to: to, artists: [artist])
        }
    }
}
