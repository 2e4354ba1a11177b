/// How fancal rounds an exact quotient to a whole number of units: the one place that decides a
/// half, and the one way a whole is divided into parts that add up.
///
/// Two tie rules, on purpose:
/// - ``halfEven`` for money that is converted or prorated (a record's amount in the home
///   currency, a budget's goal to date and share): those amounts are summed again, over
///   thousands of records, and halves to even add no drift to a sum.
/// - ``halfAwayFromZero`` for a figure rounded once to be read (a summary's share, average and
///   change, a trip transfer rounded to ¥10 or ¥100): the rule a person uses by hand, and the
///   one reports.md and trips.md document; nothing sums these again.
///
/// Both rules are symmetric (−2.5 rounds as 2.5 does, with the sign), so a negative quotient
/// rounds its magnitude.
package enum Rounding: Sendable, CaseIterable {
    /// Halves go to the even neighbour (2.5 → 2, 3.5 → 4, −2.5 → −2).
    case halfEven
    /// Halves go away from zero (2.5 → 3, −2.5 → −3); for amounts not below zero, half up.
    case halfAwayFromZero

    /// `numerator / denominator` rounded to an integer by this rule.
    /// - Parameter denominator: not zero.
    package func quotient(_ numerator: Int128, _ denominator: Int128) -> Int128 {
        precondition(denominator != 0, "division by zero")
        let (quotient, remainder) = numerator.magnitude.quotientAndRemainder(dividingBy: denominator.magnitude)
        let magnitude = roundsUp(quotient: quotient, remainder: remainder, divisor: denominator.magnitude)
            ? quotient + 1 : quotient
        return (numerator < 0) != (denominator < 0) ? -Int128(magnitude) : Int128(magnitude)
    }

    /// `value` rounded by this rule to a multiple of `unit` (above zero).
    package func multiple(_ value: Int64, of unit: Int64) -> Int64 {
        Int64(quotient(Int128(value), Int128(unit))) * unit
    }

    /// Whether a quotient `quotient` (not negative) that left `remainder` of `divisor`
    /// (`0 ≤ remainder < divisor`) rounds up to `quotient + 1`: the tie decided by this rule.
    /// Generic so that 256-bit products (``ExactDecimal/applied(to:shift:)``) round by it too.
    package func roundsUp<T: FixedWidthInteger & UnsignedInteger>(quotient: T, remainder: T, divisor: T) -> Bool {
        let rest = divisor - remainder
        guard remainder == rest else { return remainder > rest }
        switch self {
        case .halfEven: return quotient & 1 == 1
        case .halfAwayFromZero: return true
        }
    }
}

extension Rounding {
    /// Divides `total` units in proportion to `weights` so that the parts add up to `total`
    /// exactly, by the largest remainder method: each part first gets the floor of its exact
    /// quotient (also for a negative weight, a refund), then the units still missing go one
    /// each to the parts with the largest remainders, ties to the earlier part. The same input
    /// gives the same parts on every machine and every run (100 among three equal weights is
    /// 34, 33, 33). Each part is within one unit of its exact share.
    /// - Parameters:
    ///   - total: the units to divide.
    ///   - weights: their sum must be above zero (an empty list gives no parts).
    /// - Complexity: O(*n* log *n*) in the number of weights.
    package static func largestRemainder(_ total: Int64, weights: [Int64]) -> [Int64] {
        guard !weights.isEmpty else { return [] }
        let sum = weights.reduce(Int128(0)) { $0 + Int128($1) }
        precondition(sum > 0, "the weights must add up to more than zero")
        var parts: [Int64] = []
        var remainders: [Int128] = []
        parts.reserveCapacity(weights.count)
        remainders.reserveCapacity(weights.count)
        for weight in weights {
            // total × weight can exceed 64 bits (a trillion yen times a weight).
            let scaled = Int128(total) * Int128(weight)
            var quotient = scaled / sum
            if scaled % sum != 0 && scaled < 0 { quotient -= 1 }
            parts.append(Int64(quotient))
            remainders.append(scaled - quotient * sum)
        }
        let missing = Int(Int128(total) - parts.reduce(Int128(0)) { $0 + Int128($1) })
        let order = weights.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(missing) { parts[index] += 1 }
        return parts
    }

    /// Shares as a person reads them: the shares of `amounts` in their sum, in tenths of a
    /// percent (975 is 97.5 %), divided by ``largestRemainder(_:weights:)`` so that they add up
    /// to exactly 1000. Rounding each share on its own (or an already rounded share again)
    /// shows 100.1 % or 99.9 % totals and 97.6 % for 97.548 %.
    /// - Returns: nil when the sum is not above zero (there is no whole to take shares of).
    package static func tenthsOfPercent(_ amounts: [Int64]) -> [Int]? {
        guard amounts.reduce(Int128(0), { $0 + Int128($1) }) > 0 else { return nil }
        return largestRemainder(1000, weights: amounts).map { Int($0) }
    }
}
