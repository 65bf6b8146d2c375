"""A small modern MCP server (the official Python SDK, mcp 2.3.0) with one tool.

Run: python modern_server.py            (stdio)
     python modern_server.py http PORT  (Streamable HTTP on 127.0.0.1:PORT/mcp)
"""
import sys

from mcp.server.mcpserver import MCPServer

server = MCPServer("anatomy-test-server")


@server.tool()
def add(a: int, b: int) -> int:
    """Adds two whole numbers."""
    return a + b


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "http":
        server.run(transport="streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
