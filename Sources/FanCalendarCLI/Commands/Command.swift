/// A fancal command: declared once by its spec, checked, then run with parsed arguments.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    /// Refuses what the arguments alone show to be wrong (option combinations, a missing
    /// required option), before `run` reads the clock, the zone or the store. The parser has
    /// already checked names and counts against the spec.
    static func validate(_ arguments: ParsedArguments) throws(CLIError)
    /// Does the work and returns the exit code. Every value is checked before anything is
    /// written.
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32
}

extension Command {
    static func validate(_ arguments: ParsedArguments) throws(CLIError) {}
}
