/// An option a command accepts, declared once: parsing, validation and `--help` come from it.
struct OptionSpec: Sendable {
    /// The long name without dashes (`category` for `--category`).
    let name: String
    /// A one-letter alias without the dash (`h` for `-h`), or a short form such as `3` for `-3`.
    let short: String?
    /// Placeholder shown in help (`C`, `YYYY-MM`); nil for a flag that takes no value.
    let valueName: String?
    let help: String

    init(_ name: String, short: String? = nil, value valueName: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
    }

    var isFlag: Bool { valueName == nil }
}

/// A positional argument.
struct PositionalSpec: Sendable {
    let name: String
    let help: String
    let isOptional: Bool
    /// Takes every remaining positional (at least one unless optional).
    let isVariadic: Bool

    init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}

/// A command: its name, what it does, and what it accepts.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    let positionals: [PositionalSpec]
    let options: [OptionSpec]
    /// Extra lines for `--help`: examples, rules.
    let discussion: String

    init(
        name: String, summary: String, positionals: [PositionalSpec] = [], options: [OptionSpec] = [],
        discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
    }
}

/// Options every command accepts, before or after the command name.
enum GlobalOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("db", value: "PATH", help: "database file (else FANCAL_DB, else $XDG_DATA_HOME/fancal/fancal.db)"),
        OptionSpec("color", value: "WHEN", help: "auto, always or never (auto: only on a terminal, and not when NO_COLOR is set)"),
        OptionSpec("locale", value: "LANG", help: "en, ja or de (else from LC_ALL, LC_MESSAGES, LANG)"),
        OptionSpec("help", short: "h", help: "show help"),
        OptionSpec("version", help: "show the version"),
    ]
}
