import FanCalendar

/// How a command failed, and so which exit code it gets. The message (from `ErrorText`, in every
/// language) is printed after `fancal: ` in the user's.
package enum CLIError: Error, Sendable, Equatable {
    /// Unknown command or option, missing or extra arguments: exit 2.
    case usage(LocalizedText)
    /// A value that is not acceptable (bad date, unknown category, bad amount): exit 2.
    case invalidInput(LocalizedText)
    /// The command could not do its work (I/O, store, rejected file): exit 1.
    case failure(LocalizedText)

    package var message: LocalizedText {
        switch self {
        case .usage(let message), .invalidInput(let message), .failure(let message): message
        }
    }

    package var exitCode: Int32 {
        switch self {
        case .usage, .invalidInput: 2
        case .failure: 1
        }
    }
}
