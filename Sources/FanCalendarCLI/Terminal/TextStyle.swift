/// ANSI SGR styling that can be switched off as a whole: every renderer takes a `TextStyle`
/// and never writes escape codes itself, so "color never" output is plain text.
public struct TextStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let plain = TextStyle(enabled: false)

    /// Wraps text in SGR parameters (e.g. "1" bold, "7" reverse, "38;5;205" a 256-color).
    public func apply(_ parameters: String, _ text: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }

    public func bold(_ text: String) -> String { apply("1", text) }
    public func dim(_ text: String) -> String { apply("2", text) }
    public func reverse(_ text: String) -> String { apply("7", text) }
    public func red(_ text: String) -> String { apply("31", text) }
    public func green(_ text: String) -> String { apply("32", text) }
    public func blue(_ text: String) -> String { apply("34", text) }
    /// A 256-color foreground (see `Category.terminalColor`).
    public func color(_ index: Int, _ text: String) -> String { apply("38;5;\(index)", text) }
}
