extension String {
    /// The text with every control character (C0, DEL, C1) and bidirectional override written
    /// as `\u{…}`, so that text from a server (an event title, a calendar name, an href, an
    /// error detail) cannot move the cursor, recolor or rewrite the terminal.
    ///
    /// Feeds and sync use it for everything that came from the network until the CLI's shared
    /// terminal-safety function replaces it.
    package var escapingControlCharacters: String {
        var result = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// A URL without `user:password@`: how fancal shows any URL. libcurl writes the credentials
    /// it was given into the redirect URLs it computes, and a URL stored before fancal refused
    /// credentials in URLs may still hold them.
    package var withoutURLCredentials: String {
        guard let scheme = firstRange(of: "://") else { return self }
        let rest = self[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return self }
        return String(self[..<scheme.upperBound]) + rest[rest.index(after: at)...]
    }

    /// A URL as a terminal may show it: no credentials, control and bidi characters escaped.
    package var shownURL: String { withoutURLCredentials.escapingControlCharacters }
}
