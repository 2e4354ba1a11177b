import CCurl
import FanCalendar

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP request.
package struct HTTPRequest: Sendable {
    package var method: String
    package var url: String
    /// Header lines, `Name: value`.
    package var headers: [String]
    package var body: [UInt8]?

    package init(method: String = "GET", url: String, headers: [String] = [], body: [UInt8]? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP answer (after redirects, when they are followed).
package struct HTTPResponse: Sendable {
    /// The status code; 200 for a file:// URL that was read.
    package var status: Int
    /// Header values by lower-cased name, of the last response only.
    package var headers: [String: String]
    package var body: [UInt8]
    /// Where a 3xx answer points, when redirects are not followed.
    package var redirectURL: String?

    package func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// How requests are made.
package struct HTTPOptions: Sendable {
    /// The whole request, connection included, must finish within this many seconds.
    package var timeoutSeconds: Int
    /// A body longer than this many bytes fails with ``NetworkError/tooLarge(url:limit:)``.
    package var maximumBytes: Int
    /// Follow up to 5 redirects (feeds); CalDAV requests do not follow them (a redirected
    /// PROPFIND or PUT could change method or lose its body), discovery handles them itself.
    package var followsRedirects: Bool
    /// Whether file:// URLs may be read (feeds only; a redirect never leads to a file).
    package var allowsFiles: Bool
    /// Skip TLS verification: only when the user said --insecure.
    package var insecure: Bool
    /// The certificates to trust instead of the system's (`--ca-file`, `CURL_CA_BUNDLE`,
    /// `SSL_CERT_FILE`): a PEM file, or with `caFolder` a folder of hashed PEM files.
    package var caFile: String?
    package var caFolder: String?
    /// Basic authentication; a nil password lets libcurl take it from `netrcFile`.
    package var user: String?
    package var password: String?
    /// A .netrc to read passwords from (machine, login, password lines), if it exists.
    package var netrcFile: String?
    /// The one origin requests may go to (the server the user configured); nil for feeds, whose
    /// redirects may lead anywhere but carry no credentials.
    package var origin: ServerURL?
    package var userAgent: String

    package init(
        timeoutSeconds: Int = 30, maximumBytes: Int = 32 << 20, followsRedirects: Bool = false,
        allowsFiles: Bool = false, insecure: Bool = false, caFile: String? = nil, caFolder: String? = nil,
        user: String? = nil, password: String? = nil,
        netrcFile: String? = nil, origin: ServerURL? = nil, userAgent: String = "fancal"
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.followsRedirects = followsRedirects
        self.allowsFiles = allowsFiles
        self.insecure = insecure
        self.caFile = caFile
        self.caFolder = caFolder
        self.user = user
        self.password = password
        self.netrcFile = netrcFile
        self.origin = origin
        self.userAgent = userAgent
    }
}

/// Sends requests with libcurl, one at a time, reusing one connection where it can (a sync of
/// many items makes many small requests). Not thread-safe.
package final class HTTPClient {
    package let options: HTTPOptions
    /// How many requests were sent (tests and benchmarks count them).
    package private(set) var requestCount = 0
    private var handle: OpaquePointer?

    package init(options: HTTPOptions) {
        self.options = options
    }

    deinit {
        if let handle { curl_easy_cleanup(UnsafeMutableRawPointer(handle)) }
    }

    /// What the write and header callbacks collect.
    private final class Collector {
        let limit: Int
        /// Where the body goes instead of ``body``, when given.
        let file: Int32?
        var body: [UInt8] = []
        var received = 0
        var exceeded = false
        var fileFailed = false
        var headers: [String: String] = [:]

        init(limit: Int, file: Int32?) {
            self.limit = limit
            self.file = file
        }

        /// Takes one block of the body; false stops the transfer.
        func take(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard received + bytes.count <= limit else {
                exceeded = true
                return false
            }
            received += bytes.count
            guard let file else {
                body.append(contentsOf: bytes.bindMemory(to: UInt8.self))
                return true
            }
            var offset = 0
            while offset < bytes.count {
                let written = write(file, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    fileFailed = true
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Sends `request` and returns the answer whatever its status.
    /// - Parameter file: where the body is written (the answer's ``HTTPResponse/body`` is then
    ///   empty): a feed's body is read from a file, as `fancal import` reads one.
    /// - Throws: ``NetworkError`` when no complete answer arrived;
    ///   ``NetworkError/otherOrigin(url:origin:)``, before anything is sent, for a URL outside
    ///   ``HTTPOptions/origin``.
    package func send(_ request: HTTPRequest, bodyTo file: Int32? = nil) throws(NetworkError) -> HTTPResponse {
        if let missing = fancal_net_missing_library() { throw .libraryMissing(String(cString: missing)) }
        if let origin = options.origin, !origin.isSameOrigin(as: request.url) {
            throw .otherOrigin(url: request.url.withoutURLCredentials, origin: origin.origin)
        }
        if handle == nil { handle = OpaquePointer(curl_easy_init()) }
        guard let handle else { throw .libraryMissing("libcurl.so.4") }
        let curl = UnsafeMutableRawPointer(handle)
        curl_easy_reset(curl)
        requestCount += 1

        let collector = Collector(limit: options.maximumBytes, file: file)
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

        // The first option libcurl did not take: nothing is sent then, as an option that did not
        // apply (CURLOPT_PROTOCOLS_STR, the TLS checks, the size limit) is a guarantee lost.
        var refused: (option: CURLoption, code: CURLcode)?
        func set(_ option: CURLoption, _ code: CURLcode) {
            if code != CURLE_OK && refused == nil { refused = (option, code) }
        }
        func setLong(_ option: CURLoption, _ value: Int) { set(option, fancal_curl_setopt_long(curl, option, value)) }
        func setOffset(_ option: CURLoption, _ value: curl_off_t) { set(option, fancal_curl_setopt_offset(curl, option, value)) }
        func setText(_ option: CURLoption, _ text: String) { set(option, text.withCString { fancal_curl_setopt_pointer(curl, option, $0) }) }
        func setPointer(_ option: CURLoption, _ pointer: UnsafeRawPointer?) { set(option, fancal_curl_setopt_pointer(curl, option, pointer)) }
        let code: CURLcode = errorBuffer.withUnsafeMutableBufferPointer { errorPointer in
            setPointer(CURLOPT_ERRORBUFFER, errorPointer.baseAddress)
            var address = request.url
            if let user = options.user, options.password == nil, let scheme = address.firstRange(of: "://") {
                // libcurl looks a password up in .netrc only for a user named in the URL, not
                // for CURLOPT_USERNAME; messages keep showing the URL as given.
                let encoded = CalDAVClient.percentEncoded(user).replacingAll("@", "%40").replacingAll(":", "%3A")
                address = String(address[..<scheme.upperBound]) + encoded + "@" + address[scheme.upperBound...]
            }
            setText(CURLOPT_URL, address)
            setLong(CURLOPT_NOSIGNAL, 1)
            setText(CURLOPT_USERAGENT, options.userAgent)
            let protocols = options.allowsFiles ? "http,https,file" : "http,https"
            setText(CURLOPT_PROTOCOLS_STR, protocols)
            setText(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
            setLong(CURLOPT_FOLLOWLOCATION, options.followsRedirects ? 1 : 0)
            setLong(CURLOPT_MAXREDIRS, 5)
            setLong(CURLOPT_TIMEOUT_MS, options.timeoutSeconds * 1000)
            setLong(CURLOPT_CONNECTTIMEOUT_MS, min(options.timeoutSeconds, 15) * 1000)
            setOffset(CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumBytes))
            setLong(CURLOPT_SSL_VERIFYPEER, options.insecure ? 0 : 1)
            setLong(CURLOPT_SSL_VERIFYHOST, options.insecure ? 0 : 2)
            if let file = options.caFile {
                setText(CURLOPT_CAINFO, file)
            }
            if let folder = options.caFolder {
                setText(CURLOPT_CAPATH, folder)
            }
            if let user = options.user {
                setLong(CURLOPT_HTTPAUTH, fancal_curl_auth_basic())
                if let password = options.password {
                    setText(CURLOPT_USERNAME, user)
                    setText(CURLOPT_PASSWORD, password)
                } else if let netrc = options.netrcFile {
                    setLong(CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
                    setText(CURLOPT_NETRC_FILE, netrc)
                }
            }
            if request.method == "GET" {
                setLong(CURLOPT_HTTPGET, 1)
            } else {
                setText(CURLOPT_CUSTOMREQUEST, request.method)
            }
            if let body = request.body {
                setOffset(CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
                set(CURLOPT_COPYPOSTFIELDS, body.withUnsafeBytes { fancal_curl_setopt_pointer(curl, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) })
            }
            // "Expect:" stops libcurl from waiting for a 100 Continue before large bodies.
            for line in request.headers + ["Expect:"] {
                headerList = line.withCString { curl_slist_append(headerList, $0) }
            }
            setPointer(CURLOPT_HTTPHEADER, headerList)
            setPointer(CURLOPT_WRITEDATA, context.toOpaque())
            set(CURLOPT_WRITEFUNCTION, fancal_curl_setopt_write(curl, CURLOPT_WRITEFUNCTION, { bytes, size, count, user in
                let collector = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                let length = size * count
                guard let bytes else { return length }
                return collector.take(UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
            }))
            setPointer(CURLOPT_HEADERDATA, context.toOpaque())
            set(CURLOPT_HEADERFUNCTION, fancal_curl_setopt_write(curl, CURLOPT_HEADERFUNCTION, { bytes, size, count, user in
                let collector = Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
                let length = size * count
                guard let bytes else { return length }
                let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length).bindMemory(to: UInt8.self), as: UTF8.self)
                if line.hasPrefix("HTTP/") {
                    // A new response (after a redirect or a 100 Continue): only the last one's headers count.
                    collector.headers = [:]
                } else if let colon = line.firstIndex(of: ":") {
                    let name = line[..<colon].lowercased()
                    let value = line[line.index(after: colon)...].trimming { " \t\r\n".contains($0) }
                    collector.headers[name] = value
                }
                return length
            }))
            if let refused { return refused.code }
            return curl_easy_perform(curl)
        }

        let url = request.url
        if let refused {
            throw .other(url: url, detail: "libcurl did not take option \(refused.option.rawValue) (\(String(cString: curl_easy_strerror(refused.code)))); nothing was sent — update libcurl")
        }
        guard code == CURLE_OK else {
            if collector.exceeded { throw .tooLarge(url: url, limit: options.maximumBytes) }
            if collector.fileFailed { throw .other(url: url, detail: "cannot write the answer to a temporary file: " + String(cString: strerror(errno))) }
            let buffered = errorBuffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            let detail = buffered.isEmpty ? String(cString: curl_easy_strerror(code)) : buffered
            throw HTTPClient.error(code, url: url, detail: detail, options: options)
        }
        var status = 0
        _ = fancal_curl_getinfo_long(curl, CURLINFO_RESPONSE_CODE, &status)
        var redirect: UnsafeMutablePointer<CChar>?
        _ = fancal_curl_getinfo_string(curl, CURLINFO_REDIRECT_URL, &redirect)
        if status == 0 && url.lowercased().hasPrefix("file:") { status = 200 }
        return HTTPResponse(
            status: status, headers: collector.headers, body: collector.body,
            redirectURL: redirect.map { String(cString: $0).withoutURLCredentials })
    }

    private static func error(_ code: CURLcode, url: String, detail: String, options: HTTPOptions) -> NetworkError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .unknownHost(url: url)
        case CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR, CURLE_GOT_NOTHING: .refused(url: url)
        case CURLE_OPERATION_TIMEDOUT: .timedOut(url: url, seconds: options.timeoutSeconds)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_HTTP2_STREAM: .truncated(url: url)
        case CURLE_FILESIZE_EXCEEDED, CURLE_WRITE_ERROR: .tooLarge(url: url, limit: options.maximumBytes)
        case CURLE_TOO_MANY_REDIRECTS: .tooManyRedirects(url: url)
        case CURLE_OUT_OF_MEMORY: .headersTooLarge(url: url)
        case CURLE_FILE_COULDNT_READ_FILE, CURLE_READ_ERROR: .noSuchFile(url: url)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: .unsupportedURL(url: url)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ENGINE_INITFAILED,
            CURLE_USE_SSL_FAILED:
            .tls(url: url, detail: detail)
        default: .other(url: url, detail: detail)
        }
    }
}
