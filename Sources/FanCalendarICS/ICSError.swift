/// Why a whole input was refused. Events delivered before the error was found must be discarded:
/// callers write an import in one transaction and roll it back when reading throws.
package enum ICSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input could not be opened or read (missing file, permissions, an I/O error).
    case unreadable(file: String, reason: String)
    /// The input holds nothing but whitespace (or only a byte-order mark).
    case empty(file: String)
    /// The input contains NUL bytes: an image, an archive or another binary file.
    case binary(file: String)
    /// The input is text but not iCalendar, e.g. a vCard; `found` says what the line holds.
    case notICalendar(file: String, line: Int, found: String)
    /// A component begun at `line` never ends: the file was cut short or badly concatenated.
    case truncated(file: String, component: String, line: Int)
    /// An `END:` that closes nothing that is open at `line` (a stray or misspelled end).
    case unexpectedEnd(file: String, component: String, line: Int)
    /// A physical line longer than the limit (``ICSImportOptions/maximumLineBytes``).
    case lineTooLong(file: String, line: Int, limit: Int)
    /// One component's text is larger than ``ICSImportOptions/maximumComponentBytes``.
    case componentTooLarge(file: String, component: String, line: Int, limit: Int)
    /// Components nested deeper than ``ICSImportOptions/maximumNesting``.
    case nestingTooDeep(file: String, line: Int, limit: Int)
    /// The input is longer than ``ICSImportOptions/maximumInputBytes`` (an endless pipe), or
    /// a regular file longer than ``ICSImportOptions/maximumFileBytes``.
    case inputTooLarge(file: String, limit: Int)
    /// The input holds more components than ``ICSImportOptions/maximumComponents``.
    case tooManyComponents(file: String, limit: Int)

    /// A one-line explanation naming the file and, where there is one, the line.
    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read: \(reason)"
        case .empty(let file):
            "\(file): the file is empty; expected an iCalendar (.ics) file"
        case .binary(let file):
            "\(file): this is a binary file, not an iCalendar (.ics) file"
        case .notICalendar(let file, let line, let found):
            "\(file):\(line): not an iCalendar file: found \(found) where BEGIN:VCALENDAR was expected"
        case .truncated(let file, let component, let line):
            "\(file):\(line): BEGIN:\(component) is never ended; the file looks truncated"
        case .unexpectedEnd(let file, let component, let line):
            "\(file):\(line): END:\(component) does not close any open component"
        case .lineTooLong(let file, let line, let limit):
            "\(file):\(line): line longer than \(limit) bytes; refusing the file"
        case .componentTooLarge(let file, let component, let line, let limit):
            "\(file):\(line): \(component) larger than \(limit) bytes; refusing the file"
        case .nestingTooDeep(let file, let line, let limit):
            "\(file):\(line): components nested more than \(limit) deep; refusing the file"
        case .inputTooLarge(let file, let limit):
            "\(file): more than \(limit >> 20) MiB; refusing the input (split the calendar into smaller files)"
        case .tooManyComponents(let file, let limit):
            "\(file): more than \(limit) components (events, time zones, tasks…); refusing the input (split the calendar into smaller files)"
        }
    }
}
