/// A fancal command: declared once by its spec, checked, then run with parsed arguments.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    /// A command made of subcommands (`ticket won`, `trip new`): each a command of its own, named
    /// by the full command; the command's `spec.subcommands` are their specs.
    static var subcommands: [any Command.Type] { get }
    /// Refuses what the arguments alone show to be wrong (option combinations, a missing
    /// required option), before `run` reads the clock, the zone or the store. The parser has
    /// already checked names and counts against the spec.
    static func validate(_ arguments: ParsedArguments) throws
    /// Does the work and returns the exit code. Every value is checked before anything is
    /// written.
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32
    /// Whether its output on a terminal goes through the pager when taller than the terminal:
    /// true for the views (calendars, lists, reports), false for commands that ask questions or
    /// report progress, whose output must not wait.
    static var pagesLongOutput: Bool { get }
}

extension Command {
    static var subcommands: [any Command.Type] { [] }
    static func validate(_ arguments: ParsedArguments) throws {}
    static var pagesLongOutput: Bool { false }

    /// The command that runs for `arguments`: the subcommand the parser picked, else this one.
    static func resolved(_ arguments: ParsedArguments) -> any Command.Type {
        subcommands.first { $0.spec.word == arguments.subcommand } ?? self
    }
}

/// A command made only of subcommands (`ticket`, `trip`): the parser refuses it without one
/// (`trip: missing COMMAND`), so it never runs itself.
protocol CommandGroup: Command {}

extension CommandGroup {
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        preconditionFailure("the parser requires a subcommand of \(spec.name)")
    }
}
