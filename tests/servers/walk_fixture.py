"""A stdio fixture for the probe's walk: python walk_fixture.py.

It breaks what only a live walk can see: it advertises prompts and refuses prompts/list, sends
tools/list in two pages whose cacheScope differs, and answers resources/list without
advertising resources.
"""
import json
import sys

META = {"io.modelcontextprotocol/serverInfo": {"name": "walk-fixture", "version": "1.0.0"}}


def result(body, scope="public"):
    return {"resultType": "complete", "ttlMs": 60000, "cacheScope": scope, "_meta": META, **body}


TOOL = {"inputSchema": {"type": "object"}}

for line in sys.stdin:
    request = json.loads(line)
    method, params = request["method"], request.get("params", {})
    answer = {"jsonrpc": "2.0", "id": request["id"]}
    if method == "server/discover":
        answer["result"] = result({
            "supportedVersions": ["2026-07-28"],
            "capabilities": {"tools": {"listChanged": True}, "prompts": {}},
        })
    elif method == "tools/list" and "cursor" not in params:
        answer["result"] = result({"tools": [{"name": "first", **TOOL}], "nextCursor": "page-2"})
    elif method == "tools/list":
        answer["result"] = result({"tools": [{"name": "second", **TOOL}]}, scope="private")
    elif method == "resources/list":
        answer["result"] = result({"resources": [{"uri": "https://example.com/a.txt", "name": "a"}]})
    elif method == "resources/read":
        uri = params["uri"]
        answer["result"] = result({"contents": [{"uri": uri, "text": "hello"}]})
    else:
        answer["error"] = {"code": -32601, "message": "Method not found"}
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
