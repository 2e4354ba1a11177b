/// How each language writes a number: English and Japanese `1,628.48` (`,` between groups of
/// three, `.` before the decimals), German `1.628,48`. What fancal prints (`Money.formatted`) and
/// what it reads (`Money.parse`, `AmountInput`, `ExactDecimal.parse`) take the marks from here.
extension Language {
    /// The mark before the decimals.
    package var decimalMark: Character { self == .de ? "," : "." }

    /// The mark between groups of three digits.
    package var groupMark: Character { self == .de ? "." : "," }

    /// Whether the currency symbol follows the amount, after a space (`49,90 €` in German), or
    /// comes first (`€49.90`, `¥12,000`).
    package var symbolFollowsAmount: Bool { self == .de }

    /// Why a number this language's marks refused is not guessed: when the English marks read it
    /// (`89.90`, `0.92`, `1,234.50` typed in German), the person may have meant that, or meant
    /// the dot as a group mark (8990). Both readings are named in the refusal.
    /// - Parameter read: reads a text with a language's marks; nil when the text breaks a rule.
    /// - Returns: the English reading, and this language's reading with its group marks left
    ///   out (nil when there is none: `1,234.50` in German); nil when this language writes
    ///   numbers the English way or the English marks do not read the text either.
    func otherReadings<Value>(of text: String, _ read: (String, Language) -> Value?) -> (english: Value, here: Value?)? {
        guard decimalMark != Language.en.decimalMark, let english = read(text, .en) else { return nil }
        return (english, read(text.filter { $0 != groupMark }, self))
    }
}
