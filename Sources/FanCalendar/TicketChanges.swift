/// The fields `ticket edit` changes; nil leaves a field as it is, `.some(nil)` clears it.
package struct TicketChanges: Sendable {
    package var title: String?
    package var artist: String??
    package var venue: String??
    /// The show's moment and whether it has a time of day.
    package var show: (at: ZonedDateTime, hasTime: Bool)?

    package init() {}

    package var isEmpty: Bool { title == nil && artist == nil && venue == nil && show == nil }

    package func apply(to ticket: inout Ticket) {
        if let title { ticket.title = title }
        if let artist { ticket.artist = artist }
        if let venue { ticket.venue = venue }
        if let show {
            ticket.show = show.at
            ticket.showHasTime = show.hasTime
        }
    }
}

/// The fields `ticket phase` sets and `ticket edit ID PHASE` changes; nil leaves a field alone.
package struct PhaseChanges: Sendable {
    package var name: String?
    package var applyOpen: ZonedDateTime??
    package var applyClose: ZonedDateTime??
    package var result: ZonedDateTime??
    package var payBy: ZonedDateTime??
    package var issueOpen: ZonedDateTime??
    package var issueClose: ZonedDateTime??
    package var method: String??
    /// The price of one seat as typed, read in the phase's currency.
    package var priceText: String?
    package var count: Int?
    /// Every fee as typed, replacing those stored; summed into `TicketPhase.fees`.
    package var feeTexts: [String]?
    /// The currency of price and fees; amounts already stored keep their number (9000 stays 9000).
    package var currency: Currency?
    package var companions: [String]?
    /// The language the price and fees were typed in: its marks read them (`89,90` in German).
    package var language: Language = .en

    package init() {}

    package var isEmpty: Bool {
        name == nil && applyOpen == nil && applyClose == nil && result == nil && payBy == nil && issueOpen == nil
            && issueClose == nil && method == nil && priceText == nil && count == nil && feeTexts == nil && currency == nil
            && companions == nil
    }

    /// Applies the changes.
    /// - Throws: `PhaseChangeError` for an amount that does not parse in the currency, or a seat
    ///   count below 1.
    package func apply(to phase: inout TicketPhase) throws(PhaseChangeError) {
        if let name { phase.name = name }
        if let applyOpen { phase.applyOpen = applyOpen }
        if let applyClose { phase.applyClose = applyClose }
        if let result { phase.result = result }
        if let payBy { phase.payBy = payBy }
        if let issueOpen { phase.issueOpen = issueOpen }
        if let issueClose { phase.issueClose = issueClose }
        if let method { phase.method = method }
        if let count {
            guard count >= 1 else { throw .count(count) }
            phase.count = count
        }
        if let companions { phase.companions = companions }
        let currency = currency ?? phase.currency
        do throws(InputError) {
            if let priceText {
                phase.price = try AmountInput.parse(priceText, currency: currency, language: language)
            } else if let price = phase.price, price.currency != currency {
                phase.price = try AmountInput.parse(price.decimalString(in: language), currency: currency, language: language)
            }
        } catch {
            throw .amount(error, option: "--price")
        }
        do throws(InputError) {
            if let feeTexts {
                var total: Int64 = 0
                for text in feeTexts { total += try AmountInput.parse(text, currency: currency, language: language).minorUnits }
                phase.fees = Money(minorUnits: total, currency: currency)
            } else if phase.fees.currency != currency {
                phase.fees = try AmountInput.parse(
                    phase.fees.decimalString(in: language), currency: currency, language: language)
            }
        } catch {
            throw .amount(error, option: "--fee")
        }
    }
}

/// Why `PhaseChanges.apply` refused.
package enum PhaseChangeError: Error, Sendable, Equatable {
    case amount(InputError, option: String)
    /// Fewer than one seat.
    case count(Int)
}
