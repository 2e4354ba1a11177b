import FanCalendarSync

/// A CalDAV calendar as the server side of a sync.
struct CalDAVRemote: SyncRemote {
    let client: CalDAVClient
    let calendar: String

    var outside: [String] { client.outside }

    func list(syncToken: String?) throws(NetworkError) -> CalDAVClient.Listing {
        try client.list(calendar, syncToken: syncToken)
    }

    func fetch(hrefs: [String]) throws(NetworkError) -> [String: CalDAVClient.Item] {
        try client.fetch(calendar, hrefs: hrefs)
    }

    func put(href: String, body: String, ifMatch etag: String?) throws(NetworkError) -> CalDAVClient.WriteResult {
        try client.put(calendar, href: href, body: body, ifMatch: etag)
    }

    func delete(href: String, etag: String) throws(NetworkError) -> CalDAVClient.WriteResult {
        try client.delete(calendar, href: href, etag: etag)
    }
}
