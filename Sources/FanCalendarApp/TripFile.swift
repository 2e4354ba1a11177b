import FanCalendar
import FoundationEssentials

/// A whole trip as a JSON file, to hand to a friend who also uses fancal (`trip export`,
/// `trip import`). The schema is versioned: `"format": "fancal-trip"` and `"version"`; a reader
/// refuses any other version rather than guess. Amounts are integers in minor units; shares are
/// written as computed, so the friend sees the same yen. Who "me" is stays on each machine:
/// the file does not say. Keys are written sorted, so the same trip gives the same bytes.
/// Documented in Docs/trips.md.
enum TripFile {
    static let format = "fancal-trip"
    static let version = 1

    /// A trip as a file holds it: the trip without ids, and its expenses and transfers, which a
    /// `Trip` holds only once stored.
    typealias Contents = (trip: Trip, expenses: [TripExpense], transfers: [TripTransfer])

    struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    struct Body: Codable {
        var format: String
        var version: Int
        var uid: String
        var name: String
        var currency: String
        var artist: String?
        var members: [Member]
        var expenses: [Expense]
        var transfers: [Transfer]
    }

    struct Member: Codable {
        var name: String
        var left: Bool
    }

    struct Part: Codable {
        var member: String
        var amount_minor: Int64
    }

    struct Share: Codable {
        var member: String
        /// The weight (`equal`, `shares`) or exact amount (`exact`) the split was given.
        var split: Int64
        var share_minor: Int64
    }

    struct Expense: Codable {
        var uid: String
        var date: String
        var title: String
        var category: String
        var sub: String?
        var amount_minor: Int64
        var currency: String
        var charged_minor: Int64?
        var charged_currency: String?
        var split: String
        var paid_by: [Part]
        var shares: [Share]
    }

    struct Transfer: Codable {
        var uid: String
        var date: String
        var from: String
        var to: String
        var amount_minor: Int64
        var currency: String
    }

    /// The trip as the file's JSON text.
    static func encode(_ contents: Contents) -> String {
        let (trip, expenses, transfers) = contents
        let body = Body(
            format: format, version: version, uid: trip.uid, name: trip.name, currency: trip.currency.code,
            artist: trip.artist, members: trip.members.map { Member(name: $0.name, left: $0.hasLeft) },
            expenses: expenses.map { expense in
                Expense(
                    uid: expense.uid, date: expense.date.description, title: expense.title,
                    category: expense.category.identifier, sub: expense.sub, amount_minor: expense.amount.minorUnits,
                    currency: expense.amount.currency.code, charged_minor: expense.charged?.minorUnits,
                    charged_currency: expense.charged?.currency.code, split: expense.splitKind.rawValue,
                    paid_by: expense.payers.map { Part(member: $0.member, amount_minor: $0.value) },
                    shares: zip(expense.split, expense.shares).map {
                        Share(member: $0.member, split: $0.value, share_minor: $1.value)
                    })
            },
            transfers: transfers.map {
                Transfer(
                    uid: $0.uid, date: $0.date.description, from: $0.from, to: $0.to,
                    amount_minor: $0.amount.minorUnits, currency: $0.amount.currency.code)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        return escapingUnsafeScalars(String(decoding: try! encoder.encode(body), as: UTF8.self)) + "\n"
    }

    /// JSON text with DEL, C1 controls and bidi controls written `\u007f`, `\u202e` (the encoder
    /// escapes only C0): the same characters to a reader, and nothing that reorders a line when
    /// the file is shown (Docs/trips.md). They can only stand inside strings.
    private static func escapingUnsafeScalars(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: TerminalText.isUnsafe) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if TerminalText.isUnsafe(scalar) && (0x7F...0xFFFF).contains(scalar.value) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Reads a trip file, checking everything a trip must be (members known, each expense adding
    /// up) before anything is stored.
    /// - Parameter file: the name shown in messages.
    /// - Throws: `AppError.failure` for a file that is not a trip file of this version or does
    ///   not hold a valid trip.
    static func decode(_ bytes: [UInt8], file: String) throws -> Contents {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let header: Header
        do { header = try decoder.decode(Header.self, from: data) } catch {
            throw AppError.failure(TripText.unreadableFile(file, numberOrSyntax))
        }
        guard header.format == format else {
            throw AppError.failure(TripText.unreadableFile(file, "no \"format\": \"\(format)\""))
        }
        guard header.version == version else {
            throw AppError.failure(TripText.otherVersion(file, header.version ?? 0))
        }
        let body: Body
        do {
            body = try decoder.decode(Body.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw AppError.failure(TripText.unreadableFile(file, "missing \(path(context.codingPath + [key]))"))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            // Foundation names no path for a number out of Int64's range.
            let reason = context.codingPath.isEmpty ? numberOrSyntax : "bad value at \(path(context.codingPath))"
            throw AppError.failure(TripText.unreadableFile(file, reason))
        }
        func bad(_ what: String) -> AppError { AppError.failure(TripText.unreadableFile(file, TerminalText.safe(what))) }
        /// The same limits as typed text: one line of at most `RecordLimits.lineBytes`.
        func text(_ value: String, _ field: String) throws -> String {
            guard value.utf8.count <= RecordLimits.lineBytes else {
                throw bad("\(field) is \(value.utf8.count) bytes, over the limit of \(RecordLimits.lineBytes)")
            }
            return value
        }
        func amount(_ value: Int64, _ field: String) throws -> Int64 {
            guard (0...Money.maximumMinorUnits).contains(value) else {
                throw bad("\(field) \(value) is outside 0–\(Money.maximumMinorUnits)")
            }
            return value
        }
        func currency(_ code: String) throws -> Currency {
            guard let currency = Currency(code: code) else { throw bad("unknown currency \(code)") }
            return currency
        }
        func date(_ text: String, _ field: String) throws -> CivilDate {
            guard let date = CivilDate(iso: text) else { throw bad("\(field): bad date \(text)") }
            guard RecordLimits.contains(date) else {
                throw bad("\(field): \(text) is outside the years \(RecordLimits.yearsDescription)")
            }
            return date
        }
        var members: [TripMember] = []
        for member in body.members {
            guard let name = try? TripMember.validName(member.name), name == member.name else { throw bad("bad member name \(member.name)") }
            guard !members.contains(where: { TripMember.key($0.name) == TripMember.key(name) }) else {
                throw bad("member \(name) twice")
            }
            members.append(TripMember(name: name, hasLeft: member.left))
        }
        guard !members.isEmpty, !body.name.trimmingWhitespace().isEmpty, !body.uid.isEmpty else {
            throw bad("no name, uid or members")
        }
        let trip = Trip(
            uid: try text(body.uid, "uid"), name: try text(body.name, "name"), members: members,
            currency: try currency(body.currency), artist: try body.artist.map { try text($0, "artist") })
        func member(_ name: String) throws -> String {
            guard let known = trip.member(named: name) else { throw bad("\(name) is not a member") }
            return known
        }
        var uids: Set<String> = []
        var expenses: [TripExpense] = []
        for expense in body.expenses {
            guard uids.insert(expense.uid).inserted, !expense.uid.isEmpty else { throw bad("expense uid \(expense.uid) twice") }
            guard let category = Category(name: expense.category), let kind = TripSplitKind(rawValue: expense.split) else {
                throw bad("expense \(expense.uid): bad category or split")
            }
            let amountCurrency = try currency(expense.currency)
            let field = "expense \(expense.uid)"
            let charged = try expense.charged_minor.map {
                Money(minorUnits: try amount($0, field + " charged_minor"), currency: try currency(expense.charged_currency ?? ""))
            }
            let payers = try expense.paid_by.map { TripPart(try member($0.member), try amount($0.amount_minor, field + " paid_by")) }
            let split = try expense.shares.map { TripPart(try member($0.member), $0.split) }
            let shares = try expense.shares.map { TripPart(try member($0.member), try amount($0.share_minor, field + " share_minor")) }
            let restored = TripExpense(
                restoring: try text(expense.uid, "expense uid"), date: try date(expense.date, field),
                title: try text(expense.title, field + " title"), category: category,
                sub: try expense.sub.map { try text($0, field + " sub") },
                amount: Money(minorUnits: try amount(expense.amount_minor, field + " amount_minor"), currency: amountCurrency),
                charged: charged,
                payers: payers, splitKind: kind, split: split, shares: shares, recordID: nil)
            let distinct = { (parts: [TripPart]) in Set(parts.map { TripMember.key($0.member) }).count == parts.count }
            let weights = kind == .exact || split.allSatisfy { (1...1_000_000).contains($0.value) }
            guard restored.isConsistent, weights, distinct(payers), distinct(shares) else {
                throw bad("expense '\(expense.title)' does not add up")
            }
            expenses.append(restored)
        }
        var transfers: [TripTransfer] = []
        for transfer in body.transfers {
            guard uids.insert(transfer.uid).inserted, !transfer.uid.isEmpty,
                (1...Money.maximumMinorUnits).contains(transfer.amount_minor)
            else {
                throw bad("transfer \(transfer.uid) twice or not above zero")
            }
            let from = try member(transfer.from)
            let to = try member(transfer.to)
            guard from != to else { throw bad("transfer from \(from) to \(from)") }
            transfers.append(
                TripTransfer(
                    uid: try text(transfer.uid, "transfer uid"), date: try date(transfer.date, "transfer \(transfer.uid)"),
                    from: from, to: to,
                    amount: Money(minorUnits: transfer.amount_minor, currency: try currency(transfer.currency))))
        }
        for currency in Set(expenses.map(\.amount.currency)) where Trip.spent(expenses, in: currency) == nil {
            throw bad("amounts too large")
        }
        return (trip, expenses, transfers)
    }

    private static let numberOrSyntax = "not JSON, or a number out of range"

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
