import FanCalendar

/// `--help` text, generated from the command specs so it never drifts from what is parsed, in the
/// requested language. Names and help are aligned by display width.
enum HelpText {
    static func option(_ spec: OptionSpec) -> String {
        var names = "--" + spec.name
        if let short = spec.short { names = "-" + short + ", " + names }
        if let valueName = spec.valueName { names += spec.valueIsOptional ? " [" + valueName + "]" : " " + valueName }
        return names
    }

    /// The width help is laid out in: an 80-column terminal's.
    static let columns = 80

    /// Two columns: names padded to the widest (up to 30 columns; a longer name puts its help on
    /// the next line), then their help, wrapped within `columns` under its own column.
    private static func block(_ rows: [(String, String)]) -> String {
        let width = min(30, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        return rows.map { name, help in
            let padded = DisplayWidth.of(name) > width ? "  " + name + "\n" + indent : "  " + DisplayWidth.padRight(name, to: width) + "  "
            return padded + TextWrap.lines(help, width: columns - width - 4).joined(separator: "\n" + indent)
        }.joined(separator: "\n") + "\n"
    }

    /// Paragraphs (separated by blank lines) wrapped within `columns`. Indented lines (examples:
    /// commands to copy) stay as written, set off from prose before them that does not end in
    /// a colon (a heading) by a blank line.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var prose: [Substring] = []
            func flushProse() {
                guard !prose.isEmpty else { return }
                lines += TextWrap.lines(TextWrap.unwrap(prose.joined(separator: "\n")), width: columns)
                prose = []
            }
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix(" ") else {
                    prose.append(line)
                    continue
                }
                if let last = prose.last, !last.hasSuffix(":") {
                    flushProse()
                    lines.append("")
                } else {
                    flushProse()
                }
                lines.append(String(line))
            }
            flushProse()
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    static func usageLine(_ spec: CommandSpec) -> String {
        var parts = ["fancal", spec.name]
        if !spec.subcommands.isEmpty { parts.append(spec.runsAlone ? "[COMMAND]" : "COMMAND") }
        for positional in spec.positionals {
            var name = positional.name
            if positional.isVariadic { name += "…" }
            parts.append(positional.isOptional ? "[\(name)]" : name)
        }
        if !spec.options.isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    static func command(_ spec: CommandSpec, language: Language) -> String {
        var text = "\(Phrase.usage.text(language)): \(usageLine(spec))\n\n\(paragraphs(spec.summary(language)))\n"
        if !spec.subcommands.isEmpty {
            text += "\n\(Phrase.commands.text(language)):\n" + block(spec.subcommands.map { (String(usageLine($0).dropFirst("fancal ".count)), $0.summary(language)) })
        }
        if !spec.positionals.isEmpty {
            text += "\n\(Phrase.arguments.text(language)):\n" + block(spec.positionals.map { ($0.name, $0.help(language)) })
        }
        if !spec.options.isEmpty {
            text += "\n\(Phrase.options.text(language)):\n" + block(spec.options.map { (option($0), $0.help(language)) })
        }
        text += "\n\(Phrase.globalOptions.text(language)):\n" + block(GlobalOptions.specs.map { (option($0), $0.help(language)) })
        if let discussion = spec.discussion { text += "\n" + paragraphs(discussion(language)) + "\n" }
        return text
    }

    static func overview(_ specs: [CommandSpec], language: Language) -> String {
        var text = paragraphs("fancal — \(tagline(language))") + "\n\n"
        text += "\(Phrase.usage.text(language)): fancal COMMAND [options]\n\n"
        text += "\(Phrase.commands.text(language)):\n" + block(specs.map { ($0.name, $0.summary(language)) })
        text += "\n\(Phrase.globalOptions.text(language)):\n" + block(GlobalOptions.specs.map { (option($0), $0.help(language)) })
        text += "\n" + Phrase.help.text(language) + "\n"
        return text
    }

    /// What fancal is, in one line: the overview's first line and the man page's NAME.
    static let tagline = LocalizedText(
        en: "a calendar of what you do and spend for the artists you support", ja: "推し活の予定と出費を記録するカレンダー",
        de: "ein Kalender für alles, was du für deine Lieblingskünstler tust und ausgibst")
}
