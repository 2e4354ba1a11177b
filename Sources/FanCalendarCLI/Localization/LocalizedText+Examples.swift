import FanCalendar

extension LocalizedText {
    /// A `--help` discussion of examples: the heading in each language, then the command lines,
    /// indented and the same in every language.
    static func examples(_ commandLines: [String]) -> LocalizedText {
        examples(commandLines, german: commandLines)
    }

    /// Examples whose amounts German writes with its own marks (`49,90`, `12.000`): English and
    /// Japanese show `commandLines`, German `german`.
    static func examples(_ commandLines: [String], german: [String]) -> LocalizedText {
        let lines = commandLines.map { "\n  " + $0 }.joined()
        return LocalizedText(
            en: Phrase.examples.text(.en) + ":" + lines, ja: Phrase.examples.text(.ja) + ":" + lines,
            de: Phrase.examples.text(.de) + ":" + german.map { "\n  " + $0 }.joined())
    }
}
