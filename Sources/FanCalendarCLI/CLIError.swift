/// How a command failed, and so which exit code it gets. The message is printed after `fancal: `.
public enum CLIError: Error, Sendable, Equatable {
    /// Unknown command or option, missing or extra arguments: exit 2.
    case usage(String)
    /// A value that is not acceptable (bad date, unknown category, bad amount): exit 2.
    case invalidInput(String)
    /// The command could not do its work (I/O, store, rejected file): exit 1.
    case failure(String)

    public var message: String {
        switch self {
        case .usage(let message), .invalidInput(let message), .failure(let message): message
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .usage, .invalidInput: 2
        case .failure: 1
        }
    }
}
