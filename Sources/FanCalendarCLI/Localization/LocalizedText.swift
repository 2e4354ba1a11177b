import FanCalendar

/// A piece of text written out in every language fancal speaks, such as a command's `--help`
/// line. Declared beside what it describes; calling it with a language picks the one to show.
struct LocalizedText: Sendable {
    let en: String
    let ja: String
    let de: String

    /// The text in `language`.
    func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ja: ja
        case .de: de
        }
    }
}

extension LocalizedText {
    /// A `--help` discussion of examples: the heading in each language, then the command lines,
    /// indented and the same in every language.
    static func examples(_ commandLines: [String]) -> LocalizedText {
        let lines = commandLines.map { "\n  " + $0 }.joined()
        return LocalizedText(
            en: Phrase.examples.text(.en) + ":" + lines, ja: Phrase.examples.text(.ja) + ":" + lines,
            de: Phrase.examples.text(.de) + ":" + lines)
    }
}
