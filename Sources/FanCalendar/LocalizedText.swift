/// A piece of text written out in every language fancal speaks: a `--help` line, a phrase of a
/// report, an error message. Declared once where it is composed (each module keeps its own in one
/// catalogue file); calling it with a language picks the one to show.
public struct LocalizedText: Sendable, Equatable {
    public let en: String
    public let ja: String
    public let de: String

    public init(en: String, ja: String, de: String) {
        self.en = en
        self.ja = ja
        self.de = de
    }

    /// The text in `language`.
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ja: ja
        case .de: de
        }
    }
}
