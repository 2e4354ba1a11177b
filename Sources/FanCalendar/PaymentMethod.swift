/// The payment methods fancal knows by name. A phase's `--method` is free text, kept as typed
/// (a fan may write `PayPay` or `銀行振込`); these words are shown in the user's language.
package enum PaymentMethod: String, Sendable, CaseIterable {
    /// Charged to a card on file, without the fan doing anything.
    case card
    /// Paid at a convenience store's counter or terminal.
    case konbini
    /// A bank transfer.
    case bank

    /// The method a typed word names, whatever its case; nil for any other text.
    package init?(typed: String) { self.init(rawValue: typed.lowercased()) }

    /// The method's name for people: in English the word `--method` takes.
    package var displayName: LocalizedText {
        switch self {
        case .card: LocalizedText(en: "card", ja: "カード", de: "Karte")
        case .konbini: LocalizedText(en: "konbini", ja: "コンビニ", de: "Konbini")
        case .bank: LocalizedText(en: "bank", ja: "銀行振込", de: "Überweisung")
        }
    }

    /// A typed method as shown in `language`: a known one by its name there, any other as typed.
    package static func shown(_ typed: String, _ language: Language) -> String {
        PaymentMethod(typed: typed)?.displayName(language) ?? typed
    }
}
