/// An ISO 4217 currency fans actually pay in, with its minor digits and symbol.
///
/// Held as its place in a fixed table, so that copying a currency (every `Money`, every record
/// and calendar entry carries one) is copying a byte, with no reference counting.
package struct Currency: Sendable, Hashable, Comparable {
    private let index: UInt8

    /// `JPY`, `EUR`.
    package var code: String { Currency.table[Int(index)].code }
    /// Digits after the decimal point in the currency's minor unit (JPY 0, EUR 2).
    package var minorDigits: Int { Currency.table[Int(index)].minorDigits }
    /// `¥`, `€`.
    package var symbol: String { Currency.table[Int(index)].symbol }

    package static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    /// Looks up a code case-insensitively (`jpy`, `JPY`). A code as the store and fancal's own
    /// files keep it, upper case, is found without `uppercased()`, which costs more than the
    /// look-up (an export reads two codes a record).
    /// - Returns: nil for codes fancal does not know, so amounts are never scaled by a guess.
    package init?(code: String) {
        guard let known = Currency.known[code] ?? Currency.known[code.uppercased()] else { return nil }
        self = known
    }

    private init(index: Int) {
        self.index = UInt8(index)
    }

    private static let table: [(code: String, minorDigits: Int, symbol: String)] = [
        ("JPY", 0, "¥"), ("KRW", 0, "₩"), ("CNY", 2, "CN¥"), ("TWD", 2, "NT$"), ("HKD", 2, "HK$"),
        ("USD", 2, "$"), ("EUR", 2, "€"), ("GBP", 2, "£"), ("THB", 2, "฿"), ("SGD", 2, "S$"),
        ("AUD", 2, "A$"), ("CAD", 2, "CA$"), ("CHF", 2, "CHF"), ("PHP", 2, "₱"), ("IDR", 2, "Rp"),
        ("MYR", 2, "RM"), ("VND", 0, "₫"), ("NZD", 2, "NZ$"), ("MXN", 2, "MX$"), ("BRL", 2, "R$"),
        ("SEK", 2, "kr"), ("NOK", 2, "kr"), ("DKK", 2, "kr"), ("PLN", 2, "zł"), ("INR", 2, "₹"),
    ]

    package static let jpy = Currency(index: 0)

    /// Every supported currency, keyed by code.
    package static let known: [String: Currency] = Dictionary(
        uniqueKeysWithValues: table.indices.map { (table[$0].code, Currency(index: $0)) })
}
