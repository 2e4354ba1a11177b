/// An amount of money: an integer count of the currency's minor units. Never floating point, so
/// totals are exact; amounts in different currencies are never added together.
package struct Money: Sendable, Hashable {
    package var minorUnits: Int64
    package var currency: Currency

    package init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    package static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Why a written amount was refused.
    package enum ParseError: Error, Equatable, Sendable {
        /// Not a number in the accepted shapes (`12000`, `12,000`, `49.90`).
        case notANumber(String)
        /// A minus sign: fancal records what was spent, not refunds.
        case negative(String)
        /// More decimals than the currency has (any on JPY, three on EUR).
        case tooManyDecimals(String, currency: Currency)
        /// Beyond what an amount can hold.
        case tooLarge(String)
    }

    /// Parses an amount in major units, strictly: digits with optional groups of three and an
    /// optional decimal mark followed by at most the currency's minor digits. Works on the UTF-8
    /// bytes: an import parses one amount per event.
    /// - Parameter language: whose marks separate the groups and the decimals (`12,000.50` in
    ///   English, the form of X-FANCAL-AMOUNT and CSV; `12.000,50` in German).
    /// - Throws: `Money.ParseError` saying which rule the text broke.
    package static func parse(_ text: String, currency: Currency, language: Language = .en) throws(ParseError) -> Money {
        let ascii = { (character: Unicode.Scalar) in UInt8(ascii: character) }
        let decimalMark = language.decimalMark.asciiValue!
        let groupMark = language.groupMark.asciiValue!
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let isDigit = { (byte: UInt8) in byte >= ascii("0") && byte <= ascii("9") }
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, isBlank(first) { bytes.removeFirst() }
        while let last = bytes.last, isBlank(last) { bytes.removeLast() }
        if bytes.first == ascii("-") { throw .negative(text) }
        if bytes.first == ascii("+") { bytes.removeFirst() }

        let point = bytes.firstIndex(of: decimalMark)
        let integerPart = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[bytes.index(after: $0)...] } ?? []
        guard !integerPart.isEmpty, point == nil || !fraction.isEmpty, fraction.allSatisfy(isDigit) else {
            throw .notANumber(text)
        }
        // `12000` or `12,000` (`12.000`): a first group of one to three digits, then groups of
        // exactly three.
        var groupLength = 0
        var sawSeparator = false
        for byte in integerPart {
            if byte == groupMark {
                guard groupLength > 0, sawSeparator ? groupLength == 3 : groupLength <= 3 else {
                    throw .notANumber(text)
                }
                sawSeparator = true
                groupLength = 0
            } else if isDigit(byte) {
                groupLength += 1
            } else {
                throw .notANumber(text)
            }
        }
        if sawSeparator && groupLength != 3 { throw .notANumber(text) }
        if fraction.count > currency.minorDigits { throw .tooManyDecimals(text, currency: currency) }

        var minor: Int64 = 0
        func append(_ digit: Int64) throws(ParseError) {
            let (shifted, overflowA) = minor.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            if overflowA || overflowB || sum > Money.maximumMinorUnits { throw .tooLarge(text) }
            minor = sum
        }
        for byte in integerPart where byte != groupMark { try append(Int64(byte - ascii("0"))) }
        for byte in fraction { try append(Int64(byte - ascii("0"))) }
        for _ in fraction.count..<currency.minorDigits { try append(0) }
        return Money(minorUnits: minor, currency: currency)
    }

    /// The largest amount accepted (a trillion major units): keeps every total far from overflow.
    package static let maximumMinorUnits: Int64 = 1_000_000_000_000_000

    /// The amount in major units as plain ASCII without grouping (`12000`, `49.90`): the form
    /// written to X-FANCAL-AMOUNT and CSV.
    package var decimalString: String {
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

    /// `decimalString` with the language's decimal mark (`12000`, `49,90` in German): a stored
    /// amount as the person would type it, which `AmountInput` reads back in their language.
    package func decimalString(in language: Language) -> String {
        String(decimalString.map { $0 == "." ? language.decimalMark : $0 })
    }

    /// The amount as a person reads it in their language: `¥12,000`, `€49.90`, `49,90 €`.
    package func formatted(_ language: Language) -> String {
        let sign = minorUnits < 0 ? "-" : ""
        return language.symbolFollowsAmount
            ? sign + formattedNumber(language) + " " + currency.symbol
            : sign + currency.symbol + formattedNumber(language)
    }

    /// The amount's magnitude with the language's marks and no currency: `12,000`, `49,90`.
    package func formattedNumber(_ language: Language) -> String {
        let digits = currency.minorDigits
        let magnitude = minorUnits.magnitude
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let groupSeparator = language.groupMark.asciiValue!
        let decimalSeparator = language.decimalMark.asciiValue!
        // Written right to left as ASCII bytes: amounts are formatted for every listed record.
        var bytes: [UInt8] = []
        var fraction = magnitude % scale
        for _ in 0..<digits {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        if digits > 0 { bytes.append(decimalSeparator) }
        var whole = magnitude / scale
        var count = 0
        repeat {
            if count > 0 && count % 3 == 0 { bytes.append(groupSeparator) }
            bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
            whole /= 10
            count += 1
        } while whole > 0
        bytes.reverse()
        return String(decoding: bytes, as: UTF8.self)
    }
}
