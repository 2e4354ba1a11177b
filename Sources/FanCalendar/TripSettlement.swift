/// Who pays whom to settle a trip: the fewest transfers that bring every balance to zero, in
/// each currency, and a plan that only shrinks as transfers are made.
///
/// **Fewest.** n members with a balance need n − g transfers, where g is the largest number of
/// disjoint groups whose balances each add up to zero (a group of k settles in k − 1 transfers,
/// and no plan does better). g comes from a search over subsets: `dp[S]`, the most zero-sum
/// groups the members of S can be split into, is the best `dp[S − {i}]` plus one when S itself
/// sums to zero. That is n·2ⁿ steps: exact up to `exactLimit` members with a balance; beyond, a
/// greedy plan (the largest debtor pays the largest creditor) that may need a transfer or two
/// more, and `isFewest` says so.
///
/// **Stable.** Transfers already made are replayed in order against the plan for the expenses: a
/// transfer that follows a line of the plan (same payer and payee) shrinks that one line and
/// leaves the others alone (paid beyond it, as a rounded amount is, the line turns into the
/// small difference the other way); only a transfer off the plan makes the rest be planned
/// again, from the balances as they are then. So paying a line never reshuffles the others.
package struct TripSettlement: Sendable, Hashable {
    /// One payment of the plan.
    package struct Transfer: Sendable, Hashable {
        package var from: String
        package var to: String
        /// What to pay: `exact` rounded to the unit.
        package var amount: Money
        /// What settles the balances to the minor unit.
        package var exact: Money
    }

    /// What a member gives up (positive) or gains (negative) when transfers are rounded.
    package struct Absorbed: Sendable, Hashable {
        package var member: String
        package var amount: Money

        package init(member: String, amount: Money) {
            self.member = member
            self.amount = amount
        }
    }

    /// Members with a balance above this many get the greedy plan.
    package static let exactLimit = 20

    /// Every member in every currency, after the transfers made so far.
    package let balances: [TripBalance]
    /// The transfers still to make, currency by currency (the trip's own first).
    package let transfers: [Transfer]
    /// False when some currency had more than `exactLimit` members with a balance.
    package let isFewest: Bool
    /// The rounding unit in minor units (1, 10 or 100).
    package let unit: Int64
    /// Who absorbs what rounding changed; empty when nothing was rounded.
    package let absorbed: [Absorbed]

    /// Plans the settlement of `trip` as it stands.
    /// - Parameter unit: 1, 10 or 100: each transfer is rounded (half up,
    ///   `Rounding.halfAwayFromZero`) to a multiple of it in minor units (¥100 as Walica
    ///   settles); one that rounds to nothing is dropped.
    /// - Throws: `TripError.badRounding` for another unit.
    package init(trip: Trip, unit: Int64 = 1) throws(TripError) {
        guard [1, 10, 100].contains(unit) else { throw .badRounding(unit) }
        let balances = trip.balances()
        let names = trip.members.map(\.name)
        let index = trip.positions
        var transfers: [Transfer] = []
        var absorbed = Array(repeating: [Currency: Int64](), count: names.count)
        var isFewest = true
        for currency in trip.currencies {
            var base = Array(repeating: Int64(0), count: names.count)
            for expense in trip.expenses where expense.amount.currency == currency {
                for payer in expense.payers { base[index[payer.member]!] += payer.value }
                for share in expense.shares { base[index[share.member]!] -= share.value }
            }
            var plan = TripSettlement.fewestTransfers(base)
            isFewest = isFewest && plan.isFewest
            var current = base
            for made in trip.transfers where made.amount.currency == currency {
                let from = index[made.from]!
                let to = index[made.to]!
                let amount = made.amount.minorUnits
                current[from] += amount
                current[to] -= amount
                if let line = plan.lines.firstIndex(where: { $0.from == from && $0.to == to }) {
                    let planned = plan.lines[line].amount
                    if amount < planned {
                        plan.lines[line].amount -= amount
                    } else {
                        plan.lines.remove(at: line)
                        // Paid more than the line (its amount rounded up, as `--round` said):
                        // the payee owes the payer the difference.
                        if amount > planned { plan.lines.append(Line(from: to, to: from, amount: amount - planned)) }
                    }
                } else {
                    plan = TripSettlement.fewestTransfers(current)
                    isFewest = isFewest && plan.isFewest
                }
            }
            for line in plan.lines {
                let rounded = Rounding.halfAwayFromZero.multiple(line.amount, of: unit)
                let difference = rounded - line.amount
                if difference != 0 {
                    absorbed[line.from][currency, default: 0] += difference
                    absorbed[line.to][currency, default: 0] -= difference
                }
                guard rounded > 0 else { continue }
                transfers.append(
                    Transfer(
                        from: names[line.from], to: names[line.to], amount: Money(minorUnits: rounded, currency: currency),
                        exact: Money(minorUnits: line.amount, currency: currency)))
            }
        }
        self.balances = balances
        self.transfers = transfers
        self.isFewest = isFewest
        self.unit = unit
        self.absorbed = trip.currencies.flatMap { currency in
            names.indices.compactMap { member in
                absorbed[member][currency].flatMap { $0 == 0 ? nil : Absorbed(member: names[member], amount: Money(minorUnits: $0, currency: currency)) }
            }
        }
    }

    /// One line of a plan over member indices.
    package struct Line: Sendable, Hashable {
        package var from: Int
        package var to: Int
        package var amount: Int64
    }

    /// The fewest transfers that bring `balances` (adding up to zero) to zero, by member index;
    /// ties are broken by member order, so the same balances always give the same plan.
    /// - Returns: the lines, and whether the plan is proven fewest (false beyond `exactLimit`).
    package static func fewestTransfers(_ balances: [Int64]) -> (lines: [Line], isFewest: Bool) {
        let owing = balances.indices.filter { balances[$0] != 0 }
        guard owing.count <= exactLimit else { return (settle(owing, balances), false) }
        var lines: [Line] = []
        for group in zeroSumGroups(owing.map { balances[$0] }) {
            lines += settle(group.map { owing[$0] }, balances)
        }
        return (lines, true)
    }

    /// The members of `values` (none zero, adding up to zero) split into the largest number of
    /// groups that each add up to zero, by position in `values`.
    static func zeroSumGroups(_ values: [Int64]) -> [[Int]] {
        let count = values.count
        guard count > 0 else { return [] }
        let full = (1 << count) - 1
        var sums = [Int64](repeating: 0, count: full + 1)
        var groups = [UInt8](repeating: 0, count: full + 1)
        // Up to 2²⁰ × 20 steps: through raw buffers, without a bounds check per step.
        sums.withUnsafeMutableBufferPointer { sums in
            groups.withUnsafeMutableBufferPointer { groups in
                for mask in 1...full {
                    let lowest = mask & -mask
                    sums[mask] = sums[mask ^ lowest] &+ values[lowest.trailingZeroBitCount]
                    var best: UInt8 = 0
                    var rest = mask
                    while rest != 0 {
                        let bit = rest & -rest
                        let candidate = groups[mask ^ bit]
                        if candidate > best { best = candidate }
                        rest ^= bit
                    }
                    groups[mask] = sums[mask] == 0 ? best + 1 : best
                }
            }
        }
        // Walk back from the full set, removing a member that keeps the count, to an order of
        // the members whose zero-sum prefixes end the groups.
        var order: [Int] = []
        var mask = full
        while mask != 0 {
            let need = groups[mask] - (sums[mask] == 0 ? 1 : 0)
            var member = 0
            while mask & (1 << member) == 0 || groups[mask ^ (1 << member)] != need { member += 1 }
            order.append(member)
            mask ^= 1 << member
        }
        var result: [[Int]] = []
        var group: [Int] = []
        var sum: Int64 = 0
        for member in order.reversed() {
            group.append(member)
            sum += values[member]
            if sum == 0 {
                result.append(group.sorted())
                group = []
            }
        }
        return result.sorted { $0[0] < $1[0] }
    }

    /// Settles the members `group` (whose balances add up to zero) greedily: the largest debtor
    /// pays the largest creditor, ties to the earlier member; at most one line fewer than the
    /// group has members.
    static func settle(_ group: [Int], _ balances: [Int64]) -> [Line] {
        var left = Dictionary(uniqueKeysWithValues: group.map { ($0, balances[$0]) })
        var lines: [Line] = []
        while true {
            guard let creditor = group.filter({ left[$0]! > 0 }).max(by: { left[$0]! != left[$1]! ? left[$0]! < left[$1]! : $0 > $1 }),
                let debtor = group.filter({ left[$0]! < 0 }).min(by: { left[$0]! != left[$1]! ? left[$0]! < left[$1]! : $0 < $1 })
            else { return lines }
            let amount = min(left[creditor]!, -left[debtor]!)
            lines.append(Line(from: debtor, to: creditor, amount: amount))
            left[creditor]! -= amount
            left[debtor]! += amount
        }
    }
}
