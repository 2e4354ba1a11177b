/// A currency as people name it: an ISO 4217 code in any case (`jpy`, `EUR`), a symbol (`¥`, `￥`,
/// `₩`, `$`, `€`, `£`) or a word (`yen`, `円`, `won`, `ウォン`, `원`, `dollar`, `ドル`, `euro`,
/// `ユーロ`, `pound`, `ポンド`). A bare `$` and "dollar" mean the US dollar: write `TWD`, `HKD`,
/// `AUD`… for the others.
package enum CurrencyInput {
    /// - Throws: `InputError.unknownCurrency` for anything else.
    package static func parse(_ text: String) throws(InputError) -> Currency {
        guard let currency = currency(named: halfWidthInput(text)) else { throw .unknownCurrency(text) }
        return currency
    }

    /// The currency a code, symbol or word names, or nil.
    static func currency(named text: String) -> Currency? {
        if let currency = Currency(code: text) { return currency }
        return names[text.lowercased()]
    }

    /// Symbols and words, lower-cased; amounts may carry them too (`¥12,000`, `12,000円`). Every
    /// symbol fancal prints names its currency (`NT$`, `zł`), but `kr`, which three share.
    static let names: [String: Currency] = {
        let words: [(String, String)] = [
            ("¥", "JPY"), ("￥", "JPY"), ("円", "JPY"), ("yen", "JPY"),
            ("₩", "KRW"), ("원", "KRW"), ("ウォン", "KRW"), ("won", "KRW"),
            ("$", "USD"), ("us$", "USD"), ("dollar", "USD"), ("dollars", "USD"), ("ドル", "USD"),
            ("€", "EUR"), ("euro", "EUR"), ("euros", "EUR"), ("ユーロ", "EUR"),
            ("£", "GBP"), ("pound", "GBP"), ("pounds", "GBP"), ("ポンド", "GBP"),
        ]
        let symbols = Dictionary(grouping: Currency.known.values) { $0.symbol.lowercased() }
            .compactMapValues { $0.count == 1 ? $0[0] : nil }
        return Dictionary(uniqueKeysWithValues: words.map { ($0.0, Currency(code: $0.1)!) })
            .merging(symbols) { word, _ in word }
    }()
}
