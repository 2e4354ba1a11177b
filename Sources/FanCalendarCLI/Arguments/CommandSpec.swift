import FanCalendar
/// An option a command accepts, declared once: parsing, validation and `--help` come from it.
struct OptionSpec: Sendable {
    /// The long name without dashes (`category` for `--category`).
    let name: String
    /// A one-letter alias without the dash (`h` for `-h`), or a short form such as `3` for `-3`.
    let short: String?
    /// Placeholder shown in help (`C`, `YYYY-MM`); nil for a flag that takes no value.
    let valueName: String?
    /// One line for `--help`, beside the names.
    let help: LocalizedText
    /// The value may be left out (`budget --month` is this month, `budget --month 2026-11` that
    /// one): the next argument is taken only when it does not start with `-`; left out, the
    /// value is "".
    let valueIsOptional: Bool

    init(_ name: String, short: String? = nil, value valueName: String? = nil, optional: Bool = false, help: LocalizedText) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.valueIsOptional = optional
    }

    var isFlag: Bool { valueName == nil }

    /// The same option with the help one command gives it (`--format` is "text or json" here,
    /// "table, json or csv" there).
    func withHelp(_ help: LocalizedText) -> OptionSpec {
        OptionSpec(name, short: short, value: valueName, optional: valueIsOptional, help: help)
    }
}

/// A positional argument.
struct PositionalSpec: Sendable {
    /// The placeholder shown in usage and help (`DATE`, `YYYY-MM`).
    let name: String
    /// One line for `--help`, beside the name.
    let help: LocalizedText
    let isOptional: Bool
    /// Takes every remaining positional (at least one unless optional).
    let isVariadic: Bool

    init(_ name: String, help: LocalizedText, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}

/// What a wrong number of positionals says. Most commands name the missing or extra argument
/// (`add: missing TITLE`); some word it their own way, and keep that wording.
enum PositionalCountMessage: Sendable {
    /// `missing TITLE (see `fancal add --help`)`, `unexpected argument 'x' (see …)`.
    case named
    /// The same, but a missing argument points to the parent's help (`fancal artist --help`).
    case namedWithParentHelp
    /// One line for any wrong count: a usage line or an example.
    case usage(LocalizedText)
}

/// A command: its name, what it does, and what it accepts.
struct CommandSpec: Sendable {
    let name: String
    /// One line: what the command does, for the overview and the top of its `--help`.
    let summary: LocalizedText
    let positionals: [PositionalSpec]
    let options: [OptionSpec]
    /// Extra lines at the end of `--help`: examples, rules; nil when there are none.
    let discussion: LocalizedText?
    /// For a command made of subcommands (`trip new`, `trip add`): their specs, each named by the
    /// full command (`trip new`). The word after the command picks one; its options and
    /// positionals are parsed, and its `--help` shown.
    let subcommands: [CommandSpec]
    /// A command of subcommands that also works alone (`fancal budget` shows the budgets,
    /// `fancal sync` syncs), with its own options; false when it needs a subcommand.
    let runsAlone: Bool
    /// What a word that names no subcommand says, given the word and the closest subcommand
    /// (nil when none is close); nil for the common `unknown trip command 'x'`.
    let unknownSubcommand: (@Sendable (_ word: String, _ suggestion: String?) -> LocalizedText)?
    let countMessage: PositionalCountMessage
    /// What an option of another subcommand says when given to this one (`artist add takes no
    /// --aliases`), given the subcommand's name and the option's; nil when it is an unknown
    /// option like any other.
    let siblingOption: (@Sendable (_ subcommand: String, _ option: String) -> LocalizedText)?

    init(
        name: String, summary: LocalizedText, positionals: [PositionalSpec] = [], options: [OptionSpec] = [],
        discussion: LocalizedText? = nil, subcommands: [CommandSpec] = [], runsAlone: Bool = false,
        unknownSubcommand: (@Sendable (_ word: String, _ suggestion: String?) -> LocalizedText)? = nil,
        countMessage: PositionalCountMessage = .named,
        siblingOption: (@Sendable (_ subcommand: String, _ option: String) -> LocalizedText)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
        self.subcommands = subcommands
        self.runsAlone = runsAlone
        self.unknownSubcommand = unknownSubcommand
        self.countMessage = countMessage
        self.siblingOption = siblingOption
    }

    /// The command as shell completion offers it: its options and those of its subcommands,
    /// each once.
    var withSubcommandOptions: CommandSpec {
        guard !subcommands.isEmpty else { return self }
        var seen = Set(options.map(\.name))
        let more = subcommands.flatMap(\.options).filter { seen.insert($0.name).inserted }
        return CommandSpec(
            name: name, summary: summary, positionals: positionals, options: options + more, discussion: discussion,
            subcommands: subcommands, runsAlone: runsAlone, unknownSubcommand: unknownSubcommand, countMessage: countMessage,
            siblingOption: siblingOption)
    }

    /// The last word of the name: `new` for `trip new`.
    var word: String { String(name.split(separator: " ").last ?? "") }
}

/// Options every command accepts, before or after the command name.
enum GlobalOptions {
    static let db = Option("db", value: "PATH", help: LocalizedText(
        en: "database file (else FANCAL_DB, else $XDG_DATA_HOME/fancal/fancal.db)",
        ja: "データベースファイル (省略時は FANCAL_DB、次に $XDG_DATA_HOME/fancal/fancal.db)",
        de: "Datenbankdatei (sonst FANCAL_DB, sonst $XDG_DATA_HOME/fancal/fancal.db)"))
    static let color = Option("color", value: "WHEN", help: LocalizedText(
        en: "auto, always or never (auto: only on a terminal, and not when NO_COLOR is set)",
        ja: "auto, always, never のいずれか (auto: 端末のときだけ、NO_COLOR があれば色なし)",
        de: "auto, always oder never (auto: nur im Terminal und nicht, wenn NO_COLOR gesetzt ist)"))
    static let locale = Option("locale", value: "LANG", help: LocalizedText(
        en: "en, ja or de (else from LC_ALL, LC_MESSAGES, LANG)",
        ja: "en, ja, de のいずれか (省略時は LC_ALL, LC_MESSAGES, LANG の順に参照)",
        de: "en, ja oder de (sonst aus LC_ALL, LC_MESSAGES, LANG)"))
    static let noPager = Flag("no-pager", help: LocalizedText(
        en: "print long output on the terminal as it is, without $PAGER (also FANCAL_PAGER=cat)",
        ja: "長い出力もページャ ($PAGER) を通さずにそのまま表示 (FANCAL_PAGER=cat でも同じ)",
        de: "lange Ausgaben ohne Pager ($PAGER) direkt ausgeben (ebenso FANCAL_PAGER=cat)"))
    static let help = Flag("help", short: "h", help: LocalizedText(en: "show help", ja: "ヘルプを表示", de: "Hilfe anzeigen"))
    static let version = Flag("version", help: LocalizedText(
        en: "show the version", ja: "バージョンを表示", de: "die Version anzeigen"))

    static let specs: [OptionSpec] = [db.spec, color.spec, locale.spec, noPager.spec, help.spec, version.spec]
}
