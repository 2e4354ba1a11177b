/// An amount of money: an integer count of the currency's minor units. Never floating point, so
/// totals are exact; amounts in different currencies are never added together.
public struct Money: Sendable, Hashable {
    public var minorUnits: Int64
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Why a written amount was refused.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a number in the accepted shapes (`12000`, `12,000`, `49.90`).
        case notANumber(String)
        /// A minus sign: fancal records what was spent, not refunds.
        case negative(String)
        /// More decimals than the currency has (any on JPY, three on EUR).
        case tooManyDecimals(String, currency: Currency)
        /// Beyond what an amount can hold.
        case tooLarge(String)
    }

    /// Parses an amount in major units, strictly: digits with optional `,` groups of three and an
    /// optional `.` followed by at most the currency's minor digits.
    /// - Throws: `Money.ParseError` saying which rule the text broke.
    public static func parse(_ text: String, currency: Currency) throws(ParseError) -> Money {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("-") { throw .negative(text) }
        let body = trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let integerPart = parts.first, !integerPart.isEmpty else {
            throw .notANumber(text)
        }
        let fraction = parts.count == 2 ? parts[1] : ""
        if parts.count == 2 && fraction.isEmpty { throw .notANumber(text) }
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notANumber(text) }
        guard let integerDigits = groupedDigits(integerPart) else { throw .notANumber(text) }
        if fraction.count > currency.minorDigits { throw .tooManyDecimals(text, currency: currency) }
        var minor: Int64 = 0
        let paddedFraction = (fraction + String(repeating: "0", count: currency.minorDigits))
            .prefix(currency.minorDigits)
        for digit in integerDigits + paddedFraction {
            let (shifted, overflowA) = minor.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int64(digit.wholeNumberValue!))
            if overflowA || overflowB || sum > Money.maximumMinorUnits { throw .tooLarge(text) }
            minor = sum
        }
        return Money(minorUnits: minor, currency: currency)
    }

    /// The largest amount accepted (a trillion major units): keeps every total far from overflow.
    public static let maximumMinorUnits: Int64 = 1_000_000_000_000_000

    /// `12000` or `12,000` (groups of exactly three after the first), as plain digits.
    private static func groupedDigits(_ text: Substring) -> String? {
        guard text.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "," }) else { return nil }
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            guard let head = groups.first, (1...3).contains(head.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        return groups.joined()
    }

    /// The amount in major units as plain ASCII without grouping (`12000`, `49.90`): the form
    /// written to X-FANCAL-AMOUNT and CSV.
    public var decimalString: String {
        let digits = currency.minorDigits
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        guard digits > 0 else { return sign + String(magnitude) }
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let fraction = String(magnitude % scale)
        return sign + String(magnitude / scale) + "."
            + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// The amount as a person reads it in their language: `¥12,000`, `€49.90`, `49,90 €`.
    public func formatted(_ language: Language) -> String {
        let digits = currency.minorDigits
        let magnitude = minorUnits.magnitude
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let groupSeparator = language == .de ? "." : ","
        let decimalSeparator = language == .de ? "," : "."
        var grouped = ""
        for (index, character) in String(magnitude / scale).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(groupSeparator) }
            grouped.append(character)
        }
        var number = String(grouped.reversed())
        if digits > 0 {
            let fraction = String(magnitude % scale)
            number += decimalSeparator + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        let sign = minorUnits < 0 ? "-" : ""
        switch language {
        case .de: return sign + number + " " + currency.symbol
        case .en, .ja: return sign + currency.symbol + number
        }
    }
}
