"""An HTTP fixture for `mcp-anatomy probe`: python strict_headers_http.py PORT.

A server that checks every header the Streamable HTTP page requires of a request before it
reads the body's method, as a careful server or a gateway does: `MCP-Protocol-Version` and
`Mcp-Method` equal to the body's, and `Mcp-Name` equal to `params.name` / `params.uri` after
decoding the Base64 sentinel. A request that fails gets HTTP 400 and -32020 naming the header.
Its one resource has a URI that is not plain ASCII, so a client must send it encoded.
"""
import base64
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

URI = "notes://заметки/последние"
SERVER_INFO = {"io.modelcontextprotocol/serverInfo": {"name": "strict-headers", "version": "1.0.0"}}
HINTS = {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public"}
RESULTS = {
    "server/discover": {
        **HINTS,
        "supportedVersions": ["2026-07-28"],
        "capabilities": {"resources": {}},
        "_meta": SERVER_INFO,
    },
    "resources/list": {**HINTS, "resources": [{"uri": URI, "name": "recent"}]},
    "resources/templates/list": {**HINTS, "resourceTemplates": []},
    "resources/read": {**HINTS, "contents": [{"uri": URI, "mimeType": "text/plain", "text": "[]"}]},
}
NAMED = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}


def decoded(header):
    if header is not None and header.startswith("=?base64?") and header.endswith("?="):
        try:
            return base64.b64decode(header[9:-2], validate=True).decode("utf-8")
        except ValueError:
            return None
    return header


def mismatch(request, headers):
    """The first header that does not mirror the body, or None."""
    params = request.get("params") or {}
    version = (params.get("_meta") or {}).get("io.modelcontextprotocol/protocolVersion")
    if headers.get("mcp-protocol-version") != version:
        return "MCP-Protocol-Version"
    if headers.get("mcp-method") != request.get("method"):
        return "Mcp-Method"
    member = NAMED.get(request.get("method"))
    if member and decoded(headers.get("mcp-name")) != params.get(member):
        return "Mcp-Name"
    return None


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, message):
        body = json.dumps(message).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers.get("content-length", "0"))))
        header = mismatch(request, {k.lower(): v for k, v in self.headers.items()})
        if header:
            error = {"code": -32020, "message": f"Header mismatch: {header}"}
            return self.answer(400, {"jsonrpc": "2.0", "id": request.get("id"), "error": error})
        result = RESULTS.get(request["method"])
        if result is None:
            error = {"code": -32601, "message": "Method not found"}
            return self.answer(404, {"jsonrpc": "2.0", "id": request["id"], "error": error})
        self.answer(200, {"jsonrpc": "2.0", "id": request["id"], "result": result})


ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
