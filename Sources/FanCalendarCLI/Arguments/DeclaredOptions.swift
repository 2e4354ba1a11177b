import FanCalendar

/// An option that takes no value (`--all`), read as a `Bool`: `arguments[Self.all]`.
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ name: String, short: String? = nil, help: LocalizedText) {
        spec = OptionSpec(name, short: short, help: help)
    }
}

/// An option with a value, read as `Value`: `try arguments[Self.currency]` is nil when the option
/// was not given. The conversion (a currency, a category, a line of text) is declared with the
/// option, so a reading cannot name an option the command does not declare, nor skip its check.
struct Option<Value>: Sendable {
    let spec: OptionSpec
    let convert: @Sendable (String) throws -> Value

    init(
        _ name: String, short: String? = nil, value valueName: String, optional: Bool = false, help: LocalizedText,
        convert: @escaping @Sendable (String) throws -> Value
    ) {
        spec = OptionSpec(name, short: short, value: valueName, optional: optional, help: help)
        self.convert = convert
    }

    private init(spec: OptionSpec, convert: @escaping @Sendable (String) throws -> Value) {
        self.spec = spec
        self.convert = convert
    }

    /// The same option, read the same way, with the help one command gives it.
    func withHelp(_ help: LocalizedText) -> Option { Option(spec: spec.withHelp(help), convert: convert) }
}

extension Option where Value == String {
    /// An option whose value is read as typed (checked where it is used, as an amount is by the
    /// use case that knows its currency).
    init(_ name: String, short: String? = nil, value valueName: String, optional: Bool = false, help: LocalizedText) {
        self.init(name, short: short, value: valueName, optional: optional, help: help) { $0 }
    }

    /// The same option, its value one line of text, trimmed and not blank (`--title`);
    /// `allowEmpty` lets "" through (to clear a field).
    func line(allowEmpty: Bool = false) -> Option {
        let name = "--" + spec.name
        let convert = self.convert
        return Option(spec: spec) { text in try InputParsing.line(try convert(text), name: name, allowEmpty: allowEmpty) }
    }
}

extension Option where Value == String {
    /// The same option as a field that "" clears (`ticket edit --venue ""`): nil for "", else
    /// one line of text.
    func clearable() -> Option<String?> {
        let line = line(allowEmpty: true)
        return Option<String?>(spec: spec) { text in
            let value = try line.convert(text)
            return value.isEmpty ? nil : value
        }
    }
}

/// `--format`: one of the formats a command writes, the first by default.
struct FormatOption: Sendable {
    let spec: OptionSpec
    let allowed: [OutputFormat]

    init(_ allowed: [OutputFormat], help: LocalizedText) {
        spec = OptionSpec("format", value: "FORMAT", help: help)
        self.allowed = allowed
    }
}

/// A day (`--date`): YYYY-MM-DD, today, 12/24… read in the user's language against today,
/// which only the context knows: `try arguments[Self.date, context]`.
struct DateOption: Sendable {
    let spec: OptionSpec

    init(_ name: String, short: String? = nil, help: LocalizedText) {
        spec = OptionSpec(name, short: short, value: "DATE", help: help)
    }

    private init(spec: OptionSpec) { self.spec = spec }

    /// The same option with the help one command gives it.
    func withHelp(_ help: LocalizedText) -> DateOption { DateOption(spec: spec.withHelp(help)) }
}

extension ParsedArguments {
    subscript(flag: Flag) -> Bool { flags.contains(flag.spec.name) }

    /// The option's last value, converted; nil when it was not given.
    subscript<Value>(option: Option<Value>) -> Value? {
        get throws { try values[option.spec.name]?.last.map(option.convert) }
    }

    /// The option's last value as typed, before its conversion (the global `--color`, checked
    /// where its configured fallback is known).
    func text<Value>(_ option: Option<Value>) -> String? { values[option.spec.name]?.last }

    /// Every value of a repeatable option (`--fee 350 --fee 220`), converted, in order.
    subscript<Value>(every option: Option<Value>) -> [Value] {
        get throws { try (values[option.spec.name] ?? []).map(option.convert) }
    }

    /// Whether the option was given at all, before its value is read.
    func contains<Value>(_ option: Option<Value>) -> Bool { contains(option.spec) }

    /// Whether the option so declared was given (`edit` needs one of its options).
    func contains(_ option: OptionSpec) -> Bool { flags.contains(option.name) || values[option.name] != nil }

    /// The day given, read in the user's language; nil when the option was not given.
    subscript(date: DateOption, context: Context) -> CivilDate? {
        get throws {
            guard let text = values[date.spec.name]?.last else { return nil }
            return try InputParsing.date(
                text, today: try context.today(), order: DateOrder(try context.language()), option: "--" + date.spec.name)
        }
    }

    /// The format asked for, or the command's default.
    subscript(format: FormatOption) -> OutputFormat {
        get throws(CLIError) { try OutputFormat.parse(values[format.spec.name]?.last, allowed: format.allowed) }
    }
}

/// The options several commands take, each declared once: its name, placeholder and how its
/// value is read; each command gives the help that says what the option means there.
enum SharedOptions {
    static func category(help: LocalizedText) -> Option<Category> {
        Option("category", short: "c", value: "C", help: help) { text throws(CLIError) in try InputParsing.category(text) }
    }

    /// An ISO 4217 code or a mark; `reportedAs` is the option a bad value is reported under
    /// (`feed add --default-currency` and `trip settle --convert` have said `--currency`).
    static func currency(
        _ name: String = "currency", reportedAs: String = "--currency", help: LocalizedText
    ) -> Option<Currency> {
        Option(name, value: "CUR", help: help) { text throws(CLIError) in try InputParsing.currency(text, option: reportedAs) }
    }

    /// Read as typed; `.line()` for the commands that keep it as one line.
    static func artist(help: LocalizedText) -> Option<String> {
        Option("artist", value: "A", help: help)
    }
}
