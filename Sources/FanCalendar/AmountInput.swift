/// An amount as people type it: `12000`, `12,000`, `49.90`, with a currency's mark before or after
/// it (`¥12,000`, `￥12000`, `12,000円`, `$49.90`, `49.90 EUR`, and every symbol fancal prints:
/// `NT$1,500.00`, `89,90 €`), ten-thousands as `万` (`1.2万`, `3万円`), in full-width digits and
/// commas (`１２，０００`). The number itself follows `Money.parse` with the marks of the
/// person's language: groups of three, at most the currency's minor digits; `89,90` and
/// `1.628,48 €` in German.
package enum AmountInput {
    /// The currency the amount's mark names (`¥12,000` → JPY), or nil for a bare number or a
    /// symbol several currencies print (`kr`).
    package static func currency(of text: String) -> Currency? {
        split(halfWidthInput(text))?.mark.flatMap(CurrencyInput.currency(named:))
    }

    /// The amount in `currency`, read with `language`'s marks.
    /// - Throws: `InputError.amount` (with the text as typed) when the number breaks a rule,
    ///   `.ambiguousAmount` for a number the language's marks refuse but the English ones read
    ///   (`89.90` in German), `.amountInOtherCurrency` when its mark names another currency.
    package static func parse(_ text: String, currency: Currency, language: Language = .en) throws(InputError) -> Money {
        guard let (number, mark) = split(halfWidthInput(text)) else { throw .amount(.notANumber(text)) }
        if let mark, mark != currency.symbol.lowercased() {
            guard let written = CurrencyInput.currency(named: mark) else { throw .amount(.notANumber(text)) }
            if written != currency { throw .amountInOtherCurrency(text, written: written, currency: currency) }
        }
        do throws(Money.ParseError) {
            return try read(number, currency: currency, language: language)
        } catch {
            let readings = language.otherReadings(of: number) { try? read($0, currency: currency, language: $1) }
            if let readings { throw .ambiguousAmount(text, english: readings.english, here: readings.here) }
            throw .amount(error.typed(text))
        }
    }

    /// The number, with or without `万`, read with `language`'s marks.
    private static func read(_ number: String, currency: Currency, language: Language) throws(Money.ParseError) -> Money {
        guard number.hasSuffix("万") else { return try Money.parse(number, currency: currency, language: language) }
        return try Money.parse(try tenThousands(String(number.dropLast()), language: language), currency: currency)
    }

    /// The number and its mark, lower-cased (a currency's name or a symbol fancal prints); nil
    /// when there is more than one mark, an unknown one, or nothing but a mark.
    private static func split(_ text: String) -> (number: String, mark: String?)? {
        var number = Substring(text)
        var mark: String?
        if let prefix = prefixes.first(where: { number.lowercased().hasPrefix($0) }) {
            mark = prefix
            number = number.dropFirst(prefix.count)
        }
        let suffix = number.reversed().prefix { !$0.isNumber && $0 != "万" && $0 != " " && $0 != "." && $0 != "," }
        if !suffix.isEmpty {
            let written = String(suffix.reversed()).lowercased()
            guard mark == nil, CurrencyInput.currency(named: written) != nil || symbols.contains(written) else { return nil }
            mark = written
            number = number.dropLast(suffix.count)
        }
        let trimmed = String(number).trimmingWhitespace()
        return trimmed.isEmpty ? nil : (trimmed, mark)
    }

    /// The symbols fancal prints, lower-cased: `kr`, which SEK, NOK and DKK share, names none of
    /// them on its own but is read on an amount in one of them.
    private static let symbols = Set(Currency.known.values.map { $0.symbol.lowercased() })

    /// Marks written before the number, longest first so `us$` wins over `$`: the symbols and
    /// the names without letters (`¥`, `￥`; not `yen`).
    private static let prefixes = Set(
        CurrencyInput.names.keys.filter { $0.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic } || $0 == "us$" })
        .union(symbols)
        .sorted { $0.count > $1.count }

    /// `1.2` (ten-thousands, `1,2` in German) as plain major units: `12000`; a grouped whole
    /// part is checked as `Money.parse` checks it.
    private static func tenThousands(_ number: String, language: Language) throws(Money.ParseError) -> String {
        let parts = number.trimmingWhitespace().split(separator: language.decimalMark, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].hasPrefix("-") else {
            throw number.hasPrefix("-") ? .negative(number) : .notANumber(number)
        }
        let whole = try Money.parse(String(parts[0]), currency: .jpy, language: language).minorUnits
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .notANumber(number)
        }
        let padded = fraction + String(repeating: "0", count: max(0, 4 - fraction.count))
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 10_000)
        guard !overflow else { throw .tooLarge(number) }
        let (value, overflowAdding) = scaled.addingReportingOverflow(Int64(padded.prefix(4))!)
        guard !overflowAdding else { throw .tooLarge(number) }
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
