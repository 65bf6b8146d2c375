"""A notes server as a small team would write it with the official Python SDK (mcp 2.3.0): tools
with titles, annotations and structured output, a prompt with arguments, a resource and a
resource template. Its walk, saved by the probe, is what www/examples/reference-en.html shows:

    mcp-anatomy probe --save www/examples/notes-walk.jsonl -- python tests/servers/notes_server.py

Run: python notes_server.py            (stdio)
     python notes_server.py http PORT  (Streamable HTTP on 127.0.0.1:PORT/mcp)
"""
import sys
from typing import Literal

from pydantic import BaseModel, Field

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("notes", instructions="Search, read and export the team's notes.")


class Note(BaseModel):
    id: str = Field(description="The note's identifier")
    title: str = Field(description="Its title")
    tags: list[str] = Field(default_factory=list, description="Its tags, lower case")


class Found(BaseModel):
    notes: list[Note] = Field(description="The notes found, best match first")
    more: bool = Field(description="Whether there are more than the limit")


@server.tool(
    title="Search notes",
    annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False),
)
def search_notes(
    query: str = Field(description="Words to look for in titles and bodies"),
    mode: Literal["fast", "exact"] = Field("fast", description="`exact` matches whole words only"),
    limit: int = Field(10, ge=1, le=100, description="How many notes to return at most"),
    tags: list[str] = Field(default_factory=list, description="Only notes with all these tags"),
) -> Found:
    """Finds notes whose title or body matches the query, best match first."""
    return Found(notes=[], more=False)


@server.tool(
    title="Export a note",
    annotations=ToolAnnotations(readOnlyHint=True, idempotentHint=True, openWorldHint=False),
)
def export_note(
    note_id: str = Field(description="The note's identifier"),
    format: Literal["markdown", "html"] = Field(description="The format to export to"),
) -> str:
    """Returns a note as Markdown or HTML."""
    return f"{note_id}.{format}"


@server.tool(
    title="Delete a note",
    annotations=ToolAnnotations(destructiveHint=True, idempotentHint=True, openWorldHint=False),
)
def delete_note(note_id: str = Field(description="The note's identifier")) -> str:
    """Deletes a note for good. It cannot be restored."""
    return note_id


@server.prompt(title="Summarise notes")
def summarise(topic: str, audience: str = "the team") -> str:
    """Asks for a summary of the notes on a topic, written for an audience."""
    return f"Summarise our notes on {topic} for {audience}."


@server.resource("notes://recent", title="Recent notes", mime_type="application/json")
def recent() -> str:
    """The ten notes changed last."""
    return "[]"


@server.resource("notes://{note_id}", title="A note", mime_type="text/markdown")
def note(note_id: str) -> str:
    """One note as Markdown."""
    return f"# {note_id}"


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "http":
        server.run(transport="streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
