import FanCalendar

/// ANSI SGR styling that can be switched off as a whole: every renderer takes a `TextStyle`
/// and never writes escape codes itself, so "color never" output is plain text.
struct TextStyle: Sendable {
    /// How many colors the terminal shows: `COLORTERM=truecolor|24bit` says 24-bit, a `TERM`
    /// ending in `256color` (or unknown) the 256-color palette, `TERM=linux|vt100|…` 16.
    enum Depth: Sendable {
        case basic16, palette256, trueColor

        /// The depth a terminal announces in its environment.
        static func of(_ environment: [String: String]) -> Depth {
            let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
            if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
            let term = environment["TERM"] ?? ""
            if ["linux", "vt100", "vt220", "ansi", "xterm-color", "cons25"].contains(term) { return .basic16 }
            return .palette256
        }
    }

    let enabled: Bool
    let depth: Depth

    init(enabled: Bool, depth: Depth = .palette256) {
        self.enabled = enabled
        self.depth = depth
    }

    static let plain = TextStyle(enabled: false)

    /// Wraps text in SGR parameters (e.g. "1" bold, "7" reverse, "38;5;205" a 256-color).
    func apply(_ parameters: String, _ text: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }

    func bold(_ text: String) -> String { apply("1", text) }
    func dim(_ text: String) -> String { apply("2", text) }
    func reverse(_ text: String) -> String { apply("7", text) }
    func red(_ text: String) -> String { apply("31", text) }
    func green(_ text: String) -> String { apply("32", text) }
    func blue(_ text: String) -> String { apply("34", text) }
    /// A 256-color foreground (see `Category.terminalColor`).
    func color(_ index: Int, _ text: String) -> String { apply("38;5;\(index)", text) }
    /// A 256-color background: spaces on it draw a solid bar in any font.
    func background(_ index: Int, _ text: String) -> String { apply("48;5;\(index)", text) }
    /// A color of the user's own (an artist's 推しカラー) as the terminal can show it, made
    /// readable on light and dark backgrounds: 24-bit, else the nearest of 256, else of 16.
    func color(_ rgb: RGBColor, _ text: String) -> String {
        let color = rgb.readable
        switch depth {
        case .trueColor: return apply("38;2;\(color.red);\(color.green);\(color.blue)", text)
        case .palette256: return apply("38;5;\(color.nearest256)", text)
        case .basic16: return apply(String(color.nearest16), text)
        }
    }
}
