/// One line of the rates table: from `date` on (until the pair's next rate), one unit of
/// `currency` is worth `rate` units of `base`.
///
/// `fancal rate add USD 150` stores USD in the home currency (base JPY); the ECB's file is stored
/// as published, 1 EUR in each currency (currency EUR, base USD, JPY, …), so it serves any home
/// currency through the euro.
package struct ExchangeRate: Sendable, Hashable {
    /// Where a rate came from, shown by `rate list`.
    package enum Source: String, Sendable, CaseIterable {
        /// `fancal rate add`.
        case manual = "manual"
        /// The ECB's `eurofxref-hist.csv`.
        case ecb = "ecb"
        /// A plain `date,currency,rate` file.
        case csv = "csv"

        /// The source's name for people (the stored name is the raw value).
        package var displayName: LocalizedText {
            switch self {
            case .manual: LocalizedText(en: "manual", ja: "手入力", de: "manuell")
            case .ecb: LocalizedText(en: "ecb", ja: "欧州中央銀行", de: "EZB")
            case .csv: LocalizedText(en: "csv", ja: "CSV ファイル", de: "CSV-Datei")
            }
        }
    }

    package var date: CivilDate
    package var currency: Currency
    package var base: Currency
    package var rate: ExactDecimal
    package var source: Source

    package init(date: CivilDate, currency: Currency, base: Currency, rate: ExactDecimal, source: Source) {
        self.date = date
        self.currency = currency
        self.base = base
        self.rate = rate
        self.source = source
    }
}

/// The rates a conversion may use, by pair and date: the rule "a rate applies from its date
/// until the next; before the first, the first" in one place.
package struct RateTable: Sendable {
    private struct Pair: Hashable {
        let currency: Currency
        let base: Currency
    }

    /// Each pair's rates, oldest first.
    private var series: [Pair: [(date: CivilDate, rate: ExactDecimal)]] = [:]
    /// Every currency some rate names, in code order: the candidates for a cross rate.
    private let pivots: [Currency]

    /// - Parameter rates: any order; for one pair and date the last one given wins.
    package init(_ rates: [ExchangeRate]) {
        var byPair: [Pair: [CivilDate: ExactDecimal]] = [:]
        for rate in rates { byPair[Pair(currency: rate.currency, base: rate.base), default: [:]][rate.date] = rate.rate }
        for (pair, byDate) in byPair {
            series[pair] = byDate.sorted { $0.key < $1.key }.map { (date: $0.key, rate: $0.value) }
        }
        pivots = Set(byPair.keys.flatMap { [$0.currency, $0.base] }).sorted()
    }

    /// The worth of one `currency` in `home` on `date`: a direct rate, the inverse of the
    /// opposite pair, or a cross rate through another currency (the euro, for ECB data), each leg
    /// taking its rate on or before `date`. Among those paths the freshest wins: the one whose
    /// oldest leg is newest, so a manual rate from January does not beat June's ECB rates
    /// through the euro; ties go to the direct rate, then the inverse, then the pivots in code
    /// order. Only when no path has a rate on or before `date` on every leg does a pair's first
    /// rate stand in, on the first path in that order.
    /// - Returns: the rate and whether a first rate was used for a date before it; nil when no
    ///   path exists.
    package func rate(of currency: Currency, in home: Currency, on date: CivilDate) -> (rate: ExactDecimal, beforeFirst: Bool)? {
        if currency == home { return (ExactDecimal(numerator: 1, denominator: 1)!, false) }
        for allowFirst in [false, true] {
            var best: Found?
            for path in paths(currency, home, date, allowFirst) {
                if allowFirst { return (path.rate, path.beforeFirst) }
                if best == nil || path.date > best!.date { best = path }
            }
            if let best { return (best.rate, best.beforeFirst) }
        }
        return nil
    }

    /// A rate found for a date: its value, the date of its oldest leg, and whether a leg used a
    /// pair's first rate for a date before it.
    private struct Found {
        let rate: ExactDecimal
        let date: CivilDate
        let beforeFirst: Bool
    }

    /// Every path from `currency` to `home` on `date`, in order of preference: direct, inverse,
    /// then through each pivot in code order.
    private func paths(_ currency: Currency, _ home: Currency, _ date: CivilDate, _ allowFirst: Bool) -> [Found] {
        var found = [
            lookup(Pair(currency: currency, base: home), date, allowFirst),
            inverse(Pair(currency: home, base: currency), date, allowFirst),
        ].compactMap { $0 }
        for pivot in pivots where pivot != currency && pivot != home {
            guard let first = leg(currency, pivot, date, allowFirst), let second = leg(pivot, home, date, allowFirst),
                let product = first.rate.multiplied(by: second.rate)
            else { continue }
            found.append(Found(rate: product, date: min(first.date, second.date), beforeFirst: first.beforeFirst || second.beforeFirst))
        }
        return found
    }

    /// Whether some path of rates leads from `currency` to `home` (`rate(of:in:on:)` is nil on
    /// every date when none does): a direct or inverse pair, or both legs through a pivot.
    package func reaches(_ home: Currency, from currency: Currency) -> Bool {
        func linked(_ a: Currency, _ b: Currency) -> Bool {
            series[Pair(currency: a, base: b)] != nil || series[Pair(currency: b, base: a)] != nil
        }
        if currency == home || linked(currency, home) { return true }
        return pivots.contains { $0 != currency && $0 != home && linked(currency, $0) && linked($0, home) }
    }

    /// One leg of a cross rate: the pair as stored or inverted, the fresher of the two when
    /// both have a rate (as stored on a tie); as stored first when a first rate stands in.
    private func leg(_ from: Currency, _ to: Currency, _ date: CivilDate, _ allowFirst: Bool) -> Found? {
        let stored = lookup(Pair(currency: from, base: to), date, allowFirst)
        let inverted = inverse(Pair(currency: to, base: from), date, allowFirst)
        guard let stored else { return inverted }
        guard let inverted, !allowFirst, inverted.date > stored.date else { return stored }
        return inverted
    }

    /// The pair's rate on `date`, inverted: the worth of its base in its currency.
    private func inverse(_ pair: Pair, _ date: CivilDate, _ allowFirst: Bool) -> Found? {
        lookup(pair, date, allowFirst).map { Found(rate: $0.rate.reciprocal, date: $0.date, beforeFirst: $0.beforeFirst) }
    }

    private func lookup(_ pair: Pair, _ date: CivilDate, _ allowFirst: Bool) -> Found? {
        guard let rates = series[pair], let first = rates.first else { return nil }
        var low = 0
        var high = rates.count
        while low < high {
            let middle = (low + high) / 2
            if rates[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        if low > 0 { return Found(rate: rates[low - 1].rate, date: rates[low - 1].date, beforeFirst: false) }
        return allowFirst ? Found(rate: first.rate, date: first.date, beforeFirst: true) : nil
    }
}

/// How a record's amount reached the home currency.
package enum ConversionMethod: String, Sendable, Hashable {
    /// Already in the home currency.
    case home
    /// What the card charged (`--charged`), exact.
    case charged
    /// The rate on or before the record's date.
    case rate
    /// The pair's first rate, for a record dated before it.
    case firstRate = "first_rate"
}

/// The one rule by which a record counts in home-currency totals, used by every report.
package enum Conversion {
    /// A record's amount in `home`: its charged amount when it has one in `home`, else its
    /// amount times the rate for its date, rounded once to `home`'s minor units, halves to even.
    /// - Returns: nil when no rate reaches `home` (the record is listed as unconverted).
    package static func convert(
        _ amount: Money, charged: Money?, on date: CivilDate, to home: Currency, rates: RateTable
    ) -> (amount: Money, method: ConversionMethod)? {
        if amount.currency == home { return (amount, .home) }
        if let charged, charged.currency == home { return (charged, .charged) }
        guard let found = rates.rate(of: amount.currency, in: home, on: date),
            let minor = found.rate.applied(to: amount.minorUnits, shift: home.minorDigits - amount.currency.minorDigits)
        else { return nil }
        return (Money(minorUnits: minor, currency: home), found.beforeFirst ? .firstRate : .rate)
    }
}
