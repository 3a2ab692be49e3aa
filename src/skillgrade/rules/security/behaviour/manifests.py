"""Config and manifest files: the code they run by themselves and the servers they declare.

``package.json`` scripts, ``.mcp.json`` and plugin MCP servers, CI workflows, pre-commit configs,
Makefiles, Dockerfiles, ``pyproject.toml`` build hooks, and other YAML/TOML/INI/HTML files.
"""

from __future__ import annotations

from skillgrade.rules.security.behaviour.model import Capability, Snippet


def snippets(rel: str, path: str, text: str) -> list[Snippet]:
    """The code in one config or manifest file, each piece with its language, line and presentation."""
    return []


def capabilities(rel: str, path: str, text: str) -> list[Capability]:
    """What a config declares without code: an MCP server at an unknown host, a token forwarded."""
    return []
