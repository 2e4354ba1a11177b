"""A feed server for fancal's tests: serves FOLDER/*.ics with ETag and Last-Modified and answers
conditional GETs with 304, and misbehaves on purpose on a few paths. Prints its port, then
serves until killed. Every request is appended to FOLDER/requests.log as `METHOD PATH STATUS`.

  /NAME.ics         the file FOLDER/NAME.ics (ETag: hash of its bytes)
  /lm/NAME.ics      the same file with Last-Modified only (304 to a matching If-Modified-Since)
  /slow.ics         answers after 5 seconds
  /huge.ics         3 MB of valid iCalendar
  /truncated.ics    announces 5000 bytes, sends 100, closes
  /redirect/N       redirects N times, then to /tour.ics
  /status/CODE      answers with that status
  /html             a web page, not a calendar
  /bigheader.ics    a header line of 300 KB
  /auth/NAME.ics    FOLDER/NAME.ics for user alice, password secret (Basic); else 401
  /auth/same        302 to /auth/tour.ics (the same origin)
  /auth/elsewhere   302 to http://localhost:PORT/auth/tour.ics (the same server, another origin)
  PROPFIND/REPORT /dav/notxml/   207 with XML that is not a WebDAV multistatus
  PROPFIND/REPORT /dav/dup/      a calendar whose listing names one href twice
"""
import base64
import hashlib
import os
import sys
import time
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FOLDER = sys.argv[1]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def record(self, status):
        with open(os.path.join(FOLDER, "requests.log"), "a") as log:
            log.write(f"{self.command} {self.path} {status} {self.headers.get('If-None-Match', '-')}\n")

    def send(self, status, body=b"", headers=()):
        self.record(status)
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path
        if path == "/slow.ics":
            time.sleep(5)
            return self.send(200, b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        if path == "/huge.ics":
            event = b"BEGIN:VEVENT\r\nUID:%d\r\nDTSTART;VALUE=DATE:20261201\r\nSUMMARY:x\r\nEND:VEVENT\r\n"
            body = b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + b"".join(event % i for i in range(40000)) + b"END:VCALENDAR\r\n"
            return self.send(200, body)
        if path == "/truncated.ics":
            self.record(200)
            self.send_response(200)
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + b"X" * 68)
            self.wfile.flush()
            self.close_connection = True
            return
        if path.startswith("/redirect/"):
            left = int(path.rsplit("/", 1)[1])
            target = "/tour.ics" if left == 0 else f"/redirect/{left - 1}"
            return self.send(302, headers=[("Location", target)])
        if path.startswith("/status/"):
            return self.send(int(path.rsplit("/", 1)[1]), b"no")
        if path.startswith("/auth/"):
            if self.headers.get("Authorization") != "Basic " + base64.b64encode(b"alice:secret").decode():
                return self.send(401, b"who?", [("WWW-Authenticate", 'Basic realm="fc"')])
            if path == "/auth/same":
                return self.send(302, headers=[("Location", "/auth/tour.ics")])
            if path == "/auth/elsewhere":
                return self.send(302, headers=[("Location", f"http://localhost:{self.server.server_address[1]}/auth/tour.ics")])
            path = "/" + path[len("/auth/"):]
        if path == "/bigheader.ics":
            return self.send(200, b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", [("X-Big", "a" * 300000)])
        if path == "/html":
            return self.send(200, b"<html><body>Welcome\x1b[31m</body></html>", [("Content-Type", "text/html")])
        file = os.path.join(FOLDER, os.path.basename(path))
        if path.startswith("/lm/") and os.path.exists(file):
            modified = formatdate(os.path.getmtime(file), usegmt=True)
            if self.headers.get("If-Modified-Since") == modified:
                return self.send(304)
            with open(file, "rb") as handle:
                return self.send(200, handle.read(), [("Last-Modified", modified)])
        if not path.endswith(".ics") or not os.path.exists(file):
            return self.send(404, b"not found")
        with open(file, "rb") as handle:
            body = handle.read()
        etag = '"' + hashlib.sha1(body).hexdigest() + '"'
        modified = formatdate(os.path.getmtime(file), usegmt=True)
        if self.headers.get("If-None-Match") == etag:
            return self.send(304, headers=[("ETag", etag)])
        self.send(200, body, [("ETag", etag), ("Last-Modified", modified), ("Content-Type", "text/calendar")])


    def do_PROPFIND(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        if self.path.startswith("/dav/notxml/"):
            return self.send(207, b"<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'/>")
        if self.path.startswith("/dav/dup/"):
            item = (b"<D:response><D:href>/dav/dup/a.ics</D:href><D:propstat><D:prop><D:getetag>\"1\"</D:getetag>"
                    b"</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>")
            if self.command == "PROPFIND":
                body = (b"<D:multistatus xmlns:D='DAV:' xmlns:C='urn:ietf:params:xml:ns:caldav'><D:response>"
                        b"<D:href>/dav/dup/</D:href><D:propstat><D:prop><D:resourcetype><D:collection/><C:calendar/>"
                        b"</D:resourcetype></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>"
                        b"</D:multistatus>")
            else:
                body = b"<D:multistatus xmlns:D='DAV:'>" + item + item + b"<D:sync-token>t1</D:sync-token></D:multistatus>"
            return self.send(207, body, [("Content-Type", "application/xml")])
        return self.send(404, b"no")

    do_REPORT = do_PROPFIND


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
