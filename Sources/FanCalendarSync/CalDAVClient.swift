import FanCalendar

/// The WebDAV and CalDAV requests fancal makes (RFC 4918, 4791, 6578, 6764), each checked: an
/// answer that is not what the protocol promises is an error, never an empty result.
package final class CalDAVClient {
    package static let dav = "DAV:"
    package static let caldav = "urn:ietf:params:xml:ns:caldav"

    package let http: HTTPClient
    /// The hrefs servers named that lead outside where fancal may go (another origin, another
    /// folder than the calendar, `..`): skipped, never requested; the sync names them.
    package private(set) var outside: [String] = []

    package init(http: HTTPClient) {
        self.http = http
    }

    /// A calendar collection found by discovery.
    package struct Calendar: Sendable, Equatable {
        package var url: String
        package var displayName: String?
    }

    /// The server's items: ETags by href. An item listed without an ETag (a server bug: the item
    /// is there) has the empty ETag, so it is fetched, never taken for deleted.
    package enum Listing: Sendable, Equatable {
        /// Every item the calendar holds.
        case full(etags: [String: String], syncToken: String?)
        /// Only what changed since the token given: changed or new items, and removed hrefs.
        case changes(etags: [String: String], removed: Set<String>, syncToken: String?)
    }

    /// A fetched item.
    package struct Item: Sendable, Equatable {
        package var etag: String
        package var data: String

        package init(etag: String, data: String) {
            self.etag = etag
            self.data = data
        }
    }

    /// How a conditional write ended.
    package enum WriteResult: Sendable, Equatable {
        /// Written; the server's new ETag when it sent one.
        case written(etag: String?)
        /// 412: the item changed (or appeared, or vanished) on the server meanwhile.
        case preconditionFailed
    }

    // MARK: - Discovery

    /// The calendars reachable from `url`: the URL itself when it is a calendar, else those in
    /// the user's calendar home, found through current-user-principal and calendar-home-set,
    /// starting at `url` or, when that does not lead there, at `/.well-known/caldav`.
    package func discover(_ url: String) throws(NetworkError) -> [Calendar] {
        var home: String?
        let first = try http.send(HTTPRequest(
            method: "PROPFIND", url: url, headers: Self.xmlHeaders(depth: 0),
            body: Array(Self.propfindBody(Self.discoveryProps).utf8)))
        if first.status == 401 || first.status == 403 || first.status >= 500 {
            throw .status(url: url, code: first.status)
        }
        // Anything else but a multistatus (a 404, a redirect, a web page) sends discovery to
        // /.well-known/caldav.
        if first.status == 207, let me = try multistatus(first, url: url).first {
            if me.isCalendar { return [Calendar(url: url, displayName: me.displayName)] }
            home = try homeSet(me, base: url)
        }
        if home == nil {
            var location = Self.origin(of: url) + "/.well-known/caldav"
            for _ in 0..<5 {
                let response = try http.send(HTTPRequest(
                    method: "PROPFIND", url: location, headers: Self.xmlHeaders(depth: 0),
                    body: Array(Self.propfindBody(Self.discoveryProps).utf8)))
                if (300..<400).contains(response.status), let next = response.redirectURL {
                    location = next
                    continue
                }
                let responses = try multistatus(response, url: location)
                guard let me = responses.first else { throw .notWebDAV(url: location, detail: "empty multistatus") }
                home = try homeSet(me, base: location)
                break
            }
        }
        guard let home else { throw .status(url: url, code: 404) }
        let members = try propfind(home, depth: 1, props: Self.discoveryProps)
        return members.filter(\.isCalendar).map {
            Calendar(url: Self.resolve($0.href, against: home), displayName: $0.displayName)
        }
    }

    private static let discoveryProps = [
        "<D:resourcetype/>", "<D:displayname/>", "<D:current-user-principal/>", "<C:calendar-home-set/>",
    ]

    private func homeSet(_ resource: Resource, base: String) throws(NetworkError) -> String? {
        if let home = resource.calendarHome { return try Self.url(of: home, base: base) }
        guard let principal = resource.principal else { return nil }
        let principalURL = try Self.url(of: principal, base: base)
        let answer = try propfind(principalURL, depth: 0, props: ["<C:calendar-home-set/>"])
        return try answer.first?.calendarHome.map { (home) throws(NetworkError) in try Self.url(of: home, base: principalURL) }
    }

    /// The URL a discovery href names: on `base`'s origin, else refused by name.
    private static func url(of href: String, base: String) throws(NetworkError) -> String {
        guard let path = path(of: href, base: base) else {
            throw .otherOrigin(url: href.withoutURLCredentials, origin: ServerURL(base)?.origin ?? origin(of: base))
        }
        return resolve(path, against: base)
    }

    // MARK: - Listing and fetching

    /// The calendar's items and their ETags: with sync-collection (RFC 6578) from `syncToken`
    /// when the server offers it (a stale token starts over), else by a Depth 1 PROPFIND.
    /// - Throws: ``NetworkError/duplicateHref(url:href:)`` when a listing names an item twice.
    package func list(_ calendar: String, syncToken: String?) throws(NetworkError) -> Listing {
        let response = try http.send(HTTPRequest(
            method: "REPORT", url: calendar, headers: Self.xmlHeaders(depth: 0),
            body: Array(Self.syncCollectionBody(token: syncToken).utf8)))
        if response.status == 207 {
            let root = try Self.parseMultistatus(response, url: calendar)
            let token = root.child(Self.dav, "sync-token")?.text
            var etags: [String: String] = [:]
            var removed = Set<String>()
            for item in try members(Self.responses(root, url: calendar, outside: &outside), of: calendar) {
                if item.status == 404 {
                    removed.insert(item.href)
                } else {
                    etags[item.href] = item.etag ?? ""
                }
            }
            if syncToken == nil { return .full(etags: etags, syncToken: token) }
            return .changes(etags: etags, removed: removed, syncToken: token)
        }
        if let syncToken, !syncToken.isEmpty, response.status == 403 || response.status == 409 || response.status == 400 {
            // The token expired or the server forgot it: list everything again.
            return try list(calendar, syncToken: nil)
        }
        // 501 Not Implemented (and 400, 403, 405…) mean no sync-collection: list by PROPFIND.
        if response.status == 401 || response.status == 404 || (response.status >= 500 && response.status != 501) {
            throw .status(url: calendar, code: response.status)
        }
        let listed = try propfind(calendar, depth: 1, props: ["<D:getetag/>", "<D:resourcetype/>"])
        var etags: [String: String] = [:]
        for member in members(listed, of: calendar) where !member.isCollection {
            etags[member.href] = member.etag ?? ""
        }
        return .full(etags: etags, syncToken: nil)
    }

    /// The bodies and ETags of `hrefs`, by calendar-multiget REPORT, 100 at a time.
    package func fetch(_ calendar: String, hrefs: [String]) throws(NetworkError) -> [String: Item] {
        var items: [String: Item] = [:]
        var start = 0
        while start < hrefs.count {
            let batch = hrefs[start..<min(start + 100, hrefs.count)]
            start += 100
            let body = """
                <?xml version="1.0" encoding="utf-8"?>
                <C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
                <D:prop><D:getetag/><C:calendar-data/></D:prop>\
                \(batch.map { "<D:href>\(Self.escape(Self.percentEncoded($0)))</D:href>" }.joined())</C:calendar-multiget>
                """
            let response = try http.send(HTTPRequest(
                method: "REPORT", url: calendar, headers: Self.xmlHeaders(depth: 1), body: Array(body.utf8)))
            for item in try members(multistatus(response, url: calendar), of: calendar) {
                guard let data = item.calendarData, let etag = item.etag else { continue }
                items[item.href] = Item(etag: etag, data: data)
            }
        }
        return items
    }

    // MARK: - Writing

    /// PUT with `If-Match: etag`, or `If-None-Match: *` to create.
    package func put(_ calendar: String, href: String, body: String, ifMatch etag: String?) throws(NetworkError) -> WriteResult {
        let url = try Self.itemURL(href, in: calendar)
        let condition = etag.map { "If-Match: \($0)" } ?? "If-None-Match: *"
        let response = try http.send(HTTPRequest(
            method: "PUT", url: url, headers: ["Content-Type: text/calendar; charset=utf-8", condition],
            body: Array(body.utf8)))
        if response.status == 412 { return .preconditionFailed }
        guard (200..<300).contains(response.status) else { throw .status(url: url, code: response.status) }
        return .written(etag: response.header("ETag"))
    }

    /// DELETE with `If-Match: etag`. An item already gone counts as deleted.
    package func delete(_ calendar: String, href: String, etag: String) throws(NetworkError) -> WriteResult {
        let url = try Self.itemURL(href, in: calendar)
        let response = try http.send(HTTPRequest(method: "DELETE", url: url, headers: ["If-Match: \(etag)"]))
        if response.status == 412 { return .preconditionFailed }
        guard (200..<300).contains(response.status) || response.status == 404 else {
            throw .status(url: url, code: response.status)
        }
        return .written(etag: nil)
    }

    // MARK: - WebDAV answers

    /// One `<D:response>` of a multistatus.
    struct Resource {
        var href: String
        /// The response's own status (sync-collection marks removed items 404 this way).
        var status: Int?
        /// The properties of its 200 propstats.
        var props: [XMLElement]

        func prop(_ namespace: String, _ name: String) -> XMLElement? {
            props.first { $0.namespace == namespace && $0.name == name }
        }

        var etag: String? { prop(CalDAVClient.dav, "getetag")?.text.trimmingWhitespace() }
        var calendarData: String? { prop(CalDAVClient.caldav, "calendar-data")?.text }
        var displayName: String? { prop(CalDAVClient.dav, "displayname")?.text.trimmingWhitespace() }
        var isCalendar: Bool { prop(CalDAVClient.dav, "resourcetype")?.has(CalDAVClient.caldav, "calendar") ?? false }
        var isCollection: Bool { prop(CalDAVClient.dav, "resourcetype")?.has(CalDAVClient.dav, "collection") ?? false }
        var principal: String? { prop(CalDAVClient.dav, "current-user-principal")?.child(CalDAVClient.dav, "href")?.text.trimmingWhitespace() }
        var calendarHome: String? { prop(CalDAVClient.caldav, "calendar-home-set")?.child(CalDAVClient.dav, "href")?.text.trimmingWhitespace() }
    }

    private func propfind(_ url: String, depth: Int, props: [String]) throws(NetworkError) -> [Resource] {
        let response = try http.send(HTTPRequest(
            method: "PROPFIND", url: url, headers: Self.xmlHeaders(depth: depth), body: Array(Self.propfindBody(props).utf8)))
        return try multistatus(response, url: url)
    }

    /// The responses of a multistatus answer to `url`; hrefs that lead elsewhere go to ``outside``.
    func multistatus(_ response: HTTPResponse, url: String) throws(NetworkError) -> [Resource] {
        try Self.responses(try Self.parseMultistatus(response, url: url), url: url, outside: &outside)
    }

    /// The items of `calendar` among `resources`: the collection itself left out, and anything
    /// not directly inside it added to ``outside``.
    private func members(_ resources: [Resource], of calendar: String) -> [Resource] {
        resources.filter { resource in
            if Self.sameCollection(resource.href, calendar) { return false }
            if Self.isItem(resource.href, of: calendar) { return true }
            outside.append(resource.href)
            return false
        }
    }

    static func parseMultistatus(_ response: HTTPResponse, url: String) throws(NetworkError) -> XMLElement {
        guard response.status == 207 else { throw .status(url: url, code: response.status) }
        let root: XMLElement
        do { root = try XMLElement.parse(response.body) } catch {
            switch error {
            case .notXML: throw .notWebDAV(url: url, detail: "the answer is not XML")
            case .tooManyElements: throw .notWebDAV(url: url, detail: "more than \(XMLElement.maximumElements) elements")
            }
        }
        guard root.namespace == dav, root.name == "multistatus" else {
            throw .notWebDAV(url: url, detail: "the answer is <\(root.name)>, not a WebDAV multistatus")
        }
        return root
    }

    /// The responses of a multistatus, hrefs as paths (``path(of:base:)``); the same href twice
    /// is an error; an href that leads off `url`'s origin or climbs with `..` is left out and
    /// added to `outside`, as written.
    static func responses(_ root: XMLElement, url: String, outside: inout [String]) throws(NetworkError) -> [Resource] {
        var seen = Set<String>()
        var result: [Resource] = []
        for response in root.children(dav, "response") {
            guard let hrefText = response.child(dav, "href")?.text.trimmingWhitespace(), !hrefText.isEmpty else {
                throw .notWebDAV(url: url, detail: "a response without href")
            }
            guard let href = path(of: hrefText, base: url) else {
                outside.append(hrefText)
                continue
            }
            guard seen.insert(href).inserted else { throw .duplicateHref(url: url, href: href) }
            var props: [XMLElement] = []
            for propstat in response.children(dav, "propstat") where statusCode(propstat.child(dav, "status")?.text) == 200 {
                props += propstat.child(dav, "prop")?.children ?? []
            }
            result.append(Resource(href: href, status: statusCode(response.child(dav, "status")?.text), props: props))
        }
        return result
    }

    /// 404 from `HTTP/1.1 404 Not Found`.
    static func statusCode(_ line: String?) -> Int? {
        guard let line else { return nil }
        let parts = line.trimmingWhitespace().split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    // MARK: - URLs and bodies

    /// `https://host:port` of a URL.
    package static func origin(of url: String) -> String {
        let parts = url.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty else { return url }
        return "\(parts[0])//\(parts[2])"
    }

    /// The path an href names on the server of `base`, percent-decoded (servers encode the same
    /// name differently, `@` or `%40`, so items are keyed by the decoded form): an absolute path,
    /// a URL of `base`'s origin, or a path relative to `base`'s folder. Nil for a URL of another
    /// origin, and for a path with `.` or `..` segments (written or percent-encoded) or control
    /// characters: a request there would go where the user did not send fancal.
    package static func path(of href: String, base: String) -> String? {
        var path: String
        if href.contains("://") {
            guard let server = ServerURL(base), server.isSameOrigin(as: href) else { return nil }
            path = ownPath(of: href)
        } else if href.hasPrefix("/") {
            path = href
        } else {
            let basePath = ownPath(of: base)
            path = String(basePath[...(basePath.lastIndex(of: "/") ?? basePath.startIndex)]) + href
        }
        let decoded = percentDecoded(path)
        let climbs = decoded.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
        guard decoded.hasPrefix("/"), !climbs, !hasControlCharacters(decoded) else { return nil }
        return decoded
    }

    /// The path of a URL as written (`/` when it has none), its query left out.
    private static func ownPath(of url: String) -> String {
        let path = url.dropFirst(origin(of: url).count).prefix { $0 != "?" && $0 != "#" }
        return path.isEmpty ? "/" : String(path)
    }

    /// The decoded path of a collection's own URL.
    package static func collectionPath(_ url: String) -> String {
        percentDecoded(ownPath(of: url))
    }

    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: "%"), utf8.count >= 3,
                let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    /// A decoded path written for a request line: every byte outside RFC 3986's path
    /// characters percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        var result = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// A decoded path (``path(of:base:)``) on `base`'s server as a full URL.
    package static func resolve(_ path: String, against base: String) -> String {
        origin(of: base) + percentEncoded(path)
    }

    /// The URL of an item of `calendar`, refused unless the decoded path `href` names an item
    /// directly inside it (a stored href is checked again before anything is written there).
    static func itemURL(_ href: String, in calendar: String) throws(NetworkError) -> String {
        guard isItem(href, of: calendar) else { throw .outsideCollection(url: calendar, href: href) }
        return resolve(href, against: calendar)
    }

    /// Whether the decoded path `href` names an item directly inside `calendar`.
    static func isItem(_ href: String, of calendar: String) -> Bool {
        var folder = collectionPath(calendar)
        if !folder.hasSuffix("/") { folder += "/" }
        guard href.hasPrefix(folder) else { return false }
        let name = href.dropFirst(folder.count)
        return !name.isEmpty && !name.contains("/") && name != "." && name != ".." && !hasControlCharacters(href)
    }

    /// C0 controls or DEL: never part of a path fancal requests (CR LF would split the request line).
    private static func hasControlCharacters(_ path: String) -> Bool {
        path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    static func sameCollection(_ href: String, _ calendar: String) -> Bool {
        samePath(href, collectionPath(calendar))
    }

    /// Whether two decoded paths name the same collection: equal with or without a final `/`.
    package static func samePath(_ one: String, _ other: String) -> Bool {
        func trimmed(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }
        return trimmed(one) == trimmed(other)
    }

    static func xmlHeaders(depth: Int) -> [String] {
        ["Content-Type: application/xml; charset=utf-8", "Depth: \(depth)"]
    }

    static func propfindBody(_ props: [String]) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop>\(props.joined())</D:prop></D:propfind>
        """
    }

    static func syncCollectionBody(token: String?) -> String {
        let tokenElement = token.map { "<D:sync-token>\(escape($0))</D:sync-token>" } ?? "<D:sync-token/>"
        return """
            <?xml version="1.0" encoding="utf-8"?>
            <D:sync-collection xmlns:D="DAV:">\(tokenElement)<D:sync-level>1</D:sync-level>\
            <D:prop><D:getetag/></D:prop></D:sync-collection>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
