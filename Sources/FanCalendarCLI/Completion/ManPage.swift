import FanCalendar

/// The manual page fancal(1) in the user's language, generated from the command specs so it
/// lists exactly the commands, arguments and options `--help` shows, in the same words.
/// `make install` installs it in English and, for `man -L ja` / `man -L de` (or a Japanese or
/// German `LANG`), in Japanese and German.
enum ManPage {
    static func render(_ specs: [CommandSpec], version: String, language: Language = .en) -> String {
        let words = ManText.self
        // Japanese has no spaces to break lines at: groff may break after each wide character
        // (`\:`), and lines are set ragged, as Japanese man pages are.
        let text = { (paragraph: String) in ManPage.text(paragraph, breakingAfterWide: language == .ja) }
        var page = [
            ".TH FANCAL 1 \"\" \"fancal \(version)\" \"\(words.manual(language))\"",
            language == .ja ? ".ad l" : nil,
            ".SH \(words.name(language))",
            "fancal \\- \(HelpText.tagline(language))",
            ".SH \(words.synopsis(language))",
            ".B fancal",
            "[\\fI\(words.command(language))\\fR] [\\fI\(words.arguments(language))\\fR] [\\fI\(words.options(language))\\fR]",
            ".SH \(words.description(language))",
            text(words.about(language)),
            ".SH \(words.commands(language))",
        ].compactMap { $0 }
        // A command made of subcommands (`trip`) is followed by each of them, with its options.
        for spec in specs.flatMap({ [$0] + $0.subcommands }) {
            page.append(".SS \"\(escape(HelpText.usageLine(spec)))\"")
            page.append(text(spec.summary(language)))
            for positional in spec.positionals {
                page += [".TP", ".I \(escape(positional.name))", text(positional.help(language))]
            }
            for option in spec.options {
                page += [".TP", ".B \(escape(HelpText.option(option)))", text(option.help(language))]
            }
            if let discussion = spec.discussion {
                page.append(".PP")
                page.append(text(discussion(language)))
            }
        }
        page.append(".SH \(words.globalOptions(language))")
        page.append(text(words.everyCommand(language)))
        for option in GlobalOptions.specs {
            page += [".TP", ".B \(escape(HelpText.option(option)))", text(option.help(language))]
        }
        page.append(".SH \(words.environment(language))")
        for (name, meaning) in words.variables {
            page += [".TP", ".B \(name)", text(meaning(language))]
        }
        page += [
            ".SH \(words.files(language))",
            ".TP",
            ".I $XDG_DATA_HOME/fancal/fancal.db",
            text(words.database(language)),
            ".TP",
            ".I $XDG_CONFIG_HOME/fancal/config",
            text(words.config(language)),
            ".SH \(words.exitStatus(language))",
            text(words.exitCodes(language)),
            ".SH \(words.seeAlso(language))",
            ".BR cal (1),",
            ".BR khal (1),",
            ".BR calcurse (1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// Paragraph text: escaped, one output line per input line, blank lines as paragraph breaks,
    /// indented lines (examples) unfilled and indented, as `--help` shows them.
    private static func text(_ paragraph: String, breakingAfterWide: Bool) -> String {
        var lines: [String] = []
        var inExample = false
        var source: [Substring] = []
        for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
            // A Japanese sentence continued on the next line goes on without a space.
            if breakingAfterWide, let last = source.last?.last, DisplayWidth.of(last) == 2, !last.isWhitespace,
                !line.isEmpty, !line.hasPrefix(" "), source.last?.hasPrefix(" ") == false
            {
                source[source.count - 1] += line
            } else {
                source.append(line)
            }
        }
        for line in source {
            let indented = line.hasPrefix(" ")
            if indented != inExample {
                lines.append(indented ? ".RS 2\n.nf" : ".fi\n.RE")
                inExample = indented
            }
            let escaped = escape(String(line).trimmingWhitespace())
            lines.append(line.isEmpty ? ".PP" : breakingAfterWide && !indented ? breakable(escaped) : escaped)
        }
        if inExample { lines.append(".fi\n.RE") }
        return lines.joined(separator: "\n")
    }

    /// `text` with a break point (`\:`) after each wide character, except where Japanese never
    /// breaks: before `、。）」』` and after `（「『`.
    private static func breakable(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            result.append(character)
            guard DisplayWidth.of(character) == 2, index + 1 < characters.count, !"（「『".contains(character),
                !"、。）」』".contains(characters[index + 1])
            else { continue }
            result += "\\:"
        }
        return result
    }

    /// Text safe for roff: backslashes and hyphens escaped, no request at the start of a line.
    static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
