/// Turns a trip's amounts into one currency for `trip settle --convert`. The settlement takes any
/// converter: `ChargedAmountConverter` works from what the trip itself knows; a converter backed
/// by the rates table (the currency issue, `fancal rate`) plugs in here without touching the
/// settlement.
package protocol TripCurrencyConverter: Sendable {
    /// `amount`, spent or sent on `date`, in `target`.
    /// - Parameter charged: what the card actually charged for it, when known: exact, so it wins
    ///   over any rate.
    /// - Returns: nil when this converter cannot say.
    func convert(_ amount: Money, charged: Money?, on date: CivilDate, to target: Currency) -> Money?
}

/// Converts with nothing but the trip's own figures: an amount already in the target currency
/// stays, and a foreign expense counts at what the card charged (`--charged`) in the target.
package struct ChargedAmountConverter: TripCurrencyConverter {
    package init() {}

    package func convert(_ amount: Money, charged: Money?, on date: CivilDate, to target: Currency) -> Money? {
        if amount.currency == target { return amount }
        if let charged, charged.currency == target { return charged }
        return nil
    }
}

/// Converts as every report does (`Conversion.convert`): what the card charged in the target
/// currency, else the rates table's rate for the day, rounded once, halves to even.
package struct RateTableConverter: TripCurrencyConverter {
    let rates: RateTable

    package init(rates: RateTable) { self.rates = rates }

    package func convert(_ amount: Money, charged: Money?, on date: CivilDate, to target: Currency) -> Money? {
        Conversion.convert(amount, charged: charged, on: date, to: target, rates: rates)?.amount
    }
}

extension Trip {
    /// The trip with every expense and transfer in `target`. A converted expense keeps its
    /// payers' and members' proportions: its payers and shares are the converted total divided by
    /// the original parts (largest remainder, as any split), so each still adds up exactly.
    /// - Throws: `TripError.cannotConvert` for the first amount the converter cannot convert.
    package func converted(to target: Currency, using converter: some TripCurrencyConverter) throws(TripError) -> Trip {
        var trip = self
        trip.currency = target
        trip.expenses = try expenses.map { (expense) throws(TripError) -> Stored<TripExpense> in
            if expense.amount.currency == target { return expense }
            guard let total = converter.convert(expense.amount, charged: expense.charged, on: expense.date, to: target),
                total.currency == target, total.minorUnits > 0
            else { throw .cannotConvert(title: expense.title, amount: expense.amount, to: target) }
            func reallocate(_ parts: [TripPart]) -> [TripPart] {
                zip(parts, Rounding.largestRemainder(total.minorUnits, weights: parts.map(\.value))).map {
                    TripPart($0.member, $1)
                }
            }
            let shares = reallocate(expense.shares)
            return Stored(
                id: expense.id,
                TripExpense(
                    restoring: expense.uid, date: expense.date, title: expense.title,
                    category: expense.category, sub: expense.sub, amount: total, charged: nil,
                    payers: reallocate(expense.payers), splitKind: .exact, split: shares, shares: shares,
                    recordID: expense.recordID))
        }
        trip.transfers = try transfers.map { (transfer) throws(TripError) -> Stored<TripTransfer> in
            guard let amount = converter.convert(transfer.amount, charged: nil, on: transfer.date, to: target),
                amount.currency == target
            else { throw .cannotConvert(title: "\(transfer.from) → \(transfer.to)", amount: transfer.amount, to: target) }
            var converted = transfer
            converted.amount = amount
            return converted
        }
        return trip
    }
}
