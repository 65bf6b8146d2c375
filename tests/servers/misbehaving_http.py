"""An HTTP fixture for `mcp-anatomy probe`: python misbehaving_http.py PORT.

The path picks the behaviour:
  /sse       answers with an event stream: a notification event, then the answer (a
             discover result advertising nothing; -32601 to any other method)
  /redirect  302 to another host
  /legacy    404, as a server that wants a session would
  /slow      waits 30 s before answering
  /html      200 with an HTML page
  /empty     200 with an empty body and no content type
  /cut       200 with a JSON body that breaks off before its announced length
  /sse-without-answer  an event stream of one notification, then the end
  /old       a server of 2025-11-25: server/discover refused with 400, initialize answered
             with a session id, notifications accepted with 202, DELETE of the session with 200;
             it advertises nothing, so there is nothing to walk
  /old-no-delete, /old-broken-delete, /old-notified-with-200  the same, but DELETE is
             answered with 405, with 500, or a notification with 200
"""
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

VALID = {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {},
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "fixture-http", "version": "1.0.0"}},
    "ttlMs": 60000,
    "cacheScope": "public",
}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body=None, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        data = b"" if body is None else json.dumps(body).encode()
        if body is not None:
            self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_DELETE(self):
        status = {"/old-no-delete": 405, "/old-broken-delete": 500}.get(self.path, 200)
        self.reply(status)

    def old(self, request):
        if "id" not in request:
            self.reply(200 if self.path == "/old-notified-with-200" else 202)
        elif request["method"] == "initialize":
            result = {"protocolVersion": "2025-11-25", "capabilities": {},
                      "serverInfo": {"name": "fixture-old-http", "version": "1.0.0"}}
            self.reply(200, {"jsonrpc": "2.0", "id": request["id"], "result": result},
                       [("mcp-session-id", "session-1")])
        else:
            error = {"code": -32000, "message": "Bad Request: No valid session ID provided"}
            self.reply(400, {"jsonrpc": "2.0", "id": request["id"], "error": error})

    def do_POST(self):
        length = int(self.headers.get("content-length", "0"))
        request = json.loads(self.rfile.read(length))
        if self.path.startswith("/old"):
            self.old(request)
        elif self.path == "/empty":
            self.reply(200)
        elif self.path == "/cut":
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", "1000")
            self.end_headers()
            self.wfile.write(b'{"jsonrpc": "2.0", "id": ')
            self.wfile.flush()
        elif self.path == "/sse-without-answer":
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            note = {"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "working"}}
            self.wfile.write(f"data: {json.dumps(note)}\n\n".encode())
        elif self.path == "/sse":
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            note = {"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "working"}}
            if request["method"] == "server/discover":
                answer = {"jsonrpc": "2.0", "id": request["id"], "result": VALID}
            else:
                # Advertises no capability, so every list is refused, as the tools page asks.
                answer = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "Method not found"}}
            self.wfile.write(f"event: message\ndata: {json.dumps(note)}\n\n".encode())
            self.wfile.write(f"data: {json.dumps(answer)}\n\n".encode())
        elif self.path == "/refuses-headers":
            # Finds fault with the headers of every request after discover, right as they are.
            if request["method"] == "server/discover":
                self.reply(200, {"jsonrpc": "2.0", "id": request["id"], "result": VALID})
            else:
                error = {"code": -32020, "message": "Header mismatch"}
                self.reply(400, {"jsonrpc": "2.0", "id": request["id"], "error": error})
        elif self.path == "/redirect":
            self.send_response(302)
            self.send_header("location", "https://elsewhere.example/mcp")
            self.send_header("content-length", "0")
            self.end_headers()
        elif self.path == "/legacy":
            body = b'{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Bad Request: No valid session ID provided"}}'
            self.send_response(404)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif self.path == "/slow":
            time.sleep(30)
        else:
            body = b"<html><body>Hello</body></html>"
            self.send_response(200)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)


ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
