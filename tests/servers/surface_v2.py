"""The second release of the notes server of surface_v1.py: `archive` is gone, `export` needs
a format, `search` no longer offers fuzzy matching but takes a limit, and says it reads the
bodies too. Run: python surface_v2.py (stdio).
"""
from typing import Literal

from mcp.server.mcpserver import MCPServer

server = MCPServer("notes")


@server.tool()
def search(query: str, mode: Literal["fast", "exact"] = "fast", limit: int = 10) -> list[str]:
    """Finds notes whose title or body matches the query."""
    return [query, mode][:limit]


@server.tool()
def export(note_id: str, format: Literal["markdown", "html"]) -> str:
    """Returns a note as Markdown."""
    return f"{note_id}.{format}"


if __name__ == "__main__":
    server.run()
