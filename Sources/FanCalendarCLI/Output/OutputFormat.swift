/// The `--format` values commands accept.
enum OutputFormat: String {
    case text, table, json, csv

    static func parse(_ text: String?, allowed: [OutputFormat]) throws(CLIError) -> OutputFormat {
        guard let text else { return allowed[0] }
        guard let format = OutputFormat(rawValue: text.lowercased()), allowed.contains(format) else {
            throw .usage(ErrorText.badFormat(text, allowed: allowed.map(\.rawValue)))
        }
        return format
    }
}
