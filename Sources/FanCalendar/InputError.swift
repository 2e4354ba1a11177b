/// Why a date, time, amount or currency a person typed was refused. Each parser of typed input
/// (`DateInput`, `TimeInput`, `AmountInput`, `CurrencyInput`) throws it; `message(_:)` says what
/// to type instead, named by the option the text was given with.
package enum InputError: Error, Sendable, Equatable {
    /// Not a date in any accepted form.
    case notADate(String)
    /// A date in an accepted form, but not on the calendar (`2026-02-30`, `13/1`).
    case notOnCalendar(String)
    /// Not a time or time range in any accepted form.
    case notATime(String)
    /// A range whose end is not a time (`18:00-25:00`).
    case notAnEndTime(String)
    /// Neither a currency code fancal knows, nor a symbol or word for one.
    case unknownCurrency(String)
    /// An amount that breaks one of `Money.parse`'s rules (the text as typed).
    case amount(Money.ParseError)
    /// An amount the language's marks refuse but the English ones read (`89.90` typed in
    /// German): its English reading, and its reading with the language's group marks left out
    /// (8.990,00 €) when there is one.
    case ambiguousAmount(String, english: Money, here: Money?)
    /// An amount written with one currency's mark (`¥12,000`) for a record in another.
    case amountInOtherCurrency(String, written: Currency, currency: Currency)
}

/// The half-width form of what a Japanese keyboard types: full-width digits, letters and
/// punctuation (`１２，０００`, `１８：００`) become ASCII, the ideographic space a space and the
/// wave dash `〜` a tilde. The yen sign `￥` stays, as a currency mark. No-break spaces (`89,90 €`
/// copied from a page) are spaces.
package func halfWidthInput(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.trimmingWhitespace() }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
        case 0x3000, 0x00A0, 0x202F: scalars.append(" ")
        case 0x301C: scalars.append("~")
        case 0x2212, 0x2013, 0x2014: scalars.append("-")
        default: scalars.append(scalar)
        }
    }
    return String(scalars).trimmingWhitespace()
}

/// The value of a run of ASCII digits (at most `maxDigits`), or nil.
func asciiNumber(_ text: Substring, maxDigits: Int) -> Int? {
    guard !text.isEmpty, text.utf8.count <= maxDigits, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
    }
    return Int(text)
}
