"""A legacy MCP server on an older release of the official Python SDK (mcp 1.22.0, installed by
scripts/bootstrap.sh servers into .venv-legacy), which negotiates 2025-06-18 in initialize.

It offers a tool with an input schema (and the output schema the SDK derives), a prompt with an
argument, a resource and a resource template, so the probe walks every list. The SDK already
carries members 2025-11-25 added (icons, websiteUrl) and sends them in a 2025-06-18 session;
the tool, the server and the resource use them.

Run: .venv-legacy/bin/python legacy_sdk_server.py   (stdio)
"""
from typing import Annotated

from mcp.server.fastmcp import FastMCP
from mcp.types import Annotations, Icon, ToolAnnotations
from pydantic import Field

# A 1×1 transparent PNG.
PNG = Icon(
    src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    mimeType="image/png",
    sizes=["1x1"],
)

server = FastMCP(
    "legacy-sdk-server",
    instructions="A server of the mcp 1.x SDK, for the probe tests.",
    website_url="https://example.com/legacy-sdk-server",
    icons=[PNG],
)


@server.tool(title="Multiply", annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False), icons=[PNG])
def multiply(a: int, b: Annotated[int, Field(description="The second factor.")] = 2) -> int:
    """Multiplies two whole numbers."""
    return a * b


@server.prompt(title="Review")
def review(code: Annotated[str, Field(description="The code to review.")]) -> str:
    """Asks for a review of a piece of code."""
    return f"Please review this code:\n\n{code}"


@server.resource(
    "config://app",
    title="Settings",
    mime_type="application/json",
    annotations=Annotations(audience=["user"], priority=0.5),
)
def config() -> str:
    """The application's settings."""
    return '{"theme": "dark"}'


@server.resource("notes://{topic}", title="Notes")
def note(topic: str) -> str:
    """A note on a topic."""
    return f"Notes on {topic}."


if __name__ == "__main__":
    server.run()
