extension Money {
    /// The records' amounts summed per currency, by currency code: amounts in different
    /// currencies are never added. A store never lets a currency's amounts add up to more than
    /// ``RecordLimits/maximumTotal``; one written by an older fancal may, and still lists: its
    /// total stops at that maximum.
    package static func totals(of records: [Record]) -> [Money] {
        var sums: [Currency: Int64] = [:]
        for record in records {
            let sum = sums[record.amount.currency, default: 0]
            sums[record.amount.currency] = min(sum, RecordLimits.maximumTotal - record.amount.minorUnits)
                + record.amount.minorUnits
        }
        return sums.keys.sorted().map { Money(minorUnits: sums[$0]!, currency: $0) }
    }
}
