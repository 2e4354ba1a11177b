/// Where one member stands in one currency: what they paid, their share of what was spent, and
/// the transfers they made and received. Positive `balance`: the others owe them.
package struct TripBalance: Sendable, Hashable {
    package var member: String
    package var currency: Currency
    package var paid: Int64
    package var share: Int64
    package var sent: Int64
    package var received: Int64

    package init(member: String, currency: Currency, paid: Int64 = 0, share: Int64 = 0, sent: Int64 = 0, received: Int64 = 0) {
        self.member = member
        self.currency = currency
        self.paid = paid
        self.share = share
        self.sent = sent
        self.received = received
    }

    /// Paid minus share, plus what they sent, minus what they received.
    package var balance: Int64 { paid - share + sent - received }
}

extension Trip {
    /// Every member's balance in every currency of the trip (the trip's own first), in member
    /// order. In each currency the balances add up to zero: every expense's payers and shares
    /// each add up to its amount, and a transfer adds to one balance what it takes from another.
    package func balances() -> [TripBalance] {
        var result: [TripBalance] = []
        let index = positions
        for currency in currencies {
            var rows = members.map { TripBalance(member: $0.name, currency: currency) }
            for expense in expenses where expense.amount.currency == currency {
                for payer in expense.payers { rows[index[payer.member]!].paid += payer.value }
                for share in expense.shares { rows[index[share.member]!].share += share.value }
            }
            for transfer in transfers where transfer.amount.currency == currency {
                rows[index[transfer.from]!].sent += transfer.amount.minorUnits
                rows[index[transfer.to]!].received += transfer.amount.minorUnits
            }
            result += rows
        }
        return result
    }

    /// A member's balance in a currency.
    package func balance(of member: String, in currency: Currency) -> Int64 {
        let key = TripMember.key(member)
        return balances().first { TripMember.key($0.member) == key && $0.currency == currency }?.balance ?? 0
    }
}
