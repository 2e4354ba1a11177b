import FanCalendar
import FanCalendarStore

/// One entry of a list option as typed: `A=5000` in `--paid-by`, `A=2` in `--shares`, `A` in
/// `--for`. The value is read in the expense's currency once the trip is known.
package struct TripEntry: Sendable, Equatable {
    package var member: String
    package var value: String?

    package init(_ member: String, _ value: String? = nil) {
        self.member = member
        self.value = value
    }
}

/// What `trip add` and `trip edit` set on an expense, as typed; nil leaves a field as it is
/// (`trip add` needs a title and an amount).
package struct TripExpenseInput: Sendable {
    package var title: String?
    package var amountText: String?
    package var date: CivilDate?
    package var category: Category?
    /// "" clears it.
    package var sub: String?
    package var currency: Currency?
    package var chargedText: String?
    package var paidBy: [TripEntry]?
    package var split: (kind: TripSplitKind, entries: [TripEntry])?
    /// The language the amounts were typed in: its marks read them (`89,90` in German).
    package var language: Language = .en

    package init() {}

    package var isEmpty: Bool {
        title == nil && amountText == nil && date == nil && category == nil && sub == nil && currency == nil
            && chargedText == nil && paidBy == nil && split == nil
    }
}

/// What `trip import` did.
package struct TripImportReport: Sendable, Equatable {
    package var trip: String
    package var isNew: Bool
    package var membersAdded: Int
    package var expensesAdded: Int
    package var expensesUpdated: Int
    package var expensesUnchanged: Int
    package var transfersAdded: Int

    package init(
        trip: String, isNew: Bool, membersAdded: Int, expensesAdded: Int, expensesUpdated: Int, expensesUnchanged: Int,
        transfersAdded: Int
    ) {
        self.trip = trip
        self.isNew = isNew
        self.membersAdded = membersAdded
        self.expensesAdded = expensesAdded
        self.expensesUpdated = expensesUpdated
        self.expensesUnchanged = expensesUnchanged
        self.transfersAdded = transfersAdded
    }
}

/// The trip commands' work. Each refuses bad input before writing, changes the store in one
/// transaction, and keeps the fan's spending records in step with their shares: one record per
/// expense the fan has a share in (date, the expense's category and sub, the trip's artist),
/// updated and removed with it, so `summary` counts a shared hotel once, at the fan's share.
package enum TripUseCases {
    /// Makes a trip.
    /// - Parameter store: opened only once every value has been checked.
    package static func create(
        name: String, members names: [String], me: String?, currency: Currency, artist: String?, now: Int64,
        store: () throws -> StoreWriter
    ) throws -> Stored<Trip> {
        var members: [TripMember] = []
        for text in names {
            let name = try check { () throws(TripError) in try TripMember.validName(text) }
            guard !members.contains(where: { TripMember.key($0.name) == TripMember.key(name) }) else {
                throw AppError.invalidInput(TripText.error(.duplicateMember(name)))
            }
            members.append(TripMember(name: name))
        }
        guard !members.isEmpty else { throw AppError.invalidInput(TripText.error(.noMembers)) }
        var trip = Trip(uid: newUID(), name: name, members: members, currency: currency, artist: artist)
        if let me {
            guard let known = trip.member(named: me) else { throw AppError.invalidInput(TripText.error(trip.unknownMember(me))) }
            trip.me = known
        }
        let store = try store()
        return try store.recordingChange(.trip, subject: "new \(name)", now: now) {
            guard try store.tripID(named: name) == nil else { throw AppError.invalidInput(TripText.tripExists(name)) }
            let id = try store.insertTrip(trip, now: now)
            return try store.trip(id: id)!
        }
    }

    /// Every trip, in the order made.
    package static func list(store: RecordStore) throws -> [Stored<Trip>] { try store.trips() }

    /// The trip named (or numbered) `name`.
    package static func show(trip name: String, store: RecordStore) throws -> Stored<Trip> {
        try load(name, store)
    }

    /// Adds an expense to a trip.
    /// - Parameter today: the expense's date when the input gives none.
    /// - Returns: the trip after the change, and the expense as stored.
    package static func addExpense(
        trip name: String, _ input: TripExpenseInput, today: CivilDate, now: Int64, store: StoreWriter
    ) throws -> (trip: Stored<Trip>, expense: Stored<TripExpense>) {
        try store.recordingChange(.trip, subject: "add \(name)", now: now) {
            let trip = try load(name, store)
            guard let title = input.title, let amountText = input.amountText, let paidBy = input.paidBy else {
                preconditionFailure("trip add needs a title, an amount and --paid-by; the command line requires them")
            }
            let currency = input.currency ?? trip.currency
            let amount = try money(amountText, currency, input.language, option: "AMOUNT")
            let split = input.split ?? (.equal, trip.activeMembers.map { TripEntry($0) })
            let sub = input.sub.flatMap { $0.isEmpty ? nil : $0 }
            let expense = try makeExpense(
                trip, uid: newUID(), date: input.date ?? today, title: title,
                category: input.category ?? TripExpense.defaultCategory(title: title, sub: sub), sub: sub, amount: amount,
                charged: try charged(input.chargedText, expenseCurrency: currency, trip: trip, input.language),
                payers: paidBy, split: split, input.language)
            try checkTotal(trip, expense, amountText)
            let id = try store.insertExpense(expense, tripID: trip.id)
            let saved = try syncRecords(trip.id, store: store, now: now)
            return (saved, saved.expenses.first { $0.id == id }!)
        }
    }

    /// Changes the given fields of one expense; the others keep their values, and no other
    /// expense changes at all. Without new payers, a single payer pays the new amount; without a
    /// new split, the same members and weights share it.
    package static func editExpense(
        trip name: String, id: Int64, _ input: TripExpenseInput, now: Int64, store: StoreWriter
    ) throws -> (trip: Stored<Trip>, expense: Stored<TripExpense>) {
        guard !input.isEmpty else { throw AppError.invalidInput(TripText.nothingToChange) }
        return try store.recordingChange(.trip, subject: "edit \(name) \(id)", now: now) {
            let trip = try load(name, store)
            guard let old = trip.expenses.first(where: { $0.id == id }) else {
                throw AppError.failure(TripText.noSuchExpense(id, trip: trip.name))
            }
            let currency = input.currency ?? old.amount.currency
            let amountChanged = input.amountText != nil || currency != old.amount.currency
            let amountText = input.amountText ?? old.amount.decimalString(in: input.language)
            let amount = try money(amountText, currency, input.language, option: "--amount")
            let payers: [TripEntry] =
                input.paidBy
                ?? (amountChanged && old.payers.count == 1
                    ? [TripEntry(old.payers[0].member)]
                    : old.payers.map {
                        TripEntry($0.member, Money(minorUnits: $0.value, currency: currency).decimalString(in: input.language))
                    })
            let split =
                input.split
                ?? (old.splitKind, old.split.map { part in
                    TripEntry(
                        part.member,
                        old.splitKind == .exact
                            ? Money(minorUnits: part.value, currency: currency).decimalString(in: input.language) : String(part.value))
                })
            let chargedText =
                input.chargedText ?? (currency == old.amount.currency ? old.charged?.decimalString(in: input.language) : nil)
            var expense = try makeExpense(
                trip, uid: old.uid, date: input.date ?? old.date, title: input.title ?? old.title,
                category: input.category ?? old.category, sub: input.sub.map { $0.isEmpty ? nil : $0 } ?? old.sub,
                amount: amount, charged: try charged(chargedText, expenseCurrency: currency, trip: trip, input.language),
                payers: payers, split: split, input.language)
            expense.recordID = old.recordID
            try checkTotal(trip, expense, amountText)
            try store.updateExpense(Stored(id: id, expense), tripID: trip.id)
            let saved = try syncRecords(trip.id, store: store, now: now)
            return (saved, saved.expenses.first { $0.id == id }!)
        }
    }

    /// Removes expenses and transfers of a trip, all or none; given neither, removes the whole
    /// trip. The fan's records made from removed expenses go with them.
    /// - Returns: the trip after the change; nil when the whole trip was removed.
    package static func remove(
        trip name: String, expenses: [Int64], transfers: [Int64], now: Int64, store: StoreWriter
    ) throws -> Stored<Trip>? {
        try store.recordingChange(.trip, subject: "rm \(name)", now: now) {
            let trip = try load(name, store)
            if expenses.isEmpty && transfers.isEmpty {
                for id in trip.expenses.compactMap(\.recordID) { try store.deleteShareRecord(id: id) }
                try store.deleteTrip(id: trip.id)
                return nil
            }
            for id in expenses {
                guard let expense = trip.expenses.first(where: { $0.id == id }) else {
                    throw AppError.failure(TripText.noSuchExpense(id, trip: trip.name))
                }
                if let record = expense.recordID { try store.deleteShareRecord(id: record) }
                try store.deleteExpense(id: id)
            }
            for id in transfers {
                guard trip.transfers.contains(where: { $0.id == id }) else {
                    throw AppError.failure(TripText.noSuchTransfer(id, trip: trip.name))
                }
                try store.deleteTransfer(id: id)
            }
            return try store.trip(id: trip.id)
        }
    }

    /// Adds members, lets members leave (only with no balance left: one who is in past expenses
    /// stays on them, marked as left), and names the fan (`--me`), whose shares then become
    /// records.
    package static func members(
        trip name: String, add: [String], remove: [String], me: String?, now: Int64, store: StoreWriter
    ) throws -> Stored<Trip> {
        try store.recordingChange(.trip, subject: "members \(name)", now: now) {
            var trip = try load(name, store)
            for text in add {
                let name = try check { () throws(TripError) in try TripMember.validName(text) }
                if let position = trip.value.position(of: name) {
                    guard trip.members[position].hasLeft else { throw AppError.invalidInput(TripText.error(.duplicateMember(name))) }
                    trip.members[position].hasLeft = false
                } else {
                    trip.members.append(TripMember(name: name))
                }
            }
            if let me {
                guard let known = trip.value.member(named: me) else {
                    throw AppError.invalidInput(TripText.error(trip.value.unknownMember(me)))
                }
                trip.me = known
            }
            try store.saveMembers(trip, now: now)
            for text in remove {
                guard let position = trip.value.position(of: text) else {
                    throw AppError.invalidInput(TripText.error(trip.value.unknownMember(text)))
                }
                let member = trip.members[position].name
                for currency in trip.currencies {
                    let balance = trip.value.balance(of: member, in: currency)
                    if balance != 0 {
                        throw AppError.invalidInput(
                            TripText.error(.memberHasBalance(member, Money(minorUnits: balance, currency: currency))))
                    }
                }
                let involved = trip.expenses.contains { $0.value.involves(member) }
                    || trip.transfers.contains { TripMember.key($0.from) == TripMember.key(member) || TripMember.key($0.to) == TripMember.key(member) }
                if involved {
                    trip.members[position].hasLeft = true
                    try store.saveMembers(trip, now: now)
                } else {
                    try store.deleteMember(tripID: trip.id, name: member)
                    trip.members.remove(at: position)
                    if trip.me.map(TripMember.key) == TripMember.key(member) { trip.me = nil }
                }
            }
            return try syncRecords(trip.id, store: store, now: now)
        }
    }

    /// The plan that settles the trip: fewest transfers, rounded to `unit`, per currency or
    /// all in `convert`, each foreign amount counted at what the card charged, else at the rates
    /// table's rate for its day (`fancal rate`), as every report converts.
    package static func settle(
        trip name: String, unit: Int64, convert: Currency?, store: RecordStore
    ) throws -> (trip: Stored<Trip>, settlement: TripSettlement) {
        var trip = try load(name, store)
        if let convert {
            let currencies = Set(trip.expenses.map(\.amount.currency) + trip.transfers.map(\.amount.currency))
            let converter = RateTableConverter(rates: try RateUseCases.table(for: currencies, home: convert, store: store))
            trip.value = try check { () throws(TripError) in try trip.value.converted(to: convert, using: converter) }
        }
        let settled = try check { () throws(TripError) in try TripSettlement(trip: trip.value, unit: unit) }
        return (trip, settled)
    }

    /// Records that `from` paid `to`: at most what `from` owes and `to` is owed in that
    /// currency, or exactly their line of the plan rounded to 10 or 100 (as `trip settle --round`
    /// shows it), so the plan only shrinks.
    /// - Parameter language: the one the amount was typed in, whose marks read it.
    package static func paid(
        trip name: String, from: String, to: String, amountText: String, currency: Currency?, language: Language,
        date: CivilDate, now: Int64, store: StoreWriter
    ) throws -> (trip: Stored<Trip>, transfer: Stored<TripTransfer>) {
        try store.recordingChange(.trip, subject: "paid \(name)", now: now) {
            let trip = try load(name, store)
            guard let payer = trip.value.member(named: from) else {
                throw AppError.invalidInput(TripText.error(trip.value.unknownMember(from)))
            }
            guard let payee = trip.value.member(named: to) else { throw AppError.invalidInput(TripText.error(trip.value.unknownMember(to))) }
            guard payer != payee else { throw AppError.invalidInput(TripText.error(.transferToSelf(payer))) }
            let amount = try money(amountText, currency ?? trip.currency, language, option: "AMOUNT")
            guard amount.minorUnits > 0 else { throw AppError.invalidInput(TripText.error(.zeroAmount)) }
            let owed = max(0, min(-trip.value.balance(of: payer, in: amount.currency), trip.value.balance(of: payee, in: amount.currency)))
            // What `trip settle --round 10|100` told them to pay for their line is fine too.
            let planned = try check { () throws(TripError) in try TripSettlement(trip: trip.value) }.transfers.first {
                $0.from == payer && $0.to == payee && $0.amount.currency == amount.currency
            }
            let roundedLine = planned.map { line in
                [10, 100].contains { Rounding.halfAwayFromZero.multiple(line.amount.minorUnits, of: $0) == amount.minorUnits }
            } ?? false
            guard amount.minorUnits <= owed || roundedLine else {
                throw AppError.invalidInput(
                    TripText.error(
                        .transferTooLarge(from: payer, to: payee, amount: amount, owed: Money(minorUnits: owed, currency: amount.currency))))
            }
            let transfer = TripTransfer(uid: newUID(), date: date, from: payer, to: payee, amount: amount)
            let id = try store.insertTransfer(transfer, tripID: trip.id)
            let saved = try store.trip(id: trip.id)!
            return (saved, saved.transfers.first { $0.id == id }!)
        }
    }

    /// The trip as a trip file's JSON text (see `TripFile`).
    package static func export(trip name: String, store: RecordStore) throws -> String {
        let trip = try load(name, store)
        return TripFile.encode((trip.value, trip.expenses.map(\.value), trip.transfers.map(\.value)))
    }

    /// Reads a trip file into the store. A trip seen before (same uid) is updated: new members,
    /// expenses and transfers are added, changed expenses take the file's version, nothing is
    /// duplicated; a new trip is added whole.
    /// - Parameters:
    ///   - file: the file's name, for messages.
    ///   - me: the fan among the members (the file does not say who is who).
    ///   - store: opened only once the file has been checked.
    package static func importTrip(
        _ data: [UInt8], file: String, me: String?, now: Int64, store: () throws -> StoreWriter
    ) throws -> TripImportReport {
        let incoming = try TripFile.decode(data, file: file)
        if let me, incoming.trip.member(named: me) == nil {
            throw AppError.invalidInput(TripText.error(incoming.trip.unknownMember(me)))
        }
        let store = try store()
        return try store.recordingChange(.trip, subject: "import \(file)", now: now) {
            var report = TripImportReport(
                trip: incoming.trip.name, isNew: false, membersAdded: 0, expensesAdded: 0, expensesUpdated: 0,
                expensesUnchanged: 0, transfersAdded: 0)
            var trip: Stored<Trip>
            if let id = try store.tripID(uid: incoming.trip.uid) {
                trip = try store.trip(id: id)!
            } else {
                guard try store.tripID(named: incoming.trip.name) == nil else {
                    throw AppError.failure(TripText.importNameTaken(file, incoming.trip.name))
                }
                var new = incoming.trip
                new.members = []
                trip = Stored(id: try store.insertTrip(new, now: now), new)
                report.isNew = true
            }
            for member in incoming.trip.members where trip.value.member(named: member.name) == nil {
                trip.members.append(member)
                report.membersAdded += report.isNew ? 0 : 1
            }
            if let me { trip.me = trip.value.member(named: me) }
            try store.saveMembers(trip, now: now)
            for expense in incoming.expenses {
                if let existing = trip.expenses.first(where: { $0.uid == expense.uid }) {
                    var comparable = expense
                    comparable.recordID = existing.recordID
                    if comparable == existing.value {
                        report.expensesUnchanged += 1
                    } else {
                        try store.updateExpense(Stored(id: existing.id, comparable), tripID: trip.id)
                        report.expensesUpdated += 1
                    }
                } else {
                    _ = try store.insertExpense(expense, tripID: trip.id)
                    report.expensesAdded += 1
                }
            }
            for transfer in incoming.transfers where !trip.transfers.contains(where: { $0.uid == transfer.uid }) {
                _ = try store.insertTransfer(transfer, tripID: trip.id)
                report.transfersAdded += 1
            }
            _ = try syncRecords(trip.id, store: store, now: now)
            return report
        }
    }

    // MARK: - Helpers

    private static func newUID() -> String { Record.newUID(.random(in: .min ... .max), .random(in: .min ... .max)) }

    private static func load(_ name: String, _ store: RecordStore) throws -> Stored<Trip> {
        guard let id = try store.tripID(named: name), let trip = try store.trip(id: id) else {
            throw AppError.failure(TripText.noSuchTrip(name))
        }
        return trip
    }

    /// Runs core code, turning its refusal into invalid input worded for a person.
    private static func check<T>(_ body: () throws(TripError) -> T) throws -> T {
        do { return try body() } catch { throw AppError.invalidInput(TripText.error(error)) }
    }

    /// An amount as typed (see `AmountInput`), read with `language`'s marks.
    private static func money(_ text: String, _ currency: Currency, _ language: Language, option: String) throws -> Money {
        do { return try AmountInput.parse(text, currency: currency, language: language) } catch {
            throw AppError.invalidInput(error.message(option))
        }
    }

    private static func charged(_ text: String?, expenseCurrency: Currency, trip: Stored<Trip>, _ language: Language) throws -> Money? {
        guard let text else { return nil }
        guard expenseCurrency != trip.currency else {
            throw AppError.invalidInput(TripText.chargedNeedsForeignCurrency(trip.currency))
        }
        return try money(text, trip.currency, language, option: "--charged")
    }

    /// Refuses an expense that would take the trip's spending in its currency beyond what an
    /// amount can hold (balances are sums of them).
    private static func checkTotal(_ trip: Stored<Trip>, _ expense: TripExpense, _ text: String) throws {
        let others = trip.value.spent(in: expense.amount.currency, except: expense.uid)
        guard let others, others <= Money.maximumMinorUnits - expense.amount.minorUnits else {
            throw AppError.invalidInput(AppText.amount(.tooLarge(text), option: "AMOUNT"))
        }
    }

    /// An expense from typed payers and split, every amount read in the expense's currency.
    private static func makeExpense(
        _ trip: Stored<Trip>, uid: String, date: CivilDate, title: String, category: Category, sub: String?, amount: Money,
        charged: Money?, payers: [TripEntry], split: (kind: TripSplitKind, entries: [TripEntry]), _ language: Language
    ) throws -> TripExpense {
        let paid = try payers.map { entry in
            (member: entry.member, amount: try entry.value.map { try money($0, amount.currency, language, option: "--paid-by").minorUnits })
        }
        let parts = try split.entries.map { (entry) throws -> TripPart in
            switch split.kind {
            case .equal: return TripPart(entry.member, 1)
            case .shares:
                guard let text = entry.value else { throw AppError.invalidInput(TripText.missingValue("--shares", entry.member)) }
                guard let weight = Int64(text), weight > 0, weight <= 1_000_000 else {
                    throw AppError.invalidInput(TripText.badWeightText(entry.member, text))
                }
                return TripPart(entry.member, weight)
            case .exact:
                guard let text = entry.value else { throw AppError.invalidInput(TripText.missingValue("--exact", entry.member)) }
                return TripPart(entry.member, try money(text, amount.currency, language, option: "--exact").minorUnits)
            }
        }
        return try check { () throws(TripError) in
            try TripExpense(
                uid: uid, date: date, title: title, category: category, sub: sub, amount: amount, charged: charged,
                payers: paid, splitKind: split.kind, split: parts, members: trip.members.map(\.name))
        }
    }

    /// Brings the fan's spending records in line with the trip: one per expense in which the
    /// fan has a share, made, updated (its SEQUENCE raised) or removed as needed. The share
    /// record has the expense's UID: one whose link was cleared (deleted, then brought back by a
    /// sync or an import) is found by it and linked again rather than made twice.
    /// - Returns: the trip as stored afterwards.
    private static func syncRecords(_ tripID: Int64, store: StoreWriter, now: Int64) throws -> Stored<Trip> {
        let trip = try store.trip(id: tripID)!
        for expense in trip.expenses {
            let share = trip.me.map { expense.value.share(of: $0) } ?? 0
            var linked = try expense.recordID.flatMap { try store.record(id: $0) }
            if linked == nil, let found = try store.record(uid: expense.uid, recurrenceID: nil)?.record {
                try store.linkExpense(expense.id, toRecord: found.id)
                linked = found
            }
            guard share > 0 else {
                // Deleting the record clears the expense's link to it (a trigger of the store).
                if let linked { try store.deleteShareRecord(id: linked.id) }
                continue
            }
            let title = "\(expense.title) (\(trip.name))"
            let amount = Money(minorUnits: share, currency: expense.amount.currency)
            guard var record = linked else {
                let saved = try store.insert(
                    Record(
                        uid: expense.uid, date: expense.date, title: title, category: expense.category, sub: expense.sub,
                        artist: trip.artist, amount: amount),
                    now: now)
                try store.linkExpense(expense.id, toRecord: saved.id)
                continue
            }
            // Only what the trip decides is set: a venue, memo or time added by hand stays.
            do throws(RecordChangeError) { try record.value.move(to: expense.date) } catch { throw AppText.recordChange(error) }
            record.title = title
            record.category = expense.category
            record.sub = expense.sub
            record.artist = trip.artist
            record.amount = amount
            guard !record.value.hasSameContent(as: linked!.value) else { continue }
            record.sequence += 1
            try store.update(record, now: now)
        }
        return try store.trip(id: tripID)!
    }
}
