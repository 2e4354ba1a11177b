/// Dividing an integer amount of minor units by weights, exactly.
public enum TripAllocation {
    /// Divides `total` in proportion to `weights` so the parts add up to `total` exactly: each
    /// part gets the whole units of its exact quotient, and the units left over go one each to the
    /// parts with the largest remainders, ties to the earlier part (member order). The same input
    /// gives the same parts on every machine and every run (¥100 among 3 is 34, 33, 33).
    /// - Parameters:
    ///   - total: minor units, not negative.
    ///   - weights: positive; their sum must not overflow.
    /// - Complexity: O(n log n) in the number of weights.
    public static func largestRemainder(_ total: Int64, weights: [Int64]) -> [Int64] {
        guard !weights.isEmpty else { return [] }
        let sum = weights.reduce(0, +)
        precondition(sum > 0 && total >= 0, "weights must be positive and the total not negative")
        var parts: [Int64] = []
        var remainders: [Int64] = []
        parts.reserveCapacity(weights.count)
        for weight in weights {
            // total × weight can exceed 64 bits (a trillion yen times a weight): divide the full
            // 128-bit product.
            let product = total.multipliedFullWidth(by: weight)
            let (quotient, remainder) = sum.dividingFullWidth(product)
            parts.append(quotient)
            remainders.append(remainder)
        }
        let left = total - parts.reduce(0, +)
        let order = weights.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(Int(left)) { parts[index] += 1 }
        return parts
    }
}
