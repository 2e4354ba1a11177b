"""A hostile CalDAV server for fancal's trust tests, on 127.0.0.1. Usage:

  hostile_dav.py LOG OTHER_PORT

Prints its port, serves until killed (and stops by itself after 120 s). Appends
`METHOD PATH AUTHORIZATION` per request to LOG (AUTHORIZATION is `-` when none came), so a test
can tell which requests carried credentials. OTHER_PORT is another server on 127.0.0.1 (a
second instance of this script): the origin this one tries to send fancal to.

  PROPFIND /cal/                a calendar (Depth 0); Depth 1 lists the items below
  REPORT /cal/ (sync-collection) the same items, each with an ETag:
                                /cal/good.ics, and hrefs that lead elsewhere: an absolute URL of
                                OTHER_PORT, the same written percent-encoded (http%3A//…), and
                                paths climbing out with .. and %2e%2e
  REPORT /cal/ (multiget)       the bodies of the items asked for (a weekly series for good.ics)
  PUT, DELETE anywhere          201 / 204, logged
  PROPFIND /home-elsewhere/     a principal whose calendar-home-set is on OTHER_PORT
  PROPFIND anything else        404, so discovery tries /.well-known/caldav
  PROPFIND /.well-known/caldav  301 to OTHER_PORT's /.well-known/caldav
"""
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = sys.argv[1]
OTHER = f"http://127.0.0.1:{sys.argv[2]}"

SERIES = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//hostile//EN\r\nBEGIN:VEVENT\r\nUID:good-1\r\n"
    "DTSTAMP:20261101T000000Z\r\nDTSTART;VALUE=DATE:20261105\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\n"
    "SUMMARY:Weekly stream\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
)
ESCAPING = [
    f"{OTHER}/cal/other.ics",
    "http%3A//127.0.0.1:" + sys.argv[2] + "/cal/encoded.ics",
    "/cal/../outside.ics",
    "/cal/%2e%2e/dotdot.ics",
]


def response(href, props):
    return (f"<D:response><D:href>{href}</D:href><D:propstat><D:prop>{props}</D:prop>"
            "<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        with open(LOG, "a") as log:
            log.write(f"{self.command} {self.path} {self.headers.get('Authorization') or '-'}\n")
        multistatus = "<D:multistatus xmlns:D='DAV:' xmlns:C='urn:ietf:params:xml:ns:caldav'>{}</D:multistatus>"
        xml = [("Content-Type", "application/xml; charset=utf-8")]
        if self.command in ("PUT", "DELETE"):
            return self.answer(201 if self.command == "PUT" else 204, headers=[("ETag", '"new"')])
        if self.path.startswith("/.well-known/caldav"):
            return self.answer(301, headers=[("Location", OTHER + "/.well-known/caldav")])
        if self.path.startswith("/home-elsewhere/"):
            props = f"<C:calendar-home-set><D:href>{OTHER}/calendars/</D:href></C:calendar-home-set>"
            return self.answer(207, multistatus.format(response(self.path, props)).encode(), xml)
        if not self.path.startswith("/cal/"):
            return self.answer(404)
        calendar = "<D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>cal</D:displayname>"
        if self.command == "PROPFIND" and self.headers.get("Depth") == "0":
            return self.answer(207, multistatus.format(response("/cal/", calendar)).encode(), xml)
        if self.command == "REPORT" and "calendar-multiget" in body:
            data = SERIES.replace("&", "&amp;").replace("<", "&lt;")
            item = response("/cal/good.ics", f"<D:getetag>\"1\"</D:getetag><C:calendar-data>{data}</C:calendar-data>")
            return self.answer(207, multistatus.format(item).encode(), xml)
        items = [response("/cal/", calendar), response("/cal/good.ics", '<D:getetag>"1"</D:getetag>')]
        items += [response(href, '<D:getetag>"x"</D:getetag>') for href in ESCAPING]
        token = "<D:sync-token>http://hostile/token/1</D:sync-token>" if "sync-collection" in body else ""
        return self.answer(207, multistatus.format("".join(items) + token).encode(), xml)

    do_PROPFIND = do_REPORT = do_PUT = do_DELETE = do_GET = handle_any


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
threading.Timer(120, server.shutdown).start()
print(server.server_address[1], flush=True)
server.serve_forever()
