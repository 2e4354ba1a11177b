import FanCalendar
import FanCalendarStore

/// What `rate list` shows.
package enum RateListing: Sendable {
    /// Per pair, its latest rate, its first day and how many rates it has.
    case latest([(latest: ExchangeRate, first: CivilDate, count: Int)])
    /// Every stored rate, by pair and date.
    case all([ExchangeRate])
}

/// The rates table: adding a rate, importing a file of them, listing them, and the table a
/// report converts with.
package enum RateUseCases {
    /// Stores "1 `currency` = `rateText` home units from `date` on".
    /// - Parameters:
    ///   - language: the one the rate was typed in, whose marks read it (`0,92` in German).
    ///   - store: opened only once the rate has been checked.
    /// - Throws: `AppError.invalidInput` for the home currency itself or a rate that is not a
    ///   positive number of at most ten significant digits.
    package static func add(
        currency: Currency, rateText: String, language: Language, date: CivilDate, home: Currency, now: Int64,
        store: () throws -> StoreWriter
    ) throws -> ExchangeRate {
        guard currency != home else { throw AppError.invalidInput(MoneyText.rateOfHomeCurrency(home)) }
        let value: ExactDecimal
        do { value = try ExactDecimal.parse(rateText, language: language) } catch { throw AppError.invalidInput(MoneyText.rate(error, option: "RATE")) }
        let rate = ExchangeRate(date: date, currency: currency, base: home, rate: value, source: .manual)
        let opened = try store()
        try opened.recordingChange(.rate, subject: "add \(currency.code) \(rateText)", now: now) { _ = try opened.save(rates: [rate]) }
        return rate
    }

    /// What an import stored.
    package struct ImportResult: Sendable, Equatable {
        /// How many rates.
        package let count: Int
        /// Whether the file was the ECB's (else a plain `date,currency,rate` file).
        package let ecb: Bool
        /// The first and last day of the rates.
        package let from: CivilDate
        package let to: CivilDate
    }

    /// Reads and stores every rate of a file, or none (the first broken line is named).
    package static func importFile(
        path: String, home: Currency, now: Int64, store: () throws -> StoreWriter
    ) throws -> ImportResult {
        let text: String
        do { text = String(decoding: try FileContents.read(path: path), as: UTF8.self) } catch {
            throw AppError.failure(MoneyText.cannotRead(path, error.reason))
        }
        let rates: [ExchangeRate]
        do { rates = try RateFile.parse(text, home: home) } catch { throw AppError.invalidInput(MoneyText.rateFile(path, error)) }
        let dates = rates.map(\.date)
        let opened = try store()
        try opened.recordingChange(.rate, subject: "import \(path)", now: now) { _ = try opened.save(rates: rates) }
        return ImportResult(
            count: rates.count, ecb: rates.first?.source == .ecb, from: dates.min()!, to: dates.max()!)
    }

    /// `rate list`: per pair its latest rate, or with `all` every stored rate.
    package static func list(all: Bool, store: RecordStore) throws(StoreError) -> RateListing {
        all ? .all(try store.rates()) : .latest(try store.latestRates())
    }

    /// The rates that can convert `currencies` into `home`: those between them, `home` and the
    /// euro (the ECB's pivot). Every date is read, as a record before a pair's first rate takes
    /// that first rate.
    package static func table(for currencies: Set<Currency>, home: Currency, store: RecordStore) throws(StoreError) -> RateTable {
        guard !currencies.subtracting([home]).isEmpty else { return RateTable([]) }
        let among = currencies.union([home, Currency(code: "EUR")!])
        return RateTable(try store.rates(among: among))
    }
}
