/// A positive exact number for exchange rates: a decimal as written (`162.45`), or the quotient
/// of two (a cross rate through the euro, `162.45 / 1456.78`), held as a reduced fraction of
/// `Int128`s. Never floating point: a converted amount is computed exactly and rounded once.
package struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Above zero.
    package let numerator: Int128
    /// Above zero; no factor in common with `numerator`.
    package let denominator: Int128

    /// The most significant digits a written rate may have: ECB publishes at most six, and ten
    /// keep every product of a conversion far inside `Int128`.
    package static let maximumSignificantDigits = 10

    /// `numerator / denominator` in lowest terms.
    /// - Returns: nil unless both are above zero.
    package init?(numerator: Int128, denominator: Int128) {
        guard numerator > 0, denominator > 0 else { return nil }
        let divisor = ExactDecimal.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// Why a written rate was refused.
    package enum ParseError: Error, Sendable, Equatable {
        /// Not digits with an optional decimal point (`162.45`, `0.0068`).
        case notANumber(String)
        /// Zero or negative: a rate says how much one unit is worth.
        case notPositive(String)
        /// More than ten significant digits.
        case tooManyDigits(String)
        /// A number the language's marks refuse but the English ones read (`0.92` typed in
        /// German): its English reading, and its reading with the language's group marks left
        /// out (92) when there is one.
        case ambiguous(String, english: ExactDecimal, here: ExactDecimal?)
    }

    /// Parses a decimal such as `162.45`, `0.006812` or `1,456.78` (groups of three), with the
    /// marks of `language` (`0,92`, `1.456,78` in German; see `Language.otherReadings` for what
    /// the English marks would read).
    /// - Throws: `ParseError` naming the rule the text broke.
    package static func parse(_ text: String, language: Language = .en) throws(ParseError) -> ExactDecimal {
        do throws(ParseError) {
            return try read(text, language: language)
        } catch {
            if let readings = language.otherReadings(of: text, { try? read($0, language: $1) }) {
                throw .ambiguous(text, english: readings.english, here: readings.here)
            }
            throw error
        }
    }

    private static func read(_ text: String, language: Language) throws(ParseError) -> ExactDecimal {
        let point = language.decimalMark
        let group = language.groupMark
        var body = Substring(text.trimmingWhitespace())
        if body.hasPrefix("-") { throw .notPositive(text) }
        if body.hasPrefix("+") { body = body.dropFirst() }
        if body.contains(group) {
            // `1,456.78`: groups of three in the whole part only.
            let whole = body.prefix { $0 != point }
            let groups = whole.split(separator: group, omittingEmptySubsequences: false)
            guard !body.drop(while: { $0 != point }).contains(group), (1...3).contains(groups[0].count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { throw .notANumber(text) }
            body = Substring(body.filter { $0 != group })
        }
        let parts = body.split(separator: point, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !body.isEmpty, body != Substring(String(point)),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { throw .notANumber(text) }
        let digits = parts.joined()
        let significant = digits.drop { $0 == "0" }
        guard !significant.isEmpty else { throw .notPositive(text) }
        let trimmed = parts.count == 2 ? significant.reversed().drop { $0 == "0" }.count : significant.count
        let wholeZeros = parts.count == 2 ? 0 : significant.reversed().prefix { $0 == "0" }.count
        guard trimmed - wholeZeros <= maximumSignificantDigits else { throw .tooManyDigits(text) }
        guard let numerator = Int128(String(significant)) else { throw .tooManyDigits(text) }
        let scale = parts.count == 2 ? parts[1].count : 0
        return ExactDecimal(numerator: numerator, denominator: power10(scale))!
    }

    /// `self × other`, nil beyond `Int128`.
    package func multiplied(by other: ExactDecimal) -> ExactDecimal? {
        let a = ExactDecimal.gcd(numerator, other.denominator)
        let b = ExactDecimal.gcd(other.numerator, denominator)
        let (top, overflowTop) = (numerator / a).multipliedReportingOverflow(by: other.numerator / b)
        let (bottom, overflowBottom) = (denominator / b).multipliedReportingOverflow(by: other.denominator / a)
        guard !overflowTop, !overflowBottom else { return nil }
        return ExactDecimal(numerator: top, denominator: bottom)
    }

    /// `1 ÷ self` (a division is a product with it).
    package var reciprocal: ExactDecimal { ExactDecimal(numerator: denominator, denominator: numerator)! }

    /// `minor × self × 10^shift` (shift may be negative) rounded once to an integer, halves to
    /// the even neighbour; computed on 256-bit intermediates.
    /// - Returns: nil when the result does not fit an `Int64`.
    package func applied(to minor: Int64, shift: Int) -> Int64? {
        guard minor > 0 else { return minor == 0 ? 0 : nil }
        let up = ExactDecimal.power10(max(shift, 0))
        let down = ExactDecimal.power10(max(-shift, 0))
        let (scaled, overflowA) = Int128(minor).multipliedReportingOverflow(by: up)
        let (divisor, overflowB) = denominator.multipliedReportingOverflow(by: down)
        guard !overflowA, !overflowB else { return nil }
        let a = UInt128(scaled)
        let d = UInt128(divisor)
        let product = a.multipliedFullWidth(by: UInt128(numerator))
        guard product.high < d else { return nil }
        let (quotient, remainder) = d.dividingFullWidth(product)
        let rounded = Rounding.halfEven.roundsUp(quotient: quotient, remainder: remainder, divisor: d)
            ? quotient + 1 : quotient
        return rounded <= UInt128(Int64.max) ? Int64(rounded) : nil
    }

    package static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    /// The exact decimal when the fraction has one (`162.45`, `0.0068`), else up to twelve
    /// significant digits marked as rounded (`≈0.111527857`).
    package var description: String {
        var twos = 0
        var fives = 0
        var rest = denominator
        while rest % 2 == 0 { rest /= 2; twos += 1 }
        while rest % 5 == 0 { rest /= 5; fives += 1 }
        if rest == 1 {
            let scale = max(twos, fives)
            let (scaled, overflow) = numerator.multipliedReportingOverflow(by: ExactDecimal.power10(scale) / denominator)
            if !overflow { return ExactDecimal.decimalText(scaled, scale: scale) }
        }
        let whole = numerator / denominator
        let wholeDigits = whole == 0 ? 0 : String(whole).count
        var scale = max(12 - wholeDigits, 0)
        if whole == 0 {
            var probe = numerator * 10
            while probe < denominator && scale < 30 { probe *= 10; scale += 1 }
        }
        guard let rounded = self.applied(to: 1, shift: scale).map({ Int128($0) }) else { return "\(numerator)/\(denominator)" }
        var text = ExactDecimal.decimalText(rounded, scale: scale)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return "≈" + text
    }

    /// `description` with the language's decimal mark (`0,92` in German), as the person types it.
    package func description(in language: Language) -> String {
        String(description.map { $0 == "." ? language.decimalMark : $0 })
    }

    private static func decimalText(_ value: Int128, scale: Int) -> String {
        guard scale > 0 else { return String(value) }
        var digits = String(value)
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        return digits
    }

    static func power10(_ exponent: Int) -> Int128 {
        var result: Int128 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return Int128(x)
    }
}
