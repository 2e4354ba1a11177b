/// An ISO 4217 currency fans actually pay in, with its minor digits and symbol.
public struct Currency: Sendable, Hashable, Comparable {
    public let code: String
    /// Digits after the decimal point in the currency's minor unit (JPY 0, EUR 2).
    public let minorDigits: Int
    public let symbol: String

    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    /// Looks up a code case-insensitively (`jpy`, `JPY`).
    /// - Returns: nil for codes fancal does not know, so amounts are never scaled by a guess.
    public init?(code: String) {
        guard let known = Currency.known[code.uppercased()] else { return nil }
        self = known
    }

    private init(_ code: String, _ minorDigits: Int, _ symbol: String) {
        self.code = code
        self.minorDigits = minorDigits
        self.symbol = symbol
    }

    public static let jpy = Currency("JPY", 0, "¥")

    /// Every supported currency, keyed by code.
    public static let known: [String: Currency] = {
        let all = [
            jpy, Currency("KRW", 0, "₩"), Currency("CNY", 2, "CN¥"), Currency("TWD", 2, "NT$"),
            Currency("HKD", 2, "HK$"), Currency("USD", 2, "$"), Currency("EUR", 2, "€"),
            Currency("GBP", 2, "£"), Currency("THB", 2, "฿"), Currency("SGD", 2, "S$"),
            Currency("AUD", 2, "A$"), Currency("CAD", 2, "CA$"), Currency("CHF", 2, "CHF"),
            Currency("PHP", 2, "₱"), Currency("IDR", 2, "Rp"), Currency("MYR", 2, "RM"),
            Currency("VND", 0, "₫"), Currency("NZD", 2, "NZ$"), Currency("MXN", 2, "MX$"),
            Currency("BRL", 2, "R$"), Currency("SEK", 2, "kr"), Currency("NOK", 2, "kr"),
            Currency("DKK", 2, "kr"), Currency("PLN", 2, "zł"), Currency("INR", 2, "₹"),
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
    }()
}
