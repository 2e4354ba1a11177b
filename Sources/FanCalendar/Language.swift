/// The languages fancal speaks. Chosen at the edge (`--locale`, `LC_ALL`, `LC_MESSAGES`, `LANG`)
/// and passed in explicitly: the core never reads the environment.
package enum Language: String, Sendable, CaseIterable {
    case en, ja, de

    /// Picks a language from a POSIX locale string such as `ja_JP.UTF-8`, `de_DE@euro` or `C`.
    /// - Returns: nil when the string names none of our languages.
    package init?(posixLocale: String) {
        let lowered = posixLocale.lowercased()
        guard !lowered.isEmpty else { return nil }
        let languagePart = lowered.prefix { $0.isLetter }
        self.init(rawValue: String(languagePart))
    }
}
