/// A setting of fancal's config file, with the values it takes.
package enum ConfigKey: String, CaseIterable, Sendable {
    /// `en`, `ja`, `de` (or a POSIX locale such as `ja_JP.UTF-8`).
    case locale
    /// `sun` … `sat`: where weeks start in calendars and `summary --period week`.
    case firstWeekday = "first_weekday"
    /// `jp` or `none`.
    case holidays
    /// The home currency: a code, symbol or word (`JPY`, `¥`, `yen`).
    case currency
    /// `auto`, `always` or `never`.
    case color
    /// `1` or `2`: how many columns the terminal draws an East Asian Ambiguous character in.
    case ambiguousWidth = "ambiguous_width"
    /// `on` or `off`: category icons (emoji) in lists and agendas, or the markers instead.
    case icons
    /// `on`, `off` or a command line (`less -FRX`, `more`): the pager for long output on a
    /// terminal.
    case pager

    /// The value as fancal stores and compares it (`ja_JP.UTF-8` → `ja`, `¥` → `JPY`), or nil
    /// when the key does not take it.
    package func normalized(_ value: String) -> String? {
        let lowered = value.lowercased()
        switch self {
        case .locale: return Language(posixLocale: value)?.rawValue
        case .firstWeekday: return Weekday(identifier: lowered)?.shortIdentifier
        case .holidays: return HolidayCalendar(rawValue: lowered)?.rawValue
        case .currency: return (try? CurrencyInput.parse(value))?.code
        case .color: return ["auto", "always", "never"].contains(lowered) ? lowered : nil
        case .ambiguousWidth: return ["1", "2"].contains(lowered) ? lowered : nil
        case .icons: return ["on", "off"].contains(lowered) ? lowered : nil
        case .pager:
            let command = value.trimmingWhitespace()
            if ["on", "off"].contains(lowered) { return lowered }
            return command.isEmpty || command.contains(where: \.isNewline) ? nil : command
        }
    }

    /// The values the key takes, for messages.
    package var values: String {
        switch self {
        case .locale: "en, ja, de"
        case .firstWeekday: "sun, mon, tue, wed, thu, fri, sat"
        case .holidays: "jp, none"
        case .currency: "an ISO 4217 code such as JPY, KRW, USD, EUR"
        case .color: "auto, always, never"
        case .ambiguousWidth: "1, 2"
        case .icons: "on, off"
        case .pager: "on, off, or a command such as less -FRX"
        }
    }
}

/// Why a config file or a setting was refused; `line` is 1-based, nil for a value given on the
/// command line (`fancal config set`).
package enum ConfigError: Error, Sendable, Equatable {
    /// A line that is neither `key = value`, a comment nor blank.
    case notASetting(line: Int, text: String)
    case unknownKey(line: Int?, key: String)
    case badValue(line: Int?, key: ConfigKey, value: String)
}

/// fancal's config file: `key = value` lines, `#` starting a comment, blank lines ignored; a key
/// given twice takes its last value. Kept as its lines, so `set` changes one line and leaves the
/// person's comments and order alone.
package struct ConfigFile: Sendable, Equatable {
    /// The largest config file read: a few lines are expected; anything this large is a mistake.
    package static let maximumBytes = 1 << 20

    package private(set) var lines: [String]

    package init(text: String) {
        lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
    }

    /// The file's text, ending in a newline.
    package var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// Every setting, checked and normalized.
    /// - Throws: `ConfigError` naming the first bad line.
    package func settings() throws(ConfigError) -> [ConfigKey: String] {
        var result: [ConfigKey: String] = [:]
        for (index, line) in lines.enumerated() {
            guard let (name, value) = try Self.setting(line, number: index + 1) else { continue }
            guard let key = ConfigKey(rawValue: name) else { throw .unknownKey(line: index + 1, key: name) }
            guard let normalized = key.normalized(value) else { throw .badValue(line: index + 1, key: key, value: value) }
            result[key] = normalized
        }
        return result
    }

    /// Sets `key` to `value` (checked): its last line is rewritten, earlier ones removed, or a line
    /// is appended.
    package mutating func set(_ key: ConfigKey, _ value: String) throws(ConfigError) {
        guard let normalized = key.normalized(value) else { throw .badValue(line: nil, key: key, value: value) }
        let line = "\(key.rawValue) = \(normalized)"
        let indices = linesSetting(key)
        guard let last = indices.last else {
            lines.append(line)
            return
        }
        lines[last] = line
        for index in indices.dropLast().reversed() { lines.remove(at: index) }
    }

    /// Removes every line setting `key`.
    package mutating func unset(_ key: ConfigKey) {
        for index in linesSetting(key).reversed() { lines.remove(at: index) }
    }

    private func linesSetting(_ key: ConfigKey) -> [Int] {
        lines.indices.filter { (try? Self.setting(lines[$0], number: $0 + 1))??.key == key.rawValue }
    }

    /// The key and value of a line, nil for a blank or comment line.
    private static func setting(_ line: String, number: Int) throws(ConfigError) -> (key: String, value: String)? {
        let content = String(line.prefix { $0 != "#" }).trimmingWhitespace()
        guard !content.isEmpty else { return nil }
        guard let equals = content.firstIndex(of: "=") else { throw .notASetting(line: number, text: content) }
        let key = String(content[..<equals]).trimmingWhitespace().lowercased()
        let value = String(content[content.index(after: equals)...]).trimmingWhitespace()
        guard !key.isEmpty else { throw .notASetting(line: number, text: content) }
        return (key, value)
    }
}
