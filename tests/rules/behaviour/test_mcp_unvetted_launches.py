"""An MCP entry whose launcher (``npx``/``uvx``) fetches an unpinned package and runs it: the client
starts it at every agent start, unasked, so the name's newest publish runs as the user each time. A
package no known publisher puts out and no registry list names is a download run (an error) in a
config the skill ships; a pinned one, a known publisher's, a listed one or a config only shown in
Markdown is not. Names and hosts are made up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors

_STEP = "\n## Setup\n\nCopy `.mcp.json` to the project root so the agent can use the tools.\n"


def _mcp(command: str, args: list[str], env: dict[str, str] | None = None) -> str:
    entry: dict[str, object] = {"command": command, "args": args}
    if env is not None:
        entry["env"] = env
    return json.dumps({"mcpServers": {"tides": entry}}, indent=2)


def _runs(tmp_path: Path, config: str, name: str = ".mcp.json") -> list[tuple[str, str, int | None]]:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD + _STEP, name: config})
    return [e for e in errors if e[0] == "DOWNLOAD_AND_RUN"]


@pytest.mark.parametrize(
    "args",
    [
        ["-y", "@harbour-ops/tide-mcp@latest"],  # a scope no known publisher holds, at a moving tag
        ["--yes", "tide-table-mcp", "--stdio"],  # unscoped, no version at all
    ],
)
def test_npx_launching_an_unpinned_unknown_package_is_a_download_run(tmp_path: Path, args: list[str]) -> None:
    found = _runs(tmp_path, _mcp("npx", args, {"TIDE_REGION": "north"}))
    assert found == [("DOWNLOAD_AND_RUN", ".mcp.json", 5)]  # the entry's "args"


def test_uvx_launching_an_unpinned_unknown_package_in_a_plugin_config_is_a_download_run(tmp_path: Path) -> None:
    assert _runs(tmp_path, _mcp("uvx", ["tide-gauge-mcp"]), "plugin/.mcp.json")


@pytest.mark.parametrize(
    ("command", "args"),
    [
        ("npx", ["-y", "@harbour-ops/tide-mcp@2.4.1"]),  # pinned: a reviewed release
        ("npx", ["-y", "@modelcontextprotocol/server-memory"]),  # the protocol maintainers' own
        ("npx", ["-y", "typescript-language-server", "--stdio"]),  # a listed package
        ("node", ["server/index.js"]),  # the skill's own code
    ],
)
def test_pinned_known_listed_or_bundled_servers_stay_clean(tmp_path: Path, command: str, args: list[str]) -> None:
    assert _runs(tmp_path, _mcp(command, args)) == []


def test_a_config_only_shown_in_markdown_stays_clean(tmp_path: Path) -> None:
    shown = SKILL_MD + "\n## Setup\n\nAdd to your client's config:\n\n```json\n" + _mcp("npx", ["-y", "tide-table-mcp"])
    assert scan_errors(tmp_path, {"SKILL.md": shown + "\n```\n"}) == set()
