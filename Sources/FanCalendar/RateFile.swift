/// Why a rates file was refused: its first broken line and what is wrong with it.
package struct RateFileError: Error, Sendable, Equatable {
    package enum Reason: Sendable, Equatable {
        /// Nothing but blank lines.
        case empty
        /// A line with a different number of fields than the header says.
        case fieldCount(expected: Int, found: Int)
        /// A date that is not `YYYY-MM-DD` on the calendar.
        case badDate(String)
        /// A currency code fancal does not know.
        case unknownCurrency(String)
        /// A rate of a currency in itself.
        case sameCurrency(String)
        /// A rate that is not a positive number of at most ten significant digits.
        case rate(ExactDecimal.ParseError)
    }

    /// 1-based.
    package let line: Int
    package let reason: Reason

    package init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }
}

/// Reads the two rate files fancal accepts, all or nothing:
/// - the European Central Bank's `eurofxref-hist.csv` (also `eurofxref.csv`): a header
///   `Date,USD,JPY,…,` with a trailing comma, one row per business day, newest first, each cell
///   units of the column's currency per 1 EUR, `N/A` where there was none. Stored as published
///   (1 EUR = cell × column currency); columns of currencies fancal does not know are skipped.
/// - a plain `date,currency,rate` file (header optional): 1 currency = rate home units.
package enum RateFile {
    /// - Parameter home: the base of a plain file's rates.
    /// - Throws: `RateFileError` for the first line that is not right; nothing is returned then.
    package static func parse(_ text: String, home: Currency) throws(RateFileError) -> [ExchangeRate] {
        // "\r\n" is one Character in Swift, and a newline like "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        guard let headerIndex = lines.firstIndex(where: { !String($0).trimmingWhitespace().isEmpty }) else {
            throw RateFileError(line: 1, reason: .empty)
        }
        let header = fields(lines[headerIndex])
        if header.first?.lowercased() == "date" && header.count > 1 && header[1].lowercased() != "currency" {
            return try ecb(lines, headerIndex: headerIndex, header: header)
        }
        return try plain(lines, home: home)
    }

    private static func fields(_ line: Substring) -> [String] {
        line.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
    }

    private static func ecb(_ lines: [Substring], headerIndex: Int, header: [String]) throws(RateFileError) -> [ExchangeRate] {
        // The trailing comma makes an empty last column, in the header and in every row.
        let columns = header.dropFirst().map { $0.isEmpty ? nil : $0 }
        var currencies: [Currency?] = []
        for code in columns {
            guard let code else {
                currencies.append(nil)
                continue
            }
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw RateFileError(line: headerIndex + 1, reason: .unknownCurrency(code))
            }
            if code.uppercased() == "EUR" {
                throw RateFileError(line: headerIndex + 1, reason: .sameCurrency(code))
            }
            currencies.append(Currency(code: code))
        }
        var rates: [ExchangeRate] = []
        for index in lines.indices where index > headerIndex && !String(lines[index]).trimmingWhitespace().isEmpty {
            let cells = fields(lines[index])
            let lineNumber = index + 1
            guard cells.count == header.count else {
                throw RateFileError(line: lineNumber, reason: .fieldCount(expected: header.count, found: cells.count))
            }
            guard let date = CivilDate(iso: cells[0]) else { throw RateFileError(line: lineNumber, reason: .badDate(cells[0])) }
            for (cell, currency) in zip(cells.dropFirst(), currencies) {
                if cell.isEmpty || cell.uppercased() == "N/A" { continue }
                let rate: ExactDecimal
                do { rate = try ExactDecimal.parse(cell) } catch { throw RateFileError(line: lineNumber, reason: .rate(error)) }
                guard let currency else { continue }
                rates.append(ExchangeRate(date: date, currency: Currency(code: "EUR")!, base: currency, rate: rate, source: .ecb))
            }
        }
        return rates
    }

    private static func plain(_ lines: [Substring], home: Currency) throws(RateFileError) -> [ExchangeRate] {
        var rates: [ExchangeRate] = []
        for (index, line) in lines.enumerated() where !String(line).trimmingWhitespace().isEmpty {
            let cells = fields(line)
            let lineNumber = index + 1
            if rates.isEmpty && cells.map({ $0.lowercased() }) == ["date", "currency", "rate"] { continue }
            guard cells.count == 3 else {
                throw RateFileError(line: lineNumber, reason: .fieldCount(expected: 3, found: cells.count))
            }
            guard let date = CivilDate(iso: cells[0]) else { throw RateFileError(line: lineNumber, reason: .badDate(cells[0])) }
            guard let currency = Currency(code: cells[1]) else {
                throw RateFileError(line: lineNumber, reason: .unknownCurrency(cells[1]))
            }
            guard currency != home else { throw RateFileError(line: lineNumber, reason: .sameCurrency(cells[1])) }
            let rate: ExactDecimal
            do { rate = try ExactDecimal.parse(cells[2]) } catch { throw RateFileError(line: lineNumber, reason: .rate(error)) }
            rates.append(ExchangeRate(date: date, currency: currency, base: home, rate: rate, source: .csv))
        }
        if rates.isEmpty { throw RateFileError(line: 1, reason: .empty) }
        return rates
    }
}
