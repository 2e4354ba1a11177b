/// A trip (遠征) shared by friends: who came, what each expense cost and who paid it, and the
/// transfers already made to settle up. Members are named; a name is a member's key inside the
/// trip (matched case-insensitively where a person types it, and then always spelled as the
/// trip spells it in expenses and transfers), and the order of `members` is the tie-break order
/// of every split and plan, so results never depend on anything but the trip itself.
package struct Trip: Sendable, Hashable {
    /// Identifies the trip across machines: a re-import of an exported trip updates it.
    package var uid: String
    package var name: String
    /// Everyone who ever took part, in the order they joined.
    package var members: [TripMember]
    /// The fan among the members (`--me`): only their share of each expense becomes spending.
    package var me: String?
    /// The currency of expenses and transfers that name none.
    package var currency: Currency
    /// Set on the fan's spending records.
    package var artist: String?
    /// As stored: a trip not yet saved has none (a trip file's come apart, see `TripFile`).
    package var expenses: [Stored<TripExpense>]
    /// In the order they were made: the plan is replayed in that order (see `TripSettlement`).
    package var transfers: [Stored<TripTransfer>]

    package init(
        uid: String, name: String, members: [TripMember], me: String? = nil,
        currency: Currency, artist: String? = nil, expenses: [Stored<TripExpense>] = [], transfers: [Stored<TripTransfer>] = []
    ) {
        self.uid = uid
        self.name = name
        self.members = members
        self.me = me
        self.currency = currency
        self.artist = artist
        self.expenses = expenses
        self.transfers = transfers
    }

    /// The members who have not left, in order: whom a split among everyone divides by.
    package var activeMembers: [String] { members.filter { !$0.hasLeft }.map(\.name) }

    /// The member called `name` (ignoring case), as the trip spells it.
    package func member(named name: String) -> String? {
        let key = TripMember.key(name)
        return members.first { TripMember.key($0.name) == key }?.name
    }

    /// The refusal of `name`, which is no member, naming the member it is likely a typo of.
    package func unknownMember(_ name: String) -> TripError {
        .unknownMember(name, suggestion: Suggestions.closest(to: name, among: members.map(\.name)))
    }

    /// Each member's place in `members` by name as the trip spells it.
    var positions: [String: Int] {
        Dictionary(members.enumerated().map { ($0.element.name, $0.offset) }) { first, _ in first }
    }

    /// A member's place in `members`: the tie-break order.
    package func position(of name: String) -> Int? {
        let key = TripMember.key(name)
        return members.firstIndex { TripMember.key($0.name) == key }
    }

    /// What the trip's expenses in `currency` add up to, leaving out the expense `except`; nil
    /// when that passes `Money.maximumMinorUnits`, beyond which balances could overflow.
    package func spent(in currency: Currency, except: String? = nil) -> Int64? {
        Trip.spent(expenses.map(\.value), in: currency, except: except)
    }

    /// What `expenses` in `currency` add up to, leaving out the expense `except`; nil when that
    /// passes `Money.maximumMinorUnits`.
    package static func spent(_ expenses: [TripExpense], in currency: Currency, except: String? = nil) -> Int64? {
        var sum: Int64 = 0
        for expense in expenses where expense.amount.currency == currency && expense.uid != except {
            sum += expense.amount.minorUnits
            if sum > Money.maximumMinorUnits { return nil }
        }
        return sum
    }

    /// The currencies the trip's money moved in: the trip's own first, then the others by code.
    package var currencies: [Currency] {
        let used = Set(expenses.map(\.amount.currency) + transfers.map(\.amount.currency))
        return [currency] + used.subtracting([currency]).sorted()
    }
}

/// One person on a trip.
package struct TripMember: Sendable, Hashable {
    package var name: String
    /// Left the trip: kept because past expenses name them, but no longer in splits among everyone.
    package var hasLeft: Bool

    package init(name: String, hasLeft: Bool = false) {
        self.name = name
        self.hasLeft = hasLeft
    }

    /// How names are compared: `aoi` is `AOI`.
    package static func key(_ name: String) -> String { name.lowercased() }

    /// Checks a new member's name: one line, not blank, and without `,` or `=`, which separate
    /// names and amounts in `--paid-by A=N,B=M`.
    /// - Returns: the name trimmed.
    package static func validName(_ text: String) throws(TripError) -> String {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty, !name.contains(","), !name.contains("="), name.utf8.count <= 200,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .badMemberName(text) }
        return name
    }
}

/// A member and a number: what they paid, their weight or exact part in a split, their share.
package struct TripPart: Sendable, Hashable {
    package var member: String
    package var value: Int64

    package init(_ member: String, _ value: Int64) {
        self.member = member
        self.value = value
    }
}

/// How an expense is divided.
package enum TripSplitKind: String, Sendable, CaseIterable {
    /// Equally among the listed members (`--for`, else everyone).
    case equal = "equal"
    /// By weights (`--shares A=2,B=1`).
    case shares = "shares"
    /// By exact amounts that add up to the expense (`--exact A=N,B=M`).
    case exact = "exact"
}

/// One expense: its total, who paid how much, and how it is split. `shares` is computed once,
/// when the expense is made or edited (`TripExpense.init`), and stored: it depends on nothing but
/// this expense, so no other expense's edit can move a yen of it.
package struct TripExpense: Sendable, Hashable {
    package var uid: String
    package var date: CivilDate
    package var title: String
    package var category: Category
    package var sub: String?
    package var amount: Money
    /// What the fan's card actually charged for it in another currency (`--charged`), exact.
    package var charged: Money?
    /// Who paid, in the expense's minor units; adds up to `amount`.
    package private(set) var payers: [TripPart]
    package private(set) var splitKind: TripSplitKind
    /// The split as given: a weight per member (1 each for `equal`) or an exact amount.
    package private(set) var split: [TripPart]
    /// Each member's share in minor units, in trip member order; adds up to `amount`.
    package private(set) var shares: [TripPart]
    /// The fan's spending record made from their share, once stored.
    package var recordID: Int64?

    /// The category of an expense given none: what its sub-category, else its title, names
    /// (`ticket` and `チケット` are live, `merch` and `グッズ` goods, `hotel` travel…), else
    /// travel: what a trip mostly costs is getting there and staying.
    package static func defaultCategory(title: String, sub: String?) -> Category {
        sub.flatMap(Category.init(name:)) ?? Category(name: title) ?? .travel
    }

    /// Makes an expense, checking every part against the trip's members and the total.
    /// - Parameters:
    ///   - payers: who paid; a nil amount means "the rest", divided equally among those without
    ///     one.
    ///   - split: weights (`equal`, `shares`) or exact amounts (`exact`) per member.
    ///   - members: the trip's members in order (the tie-break order of remainders).
    /// - Throws: `TripError` for an unknown or repeated member, a zero total, payers or exact
    ///   parts that do not add up.
    package init(
        uid: String, date: CivilDate, title: String, category: Category, sub: String? = nil,
        amount: Money, charged: Money? = nil, payers: [(member: String, amount: Int64?)], splitKind: TripSplitKind,
        split: [TripPart], members: [String]
    ) throws(TripError) {
        guard amount.minorUnits > 0 else { throw .zeroAmount }
        func canonical(_ name: String) throws(TripError) -> (name: String, position: Int) {
            let key = TripMember.key(name)
            guard let position = members.firstIndex(of: name) ?? members.firstIndex(where: { TripMember.key($0) == key }) else {
                throw .unknownMember(name, suggestion: Suggestions.closest(to: name, among: members))
            }
            return (members[position], position)
        }
        var seen: Set<Int> = []
        var given: [(name: String, position: Int, amount: Int64?)] = []
        for payer in payers {
            let (name, position) = try canonical(payer.member)
            guard seen.insert(position).inserted else { throw .repeatedMember(name) }
            given.append((name, position, payer.amount))
        }
        guard !given.isEmpty else { throw .noPayer }
        let named = given.compactMap(\.amount).reduce(0, +)
        let unnamed = given.filter { $0.amount == nil }
        let rest = amount.minorUnits - named
        if unnamed.isEmpty ? rest != 0 : rest < Int64(unnamed.count) {
            throw .paidByMismatch(total: amount, paid: Money(minorUnits: named, currency: amount.currency))
        }
        let restParts = Rounding.largestRemainder(rest, weights: unnamed.map { _ in 1 })
        var restIterator = restParts.makeIterator()
        let resolved = given.map { payer in (payer.position, TripPart(payer.name, payer.amount ?? restIterator.next()!)) }
        if let nothing = resolved.first(where: { $0.1.value <= 0 }) { throw .nothingPaid(nothing.1.member) }

        seen = []
        var parts: [(position: Int, part: TripPart)] = []
        for part in split {
            let (name, position) = try canonical(part.member)
            guard seen.insert(position).inserted else { throw .repeatedMember(name) }
            guard splitKind == .exact ? part.value >= 0 : part.value > 0 else { throw .badWeight(name) }
            parts.append((position, TripPart(name, part.value)))
        }
        guard !parts.isEmpty else { throw .noOneToSplitAmong }
        parts.sort { $0.position < $1.position }
        let computed: [Int64]
        switch splitKind {
        case .equal, .shares:
            computed = Rounding.largestRemainder(amount.minorUnits, weights: parts.map(\.part.value))
        case .exact:
            let sum = parts.reduce(Int64(0)) { $0 + $1.part.value }
            guard sum == amount.minorUnits else {
                throw .exactMismatch(total: amount, sum: Money(minorUnits: sum, currency: amount.currency))
            }
            computed = parts.map(\.part.value)
        }

        self.uid = uid
        self.date = date
        self.title = title
        self.category = category
        self.sub = sub
        self.amount = amount
        self.charged = charged
        self.payers = resolved.sorted { $0.0 < $1.0 }.map(\.1)
        self.splitKind = splitKind
        self.split = parts.map(\.part)
        self.shares = zip(parts, computed).map { TripPart($0.part.member, $1) }
    }

    /// Restores an expense exactly as stored (or imported), shares included, without computing
    /// anything again; `isConsistent` says whether it still adds up.
    package init(
        restoring uid: String, date: CivilDate, title: String, category: Category, sub: String?,
        amount: Money, charged: Money?, payers: [TripPart], splitKind: TripSplitKind, split: [TripPart],
        shares: [TripPart], recordID: Int64?
    ) {
        self.uid = uid
        self.date = date
        self.title = title
        self.category = category
        self.sub = sub
        self.amount = amount
        self.charged = charged
        self.payers = payers
        self.splitKind = splitKind
        self.split = split
        self.shares = shares
        self.recordID = recordID
    }

    /// Payers and shares each add up to the amount, no part is negative, and nothing is beyond
    /// `Money.maximumMinorUnits` (a file read from elsewhere may say anything).
    package var isConsistent: Bool {
        func total(_ parts: [TripPart]) -> Int64? {
            var sum: Int64 = 0
            for part in parts {
                guard (0...Money.maximumMinorUnits).contains(part.value) else { return nil }
                let (next, overflow) = sum.addingReportingOverflow(part.value)
                if overflow { return nil }
                sum = next
            }
            return sum
        }
        return (1...Money.maximumMinorUnits).contains(amount.minorUnits) && !payers.isEmpty && !shares.isEmpty
            && payers.allSatisfy { $0.value > 0 } && total(payers) == amount.minorUnits && total(shares) == amount.minorUnits
    }

    /// A member's share (0 when the expense is not split with them).
    package func share(of member: String) -> Int64 {
        let key = TripMember.key(member)
        return shares.first { TripMember.key($0.member) == key }?.value ?? 0
    }

    /// Whether the expense names the member as a payer or in its split.
    package func involves(_ member: String) -> Bool {
        let key = TripMember.key(member)
        return (payers + split).contains { TripMember.key($0.member) == key }
    }
}

/// Money one member handed another to settle up (`trip paid`).
package struct TripTransfer: Sendable, Hashable {
    package var uid: String
    package var date: CivilDate
    package var from: String
    package var to: String
    package var amount: Money

    package init(uid: String, date: CivilDate, from: String, to: String, amount: Money) {
        self.uid = uid
        self.date = date
        self.from = from
        self.to = to
        self.amount = amount
    }
}
