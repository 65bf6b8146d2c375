"""Fixture servers for the failure modes of `mcp-anatomy probe`, over stdio.

python misbehaving_server.py MODE, where MODE is one of:
  garbage  prints a non-JSON line, a notification, then a valid answer
  silence  reads the request and never answers
  flood    writes megabytes to stdout without a newline
  exit     writes to stderr and exits at once with status 3
  legacy   answers every request with -32601 (method not found)
  wrongid  answers with another id, then nothing
  answer   answers server/discover, and every other request with -32601, until stdin closes
           (the clean counterpart of the others)
  cursor-loop  as answer, but advertises tools and hands out the same cursor on every page
"""
import json
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "silence"
VALID = {
    "resultType": "complete",
    "supportedVersions": ["2026-07-28"],
    "capabilities": {"tools": {}},
    "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "fixture", "version": "1.0.0"}},
    "ttlMs": 60000,
    "cacheScope": "public",
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


if MODE == "exit":
    sys.stderr.write("fixture: refusing to start\n")
    sys.exit(3)

if MODE == "flood":
    chunk = "x" * 65536
    while True:
        sys.stdout.write(chunk)
        sys.stdout.flush()

if MODE in ("answer", "cursor-loop"):
    for line in sys.stdin:
        request = json.loads(line)
        if "id" not in request:
            continue
        if request["method"] == "server/discover":
            capabilities = {"tools": {}} if MODE == "cursor-loop" else {}
            send({"jsonrpc": "2.0", "id": request["id"], "result": {**VALID, "capabilities": capabilities}})
        elif MODE == "cursor-loop" and request["method"] == "tools/list":
            page = {"resultType": "complete", "ttlMs": 60000, "cacheScope": "public",
                    "tools": [{"name": "again", "inputSchema": {"type": "object"}}], "nextCursor": "again"}
            send({"jsonrpc": "2.0", "id": request["id"], "result": page})
        else:
            send({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "Method not found"}})
    sys.exit(0)

line = sys.stdin.readline()
request = json.loads(line)

if MODE == "garbage":
    sys.stdout.write("Server starting on stdio...\n")
    send({"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "hi"}})
    send({"jsonrpc": "2.0", "id": request["id"], "result": VALID})
elif MODE == "legacy":
    send({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "Method not found"}})
elif MODE == "wrongid":
    send({"jsonrpc": "2.0", "id": "someone-else", "result": VALID})

# Stay alive until stdin closes (or forever, for "silence").
for _ in sys.stdin:
    pass
if MODE == "silence":
    time.sleep(3600)
