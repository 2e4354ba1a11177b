import CCurl
import FanCalendar

/// An http or https URL as libcurl's URL parser reads it, reduced to what decides where a
/// request goes: its origin (scheme, host, port; RFC 6454) and whether it carries credentials.
///
/// Credentials go only to the origin the user configured (Docs/reliability.md): a request to any
/// other origin is refused before it is sent (``HTTPClient``), and so are hrefs and redirects that
/// lead there.
package struct ServerURL: Sendable, Equatable {
    /// Lower-cased: `https`.
    package let scheme: String
    /// Lower-cased; an IPv6 address in brackets.
    package let host: String
    /// The port, or the scheme's default one (80, 443) when the URL names none.
    package let port: Int
    /// Whether the URL names a user or a password (`https://user:pw@host/`).
    package let hasCredentials: Bool

    /// Nil for anything libcurl does not parse as an http or https URL.
    package init?(_ text: String) {
        guard let handle = curl_url() else { return nil }
        defer { curl_url_cleanup(handle) }
        guard curl_url_set(handle, CURLUPART_URL, text, 0) == CURLUE_OK,
            let scheme = ServerURL.part(handle, CURLUPART_SCHEME)?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = ServerURL.part(handle, CURLUPART_HOST)?.lowercased(),
            let port = ServerURL.part(handle, CURLUPART_PORT, flags: UInt32(CURLU_DEFAULT_PORT)).flatMap({ Int($0) })
        else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
        hasCredentials = ServerURL.part(handle, CURLUPART_USER) != nil || ServerURL.part(handle, CURLUPART_PASSWORD) != nil
    }

    /// `https://host:port`, the port always written.
    package var origin: String { "\(scheme)://\(host):\(port)" }

    /// Whether `other` is a URL of the same origin.
    package func isSameOrigin(as other: String) -> Bool {
        guard let other = ServerURL(other) else { return false }
        return other.scheme == scheme && other.host == host && other.port == port
    }

    /// The local path a `file://` URL names, percent-decoded; nil for any other URL.
    package static func localPath(ofFileURL text: String) -> String? {
        guard let handle = curl_url() else { return nil }
        defer { curl_url_cleanup(handle) }
        guard curl_url_set(handle, CURLUPART_URL, text, 0) == CURLUE_OK,
            part(handle, CURLUPART_SCHEME)?.lowercased() == "file"
        else { return nil }
        return part(handle, CURLUPART_PATH, flags: UInt32(CURLU_URLDECODE))
    }

    private static func part(_ handle: OpaquePointer, _ part: CURLUPart, flags: UInt32 = 0) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard curl_url_get(handle, part, &value, flags) == CURLUE_OK, let value else { return nil }
        defer { curl_free(value) }
        return String(cString: value)
    }
}
