/// An amount as people type it: `12000`, `12,000`, `49.90`, with a currency's mark before or after
/// it (`¥12,000`, `￥12000`, `12,000円`, `$49.90`, `49.90 EUR`), ten-thousands as `万` (`1.2万`,
/// `3万円`), in full-width digits and commas (`１２，０００`). The number itself follows
/// `Money.parse`: `,` groups of three, at most the currency's minor digits.
public enum AmountInput {
    /// The currency the amount's mark names (`¥12,000` → JPY), or nil for a bare number.
    public static func currency(of text: String) -> Currency? {
        split(halfWidthInput(text))?.currency
    }

    /// The amount in `currency`.
    /// - Throws: `InputError.amount` (with the text as typed) when the number breaks a rule,
    ///   `.amountInOtherCurrency` when its mark names another currency.
    public static func parse(_ text: String, currency: Currency) throws(InputError) -> Money {
        guard let (number, written) = split(halfWidthInput(text)) else { throw .amount(.notANumber(text)) }
        if let written, written != currency { throw .amountInOtherCurrency(text, written: written, currency: currency) }
        do throws(Money.ParseError) {
            guard number.hasSuffix("万") else { return try Money.parse(number, currency: currency) }
            return try Money.parse(try tenThousands(String(number.dropLast()), text: text), currency: currency)
        } catch {
            throw .amount(error.typed(text))
        }
    }

    /// The number and the currency its mark names; nil when there is more than one mark or
    /// nothing but a mark.
    private static func split(_ text: String) -> (number: String, currency: Currency?)? {
        var number = Substring(text)
        var currency: Currency?
        if let mark = prefixes.first(where: { number.lowercased().hasPrefix($0) }) {
            currency = CurrencyInput.currency(named: mark)
            number = number.dropFirst(mark.count)
        }
        let suffix = number.reversed().prefix { !$0.isNumber && $0 != "万" && $0 != " " && $0 != "." && $0 != "," }
        if !suffix.isEmpty {
            guard currency == nil, let named = CurrencyInput.currency(named: String(suffix.reversed())) else {
                return nil
            }
            currency = named
            number = number.dropLast(suffix.count)
        }
        let trimmed = String(number).trimmingWhitespace()
        return trimmed.isEmpty ? nil : (trimmed, currency)
    }

    /// Marks written before the number, longest first so `us$` wins over `$`.
    private static let prefixes = CurrencyInput.names.keys
        .filter { $0.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic } || $0 == "us$" }
        .sorted { $0.count > $1.count }

    /// `1.2` (ten-thousands) as plain major units: `12000`; a grouped whole part is checked as
    /// `Money.parse` checks it.
    private static func tenThousands(_ number: String, text: String) throws(Money.ParseError) -> String {
        let parts = number.trimmingWhitespace().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].hasPrefix("-") else {
            throw number.hasPrefix("-") ? .negative(text) : .notANumber(text)
        }
        let whole = try Money.parse(String(parts[0]), currency: .jpy).minorUnits
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .notANumber(text)
        }
        let padded = fraction + String(repeating: "0", count: max(0, 4 - fraction.count))
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 10_000)
        guard !overflow else { throw .tooLarge(text) }
        let (value, overflowAdding) = scaled.addingReportingOverflow(Int64(padded.prefix(4))!)
        guard !overflowAdding else { throw .tooLarge(text) }
        let rest = padded.dropFirst(4)
        return rest.isEmpty ? String(value) : String(value) + "." + rest
    }
}

extension Money.ParseError {
    /// The same refusal, naming the text as the person typed it.
    func typed(_ text: String) -> Money.ParseError {
        switch self {
        case .notANumber: .notANumber(text)
        case .negative: .negative(text)
        case .tooManyDecimals(_, let currency): .tooManyDecimals(text, currency: currency)
        case .tooLarge: .tooLarge(text)
        }
    }
}
