import FanCalendar

/// Why a use case could not do what was asked, and so which exit code the command gets. The
/// message is written in every language (from the module's catalogue, `AppText`); the edge
/// prints it after `fancal: ` in the user's.
package enum AppError: TranslatedError, Sendable, Equatable {
    /// A value that is not acceptable (bad date, unknown ticket, a split that does not add up):
    /// exit 2, nothing written.
    case invalidInput(LocalizedText)
    /// The work could not be done (a missing record, a refused file, a server failure): exit 1.
    case failure(LocalizedText)

    package var message: LocalizedText {
        switch self {
        case .invalidInput(let message), .failure(let message): message
        }
    }

    package var exitCode: Int32 {
        switch self {
        case .invalidInput: 2
        case .failure: 1
        }
    }
}
