/// Where an import reads from.
package enum ImportSource: Sendable, Equatable {
    case file(String)
    case standardInput

    /// How messages name it: the path, or `<stdin>`.
    package var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        }
    }
}
