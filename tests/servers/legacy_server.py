"""A stdio server of revision 2025-06-18, written by hand in that revision's shape: no
server/discover (-32601), an initialize handshake that negotiates 2025-06-18 whatever the
client offers, tools over two pages, a prompt, a resource, and after the handshake a request
to the client (roots/list) that a client of that revision would answer.

With the argument `faulty`, the second page of tools/list holds a tool without inputSchema,
which both revisions require, and the prompt's argument says `"required": "yes"`, not a boolean.
With `linger`, it stays on for an hour after its stdin closes, as a server should not.
With `refusing`, it answers initialize with an error, so a client has nothing to walk.
With `current`, it negotiates 2025-11-25 instead; with `quiet`, it sends the client no request.
"""

import json
import sys
import time

FAULTY = sys.argv[1:] == ["faulty"]
LINGER = sys.argv[1:] == ["linger"]
REFUSING = sys.argv[1:] == ["refusing"]
CURRENT = sys.argv[1:] == ["current"]
QUIET = sys.argv[1:] == ["quiet"]

TOOLS = [
    {"name": "add", "description": "Adds two numbers.",
     "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}},
    {"name": "echo", "title": "Echo", "inputSchema": {"type": "object"}},
]


def answer(request_id, result=None, error=None):
    message = {"jsonrpc": "2.0", "id": request_id}
    if error is not None:
        message["error"] = error
    else:
        message["result"] = result
    send(message)


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def handle(message):
    method = message.get("method")
    request_id = message.get("id")
    if request_id is None:
        if method == "notifications/initialized" and not QUIET:
            send({"jsonrpc": "2.0", "id": "server-1", "method": "roots/list"})
        return
    if method == "initialize" and REFUSING:
        answer(request_id, error={"code": -32602, "message": "Unsupported protocol version"})
    elif method == "initialize":
        answer(request_id, {
            "protocolVersion": "2025-11-25" if CURRENT else "2025-06-18",
            "capabilities": {"tools": {"listChanged": True}, "prompts": {}, "resources": {"subscribe": True},
                             "logging": {}},
            "serverInfo": {"name": "legacy-fixture", "version": "0.3.1"},
            "instructions": "A fixture of revision 2025-06-18.",
        })
    elif method == "tools/list":
        cursor = (message.get("params") or {}).get("cursor")
        if cursor is None:
            answer(request_id, {"tools": TOOLS[:1], "nextCursor": "tools-2"})
        else:
            second = dict(TOOLS[1])
            if FAULTY:
                del second["inputSchema"]
            answer(request_id, {"tools": [second]})
    elif method == "prompts/list":
        required = "yes" if FAULTY else True
        answer(request_id, {"prompts": [{"name": "greet", "arguments": [{"name": "who", "required": required}]}]})
    elif method == "resources/list":
        answer(request_id, {"resources": [{"uri": "file:///readme.txt", "name": "readme", "mimeType": "text/plain"}]})
    elif method == "resources/templates/list":
        answer(request_id, {"resourceTemplates": [{"uriTemplate": "file:///{path}", "name": "files"}]})
    elif method == "resources/read":
        uri = message["params"]["uri"]
        answer(request_id, {"contents": [{"uri": uri, "mimeType": "text/plain", "text": "hello"}]})
    else:
        answer(request_id, error={"code": -32601, "message": "Method not found"})


for line in sys.stdin:
    if line.strip():
        message = json.loads(line)
        # An answer to the server's own request (roots/list) needs nothing more.
        if "method" in message:
            handle(message)

if LINGER:
    time.sleep(3600)
