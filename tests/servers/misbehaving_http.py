"""An HTTP fixture for `mcp-anatomy probe`: python misbehaving_http.py PORT.

The path picks the behaviour:
  /sse       answers with an event stream: a notification event, then the answer (a
             discover result advertising nothing; -32601 to any other method)
  /redirect  302 to another host
  /legacy    404, as a server that wants a session would
  /slow      waits 30 s before answering
  /html      200 with an HTML page
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

    def do_POST(self):
        length = int(self.headers.get("content-length", "0"))
        request = json.loads(self.rfile.read(length))
        if self.path == "/sse":
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
