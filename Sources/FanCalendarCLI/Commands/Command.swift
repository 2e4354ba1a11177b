/// A fancal command: declared once by its spec, run with parsed arguments. `run` validates every
/// input before it writes anything, and returns the exit code.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, _ context: Context) throws -> Int32
}
