"""A small 2026-07-28 server that answers wrong requests as the specification asks, for
`mcp-anatomy conform`: python3 conform_good.py (stdio) or python3 conform_good.py --http PORT
(Streamable HTTP at any path of 127.0.0.1:PORT).

`Server.faults` holds the names of the mistakes tests/servers/conform_bad.py makes on purpose;
here it is empty, so no check of `conform` may fail against this server. Standard library only.
"""
import base64
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

REVISION = "2026-07-28"
SUPPORTED = [REVISION]
SERVER = {"_meta": {"io.modelcontextprotocol/serverInfo": {"name": "conform-fixture", "version": "1.0.0"}}}
HINTS = {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public", **SERVER}
TOOLS = [
    {"name": "add", "description": "Adds two numbers.",
     "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}},
    # `region` is mirrored in the header Mcp-Param-Region (basic/transports, "Custom Headers from
    # Tool Parameters"), which this server holds to the body.
    {"name": "echo", "description": "Repeats its text.",
     "inputSchema": {"type": "object", "required": ["region"], "properties": {
         "text": {"type": "string"},
         "region": {"type": "string", "x-mcp-header": "Region", "examples": ["eu-west-1"]}}}},
]
PROMPTS = [{"name": "greet", "description": "A greeting."}]
# A URI that is not plain ASCII: a client sends it in Mcp-Name in the Base64 sentinel.
RESOURCES = [{"uri": "notes://первая", "name": "first"}]
NOTES = {"notes://первая": "The first note."}
NAMED = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}
# What the fault server-request sends the client: a request, which 2026-07-28 replaced with
# input_required results.
SERVER_REQUEST = {"jsonrpc": "2.0", "id": "server-1", "method": "roots/list", "params": {}}


def error(code, text, data=None):
    body = {"code": code, "message": text}
    if data is not None:
        body["data"] = data
    return body


def decoded(header):
    """A header value with the Base64 sentinel (=?base64?...?=) decoded; None when it cannot be."""
    inner = header[len("=?base64?"):-2] if header and header.startswith("=?base64?") else None
    if inner is None or not header.endswith("?="):
        return header
    try:
        return base64.b64decode(inner, validate=True).decode("utf-8")
    except ValueError:
        return None


class Server:
    def __init__(self, faults=()):
        self.faults = set(faults)
        self.lists_asked = 0

    # ----- one message in, (HTTP status, answer or None) out -----------------------------------

    def handle(self, text, headers=None):
        try:
            message = json.loads(text)
        except ValueError:
            if "parse-crash" in self.faults:
                sys.exit(70)
            if "parse-error" in self.faults:
                return 400, {"jsonrpc": "2.0", "id": None, "error": error(-32603, "Internal error")}
            return 400, {"jsonrpc": "2.0", "id": None, "error": error(-32700, "Parse error")}
        ident = message.get("id") if isinstance(message, dict) else None
        if "id-type" in self.faults and ident is not None:
            ident = str(ident)
        status, outcome = self.answer(message, headers)
        if outcome is None:
            return status, None
        kind = "result" if "resultType" in outcome else "error"
        return status, {"jsonrpc": "2.0", "id": ident, kind: outcome}

    def answer(self, message, headers):
        valid = (isinstance(message, dict) and message.get("jsonrpc") == "2.0"
                 and isinstance(message.get("method"), str))
        if not valid and "invalid-request" not in self.faults:
            return 400, error(-32600, "Invalid Request")
        if "id" not in message:
            return 202, None
        params = message.get("params") or {}
        meta = params.get("_meta") or {}
        version = meta.get("io.modelcontextprotocol/protocolVersion")
        if version is None and "missing-protocol-version" not in self.faults:
            return 400, error(-32602, "Missing io.modelcontextprotocol/protocolVersion")
        if ("io.modelcontextprotocol/clientCapabilities" not in meta
                and "missing-client-capabilities" not in self.faults):
            return 400, error(-32602, "Missing io.modelcontextprotocol/clientCapabilities")
        if headers is not None:
            refused = self.check_headers(message, params, version, headers)
            if refused:
                return 400, error(-32020, f"Header mismatch: {refused}")
        if version is not None and version not in SUPPORTED:
            supported = SUPPORTED + ["2025-11-25"] if "unsupported-version" in self.faults else SUPPORTED
            return 400, error(-32022, "Unsupported protocol version",
                              {"supported": supported, "requested": version})
        return self.dispatch(message["method"], params)

    def check_headers(self, message, params, version, headers):
        """The first header that is missing or does not mirror the body, or None."""
        sent = headers.get("mcp-protocol-version")
        if sent is None and "version-header-missing" not in self.faults:
            return "MCP-Protocol-Version missing"
        if sent is not None and sent != version and "version-header-mismatch" not in self.faults:
            return "MCP-Protocol-Version"
        method = headers.get("mcp-method")
        if method is None and "method-header-missing" not in self.faults:
            return "Mcp-Method missing"
        if method is not None and method != message["method"] and "method-header-mismatch" not in self.faults:
            return "Mcp-Method"
        member = NAMED.get(message["method"])
        name = headers.get("mcp-name")
        if "name-header-encoded" not in self.faults:
            name = decoded(name)
        if member and name != params.get(member):
            if "name-header-mismatch" not in self.faults:
                return "Mcp-Name"
        if message["method"] == "tools/call":
            return self.check_param_headers(params, headers)
        return None

    def check_param_headers(self, params, headers):
        """The Mcp-Param header of a marked parameter missing or unlike the argument, or None."""
        tool = next((t for t in TOOLS if t["name"] == params.get("name")), None)
        arguments = params.get("arguments") or {}
        for name, schema in ((tool or {}).get("inputSchema", {}).get("properties") or {}).items():
            marked = schema.get("x-mcp-header")
            value = arguments.get(name)
            if marked is None or value is None:
                continue
            text = str(value).lower() if isinstance(value, bool) else str(value)
            sent = headers.get("mcp-param-" + marked.lower())
            if sent is None:
                if "param-header-missing" not in self.faults:
                    return f"Mcp-Param-{marked} missing"
            elif decoded(sent) != text and "param-header-mismatch" not in self.faults:
                return f"Mcp-Param-{marked}"
        return None

    def dispatch(self, method, params):
        cursor = params.get("cursor")
        lists = {"tools/list": ("tools", TOOLS), "prompts/list": ("prompts", PROMPTS),
                 "resources/list": ("resources", RESOURCES),
                 "resources/templates/list": ("resourceTemplates", [])}
        if method == "server/discover":
            return 200, {**HINTS, "supportedVersions": SUPPORTED,
                         "capabilities": {"tools": {}, "prompts": {}, "resources": {}}}
        if method in lists:
            if cursor is not None and "invalid-cursor" not in self.faults:
                return 400, error(-32602, "Invalid cursor")
            member, items = lists[method]
            if method == "tools/list":
                self.lists_asked += 1
                if "tools-order" in self.faults and self.lists_asked % 2 == 0:
                    items = list(reversed(items))
            return 200, {**HINTS, member: items}
        if method == "tools/call":
            if any(t["name"] == params.get("name") for t in TOOLS):
                text = json.dumps(params.get("arguments") or {})
                item = {"text": text} if "call-result" in self.faults else {"type": "text", "text": text}
                return 200, {"resultType": "complete", "content": [item], **SERVER}
            if "unknown-tool" in self.faults:
                return 200, {"resultType": "complete", "isError": True,
                             "content": [{"type": "text", "text": "No such tool"}]}
            return 400, error(-32602, "Unknown tool", {"name": params.get("name")})
        if method == "prompts/get":
            if any(p["name"] == params.get("name") for p in PROMPTS):
                return 200, {"resultType": "complete", **SERVER, "messages": [
                    {"role": "user", "content": {"type": "text", "text": "Hello."}}]}
            code = -32603 if "unknown-prompt" in self.faults else -32602
            return 400, error(code, "Unknown prompt")
        if method == "resources/read":
            uri = params.get("uri")
            if uri in NOTES:
                return 200, {**HINTS, "contents": [{"uri": uri, "mimeType": "text/plain", "text": NOTES[uri]}]}
            code = -32002 if "unknown-resource" in self.faults else -32602
            return 400, error(code, "Resource not found", {"uri": uri})
        if "unknown-method" in self.faults:
            return 404, error(-32603, "Internal error")
        return 404, error(-32601, "Method not found")


# ----- the two transports -------------------------------------------------------------------------


def serve_stdio(server):
    if "stdout-noise" in server.faults:
        print("conform fixture starting", flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        _, answer = server.handle(line)
        if "tools" in ((answer or {}).get("result") or {}) and "server-request" in server.faults:
            sys.stdout.write(json.dumps(SERVER_REQUEST) + "\n")
        if answer is not None:
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    if "linger" in server.faults:
        time.sleep(30)


def serve_http(server, port):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def reply(self, status, answer, stream=False):
            body = b"" if answer is None else json.dumps(answer).encode()
            kind = "application/json"
            if stream:
                kind, body = "text/event-stream", b"data: " + body + b"\n\n"
                if "server-request" in server.faults:
                    body = b"data: " + json.dumps(SERVER_REQUEST).encode() + b"\n\n" + body
            if "content-type" in server.faults and status >= 400:
                kind = "text/plain; charset=utf-8"
            # The fault leaves the refusals of headers and origins alone: they have checks of their own.
            code = (answer or {}).get("error", {}).get("code")
            if "http-status" in server.faults and code in (-32601, -32602, -32022):
                status = 200
            self.send_response(status)
            if body:
                self.send_header("content-type", kind)
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def foreign(self):
            origin = self.headers.get("origin")
            local = ("http://127.0.0.1", "http://localhost")
            return origin is not None and not origin.startswith(local) and "foreign-origin" not in server.faults

        def do_POST(self):
            token = self.headers.get("authorization")
            if "unauthorized" in server.faults and token != "Bearer conform-test":
                return self.reply(401, None)
            if self.foreign():
                return self.reply(403, {"jsonrpc": "2.0", "error": error(-32600, "Origin not allowed")})
            text = self.rfile.read(int(self.headers.get("content-length", "0"))).decode("utf-8", "replace")
            headers = {k.lower(): v for k, v in self.headers.items()}
            status, answer = server.handle(text, headers)
            method = headers.get("mcp-method")
            # The lists answer as an event stream, the rest as JSON: a client reads both.
            self.reply(status, answer, stream=method == "tools/list" and status == 200)

        def not_allowed(self):
            status = 200 if "get-delete" in server.faults else 405
            self.send_response(status)
            self.send_header("content-length", "0")
            self.end_headers()

        do_GET = not_allowed
        do_DELETE = not_allowed

    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()


def main(faults, argv):
    server = Server(faults)
    if len(argv) >= 2 and argv[0] == "--http":
        serve_http(server, int(argv[1]))
    else:
        serve_stdio(server)


if __name__ == "__main__":
    main((), sys.argv[1:])
