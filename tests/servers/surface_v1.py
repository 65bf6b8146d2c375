"""The first release of a notes server (the official Python SDK, mcp 2.3.0), for `diff`.

surface_v2.py is its next release; tests/diff_cli.rs walks both with `probe --save` and
compares the walks. Run: python surface_v1.py (stdio).
"""
from typing import Literal

from mcp.server.mcpserver import MCPServer

server = MCPServer("notes")


@server.tool()
def search(query: str, mode: Literal["fast", "exact", "fuzzy"] = "fast") -> list[str]:
    """Finds notes whose title matches the query."""
    return [query, mode]


@server.tool()
def archive(note_id: str) -> str:
    """Moves a note to the archive."""
    return note_id


@server.tool()
def export(note_id: str) -> str:
    """Returns a note as Markdown."""
    return note_id


if __name__ == "__main__":
    server.run()
