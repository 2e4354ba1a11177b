/// Why a request to a feed or a CalDAV server failed. Each case names the URL; the use cases turn
/// it into a message saying what to do (`SyncText`). Any text in here that came from the network
/// or from libcurl must be escaped before it reaches a terminal.
package enum NetworkError: Error, Sendable, Equatable {
    /// libcurl or libxml2 could not be loaded (the named shared library is not installed).
    case libraryMissing(String)
    /// The host name did not resolve.
    case unknownHost(url: String)
    /// Nothing listens there, or the connection was refused or reset.
    case refused(url: String)
    /// No complete answer within the time-out.
    case timedOut(url: String, seconds: Int)
    /// The TLS handshake failed or the certificate did not verify; `detail` is libcurl's reason.
    case tls(url: String, detail: String)
    /// The body ended before its announced length, or the connection dropped mid-answer.
    case truncated(url: String)
    /// The body was longer than the limit.
    case tooLarge(url: String, limit: Int)
    /// libcurl gave up on the answer's headers: a header over its 100 KB limit (curl 7.88
    /// reports it as out of memory).
    case headersTooLarge(url: String)
    /// More than the allowed redirects.
    case tooManyRedirects(url: String)
    /// A file:// URL naming no readable file.
    case noSuchFile(url: String)
    /// A scheme fancal does not fetch (ftp:, a redirect to file:, …).
    case unsupportedURL(url: String)
    /// The server answered with an HTTP status fancal cannot use.
    case status(url: String, code: Int)
    /// The answer was not the WebDAV XML the request asks for.
    case notWebDAV(url: String, detail: String)
    /// A listing named the same item twice: the server's state cannot be trusted for a sync.
    case duplicateHref(url: String, href: String)
    /// A request, redirect or href leads away from the origin the user configured (`origin`,
    /// `https://host:port`); nothing was sent there.
    case otherOrigin(url: String, origin: String)
    /// A server named an item outside the calendar collection (another folder, `..`).
    case outsideCollection(url: String, href: String)
    /// Any other libcurl failure.
    case other(url: String, detail: String)

    /// The URL the failed request went to.
    package var url: String {
        switch self {
        case .libraryMissing: ""
        case .unknownHost(let url), .refused(let url), .timedOut(let url, _), .tls(let url, _),
            .truncated(let url), .tooLarge(let url, _), .tooManyRedirects(let url), .headersTooLarge(let url), .noSuchFile(let url),
            .unsupportedURL(let url), .status(let url, _), .notWebDAV(let url, _), .duplicateHref(let url, _),
            .otherOrigin(let url, _), .outsideCollection(let url, _), .other(let url, _):
            url
        }
    }
}
