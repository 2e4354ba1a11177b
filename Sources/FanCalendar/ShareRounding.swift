/// Shares as a person reads them: in tenths of a percent, rounded once from the exact amounts so
/// that the shares of a whole add up to exactly 100.0 %. Rounding each share on its own (or
/// rounding an already rounded share again) shows 100.1 % or 99.9 % totals and 97.6 % for
/// 97.548 %.
public enum ShareRounding {
    /// The shares of `amounts` in their sum, in tenths of a percent (975 is 97.5 %), by the
    /// largest remainder method: each share is first rounded down, then the tenths still missing
    /// to 1000 go to the shares that lost most by it (ties: the earlier amount). Each result is
    /// within one tenth of the exact share, and they add up to 1000.
    /// - Returns: nil when the sum is not positive (there is no whole to take shares of).
    /// - Complexity: O(*n* log *n*).
    public static func tenthsOfPercent(_ amounts: [Int64]) -> [Int]? {
        let total = amounts.reduce(Int128(0)) { $0 + Int128($1) }
        guard total > 0 else { return nil }
        var shares: [Int] = []
        var remainders: [(index: Int, remainder: Int128)] = []
        for (index, amount) in amounts.enumerated() {
            let scaled = Int128(amount) * 1000
            // Floor division, also for a negative amount (a refund).
            var quotient = scaled / total
            if scaled % total != 0 && scaled < 0 { quotient -= 1 }
            shares.append(Int(quotient))
            remainders.append((index, scaled - quotient * total))
        }
        let missing = 1000 - shares.reduce(0, +)
        let winners = remainders.sorted { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
        for winner in winners.prefix(missing) { shares[winner.index] += 1 }
        return shares
    }
}
