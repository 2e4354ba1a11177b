/// Why a trip, an expense, a transfer or a plan was refused. The app layer words each case in
/// every language (`TripText`); nothing is written when one is thrown.
package enum TripError: Error, Sendable, Equatable {
    /// A trip needs at least one member.
    case noMembers
    /// A member's name is blank, too long, or holds `,` or `=`.
    case badMemberName(String)
    /// The same name twice (ignoring case) among the members.
    case duplicateMember(String)
    /// A name that is not one of the trip's members, with the member it is likely a typo of.
    case unknownMember(String, suggestion: String? = nil)
    /// The same member twice in one `--paid-by`, `--for`, `--shares` or `--exact`.
    case repeatedMember(String)
    /// An expense of nothing.
    case zeroAmount
    /// `--paid-by` named nobody.
    case noPayer
    /// A payer whose part is zero.
    case nothingPaid(String)
    /// What the payers paid does not add up to the expense.
    case paidByMismatch(total: Money, paid: Money)
    /// `--exact` parts that do not add up to the expense.
    case exactMismatch(total: Money, sum: Money)
    /// A weight of zero or less in `--shares`, or a negative exact part.
    case badWeight(String)
    /// A split among nobody.
    case noOneToSplitAmong
    /// A member cannot leave while they owe or are owed money.
    case memberHasBalance(String, Money)
    /// A transfer from a member to themselves.
    case transferToSelf(String)
    /// A transfer larger than what `from` owes or `to` is owed in that currency.
    case transferTooLarge(from: String, to: String, amount: Money, owed: Money)
    /// `--convert` met an amount it has no rate or charged amount for.
    case cannotConvert(title: String, amount: Money, to: Currency)
    /// `--round` accepts 1, 10 or 100.
    case badRounding(Int64)
}
