import FanCalendar

/// The manual page fancal(1), generated from the command specs (in English) so it lists exactly
/// the commands, arguments and options `--help` shows.
enum ManPage {
    static func render(_ specs: [CommandSpec], version: String) -> String {
        var page = [
            ".TH FANCAL 1 \"\" \"fancal \(version)\" \"User Commands\"",
            ".SH NAME",
            "fancal \\- a calendar of what you do and spend for the artists you support",
            ".SH SYNOPSIS",
            ".B fancal",
            "[\\fIcommand\\fR] [\\fIarguments\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            text("""
                fancal records what a fan does for the artists they support (live shows, goods,
                CD/DVD, streaming, travel and other) with the date, a title and what it cost, prints month
                and year calendars with those days marked, sums up the spending, and moves records
                in and out of calendar apps as iCalendar files. Without a command it shows this
                month, as cal(1) does.
                """),
            ".SH COMMANDS",
        ]
        for spec in specs {
            page.append(".SS \"\(escape(HelpText.usageLine(spec)))\"")
            page.append(text(spec.summary(.en)))
            for positional in spec.positionals {
                page += [".TP", ".I \(escape(positional.name))", text(positional.help(.en))]
            }
            for option in spec.options {
                page += [".TP", ".B \(escape(HelpText.option(option)))", text(option.help(.en))]
            }
            if let discussion = spec.discussion {
                page.append(".PP")
                page.append(text(discussion(.en)))
            }
        }
        page.append(".SH GLOBAL OPTIONS")
        page.append("Every command accepts these, before or after its name.")
        for option in GlobalOptions.specs {
            page += [".TP", ".B \(escape(HelpText.option(option)))", text(option.help(.en))]
        }
        page.append(".SH ENVIRONMENT")
        for (name, meaning) in environment {
            page += [".TP", ".B \(name)", text(meaning)]
        }
        page += [
            ".SH FILES",
            ".TP",
            ".I $XDG_DATA_HOME/fancal/fancal.db",
            text("the database (else ~/.local/share/fancal/fancal.db), unless --db or FANCAL_DB names another"),
            ".SH EXIT STATUS",
            text("0 on success, 1 when the work failed (a file or the database could not be used), 2 for a usage or input error."),
            ".SH SEE ALSO",
            ".BR cal (1),",
            ".BR khal (1),",
            ".BR calcurse (1)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    private static let environment: [(String, String)] = [
        ("FANCAL_DB", "the database file"),
        ("FANCAL_CURRENCY", "the currency of new records (default JPY)"),
        ("FANCAL_TODAY", "today as YYYY-MM-DD, for reproducible output"),
        ("FANCAL_ICONS", "off shows category markers instead of emoji icons"),
        ("FANCAL_AMBIGUOUS_WIDTH", "2 where the terminal draws East Asian Ambiguous characters two columns wide (default 1, in every language)"),
        ("FANCAL_PAGER, PAGER", "the pager for views taller than the terminal (default less -FRX); FANCAL_PAGER=cat turns it off"),
        ("COLUMNS", "the terminal's width; calendars fit it, and tables shorten their longest texts to it on a terminal"),
        ("LINES", "the terminal's height; a view taller than it goes through the pager"),
        ("LC_ALL, LC_MESSAGES, LANG", "the language: en, ja or de"),
        ("NO_COLOR", "no color with --color auto"),
        ("TZ", "the home time zone"),
    ]

    /// Paragraph text: escaped, one output line per input line, blank lines as paragraph breaks,
    /// indented lines (examples) unfilled and indented, as `--help` shows them.
    private static func text(_ paragraph: String) -> String {
        var lines: [String] = []
        var inExample = false
        for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix(" ")
            if indented != inExample {
                lines.append(indented ? ".RS 2\n.nf" : ".fi\n.RE")
                inExample = indented
            }
            lines.append(line.isEmpty ? ".PP" : escape(String(line).trimmingWhitespace()))
        }
        if inExample { lines.append(".fi\n.RE") }
        return lines.joined(separator: "\n")
    }

    /// Text safe for roff: backslashes and hyphens escaped, no request at the start of a line.
    static func escape(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
