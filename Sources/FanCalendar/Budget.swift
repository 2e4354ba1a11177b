/// What a budget counts: all spending, one category's, or one artist's.
package enum BudgetScope: Sendable, Hashable {
    case all
    case category(Category)
    /// Matched case-insensitively, as `--artist` filters are.
    case artist(String)
}

/// What happens to a period's leftover (or overspending) when the next begins.
package enum BudgetRollover: String, Sendable, CaseIterable {
    /// Each period starts from its goal.
    case none = "none"
    /// What was left unspent is added to the next period's goal.
    case surplus = "surplus"
    /// What was left is added, and what was overspent is taken off.
    case both = "both"

    /// The mode's name for people: in English the word `--rollover` takes.
    package var displayName: LocalizedText {
        switch self {
        case .none: LocalizedText(en: "none", ja: "なし", de: "keiner")
        case .surplus: LocalizedText(en: "surplus", ja: "残額", de: "Rest")
        case .both: LocalizedText(en: "both", ja: "残額と超過", de: "Rest und Überschreitung")
        }
    }
}

/// A spending goal per month or per year, in the home currency, from a first month on.
package struct Budget: Sendable, Hashable {
    /// Monthly or yearly.
    package enum Kind: String, Sendable, CaseIterable {
        case month = "month"
        case year = "year"
    }

    package var kind: Kind
    /// Per period, in the home currency; above zero.
    package var goal: Money
    package var scope: BudgetScope
    /// The first month the budget counts (for a yearly budget, the first year is this month's);
    /// rollover starts here.
    package var from: YearMonth
    package var rollover: BudgetRollover

    package init(kind: Kind, goal: Money, scope: BudgetScope, from: YearMonth, rollover: BudgetRollover) {
        self.kind = kind
        self.goal = goal
        self.scope = scope
        self.from = from
        self.rollover = rollover
    }

    /// The periods from the budget's first up to and including `period`, oldest first; empty
    /// when `period` is before the budget starts.
    package func periods(through period: ReportPeriod) -> [ReportPeriod] {
        var result: [ReportPeriod] = []
        switch kind {
        case .month:
            var month = from
            let last = YearMonth(year: period.from.year, month: period.from.month)
            while month <= last {
                result.append(ReportPeriod.month(year: month.year, month: month.month)!)
                month = month.next
            }
        case .year:
            guard from.year <= period.from.year else { return [] }
            result = (from.year...period.from.year).compactMap { ReportPeriod.year($0) }
        }
        return result
    }
}

/// Where a budget stands: ok below 80 % of its goal, near from 80 %, over above 100 %.
package enum BudgetStatus: String, Sendable, CaseIterable {
    case ok, near, over

    /// From a share of the goal in ten-thousandths.
    package init(shareTenThousandths share: Int, overGoal: Bool) {
        self = overGoal ? .over : share >= 8_000 ? .near : .ok
    }
}

/// One line of `fancal budget`: a budget in one period.
package struct BudgetLine: Sendable, Hashable {
    /// A goal counted up to today: `days` of the period's `of`.
    package struct Proration: Sendable, Hashable {
        package let days: Int
        package let of: Int
    }

    package let budget: Stored<Budget>
    package let period: ReportPeriod
    /// The goal plus what rolled over.
    package let available: Money
    /// What rolled over from the previous periods (negative: overspending taken off).
    package let rollover: Money
    /// Converted spending in the scope and period (for the current year: so far).
    package let actual: Money
    /// What pending ticket applications would cost if they all win.
    package let committed: Money
    /// The goal `actual` is measured against: `available`, or for a year under way its part up
    /// to today.
    package let measuredGoal: Money
    /// For a year under way: the days counted and the year's days (the goal is prorated).
    package let prorated: Proration?
    /// `actual ÷ measuredGoal` in ten-thousandths.
    package let shareTenThousandths: Int
    /// `available − actual − committed`.
    package let left: Money
    /// `left` spread over the days still to come, rounded down (never below zero); nil for a
    /// period that is over or has not begun.
    package let leftPerDay: Money?
    package let status: BudgetStatus
    /// Records in the scope and period that could not be converted (no rate), not in `actual`.
    package let unconverted: Int

    /// `actual ÷ measuredGoal` in whole percent, halves up, as hledger's `[71% of 30000]`.
    package var percent: Int { (shareTenThousandths + 50) / 100 }

    /// Computes a line.
    /// - Parameters:
    ///   - budget: the budget.
    ///   - actuals: converted spending of each of `budget.periods(through:)`, oldest first; the
    ///     last is the period reported.
    ///   - committed: pending tickets of the period reported.
    ///   - unconverted: records of the period that could not be converted.
    ///   - today: for a year under way (prorating) and the pace of the current period.
    /// - Returns: nil when the period is before the budget starts.
    package static func compute(
        budget stored: Stored<Budget>, periods: [ReportPeriod], actuals: [Int64], committed: Int64, unconverted: Int, today: CivilDate
    ) -> BudgetLine? {
        guard let period = periods.last, periods.count == actuals.count else { return nil }
        let budget = stored.value
        let goal = budget.goal.minorUnits
        let carry = carried(goal: goal, actuals: actuals.dropLast(), rollover: budget.rollover)
        let available = goal + carry
        let actual = actuals.last!
        let underway = period.contains(today)
        var measured = available
        var prorated: Proration?
        if budget.kind == .year && underway {
            let days = today.daysSinceEpoch - period.from.daysSinceEpoch + 1
            prorated = Proration(days: days, of: period.dayCount)
            measured = Int64(Rounding.halfEven.quotient(Int128(available) * Int128(days), Int128(period.dayCount)))
        }
        let share = measured > 0 ? Int(Rounding.halfEven.quotient(Int128(actual) * 10_000, Int128(measured))) : (actual > 0 ? 10_001 : 0)
        let left = available - actual - committed
        var perDay: Money?
        if underway {
            let remaining = Int64(period.to.daysSinceEpoch - today.daysSinceEpoch + 1)
            perDay = Money(minorUnits: max(left, 0) / remaining, currency: budget.goal.currency)
        }
        let currency = budget.goal.currency
        return BudgetLine(
            budget: stored, period: period, available: Money(minorUnits: available, currency: currency),
            rollover: Money(minorUnits: carry, currency: currency), actual: Money(minorUnits: actual, currency: currency),
            committed: Money(minorUnits: committed, currency: currency), measuredGoal: Money(minorUnits: measured, currency: currency),
            prorated: prorated, shareTenThousandths: share, left: Money(minorUnits: left, currency: currency), leftPerDay: perDay,
            status: BudgetStatus(shareTenThousandths: share, overGoal: actual > measured), unconverted: unconverted)
    }

    /// What rolls into the next period after `actuals`: with `surplus` the unspent part of each
    /// period's goal (never less than zero), with `both` also the overspending.
    package static func carried(goal: Int64, actuals: ArraySlice<Int64>, rollover: BudgetRollover) -> Int64 {
        var carry: Int64 = 0
        for actual in actuals {
            let left = goal + carry - actual
            switch rollover {
            case .none: carry = 0
            case .surplus: carry = max(left, 0)
            case .both: carry = left
            }
        }
        return carry
    }

    private init(
        budget: Stored<Budget>, period: ReportPeriod, available: Money, rollover: Money, actual: Money, committed: Money,
        measuredGoal: Money, prorated: Proration?, shareTenThousandths: Int, left: Money, leftPerDay: Money?,
        status: BudgetStatus, unconverted: Int
    ) {
        self.budget = budget
        self.period = period
        self.available = available
        self.rollover = rollover
        self.actual = actual
        self.committed = committed
        self.measuredGoal = measuredGoal
        self.prorated = prorated
        self.shareTenThousandths = shareTenThousandths
        self.left = left
        self.leftPerDay = leftPerDay
        self.status = status
        self.unconverted = unconverted
    }
}
