"""A reverse proxy in front of Radicale for fancal's sync tests. Prints its port, serves until
killed. Appends `METHOD PATH STATUS RESPONSE-BYTES` per request to LOG. Reads MODEFILE before
every request:

  normal          forward everything
  race            before forwarding a PUT or DELETE with If-Match, change that item on the
                  server (a PUT without conditions), so the forwarded write meets a 412
  no-sync         answer a sync-collection REPORT with 501, as a server without RFC 6578
  down-after-put  forward the first PUT; from then on close every connection unanswered, as a
                  server that went away mid-sync
  no-etag         strip every getetag from the answers to a listing (a sync-collection REPORT
                  or a PROPFIND), as a buggy server does; calendar-multiget answers keep theirs
  no-etag-at-all  strip every getetag from every PROPFIND and REPORT answer, multiget's too
  refuse:TEXT     answer 400 to a PUT whose body contains TEXT, as a server refusing one item
  hold-put        hold every PUT: create MODEFILE.held, then wait until MODEFILE.go exists
                  (at most 60 s) before forwarding it, so a test can act while a sync is writing
"""
import http.client
import os
import re
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

UPSTREAM_PORT = int(sys.argv[1])
LOG = sys.argv[2]
MODEFILE = sys.argv[3]
state = {"puts": 0}


def mode():
    try:
        with open(MODEFILE) as handle:
            return handle.read().strip() or "normal"
    except FileNotFoundError:
        return "normal"


def upstream(method, path, headers, body):
    connection = http.client.HTTPConnection("127.0.0.1", UPSTREAM_PORT, timeout=120)
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, response.getheaders(), data


class Proxy(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        headers = {name: value for name, value in self.headers.items() if name.lower() not in ("host", "connection")}
        current = mode()
        if current == "down-after-put" and state["puts"] > 0:
            self.close_connection = True
            self.connection.close()
            return
        if current == "no-sync" and self.command == "REPORT" and b"sync-collection" in (body or b""):
            with open(LOG, "a") as log:
                log.write(f"{self.command} {self.path} 501 0\n")
            self.send_response(501)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if current.startswith("refuse:") and self.command == "PUT" and current[7:].encode() in (body or b""):
            with open(LOG, "a") as log:
                log.write(f"{self.command} {self.path} 400 0\n")
            self.send_response(400)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if self.command == "PUT":
            state["puts"] += 1
        if current == "hold-put" and self.command == "PUT":
            open(MODEFILE + ".held", "w").close()
            for _ in range(1200):
                if os.path.exists(MODEFILE + ".go"):
                    break
                time.sleep(0.05)
        if current == "race" and self.command in ("PUT", "DELETE") and "If-Match" in self.headers:
            status, _, data = upstream("GET", self.path, {"Authorization": self.headers["Authorization"]}, None)
            if status == 200:
                changed = data.replace(b"SUMMARY:", b"SUMMARY:Changed on the phone: ", 1)
                upstream("PUT", self.path, {"Authorization": self.headers["Authorization"],
                                            "Content-Type": "text/calendar"}, changed)
        status, response_headers, data = upstream(self.command, self.path, headers, body)
        listing = self.command == "PROPFIND" or (self.command == "REPORT" and b"sync-collection" in (body or b""))
        if (current == "no-etag" and listing) or (current == "no-etag-at-all" and self.command in ("PROPFIND", "REPORT")):
            data = re.sub(rb"<(?:[A-Za-z0-9]+:)?getetag\s*/>|<((?:[A-Za-z0-9]+:)?getetag)>[^<]*</\1>", b"", data)
        with open(LOG, "a") as log:
            log.write(f"{self.command} {self.path} {status} {len(data)}\n")
        self.send_response(status)
        for name, value in response_headers:
            if name.lower() not in ("content-length", "connection", "transfer-encoding", "server", "date"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = do_OPTIONS = handle_any


server = ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
print(server.server_address[1], flush=True)
server.serve_forever()
