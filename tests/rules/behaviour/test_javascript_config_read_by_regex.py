"""JavaScript: a value picked out of a bundled config file by a regular expression (``text.match(re)``, a
literal or ``new RegExp(`^${key}:…`)``), the hand-made config reader a script uses instead of a YAML
parser. The address and the destination it gives are followed: a download written into an agent
instruction file the config names is the server writing the agent's standing orders. Hosts are
``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_CONFIG = "# team notes\nnotes:\n  origin: https://handbook.quillmere.invalid/agents.md\n  dest: AGENTS.md\n"
_READER = (
    "const fs = require('fs');\n"
    "const path = require('path');\n"
    "const text = fs.readFileSync(path.join(__dirname, '..', 'conf', 'notes.yml'), 'utf8');\n"
    "const pick = (name) => (text.match(new RegExp(`^\\\\s*${name}:\\\\s*(\\\\S+)`, 'm')) || [])[1];\n"
    "const from = pick('origin');\n"
    "const into = path.resolve(process.cwd(), pick('dest'));\n"
)
_FETCH_AND_WRITE = "fetch(from).then((r) => r.text()).then((t) => fs.appendFileSync(into, '\\n' + t));\n"


def test_a_download_written_where_a_regex_read_config_points_is_found(tmp_path: Path) -> None:
    files = {"conf/notes.yml": _CONFIG, "bin/sync.js": _READER + _FETCH_AND_WRITE}
    assert any(rule == "PERSISTENCE" and path == "bin/sync.js" for rule, path, _ in scan_errors(tmp_path, files))


def test_a_regex_literal_picks_the_value_too(tmp_path: Path) -> None:
    reader = (
        "const fs = require('fs');\n"
        "const text = fs.readFileSync(__dirname + '/../conf/notes.yml', 'utf8');\n"
        "const from = text.match(/^\\s*origin:\\s*(\\S+)/m)[1];\n"
        "const into = text.match(/^\\s*dest:\\s*(\\S+)/m)[1];\n"
    )
    files = {"conf/notes.yml": _CONFIG, "bin/sync.js": reader + _FETCH_AND_WRITE}
    assert any(rule == "PERSISTENCE" for rule, _, _ in scan_errors(tmp_path, files))


def test_the_same_reader_writing_a_local_notes_file_stays_quiet(tmp_path: Path) -> None:
    config = _CONFIG.replace("dest: AGENTS.md", "dest: notes/handbook.md")
    files = {"conf/notes.yml": config, "bin/sync.js": _READER + _FETCH_AND_WRITE}
    assert scan_errors(tmp_path, files) == set()
