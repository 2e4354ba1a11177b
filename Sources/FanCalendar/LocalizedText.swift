/// A piece of text written out in every language fancal speaks: a `--help` line, a phrase of a
/// report, an error message. Declared once where it is composed (each module keeps its own in one
/// catalogue file); calling it with a language picks the one to show.
package struct LocalizedText: Sendable, Equatable {
    package let en: String
    package let ja: String
    package let de: String

    package init(en: String, ja: String, de: String) {
        self.en = en
        self.ja = ja
        self.de = de
    }

    /// The text in `language`.
    package func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ja: ja
        case .de: de
        }
    }
}
