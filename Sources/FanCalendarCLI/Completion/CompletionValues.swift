import FanCalendar

/// What a shell offers where a value is expected, decided once from the command specs for bash,
/// zsh and fish alike: the words an option or argument takes, file names, the artists in the
/// database, or nothing (free text such as a title or an amount).
enum CompletionValues: Equatable {
    case words([String])
    case files
    /// What `fancal completions NAME` prints when the shell asks: `artists` (the database's),
    /// `zones` (the system's time zones).
    case listed(String)
    case none

    static let artists = CompletionValues.listed("artists")
    static let zones = CompletionValues.listed("zones")
    /// The lists `fancal completions` prints.
    static let lists = ["artists", "zones"]

    /// The shells `fancal completions` writes a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// What follows `option` in `command` (nil for a global option).
    static func of(_ option: OptionSpec, in command: String?) -> CompletionValues {
        switch option.name {
        case "category", "default-category": .words(Category.allCases.map(\.identifier))
        case "currency", "default-currency": .words(Currency.known.keys.sorted())
        case "artist": .artists
        case "tz": .zones
        case "db", "out": .files
        case "color": .words(["auto", "always", "never"])
        case "locale": .words(Language.allCases.map(\.rawValue))
        case "first-weekday": .words(Weekday.allCases.map(\.shortIdentifier))
        case "holidays": .words(["jp", "none"])
        case "period": .words(["week", "month", "year"])
        case "by": .words(command == "chart" ? ["category", "artist"] : ["category", "sub", "artist", "month"])
        case "format": .words(["list", "summary"].contains(command) ? ["table", "json", "csv"] : ["text", "json"])
        default: .none
        }
    }

    /// What the first positional argument of `command` takes: a subcommand of a command made of
    /// them (`trip new`), else what its first positional names.
    static func firstArgument(of spec: CommandSpec, commands: [String]) -> CompletionValues {
        if !spec.subcommands.isEmpty { return .words(spec.subcommands.map(\.word)) }
        return switch spec.positionals.first?.name {
        case "FILE": .files
        case "SHELL": .words(shells + lists)
        case "COMMAND": .words(commands)
        default: .none
        }
    }
}
